"""An article's text → sections of sentences, the units claims are read in.

A section is a heading and the paragraphs under it; a set-up sentence gives its
conditions to the figures after it in the same section, and the heading names
the section's subject. Rows of a pipe table (`| a | b |`, as trafilatura and our
markdown reader write tables) are kept as rows with their cells, so that a
benchmark table can be read cell by cell.
"""

from __future__ import annotations

import re
import re._constants as _c
import re._parser as _re_parser
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from ..extractors.text import sentence_spans

_END_PUNCT = (".", "。", "!", "?", "！", "？", ";", "；", ":", "：", ",", "，", "、")
_LIST = ("- ", "* ", "• ")
_TABLE_RULE = re.compile(r"^\|?[\s:|-]+\|?$")


@dataclass(frozen=True)
class Sentence:
    """One sentence (or heading, list item or table row) with its offsets in the article."""

    start: int
    end: int
    text: str
    kind: str  # text, heading, item, row
    section: int
    paragraph: int = 0
    cells: tuple[tuple[int, int], ...] = ()  # a row's cells, as offsets in the article


@dataclass(frozen=True)
class Section:
    heading: Sentence | None
    sentences: tuple[Sentence, ...]


@lru_cache(maxsize=2048)
def sections(text: str) -> tuple[Section, ...]:
    """The article's sections in order; text before the first heading is section 0."""
    out: list[Section] = []
    heading: Sentence | None = None
    current: list[Sentence] = []
    offset = 0
    blocks = text.split("\n\n")
    for index, block in enumerate(blocks):
        start = offset
        offset += len(block) + 2
        stripped = block.strip()
        if not stripped:
            continue
        lead = start + len(block) - len(block.lstrip())
        if stripped.startswith("|") and stripped.endswith("|"):
            # a table written row under row, with no blank line between (`| GPU | … |\n|---|…`):
            # each line its row
            at = start
            for line in block.split("\n"):
                row = line.strip()
                row_start = at + len(line) - len(line.lstrip())
                at += len(line) + 1
                if row.startswith("|") and row.endswith("|") and not _TABLE_RULE.match(row):
                    current.append(_row(text, row_start, row_start + len(row), len(out), index))
            continue
        following = blocks[index + 1].strip() if index + 1 < len(blocks) else ""
        if is_heading(stripped) and following and not _is_item(stripped):
            out.append(Section(heading, tuple(current)))
            heading = Sentence(lead, lead + len(stripped), stripped, "heading", len(out))
            current = []
            continue
        kind = "item" if _is_item(stripped) else "text"
        for s, e in _block_spans(block):
            current.append(
                Sentence(start + s, start + e, text[start + s : start + e], kind, len(out), index)
            )
    out.append(Section(heading, tuple(current)))
    return tuple(s for s in out if s.sentences or s.heading)


# `… while drawing 35 W. That is 3.2x …`: a unit's letter before a full stop ends a sentence
# (the extractor's splitter keeps `J. Smith` whole, and with it `35 W. That`)
_UNIT_STOP = re.compile(r"(?<=\d)\s?[A-Za-z]{1,3}\.\s+(?=[A-Z])")


@lru_cache(maxsize=16384)
def _block_spans(block: str) -> tuple[tuple[int, int], ...]:
    """A paragraph's sentences as offsets in it; a paragraph that many copies share is split once."""
    return tuple(_split_after_units(block, sentence_spans(block)))


def _split_after_units(block: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out = []
    for start, end in spans:
        cut = start
        for m in _UNIT_STOP.finditer(block, start, end):
            stop = block.index(".", m.start()) + 1
            out.append((cut, stop))
            cut = m.end()
        out.append((cut, end))
    return out


_CODE_LIKE = re.compile(r"\s--?\w|[=`{}<>$]")


@lru_cache(maxsize=65536)
def is_heading(text: str) -> bool:
    """A short line without closing punctuation that introduces what follows (asked of each
    block of each article: a block that copies share is judged once)."""
    text = text.strip()
    if "\n" in text or not text or text.endswith(_END_PUNCT) or _is_item(text):
        return False
    if _CODE_LIKE.search(text):  # a command line or code, not a heading
        return False
    han = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
    limit = 30 if han > len(text) / 3 else 70
    return len(text) <= limit and not text.startswith("|")


def _is_item(text: str) -> bool:
    return text.startswith(_LIST)


def _row(text: str, start: int, end: int, section: int, paragraph: int) -> Sentence:
    cells = []
    pos = start + 1
    while pos < end:
        bar = text.find("|", pos, end)
        if bar < 0:
            break
        cell_start, cell_end = pos, bar
        while cell_start < cell_end and text[cell_start].isspace():
            cell_start += 1
        while cell_end > cell_start and text[cell_end - 1].isspace():
            cell_end -= 1
        cells.append((cell_start, cell_end))
        pos = bar + 1
    return Sentence(start, end, text[start:end], "row", section, paragraph, tuple(cells))


# The letters outside ASCII that `re.I` takes for ASCII ones (`İ`, `ı`, `ſ`, the Kelvin sign):
# in a text that holds one, a case-blind pattern's words are not looked for in small letters
_FOLDS_TO_ASCII = re.compile("[\u0130\u0131\u017f\u212a]")


class Cued:
    """A pattern that first looks for words one of which each of its matches holds, read off
    the pattern itself: most sentences hold none, and a plain look for a few words is far
    cheaper than a search with a pattern that may start anywhere. Its `search` finds what the
    pattern's does."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.blind = bool(pattern.flags & re.I)
        try:
            parsed = _re_parser.parse(pattern.pattern, pattern.flags)
            self.cues = _cues(parsed, self.blind)
        except Exception:  # a pattern the reader does not follow is searched as it is
            self.cues = None

    def search(self, text: str) -> re.Match[str] | None:
        return self.pattern.search(text) if self.may_match(text) else None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.pattern.finditer(text) if self.may_match(text) else iter(())

    def may_match(self, text: str) -> bool:
        """False when `text` holds none of the words: the pattern matches nowhere in it."""
        cues = self.cues
        if cues is None:
            return True
        if not self.blind:
            return any(c in text for c in cues)
        if _FOLDS_TO_ASCII.search(text):
            return True
        low = text.lower()
        return any(c in low for c in cues)


def _cue_char(code: int, blind: bool) -> bool:
    """A character a cue can hold: any, when case counts; else one with no case, or ASCII."""
    c = chr(code)
    return not blind or c.isascii() or c.lower() == c == c.upper()


def _cues(items: object, blind: bool) -> frozenset[str] | None:
    """Words one of which every match of the parsed sequence `items` holds (in small letters
    when case is blind), or None. Of the sequence's parts that each require some word, the
    one whose shortest word is longest."""
    best: frozenset[str] | None = None

    def take(found: frozenset[str] | None) -> None:
        nonlocal best
        if found and all(found) and (best is None or _score(found) > _score(best)):
            best = found

    run = ""
    for op, av in items:  # type: ignore[attr-defined]
        if op is _c.LITERAL and _cue_char(av, blind):
            run += chr(av).lower() if blind else chr(av)
            continue
        if run:
            take(frozenset((run,)))
            run = ""
        if op is _c.SUBPATTERN:
            if av[1] or av[2]:  # flags set inside the pattern: not followed
                raise ValueError("inline flags")
            take(_cues(av[3], blind))
        elif op is _c.ATOMIC_GROUP:
            take(_cues(av, blind))
        elif op is _c.BRANCH:
            alternatives = [_cues(a, blind) for a in av[1]]
            if all(a for a in alternatives):
                take(frozenset().union(*alternatives))  # type: ignore[arg-type]
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT) and av[0] >= 1:
            take(_cues(av[2], blind))
    if run:
        take(frozenset((run,)))
    return best


def _score(cues: frozenset[str]) -> tuple[int, int]:
    return min(len(c) for c in cues), -len(cues)
