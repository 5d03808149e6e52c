"""Subjects, comparisons and conditions named in both languages.

Names (vLLM, GB300 NVL72, DEP4, DeepSeek-V4.1-Flash) are written the same on
both pages; other words go through the glossary's phrases. A phrase the
glossary cannot carry into the other language falls back to the names in it,
so a page never shows a run of the other language's words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from pypinyin import Style, lazy_pinyin

from ..i18n import (
    ORG_ENDINGS,
    ORG_NAMES,
    ORG_OFFICES,
    ORG_PLACE,
    SIZED_ZH,
    WORK_KINDS,
    Glossary,
    zh_spacing,
)

HAN = re.compile(r"[\u3400-\u9fff]")
# A name: Latin letters with digits or inner capitals, an acronym, a capitalised word, or a
# technical word of the field that both languages write in Latin letters.
_NAME = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Za-z][A-Za-z0-9]*(?:[.+/_-][A-Za-z0-9]+)*'?)"
    r"(?:\s+(?:[A-Z0-9][A-Za-z0-9]*(?:[.+/_-][A-Za-z0-9]+)*|NVL\d+))*"
)
_UNIT_RATIO = re.compile(r"[A-Za-z]{1,4}/[a-z]{1,3}")  # `Ml/d`, `km/h`, `kWh/kg`
_LATIN_KEPT = frozenset(
    "prefill decode kernel kernels token tokens batch nextn replay rank ranks expert experts".split()
)
_EN_STOP = frozenset(
    "a an the this that these those its their our his her of for on in at by to from and or "
    "as is are was were be".split()
)
# Countries and regions: names wherever they stand, also at a sentence's start (`China
# produced 79.4 Mt in October`), where a word is otherwise a name only if written so elsewhere
_PLACES = frozenset(
    "China India Japan Russia Germany France Italy Spain Britain England Scotland Wales Ireland "
    "Brazil Canada Mexico Australia Indonesia Vietnam Turkey Iran Poland Korea Taiwan Chile "
    "Argentina Peru Egypt Nigeria Norway Sweden Finland Denmark Netherlands Belgium Austria "
    "Switzerland Thailand Malaysia Singapore Philippines Pakistan Bangladesh Ukraine Kazakhstan "
    "Europe Africa Asia".split()
)
# Capitalised only because they start a sentence or a heading: not names.
_COMMON = frozenset(
    """about above across after again against all almost also although always among another any
    are around as at back be because been before being below between both but by can could day
    did do does done down during each early either else even ever every few first for from
    further get gets getting go goes going good great had has have having he her here hers him
    his how however if in into is it its just last late later least less let like long made make
    many may me might more most much must my near need never new next no nor not now of off
    often on once one only onto or other our out over own per perhaps quick quickly rather
    really same see seen several she should since so some still such than that the their them
    then there these they this those though through thus to today together too toward under
    until up upon us very was way we well were what when where whether which while who whom
    whose why will with within without would yes yet you your getting started summary overview
    introduction conclusion background acknowledgements acknowledgments results methods method
    performance roadmap license citation prefill decode supported hardware models scope quick
    start not included what's why how notes note update updates highlights changes fixes
    features feature lesson lessons learned value values metric metrics test tests item items
    result score scores spec specs model models price prices total average median benchmark
    benchmarks engine engines figure figures table tables chart charts step steps part parts
    version versions release releases plan plans pricing customers customer users user data
    cloud market markets sales revenue shares share power battery display camera storage memory
    our their we you they it this these those there here one two three four five six seven eight
    nine ten first second third new old next last each every both all some most more many
    independent sustained introducing inside across against average annual quarterly monthly
    weekly daily interim preliminary statistical report reports""".split()
)
_EN_PRONOUN = re.compile(r"^(?:we|our|us|ours)$", re.I)
_ZH_PRONOUN = ("我们", "我司", "本公司", "我们的")


def is_han(text: str) -> bool:
    return bool(HAN.search(text))


@lru_cache(maxsize=4096)
def romanised(name: str) -> str:
    """An English name for a Chinese one that no source gives in English, by its pinyin, as
    the English press writes such names (`算力集市` → `Suanli Jishi`, `AI 科技前线` → `AI Keji
    Qianxian`): CLAIMS.md's English sentence holds Chinese only in a parenthesis after it.
    A work in 《》 takes its title in quotes after what kind of work it is (`电影《长河落日》` →
    `the film "Changhe Luori"`)."""
    work = _WORK.fullmatch(name.strip())
    if work:
        title = romanised(work["title"])
        kind = WORK_KINDS.get(work["kind"] or "", "")
        return f'{kind} "{title}"' if kind else f'"{title}"'
    words: list[str] = []
    for run in re.findall(r"[\u3400-\u9fff]+|[^\u3400-\u9fff\s]+", name):
        if not is_han(run):
            words.append(run)
            continue
        words.append(_organisation(run))
    return " ".join(words)


def _organisation(run: str) -> str:
    """A run of Chinese characters in English: a public body by its English name, a kind of
    organisation by its English ending (`…委员会` → `… Commission`), the rest in pinyin."""
    if run in ORG_NAMES:
        return ORG_NAMES[run]
    for head in sorted(ORG_NAMES, key=len, reverse=True):
        if run.startswith(head) and len(run) > len(head):
            return f"{ORG_NAMES[head]} {_organisation(run[len(head) :])}"  # `国网青川省电力公司`
    if len(run) > 2 and run.endswith("省"):
        return f"{_pinyin(run[:-1])} Province"  # `青川省`
    ending = next((e for e in sorted(ORG_ENDINGS, key=len, reverse=True) if run.endswith(e)), "")
    stem = run[: len(run) - len(ending)]
    if not ending or not stem:
        return _pinyin(run)
    place = ORG_PLACE.get(stem[-1]) if len(stem) > 2 else None
    if place and ending in ORG_OFFICES:  # `青川省` + an office: `Qingchuan Provincial …`
        return f"{_pinyin(stem[:-1])} {place} {ORG_ENDINGS[ending]}"
    if stem.endswith("省") and len(stem) > 2:  # a company: `State Grid Qingchuan …`
        stem = stem[:-1]
    return f"{_pinyin(stem)} {ORG_ENDINGS[ending]}"


def _pinyin(run: str) -> str:
    syllables = lazy_pinyin(run, style=Style.NORMAL, v_to_u=True)
    # two characters a word (`Beifeng Suanli`), a lone last one joins the word before it
    chunks = [syllables[i : i + 2] for i in range(0, len(syllables), 2)]
    if len(chunks) > 1 and len(chunks[-1]) == 1:
        chunks[-2:] = [chunks[-2] + chunks[-1]]
    return " ".join("".join(c).capitalize() for c in chunks)


_WORK = re.compile(r"(?P<kind>[\u4e00-\u9fff]{0,4}?)《(?P<title>[^《》]+)》")


def names_in(text: str) -> list[str]:
    """The names a phrase holds, as written, in order."""
    return list(_names_in(text))


@lru_cache(maxsize=65536)
def _names_in(text: str) -> tuple[str, ...]:
    # asked of the same clause by subjects, conditions and standing: each is read once
    out = []
    for match in _NAME.finditer(text):
        word = match.group().rstrip("'")
        tokens = word.split()
        while len(tokens) > 1 and tokens[0].lower() in _EN_STOP and tokens[1][:1].isalpha():
            tokens = tokens[1:]  # `the Meridian S`: the article is not part of the name
            word = " ".join(tokens)
        first = tokens[0]
        if len(tokens) == 1 and first.lower() in _EN_STOP:
            continue
        if _is_name(first) or first.lower() in _LATIN_KEPT:
            out.append(word)
    return tuple(out)


@lru_cache(maxsize=65536)
def proper_names(text: str) -> tuple[str, ...]:
    """Names proper (vLLM, GB300, DeepSeek), without the field's Latin words (decode, token)."""
    return tuple(n for n in names_in(text) if _is_name(n.split()[0]))


def _is_name(token: str) -> bool:
    """GB300, DEP4, vLLM, DeepSeek, Halden: not `per-GPU`, not a capitalised common word,
    not a unit (`Ml/d`, `kWh/kg`)."""
    if _UNIT_RATIO.fullmatch(token):
        return False
    if token[:1].islower():
        inner = [i for i, ch in enumerate(token) if ch.isupper()]
        return bool(inner) and all(token[i - 1] not in "-/_" for i in inner)
    if any(ch.isdigit() for ch in token) or any(ch.isupper() for ch in token[1:]):
        return True
    lowered = token.lower()
    return (
        token[:1].isupper()
        and lowered not in _EN_STOP
        and lowered not in _COMMON
        and lowered not in _DATE_WORDS
    )


def bilingual(phrase: str, glossary: Glossary, *, fallback: str = "") -> dict[str, str]:
    """`phrase` (in either language) in both: the glossary's words, names kept."""
    key = (phrase, fallback)
    if key not in glossary.cache:
        words = _bilingual(phrase, glossary, fallback)
        glossary.cache[key] = {"en": words["en"], "zh": zh_spacing(words["zh"])}
    return dict(glossary.cache[key])


def _bilingual(phrase: str, glossary: Glossary, fallback: str) -> dict[str, str]:
    phrase = " ".join(phrase.split()).strip(" ,，、:：")
    if not phrase:
        return {"en": fallback, "zh": name_zh(fallback, glossary) if fallback else ""}
    if is_han(phrase):
        return {"zh": phrase, "en": zh_to_en(phrase, glossary) or _names(phrase) or fallback}
    zh = en_to_zh(phrase, glossary) or _names_zh(phrase, glossary)
    return {"en": phrase, "zh": zh or (name_zh(fallback, glossary) if fallback else "")}


def _names(phrase: str) -> str:
    return " ".join(names_in(phrase))


def _names_zh(phrase: str, glossary: Glossary) -> str:
    """The names of an English phrase the glossary cannot put in Chinese, each in Chinese
    where it has a Chinese name (`Kestrel Cloud's H200 fleet` → `青隼云 H200`): a Chinese
    sentence names a company by its Chinese name, not in English words."""
    owner = re.match(r"^(.+?)['’]s?\s+(.+)$", phrase)
    if owner:
        whose = name_zh(owner[1], glossary)
        if whose and whose != owner[1]:
            rest = " ".join(name_zh(n, glossary) for n in names_in(owner[2]))
            return _join_zh([whose, "的", rest]) if rest else whose
    return " ".join(name_zh(n, glossary) for n in names_in(phrase))


def name_zh(name: str, glossary: Glossary) -> str:
    """A name in Chinese: the glossary's, or that of the one full name it is said short for
    (`Kestrel` for `Kestrel Cloud`); else as written."""
    whole = glossary.to_zh(name)
    if whole:
        return whole
    lowered = name.lower()
    longer = {
        zh
        for en, zh in glossary.names
        if len(en.split()) > 1 and en.split()[0].lower() == lowered and is_han(zh)
    }
    return longer.pop() if len(longer) == 1 else name


def en_to_zh(phrase: str, glossary: Glossary) -> str | None:
    """An English phrase in Chinese, or None when some of its words have no Chinese."""
    whole = glossary.to_zh(phrase)
    if whole:
        return whole
    # `X's Y` → `X 的 Y`; `Y of X` → `X 的 Y`
    possessive = re.match(r"^(.+?)'s?\s+(.+)$", phrase)
    if possessive:
        owner, thing = en_to_zh(possessive[1], glossary), en_to_zh(possessive[2], glossary)
        return _join_zh([owner, "的", thing]) if owner and thing else None
    of = re.match(r"^(?:the\s+)?(.+?)\s+of\s+(.+)$", phrase, re.I)
    if of:
        thing, owner = en_to_zh(of[1], glossary), en_to_zh(of[2], glossary)
        if owner and thing:
            return _join_zh([owner, "的", thing])
        # `falling out of step`: an `of` inside a phrase the glossary has whole
    whole_node = _WHOLE_NODE.match(phrase)
    if whole_node:
        inside = en_to_zh(whole_node["what"], glossary)  # `a full 8x H200 node` → `8 卡 H200 整机`
        return _join_zh([inside, "整机"]) if inside else None
    words = re.sub(r"^(?:the|a|an)\s+", "", phrase, flags=re.I)
    out: list[str] = []
    rest = words
    while rest:
        rest = rest.strip()
        if not rest:
            break
        found = _longest_phrase(rest, glossary)
        if found:
            en, zh = found
            out.append(zh)
            rest = rest[len(en) :]
            continue
        sized = _SIZED.match(rest)
        if sized and sized["unit"].lower() in SIZED_ZH:
            out.append(f"{sized['n']} {SIZED_ZH[sized['unit'].lower()]}")  # `8-GPU` → `8 卡`
            rest = rest[sized.end() :]
            continue
        times = _TIMES.match(rest)
        if times:
            out.append(f"{times['n']} 卡")  # `8x H200` → `8 卡 H200`: so many of the chip
            rest = rest[times.end() :]
            continue
        spec = _SPEC.match(rest)
        if spec:
            out.append(spec.group())  # `28nm wafers` → `28nm 晶圆`: a spec as written
            rest = rest[spec.end() :]
            continue
        match = _NAME.match(rest)
        if match and (_is_name(match.group().split()[0]) or match.group().lower() in _LATIN_KEPT):
            out.append(name_zh(match.group().rstrip("'"), glossary))
            rest = rest[match.end() :]
            continue
        word = re.match(r"\S+", rest)
        if word and word.group().lower() in _EN_STOP:
            rest = rest[word.end() :]
            continue
        return None
    return _join_zh(out) if out else None


# `a full 8x H200 node`: the whole machine, `整机`; `8x H200`: eight of the chip named after
_WHOLE_NODE = re.compile(
    r"^(?:an?\s+|the\s+)?full\s+(?P<what>.+?)\s+(?:node|server|machine)s?$", re.I
)
_TIMES = re.compile(r"(?P<n>\d+)\s?[x×](?=\s+[A-Z])")
_SIZED = re.compile(r"(?P<n>\d+)-(?P<unit>[A-Za-z]+)(?![\w-])")
# a spec written onto its figure (`28nm`, `141GB`, `12V`): the same in both languages
_SPEC = re.compile(r"\d+(?:\.\d+)?(?:nm|GB|TB|mm|V|W|kW|Ah|mAh)(?![\w-])")


def _longest_phrase(text: str, glossary: Glossary) -> tuple[str, str] | None:
    lowered = text.lower()
    index = _by_first_letter(glossary)
    entries = index.get(lowered[:1], ()) if "" not in index else glossary.names + glossary.phrases
    for en, zh in entries:
        if lowered.startswith(en.lower()) and (len(text) == len(en) or not text[len(en)].isalnum()):
            return text[: len(en)], zh
    return None


def _by_first_letter(glossary: Glossary) -> dict[str, list[tuple[str, str]]]:
    """The glossary's names and phrases by the first letter of their English in small letters,
    each list in the glossary's order: a phrase can start only with those of its own first
    letter, so the others are not tried. Made once per glossary, in its cache."""
    key = ("by first letter",)
    if key not in glossary.cache:
        index: dict[str, list[tuple[str, str]]] = {}
        for en, zh in glossary.names + glossary.phrases:
            index.setdefault(en.lower()[:1], []).append((en, zh))
        glossary.cache[key] = index
    return glossary.cache[key]


def zh_to_en(phrase: str, glossary: Glossary) -> str | None:
    """A Chinese phrase in English, or None when some of its words have no English."""
    whole = glossary.to_en(phrase)
    if whole:
        return whole
    if "的" in phrase:
        owner, _, thing = phrase.rpartition("的")
        a, b = zh_to_en(owner.strip(), glossary), zh_to_en(thing.strip(), glossary)
        if a and b:
            return f"{a}'s {b}" if not a.endswith("s") else f"{a}' {b}"
        return None
    out: list[str] = []
    rest = phrase
    key = ("by chinese length",)  # the same for every phrase: sorted once per glossary
    if key not in glossary.cache:
        glossary.cache[key] = sorted(glossary.names + glossary.phrases, key=lambda p: -len(p[1]))
    entries: list[tuple[str, str]] = glossary.cache[key]
    while rest:
        rest = rest.lstrip()
        if not rest:
            break
        for en, zh in entries:
            if rest.startswith(zh):
                out.append(en)
                rest = rest[len(zh) :]
                break
        else:
            match = _NAME.match(rest) or _NUMBER.match(rest)
            if match:
                out.append(match.group())
                rest = rest[match.end() :]
                continue
            if rest[0] in "的、和与及":
                rest = rest[1:]
                continue
            return None
    return _SIZE.sub(r"\1-inch", " ".join(out)) if out else None


# a number in a phrase (`32 英寸` → `32-inch`), and a size said by it
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*(?![\d.,])")
_SIZE = re.compile(r"(\d) inch\b")


def _join_zh(parts: list[str]) -> str:
    """Chinese words joined, with a space only between a Latin and a Han neighbour."""
    text = ""
    for part in parts:
        if text and (not is_han(text[-1]) or not is_han(part[0])):
            text += " "
        text += part
    return text


_TOKEN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]*(?:[.+/_-][A-Za-z0-9]+)*")
_CODE = re.compile(
    r"```.*?(?:```|\Z)|`[^`\n]*`|https?://\S+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+|www\.\S+|"
    # an address (`press@northgale.example`) writes a name in lower case, not a common word
    r"\b(?:pip3?|npm|uv|conda|cargo|brew|apt(?:-get)?|go)\s+"
    r"(?:install|add|get)\s+\S+|^\s*\$\s.*$"
    # a command line (`kiteline run ./model.gguf`, `sable serve --port 80`)
    r"|^[a-z][\w.-]*\s+[^\n]*?(?:\s\./|\s--?[a-z]|\s~/|\s/[a-z])[^\n]*$",
    re.S | re.M,
)
# (a byline's or a menu's items, `… · Statistical release · …`, `[Report a leak]`, start afresh)
_SENTENCE_START = frozenset('.!?。！？\n"“(（:：—–-|#*·•[')


# a date says when, never what: no month or weekday names a thing
_DATE_WORDS = frozenset(
    """january february march april june july august september october november december jan feb
    mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday
    sunday""".split()
)
# Capitalised or all-caps words that name no thing: units, periods, titles, generic acronyms.
_NOT_NAMES = (
    frozenset(
        """i a gb tb mb kb pb gib tib w kw mw gw wh kwh mwh gwh mah ah v kv ms s hz ghz mhz nm mm cm km kg
    q1 q2 q3 q4 h1 h2 fy yoy qoq ceo cfo cto coo eps gaap ai api apis sdk usd rmb cny eur gbp jpy ev evs
    bev bevs phev suv suvs lfp nmc lmfp gpu gpus cpu cpus npu npus tpu dc ac pc pcs ssd hdd nvme ram dram
    hbm tco p50 p90 p95 p99 ttft tpot qps rps mom utc gmt am pm pdf faq http https url ok id ids io
    oem odm r&d ipo etf m&a esg cltc wltp epa nedc vs etc inc ltd corp co llc plc re fw fwd tl dr
    imo tldr edit update fp4 fp8 fp16 fp32 bf16 int4 int8 tf32 nvfp4 mxfp4 awq gptq""".split()
    )
    | _DATE_WORDS
)


_LOWER_WORD = re.compile(r"(?<![A-Za-z])[a-z]+(?![A-Za-z])")
# after a capitalised word: a version or another capitalised word (`Fernwick 1.2`, `Halden Cells`)
_NAME_AFTER = re.compile(r"\s+(?:v?\d|[A-Z][A-Za-z]*\b(?!\s*[.,:]))")
_OWN_WORD = re.compile(r"[A-Za-z][\w.-]*")
_WORDLIKE = re.compile(
    r"(?:ing|ed|ly|tion|tions|ment|ments|ness|ity|ies|ance|ence|ful|less|ive|able)$"
)


# a company's word after its name (`Yaoxing Auto`, `Henglith Energy`)
_CORPORATE_AFTER = re.compile(
    r"\s+(?:Auto|Motors?|Technolog(?:y|ies)|Tech|Electronics|Energy|Group|Semiconductor|Micro|"
    r"Robotics|Solar|Battery|Inc|Ltd|Corp)\b"
)

_SKIP, _PROPER, _CAPITAL = 0, 1, 2


@lru_cache(maxsize=65536)
def _token_kind(token: str) -> int:
    """What a word is by itself: no name (a unit, a lower-case word), a name wherever it
    stands (GB300, vLLM, `v0.8`: a version names a release), or a capitalised word that is a
    name only by where it stands. Words recur across articles: each is judged once."""
    if token.lower() in _NOT_NAMES or token.split("/")[0].lower() in _NOT_NAMES or len(token) < 2:
        return _SKIP
    if _UNIT_RATIO.fullmatch(token):
        return _SKIP  # `(Ml/d)`: a unit, written mid-sentence as names are
    if _VERSION.fullmatch(token):
        return _PROPER
    if any(ch.isdigit() for ch in token) or any(ch.isupper() for ch in token[1:]):
        return _PROPER if not token[:1].islower() or _is_name(token) else _SKIP
    if not token[:1].isupper() or token.lower() in _EN_STOP:
        return _SKIP
    return _CAPITAL


class Lexicon:
    """The proper names of one article: words with digits or inner capitals (GB300, vLLM),
    and capitalised words the article also writes mid-sentence (Ferrolux, Halden). A word
    capitalised only at the start of a sentence or heading (`Benchmarks`, `Tested`) is not one."""

    def __init__(self, text: str, also: tuple[str, ...] = ()) -> None:
        self.proper: set[str] = set()
        # lower-case words of the prose; a command or code (`pip install sablefish`) names
        # a package, not a common word
        words = set(_LOWER_WORD.findall(_CODE.sub(" ", text)))
        initial: dict[str, int] = {}
        start = 0
        for line in text.split("\n"):  # no word crosses a line; copies share their lines
            end = start + len(line)
            proper, starts = _line_names(
                text[max(0, start - 3) : start], line, text[end : end + 14]
            )
            self.proper |= proper
            for token, named_after, corporate in starts:
                # at the start of a sentence: a name unless it is a common word (`Tested`,
                # `Value`, `Serving`: the article writes it in lower case too, or it looks like one)
                lowered = token.lower()
                if token in _PLACES:
                    self.proper.add(token)
                    continue
                if lowered in _COMMON or lowered in words:
                    continue
                if _WORDLIKE.search(lowered):
                    # `Tested`, not `Yaoxing Auto`: a romanised Chinese name ends in -ing too
                    if corporate:
                        self.proper.add(token)
                    continue
                if named_after:
                    self.proper.add(token)  # `Fernwick 1.2 delivers`, `Halden Cells said`
                else:
                    initial.setdefault(token, 0)
                    initial[token] += 1
            start = end + 1
        # a word only ever at a sentence's start is a name when it starts two sentences or more,
        # or is the source's own name (`Lumenstack cuts …` in Lumenstack's post)
        own = {w.lower() for name in also for w in _OWN_WORD.findall(name)}
        for token, count in initial.items():
            if count >= 2 or token.lower() in own:
                self.proper.add(token)
        self._frozen = frozenset(self.proper)

    def names(self, phrase: str) -> tuple[str, ...]:
        """The runs of proper words in `phrase` (`Marlow Slate Pro`, `TX9`), in order."""
        if "\n" not in phrase:
            return _runs(phrase, self._frozen)
        return tuple(run for part in _RUN_BREAK.split(phrase) for run in _runs(part, self._frozen))


# a line that ends in a mark (`.`, `。`, `)`: no word ends in one) ends every run of names,
# the mark standing between its last word and the next line's first: a long text is read
# in such parts, which copies of an article share
_RUN_BREAK = re.compile(r"(?<=[^A-Za-z0-9\s])\n")


@lru_cache(maxsize=65536)
def _line_names(
    before: str, line: str, after: str
) -> tuple[frozenset[str], tuple[tuple[str, bool, bool], ...]]:
    """A line's names as `Lexicon` reads them, by the line and the characters around it that
    the reading looks at (3 before a word, 14 after it): the words that are names wherever
    they stand, and the capitalised words at a sentence's start, each with whether a name or
    a version follows it and whether a corporate word does (`Yaoxing Auto`; the article's
    other lines settle whether they are names)."""
    text = before + line + after
    proper: set[str] = set()
    starts: list[tuple[str, bool, bool]] = []
    for m in _TOKEN.finditer(text, len(before), len(before) + len(line)):
        token = m.group()
        kind = _token_kind(token)
        if kind == _SKIP:
            continue
        if kind == _PROPER:
            proper.add(token)
            continue
        lead = text[max(0, m.start() - 3) : m.start()].rstrip(" ")
        if lead and lead[-1] not in _SENTENCE_START:
            proper.add(token)
            continue
        starts.append(
            (
                token,
                bool(_NAME_AFTER.match(text, m.end(), m.end() + 14)),
                bool(_CORPORATE_AFTER.match(text, m.end())),
            )
        )
    return frozenset(proper), tuple(starts)


@lru_cache(maxsize=65536)
def _runs(phrase: str, proper: frozenset[str]) -> tuple[str, ...]:
    """`Lexicon.names`, by the phrase and the names alone: the copies of an article have one
    lexicon, and ask it of the same phrases."""
    runs: list[str] = []
    current: list[str] = []
    last_end = -1
    for m in _TOKEN.finditer(phrase):
        token = m.group()
        # `Meridian S`, `Pixel X`: a capital letter after a name is part of it
        model_letter = bool(current) and len(token) == 1 and token.isupper()
        named = token in proper
        # the gap since the last word, looked at only when a run could go on across it
        joined = (
            (named or model_letter) and bool(current) and not phrase[last_end : m.start()].strip()
        )
        if named or model_letter and joined:
            if joined:
                current.append(token)
            else:
                if current:
                    runs.append(" ".join(current))
                current = [token]
        elif current:
            runs.append(" ".join(current))
            current = []
        last_end = m.end()
    if current:
        runs.append(" ".join(current))
    return tuple(runs)


_QUOTED = re.compile(r"[“「《\"]([^”」》\"]{1,12})[”」》\"]")
# Han words written before a Latin name (`锐驰 Meridian`), not before a figure (`续航 720`)
_HAN_BEFORE_NAME = re.compile(r"([\u4e00-\u9fff]{2,6})\s*(?=[A-Za-z][A-Za-z0-9.+-]*)")
# words that stand before a name without being part of it (`开启 Meridian S 预订`)
_ZH_BEFORE_NAME_NOT_BRAND = re.compile(
    r"^(?:的|在|是|和|与|为|了|将|从|由|比)|(?:开启|发布|推出|搭载|采用|支持|基于|使用|配备|对比|相比|"
    r"接入|上线|宣布|正式|官方|适配|兼容|运行|部署|测试|测得|实测|以及|或者|包括|首款|新款|全新)$"
)
_VERSION = re.compile(r"(?<![A-Za-z0-9])v\d+(?:\.\d+)*(?![A-Za-z0-9])")


def zh_entities(text: str, lexicon: Lexicon, title: str = "") -> set[str]:
    """The named things of a Chinese article: quoted names (`“启明”`), brands written before
    a Latin name that recur in the article (`澜镜 Air`, `灵犀推理引擎 v2.3`), a name glossed in
    Latin letters (`玄鸟推理（Xuanniao Infer）`), and the headline's leading name."""
    found = {m.group(1) for m in _QUOTED.finditer(text) if not re.search(r"[，。！？]", m.group(1))}
    for m in re.finditer(
        r"([\u4e00-\u9fff]{2,12})\s*[（(]\s*[A-Z][A-Za-z0-9 .&-]{1,30}[）)]", text
    ):
        han = m.group(1)
        recurring = [han[-n:] for n in range(min(len(han), 8), 1, -1) if text.count(han[-n:]) >= 2]
        found.add(recurring[0] if recurring else han[-4:])
    for m in _HAN_BEFORE_NAME.finditer(text):
        han = m.group(1)
        for size in range(len(han), 1, -1):
            tail = han[-size:]
            if text.count(tail) >= 2 and not _ZH_BEFORE_NAME_NOT_BRAND.search(tail):
                found.add(tail)
                break
    return found


@lru_cache(maxsize=2048)
def lexicon_of(text: str, publisher: str, owner: str) -> Lexicon:
    """One article's lexicon, built once for all the readers of the stories stage."""
    return Lexicon(text, (publisher, owner))


def is_pronoun(phrase: str) -> bool:
    phrase = phrase.strip()
    return bool(_EN_PRONOUN.match(phrase)) or phrase in _ZH_PRONOUN


# `云岫算力（Yunxiu Compute）`, `Yunxiu Compute (云岫算力)`: a source giving a name in both scripts
_PAIR_ZH_FIRST = re.compile(
    r"(?P<zh>[\u4e00-\u9fff]{2,12})\s*[（(]\s*(?P<en>[A-Z][A-Za-z0-9&.'-]*(?:\s+[A-Z][A-Za-z0-9&.'-]*){0,4})\s*[)）]"
)
_PAIR_EN_FIRST = re.compile(
    r"(?P<en>[A-Z][A-Za-z0-9&.'-]*(?:\s+[A-Z][A-Za-z0-9&.'-]*){0,4})\s*[（(]\s*(?P<zh>[\u4e00-\u9fff]{2,12})\s*[)）]"
)


def source_names(texts: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """The (English, Chinese) names the sources give side by side, the first spelling of
    each Chinese name winning; in a stable order, so that the same texts give the same site."""
    found: dict[str, str] = {}
    for text in texts:
        for pattern in (_PAIR_ZH_FIRST, _PAIR_EN_FIRST):
            for m in pattern.finditer(text):
                en, zh = m["en"].strip(), m["zh"]
                if pattern is _PAIR_ZH_FIRST:
                    # `开源推理引擎玄鸟推理（Xuanniao Infer）`: the name is the longest tail the
                    # text writes again, not the whole run of Han before the gloss
                    tails = [zh[-n:] for n in range(len(zh), 1, -1) if text.count(zh[-n:]) >= 2]
                    zh = tails[0] if tails else zh
                zh = _without_descriptor(zh)
                if len(en) >= 2 and en.lower() not in _EN_STOP and not _COMMON_ZH.search(zh):
                    found.setdefault(zh, en)
    return tuple(sorted(((en, zh) for zh, en in found.items()), key=lambda p: (p[1], p[0])))


# what a report calls a company before its name: `云厂商北风算力`, `芯片公司澄芯微`
_DESCRIPTOR = re.compile(
    r"^(?:(?:北美|美国|海外|国内|国产|知名|头部|老牌|新锐|全球|本土|上海|北京|深圳|杭州)?"
    r"(?:GPU\s*)?(?:云厂商|云服务商|算力厂商|算力服务商|芯片厂商|芯片公司|芯片企业|厂商|公司|集团|初创公司|初创企业|"
    r"车企|品牌|平台|机构|服务商|运营商|制造商|供应商|开发商|实验室|团队|媒体))+"
)


# the words that say whose a report is before the name (`据国际钢铁统计协会（ISSA）`)
_BY_BEFORE_NAME = re.compile(r"^(?:另据|根据|据)")


def _without_descriptor(zh: str) -> str:
    rest = _DESCRIPTOR.sub("", _BY_BEFORE_NAME.sub("", zh))
    return rest if len(rest) >= 2 else zh


@lru_cache(maxsize=4096)
def publisher_name(article_publisher: str, owner: str) -> str:
    """A source's display name: its publisher without the channel (`vLLM Blog` → vLLM,
    `vLLM 项目官方微博` → vLLM 项目, `青隼云微信公众号` → 青隼云, `AI 科技前线` as it is). A
    masthead that names its channel after a separator (`Quayle Research · Memory Weekly`) is
    the owner's before it."""
    name = re.sub(r"\s*[(（].*?[)）]\s*", "", article_publisher)
    name = re.split(r"\s+[·|•]\s+", name, maxsplit=1)[0]
    name = re.sub(
        r"\s+(?:Blog|Newsroom|News|on X|on Weibo|Press|Team|Official)$", "", name, flags=re.I
    )
    name = re.sub(r"\s+(?:Investor Relations|IR|Press Room|Media Center)$", "", name, flags=re.I)
    name = re.sub(
        r"(?:项目)?(?:官方)?(?:微信公众号|微信|微博|博客|公众号|账号|官网公告|官网新闻|官网|公告|投资者关系|"
        r"新闻中心|新闻稿)$",
        "",
        name,
    )
    return name.strip() or owner


# a Chinese gloss of a term, not a name: `键值缓存（KV cache）`, `预填充（Prefill）`
_COMMON_ZH = re.compile(
    r"缓存|解码|预填充|并行|专家|吞吐|延迟|模型|引擎|基准|测试|精度|量化|上下文|注意力"
)
