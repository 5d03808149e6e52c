"""Group a window's articles into stories.

Two articles belong together when they name the same distinctive things
(product, company, hardware names written in Latin letters, which Chinese
reports keep as is) and also share either another name, a figure or a day.
A Chinese and an English report of one event join this way; an unrelated
item that merely mentions one common name does not.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from functools import lru_cache

from ..records import Article
from .passages import Cued

_TOKEN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]*(?:[.+-][A-Za-z0-9]+)*")
# Names too common in this field to tie two reports together on their own.
GENERIC = frozenset(
    "ai llm llms gpu gpus cpu cpus api apis http https url pdf faq github readme the this "
    "that these those what why how when where who our we you they it its and but for with "
    "from into onto about also here there today new more most kv tco moe usd cny eur".split()
)


# Posts that are never news, whatever they mention: hiring and calls for papers.
_NOT_NEWS = re.compile(
    r"^(?:hiring|we(?:'re| are) hiring|join us|careers?|job)\b|"
    r"\b(?:we(?:'re| are) hiring|job opening|open (?:roles|positions)|apply (?:now|by)|applications? close|"
    r"we(?:'re| are) looking for (?:a|an|one|two|three|several|\w+) [\w -]{0,30}(?:engineers?|developers?|researchers?|interns?)|"
    r"call for (?:papers|proposals|submissions)|submission deadline|cfp)\b|招聘|诚聘|岗位职责|任职要求|征稿|投稿截止",
    re.I | re.M,
)
_CUED_NOT_NEWS = Cued(_NOT_NEWS)  # its words looked for before the pattern is


def is_news(article: Article) -> bool:
    """Not a hiring post or a call for papers: those join no story, however much they share
    with one (a provider's job ad names its GPUs and its prices too)."""
    return not _CUED_NOT_NEWS.search(article.title + "\n" + article.text[:2000])


@lru_cache(maxsize=4096)
def entities(text: str) -> frozenset[str]:
    """Distinctive names in `text`: mixed case, digits, acronyms, mid-sentence capitals.
    Read line by line (a name does not cross a line), each line with the three characters
    before it that the reading looks back at: copies of an article share their lines."""
    found: set[str] = set()
    start = 0
    for line in text.split("\n"):
        found |= _line_entities(text[max(0, start - 3) : start], line)
        start += len(line) + 1
    return frozenset(found)


@lru_cache(maxsize=65536)
def _line_entities(before: str, line: str) -> frozenset[str]:
    text = before + line
    found: set[str] = set()
    for match in _TOKEN.finditer(text, len(before)):
        token = match.group()
        kind = _kind(token)
        if kind == _NAME:
            found.add(token.lower())
        elif kind == _CAPITAL:
            lead = text[max(0, match.start() - 3) : match.start()].rstrip()
            if lead and lead[-1] not in '.!?。！？\n"“(（:：':
                found.add(token.lower())
    return frozenset(found)


_SKIP, _NAME, _CAPITAL = 0, 1, 2


@lru_cache(maxsize=65536)
def _kind(token: str) -> int:
    """A word by itself: no name, a name anywhere (inner capitals, digits), or a capitalised
    word that is one only mid-sentence. Words recur: each is judged once."""
    if len(token) < 3 or token.lower() in GENERIC:
        return _SKIP
    if any(ch.isupper() for ch in token[1:]) or any(ch.isdigit() for ch in token):
        return _NAME
    return _CAPITAL if token[0].isupper() else _SKIP


def figures(article: Article) -> frozenset[tuple[object, ...]]:
    """Figures specific enough to tie two reports: not small bare counts."""
    out: set[tuple[object, ...]] = set()
    for q in article.quantities:
        if q.value is None:
            out.add((q.low, q.high, q.unit))
        elif q.unit or not float(q.value).is_integer() or abs(q.value) >= 100:
            out.add((q.value, q.unit))
    return frozenset(out)


def days(article: Article) -> frozenset[str]:
    return frozenset(d.value for d in article.dates if d.precision == "day")


def related(
    a: Article, b: Article, cache: dict[str, tuple[frozenset, frozenset, frozenset]]
) -> bool:
    ea, fa, da = cache[a.id]
    eb, fb, db = cache[b.id]
    shared = len(ea & eb)
    if shared >= 3:
        return True
    if shared >= 1 and (len(fa & fb) + len(da & db)) >= 2:
        return True
    return shared >= 2 and bool(fa & fb or da & db)


def group(articles: Sequence[Article]) -> list[tuple[Article, ...]]:
    """Articles → groups (one per story), each in reference order, groups biggest first."""
    ordered = sorted(articles, key=lambda a: (a.published or "", a.url))
    cache = {a.id: (entities(a.title + "\n" + a.text), figures(a), days(a)) for a in ordered}
    parent = list(range(len(ordered)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    # Related articles share a name, so each article is compared only with the earlier ones
    # that share one (an index of names → articles), not with every other article.
    # The partition does not depend on the order the pairs are tried in, so each earlier
    # article is tried once however many names it shares.
    index: dict[str, list[int]] = {}
    for i, a in enumerate(ordered):
        names = cache[a.id][0]
        mine = root(i)
        for j in sorted({j for name in names for j in index.get(name, ())}):
            if root(j) != mine and related(ordered[j], a, cache):
                parent[mine] = root(j)
                mine = root(i)
        for name in names:
            index.setdefault(name, []).append(i)
    groups: dict[int, list[Article]] = {}
    for i, article in enumerate(ordered):
        groups.setdefault(root(i), []).append(article)
    result = [tuple(g) for g in groups.values()]
    result.sort(key=lambda g: (-len({a.owner for a in g}), -len(g), g[0].published or "", g[0].url))
    return result


def story_id(group_: Sequence[Article]) -> str:
    digest = hashlib.sha1("\n".join(sorted(a.id for a in group_)).encode()).hexdigest()
    return digest[:12]
