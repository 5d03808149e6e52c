"""Text as the rest of extraction sees it: bytes decoded right, paragraphs, sentences."""

from __future__ import annotations

import re

_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?([A-Za-z0-9_-]+)""", re.I)
_XML_ENCODING = re.compile(rb"""^\s*<\?xml[^>]+encoding\s*=\s*["']([A-Za-z0-9_-]+)""", re.I)
# GB2312 and GBK pages routinely use characters only GB18030 has; Big5 pages use HKSCS ones.
_ALIASES = {
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "x-gbk": "gb18030",
    "cp936": "gb18030",
    "big5": "big5hkscs",
    "big-5": "big5hkscs",
    "x-big5": "big5hkscs",
}
# Labels servers put on pages whose bytes are really UTF-8.
_WEAK_LABELS = {"iso-8859-1", "latin-1", "latin1", "us-ascii", "ascii", "windows-1252", "cp1252"}
_CANDIDATES = ["gb18030", "big5hkscs", "utf_8", "shift_jis", "euc_kr", "cp1252"]


def decode(body: bytes, content_type: str = "") -> str:
    """Bytes → str: BOM, then the HTTP charset, `<meta>` or XML declaration, then detection;
    without the characters XML cannot carry (`clean_text`), since this is the way in.

    A page labelled Latin-1 whose bytes are valid UTF-8 is read as UTF-8, and an
    undeclared page that is not UTF-8 is detected (charset-normalizer), which is
    how GBK and Big5 pages without a charset come out right.
    """
    return clean_text(_decoded(body, content_type))


def _decoded(body: bytes, content_type: str) -> str:
    for bom, codec in (
        (b"\xef\xbb\xbf", "utf-8"),
        (b"\xff\xfe", "utf-16-le"),
        (b"\xfe\xff", "utf-16-be"),
    ):
        if body.startswith(bom):
            return body[len(bom) :].decode(codec, errors="replace")
    declared = _declared(body, content_type)
    if declared:
        label = declared.lower()
        if label in _WEAK_LABELS and _is_utf8(body):
            return body.decode("utf-8")
        try:
            return body.decode(_ALIASES.get(label, label))
        except (LookupError, UnicodeDecodeError):
            pass
    if _is_utf8(body):
        return body.decode("utf-8")
    return _detect(body)


def _declared(body: bytes, content_type: str) -> str | None:
    match = re.search(r"charset=[\"']?([\w-]+)", content_type, re.I)
    if match:
        return match.group(1)
    head = body[:4096]
    found = _XML_ENCODING.search(head) or _META_CHARSET.search(head)
    return found.group(1).decode("ascii") if found else None


def _is_utf8(body: bytes) -> bool:
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _detect(body: bytes) -> str:
    """The likeliest of the encodings Chinese and English pages use."""
    from charset_normalizer import from_bytes

    best = from_bytes(body[:200_000], cp_isolation=_CANDIDATES).best()
    codec = _ALIASES.get(best.encoding, best.encoding) if best else "gb18030"
    return body.decode(codec, errors="replace")


# C0 controls but tab and newline, lone surrogates and U+FFFE/U+FFFF: no XML 1.0 document may
# hold them, so one in a title would make the site's Atom feeds ill-formed. CR is a newline.
_NOT_XML_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def clean_text(text: str) -> str:
    """`text` without the characters XML cannot carry; CRLF and CR become newlines.

    Applied to every text on the way in (decoded bytes, parsed page titles and text, feed
    titles and summaries), so nothing downstream has to guard against them.
    """
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _NOT_XML_TEXT.sub("", text)


def paragraphs(text: str) -> str:
    """Paragraphs separated by one blank line, lines stripped."""
    lines = [line.strip() for line in text.replace("\r\n", "\n").split("\n")]
    return "\n\n".join(line for line in lines if line)


# The full stop comes first and the abbreviations are looked behind it (`\.(?<!\bMr\.)`, not
# `(?<!\bMr)\.`): a branch that opens on a character is tried only where that character
# stands, so the nine look-behinds are read at each `.` instead of at every character.
_SENTENCE_END = re.compile(
    r"[。！？；!?]+[”」』）)]*"
    r"|\.(?<!\b[A-Z]\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)(?<!\bNo\.)(?<!\bMr\.)(?<!\bDr\.)"
    r"(?<!\bInc\.)(?<!\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\.)(?=\s)"
    r"|\n"
)


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentence boundaries as (start, end); decimals and `Oct.` do not end one."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        end = match.end()
        if text[start:end].strip():
            spans.append(_trim(text, start, end))
        start = end
    if text[start:].strip():
        spans.append(_trim(text, start, len(text)))
    return spans


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and (text[start].isspace() or text.startswith(("- ", "* ", "• "), start)):
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end
