"""The digest's own text on a page: escaped, terms glossed, the other language marked.

On the Chinese page a glossary term is glossed on its first mention (`KV cache（键值
缓存）`), on the English page one whose gloss an English reader needs too (`KV cache (the
attention keys and values kept for reuse)`); on either page a run of the other language (a Chinese name on the English
page, a stretch of English words on the Chinese one) is wrapped in an element that says
its language, so that screen readers and the page's own checks know it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence

from markupsafe import Markup, escape

from ..i18n import HTML_LANG, Glossary

_HAN_RUN = re.compile(
    r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]*[\u3400-\u9fff][\u3400-\u9fff\u3000-\u303f\uff00-\uffef]*"
)
_LATIN_RUN = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Za-z][a-z'’-]+\s+){2,}[A-Za-z][a-z'’-]+(?![A-Za-z0-9])"
)


class PageProse:
    """One page's writer of prose: remembers which terms it has glossed already."""

    def __init__(
        self, lang: str, glossary: Glossary, names: Sequence[Mapping[str, str]] = ()
    ) -> None:
        self.lang = lang
        self.glossary = glossary
        self.glossed: set[str | tuple[str, str]] = set()
        # names a source gives in both scripts: the English page adds the Chinese once
        self.names = sorted(((n["en"], n["zh"]) for n in names), key=lambda p: -len(p[0]))

    def __call__(self, text: str, *, gloss: bool = True) -> Markup:
        """`gloss=False` for a headline: the first mention to gloss is the lede's, so that
        a headline stays short (`GPU 小时` in a unit is not explained there)."""
        if not text:
            return Markup("")
        if not gloss:
            return _mark_latin(text) if self.lang == "zh" else self._en(text, originals_too=False)
        if self.lang == "zh":
            return self._zh(text)
        return self._en(text)

    def _en(self, text: str, *, originals_too: bool = True) -> Markup:
        """Chinese runs marked; a source's Chinese name after its English one and a term's
        English gloss after the term, each the first time. Inside a parenthesis the gloss
        takes square brackets (`(GB200; DEP32 [attention data parallelism …])`)."""
        added: list[tuple[int, int, str]] = []  # (start, end, what follows) of each word
        for en, zh in self.names if originals_too else ():
            if en in self.glossed:
                continue
            at = _find_word(text, en)
            if at >= 0 and not text[at + len(en) :].lstrip().startswith(("(", "（")):
                added.append((at, at + len(en), zh))
                self.glossed.add(en)
        for term in self.glossary.terms if originals_too else ():
            if not term.en_gloss or ("en", term.term) in self.glossed:
                continue
            for spelling in (term.term, *term.match):
                if _HAN_RUN.search(spelling):
                    continue
                spot = _en_spot(text, spelling, term.en_gloss, [(s, e) for s, e, _ in added])
                if spot:
                    added.append(spot)
                    self.glossed.add(("en", term.term))
                    break
        for _start, end, aside in sorted(added, reverse=True):
            depth = text[:end].count("(") - text[:end].count(")")
            aside = f" [{aside}]" if depth > 0 else f" ({aside})"
            text = f"{text[:end]}{aside}{text[end:]}"
        out, pos = [], 0
        for m in _HAN_RUN.finditer(text):
            if m.start() > pos:
                out.append(escape(text[pos : m.start()]))
            out.append(Markup('<span lang="{}">{}</span>').format(HTML_LANG["zh"], m.group()))
            pos = m.end()
        out.append(escape(text[pos:]))
        return Markup("").join(out)

    def _zh(self, text: str) -> Markup:
        """Each term glossed on its first mention; English runs marked."""
        glosses: list[tuple[int, int, str]] = []
        for term in self.glossary.terms:
            if term.term in self.glossed:
                continue
            for spelling in (term.zh, *term.match):
                spot = next(
                    (
                        (at, end)
                        for at, end in _mentions(text, spelling)
                        if not any(s < end and at < e for s, e, _ in glosses)
                    ),
                    None,
                )
                if spot:
                    glosses.append((*spot, term.gloss))
                    self.glossed.add(term.term)
                    break
        glosses.sort()
        out, pos = [], 0
        for _start, end, gloss in glosses:
            out.append(_mark_latin(text[pos:end]))
            pos = end
            if text[end : end + 1] != "（":
                # inside a bracket the gloss takes square ones, as on the English page:
                # `（GB200；DEP32［注意力数据并行加专家并行］）`, never `（…（…））`
                depth = text[:end].count("（") - text[:end].count("）")
                out.append(escape(f"［{gloss}］" if depth > 0 else f"（{gloss}）"))
                while text[pos : pos + 1] == " ":  # no space after a full-width bracket
                    pos += 1
        out.append(_mark_latin(text[pos:]))
        return Markup("").join(out)


def _pattern(word: str) -> re.Pattern[str]:
    """`word` as a word of its own (not inside `decoder`)."""
    pattern = re.escape(word)
    if word[:1].isascii() and word[:1].isalnum():
        pattern = r"(?<![A-Za-z0-9])" + pattern
    if word[-1:].isascii() and word[-1:].isalnum():
        pattern += r"(?![A-Za-z0-9])"
    return re.compile(pattern, re.I if word.isascii() else 0)


def _find_word(text: str, word: str) -> int:
    """Where `word` first stands in `text` as a word of its own, or -1."""
    m = _pattern(word).search(text)
    return m.start() if m else -1


def _mentions(text: str, word: str) -> Iterator[tuple[int, int]]:
    """Each (start, end) of `word` in `text` where a gloss may follow it: a setting's value
    goes with it (`nextn=3 [tokens drafted …]`), and a figure written onto it (`DEP` in
    `DEP4`) is another word. A mention the text explains itself (`TCO（总拥有成本）`) ends
    the search: that text needs no gloss of ours."""
    for m in _pattern(word).finditer(text):
        end = m.end()
        value = _VALUE.match(text, end)
        if value:
            end = value.end()
        elif text[end : end + 1] in ("(", "（"):
            return  # the text explains it itself
        elif text[end : end + 1].isdigit():
            continue
        yield m.start(), end


def _en_spot(
    text: str, spelling: str, gloss: str, taken: Sequence[tuple[int, int]]
) -> tuple[int, int, str] | None:
    """Where an English gloss goes: after a mention of its own, or, where the term only
    begins longer names (`KV cache system`), after the first of them, saying which word
    it explains (`KV cache system (KV cache: the attention keys …)`)."""
    first_compound = None
    for at, end in _mentions(text, spelling):
        if any(s < end and at < e for s, e in taken):
            continue
        compound = _COMPOUND.match(text, end)
        if not compound:
            return at, end, gloss
        if first_compound is None:
            first_compound = (at, compound.end(), f"{text[at:end]}: {gloss}")
    return first_compound


# a setting's value after its name (`nextn=3`)
_VALUE = re.compile(r"=[\w.+-]+")
# an English term that is the first word of a longer name (`decode speed`, `KV cache system`):
# its gloss there would split the name, so it waits for a mention of its own
_COMPOUND = re.compile(
    r" (?:speeds?|paths?|transfers?|systems?|models?|stages?|phases?|times?|throughput|"
    r"latency|sides?|instances?|ratios?|results?|curves?|nodes?|prices?|rates?|capacity|"
    r"costs?|engines?|servers?|kernels?|benchmarks?|sizes?|lengths?|windows?)\b"
)


def _mark_latin(text: str) -> Markup:
    out, pos = [], 0
    for m in _LATIN_RUN.finditer(text):
        out.append(escape(text[pos : m.start()]))
        out.append(Markup('<span lang="en">{}</span>').format(m.group()))
        pos = m.end()
    out.append(escape(text[pos:]))
    return Markup("").join(out)


def mark_original(text: str, original: str, lang: str, language: str | None = None) -> Markup:
    """`text` on a page in `lang`, with the source's own words in it (a title, a name: its
    `original`) marked as one run of their language when that is not the page's, so that a
    screen reader reads `国产 HBM 三季度合约价…` as one Chinese title and not as three runs.
    `language` is the original's (an article's); a name's is told by its script."""
    if not original or original not in text:
        return escape(text)
    if language is None:
        language = "zh" if re.search(r"[\u3400-\u9fff]", original) else "en"
    if language == lang:
        return escape(text)
    before, _, after = text.partition(original)
    code = HTML_LANG.get(language, language)
    return Markup('{}<span lang="{}">{}</span>{}').format(before, code, original, after)
