"""Conditions: the set-up a claim holds under, named in both languages.

A figure that only describes the set-up of another (`64 GPUs`, `a 131,072-token
context`, `nextn=3`, `batch sizes 8 to 256`, `384+64 experts`, `at 25°C`) is a condition
of that claim and never a claim of its own; so are the rig's hardware, the model, the
precision, the workload, the period a figure covers, the region and the terms a price is
quoted on. The module reads them in three steps:

- sorting (`sort_figures`): each quantity of a sentence is a finding, a condition or
  neither (durations of the work, versions, idle counts such as `14 files`). The rules
  are tried by the kind of unit, so that each quantity meets only the few that can apply;
- naming (`sentence_conditions`): the conditions a sentence states, its condition
  figures and the phrases that name a set-up without a figure of their own (hardware,
  precision, benchmarks, test cycles, periods, regions, price terms), each with a text
  in both languages;
- reaching (`inherit`): which conditions a claim holds under. Its own clause's, its
  sentence's lead (`On 4x B200 with a 120B model, …`), and the set-ups of its passage:
  a measurement set-up reaches the measurements after it in its section (and the later
  sections when it opens the article or says it covers what follows); a price note
  (`Prices are billed per second`, `以上价格均为含税价`) reaches the prices of its
  section before and after it; a note about figures already given (`Both figures come
  from …`) reaches back; a note that names its measure (`Battery life measured with …`)
  reaches the claims of that measure. A set-up about other hardware, another subject or
  another claimant does not reach a claim, and a claim's own condition of a kind wins
  over an inherited one of that kind. A table's cells are reached like sentences, and a
  row's label can be their own condition (`row_conditions`: `| 8 | 410 |` under `batch size`).

Texts: a condition's `text` is its span in the source. In the source's language the
reader sees the source's words; in the other language, fixed patterns per kind with the
figures and names as written, or the glossary's phrases, or, where neither holds, only
the names and figures (never a run of the other language's words).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from ..i18n import (
    AS_STATED,
    PRICE_BASIS_ZH,
    SCALES,
    STAGES,
    Glossary,
    signed_prices_in_words,
    zh_spacing,
)
from ..records import Article, Condition, DateMention, Quantity, is_money
from .names import bilingual, is_han, proper_names
from .passages import Cued, Section, Sentence

# --- vocabulary ---------------------------------------------------------------------------------

HARDWARE = (
    r"(?:NVIDIA\s+|AMD\s+|Intel\s+|Huawei\s+|英伟达\s*|华为\s*)?"
    r"(?:GB\d{3}|B\d{3}|H\d{2,3}|A\d{2,3}|L\d{2}S?|MI\d{3}X?|SM\d{3}|RTX\s?\d{4}|TPU\s?v\d+\w*|"
    r"Trainium\d?|Gaudi\s?\d|Ascend\s?\d{3}\w*|昇腾\s?\d{3}\w*)(?:\s+NVL\d+)?"
)
_HARDWARE_RE = re.compile(HARDWARE)
# Pieces one of which every name `HARDWARE` matches holds, as written: a cheap first look.
_HARDWARE_CUES = (
    "B1", "B2", "B3", "H1", "H2", "H8", "H9", "A1", "A2", "A3", "A4", "A5", "A6", "A8", "L1",
    "L2", "L4", "MI", "SM", "RTX", "TPU", "Trainium", "Gaudi", "Ascend", "昇腾",
)  # fmt: skip
# `8x H100 80GB`: the memory size is part of the part's name.
_HARDWARE_MEMORY = re.compile(r"\s*\d+\s*GB\b")
CONTEXT = re.compile(r"context|上下文|window|窗口|sequence|序列", re.I)
REPLAY = re.compile(r"replay|重放|回放", re.I)
PROMPT = re.compile(r"prompt|提示词|input length|输入长度|chunk|分块|output length|输出长度", re.I)
BATCH = re.compile(r"batch(?:[- ]size)?s?|批大小|批次|并发|concurren", re.I)
SETUP_SENTENCE = re.compile(
    r"\b(?:measured|benchmarked|tested|ran|run|runs|produced with|collected|served|deployed|"
    r"configured|set ?up|setup|configuration|we used|using|swept|trial|pilot|(?:pre-?)?trained|"
    r"fine-?tuned)\b|"
    r"测试|测得|实测|配置|设置|跑在|横评|试点",
    re.I,
)
_RESULT_UNITS = re.compile(r"^(?:%|x|pp|tokens/s|requests/s|ms|s|min|USD|CNY|EUR|JPY|GBP)$|/")
_RESULT_WORDS = re.compile(
    r"throughput|reached|achiev|lasted|lasts|finished|took|吞吐|达到|做到", re.I
)
_WORD_NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twelve": 12,
    "sixteen": 16,
    "single": 1,
    "dual": 2,
    "一": 1,
    "单": 1,
    "二": 2,
    "两": 2,
    "双": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
    "十": 10,
}
_EN_NUMBER = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen)"
_MANY = r"(?:two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen)"  # `one` is `single`
_ZH_NUMBER = r"(?:[一二两三四五六七八九十]|\d+)"


@dataclass(slots=True)
class Fig:
    """A quantity in a sentence, sorted: a finding, a condition, or neither."""

    q: Quantity
    kind: str  # finding, condition, ignore
    condition: str = ""  # its condition kind
    text: str = ""  # the condition's own text when wider than the quantity (`384+64 experts`)
    detail: str = ""  # what sort of condition (gpus, nodes, prompts, …): its words follow from it
    start: int = -1  # the span of `text` in the article
    end: int = -1
    nodes: float | None = None  # the node count of `2 机 16 卡 H800`

    def __post_init__(self) -> None:
        if self.start < 0:
            self.start, self.end = self.q.start, self.q.end


@dataclass(frozen=True, slots=True)
class _Placed:
    """A condition with its place in the article, the slot it fills and the names of the
    clause it stands in (whose set-up it is)."""

    start: int
    end: int
    condition: Condition
    slot: str
    names: tuple[str, ...] = ()


# --- the sentence a quantity stands in ---------------------------------------------------------

_CHARGE_WORDS = ("charg", "充电", "快充", "超充", "补能", "充满")
# `Going from 10% to 80% took 21 minutes`, `10–80%`: a battery's window, charging or not said
_PERCENT_WINDOW = re.compile(r"\bfrom\s+\d+\s*%\s+to\s+\d+\s*%|(?<![\d.])\d+\s*[–-]\s*\d+\s*%")
_SPLIT_RANGE_BEFORE = re.compile(r"(?<![\d.])\d+\s*[–-]\s*$")
_SPLIT_RANGE_AFTER = re.compile(r"\s*[–-]\s*\d+\s*%")
# A leading set-up frame: `On 4x B200 with a 120B MoE model and 8K context, …`,
# `在 2 机 16 卡 H800、236B MoE 模型的配置下，…`, `Looping a 1080p video at 150 nits, …`.
# A frame is a phrase, not a clause: one that runs on into the sentence's verb before its
# comma (`At full load the system produces 4,300 kg …,`) had no comma of its own.
_FRAME_EN = re.compile(
    r"^(?:[-*•]\s*)?(?:[\w ]{1,30}:\s*)?(?:On|With|Using|Under|At|Over|Across|In|For each|Looping|"
    r"Running|Serving|Playing|Testing|Measuring|Streaming|Driving|Charging|Training|Benchmarking)\b"
    r"(?:(?!\s(?:is|are|was|were|produces|produced|consumes|consumed|delivers|delivered|reaches|"
    r"reached|costs|cost|takes|took|needs|needed|uses|used|draws|drew|makes|made|hits|hit|"
    r"sustains|sustained|achieves|achieved|averages|averaged|generates|generated|holds|held|"
    r"weighs|weighed|lasts|lasted|scores|scored|handles|handled)\b)[^,;:]|,\d{3})*?,(?!\d{3})",
)
_FRAME_ZH = re.compile(
    r"^(?:[-*•]\s*)?(?:[^，。：:]{1,12}[：:])?\s*在[^，。；;]{1,80}?(?:上|下|中|时|期间|条件下|配置下)[，,]"
)
# `按每卡每小时 12 元、每月 30 天折算`, `At our on-demand price of $2.60 …, that works out to`
_CONVERSION = re.compile(
    r"按[^。；;]{2,60}?(?:折算|计算|换算|估算|测算)|"
    r"\b(?:at|using|assuming)\b[^.;]{3,80}?\b(?:works out to|corresponds to|comes to|"
    r"translates to|equivalent to|equals)\b",
    re.I,
)


@dataclass
class _Scene:
    """What the rules ask about the sentence around a quantity."""

    sentence: Sentence
    frame_end: int  # article offset where a leading set-up frame ends (sentence.start if none)
    setup: bool
    charge: bool
    money: bool
    short_duration: bool
    conversions: list[tuple[int, int]]
    experts: list[re.Match[str]]
    inputs: list[tuple[int, int]]  # the spans that say what an estimate is worked out from
    starts: tuple[int, ...] = ()  # where the sentence's quantities start


def _scene(text: str, sentence: Sentence, inside: Sequence[Quantity]) -> _Scene:
    body = sentence.text
    han = is_han(body)
    frame = (_FRAME_ZH if han else _FRAME_EN).match(body)
    converts = any(word in body for word in _CONVERSION_WORDS)
    conversions = (
        [(sentence.start + m.start(), sentence.start + m.end()) for m in _CONVERSION.finditer(body)]
        if converts
        else []
    )
    return _Scene(
        sentence=sentence,
        frame_end=sentence.start + frame.end() if frame else sentence.start,
        setup=bool(_CUED_SETUP.search(body)),
        charge="SoC" in body
        or any(word in body.lower() for word in _CHARGE_WORDS)
        or bool(_PERCENT_WINDOW.search(body)),
        money=any(_is_money(text, q) for q in inside),
        short_duration=any(q.unit in ("min", "s") for q in inside),
        conversions=conversions,
        experts=(
            list(_EXPERTS_SUM.finditer(text, sentence.start, sentence.end)) if "+" in body else []
        ),
        inputs=(
            [(sentence.start + m.start(), sentence.start + m.end()) for m in _INPUTS.finditer(body)]
            if _CUED_PAYBACK.search(body)
            else []
        ),
        starts=tuple(q.start for q in inside),
    )


_CONVERSION_WORDS = (
    "折算",
    "计算",
    "换算",
    "估算",
    "测算",
    "works out",
    "corresponds",
    "comes to",
    "translates",
    "equivalent",
    "equals",
)


def _is_money(text: str, q: Quantity) -> bool:
    if is_money(q.unit):
        return True
    if q.unit in _DURATIONS:
        return False  # `We spent three weeks on …`: time spent, not money
    if q.text.endswith(_MONEY_WORDS) or _MONEY_BEFORE.search(text, max(0, q.start - 8), q.start):
        return True  # `1,400 块`, `一共花了 19 万`: money without a currency the extractor knows
    return bool(_MONEY_AFTER.match(text, q.end, min(len(text), q.end + 6)))


_NOTE_WORDS = (
    "assum",
    "假",
    "figures",
    "numbers",
    "results",
    "values",
    "data",
    "以上",
    "上述",
    "这些",
    "注",
)


def _is_note(body: str) -> bool:
    """An assumption, a note on figures already given, or one on the data after it (`以下数据均
    统计自 5 公里配送半径内的订单`): its figures describe their set-up."""
    if _DECLARES_AFTER.search(body) or _SETUP_LABEL.match(body):
        return True
    if not any(word in body for word in _NOTE_WORDS):
        return False
    return bool(_ASSUMPTION.search(body) or _PREVIOUS_NOTE.search(body) or _BACK_NOTE.match(body))


_WORDY = re.compile(r"[A-Za-z\u4e00-\u9fff]")
_RANGE_END_DAY = re.compile(r"\s*日")
_FROM_BEFORE_ZH = re.compile(r"(?:由|从)[^，,。；;]{0,12}?的?\s*$")
_TO_AFTER_ZH = re.compile(
    r"\s*(?:[A-Za-z/]{1,8}\s*)?(?:降至|降到|降低到|降低至|下降至|下调至|下调到|减少到|减少至|缩短至|缩短到|"
    r"升至|升到|提升至|提升到|提高至|提高到|增至|增加到|增加至|上调至|上调到|增长到|增长至|扩大到|扩大至)"
)
_REQUIRED_BOUND = re.compile(
    r"(?:要求|须|需|应|必须|规定)\s*(?P<what>[^，,。；;要须需应]{0,16}?(?:不低于|不少于|不超过|不高于|不小于|不大于|至少|最低|最高)\s*)$"
)
_UNIT_WORD = re.compile(r"\s*(?:次|年|小时|天|个|项|家|万次)")
_LEADS_IN = re.compile(r"[:：]\s*$")
_RATE_CLASS = re.compile(r"\d+(?:\.\d+)?[GT]")
_VERSION_FIGURE = re.compile(r"\d+\.\d+(?:\.\d+)?")
_RELEASE_IN_BEFORE = re.compile(
    r"\b(?:in|than|vs\.?|versus|over|since|with|on)\s+(?:v|version\s+)?$", re.I
)
_RELEASE_IN_AFTER = re.compile(r"\s*(?:[),.;:(（]|$)")
_PROCESS_NODE_BEFORE = re.compile(
    r"\b(?:per|the|its|a|an|on)\s*$|['’]s\s*$|(?:采用|基于)\s*$", re.I
)
_CLASS_NOUN = re.compile(r"\s?(?:[\u4e00-\u9fff]|[a-z]{3,})")
_MONTH_RANGE_AFTER = re.compile(r"\s*(?:[—–~～-]|至|到)\s*1?\d\s*月")
_RANGE_DASH = re.compile(r"(?:日|月)\s*[—–~～-]\s*$|(?:日|月)\s*(?:至|到)\s*$")
_ASSUMPTION = re.compile(r"\b(?:assumes?|assuming|assumptions?)\b|假设|假定", re.I)
_MONEY_AFTER = re.compile(r"\s*(?:块|元|美元|欧元|dollars?\b|yuan\b)")
_MONEY_WORDS = ("块", "元", "块钱")
_MONEY_BEFORE = re.compile(r"(?:花了|花费了?|共花|spent|paid)\s*$", re.I)

# --- sorting quantities --------------------------------------------------------------------------


@dataclass(slots=True)
class _At:
    """One quantity with its surroundings, as the sorting rules read it."""

    text: str
    q: Quantity
    scene: _Scene
    previous: Fig | None
    before: str  # up to 40 characters of the sentence before the quantity
    after: str  # up to 40 characters after it
    unit: str | None  # the quantity's unit, or one written right after it (`25°C`, `150 nits`)
    after_unit: int  # characters the unit written after the quantity takes
    low: str = ""  # `before` in lower case, for the rules' first cheap looks

    def __post_init__(self) -> None:
        self.low = self.before.lower()

    def fig(self, kind: str, detail: str, start: int | None = None, end: int | None = None) -> Fig:
        """A condition of `kind` spanning `start`…`end` (default: the quantity and its unit)."""
        s = self.q.start if start is None else start
        e = self.q.end + self.after_unit if end is None else end
        return Fig(self.q, "condition", kind, self.text[s:e].strip(" ，,、"), detail, s, e)


_UNIT_AFTER = re.compile(
    r"\s*(?P<u>°C|℃|nits?\b|km/h|mph\b|kWh\b|Wh/kg|kW\b|MW\b|W\b|V\b|Gb/s|Gbps\b|G\b(?=\s*的?\s*网络)|"
    r"GB\b|TB\b|MB\b|-?inch(?:es)?\b|英寸|m²|km\b|公里|mAh\b|Ah\b|-?cores?\b|核|块|元)"
)
_UNIT_NAMES = {
    "℃": "°C",
    "nit": "nits",
    "Gbps": "Gb/s",
    "G": "Gb/s",
    "-inch": "inch",
    "inches": "inch",
    "英寸": "inch",
    "公里": "km",
    "-core": "core",
    "cores": "core",
    "-cores": "core",
    "核": "core",
}
_DURATIONS = frozenset({"day", "week", "month", "year", "hour", "min", "s"})


def _unit_after(text: str, q: Quantity, limit: int) -> tuple[str | None, int]:
    m = _UNIT_AFTER.match(text, q.end, limit)
    if not m:
        return None, 0
    unit = m["u"]
    return _UNIT_NAMES.get(unit, unit), m.end() - q.end


_SCALE_BEFORE = re.compile(
    r"(?:fleet of|规模(?:达|为|达到)?|部署(?:了)?|deploys?|deployed|operat(?:es|ing)|cluster of|"
    r"a total of|总计|累计|超过)\s*(?:about|roughly|约)?\s*$",
    re.I,
)
_SCALE_WORDS = (
    "fleet",
    "规模",
    "部署",
    "deploy",
    "operat",
    "cluster",
    "total",
    "总计",
    "累计",
    "超过",
)
_TOKEN_WORDS = (
    "prompt", "input", "输入", "output", "输出", "context", "上下文", "window", "窗口",
    "sequence", "序列", "replay", "重放", "chunk",
)  # fmt: skip
_PERIOD_WORDS = (
    "over", "during", "throughout", "in ", "within", "first", "上市", "首销", "发布", "开售",
    "预售", "开放", "运行",
)  # fmt: skip


def _scaled(at: _At) -> bool:
    return any(word in at.low for word in _SCALE_WORDS) and bool(_SCALE_BEFORE.search(at.before))


def _set_up_before(at: _At) -> bool:
    """`on a`, `with`, `在`, or the start of a clause right before the quantity."""
    return bool(_SETUP_BEFORE.search(at.before, max(0, len(at.before) - 28)))


_SETUP_BEFORE = re.compile(
    r"(?:\b(?:on|with|using|across|over|in|of|from|at|for)\s+(?:a |an |one |the |up to |just )?"
    r"(?:single\s+)?$|(?:在|用|使用|采用|基于|借助|以|跑在|部署在|由)\s*(?:一台|一个|单台|单个)?\s*$|"
    r"^\s*$|[:：,，、(（]\s*$)",
    re.I,
)
_CARDS_AFTER = re.compile(
    r"\s*(?:张|块)\s*(?:[\u4e00-\u9fff]{1,4}卡|[A-Za-z][\w-]*\d)|\s*(?:cards|accelerators)\b"
)
_NODE_AFTER = re.compile(
    r"\s*(?:-?nodes?\b|servers?\b|machines?\b|racks?\b|boxes\b|台(?:机器|服务器)?|机(?=\s*\d)|机器|节点)"
)
_NODE_JOIN = re.compile(r"\s*(?:of|×|x|\*)?\s*$")
_EACH = re.compile(r"\s*(?:each|apiece|per node)\b")
_MODEL_AFTER = re.compile(
    r"(?:\s*-?\s*(?:parameters?|params?|参数))?"
    # (`a 1B draft model` for speculative decoding, `a 7B reward model`: a model's size all the same)
    r"(?:\s*-?\s*(?:dense|MoE|sparse|multimodal|language|base|chat|instruct|draft|target|small|"
    r"teacher|student|reward|embedding|reasoning|coding|vision|稠密|稀疏|多模态|草稿|小|大))*"
    r"\s*-?\s*(?:models?\b|模型|LLM\b|(?<=MoE))",
)
_MODEL_SIZE = re.compile(r"\d[\d.,]*\s*[BMT]$")
_TOKENS_AFTER = re.compile(
    r"-?\s*(?:tokens?)?\s*(?P<noun>prompts?|inputs?|outputs?|context(?:\s+(?:length|window))?|"
    r"replay|window|chunks?|sequences?|输入|输出|上下文|提示词?)",
    re.I,
)
_TOKENS_BEFORE = re.compile(
    r"(?P<noun>prompts?|inputs?(?: length)?|输入(?:长度)?|outputs?(?: length)?|输出(?:长度)?|"
    r"context(?: length)?|上下文(?:长度)?|window|窗口|sequence length|序列长度|replay|重放|"
    r"chunks?)\s*(?:of|为|是|=|:|：|开到|到)?\s*(?:up to |at most |最多)?\s*$",
    re.I,
)
_CONTEXT_AFTER = re.compile(r"\s*(?:-?token\s+)?(?:context|上下文)", re.I)
_K_TOKENS_AFTER = re.compile(
    r"\s*(?:-?tokens?\s*)?(?P<noun>inputs?|outputs?|prompts?|输入|输出)", re.I
)
_CONTEXT_BEFORE = re.compile(
    r"(?:上下文|context)(?:\s*(?:长度|length))?\s*(?:为|是|开到|到|of|:|：)?\s*$", re.I
)
_K_NUMBER = re.compile(r"\d[\d.,]*\s*[Kk]$")
_BATCH_BEFORE = re.compile(
    r"(?P<cue>batch(?:[- ]sizes?)?|批大小|批次大小|并发(?:数|量)?|concurrency)"
    r"(?P<gap>(?:\s+(?:was|is|were|stayed|remained|held|kept|fixed|set|capped))*"
    r"(?:\s+(?:of|from|at|to))?\s*(?:=|:|：|为|是)?\s*(?:up to\s+)?)$",
    re.I,
)
_CONCURRENT_AFTER = re.compile(
    r"\s*(?:concurrent|parallel|simultaneous)\s+(?:requests|users|streams|sessions)|\s*个?并发",
    re.I,
)
_BATCH_WORDS = ("batch", "批", "并发", "concurren")
_CHANGE_BEFORE = re.compile(
    r"\b(?:raised|rose|increased|grew|went up|jumped|doubled|cut|reduced|dropped|fell)\b|"
    r"提升|提高|增至|降至|下降",
    re.I,
)
_REQUESTS_AFTER = re.compile(r"\s*(?:requests|users|streams|sessions)\b", re.I)
_WORKLOAD_AFTER = re.compile(
    r"\s*(?:-?(?:requests?|queries|samples?|runs|trials|prompts|sequences|conversations|documents|"
    r"images)\b(?!\s*(?:per|/|a second|每))(?:\s+dataset)?|-sample\s+dataset|"
    r"个?(?:请求|查询|样本|样品)|条查询|次?(?:测试|运行|试验)(?!条件)|轮测试)",
    re.I,
)
_FRAMES_AFTER = re.compile(r"\s*帧(?=\s*(?:下|时|运行))|\s*fps\b(?=\s+(?:load|gaming|play))", re.I)
_RUNS_IN = re.compile(r"\d\s*轮$")
_DATASET_AFTER = re.compile(r"\s*(?:GB|TB)?\s*-?\s*(?:datasets?|data set|数据集|corpus)", re.I)
_PRICE_OF = re.compile(
    r"(?:\b(?:at|using|assuming)\s+(?:(?:our|the|its|their|a|an|[A-Z][\w-]*'s)\s+)?)"
    r"(?P<what>(?:[\w-]+\s+){0,2}(?:price|rate|cost)s?\s+of\s*)$",
    re.I,
)
_PRICE_BY = re.compile(r"按\s*(?P<what>(?:每[^，,。\d]{0,8})?)\s*$")
_PER_PERIOD_BEFORE = re.compile(r"每(?:个)?(?:月|年|周|天)\s*$")
_TIER_BEFORE = re.compile(r"(?P<cue>(?:after|beyond|over|above|past)\s+the\s+first\s*)$", re.I)
# `for the first 50 TB each month`: the tier a rate holds in, its period after it
# `Beyond 50 TB a month, … is billed at`: a sentence that opens on the tier its rate is for
_TIER_LEAD = re.compile(r"(?P<cue>(?:Beyond|Above|Over|Past|After)\s+)")
_IN_TIER_BEFORE = re.compile(r"(?P<cue>(?:for|within|up\s+to)\s+the\s+first\s*)$", re.I)
_TIER_AFTER = re.compile(r"\s*(?:each|per|a)\s+(?:month|day|year)\b")
_VOLUME_BEFORE = re.compile(r"(?P<cue>(?:in\s+)?(?:volumes?|orders?|batches)\s+of\s*)$", re.I)
_UNITS_AFTER = re.compile(r"\s*(?:units|pieces|pcs)\b")
_WINDOW_FROM = re.compile(r"(?:\bfrom|从|由)\s*$", re.I)
_WINDOW_TO = re.compile(r"\s*(?:to|至|到|-|–|~|～)\s*$")
_RETENTION_AFTER = re.compile(
    r"\s*(?:of\s+(?:its|their|the)\s+)?(?:initial\s+|original\s+|rated\s+)?capacity", re.I
)
_RETENTION_BEFORE = re.compile(
    r"(?:容量保持率|capacity retention|retention)(?:降至|为|达到|到|of|to|at)?\s*$", re.I
)
_SOC_BEFORE = re.compile(
    r"(?:电量|SoC|state of charge|battery at|charged to)\s*(?:为|at|of)?\s*$", re.I
)
_AT_BEFORE = re.compile(r"\bat\s+(?:a\s+)?$", re.I)
_BRIGHTNESS_BEFORE = re.compile(r"brightness\s+of\s*$", re.I)
_PEAK = re.compile(r"peaks?|峰值|max|最高|up to|reaches|达到", re.I)
_BRIGHTNESS_AFTER = re.compile(r"\s*(?:nits?)?\s*(?:的)?\s*亮度")
_STANDSTILL = re.compile(r"\s*(?:km/h|mph)?\s+from\s+(?:a\s+)?(?:standstill|rest|zero)", re.I)
_ZERO_TO = re.compile(r"(?:\b0\s*(?:-|–|to)\s*|零百)\s*$", re.I)
_EQUIPMENT_AFTER = re.compile(
    r"\s*(?:W|kW|V)?\s*(?P<noun>(?:(?:wired|wireless|fast|super\s?fast)\s+)?charg(?:ing|ers?)"
    r"(?:\s+stations?)?|PSU|power supply|(?:charging\s+)?stations?|有线快充|无线快充|快充|"
    r"超充(?:站|桩)?|充电(?:桩|站|器)?|电源|platform|architecture|平台|架构|高压平台)",
    re.I,
)
_CHARGING_NOUN = re.compile(r"charging$|快充$|^充电$", re.I)
_RANGE_AFTER = re.compile(r"\s*(?:km|公里)(?:\s+of\s+(?:[A-Z]{3,5}\s+)?range)?")
_SCREEN_AFTER = re.compile(
    r"\s*(?:-?inch|英寸)?\s*(?P<noun>display|screen|panel|屏幕?|显示屏)", re.I
)
_NETWORK_AFTER = re.compile(
    r"\s*(?:Gb/s|Gbps|G)?\s*(?:的\s*)?(?P<noun>InfiniBand|RoCE(?:\s*网络)?|Ethernet|NVLink|以太网|网络|"
    r"互联|networking|interconnect)",
    re.I,
)
_CORES_AFTER = re.compile(r"\s*-?\s*(?:cores?|核)(?:\s*(?:CPU\s+)?(?:node|server|machine))?", re.I)
_MEMORY_AFTER = re.compile(
    r"\s*(?:GB|TB|MB)?\s*(?:of\s+)?(?:local\s+|system\s+|unified\s+)?"
    r"(?:NVMe|SSD|RAM|memory|storage|disk|内存|硬盘|存储|闪存|固态硬盘)|\s*(?:GB|TB)?\s*\+\s*\d+\s*(?:GB|TB)",
    re.I,
)
_VERSION_WORDS = re.compile(
    r"\s*(?:GB|TB)?\s*的?\s*(?:版本|version|model|variant|configuration|配置)", re.I
)
_SURVEY_BEFORE = re.compile(r"(?:对|调研了?|调查了?|surveyed|survey of|polled)\s*$", re.I)
_SURVEY_NOUN = re.compile(r"\s*(?:家)?[^，,。的]{0,16}")
_IDLE_AFTER = re.compile(
    # `48 Chinese cities`, `210 new stores`: one or two words may name what sort they are
    r"\s*(?:(?:new|[A-Za-z][\w-]*(?:\s+and\s+[A-Za-z][\w-]*)?)\s+)?(?:files?|bug fixes|fixes|bugs|commits|PRs?\b|pull requests|contributors|"
    r"people|employees|staff|engineers|workers|stores|shops|outlets|cities|countries|partners|"
    r"launch partners|shares|years? old|个\s*PR|位(?![居列于])|名|人|家|座城市|个国家|条新?产线|轮融资|版手板|"
    # a service window (`在 3 个工作日内处理`) or a document's length (`报告共 46 页`)
    r"(?:working|business) days|个?\s*工作日|pages\b|页)",
    re.I,
)
# a tally the sentence says moved (`门店数量增至 2,036 家，较上季度末增加 148 家`, `added 148
# stores, bringing the total to 2,036`): how far the business has grown, a finding
_COUNT_MOVED_BEFORE = re.compile(
    r"(?:增至|增加到|增加至|增长至|增长到|升至|降至|减至|减少至|减少到|新增|净增|增加|减少|"
    r"\bbringing (?:the|its) (?:total|count|number|network|estate) to|"
    r"\b(?:rose|grew|increased|climbed|jumped|fell|dropped|declined|shrank) to|"
    r"\badded)\s*$",
    re.I,
)
_COUNT_MOVED_AFTER = re.compile(
    r"[^。；;.]{0,12}?(?:[，,]\s*)(?:较|比|同比|环比|up from|down from|up \d|down \d|"
    r"an? (?:increase|decrease|rise|fall|drop) of)",
    re.I,
)


def _count_moved(at: _At) -> bool:
    sentence = at.scene.sentence
    q = at.q
    return bool(
        _COUNT_MOVED_BEFORE.search(at.text, max(sentence.start, q.start - 40), q.start)
        or _COUNT_MOVED_AFTER.match(at.text, q.end, sentence.end)
    )


_COUNTED_IN_TENS_OF_THOUSANDS = re.compile(r"[万亿]\s*(?:人|人次|名)$")
_STAFF_BEFORE = re.compile(r"(?:员工|职工|雇员|在职|从业人员|人员)")
_PEOPLE_IN = re.compile(r"[名位人家]$|(?<=\d)\s*项$")  # `2,150 名`, `专利 310 项`: a tally
# a supplier's few business customers are how far it has got, not a finding of its own
# (`shipping to two commercial-vehicle customers`, `more than 20 cloud and telecom customers`)
_FEW_CUSTOMERS = re.compile(
    r"\s*(?:(?:[A-Za-z][\w-]*(?:\s+and\s+[A-Za-z][\w-]*)?)\s+)?(?:customers|clients)\b", re.I
)
# `本次横评的三台机器`, `两台机器`: a handful of machines is how many were set up
_FEW_MACHINES = re.compile(r"[两二三四五六七八九\d]\s*台$")
_DIGITS_AFTER = re.compile(r"\s*数")  # `三位数增长`: digits, not people
_COUNTED_FINDING = re.compile(r"users?|customers?|subscribers?|用户|客户|订单|款|种|辆|台", re.I)
_DISCOUNT_AFTER = re.compile(r"\s*折")
_SHORT_IGNORE_BEFORE = re.compile(r"(?:after|every|each|per)\s+(?:about\s+)?$", re.I)
_DURATION_FINDING = re.compile(
    r"charg|充电|充满|cold start|启动|boot|加载|load time|续航|battery life|runtime|uptime|latency|"
    r"延迟|response|响应|recover|恢复|payback|回本|回收期|lead time|交付周期|交期|training run|"
    r"训练|lasts?\b|lasted|up to|playback|finish|completed|standby|待机|talk time|通话|voice calls?|"
    r"battery|电池",
    re.I,
)
_PERIOD_BEFORE = re.compile(
    r"(?P<cue>(?:\b(?:over|during|throughout|in|within)\s+(?:a |an |the |its )?(?:first |past |last |"
    r"initial )?|\b(?:the|its)\s+first\s+|(?:上市|首销|发布|开售|预售|开放预订|运行|试运行)(?:后)?\s*))$",
    re.I,
)
# an English month, and a date in English
_MONTH = (
    # a dot only after a short form (`Sept. 30`), never the full stop after `September`
    r"(?:(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.|January|February|March|April|May|"
    r"June?|July?|August|September|October|November|December|Jan|Feb|Mar|Apr|Aug|Sept?|Oct|Nov|Dec)"
)
# `December 1, 2026` and `1 December 2026`: the day on either side of the month
_DATE_EN = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?={_MONTH}))?{_MONTH}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?(?!\d))?"
    rf"(?:,?\s+\d{{4}})?"
)
_PERIOD_AFTER = re.compile(
    r"(?:\s*-?\s*(?:trial|test|pilot|study|试点|试运行|测试期)\b|\s*(?:内|之内|以来)"
    r"|\s+(?:after|since)\s+(?:its\s+)?(?:launch|release|debut)"
    # `the six months to 30 June 2026`, `the 30 days to November 20`: the span and its end
    rf"|\s+(?:to|through|ending|ended)\s+{_DATE_EN}(?!\w))",
    re.I,
)
_TERM_AFTER = re.compile(
    r"\s*(?:-\s*)?(?:reservations?|commitments?|contracts?|terms?|plans?|subscriptions?|"
    r"minimum(?:\s+[\w-]+){0,2}\s+(?:duration|term|period))\b",
    re.I,
)
_COMPOUND_GAP = re.compile(r"\s*(?:and\s+)?")
_SIZE_SETTING = re.compile(
    r"(?P<name>\b(?:chunk|block|page|tile|window|group)\s+size\s+(?:of|=|:)?)\s*$", re.I
)
_SETTING = re.compile(r"((?:-{0,2}[A-Za-z_][\w-]*\s*=\s*)+)$")
_VERSION_AFTER = re.compile(r"\s*(?:series|release|version|系列|版本?|版)\b", re.I)
# the noun a figure counts, up to three words on: `24 Gantrix Pick arms`, `16 vCPUs`, `32 GiB
# RAM`, `32 client threads`; a function word ends it (`0.95 and queries …`: no noun)
_NOT_NOUN = (
    r"(?!(?:and|or|of|the|a|an|from|with|at|in|on|to|for|by|per|over|than|as|is|are|was|were|"
    r"has|its|this|across|plus|less|vs)\b)"
)
_NOUN_AFTER = re.compile(
    rf"\s*((?:{_NOT_NOUN}[\w@.-]*[A-Za-z][\w@-]*\s+){{0,3}}?{_NOT_NOUN}"
    r"(?:[a-z][\w-]*s|[a-z]*[A-Z]{2,}s?))(?![\w-])"
)


def _rule_experts(at: _At) -> Fig | None:
    for m in at.scene.experts:
        if m.start() <= at.q.start < m.end():
            return at.fig("configuration", "experts", m.start(), m.end())
    if at.q.unit == "expert":
        return at.fig("configuration", "")
    return None


def _rule_restated(at: _At) -> Fig | None:
    prev = at.previous
    if prev is not None and _restates(at.text, prev.q, at.q):
        return Fig(at.q, "ignore")
    if prev is not None and prev.kind == "condition" and prev.end > at.q.start:
        return Fig(at.q, "ignore")  # inside a wider condition (`8x H100 80GB`, `12GB+256GB`)
    return None


def _rule_setting(at: _At) -> Fig | None:
    if "=" not in at.before and "size" not in at.low:
        return None
    m = _SETTING.search(at.before)
    if not m:
        sized = _SIZE_SETTING.search(at.before)
        if sized and at.q.unit is None:
            start = at.q.start - len(at.before) + sized.start("name")
            return at.fig("configuration", f"setting:{sized['name'].lower()}", start, at.q.end)
        return None
    start = at.q.start - len(at.before) + m.start()
    name = re.sub(r"\s+", "", m[1]).rstrip("=")
    return at.fig("configuration", f"setting:{name.lower()}", start, at.q.end)


def _rule_gpus(at: _At) -> Fig | None:
    cards = _CARDS_AFTER.match(at.text, at.q.end, at.scene.sentence.end)
    if at.q.unit != "GPU" and not (at.q.unit is None and cards):
        return None
    if _scaled(at):
        return Fig(at.q, "finding")  # `a fleet of 768 GPUs`, `单集群规模 4096 卡`: a scale
    end = cards.end() if cards and at.q.unit is None else at.q.end
    name = _hardware_after(at.text, at.q, at.scene.sentence)
    if name:
        end = max(end, name[1])
        memory = _HARDWARE_MEMORY.match(at.text, end, at.scene.sentence.end)
        if memory:
            end = memory.end()
    each = _EACH.match(at.text, end, at.scene.sentence.end)
    prev = at.previous
    if (
        prev is not None
        and prev.detail == "nodes"
        and _NODE_JOIN.fullmatch(at.text[prev.end : at.q.start])
    ):
        prev.kind, prev.condition = "ignore", ""  # `2 机 16 卡 H800`, `8 nodes of 8x B200 each`
        fig = at.fig("hardware", "nodes+each" if each else "nodes+gpus", prev.start, end)
        if each:
            fig.end, fig.text = each.end(), at.text[prev.start : each.end()].strip()
        fig.nodes = prev.q.value
        return fig
    return at.fig("hardware", "gpus", at.q.start, end)


def _rule_nodes(at: _At) -> Fig | None:
    if at.q.unit not in ("node", "server", "rack", None):
        return None
    m = _NODE_AFTER.match(at.text, at.q.end, at.scene.sentence.end)
    if at.q.unit is None and not m:
        return None
    if _scaled(at):
        return None
    if not (_set_up_before(at) or at.q.start < at.scene.frame_end):
        return None  # `本次横评的三台机器`: the machines reviewed, not a rig of nodes
    return at.fig("hardware", "nodes", at.q.start, m.end() if m else at.q.end)


def _rule_model(at: _At) -> Fig | None:
    if at.q.unit != "parameter" and not (at.q.unit is None and _MODEL_SIZE.search(at.q.text)):
        return None
    m = _MODEL_AFTER.match(at.text, at.q.end, at.scene.sentence.end)
    if not m:
        # `运行溪语-70B`, `serving Mistwood-72B`: a size glued to a name by a hyphen is the
        # model's name, the set-up of what it ran
        named = _NAMED_SIZE.search(at.text, max(at.scene.sentence.start, at.q.start - 24), at.q.end)
        if named and named.end() == at.q.end and at.q.unit is None:
            end = _NAME_TAIL.match(at.text, at.q.end, at.scene.sentence.end)
            start = named.start() + len(named["verb"] or "")
            # (`模型为澜语-235B`: the name starts after the last word that is not a name's)
            lead = at.text[start : at.text.index("-", start)]
            stop = max((lead.rfind(ch) for ch in _NOT_IN_NAME), default=-1)
            start += stop + 1
            return at.fig("model", "model", start, end.end() if end else at.q.end)
        return None if at.q.unit is None else Fig(at.q, "finding")
    return at.fig("model", "model", at.q.start, m.end())


# a model's name that ends in its size: `溪语-70B`, `Mistwood-72B`, `Llama-3.1-405B`
_NAMED_SIZE = re.compile(
    r"(?:(?<![\w-])[A-Z][\w.]*|(?P<verb>运行|部署|使用|采用|基于|测试|加载|跑)?[\u4e00-\u9fff]{2,4})"
    r"(?:-[\w.]+)*-\d[\d.]*\s*[BMT]"
)
_NAME_TAIL = re.compile(r"(?:-(?:A\d+B|Instruct|Chat|Base|Coder|Preview|v\d[\w.]*)\b)+", re.I)
_NOT_IN_NAME = "为是的用在了和与及把将对跑"


def _rule_tokens(at: _At) -> Fig | None:
    q = at.q
    if q.unit != "token" and not (q.unit is None and _K_NUMBER.search(q.text)):
        if (
            q.unit is None
            and ("上下文" in at.before or "context" in at.low)
            and _CONTEXT_BEFORE.search(at.before)
            and re.fullmatch(r"\d[\d,]*", q.text)
        ):
            return at.fig("context", "context")  # `上下文长度 8192`
        return None
    if q.unit is None:
        k = _K_TOKENS_AFTER.match(at.text, q.end, at.scene.sentence.end)
        if k:
            return at.fig("workload", _token_detail(k["noun"]), q.start, k.end())
        if _CONTEXT_AFTER.match(at.after) or _CONTEXT_BEFORE.search(at.before):
            end = q.end
            m = _CONTEXT_AFTER.match(at.text, q.end, at.scene.sentence.end)
            if m:
                end = m.end()
            return at.fig("context", "context", q.start, end)
        return None
    after = _TOKENS_AFTER.match(at.text, q.end, at.scene.sentence.end)
    noun = after["noun"] if after else ""
    end = after.end() if after else q.end
    start = q.start
    if not noun:
        before = (
            _TOKENS_BEFORE.search(at.before)
            if any(word in at.low for word in _TOKEN_WORDS)
            else None
        )
        if before:
            noun = before["noun"]
            start = q.start - len(at.before) + before.start()
    if not noun:
        near = at.before[-25:] + at.after[:16]
        for pattern, name in ((CONTEXT, "context"), (REPLAY, "replay"), (PROMPT, "prompt")):
            if pattern.search(near):
                noun = name
                break
    if not noun:
        return None  # `每秒 22 个 token`: a rate, not a set-up
    detail = _token_detail(noun)
    return at.fig("context" if detail in ("context", "replay") else "workload", detail, start, end)


def _token_detail(noun: str) -> str:
    noun = noun.lower()
    if re.match(r"output|输出", noun):
        return "outputs"
    if re.match(r"prompt|input|输入|提示|chunk|分块", noun):
        return "prompts"
    if re.match(r"replay|重放|回放", noun):
        return "replay"
    return "context"


def _rule_batch(at: _At) -> Fig | None:
    q = at.q
    cue = any(word in at.low for word in _BATCH_WORDS)
    if q.value is None and cue and BATCH.search(at.before + q.text):
        return at.fig("batch", "batch", q.start, q.end)
    if q.unit is not None:
        return None
    m = _BATCH_BEFORE.search(at.before[-32:]) if cue else None
    if m:
        concurrency = bool(re.match(r"并发|concurren", m["cue"], re.I))
        detail = "concurrency" if concurrency else "batch"
        if re.fullmatch(r"\s*(?:of|=|:|：|为|是|数)?\s*", m["gap"]):
            return at.fig("batch", detail, q.start - len(m.group()), q.end)
        requests = _REQUESTS_AFTER.match(at.text, q.end, at.scene.sentence.end)
        return at.fig("batch", detail, q.start, requests.end() if requests else q.end)
    m2 = _CONCURRENT_AFTER.match(at.text, q.end, at.scene.sentence.end)
    if m2:
        return at.fig("batch", "concurrency", q.start, m2.end())
    if (
        at.previous is not None
        and _batch_pair(at.text, at.previous.q, q)
        and not _CHANGE_BEFORE.search(at.text, max(at.scene.sentence.start, q.start - 80), q.start)
    ):
        return at.fig("batch", "batch")
    return None


def _rule_workload(at: _At) -> Fig | None:
    q = at.q
    if q.unit in ("GB", "TB"):
        m = _DATASET_AFTER.match(at.text, q.end, at.scene.sentence.end)
        return at.fig("workload", "dataset", q.start, m.end()) if m else None
    if q.unit is not None:
        return None
    frames = _FRAMES_AFTER.match(at.text, q.end, at.scene.sentence.end)
    if frames:  # `重载游戏 60 帧下整机功耗 5.1W`: the frame rate the test ran at
        return at.fig("workload", "frames", q.start, frames.end())
    if _RUNS_IN.search(q.text) and not re.match(r"\s*融资", at.text[q.end : q.end + 4]):
        return at.fig("workload", "runs")  # `连跑 3 轮`: how many runs were taken
    m = _WORKLOAD_AFTER.match(at.text, q.end, at.scene.sentence.end)
    if not m or re.search(r"每秒\s*$", at.before):
        return None
    return at.fig("workload", "count", q.start, m.end())


# `再送 200 元代金券`, `$300 in credits`: a gift to buyers, no price of anything
_VOUCHER_AFTER = re.compile(
    r"\s*(?:in\s+)?(?:free\s+)?(?:credits?|vouchers?|coupons?|gift cards?)\b|\s*(?:的)?(?:代金券|优惠券|抵用券|红包|礼品卡)",
    re.I,
)


def _rule_money(at: _At) -> Fig | None:
    if not _is_money(at.text, at.q):
        return None
    q = at.q
    if _VOUCHER_AFTER.match(at.text, q.end, at.scene.sentence.end):
        return Fig(q, "ignore")
    converting = any(s <= q.start < e for s, e in at.scene.conversions)
    priced = any(word in at.low for word in ("price", "rate", "cost"))
    m = _PRICE_OF.search(at.before) if priced else None
    if m and (converting or q.start < at.scene.frame_end):
        return at.fig("price basis", "rate", q.start - len(m["what"]), q.end)
    m = _PRICE_BY.search(at.before) if converting and "按" in at.before else None
    if m:
        return at.fig("price basis", "rate", q.start - len(m["what"]), q.end)
    if "first" in at.low and _TIER_BEFORE.search(at.before):
        return None
    return Fig(q, "finding")


# `reach all 94 points of presence in under 200 ms`, `across all 12 plants`: how many things a
# figure holds across, counted with `all`
_ALL_BEFORE = re.compile(r"\ball\s+$", re.I)
_ALL_NOUN = re.compile(r"\s+(?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*s\b(?:\s+of\s+[a-z][\w-]*)?")


def _rule_all_of(at: _At) -> Fig | None:
    if not _ALL_BEFORE.search(at.before):
        return None
    noun = _ALL_NOUN.match(at.text, at.q.end, at.scene.sentence.end)
    sentence = at.scene.sentence
    rest = at.text[sentence.start : at.q.start] + at.text[at.q.end : sentence.end]
    if noun is None or not _DIGIT_RUN.search(rest):
        return None  # the sentence's one figure: what it counts is its finding
    return at.fig("scope", "all", at.q.start - 4, noun.end())


_DIGIT_RUN = re.compile(r"\d")


def _rule_tiers(at: _At) -> Fig | None:
    q = at.q
    tail = _TIER_AFTER.match(at.text, q.end + at.after_unit, at.scene.sentence.end)
    lead = _TIER_LEAD.fullmatch(at.text, at.scene.sentence.start, q.start) if tail else None
    if lead is None and not any(word in at.low for word in ("first", "volume", "order", "batch")):
        return None
    m = _TIER_BEFORE.search(at.before) or lead
    if m is None and tail:
        m = _IN_TIER_BEFORE.search(at.before)
    if m:
        end = tail.end() if tail else q.end + at.after_unit
        return at.fig("price terms", "tier", q.start - len(m["cue"]), end)
    m = _VOLUME_BEFORE.search(at.before)
    if m and q.unit is None:
        units = _UNITS_AFTER.match(at.text, q.end, at.scene.sentence.end)
        return at.fig(
            "price terms", "volume", q.start - len(m["cue"]), units.end() if units else q.end
        )
    return None


def _rule_percent(at: _At) -> Fig | None:
    q = at.q
    if q.unit != "%":
        return None
    if at.scene.charge and at.scene.short_duration:
        if q.value is None:
            return at.fig("scope", "window")  # `10–80% in 18 min`
        split = _SPLIT_RANGE_BEFORE.search(at.before)
        if split:  # `10–80%` read as `10` and `80%`: one window
            return at.fig("scope", "window", q.start - len(split.group()), q.end)
        if _WINDOW_FROM.search(at.before):
            return at.fig("scope", "window-from")  # joined with its `to` below
    if _RETENTION_AFTER.match(at.text, q.end, at.scene.sentence.end):
        m = _RETENTION_AFTER.match(at.text, q.end, at.scene.sentence.end)
        return at.fig("scope", "retention", q.start, m.end() if m else q.end)
    m = _RETENTION_BEFORE.search(at.before) if ("容量" in at.low or "retention" in at.low) else None
    if m:
        return at.fig("scope", "retention", q.start - len(m.group()), q.end)
    soc = any(
        word in at.low for word in ("电量", "soc", "state of charge", "battery at", "charged")
    )
    m = _SOC_BEFORE.search(at.before) if soc else None
    if m:
        return at.fig("configuration", "soc", q.start - len(m.group()), q.end)
    return None


def _rule_physical(at: _At) -> Fig | None:
    """Temperatures, brightness, speeds, powers, voltages, screens and links of a test."""
    q, unit = at.q, at.unit
    if unit == "°C":
        return at.fig("configuration", "temperature")
    if unit == "nits":
        if _PEAK.search(re.split(r"\d", at.before[-28:])[-1]):
            return None  # `peaks at 3,200 nits`: the display's own figure
        if (
            _AT_BEFORE.search(at.before)
            or _BRIGHTNESS_AFTER.match(at.text, q.end, at.scene.sentence.end)
            or _BRIGHTNESS_BEFORE.search(at.before)
        ):
            return at.fig("configuration", "brightness")
        return None
    if unit in ("km/h", "mph"):
        if _AT_BEFORE.search(at.before) or _ZERO_TO.search(at.before):
            return at.fig("workload", "speed")
        if _STANDSTILL.match(at.text, q.end, at.scene.sentence.end):
            return at.fig("configuration", "speed")
        return None
    if unit in ("W", "kW", "V", "C"):  # `C`: a charging rate (`at 5C charging stations`)
        m = _EQUIPMENT_AFTER.match(at.text, q.end, at.scene.sentence.end)
        if not m:
            return None
        if _CHARGING_NOUN.search(m["noun"]) and not at.scene.short_duration:
            return None  # `supports 100 W wired charging`: a spec of its own
        detail = "charging" if _CHARGING_NOUN.search(m["noun"]) else "equipment"
        return at.fig(
            "configuration" if detail == "charging" else "equipment", detail, q.start, m.end()
        )
    if unit == "km" and at.scene.charge and at.scene.short_duration:
        m = _RANGE_AFTER.match(at.text, q.end, at.scene.sentence.end)
        return at.fig("scope", "range", q.start, m.end() if m else q.end)  # `adds 400 km in 10 min`
    if unit == "inch":
        m = _SCREEN_AFTER.match(at.text, q.end, at.scene.sentence.end)
        return at.fig("equipment", "display", q.start, m.end()) if m else None
    if unit == "Gb/s":
        m = _NETWORK_AFTER.match(at.text, q.end, min(at.scene.sentence.end, q.end + 24))
        return at.fig("equipment", "network", q.start, m.end()) if m else None
    if unit == "core":
        m = _CORES_AFTER.match(at.text, q.end, at.scene.sentence.end)
        return at.fig("equipment", "cores", q.start, m.end() if m else q.end)
    return None


def _rule_battery_of(at: _At) -> Fig | None:
    """`A 5,500 mAh battery lasts up to 31 hours`, `its 6,000 mAh battery supports 100 W`,
    `16 hours … from a 90 Wh battery`: a capacity that only names the battery another figure
    of its clause is about or comes from is that figure's set-up; `carries a 100 kWh battery
    pack` (no other figure) states the spec itself."""
    if at.unit not in ("mAh", "Wh", "kWh"):
        return None
    m = _BATTERY_AFTER.match(at.text, at.q.end, at.scene.sentence.end)
    if m is None:
        return None
    sentence = at.scene.sentence
    head = at.text[sentence.start : at.q.start]
    begin = sentence.start + max((b.end() for b in _CLAUSE_BREAK.finditer(head)), default=0)
    tail = _CLAUSE_BREAK.search(at.text, m.end(), sentence.end)
    end = tail.start() if tail else sentence.end
    if not any(begin <= start < at.q.start or m.end() <= start < end for start in at.scene.starts):
        return None
    return at.fig("equipment", "battery", at.q.start, m.end())


_BATTERY_AFTER = re.compile(
    r"\s*(?:[a-z][\w-]*\s+){0,2}?(?:battery|batteries|cell|cells)(?:\s+pack)?\b", re.I
)
_CLAUSE_BREAK = re.compile(r"[,;:]\s|\band\s+(?=[a-z]+\s)")


def _rule_chip_memory(at: _At) -> Fig | None:
    """`H200 141GB SXM`, `L40S 48GB` in a price list: the memory is part of the chip's name,
    what is priced, not a finding of its own."""
    if at.unit not in ("GB", "TB") or not _CHIP_JUST_BEFORE.search(at.before):
        return None
    return Fig(at.q, "ignore")


_CHIP_JUST_BEFORE = re.compile(rf"\b{HARDWARE}\s*$")


def _rule_memory(at: _At) -> Fig | None:
    q = at.q
    if at.unit not in ("GB", "TB", "MB"):
        return None
    m = _MEMORY_AFTER.match(at.text, q.end, at.scene.sentence.end)
    if not m:
        return None
    version = _VERSION_WORDS.match(at.text, m.end(), at.scene.sentence.end)
    if not (
        version
        or "+" in m.group()
        or at.scene.money
        or at.scene.setup
        or q.start < at.scene.frame_end
        or _set_up_before(at)
    ):
        return None  # `carries 192 GB of HBM3E memory`: a spec of its own
    return at.fig("configuration", "memory", q.start, m.end())


def _rule_survey(at: _At) -> Fig | None:
    if not any(word in at.low for word in ("对", "调", "survey", "polled")):
        return None
    if not _SURVEY_BEFORE.search(at.before):
        return None
    m = _SURVEY_NOUN.match(at.text, at.q.end, at.scene.sentence.end)
    return at.fig("scope", "sample", at.q.start, m.end() if m else at.q.end)


# English figures that qualify a noun rather than state a finding
_COMPOUND_AFTER = re.compile(
    r"-(?P<w>[a-z][a-z]+)(?=\s+[A-Za-z])"
)  # `12-high HBM3E`, `66-satellite`
_NOUN_NEXT = re.compile(r"\s+[a-z][\w-]*")
_SAID_AS_RESULT = re.compile(r"\b(?:[a-z]{3,}er|more|less|new|record)\s+$")
_RESULT_NOUN_AFTER = re.compile(
    r"\s+(?:[\w-]+\s+){0,2}?(?:time|life|range|speed|latency|runtime|record)\b"
)
_UNIT_WORDS = frozenset(
    "bit byte core inch day week month year hour minute second fold times digit".split()
)
_WITHIN_BEFORE = re.compile(r"\bwithin\s+$", re.I)
_OF_PLACE_AFTER = re.compile(r"\s*(?:km|m|mi|miles?)?\s+of\s+(?:an?\s+|the\s+|its\s+)?[a-z][\w-]*")
_CLASS_BEFORE = re.compile(
    r"\b[A-Za-z][a-z]+s\s+(?:over|under|above|below|heavier than|lighter than|longer than)\s+$"
)
_PLURAL_AFTER = re.compile(r"\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*s\b")
_OF_NOUN_AFTER = re.compile(r"\s+of\s+[a-z][\w-]*")
_FOR_BEFORE = re.compile(r"^[^,;.]{0,24}?\bfor\s+$")
_SPREAD_BEFORE = re.compile(r"\b(?:over|across)\s+$")


def _rule_qualifies(at: _At) -> Fig | None:
    """In English, a figure that qualifies a noun describes what another figure is of:
    `Orlin's 12-high HBM3E stack`, `addresses within 8 km of a hub`, `Parcels over 2.5 kg`,
    `$29.99 a month for 50 messages`, `320 Tb/s of design capacity over 16 fiber pairs`."""
    q, end = at.q, at.scene.sentence.end
    if is_han(at.scene.sentence.text):
        return None
    if (
        q.unit
        and re.search(r"\d-[a-z]+$|^[a-z]+-[a-z]+$", q.text)
        and _NOUN_NEXT.match(at.after)
        and not _SAID_AS_RESULT.search(at.before)
        and not _RESULT_NOUN_AFTER.match(at.after)
        and not _PERIOD_AFTER.match(at.text, q.end, end)  # `a six-week trial`: its period
    ):
        # `a four-hour grid battery`, `a 30-day trial` (not `a brighter 1,000-nit display`,
        # `a 24.3-minute fine-tuning time`: a result said before its noun)
        return at.fig("scope", "spec")
    if q.unit is None:
        m = _COMPOUND_AFTER.match(at.text, q.end, end)
        if m and m["w"] not in _UNIT_WORDS:  # `4-bit`, `10-day`: a unit's own rules sort it
            return at.fig("scope", "spec", q.start, m.end())  # not a set-up: what it is
    if re.search(r"\bper\s+$", at.before):
        return Fig(q, "ignore")  # `19.4 kWh per 100 km`: the unit's own denominator
    if q.unit and _RUN_FOR_BEFORE.search(at.before):
        return at.fig("workload", "distance")  # `We drove the car for 1,200 km`
    within = _WITHIN_BEFORE.search(at.before)
    if within:
        m = _OF_PLACE_AFTER.match(at.text, q.end, end)
        if m or q.unit in ("km", "m", "mi", "mile"):  # `homes within 5 km`: a radius
            stop = m.end() if m else q.end
            return at.fig("scope", "radius", q.start - len(within.group()), stop)
    if q.unit is not None and _CLASS_BEFORE.search(at.before):
        return at.fig("scope", "class")
    prev = at.previous
    if prev is None or prev.kind != "finding":
        return None
    between = at.text[prev.q.end : q.start]
    plural = _PLURAL_AFTER.match(at.text, q.end, end) if q.unit is None else None
    if plural and _is_money(at.text, prev.q) and _FOR_BEFORE.match(between):
        return at.fig("price basis", "for", q.start, plural.end())
    if q.unit and _is_money(at.text, prev.q) and _FOR_BEFORE.match(between):
        of = _OF_NOUN_AFTER.match(at.text, q.end, end)  # `$15 a month for 10 GB of data`
        return at.fig("price basis", "for", q.start, of.end() if of else q.end)
    if plural and prev.q.unit and "," not in between and _SPREAD_BEFORE.search(between):
        return at.fig("configuration", "spread", q.start, plural.end())
    return None


def _rule_idle(at: _At) -> Fig | None:
    q = at.q
    if q.unit is not None or q.value is None:
        return None
    if _DISCOUNT_AFTER.match(at.text, q.end, at.scene.sentence.end):
        return Fig(q, "finding")  # `9 折`: a discount
    if _DIGITS_AFTER.match(at.text, q.end, at.scene.sentence.end):
        return Fig(q, "finding")
    # (`388 万人` applied, `1.2 亿人次` travelled: a population counted is a finding)
    tally = _PEOPLE_IN.search(q.text) and (
        not _COUNTED_IN_TENS_OF_THOUSANDS.search(q.text)
        # (`员工总数 2.3 万人`: a company's headcount is no finding)
        or _STAFF_BEFORE.search(at.text, max(at.scene.sentence.start, q.start - 12), q.start)
    )
    if (tally or _IDLE_AFTER.match(at.text, q.end, at.scene.sentence.end)) and not _count_moved(at):
        return Fig(q, "ignore")  # `14 files`, `2,300 people`, `6 名工程师`
    few = float(q.value).is_integer() and abs(q.value) < 100
    if few and _FEW_CUSTOMERS.match(at.text, q.end, at.scene.sentence.end):
        return Fig(q, "ignore")
    if few and abs(q.value) < 10 and _FEW_MACHINES.search(q.text):
        return Fig(q, "ignore")
    return None


# how long a tester ran the thing measured: a set-up of what it then measured
_RUN_FOR_BEFORE = re.compile(
    r"\b(?:we|I)\s+(?:ran|operated|cycled|soaked|drove|flew|rode|tested)\b[^,;.]{0,40}?\bfor\s+$",
    re.I,
)
_NOTICE_AFTER = re.compile(
    r"['’]?\s*(?:advance\s+)?(?:notice|warning)\b|\s*(?:前|提前)?(?:通知|预警)"
)


def _rule_duration(at: _At) -> Fig | None:
    q = at.q
    if q.unit not in _DURATIONS:
        return None
    prev = at.previous
    if (
        prev is not None
        and prev.q.unit in _DURATIONS
        and prev.kind != "ignore"
        and _COMPOUND_GAP.fullmatch(at.text[prev.q.end : q.start])
    ):
        return Fig(q, "ignore")  # the minutes of `17 hours 40 minutes`
    converting = any(s <= q.start < e for s, e in at.scene.conversions)
    m = _PER_PERIOD_BEFORE.search(at.before) if converting and "每" in at.before else None
    if m:
        return at.fig("price basis", "per", q.start - len(m.group()), q.end)
    m = _TERM_AFTER.match(at.text, q.end, at.scene.sentence.end)
    if m:
        return at.fig("price terms", "term", q.start, m.end())  # `one-year reservation`
    if _RUN_FOR_BEFORE.search(at.before):
        return at.fig("workload", "duration")  # `We ran the system for 500 hours at rated load`
    near = at.before[-30:] + q.text + at.after[:30]
    if q.unit in ("min", "s"):
        if _SHORT_IGNORE_BEFORE.search(at.before):
            return Fig(q, "ignore")  # `after six minutes under load`
        if _NOTICE_AFTER.match(at.text, q.end, at.scene.sentence.end):
            return Fig(q, "ignore")  # `reclaimed with two minutes' notice`: a term, no finding
        return Fig(q, "finding")
    if q.unit == "hour" and (
        _DURATION_FINDING.search(near) or not float(q.value or 0).is_integer()
    ):
        return Fig(q, "finding")
    if at.scene.inputs and _PAYBACK.search(near):
        return Fig(q, "finding")  # `pays for itself in roughly 23 months`: the estimate's result
    period = _PERIOD_BEFORE.search(at.before) if any(w in at.low for w in _PERIOD_WORDS) else None
    tail = _PERIOD_AFTER.match(at.text, q.end, at.scene.sentence.end)
    if period or tail:
        start = q.start - len(period["cue"]) if period else q.start
        cue = period["cue"].strip().lower() if period else ""
        if cue in ("in", "over", "during", "throughout", "in the", "over the", "over a"):
            start = q.start  # `over three days`: the span is the period
        end = tail.end() if tail and not re.match(r"\s*(?:内|之内|以来)", tail.group()) else q.end
        whole = _OF_THE_YEAR.match(at.text, end, at.scene.sentence.end)
        end = whole.end() if whole else end  # `the first nine months of the year`
        return at.fig("period", "span", start, end)
    if _DURATION_FINDING.search(near):
        return Fig(q, "finding")
    return Fig(q, "ignore")


def _rule_small(at: _At) -> Fig | None:
    q = at.q
    if q.unit is not None or q.value is None:
        return None
    if _VERSION_AFTER.match(at.after) or _VERSION_BEFORE.search(at.before):
        return Fig(q, "ignore")  # `v2`, `release 0.9`, `the app update to 3.4`
    if not float(q.value).is_integer() and re.search(
        r"(?:[A-Z][\w-]*|[a-z]+[A-Z]\w*)\s$", at.before
    ):
        return Fig(q, "ignore")  # `Fernwick 1.2`, `vLLM 0.9`: a version in a name
    near = at.before[-40:] + q.text + at.after[:40]
    if float(q.value).is_integer() and abs(q.value) < 10 and not _COUNTED_FINDING.search(near):
        return Fig(q, "ignore")
    return None


_VERSION_BEFORE = re.compile(r"\b(?:[vV]|version|release|(?:update|upgrade)(?:\s+to)?)\s*$", re.I)


# `cut prices four times since launch`, `三次降价`: how often, not a multiple of anything
_TIMES_WORD = re.compile(r"\btimes$", re.I)
_HOW_OFTEN_AFTER = re.compile(
    r"\s*(?:since|so far|already|this year|last year|in (?:the )?(?:past|last)|a (?:year|month|week|day)\b|"
    r"per (?:year|month|week|day)|each (?:year|month)|over the (?:past|last)|in \d{4}|[.;:]|$)",
    re.I,
)


def _rule_how_often(at: _At) -> Fig | None:
    if at.q.unit != "x" or not _TIMES_WORD.search(at.q.text):
        return None
    return Fig(at.q, "ignore") if _HOW_OFTEN_AFTER.match(at.after) else None


def _rule_frame(at: _At) -> Fig | None:
    """Inside a leading set-up frame every figure is set-up (`Over a trial at a 40,000 m² site,`)."""
    if at.q.start >= at.scene.frame_end or _is_money(at.text, at.q):
        return None
    if at.q.unit and _RESULT_UNITS.search(at.q.unit):
        return None
    if at.q.unit is None and not _small_count(at.q) and at.q.value is not None and at.q.value < 10:
        return Fig(at.q, "ignore")  # `With 2.0 …`: a version
    return at.fig("scope", "figure", at.q.start, _generic_end(at.text, at.q, at.scene.sentence))


# `服务器用 64GB DDR5 内存条合约价为 …`, `部署 1,200 个机柜，IT 总功率 …`: in Chinese a figure
# written straight before a noun sizes or counts that noun, and a claim's own figure ends its
# clause; so a figure qualifying a noun whose clause (or, for a count, sentence) goes on to
# state another figure describes what that figure is about
_ZH_COUNTED = re.compile(r"[个台座辆套颗张条项片组栋间]$")
_ZH_NOUN_AFTER = re.compile(
    r"\s*(?P<noun>(?:[A-Z][\w.-]*\s*)+[\u4e00-\u9fff]*|(?![的之以上下内中左前后起多余等和与及或至到每同环较比为是在了将已也都就即约仅共分高低快慢增减涨跌提升])[\u4e00-\u9fff]+)"
)
_ZH_PROJECT = re.compile(r"[\u4e00-\u9fff]{0,8}(?:项目|工程|电站|基地)")
_ZH_NOUN_END = re.compile(r"[的上中内里]|组成")
_ZH_RATE_OR_RESULT_BEFORE = re.compile(
    r"每(?:秒|分钟|小时|天|月|年)[^，,；;。]*$|"
    r"(?:为|达|达到|突破|完成|交付|售出|卖出|是|至|到|约|超过?|和|与|及|、)\s*$"
)
_ZH_CLAUSE_END = re.compile(r"[，,；;。！？\n]")
_ZH_LATER_FIGURE = re.compile(r"(?<![A-Za-z\d.-])\d")


# `共 12 对光纤` after a figure's clause: what the thing is built of; `12 层堆叠 HBM3E 产品`: a
# spec in a product's name
_ZH_PARTS_BEFORE = re.compile(r"(?:^|[，,])\s*(?:共|共有|配备|配有|搭载|含|拥有)\s*$")
_ZH_PARTS_AFTER = re.compile(r"\s*(?:对|根|条|套|颗|组)[\u4e00-\u9fff]{1,6}(?=\s*(?:[，,。；]|$))")
_ZH_SPEC_IN_NAME = re.compile(r"[\u4e00-\u9fff]{0,4}\s*[A-Z][A-Za-z0-9]+")
_ZH_SPEC_COUNTERS = ("层", "代", "核", "路")
_ZH_SPEC_COUNTER = re.compile(r"\s*(?:层|代|核|路)")


def _rule_zh_parts(at: _At) -> Fig | None:
    q, sentence = at.q, at.scene.sentence
    if q.unit is not None or not is_han(sentence.text):
        return None
    counter = _ZH_SPEC_COUNTER.match(at.text, q.end)
    spec_end = q.end if q.text.endswith(_ZH_SPEC_COUNTERS) else counter.end() if counter else -1
    if spec_end >= 0 and _ZH_SPEC_IN_NAME.match(at.text, spec_end, sentence.end):
        return Fig(q, "ignore")
    parts = _ZH_PARTS_AFTER.match(at.text, q.end, sentence.end)
    if parts and _ZH_PARTS_BEFORE.search(at.before) and at.previous is not None:
        return at.fig("configuration", "parts", q.start, parts.end())
    return None


_ZH_RANKS = re.compile(r"位居|位列|排名|排在|居于?第|领跑")


def _rule_zh_qualifier(at: _At) -> Fig | None:
    q, sentence = at.q, at.scene.sentence
    if q.unit and _RESULT_UNITS.search(q.unit) or _is_money(at.text, q):
        return None  # a rate, a price or a change is what a claim states
    if not is_han(sentence.text):
        return None
    counted = q.unit is None and bool(_ZH_COUNTED.search(q.text))
    if q.unit is None and not counted:
        return None
    start = q.end + at.after_unit
    noun = _ZH_NOUN_AFTER.match(at.text, start, sentence.end)
    if not noun or _ZH_RATE_OR_RESULT_BEFORE.search(at.before) or _ZH_RANKS.match(noun["noun"]):
        return None  # `以 143 万台位居第一`: the count a rank is won by is a finding
    # `中标甘肃某 800MW 陆上风电项目，…中标单价为…`: the size of the project a sentence prices
    project = None if counted else _ZH_PROJECT.match(noun["noun"])
    clause = _ZH_CLAUSE_END.search(at.text, noun.end(), sentence.end)
    clause_end = clause.start() if clause else sentence.end
    whole = counted or project is not None
    rest = at.text[noun.end() : clause_end] if not whole else at.text[noun.end() : sentence.end]
    heading = sentence.kind == "heading"  # `甘肃 800MW 陆上风电项目风机采购`: what it is about
    if not _ZH_LATER_FIGURE.search(rest) and not (project is not None and heading):
        return None
    if project is not None:
        return at.fig("scope", "project", q.start, noun.start("noun") + project.end())
    if not counted:
        return at.fig("configuration", "qualifier")
    places = _ZH_PLACES_NOUN.match(at.text, noun.start("noun"), noun.end())
    if places:  # `全球 71 个国家和地区粗钢产量为`: the places counted, not what is counted of them
        return at.fig("scope", "counted", q.start, places.end())
    head = _ZH_NOUN_END.search(at.text, noun.start("noun"), noun.end())
    return at.fig("scope", "counted", q.start, head.start() if head else noun.end())


_ZH_PLACES_NOUN = re.compile(r"国家和地区|国家|地区|城市|省份|省市|区县")


# `100 台 HL-8.0 机组（单机容量 8MW），中标单价为每瓦 1.52 元`: a labelled figure in the
# parenthesis after a noun describes that noun for the sentence's own figure (not a named
# baseline, `（OpenServe 为 900 tokens/s）`, which says what something else is)
_ZH_ASIDE_LABEL = re.compile(
    r"(?<=[\u4e00-\u9fffA-Za-z0-9][（(])(?P<label>[\u4e00-\u9fff]{2,6})\s*$"
)
_ZH_ASIDE_VERB = re.compile(r"(?:为|是|达|约|仅|比|较|的)$")


def _rule_zh_aside(at: _At) -> Fig | None:
    q, sentence = at.q, at.scene.sentence
    if _is_money(at.text, q) or not is_han(sentence.text):
        return None
    label = _ZH_ASIDE_LABEL.search(at.before)
    if not label or _ZH_ASIDE_VERB.search(label["label"]):
        return None
    close = re.match(r"\s*[）)]", at.text[q.end + at.after_unit : sentence.end])
    if not close:
        return None
    rest = at.text[q.end + at.after_unit + close.end() : sentence.end]
    if not _ZH_LATER_FIGURE.search(rest):
        return None
    start = q.start - (len(at.before) - label.start())
    return at.fig("configuration", "aside", start, q.end + at.after_unit)


# `16Gb DDR5 chips`: a density written before a part's name (a word with a digit or capitals)
_PART_NAME_AFTER = re.compile(r"\s*(?:[A-Z][A-Za-z]*\d[A-Za-z0-9]*|[A-Z]{3,}\d?)\b")
_READ_AFTER = re.compile(r"\s*read\b", re.I)  # `9 min read`: a page's reading time
# `the 10 MW system`, `a 2.5 MW turbine`: a power written before its noun names the unit by
# its rating (`1.2 GW of electrolysers`, a noun after `of`, is an amount)
_DETERMINER_BEFORE = re.compile(r"\b(?:the|a|an|its|their|our|each|every)\s+$", re.I)
_RATED_NOUN = re.compile(r"\s*(?:W|kW|MW|GW)?\s*(?!of\b|per\b|a\b|an\b|in\b)[a-z][a-z-]+\b")
_RATED_BEFORE = re.compile(r"\b(?:each\s+)?rated\s+(?:at\s+)?$|单机容量\s*$", re.I)
# `94 of its NG-16 turbines`: how many of a named product a project uses
_OF_ITS_NAMED = re.compile(r"\s+of\s+(?:its|their|our)\s+[A-Z][\w-]*\d[\w-]*\s+[a-z]+s\b")
_OF_THE_YEAR = re.compile(
    r"\s+of\s+(?:the\s+(?:year|fiscal\s+year)|(?:fiscal\s+)?(?:19|20)\d{2})\b", re.I
)
# `with a fleet of 1,400 vehicles`: the operation's size, the set-up of what it completes
_FLEET_BEFORE = re.compile(r"\bfleet\s+of\s+(?:about\s+|around\s+|some\s+)?$", re.I)
# `94 台单机容量 16MW 的 NG-16 机组`: how many of a named unit
_UNITS_OF_NAMED_ZH = re.compile(
    r"(?<=台)[^，,。；]{0,16}?[A-Z][\w-]*\d[\w-]*\s*(?:机组|风机|设备|机型)"
)
_LOAD_BEFORE = re.compile(r"\b(?:load|utili[sz]ation)\s+of\s+(?:about\s+)?$", re.I)
# `a survey covered 23 module makers`, `employs 31,000 people at 60 locations`: the sample
# or the company's size, no finding
_SAMPLE_BEFORE = re.compile(
    r"\b(?:survey|poll|panel|study|index|sample|tracker|benchmark)\b[^.;]{0,30}\b"
    r"(?:covered|covers|included|includes|spanned|spans|tracks|tracked)\s+$|"
    r"\b(?:we|I)\s+(?:sampled|surveyed|polled|tracked|interviewed)\s+$",
    re.I,
)
_PROFILE_AFTER = re.compile(r"\s+(?:people|employees|staff)\s+at\s+")
_PROFILE_BEFORE = re.compile(
    r"\bemploys\s+(?:about\s+|around\s+|some\s+|over\s+)?$|\bpeople\s+at\s+$", re.I
)


def _rule_spec(at: _At) -> Fig | None:
    """Figures of a set-up or a page frame, not findings: a part's density, a reading time,
    a unit's rating, the count of named units a project uses, a load a test ran at, a
    survey's sample, a company's head count and sites."""
    q, end = at.q, at.scene.sentence.end
    if at.unit in ("Gb", "Mb") and _PART_NAME_AFTER.match(at.text, q.end, end):
        return at.fig("configuration", "part")  # a chip's density in bits (`96GB HBM3E`: its own)
    if q.unit in _DURATIONS and _READ_AFTER.match(at.text, q.end, end):
        return Fig(q, "ignore")
    if at.unit in ("W", "kW", "MW", "GW") and _RATED_BEFORE.search(at.before):
        return at.fig("hardware", "rating")
    rated = _RATED_NOUN.match(at.text, q.end, end) if at.unit in ("kW", "MW", "GW") else None
    if rated and _DETERMINER_BEFORE.search(at.before):
        return at.fig("hardware", "rating", q.start, rated.end())  # `the 10 MW system produces`
    m = (
        _OF_ITS_NAMED.match(at.text, q.end, end) or _UNITS_OF_NAMED_ZH.match(at.text, q.end, end)
        if q.unit is None
        else None
    )
    if m:
        return at.fig("hardware", "units", q.start, m.end())
    if q.unit == "%" and _LOAD_BEFORE.search(at.before):
        m = re.search(
            r"\b(?:an?\s+)?(?:average\s+)?[\w-]*\s*(?:load|utili[sz]ation)\s+of\s+(?:about\s+)?$",
            at.before,
            re.I,
        )
        return at.fig("workload", "load", q.start - len(m.group()) if m else q.start, q.end)
    if q.unit is None and at.scene.charge and _SPLIT_RANGE_AFTER.match(at.text, q.end, end):
        return Fig(q, "ignore")  # the `10` of `10–80%`: the window's start
    if q.unit is None and _FLEET_BEFORE.search(at.before):
        m = _FLEET_BEFORE.search(at.before)
        noun = re.match(r"\s+[a-z]+s\b", at.text[q.end : end])
        stop = q.end + (noun.end() if noun else 0)
        return at.fig("scope", "fleet", q.start - len(m.group()) if m else q.start, stop)
    if q.unit is None and _SAMPLE_BEFORE.search(at.before):
        return at.fig("scope", "sample")
    if q.unit is None and (
        _PROFILE_BEFORE.search(at.before) or _PROFILE_AFTER.match(at.text, q.end, end)
    ):
        return Fig(q, "ignore")
    return None


Rule = Callable[[_At], "Fig | None"]
# Tried in order; the first that sorts a quantity decides. Each kind of unit meets only the
# rules that can apply to it (a price never meets the batch rules).
_RULES_BY_UNIT: dict[str, tuple[Rule, ...]] = {
    "money": (_rule_restated, _rule_money),
    "GPU": (_rule_restated, _rule_experts, _rule_gpus),
    "expert": (_rule_restated, _rule_experts),
    "token": (_rule_restated, _rule_experts, _rule_setting, _rule_tokens, _rule_batch, _rule_frame),
    "parameter": (_rule_restated, _rule_model),
    "%": (_rule_restated, _rule_experts, _rule_batch, _rule_percent, _rule_spec, _rule_frame),
    "duration": (_rule_restated, _rule_qualifies, _rule_spec, _rule_duration),
    "node": (_rule_restated, _rule_nodes, _rule_frame),
    "memory": (
        _rule_restated,
        _rule_chip_memory,
        _rule_qualifies,
        _rule_workload,
        _rule_tiers,
        _rule_memory,
        _rule_zh_qualifier,
        _rule_zh_aside,
        _rule_frame,
    ),
    "physical": (
        _rule_restated,
        _rule_tiers,
        _rule_physical,
        _rule_qualifies,
        _rule_spec,
        _rule_zh_qualifier,
        _rule_zh_aside,
        _rule_frame,
    ),
    "none": (
        _rule_restated,
        _rule_all_of,
        _rule_experts,
        _rule_setting,
        _rule_gpus,
        _rule_model,
        _rule_tokens,
        _rule_batch,
        _rule_workload,
        _rule_nodes,
        _rule_qualifies,
        _rule_tiers,
        _rule_survey,
        _rule_spec,
        _rule_zh_parts,
        _rule_idle,
        _rule_small,
        _rule_zh_qualifier,
        _rule_zh_aside,
        _rule_frame,
    ),
    "other": (
        _rule_restated,
        _rule_battery_of,
        _rule_how_often,
        _rule_experts,
        _rule_qualifies,
        _rule_setting,
        _rule_batch,
        _rule_tiers,
        _rule_spec,
        _rule_zh_qualifier,
        _rule_zh_aside,
        _rule_frame,
    ),
}
_PHYSICAL = frozenset(
    {"°C", "nits", "km/h", "mph", "W", "kW", "V", "C", "inch", "Gb/s", "core", "km"}
)


def _unit_class(text: str, q: Quantity, unit: str | None) -> str:
    if _is_money(text, q):
        return "money"
    if q.unit in ("GPU", "expert", "token", "parameter", "%"):
        return q.unit
    if q.unit in _DURATIONS:
        return "duration"
    if q.unit in ("node", "server", "rack"):
        return "node"
    if unit in ("GB", "TB", "MB"):
        return "memory"
    if unit in _PHYSICAL:
        return "physical"
    return "none" if q.unit is None else "other"


def sort_figures(text: str, quantities: Sequence[Quantity], sentence: Sentence) -> list[Fig]:
    """The quantities of `sentence` sorted into findings, conditions and the rest."""
    memo = _memo(text, quantities)
    key = (sentence.start, sentence.end)
    if key not in memo.figs:
        memo.figs[key] = _sorted_here(text, memo.inside(sentence), sentence)
        if sentence.kind != "heading" and sentence.section >= 0:
            memo.seen.setdefault(sentence.start, sentence)
    return memo.figs[key]


# a spec in a bracket that closes before the price of what it describes: `7 kg payload,
# 900 mm reach): €14,200`
_SPEC_ASIDE = re.compile(
    r"(?P<spec>[\d.,]+\s*[A-Za-z%°]{0,6}\s+[a-z][a-z -]{1,24}?)\s*(?:,\s*[^()]{1,40}?)?\)\s*[:：—–-]"
)
_OPENED_BEFORE = re.compile(r"\([^()]*$")
# the label of a document's or a security's number, and the number's own characters before q
_DOCUMENT_NUMBER = re.compile(
    r"(?:公告编号|证券代码|股票代码|债券代码|文件编号|编号|(?:Filing|Release|Document|Ref(?:erence)?)"
    r"\.?\s*(?:No\.?|number|#))\s*[:：]?\s*(?:[A-Za-z]{0,6}[-\d]*)$",
    re.I,
)
# How far outside its sentence the sorting reads: 40 characters before a figure and 30 before
# a batch range's first (both within the sentence), 8 before and 6 after a figure for money
# words, and the few characters of a lookbehind.
_SORT_REACH = 64


def _sorted_here(text: str, inside: Sequence[Quantity], sentence: Sentence) -> list[Fig]:
    """`_sort` of the sentence read relative to it, through a cache keyed on all it reads
    (the sentence, `_SORT_REACH` characters either side, its quantities): a sentence that
    several articles carry, wherever it stands in each, is sorted once. The figures come
    back in the article's offsets, holding its own quantities, and are fresh for each call."""
    if not inside:
        return []
    lo, hi = max(0, sentence.start - _SORT_REACH), min(len(text), sentence.end + _SORT_REACH)
    local = tuple(
        (q.text, q.start - lo, q.end - lo, q.value, q.unit, q.low, q.high) for q in inside
    )
    here = (
        sentence.start - lo,
        sentence.end - lo,
        sentence.text,
        sentence.kind,
        sentence.section,
        sentence.paragraph,
        tuple((a - lo, b - lo) for a, b in sentence.cells),
    )
    out = []
    for f, at in _sort_local(text[lo:hi], local, here):
        q = inside[at] if at >= 0 else replace(f.q, start=f.q.start + lo, end=f.q.end + lo)
        out.append(Fig(q, f.kind, f.condition, f.text, f.detail, f.start + lo, f.end + lo, f.nodes))
    return out


@lru_cache(maxsize=16384)
def _sort_local(
    window: str, inside: tuple[tuple, ...], sentence: tuple
) -> tuple[tuple[Fig, int], ...]:
    """The sorted figures of a sentence standing in `window`, each with the index of its
    quantity among `inside` (-1 for one joined from two)."""
    quantities = [Quantity(*q) for q in inside]
    figs = _sort(window, quantities, Sentence(*sentence))
    index = {id(q): i for i, q in enumerate(quantities)}
    return tuple((f, index.get(id(f.q), -1)) for f in figs)


# what an estimate is worked out from, before the result it gives: `at $2.69 and 70%
# utilization, an H200 bought at about $31,000 pays for itself in roughly 23 months`,
# `按每卡每小时 9.8 元、七成利用率测算，约 20 个月回本`
_INPUTS = re.compile(
    r"\b(?:at|assuming|using|with)\b(?:[^.;]|\.(?=\d)){3,120}?(?=\b(?:pays?|paid)\s+(?:for\s+)?(?:itself|themselves)|"
    r"\bbreaks?\s+even\b|\brecoups?\b)|"
    r"按[^。；;]{2,60}?(?:计算|测算|估算)[^。；;]{0,60}?(?=回本|收回成本)",
    re.I,
)
_PAYBACK = re.compile(
    r"pa(?:ys?|id)\s+(?:for\s+)?(?:itself|themselves)|breaks?\s+even|recoup|payback|回本|回收期|收回成本",
    re.I,
)
_PURCHASE_BEFORE = re.compile(
    r"(?:\b(?:bought|purchased|acquired)\s+(?:at|for)|\bcosting|购入价?|采购价|买入价?)\s*(?:about|around|roughly|约)?\s*$",
    re.I,
)
_PURCHASE_CUE = re.compile(
    r"^(?:(?:bought|purchased|acquired)\s+(?:at|for)|costing|购入价?|采购价|买入价?)\s*", re.I
)
_ABOUT = re.compile(r"^(?:about|around|roughly|some)\s+", re.I)
_UTILISATION_AFTER = re.compile(
    r"\s*(?:utili[sz]ation|occupancy|load)\b|\s*(?:的)?(?:利用率|负载|负荷)", re.I
)


def _input_of(at: _At) -> Fig:
    """An input of an estimate, as the condition it is: the price it assumes, what the thing
    was bought at, how busy it runs; a figure of another kind stays a finding."""
    q = at.q
    if q.unit == "%":
        tail = _UTILISATION_AFTER.match(at.text, q.end, at.scene.sentence.end)
        if tail:
            return at.fig("workload", "utilisation", q.start, tail.end())
    if _is_money(at.text, q):
        bought = _PURCHASE_BEFORE.search(at.before)
        if bought:
            return at.fig("price basis", "purchase", q.start - len(bought.group()), q.end)
        return at.fig("price basis", "assumed price")
    return Fig(q, "finding")


# a ceiling a policy sets, not a figure anyone measured: `should never cost more than`,
# `must not exceed`, `不得超过`, `原则上不高于`
_POLICY_CAP = re.compile(
    r"\b(?:should|must|shall|will|may)\s+(?:never|not)\s+(?:[a-z]+\s+){0,2}?"
    r"(?:(?:more|higher|greater|dearer)\s+than|above|over|beyond|exceed(?:ing)?)\s+(?:about\s+)?$|"
    r"(?:不得|不应|不宜|须不|原则上不)\s*(?:超过|高于|多于|大于)\s*$",
    re.I,
)


# a per cent in brackets that grades a product (`（60% 含量）`, `(99.5% purity)`)
_GRADE_AFTER = re.compile(r"\s*(?:含量|纯度|浓度|品位|纯|purity|grade|pure)(?=\s*[)）])", re.I)


def _sort(text: str, inside: Sequence[Quantity], sentence: Sentence) -> list[Fig]:
    if not inside:
        return []
    scene = _scene(text, sentence, inside)
    figs: list[Fig] = []
    for q in inside:
        limit = min(sentence.end, q.end + 40)
        unit, width = (
            (_UNIT_NAMES.get(q.unit, q.unit), 0) if q.unit else _unit_after(text, q, limit)
        )
        if (
            q.unit is None
            and _RANGE_END_DAY.match(text, q.end)
            and _RANGE_DASH.search(text, max(sentence.start, q.start - 3), q.start)
        ):
            figs.append(Fig(q, "ignore"))  # `11 月 1 日—11 日`: the day a date range ends on
            continue
        if (
            q.unit is None
            and _VERSION_FIGURE.fullmatch(q.text)
            and _RELEASE_IN_BEFORE.search(text, max(sentence.start, q.start - 12), q.start)
            and _RELEASE_IN_AFTER.match(text, q.end)
        ):
            # `from 131 tokens/s in 2.2 (1.62x)`: the release a figure was measured in
            figs.append(Fig(q, "ignore"))
            continue
        if q.unit == "nm" and (
            _CLASS_NOUN.match(text, q.end)
            or _PROCESS_NODE_BEFORE.search(text, max(sentence.start, q.start - 12), q.start)
        ):
            # `28nm wafers`, `Teluric's 2nm yield`, `per 2nm wafer`, `3 纳米工艺`: a process node
            # names a kind of chip or wafer, not a length anyone measured
            figs.append(Fig(q, "ignore"))
            continue
        if q.unit is None and _RATE_CLASS.fullmatch(q.text) and _CLASS_NOUN.match(text, q.end):
            # `1.6T 光模块`, `800G transceivers`: a speed class that names a kind of product,
            # not 1.6 trillion of anything
            figs.append(Fig(q, "ignore"))
            continue
        if q.unit is None and _MONTH_RANGE_AFTER.match(text, q.end):
            figs.append(Fig(q, "ignore"))  # `1—10 月`, `1 至 9 月`: the month a period starts on
            continue
        grade = _GRADE_AFTER.match(text, q.end) if q.unit == "%" else None
        if grade and text[max(sentence.start, q.start - 1) : q.start] in ("（", "("):
            # `氯化钾（60% 含量）`, `(99.9% purity)`: the grade of what is priced, which product
            figs.append(
                Fig(
                    q,
                    "condition",
                    "scope",
                    text[q.start : grade.end()],
                    "grade",
                    q.start,
                    grade.end(),
                )
            )
            continue
        aside = _SPEC_ASIDE.match(text, q.start, sentence.end)
        if (
            aside
            and not _is_money(text, q)
            and _OPENED_BEFORE.search(text, max(sentence.start, q.start - 40), q.start)
            and scene.money
        ):
            # `RX-7 (7 kg payload, 900 mm reach): €14,200`: the product's specs in brackets
            # before its price say which product is priced, its set-up, not findings
            end = q.start + len(aside["spec"].rstrip())
            figs.append(Fig(q, "condition", "equipment", text[q.start : end], "spec", q.start, end))
            continue
        if q.unit is None and _DOCUMENT_NUMBER.search(text, max(0, q.start - 24), q.start):
            # `公告编号：2026-058`, `证券代码：688123`, `Filing No. 2026-14`: a filing's number
            figs.append(Fig(q, "ignore"))
            continue
        if (
            unit is None
            and q.value is not None
            and q.start >= scene.frame_end
            and not _WORDY.search(text, max(sentence.start, q.start - 8), q.start)
            and not _WORDY.search(text, q.end, min(sentence.end, q.end + 8))
        ):  # a bare number with no word near it, as in a table: nothing to sort it by
            figs.append(Fig(q, "ignore" if _small_count(q) else "finding"))
            continue
        if _FROM_BEFORE_ZH.search(text, max(sentence.start, q.start - 16), q.start) and (
            _TO_AFTER_ZH.match(text, q.end)
        ):
            # `索引内存由 2.x 版本的 212GB 降至 96GB`: where a figure moved from is a finding
            figs.append(Fig(q, "finding"))
            continue
        required = _REQUIRED_BOUND.search(text, max(sentence.start, q.start - 30), q.start)
        if required:
            # `招标文件要求电芯循环寿命不低于 8000 次`: a threshold a buyer sets is a term of the
            # order, not a figure anyone measured
            end = q.end + (len(u.group()) if (u := _UNIT_WORD.match(text, q.end)) else 0)
            figs.append(
                Fig(
                    q,
                    "condition",
                    "scope",
                    text[required.start("what") : end],
                    "required",
                    required.start("what"),
                    end,
                )
            )
            continue
        label = _item_label(text, q, sentence)
        if label is not None:
            figs.append(Fig(q, "condition", "scope", text[label[0] : label[1]], "label", *label))
            continue
        at = _At(
            text,
            q,
            scene,
            figs[-1] if figs else None,
            text[max(sentence.start, q.start - 40) : q.start],
            text[q.end : limit],
            unit,
            width,
        )
        if q.unit not in _DURATIONS and any(a <= q.start < b for a, b in scene.inputs):
            figs.append(_input_of(at))  # `at $2.69 and 70% utilization, … pays for itself in`
            continue
        if _POLICY_CAP.search(at.before):
            figs.append(Fig(q, "ignore"))  # `should never cost more than 1.4 times`: a rule
            continue
        rules = _RULES_BY_UNIT[_unit_class(text, q, unit)]
        fig = next((f for f in (rule(at) for rule in rules) if f is not None), None)
        figs.append(fig or Fig(q, "finding"))
    _join_pairs(text, figs)
    body = sentence.text
    if _is_note(body) or (
        scene.setup
        and _names_a_rig(sentence, figs, scene)
        and not any(
            f.kind == "finding" and f.q.unit and _RESULT_UNITS.search(f.q.unit) for f in figs
        )
        and not _RESULT_WORDS.search(sentence.text)
    ):
        for f in figs:  # a set-up sentence: its bare figures describe the set-up
            if f.kind == "finding" and _small_count(f.q):
                f.kind = "ignore"  # `本次横评的三台机器`: how many were set up, not a set-up
            elif f.kind == "finding":
                end = _generic_end(text, f.q, sentence)
                f.kind, f.condition = "condition", condition_kind(f.q, "")
                detail = {"token": "context", "GPU": "gpus"}.get(f.q.unit or "", "figure")
                f.detail, f.end, f.text = detail, end, text[f.q.start : end].strip()
    return figs


# `一、0-10TB 阶梯：由 0.20 元/GB 下调至…`, `- 8 GPUs: 12,400 tokens/s`: a list item whose
# label holds a figure; the label (after its marker, up to the colon) is what the item's
# figures hold for, not a finding of its own
_ITEM_MARKER = re.compile(
    r"\s*(?:[一二三四五六七八九十]{1,3}[、.．]|[(（]?\d{1,2}[)）.、]|[-*•])?\s*"
)
_ITEM_COLON = re.compile(r"[^\d:：，,。；;]{0,12}[:：](?=[^:：]*\d)")


def _item_label(text: str, q: Quantity, sentence: Sentence) -> tuple[int, int] | None:
    """The span of the item label `q` stands in, or None."""
    lead = _ITEM_MARKER.match(text, sentence.start, q.start)
    if lead is None or lead.end() != q.start:
        return None
    colon = _ITEM_COLON.match(text, q.end, sentence.end)
    if colon is None:
        return None
    return q.start, colon.end() - 1


_SETUP_KINDS = frozenset(
    {
        "hardware",
        "model",
        "context",
        "replay",
        "batch",
        "workload",
        "configuration",
        "equipment",
        "precision",
    }
)
_RIG_KINDS = frozenset(
    {"hardware", "model", "context", "replay", "batch", "workload", "configuration", "equipment"}
)


def _names_a_rig(sentence: Sentence, figs: list[Fig], scene: _Scene) -> bool:
    """A set-up sentence names what was set up (`on 8 H200 GPUs`, `at 25°C`, `Over a trial at
    …,`); `新产品已通过安全测试` names no rig, and its figures stay findings."""
    return (
        scene.frame_end > sentence.start
        or any(f.kind == "condition" and f.condition in _RIG_KINDS for f in figs)
        or bool(_HARDWARE_RE.search(sentence.text))
        or _all_after_rig_verb(sentence, figs)
    )


# `was measured on …`, `were collected over …`, `tested with …`: a set-up verb and the
# preposition that brings in what the runs stood on
_RIG_VERB = re.compile(
    r"\b(?:measured|benchmarked|tested|ran|run|collected|recorded|taken)\s+(?:[a-z]+\s+){0,2}?"
    r"(?:on|over|with|using|across|under|against|from)\s",
    re.I,
)
_NEW_CLAUSE = re.compile(
    r"[:;—]|,\s+(?:and\s+|but\s+)?(?:the|it|we|they|this|that|our|its|which)\s+[a-z]+", re.I
)


def _all_after_rig_verb(sentence: Sentence, figs: list[Fig]) -> bool:
    """`Every number below was measured on one 16-core box over 10 million rows`: all the
    figures stand after the verb's preposition, in what was set up; `We measured 412 km on the
    cycle` has its figure between the two, the verb's object, a finding."""
    m = _RIG_VERB.search(sentence.text)
    if not m:
        return False
    # the set-up's clause ends where a new one starts (`…over 14 days: it made 4,100 wafers`)
    stop = _NEW_CLAUSE.search(sentence.text, m.end())
    start = sentence.start + m.end()
    end = sentence.start + (stop.start() if stop else len(sentence.text))
    return all(start <= f.q.start < end for f in figs if f.kind == "finding")


def _join_pairs(text: str, figs: list[Fig]) -> None:
    """`batch sizes from 8 to 256`, `from 10% to 80%`: two figures that make one condition."""
    for first, second in zip(figs, figs[1:], strict=False):
        if first.kind != "condition" or second.kind == "ignore":
            continue
        between = text[first.q.end : second.q.start]
        if (
            first.condition == second.condition == "batch"
            and first.q.value is not None
            and second.q.value is not None
            and _batch_pair(text, first.q, second.q, loose=True)
        ):
            first.q = replace(
                first.q, value=None, low=first.q.value, high=second.q.value, end=second.q.end
            )
            first.end, first.text = second.q.end, text[first.start : second.q.end]
            second.kind, second.condition = "ignore", ""
        elif (
            first.detail == "window-from" and second.q.unit == "%" and _WINDOW_TO.fullmatch(between)
        ):
            first.q = replace(first.q, value=None, low=first.q.value, high=second.q.value)
            first.detail, first.end = "window", second.q.end
            first.text = text[first.start : second.q.end]
            second.kind, second.condition = "ignore", ""
    for f in figs:
        if f.detail == "window-from":
            f.detail = "window"


def _small_count(q: Quantity) -> bool:
    return q.unit is None and q.value is not None and float(q.value).is_integer() and q.value < 10


def _generic_end(text: str, q: Quantity, sentence: Sentence) -> int:
    """Where `24 Gantrix Pick arms` or `40,000 m²` ends: the figure, its unit, its noun."""
    unit, width = _unit_after(text, q, sentence.end) if not q.unit else (None, 0)
    end = q.end + width
    noun = _NOUN_AFTER.match(text, end, sentence.end)
    if noun and not is_han(noun.group()):
        end = noun.end()
    elif han := _HAN_NOUN_AFTER.match(text, end, sentence.end):
        end = han.end("noun")  # `40 英尺箱）`, `1024 维向量，`: the short noun it counts
    return end


_HAN_NOUN_AFTER = re.compile(r"\s?(?P<noun>[\u4e00-\u9fff]{1,4})(?=[，,。；;、）)\s]|$)")


def only_setup(figs: list[Fig]) -> bool:
    return (
        bool(figs)
        and all(f.kind != "finding" for f in figs)
        and any(f.kind == "condition" for f in figs)
    )


def _restates(text: str, previous: Quantity, q: Quantity) -> bool:
    """`131K（131,072）`: a figure restated in parentheses right after the first."""
    between = text[previous.end : q.start]
    if not re.fullmatch(r"\s*[（(]\s*", between):
        return False
    if previous.value is None or q.value is None:
        return False
    return abs(previous.value - q.value) <= 0.02 * max(abs(previous.value), abs(q.value))


def _batch_pair(text: str, previous: Quantity, q: Quantity, *, loose: bool = False) -> bool:
    """`batch sizes from 8 to 256`: two bare counts after a batch word are the batch range."""
    between = text[previous.end : q.start]
    before = text[max(0, previous.start - 30) : previous.start]
    joined = bool(re.fullmatch(r"\s*(?:to|到|至|-|–|～|~)\s*", between))
    return joined and (loose or bool(BATCH.search(before)))


def _hardware_after(text: str, q: Quantity, sentence: Sentence) -> tuple[str, int] | None:
    """`4 张 B300`, `64 NVIDIA SM100 GPUs`, `8x H200`: the hardware name with the count."""
    m = _HARDWARE_RE.search(text, q.start, min(sentence.end, q.end + 24))
    if m:
        return " ".join(m.group().split()), m.end()
    return None


def condition_kind(q: Quantity, near: str) -> str:
    if q.unit == "GPU":
        return "hardware"
    if q.unit == "expert":
        return "configuration"
    if q.unit == "token":
        for pattern, kind in ((CONTEXT, "context"), (REPLAY, "replay"), (PROMPT, "workload")):
            if pattern.search(near):
                return kind
        return "context"
    return "scope"


_EXPERTS_SUM = re.compile(
    r"(\d+)\s*\+\s*(\d+)\s*(?:(?:routed|个)\s*)?(?:experts?|个?专家)|(?:experts?|专家)\s*[:：]?\s*(\d+)\s*\+\s*(\d+)",
    re.I,
)


# --- naming: the conditions a sentence states --------------------------------------------------


def sentence_conditions(
    text: str, sentence: Sentence, figs: list[Fig], glossary: Glossary
) -> list[Condition]:
    """The conditions a sentence states: its condition figures, named hardware, settings,
    precision, workloads, periods, regions, and price terms."""
    return [p.condition for p in _placed(text, sentence, figs, glossary)]


def _placed(text: str, sentence: Sentence, figs: list[Fig], glossary: Glossary) -> list[_Placed]:
    memo = _memo_text(text)
    key = (sentence.start, sentence.end, id(glossary))
    if key not in memo.placed:
        memo.placed[key] = _name(text, sentence, figs, glossary)
    return memo.placed[key]


def _name(text: str, sentence: Sentence, figs: list[Fig], glossary: Glossary) -> list[_Placed]:
    han = is_han(sentence.text)
    placed = [_numeric(f, text, sentence, glossary, han) for f in figs if f.kind == "condition"]
    lang = "zh" if han else "en"
    charge_time = any(f.kind == "finding" and f.q.unit in ("min", "s") for f in figs)
    for family, found in _memo_text(text).phrases().within(sentence):
        if family.lang and family.lang != lang:
            continue
        if family.needs == "charge time" and not charge_time:
            continue
        for m in found:
            if family.skip is not None and family.skip(m, sentence):
                continue
            named = "name" in family.pattern.groupindex and m["name"] is not None
            span = m.span("name") if named else m.span()
            span = _trim(text, span)
            if span[1] <= span[0]:
                continue
            if family.wide:  # a wider phrase takes in the figures inside it
                placed = [p for p in placed if not (span[0] <= p.start and p.end <= span[1])]
            if any(p.start < span[1] and span[0] < p.end for p in placed):
                continue
            written = text[span[0] : span[1]]
            built = family.build(m, written, glossary, han)
            if built is None:
                continue
            en, zh = built
            condition = Condition(family.kind, written, en, zh)
            placed.append(_Placed(span[0], span[1], condition, family.slot or family.kind))
    placed.sort(key=lambda p: p.start)
    causes = [(sentence.start + a, sentence.start + b) for a, b in _causes(sentence.text)]
    unique: list[_Placed] = []
    for p in placed:
        if any(start <= p.start and p.end <= end for start, end in causes):
            continue  # `随着 H20 与国产卡供给增加`: why a figure moves, not what it holds under
        if not any(
            u.condition.text == p.condition.text
            # (a Chinese clause's conditions are its own: `时延中位数为 42ms，下载速率中位数为
            # 186Mbps` reads the median in each)
            and not (han and _ZH_CLAUSE_BREAK.search(text, u.end, p.start))
            for u in unique
        ):
            unique.append(p)
    return _join_adjacent(text, _drop_redundant(unique))


_ZH_CLAUSE_BREAK = re.compile(r"[，；;]")


@lru_cache(maxsize=65536)
def _causes(sentence: str) -> tuple[tuple[int, int], ...]:
    # where the sentence gives a cause, as offsets in it: asked of each article that carries it
    return tuple(m.span() for m in _CAUSE.finditer(sentence))


_CAUSE = re.compile(
    r"(?:随着|得益于|受益于)[^，,。；;]*"  # a trend or a boon that moves the figure
    r"|\b(?:thanks to|driven by|as supply of)\b[^,;.]*",  # (`because keys are 4-bit` says how: kept)
    re.I,
)


def _trim(text: str, span: tuple[int, int]) -> tuple[int, int]:
    start, end = span
    while start < end and text[start] in " ,，、:：;；(（":
        start += 1
    while end > start and text[end - 1] in " ,，、:：;；.。)）":
        if text[end - 1] in ")）" and re.search(r"[(（]", text[start : end - 1]):
            break
        end -= 1
    return start, end


def _drop_redundant(placed: list[_Placed]) -> list[_Placed]:
    """`H200` beside `8x H200`: a name already inside a wider condition of its kind."""
    out = []
    for p in placed:
        inside = any(
            o is not p
            and o.condition.kind == p.condition.kind
            and p.condition.text != o.condition.text
            and p.condition.text in o.condition.text
            for o in placed
        )
        if not inside:
            out.append(p)
    return out


_ADJACENT = re.compile(r"\s*(?:/|、|\+)?\s*")
_COUNTED_ITEMS = re.compile(r"\d\s*[万亿]?\s*(?:条|张|个|份|段|篇)$")


def _join_adjacent(text: str, placed: list[_Placed]) -> list[_Placed]:
    """`单机` `8 卡 H800`, `32 核` / `128GB 内存`, `TPC-H` `100GB 数据集`: one condition."""
    out: list[_Placed] = []
    for p in placed:
        last = out[-1] if out else None
        gap = text[last.end : p.start] if last is not None else ""
        kinds = {last.condition.kind, p.condition.kind} if last is not None else set()
        if (
            last is not None
            and _ADJACENT.fullmatch(gap)
            and kinds <= {"hardware", "workload", "equipment", "configuration", "scope"}
            and (
                # `每节点 32 核 / 128GB 内存`: a node's cores and memory, one spec
                ("/" in gap and kinds <= {"hardware", "equipment", "configuration", "scope"})
                or (len(kinds) == 1 and kinds <= {"workload", "equipment"} and not gap.strip())
                # `5000 万条 1024 维向量`: how many items, then the size of each: one data set
                or (
                    kinds == {"scope"}
                    and not gap.strip()
                    and last.condition.value is not None
                    and p.condition.value is not None
                    and _COUNTED_ITEMS.search(last.condition.text) is not None
                )
                # (`单机 8 卡 H800`, `8 卡 B200 单机`: the node the cards are in, either side)
                or (kinds == {"hardware"} and (_is_node_word(last) or _is_node_word(p)))
            )
        ):
            c, d = last.condition, p.condition
            gap = text[last.end : p.start]
            sep_en = ", " if "、" in gap or kinds == {"hardware"} else " / " if "/" in gap else " "
            joined = Condition(
                c.kind,
                text[last.start : p.end],
                f"{c.en}{sep_en}{d.en}".strip(),
                f"{c.zh}{'、' if '、' in gap else ' / ' if '/' in gap else ' '}{d.zh}".strip(),
                d.value if d.value is not None else c.value,
                d.unit or c.unit,
            )
            out[-1] = _Placed(last.start, p.end, joined, p.slot, last.names)
            continue
        out.append(p)
    return out


def _is_node_word(p: _Placed) -> bool:
    return bool(
        re.fullmatch(r"单机|双机|两机|单节点|(?:a\s+)?single\s+node|one\s+node", p.condition.text)
    )


# --- condition figures in both languages --------------------------------------------------------

_FIGURE = re.compile(
    r"[$€¥]?\s*\d[\d,]*(?:\.\d+)?(?:\s*(?:[KkMBT](?![a-z])|万|亿|million\b|billion\b|thousand\b))?"
)


def _figure(q: Quantity, lang: str, value: float | None = None) -> str:
    """The figure as written (`4K`, `131,072`, `1.2 million`), in digits for a word (`two`)."""
    return _figure_written(q.text, lang, q.value if value is None else value)


@lru_cache(maxsize=65536)
def _figure_written(text: str, lang: str, value: float | None) -> str:
    # asked for each condition figure of each copy of a sentence: each written figure once
    m = _FIGURE.search(text)
    if not m:
        return _num(value)
    written = m.group().strip().lstrip("$€¥").strip()
    if lang == "zh" and re.search(r"million|billion|thousand", written):
        return _in_scale_words(value, "zh")
    if lang == "en" and re.search(r"[万亿]", written):
        return _in_scale_words(value, "en")
    return re.sub(r"\s+(?=[KkMBT]$)", "", written)


def _numeric(f: Fig, text: str, sentence: Sentence, glossary: Glossary, han: bool) -> _Placed:
    condition = numeric_condition(f.q, f.condition, f.text, text, sentence, f, glossary)
    return _Placed(f.start, f.end, condition, _slot(f))


def _slot(f: Fig) -> str:
    """What a condition says about the set-up: a claim's own condition of a slot replaces an
    inherited one of that slot."""
    if f.condition == "hardware":
        return "hardware"
    if f.detail.startswith("setting:"):
        return f.detail
    if f.condition in ("model", "context", "batch", "precision", "period", "region"):
        return f.condition
    if f.detail in ("prompts", "outputs", "temperature", "brightness", "memory", "soc", "speed"):
        return f.detail
    return f"{f.condition}:{f.detail}"


_SOLD_AS = re.compile(
    r"\s*(?:-?\s*GPUs?|卡)?\s*(?P<noun>nodes?\b|servers?\b|machines?\b|整机|服务器|节点)", re.I
)


def numeric_condition(
    q: Quantity,
    kind: str,
    written: str,
    text: str,
    sentence: Sentence,
    fig: Fig | None = None,
    glossary: Glossary | None = None,
) -> Condition:
    """A condition with a number (`4 B300 GPUs`, `a 131,072-token context`) in both languages."""
    kind = kind or condition_kind(q, "")
    written = written or q.text
    detail = fig.detail if fig else ""
    value = q.value
    en_n, zh_n = _figure(q, "en"), _figure(q, "zh")
    if kind == "hardware" and detail != "rating":  # a count of GPUs or nodes, not a rating
        name = _hardware_after(text, q, sentence)
        label = name[0] if name else ""
        if name and fig is None:
            written = text[q.start : name[1]]
        memory = re.search(r"\d+\s*GB\b", written[written.find(label) :]) if label else None
        if memory:
            label = f"{label} {memory.group().replace(' ', '')}"
        n = _num(q.value) if q.value is not None else f"{_num(q.low)}–{_num(q.high)}"
        plural = "GPU" if q.value == 1 else "GPUs"
        en = (
            f"{n} {label} {plural}".replace("  ", " ")
            if label and "GPU" not in label
            else f"{n} {label or plural}"
        )
        zh = (
            f"{n} 张 {label or 'GPU'}"
            if q.value is not None
            else f"{_num(q.low)}～{_num(q.high)} 张 {label or 'GPU'}"
        )
        if not label and is_han(written) and q.unit is None:
            zh = written  # `32 张国产卡`
        sold_as = _SOLD_AS.match(text, q.end, min(len(text), q.end + 14))
        if sold_as and not label and detail == "gpus" and q.value is not None and q.value > 1:
            # `for 8-GPU nodes`, `以 8 卡整机计算`: the machine a per-GPU price is sold in, not
            # a count of GPUs the price is for
            noun = "servers" if re.match(r"servers?|服务器", sold_as["noun"], re.I) else "nodes"
            en, zh = f"{n}-GPU {noun}", f"{n} 卡{'服务器' if noun == 'servers' else '整机'}"
        if detail == "nodes":
            nodes = _num(q.value)
            en = "a single node" if q.value == 1 else f"{nodes} nodes"
            zh = "单机" if q.value == 1 else f"{nodes} 台机器"
            return Condition(kind, written, en, zh, None, "node")
        if detail.startswith("nodes+") and fig is not None:
            nodes = _num(fig.nodes)
            if detail == "nodes+each":
                en, zh = f"{nodes} nodes of {en} each", f"{nodes} 台机器，每台 {zh}"
            else:
                en, zh = f"{nodes} nodes, {en}", f"{nodes} 台机器，{zh}"
        return Condition(kind, written, en.strip(), zh, value, q.unit)
    if kind == "configuration" and detail == "experts":
        sums = re.search(r"\d+\s*\+\s*\d+", written)
        figure = sums.group().replace(" ", "") if sums else _num(q.value)
        return Condition(
            kind,
            written,
            f"{figure} experts",
            f"{figure} 个专家",
            None if sums else value,
            "expert",
        )
    if kind == "configuration" and "=" in written:
        return Condition(kind, written, written.lstrip("`"), written.lstrip("`"), value, None)
    if kind == "configuration" and detail == "" and q.unit == "expert":
        return Condition(kind, written, f"{en_n} experts", f"{zh_n} 个专家", value, "expert")
    if kind == "model":
        moe = "MoE " if re.search(r"MoE", written) else ""
        dense_en = "dense " if re.search(r"dense|稠密", written, re.I) else ""
        dense_zh = "稠密" if dense_en else ""
        return Condition(
            kind,
            written,
            f"{_model_size(q, 'en')} {moe}{dense_en}model",
            re.sub(r"参数 (?=模型)", "参数", f"{_model_size(q, 'zh')} {moe}{dense_zh}模型"),
            value,
            None,
        )
    if kind == "context" and detail in ("context", ""):
        return Condition(
            kind,
            written,
            f"{_a(en_n)} {en_n}-token context",
            f"{zh_n} token 上下文",
            value,
            "token",
        )
    if kind in ("context", "replay") and detail in ("replay", ""):
        return Condition(
            "replay",
            written,
            f"{_a(en_n)} {en_n}-token replay",
            f"{zh_n} token 重放",
            value,
            "token",
        )
    if kind == "workload" and (
        detail in ("prompts", "outputs") or (not detail and q.unit == "token")
    ):
        en_word, zh_word = ("outputs", "输出") if detail == "outputs" else ("prompts", "输入")
        return Condition(
            kind, written, f"{en_n}-token {en_word}", f"{zh_n} token {zh_word}", value, "token"
        )
    if kind == "batch":
        if detail == "concurrency" and q.value is not None:
            return Condition(
                kind, written, f"{en_n} concurrent requests", f"并发 {zh_n}", value, None
            )
        if q.value is None:
            low, high = _num(q.low), _num(q.high)
            return Condition(
                kind, written, f"batch sizes {low} to {high}", f"批大小 {low}～{high}", None, None
            )
        return Condition(kind, written, f"batch size {en_n}", f"批大小 {zh_n}", value, None)
    if kind == "period":
        en, zh = _period_texts(written, is_han(written), glossary)
        return Condition(kind, written, en, zh, value, q.unit)
    if detail == "window" and q.low is not None and q.high is not None:
        low, high = _num(q.low), _num(q.high)
        return Condition(kind, written, f"from {low}% to {high}%", f"{low}% 至 {high}%", None, "%")
    if detail == "retention":
        return Condition(kind, written, f"to {en_n}% capacity", f"容量保持率 {zh_n}%", value, "%")
    if detail == "soc":
        return Condition(kind, written, f"at {en_n}% charge", f"电量 {zh_n}%", value, "%")
    if detail == "temperature":
        return Condition(kind, written, f"at {en_n}°C", f"{zh_n}°C", value, "°C")
    if detail == "frames":
        return Condition(kind, written, f"at {en_n} fps", written, value, "fps")
    if detail == "runs":
        return Condition(kind, written, f"{en_n} runs", written, value, None)
    if detail == "brightness":
        return Condition(kind, written, f"at {en_n} nits", f"{zh_n} nits 亮度", value, "nits")
    if detail == "utilisation":
        return Condition(kind, written, f"at {en_n}% utilisation", f"利用率 {zh_n}%", value, "%")
    if detail in ("purchase", "assumed price"):
        shown = _PURCHASE_CUE.sub("", written) if detail == "purchase" else written
        words = _INPUT_WORDS[detail]
        en_shown, zh_shown = shown, _ABOUT.sub("约 ", shown)  # `购入价约 $31,000`
        # `按 2.69 美元计`: the Chinese page writes a currency in words, not as a sign
        zh_shown = signed_prices_in_words(zh_shown, q.unit, "zh")
        if glossary is not None and is_han(shown):
            en_shown = _carried(shown, glossary)[0]  # `约 1.2 万元`, said in English
        elif glossary is not None and re.search(r"[A-Za-z]{2,}", zh_shown):
            zh_shown = _carried(zh_shown, glossary)[1]  # `$0.11 per kWh`, said in Chinese
        return Condition(
            kind, written, words["en"].format(en_shown), words["zh"].format(zh_shown), value, q.unit
        )
    en, zh = _carried(written, glossary)
    return Condition(kind, written, en, zh, value, q.unit)


# an estimate's inputs, as the digest says them (`bought at $31,000`, `at $2.69`)
_INPUT_WORDS = {
    "purchase": {"en": "bought at {}", "zh": "购入价 {}"},
    "assumed price": {"en": "at {}", "zh": "按 {} 计"},
}


# a table whose first column holds a set-up parameter (`| batch size | 每卡输出吞吐 | … |`): each
# row's label is a condition of the row's cells, not what they are about
_CORNER_KINDS = (
    (re.compile(r"并发|concurren", re.I), "batch", "concurrency"),
    (BATCH, "batch", "batch"),
    (CONTEXT, "context", "context"),
    (re.compile(r"prompt|input|输入", re.I), "workload", "prompts"),
)
_SCORE_LABEL = re.compile(r"score|跑分|得分|分数", re.I)


def row_conditions(
    text: str,
    corner: str,
    label: tuple[int, int],
    row: Sentence,
    quantities: Sequence[Quantity],
    measure: str,
    glossary: Glossary,
) -> list[Condition]:
    """The conditions a table row's label gives its cells: the set-up parameter the first
    column holds (`| 8 | 410 | 51 |` under `batch size`: batch size 8), or the test a
    benchmark score is of (`Multi-core score`, `多核跑分`)."""
    start, end = label
    written = text[start:end]
    inside = [q for q in quantities if start <= q.start < end]
    if len(inside) == 1 and inside[0].unit is None:
        q = inside[0]
        for pattern, kind, detail in _CORNER_KINDS:
            if pattern.search(corner):
                fig = Fig(q, "condition", kind, written, detail, start, end)
                return [numeric_condition(q, kind, written, text, row, fig, glossary)]
    if measure == "benchmark-score" and _SCORE_LABEL.search(written) and not inside:
        en, zh = _carried(written, glossary)
        return [Condition("workload", written, en, zh)]
    out = []
    percentile = _PERCENTILE_LABEL.search(written)
    if percentile:  # `| TTFT P50 (ms) |`, `| Median time to first token (ms) |`, `时延中位数`
        said = percentile.group()
        en, zh = (said.upper(), said.upper()) if said[0] in "Pp" else ("median", "中位数")
        out.append(Condition("scope", said, en, zh))
    level = _LEVEL_LABEL.search(written)
    if level:  # `Gravimetric energy density (pack)`: at pack level
        en, zh = _carried(f"at {level['what'].lower()} level", glossary)
        out.append(Condition("scope", level.group(), en, zh))
    return out


# the percentile a table row's figures are read at
_PERCENTILE_LABEL = re.compile(
    r"(?<![\w-])(?:[Pp](?:50|90|95|99(?:\.9)?)(?!\w|\.\d)|[Mm]edian)|中位数"
)


# a row label's level in brackets: `Energy density (pack)`, `(cell)`
_LEVEL_LABEL = re.compile(r"[(（]\s*(?P<what>pack|cell)(?:[- ]level)?\s*[)）]", re.I)


def head_condition(
    text: str, head: tuple[int, int], row: Sentence, quantities: Sequence[Quantity]
) -> Condition | None:
    """A table column head that is a set-up (`| 1 node | 4 nodes |` of a scaling table): a
    condition of its column's cells, which are about the section's subject, not the head."""
    start, end = head
    written = text[start:end].strip()
    inside = [q for q in quantities if start <= q.start < end]
    if len(inside) != 1 or inside[0].unit not in ("node", "server", "rack", None):
        return None
    q = inside[0]
    after = _NODE_AFTER.match(text, q.end, end)
    tail = after.end() if after else q.end if q.unit else end + 1
    if text[start : q.start].strip() or text[tail:end].strip() or tail > end:
        return None
    fig = Fig(q, "condition", "hardware", written, "nodes", start, end)
    return numeric_condition(q, "hardware", written, text, row, fig)


def label_is_condition(corner: str) -> bool:
    """Whether a table's first column holds a set-up parameter (its rows' labels are then
    conditions of their cells, see `row_conditions`)."""
    return any(pattern.search(corner) for pattern, _, _ in _CORNER_KINDS)


def spec_condition(cell: str, head: str, glossary: Glossary) -> Condition | None:
    """A price list's spec cell as the configuration its row's price holds under (`2 vCPU`,
    `4 GiB`), the region it is priced in (`eu-west-1` under `Region`) or how it is billed
    (`On demand` under `Billing`); a bare number takes its head's words (`8` under `vCPUs`)."""
    written = " ".join(cell.split())
    if not written or written in ("-", "—", "–", "/"):
        return None
    phrase = f"{written} {_strip_brackets(head)}" if re.fullmatch(r"[\d.,]+", written) else written
    en, zh = _carried(phrase, glossary)
    plain = _strip_brackets(head)
    kind = (
        "region"
        if REGION_SPEC.fullmatch(plain)
        else "price basis"
        if BILLING_SPEC.fullmatch(plain)
        else "hardware"
        if re.search(r"GPU|卡数|显卡", plain) and not re.search(r"memory|显存", plain, re.I)
        else "configuration"
    )
    return Condition(kind, written, en, zh)


# a table head whose cells are regions (`Region`, `地域`): where a row's figure holds
REGION_SPEC = re.compile(r"regions?|zones?|地域|区域|可用区", re.I)
# a table head whose cells are how a price is billed (`Billing`: on demand, reserved)
BILLING_SPEC = re.compile(
    r"billing|billing model|pricing model|term|commitment|plan type|计费方式|计费模式|付费方式|"
    r"购买方式|合同期|期限",
    re.I,
)


def head_period(head: str, glossary: Glossary) -> Condition | None:
    """The period a column head opens with (`四季度月租`, `Q3 2026 revenue`): the period of
    the figures under it, which no sentence says."""
    written = head.strip()
    pattern = _PERIOD_ZH if is_han(written) else _PERIOD_EN
    m = pattern.match(written) or _HEAD_MONTH.match(written)
    if m is None:
        return None
    en, zh = _period_texts(m.group(), is_han(m.group()), glossary)
    return Condition("period", m.group(), en, zh)


# a bare month or quarter opening a head (`9 月销量`, `Q3 revenue`): a period in a table, where
# a sentence's `9 月` could be a date
_HEAD_MONTH = re.compile(r"(?:1[0-2]|[1-9])\s*月(?!\s*\d)|[一二三四]季度|Q[1-4]\b")


def _strip_brackets(text: str) -> str:
    return re.sub(r"\s*[(（][^()（）]*[)）]", "", text).strip()


def _a(figure: str) -> str:
    """The article before a figure as it is read: `an 8K-token context`, `a 131,072-token …`."""
    return "an" if re.match(r"8|1[18](?:\D|$)|1[18],\d{3}(?!,)", figure) else "a"


def _model_size(q: Quantity, lang: str) -> str:
    """`70B` as written; `6710 亿参数` as `671B` in English; a range as `7B–671B`."""
    written = q.text.strip()
    if lang == "zh" and re.search(r"[万亿]", written):
        return written
    written = re.sub(r"-?\s*(?:parameters?|params?|参数)$", "", written, flags=re.I).strip()
    if re.search(r"billion|million|\dbn\b", written, re.I) and q.value is not None:
        return _billions(q.value) if lang == "en" else _in_scale_words(q.value, "zh")
    if not re.search(r"[万亿]", written):
        return written
    if q.value is None:
        return f"{_billions(q.low)}–{_billions(q.high)}"
    return _billions(q.value)


def _billions(value: float | None) -> str:
    if value is None:
        return ""
    return f"{value / 1e9:g}B" if value >= 1e9 else f"{value / 1e6:g}M"


def _carried(written: str, glossary: Glossary | None) -> tuple[str, str]:
    """The source's words in its language; in the other, what can be carried over, or where
    nothing can, the kind's own words (`as stated in the source`), never the source's."""
    written = " ".join(written.split())
    if is_han(written):
        return _bare_or(_carry(written, glossary, to_zh=False), written, AS_STATED["en"]), written
    return written, _bare_or(_carry(written, glossary, to_zh=True), written, AS_STATED["zh"])


def _bare_or(carried: str, written: str, stated: str) -> str:
    """What was carried over; where that is a bare number of a figure written with a unit
    symbol (`7 kg payload` → `7`), the figure with its symbol, which both languages write
    (`7 kg`)."""
    if carried and re.fullmatch(r"[\d.,\s]+", carried):
        symbol = re.match(r"\s*([\d.,]+\s*(?:[A-Za-z]{1,3}|%|°C))(?![\w-])", written)
        if symbol:
            return symbol.group(1)
    return carried or stated


# --- carrying a phrase into the other language ---------------------------------------------------


_ZH_UNITS = {
    "元": "yuan",
    "块": "yuan",
    "美元": "USD",
    "欧元": "EUR",
    "公里": "km",
    "天": "days",
    "小时": "hours",
    "分钟": "minutes",
    "秒": "seconds",
    "周": "weeks",
    "个月": "months",
    "年": "years",
    "次": "",
    "张": "cards",
    "台": "units",
    "卡": "GPUs",
    "核": "cores",
    "节点": "nodes",
    "机": "nodes",
    "英寸": "-inch",
}
_EN_UNITS = {
    "day": "天",
    "days": "天",
    "hour": "小时",
    "hours": "小时",
    "minute": "分钟",
    "minutes": "分钟",
    "min": "分钟",
    "week": "周",
    "weeks": "周",
    "month": "个月",
    "months": "个月",
    "year": "年",
    "years": "年",
    "units": "件",
    "cards": "张",
    "GPUs": "张 GPU",
    "nodes": "个节点",
    "cores": "核",
    "runs": "次运行",
    "samples": "个样本",
    "requests": "个请求",
    "core": "核",
    "people": "人",
    "inch": "英寸",
}
_ZH_FIGURE = re.compile(
    r"(?P<n>\d[\d,]*(?:\.\d+)?)\s*(?P<scale>万|亿)?\s*(?P<u>美元|欧元|个月|分钟|小时|公里|节点|英寸|元|块|天|秒|周|年|次|张|台|卡|核|机)?"
    rf"|(?P<w>{_ZH_NUMBER})(?P<u2>个月|分钟|小时|张|台|天|周|年|次|个|条)"
)
_EN_FIGURE = re.compile(
    r"(?P<cur>[$€¥])?(?P<n>\d[\d,]*(?:\.\d+)?)(?P<scale>\s*(?:million|billion|thousand|[KkMB]\b))?"
    r"(?P<u>\s*(?:%|°C|Gb/s|GB|TB|MB|Wh/kg|kWh|kW|W\b|V\b|nits|km/h|km\b|m²|mAh|x\b)|-[a-z]+\b|"
    r"\s+(?:days?|hours?|minutes?|weeks?|months?|years?|units|runs|samples|requests|cores?|"
    r"people)\b)?"
    rf"|\b(?P<w>{_EN_NUMBER})[- ](?P<u2>[a-z]+)\b",
)
_LATIN_RUN = re.compile(r"[A-Za-z][\w.+/-]*(?:\s+[A-Za-z0-9][\w.+/-]*)*")
_HAN_RUN = re.compile(r"[\u3400-\u9fff]+")


def _carry(phrase: str, glossary: Glossary | None, *, to_zh: bool) -> str:
    """`phrase` in the other language: its figures, units and names kept, its words from the
    glossary, and any word the glossary lacks left out rather than left in the source's tongue."""
    if glossary is None:
        return " ".join(_names_and_figures(phrase))
    return _carry_to_zh(phrase, glossary) if to_zh else _carry_to_en(phrase, glossary)


def _names_and_figures(phrase: str) -> list[str]:
    out = []
    for m in re.finditer(
        r"[$€¥]?\d[\d,.]*\s*(?:%|°C|GB|TB|W|kW|V|km/h|km|K|B)?|[A-Z][\w.+-]*\d[\w.+-]*|[A-Z]{2,}[\w-]*",
        phrase,
    ):
        out.append(m.group().strip())
    return out


_LEXICONS: dict[
    int, tuple[Glossary, dict[str, list[tuple[str, str]]], dict[str, list[tuple[str, str]]]]
] = {}


Index = dict[str, list[tuple[str, str]]]


def _lexicon(glossary: Glossary) -> tuple[Index, Index]:
    """The glossary's names and phrases, then the words of conditions, by their first
    character: English (lower case, longest first) → Chinese, Chinese (longest first) →
    English."""
    cached = _LEXICONS.get(id(glossary))
    if cached is None or cached[0] is not glossary:
        pairs = list(glossary.names + glossary.phrases + glossary.condition_words)
        to_zh: Index = {}
        for en, zh in sorted(((en.lower(), zh) for en, zh in pairs), key=lambda p: -len(p[0])):
            to_zh.setdefault(en[:1], []).append((en, zh))
        to_en: Index = {}
        for en, zh in sorted(pairs, key=lambda p: -len(p[1])):
            to_en.setdefault(zh[:1], []).append((en, zh))
        cached = (glossary, to_zh, to_en)
        _LEXICONS.clear()
        _LEXICONS[id(glossary)] = cached
    return cached[1], cached[2]


def _carry_to_zh(phrase: str, glossary: Glossary) -> str:
    switch = re.match(r"^(?P<what>.+?)\s+(?P<to>on|enabled|off|disabled)$", phrase.strip())
    if switch:
        rest = _carry_to_zh(switch["what"], glossary)
        verb = "开启" if switch["to"] in ("on", "enabled") else "关闭"
        return _join_zh([verb, rest]) if rest else ""
    entries = _lexicon(glossary)[0]
    out: list[str] = []
    rest = phrase.strip()
    while rest:
        rest = rest.lstrip(" ,;:()")
        if not rest:
            break
        lowered = rest.lower()
        hit = next(
            (
                (en, zh)
                for en, zh in entries.get(lowered[:1], ())
                if lowered.startswith(en) and (len(rest) == len(en) or not rest[len(en)].isalnum())
            ),
            None,
        )
        if hit:
            out.append(hit[1])
            rest = rest[len(hit[0]) :]
            if rest.startswith(","):
                out.append("、")
            continue
        written = _WRITTEN_FIGURE.match(rest)
        if written:  # `1080p`, `5C`, `70B`: a figure written with its unit stays as written
            out.append(written.group())
            rest = rest[written.end() :]
            continue
        fig = _EN_FIGURE.match(rest)
        if fig and (fig["n"] or fig["w"]):
            out.append(_figure_to_zh(fig))
            rest = rest[fig.end() :]
            continue
        word = re.match(r"[^\s,;:()]+", rest)
        if word is None:
            break
        token = word.group()
        possessive = re.fullmatch(r"(.+?)['’]s", token)
        if possessive and _looks_like_name(possessive[1]):
            out += [possessive[1], "的"]
        elif _looks_like_name(token) and not (not out and token.lower() in _LEAD_WORDS):
            out.append(token)
        elif token.lower() in _CONNECTIVES_ZH and out:
            out.append(_CONNECTIVES_ZH[token.lower()])
        elif token.lower() in _SCOPE_VERBS_ZH:
            out.append(_SCOPE_VERBS_ZH[token.lower()])
        rest = rest[word.end() :]
        if rest.startswith(",") and out:
            out.append("、")
    return _tidy_zh(_join_zh(out))


_CONNECTIVES_ZH = {"and": "和", "or": "或"}
# what a scope phrase does with what follows: `including its enclosure` → `含外壳`
_SCOPE_VERBS_ZH = {
    "including": "含",
    "include": "含",
    "includes": "含",
    "excluding": "不含",
    "exclude": "不含",
    "excludes": "不含",
    "not": "不含",
    "counting": "计入",
    "count": "计入",
    "counts": "计入",
}
_SCOPE_VERBS_EN = {
    "不含": "excluding",
    "不包含": "excluding",
    "包含": "including",
    "计入": "counting",
}
_WRITTEN_FIGURE = re.compile(r"\d[\d,.]*[A-Za-z][\w/+.-]*\b(?!-)")
_LEAD_WORDS = frozenset(
    "using with at in on for from under over after before including excluding counting starting "
    "beginning effective prices price all both the".split()
)
_CONNECTIVES_EN = {"和": "and", "与": "and", "及": "and", "或": "or"}


def _tidy_zh(text: str) -> str:
    text = re.sub(r"\s*([、和或])\s*", lambda m: m.group(1), text)
    return re.sub(r"^[、和或]+|[、和或]+$", "", text).strip()


def _figure_to_zh(fig: re.Match[str]) -> str:
    if fig["w"]:
        unit = fig["u2"].lower()
        return f"{_WORD_NUMBERS[fig['w'].lower()]} {_EN_UNITS.get(unit, '')}".strip()
    number = fig["n"]
    scale = (fig["scale"] or "").strip().lower()
    if scale in ("million", "billion", "thousand"):
        factor = {"thousand": 1e3, "million": 1e6, "billion": 1e9}[scale]
        number = _in_scale_words(float(number.replace(",", "")) * factor, "zh")
    elif scale:
        number += scale.upper() if scale != "k" else "K"
    unit = (fig["u"] or "").strip().lstrip("-").strip()
    currency = {"$": "美元", "€": "欧元", "¥": "元"}.get(fig["cur"] or "", "")
    zh_unit = _EN_UNITS.get(
        unit,
        unit
        if re.fullmatch(r"%|°C|GB|TB|MB|W|kW|V|nits|km/h|km|m²|Gb/s|mAh|Wh/kg|kWh|x", unit, re.I)
        else "",
    )
    text = f"{number} {zh_unit}".strip() if zh_unit else number
    return f"{text} {currency}".strip() if currency else text


def _carry_to_en(phrase: str, glossary: Glossary) -> str:
    entries = _lexicon(glossary)[1]
    out: list[str] = []
    rest = phrase.strip()
    while rest:
        rest = rest.lstrip(" ，,；;：:（）()的")
        if not rest:
            break
        if rest[0] == "、":
            out.append(",")
            rest = rest[1:]
            continue
        if rest[0] in _CONNECTIVES_EN and out:
            out.append(_CONNECTIVES_EN[rest[0]])
            rest = rest[1:]
            continue
        verb = next((v for v in _SCOPE_VERBS_EN if rest.startswith(v)), None)
        if verb:
            out.append(_SCOPE_VERBS_EN[verb])
            rest = rest[len(verb) :]
            continue
        hit = next(((en, zh) for en, zh in entries.get(rest[:1], ()) if rest.startswith(zh)), None)
        if hit:
            out.append(hit[0])
            rest = rest[len(hit[1]) :]
            continue
        written = _WRITTEN_FIGURE.match(rest)
        if written:
            out.append(written.group())
            rest = rest[written.end() :]
            continue
        fig = _ZH_FIGURE.match(rest)
        if fig and (fig["n"] or fig["w"]):
            out.append(_figure_to_en(fig))
            rest = rest[fig.end() :]
            continue
        latin = _LATIN_RUN.match(rest)
        if latin:
            out.append(latin.group())
            rest = rest[latin.end() :]
            continue
        rest = rest[1:]  # a Chinese word the glossary does not carry: left out
    text = " ".join(out).replace(" ,", ",")
    text = re.sub(r"(?:,\s*)+$|(?:\s+(?:and|or))+$", "", re.sub(r"^(?:,\s*)+", "", text))
    # `每卡每小时 12 元` reads `12 yuan per GPU-hour` in English
    return re.sub(r"^((?:per|each) [^\d,]+?) (\d[\d,.]*(?: [a-zA-Z]+)?)$", r"\2 \1", text.strip())


def _figure_to_en(fig: re.Match[str]) -> str:
    if fig["w"]:
        number = _WORD_NUMBERS.get(fig["w"], fig["w"])
        unit = _ZH_UNITS.get(fig["u2"], "")
        return f"{number} {unit}".strip()
    number = fig["n"]
    if fig["scale"]:
        factor = 1e4 if fig["scale"] == "万" else 1e8
        number = _in_scale_words(float(number.replace(",", "")) * factor, "en")
    unit = _ZH_UNITS.get(fig["u"] or "", "")
    return f"{number}{unit}" if unit.startswith("-") else f"{number} {unit}".strip()


def _looks_like_name(token: str) -> bool:
    return (
        bool(proper_names(token))
        or bool(re.search(r"\d", token))
        and bool(re.search(r"[A-Za-z]", token))
    )


def _join_zh(parts: list[str]) -> str:
    text = ""
    for part in parts:
        if not part:
            continue
        if text and (not is_han(text[-1]) or not is_han(part[0])):
            text += " "
        text += part
    return text.strip()


def _in_scale_words(value: float | None, lang: str) -> str:
    """`12 亿`, `1.2 billion`: a large number in the scale words of the page (i18n.SCALES)."""
    if value is None:
        return ""
    for size, word in SCALES[lang]:
        if abs(value) >= size:
            return f"{value / size:g}{word}"
    return _num(value)


def _num(value: float | None) -> str:
    if value is None:
        return ""
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:g}"


# --- periods -------------------------------------------------------------------------------------

MONTH_NAMES = tuple(
    "January February March April May June July August September October November December".split()
)
_DATE_EN_RE = re.compile(
    rf"(?:(?P<d0>\d{{1,2}})(?:st|nd|rd|th)?\s+)?(?P<m>{_MONTH})"
    rf"(?:\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?!\d))?(?:,?\s+(?P<y>\d{{4}}))?"
)
_DATE_ZH = r"(?:\d{4}\s*年\s*)?\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?"
_DATE_ZH_RE = re.compile(r"(?:(?P<y>\d{4})\s*年\s*)?(?P<m>\d{1,2})\s*月(?:\s*(?P<d>\d{1,2})\s*日)?")
_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "1st": 1,
    "2nd": 2,
    "3rd": 3,
    "4th": 4,
}
_ZH_ORDINALS = {"一": 1, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4}
_ZH_DIGITS = "零一二三四"

_PERIOD_EN = re.compile(
    # `Over January to October`, `from 1 April 2025 to 31 March 2026`: the months it adds up
    # over, both ends (before `from 1 April 2025` alone is taken for a start)
    rf"\b(?:[Oo]ver|[Ff]rom|[Ii]n)\s+{_DATE_EN}\s+(?:to|through|until)\s+{_DATE_EN}(?!\w)|"
    rf"\b(?:[Ss]tarting|[Ff]rom|[Ee]ffective|[Bb]eginning|[Aa]s of|[Ss]ince|[Uu]ntil|[Tt]hrough|[Bb]y)"
    rf"\s+(?:on\s+)?(?:the\s+end\s+of\s+)?(?:{_DATE_EN}|(?:next|this)\s+(?:year|month|quarter)|"
    rf"year-end)(?!\w)"
    # `went live in September`, `opened on May 2`: when a thing started, not a claim's period
    rf"|(?<!live\s)(?<!opened\s)(?<!launched\s)(?<!started\s)(?<!began\s)"
    rf"\b(?:[Ii]n|[Oo]n|[Dd]uring|[Ff]or)\s+{_DATE_EN}(?!\w)"
    # `over the same 30 days to November 20`, `over the past quarter`, `fourth-quarter net
    # sales`, `For 2027`
    rf"|\b(?:the\s+)?(?:\d+|{_EN_NUMBER})\s+(?:days|weeks|months)\s+(?:to|through|ending|ended)\s+{_DATE_EN}(?!\w)"
    # `in the year to October`, `the half to 30 June`: the year or half that ends then
    rf"|\bthe\s+(?:year|half|quarter)\s+(?:to|ending|ended)\s+{_DATE_EN}(?!\w)"
    rf"|\b(?:[Oo]ver|[Ii]n|[Dd]uring)\s+the\s+(?:past|last|previous)\s+(?:quarter|month|year|week)\b"
    rf"|\b(?:first|second|third|fourth)-quarter\b"
    # `19 scanners in the quarter`, `142 Mbps this quarter`: the quarter the release is of
    rf"|\b[Ii]n\s+the\s+quarter\b(?!\s+ended)|\bthis\s+quarter\b"
    # (`in 2025–26`, `for 2027/28`: a financial year or a season, both years said)
    rf"|\b[Ff]or\s+(?:19|20)\d{{2}}(?:[–/-]\d{{2}}(?![\d%]))?\b"
    rf"|\b(?:(?:[Ii]n|[Ff]or|[Dd]uring)\s+)?the\s+(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+"
    rf"quarter(?:\s+of\s+(?:fiscal\s+(?:year\s+)?)?\d{{4}})?"
    rf"|\b(?:[Ii]n\s+)?the\s+quarter\s+ended\s+{_DATE_EN}"
    # `between January and September`: the months a figure adds up over
    rf"|\b[Bb]etween\s+{_DATE_EN}\s+and\s+{_DATE_EN}(?!\w)"
    rf"|\b(?:[Ii]n\s+)?Q[1-4]\s+(?:of\s+)?(?:FY\s?)?\d{{4}}"
    rf"|\b(?:[Ff]iscal|FY)\s*(?:year\s+)?\d{{4}}"
    rf"|\b(?:for\s+the\s+)?full[- ]year\b"
    rf"|\bso\s+far\s+this\s+year\b|\byear[- ]to[- ]date\b"
    rf"|\b[Ii]n\s+(?:19|20)\d{{2}}(?:[–/-]\d{{2}}(?![\d%]))?\b"
    rf"|\b(?:in\s+)?(?:its|the)\s+first\s+(?:full\s+)?(?:day|week|month|quarter|year)"
    rf"(?:\s+on\s+sale|\s+after\s+(?:its\s+)?(?:launch|release))?"
    rf"|\b(?:for\s+)?[a-z0-9]+\s+consecutive\s+(?:quarters|months|years)"
    rf"|\bannual\s+(?:capacity|output|production)\b"
    rf"|\boff-peak\s+hours?\b"
    # `41,000 deliveries … last month`, `A quarter earlier, Vessant held 47%`, `From 2027, …`
    # (`last year's median`, `… a year earlier` after a figure: a baseline's time)
    rf"|\b[Ll]ast\s+(?:week|month)\b(?!['’])"
    rf"|\bA\s+(?:week|month|quarter|year)\s+(?:earlier|ago|before)\b"
    rf"|\b(?:[Ff]rom|[Ss]tarting|[Bb]eginning)\s+(?:in\s+)?(?:19|20)\d{{2}}\b"
    # a rate's period after what it counts: `4,300 kg of hydrogen per day`, `1.2 GW of
    # electrolysers a year`
    rf"|(?<=[a-z]\s)(?:per|a)\s+(?:day|week|month|year)\b(?!\s+(?:ago|earlier|before|later)\b)"
)
_PERIOD_ZH = re.compile(
    # `今年 1—10 月`, `2026 年 1 至 9 月`: a run of months is one period, its year with it
    rf"(?:(?:今年|去年|\d{{4}}\s*年)\s*)?(?<!\d)(?:1[0-2]|[1-9])\s*(?:[—–~～-]|至|到)\s*(?:1[0-2]|[1-9])\s*月份?"
    rf"|自\s*{_DATE_ZH}\s*(?:起|开始|以来)"
    # `统计日期为 11 月 27 日`: the day the figures were taken on
    rf"|(?:统计|数据|报价|价格|采集)(?:日期|时间|截止日)(?:为|是|[:：])\s*{_DATE_ZH}"
    rf"|即日起至\s*{_DATE_ZH}"  # a bare `即日起` (from today on) bounds nothing
    rf"|截至\s*(?:{_DATE_ZH}|今年|本月|目前|\d{{4}}\s*年)\s*(?:底|末)?"
    rf"|{_DATE_ZH}\s*(?:底|末)?前"
    rf"|(?:今年|明年|去年|\d{{4}}\s*年\s*)?第\s*[一二三四1-4]\s*季度"
    rf"|(?:今年|明年|去年|\d{{4}}\s*年\s*)?[一二三四]季度"
    rf"|(?:今年|明年|去年|\d{{4}}\s*年\s*)?[上下]半年"
    rf"|前[一二三]季度"
    rf"|单季度?(?=\s*[\u4e00-\u9fff])"  # `单季营业收入`: one quarter's, not the year to date
    rf"|(?:本|当|上)(?:季度|月)(?!同期)"
    rf"|(?:今|明)年(?:以来|累计|底)?(?!同期)"
    rf"|年内累计|连续\s*[\d一二三四五六七八九十]+\s*个?(?:季度|月|年)"
    rf"|(?<!\d)\d{{4}}\s*年(?!\s*\d{{1,2}}\s*月)(?!\s*第?\s*[一二三四]\s*季度)(?!\s*[上下]半年)"
    # `11 月，行途完成订单…`: a month set before its clause is the month its figures cover
    rf"|(?<![\d日])(?:\d{{4}}\s*年\s*)?\d{{1,2}}\s*月份?(?=\s*[，,])"
    rf"|首销期间|预售期间|活动期间|(?:双十一|双11|双十二|双12|618|春节|国庆|五一|黄金周)期间"
    # `我们预计全年出货量…`: the whole year
    rf"|全年(?!同期)"
    rf"|[\u4e00-\u9fff]{{2}}时段(?:[（(][\d:：\-–～~ ]+[)）])?"
    rf"|年产能|年产量|月产能|月产量|年(?:耗电|用电|发电)量"
)


def _date_to_zh(m: re.Match[str]) -> str:
    month = next(
        i for i, name in enumerate(MONTH_NAMES, 1) if name.lower().startswith(m["m"][:3].lower())
    )
    out = f"{m['y']} 年 " if m["y"] else ""
    out += f"{month} 月"
    day = m["d"] or m["d0"]
    return out + (f" {day} 日" if day else "")


def _date_to_en(m: re.Match[str]) -> str:
    out = MONTH_NAMES[int(m["m"]) - 1]
    if m["d"]:
        out += f" {int(m['d'])}"
    return out + (f", {m['y']}" if m["y"] and m["d"] else f" {m['y']}" if m["y"] else "")


_PERIOD_EN_ZH: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), t)
    for p, t in (
        (r"^(?:starting|from|effective|beginning|as of)\s+(?:on\s+)?(?P<d>.+)$", "{d}起"),
        (r"^since\s+(?P<d>.+)$", "{d}以来"),
        (r"^(?:until|through)\s+(?P<d>.+)$", "至 {d}"),
        (r"^by\s+the\s+end\s+of\s+(?P<d>.+)$", "{d}底前"),
        (r"^by\s+(?P<d>.+)$", "{d}前"),
        (r"^within\s+(?P<d>.+)$", "{d}内"),
        (r"^(?P<d>.+?)\s+after\s+(?:its\s+)?(?:launch|release|debut)$", "上市后 {d}"),
        (
            rf"^(?:in\s+|over\s+)?(?:the|its)\s+first\s+(?P<d>(?:\d|{_EN_NUMBER}\b).+)$",
            "首 {d}",
        ),
        (r"^(?:in|on|during|for|over)\s+(?P<d>.+)$", "{d}"),
    )
)
_PERIOD_WORDS_ZH: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), t)
    for p, t in (
        (r"^the\s+quarter\s+ended\s+(?P<d>.+)$", "截至 {d}的季度"),
        (r"^the\s+year\s+(?:to|ending|ended)\s+(?P<d>.+)$", "截至 {d}的一年"),
        (r"^the\s+half\s+(?:to|ending|ended)\s+(?P<d>.+)$", "截至 {d}的半年"),
        (r"^the\s+quarter\s+(?:to|ending)\s+(?P<d>.+)$", "截至 {d}的季度"),
        # `the six months to 30 June 2026`, `30 days to November 20`: the span up to a day
        (
            r"^(?:the\s+)?(?P<n>\d+|[a-z]+)\s+(?P<span>days|weeks|months)\s+(?:to|through|ending|ended)\s+(?P<d>.+)$",
            "截至 {d}的 {n} {span}",
        ),
        (
            r"^(?:the\s+)?(?P<o>first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+of\s+(?:fiscal\s+(?:year\s+)?)?(?P<y>\d{4})$",
            "{y} 财年第{o}季度",
        ),
        (r"^(?:the\s+)?(?P<o>first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter$", "第{o}季度"),
        (r"^Q(?P<q>[1-4])\s+(?:of\s+)?(?:FY\s?)?(?P<y>\d{4})$", "{y} 年第{o}季度"),
        (r"^(?:fiscal|FY)\s*(?:year\s+)?(?P<y>\d{4})$", "{y} 财年"),
        (r"^(?:the\s+)?full[- ]year$", "全年"),
        (r"^so\s+far\s+this\s+year$|^year[- ]to[- ]date$", "今年以来"),
        (r"^next\s+year$", "明年"),
        (r"^last\s+week$", "上周"),
        (r"^last\s+month$|^a\s+month\s+(?:earlier|ago|before)$", "上月"),
        (r"^last\s+quarter$|^a\s+quarter\s+(?:earlier|ago|before)$", "上一季度"),
        (r"^last\s+year$|^a\s+year\s+(?:earlier|ago|before)$", "去年"),
        # `the same period last year`, `the same point last season`: that time a year before
        (r"^the\s+same\s+(?:period|quarter|month|week|point)\s+(?:of\s+)?last\s+year$", "去年同期"),
        (
            r"^the\s+same\s+(?:period|quarter|month|week|point)\s+(?:of\s+)?last\s+season$",
            "上一季同期",
        ),
        (r"^a\s+week\s+(?:earlier|ago|before)$", "上周"),
        (r"^this\s+(?:week|month|quarter)$", "本期"),
        (r"^(?:per|a)\s+day$", "每天"),
        (r"^(?:per|a)\s+week$", "每周"),
        (r"^(?:per|a)\s+month$", "每月"),
        (r"^(?:per|a)\s+year$", "每年"),
        (r"^this\s+year$", "今年"),
        (r"^year-end$", "年底"),
        (r"^(?P<y>(?:19|20)\d{2})$", "{y} 年"),
        (r"^(?P<y>(?:19|20)\d{2})[–/-](?P<z>\d{2})$", "{y}/{z} 年度"),  # `2025–26`
        # a half year: `H1 2025`, `the first half of 2025`
        (r"^(?:H1|(?:the\s+)?first\s+half(?:\s+of)?)\s+(?P<y>(?:19|20)\d{2})$", "{y} 年上半年"),
        (r"^(?:H2|(?:the\s+)?second\s+half(?:\s+of)?)\s+(?P<y>(?:19|20)\d{2})$", "{y} 年下半年"),
        (r"^(?:its|the)\s+first\s+full\s+month\s+on\s+sale$", "开售后首个完整月"),
        (
            r"^(?:its|the)\s+first\s+(?:full\s+)?(?P<u>day|week|month|quarter|year)(?:\s+.+)?$",
            "首{u}",
        ),
        (r"^(?P<n>[a-z0-9]+)\s+consecutive\s+(?P<u>quarters|months|years)$", "连续 {n} 个{u}"),
        (r"^annual\s+(?:capacity|output|production)$", "年产能"),
        (r"^annual\s+(?:electricity|power)\s+use$", "年用电量"),
        (r"^off-peak\s+hours?$", "闲时"),
    )
)
# a span's unit as a count of it is said (`6 个月`, `30 天`), not as a date's (`6 月`)
_ZH_SPAN_WORDS = {"days": "天", "weeks": "周", "months": "个月"}
_ZH_UNIT_WORDS = {
    "day": "日",
    "week": "周",
    "month": "月",
    "quarter": "季度",
    "year": "年",
    "quarters": "季度",
    "months": "月",
    "years": "年",
}
_PERIOD_ZH_EN: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), t)
    for p, t in (
        (r"^自\s*(?P<d>.+?)\s*(?:起|开始)$", "from {d}"),
        (r"^自\s*(?P<d>.+?)\s*以来$", "since {d}"),
        (
            r"^(?:统计|数据|报价|价格|采集)(?:日期|时间|截止日)(?:为|是|[:：])\s*(?P<d>.+)$",
            "as of {d}",
        ),
        (r"^即日起至\s*(?P<d>.+)$", "from now until {d}"),
        (r"^即日起$", "from now on"),
        (r"^截至\s*(?P<d>.+?)\s*(?:底|末)$", "as of the end of {d}"),
        (r"^截至\s*(?P<d>.+)$", "as of {d}"),
        (r"^(?P<d>.+?)\s*(?:底|末)前$", "by the end of {d}"),
        (r"^(?P<d>.+?)\s*前$", "by {d}"),
        (r"^(?P<y>\d{4})\s*年\s*第?\s*(?P<o>[一二三四1-4])\s*季度$", "Q{o} {y}"),
        (r"^明年\s*第?\s*(?P<o>[一二三四1-4])\s*季度$", "Q{o} next year"),
        (r"^今年\s*第?\s*(?P<o>[一二三四1-4])\s*季度$", "Q{o} this year"),
        (r"^第?\s*(?P<o>[一二三四1-4])\s*季度$", "Q{o}"),
        (r"^(?P<y>\d{4})\s*年\s*上半年$", "H1 {y}"),
        (r"^(?P<y>\d{4})\s*年\s*下半年$", "H2 {y}"),
        (r"^前(?P<o>[一二三])季度$", "the first {o} quarters"),
        (r"^今年\s*(?P<ma>\d+)\s*\D{1,3}?\s*(?P<mb>\d+)\s*月份?$", "{ma}–{mb} this year"),
        (r"^去年\s*(?P<ma>\d+)\s*\D{1,3}?\s*(?P<mb>\d+)\s*月份?$", "{ma}–{mb} last year"),
        (r"^(?P<y>\d{4})\s*年\s*(?P<ma>\d+)\s*\D{1,3}?\s*(?P<mb>\d+)\s*月份?$", "{ma}–{mb} {y}"),
        (r"^(?P<ma>\d+)\s*[^\d\s月]{1,2}\s*(?P<mb>\d+)\s*月份?$", "{ma}–{mb}"),
        (r"^(?P<ma>\d{1,2})\s*月(?:底|末)$", "the end of {ma}"),
        # a month's first, middle and last ten days (`10 月下旬`: late October)
        (r"^(?P<ma>\d{1,2})\s*月\s*上旬$", "early {ma}"),
        (r"^(?P<ma>\d{1,2})\s*月\s*中旬$", "mid-{ma}"),
        (r"^(?P<ma>\d{1,2})\s*月\s*下旬$", "late {ma}"),
        (r"^本季度$", "this quarter"),
        (r"^当月$", "that month"),
        (r"^本月$", "this month"),
        (r"^上月$", "last month"),
        (r"^上季度$", "last quarter"),
        (r"^上(?:个)?季度末$", "the end of last quarter"),
        (r"^上(?:个)?月末$|^上月底$", "the end of last month"),
        (r"^上年末$|^去年底$|^去年末$", "the end of last year"),
        (r"^今年(?:以来|累计)$|^年内累计$", "so far this year"),
        (r"^今年$", "this year"),
        (r"^今年底$", "the end of this year"),
        (r"^明年$", "next year"),
        (r"^明年底$", "the end of next year"),
        (r"^连续\s*(?P<n>[\d一二三四五六七八九十]+)\s*个?季度$", "{n} consecutive quarters"),
        (r"^连续\s*(?P<n>[\d一二三四五六七八九十]+)\s*个?月$", "{n} consecutive months"),
        (r"^连续\s*(?P<n>[\d一二三四五六七八九十]+)\s*个?年$", "{n} consecutive years"),
        (r"^(?:上年|上一年|前一年)$", "the year before"),
        (r"^去年$", "last year"),
        (r"^(?P<y>\d{4})\s*年\s*(?:底|末)$", "the end of {y}"),
        (r"^(?P<y>\d{4})\s*年\s*初$", "the start of {y}"),
        (r"^年初$", "the start of the year"),
        (r"^年(?:底|末)$", "the end of the year"),
        (r"^(?P<y>\d{4})\s*年$", "{y}"),
        (r"^首销期间$", "during the first sale"),
        (r"^预售期间$", "during pre-sale"),
        (r"^活动期间$", "during the promotion"),
        (r"^(?:双十一|双11)期间$", "during the Singles' Day sale"),
        (r"^(?:双十二|双12)期间$", "during the Double 12 sale"),
        (r"^618期间$", "during the 618 sale"),
        (r"^春节期间$", "over the Spring Festival"),
        (r"^(?:国庆|黄金周)期间$", "over the National Day holiday"),
        (r"^五一期间$", "over the May Day holiday"),
        (r"^全年$", "the full year"),
        (r"^单日$", "in a single day"),
        (r"^年产能$|^年产量$", "annual capacity"),
        (r"^月产能$|^月产量$", "monthly capacity"),
        (r"^年(?:耗电|用电)量$", "over a year"),
        (r"^年发电量$", "over a year"),
        (r"^(?P<w>[\u4e00-\u9fff]{2})时段(?:[（(](?P<t>[^）)]+)[）)])?$", "{w} hours ({t})"),
        (r"^(?:上市|发布|开售)\s*(?P<n>\d+)\s*(?P<u>小时|天|周)$", "{n} {u} after launch"),
        (r"^首销\s*(?P<n>\d+)\s*(?P<u>小时|天|周)$", "the first {n} {u} of sales"),
        (r"^(?P<n>\d+)\s*(?P<u>小时|天|周|个月|年)(?:内|之内|里|中)?$", "{n} {u}"),
    )
)
_DAYPARTS = {
    "夜间": "night",
    "白天": "daytime",
    "高峰": "peak",
    "闲时": "off-peak",
    "谷时": "off-peak",
}
_ZH_SPAN_UNITS = {"小时": "hours", "天": "days", "周": "weeks", "个月": "months", "年": "years"}


_DATE_SPAN_EN = re.compile(
    r"(?:over|from|in)\s+(?P<a>.+?)\s+(?:to|through|until)\s+(?P<b>.+)", re.I
)


def period_in_both(written: str, glossary: Glossary | None) -> dict[str, str]:
    """A period the source writes (`in October`, `今年 3 月`) in both languages."""
    en, zh = _period_texts(written, is_han(written), glossary)
    return {"en": en, "zh": zh}


def _period_texts(written: str, han: bool, glossary: Glossary | None) -> tuple[str, str]:
    """A period in both languages: dates and quarters by fixed patterns, the rest carried."""
    written = " ".join(written.split())
    if han:
        return _period_to_en(written, glossary), written
    quarter = _QUARTER_OF.fullmatch(written)
    if quarter:  # `fourth-quarter net sales`: the quarter, as `the fourth quarter` is said
        n = _ORDINALS[written.split("-")[0].lower()]
        return f"Q{n}", f"第{_ZH_DIGITS[n]}季度"
    return written, _period_to_zh(written, glossary)


def _period_to_zh(written: str, glossary: Glossary | None) -> str:
    span = _DATE_SPAN_EN.fullmatch(written)
    if span:  # `from 1 April 2025 to 31 March 2026`: 2025 年 4 月 1 日至 2026 年 3 月 31 日
        ends = [_DATE_EN_RE.fullmatch(span[k]) for k in ("a", "b")]
        if all(ends):
            a, b = (_date_to_zh(m) for m in ends if m)
            return f"{a}至 {b}" if b[:1].isdigit() else f"{a}至{b}"  # (a space before a digit)
    cue, body = "{d}", written
    for pattern, template in _PERIOD_EN_ZH:
        m = pattern.match(written)
        if m:
            cue, body = template, m["d"]
            break
    for pattern, template in _PERIOD_WORDS_ZH:
        m = pattern.match(body)
        if m:
            groups = {k: v for k, v in m.groupdict().items() if v is not None}
            if "o" in groups:
                groups["o"] = _ZH_DIGITS[_ORDINALS.get(groups["o"].lower(), 0)]
            if "q" in groups:
                groups["o"] = _ZH_DIGITS[int(groups.pop("q"))]
            if "u" in groups:
                groups["u"] = _ZH_UNIT_WORDS.get(groups["u"].lower(), "")
            if "n" in groups:
                groups["n"] = str(_WORD_NUMBERS.get(groups["n"].lower(), groups["n"]))
            if "span" in groups:
                groups["span"] = _ZH_SPAN_WORDS[groups["span"].lower()]
            if "d" in groups:
                groups["d"] = _DATE_EN_RE.sub(_date_to_zh, groups["d"])
            return cue.format(d=template.format(**groups)).strip()
    date = _DATE_EN_RE.fullmatch(body)
    if date:
        return cue.format(d=_date_to_zh(date)).strip()
    if re.fullmatch(r"(?:(?:the|its)\s+)?(?:first\s+)?\d[\d,]*\s+\w+", body) or _EN_FIGURE.search(
        body
    ):
        return _carry(written, glossary, to_zh=True)
    return _carry(written, glossary, to_zh=True)


def _period_to_en(written: str, glossary: Glossary | None) -> str:
    for pattern, template in _PERIOD_ZH_EN:
        m = pattern.match(written)
        if not m:
            continue
        groups = {k: v for k, v in m.groupdict().items() if v is not None}
        if "o" in groups:
            groups["o"] = str(_ZH_ORDINALS.get(groups["o"], groups["o"]))
        if "n" in groups:
            groups["n"] = str(_WORD_NUMBERS.get(groups["n"], groups["n"]))
        if "u" in groups:
            groups["u"] = _ZH_SPAN_UNITS.get(groups["u"], groups["u"])
        for end in ("ma", "mb"):
            if end in groups:
                groups[end] = MONTH_NAMES[(int(groups[end]) - 1) % 12]
        if "w" in groups:
            groups["w"] = _DAYPARTS.get(groups["w"], "")
            groups.setdefault("t", "")
            return template.format(**groups).replace(" ()", "").strip()
        if "d" in groups:
            date = _DATE_ZH_RE.fullmatch(groups["d"].strip())
            if date:
                groups["d"] = _date_to_en(date)
            else:
                inner = _period_to_en(groups["d"].strip(), glossary)
                groups["d"] = inner
        return template.format(**groups)
    date = _DATE_ZH_RE.search(written)
    if date:
        return _date_to_en(date)
    return _carry(written, glossary, to_zh=False)


# --- phrases that name a set-up -----------------------------------------------------------------

Build = Callable[[re.Match[str], str, Glossary, bool], "tuple[str, str] | None"]


@dataclass(frozen=True)
class _Family:
    """One kind of set-up phrase: its pattern, the words it is written in, and its texts."""

    kind: str
    pattern: re.Pattern[str]
    build: Build
    cues: tuple[str, ...] = ()  # lowercase words one of which the sentence must hold
    slot: str = ""
    wide: bool = False  # takes in the condition figures inside it
    start_only: bool = False  # read only at the start of a sentence
    needs: str = ""  # `charge time`: only beside a charging time (a spec of its own otherwise)
    lang: str = ""  # en, zh: read only in sentences of that language ('' for both)
    cased: tuple[str, ...] = ()  # words looked for as written (`Oct`, `FP8`), besides `cues`
    window: tuple[int, int] | None = None  # read only this near a cue (before, after)
    near_figures: bool = False  # it qualifies a figure: read only in paragraphs with one
    skip: Callable[[re.Match[str], Sentence], bool] | None = None


_RUNS_THE = re.compile(
    r"\b(?:which|that|who)\s+(?:runs|maintains|publishes|operates|owns|created|organi[sz]es)\s+"
    r"(?:the|its)\s+$"
)


def _as_written(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    return written, written


def _carried_phrase(
    m: re.Match[str], written: str, glossary: Glossary, han: bool
) -> tuple[str, str] | None:
    return _carried(written, glossary)


def _carried_frame(written: str, glossary: Glossary) -> tuple[str, str]:
    """A leading frame's words; in Chinese only what carries over with Chinese in it (`English`
    alone is no Chinese phrase), else the source's-terms words."""
    en, zh = _carried(written, glossary)
    return en, zh if is_han(zh) else AS_STATED["zh"]


_BASIS_LEAD = re.compile(r"^(?P<lead>before|excluding|including|net of|plus)\s+|^with\s+", re.I)
_BASIS_TAIL = re.compile(r"\s+(?P<tail>included|excluded)$", re.I)


def _with_or_without(written: str, glossary: Glossary) -> tuple[str, str]:
    """`before installation`, `with HTTPS requests included`: 不含 or 含 and the thing, carried
    over (`含 HTTPS 请求`), or the source's-terms words where the thing cannot be."""
    lead, tail = _BASIS_LEAD.match(written), _BASIS_TAIL.search(written)
    word = (tail["tail"] if tail else lead["lead"] if lead and lead["lead"] else "").lower()
    thing = written[lead.end() if lead else 0 : tail.start() if tail else len(written)]
    carried = _carry(thing, glossary, to_zh=True)
    if not word or not carried:
        return written, AS_STATED["zh"]
    return written, zh_spacing(f"{PRICE_BASIS_ZH[word]}{carried}")


# the stage of inference a figure is of: `For prefill, small DEP instances win`, `For decode,
# wide EP …`, `在 decode 阶段`, `Prefill: …` as a heading's lead
STAGE_SAID = re.compile(
    r"(?:\b[Ff]or|\b[Ii]n)\s+(?:the\s+)?(?P<stage>prefill|decode)(?:\s+(?:phase|stage))?\b"
    r"|^(?P<lead>[Pp]refill|[Dd]ecode)\s*[:：]"
    r"|(?:在\s*)?(?P<zh>prefill|decode|预填充|解码)\s*阶段"
)
_STAGE_KEYS = {"prefill": "prefill", "预填充": "prefill", "decode": "decode", "解码": "decode"}


def stage_of(m: re.Match[str]) -> str:
    """The STAGES key a match of STAGE_SAID names."""
    return _STAGE_KEYS[(m["stage"] or m["lead"] or m["zh"]).lower()]


def _stage(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    words = STAGES[stage_of(m)]
    return words["en"], words["zh"]


def _glossed(en: str, zh: str) -> Build:
    """A phrase with fixed words in each language (`idle`/`待机`)."""

    def build(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
        return en, zh

    return build


def _period(
    m: re.Match[str], written: str, glossary: Glossary, han: bool
) -> tuple[str, str] | None:
    return _period_texts(written, is_han(written), glossary)


_BASELINE_BEFORE = re.compile(
    r"(?:\bfrom|\bthan|\bagainst|\bversus|\bvs\.?)\s*\S+\s*$|(?:较|比|相比)\s*\S*\s*$"
    r"|\bthan\s*$"  # `1.9% less than in October 2025`: the time the change is against
)  # `较今年 3 月创下的 26.3%`: 较 right before the date dates the baseline


def _not_a_period(m: re.Match[str], sentence: Sentence) -> bool:
    """`On October 20, DeepSeek released …` dates an event; `up from 9% in March` dates a
    baseline: neither is the period a figure covers."""
    text = m.string
    if (
        m.start() == sentence.start
        and m.group().startswith("On ")
        and text[m.end() : m.end() + 1] == ","
    ):
        return True
    if _SAID_BEFORE.search(
        text, max(sentence.start, m.start() - 24), m.start()
    ) and not _QUARTER_OF.fullmatch(m.group()):
        # `X said on October 21 that …`: the day it was said (`reported fourth-quarter net
        # sales` is what it reported)
        return True
    if m.group().lower() == "this quarter" and not _FIGURE_JUST_BEFORE.search(
        text, max(sentence.start, m.start() - 24), m.start()
    ):
        return True  # `we are not changing prices this quarter`: a plan, not a figure's period
    if _RATE_PERIOD.fullmatch(m.group()) and not _OF_WHAT_BEFORE.search(
        text, max(sentence.start, m.start() - 40), m.start()
    ):
        return True  # `250,000 rides a week`, `$18,000 per node per year`: the figure's own unit
    if m.group().lower().startswith("last ") and _PUBLISHED.search(text, sentence.start, m.start()):
        return True  # `Harrowgate published a 24.3-minute time … last week`: when it said so
    if text[max(sentence.start, m.start() - 1) : m.start()] == "占":
        return True  # `占当月总交付量的 44%`: the total the share is of, its month with it
    if _BARE_MONTH.fullmatch(m.group()) and _AGAINST_MONTH.search(sentence.text):
        return True  # `11 月份，…较 8 月的…`: the two ends of a before and after, said by it
    if _IN_FIGURES_BRACKET.search(text, max(sentence.start, m.start() - 32), m.start()):
        return True  # `up 64% ($90.6 million in the third quarter of 2025)`: the bracket's figure's
    return bool(_BASELINE_BEFORE.search(text, max(sentence.start, m.start() - 24), m.start()))


_QUARTER_OF = re.compile(r"(?:first|second|third|fourth)-quarter", re.I)
_FIGURE_JUST_BEFORE = re.compile(r"\d[^,;:.\d]{0,16}$")
# a bracket opened on a figure (`($90.6 million `, `（去年同期 9.1 亿元`): what follows in it is that figure's
_IN_FIGURES_BRACKET = re.compile(r"[(（]\s*(?:from\s+)?[$€¥£]?\d[^()（）]{0,24}$")
_RATE_PERIOD = re.compile(r"(?:per|a)\s+(?:day|week|month|year)")
_OF_WHAT_BEFORE = re.compile(r"\d[^,;]*?\bof\s+(?:[a-z][\w-]*\s+){1,2}$")
_PUBLISHED = re.compile(r"\b(?:published|announced|reported|released|posted|said|unveiled)\b")
_BARE_MONTH = re.compile(r"(?:\d{4}\s*年\s*)?\d{1,2}\s*月份?")
_AGAINST_MONTH = re.compile(r"(?:较|比|相比|相较于?)\s*(?:\d{4}\s*年\s*)?\d{1,2}\s*月")
_SAID_BEFORE = re.compile(
    r"\b(?:said|says|announced|announces|told\s+\w+|reported|reports|stated|states|wrote|posted|"
    r"confirmed|disclosed|noted)\s+$",
    re.I,
)


def _single(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    name = _HARDWARE_RE.search(written)
    if name:
        part = " ".join(name.group().split())
        return f"a single {part}", f"单张 {part}"
    if re.search(r"card|GPU|卡", written, re.I):
        return "a single GPU", "单卡"
    if re.search(r"双|两", written):
        return "2 nodes", "双机"
    return "a single node", "单机"


def _counted(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    """`four Norvane Kestrel cards`, `两张 YX-500`, `eight-card server`, `八卡服务器`."""
    word = re.match(rf"{_EN_NUMBER}|{_ZH_NUMBER}", written, re.I)
    n = _WORD_NUMBERS.get(word.group().lower(), word.group()) if word else ""
    rest = written[word.end() :] if word else written
    names = " ".join(proper_names(rest)) or " ".join(re.findall(r"[A-Z][\w-]*\d[\w-]*", rest))
    server = re.search(r"server|服务器|整机|机型", written, re.I)
    nodes = re.search(r"nodes|servers|machines", written, re.I)
    if server:
        return f"{n}-GPU server", f"{n} 卡服务器"
    if nodes:
        return (written if not han else f"{n} nodes"), f"{n} 台机器"
    if han:
        return (f"{n} {names} cards".replace("  ", " ") if names else f"{n} GPUs"), written
    return written, (f"{n} 张 {names}" if names else f"{n} 张卡")


def _region_cloud(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    ids = re.findall(r"[a-z]{2,5}-[a-z]+(?:-\d)?", written)
    return f"{', '.join(ids)} {'regions' if len(ids) > 1 else 'region'}", f"{'、'.join(ids)} 区域"


_ZH_AREAS = {
    "华东": "East China",
    "华北": "North China",
    "华南": "South China",
    "华中": "Central China",
    "西南": "Southwest China",
    "西北": "Northwest China",
    "东北": "Northeast China",
}


def _region_zh(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    parts = re.findall(
        r"(华东|华北|华南|华中|西南|西北|东北)([一二三四五六七八九十\d]+)区", written
    )
    en = ", ".join(f"{_ZH_AREAS[a]} {_WORD_NUMBERS.get(n, n)}" for a, n in parts)
    return en, written


def _country(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    name = m["place"]
    to_zh = {en: zh for entries in _lexicon(glossary)[0].values() for en, zh in entries}
    zh = to_zh.get(name.lower()) or to_zh.get(re.sub(r"^the\s+", "", name).lower()) or name
    return written, zh


def _domestic(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    return ("in mainland China" if written in ("中国内地", "中国大陆") else "in China"), written


def _cycle(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    name = m["cycle"]
    return f"{name} cycle", f"{name} 工况"


def _name_only(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    name = " ".join(m["name"].split()) if "name" in m.re.groupindex and m["name"] else written
    return name, name


def _price_basis(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    """`at DeepSeek's off-peak prices`, `under SemiAnalysis's TCO model`, `按 … 价格`."""
    words = bilingual(m["what"], glossary)
    en, zh = words["en"], words["zh"]
    if not en:
        en = _carry(m["what"], glossary, to_zh=False) or "the prices the source states"
    if not zh:
        zh = _carry(m["what"], glossary, to_zh=True) or AS_STATED["zh"]
    if not en.lower().startswith(("at ", "under ", "using ")):
        en = f"under {en}" if en.lower().endswith("model") else f"at {en}"
    zh = zh if zh.startswith("按") else _join_zh(["按", zh])
    return en, zh


_MODES_ZH = {"弹射": "launch", "运动": "sport", "赛道": "track", "经济": "eco"}
_MODES_EN = {v: k for k, v in _MODES_ZH.items()} | {"launch control": "弹射"}


def _drive_mode(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    """`弹射模式` / `launch mode`: the car's mode while it was timed."""
    if m["zh"]:
        return f"{_MODES_ZH[m['zh']]} mode", written
    return written, f"{_MODES_EN[m['en'].lower()]}模式"


_SAME = {"power": "功耗", "power budget": "功耗", "tdp": "功耗", "price": "价格", "cost": "成本"}
_SAME_EN = {"功耗": "power", "功率": "power", "价格": "price", "成本": "cost"}


def _same(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    """`at the same power`, `同等功耗下`: a multiple that holds with that much held level."""
    if m["z"]:
        return f"at the same {_SAME_EN[m['z']]}", written
    held = _SAME[" ".join(m["w"].split()).lower()]
    return written, f"同等{held}下"


def _shifts(m: re.Match[str], written: str, glossary: Glossary, han: bool) -> tuple[str, str]:
    word = re.match(rf"{_EN_NUMBER}|\d+|{_ZH_NUMBER}", written, re.I)
    n = _WORD_NUMBERS.get(word.group().lower(), word.group()) if word else ""
    return (written if not han else f"{n} shifts a day"), (written if han else f"每天 {n} 班")


_HW_PRODUCT_AFTER = (
    r"(?!\s*(?:[A-Z][\w-]*\s+)?(?:instances?|pods?|clusters?|throughput|pricing|实例|集群|智算集群|"
    r"云服务器|GPU\s*云服务器|按需|包年|抢占|价格|吞吐))"
)
_PHASES = {
    "首": ("first phase", "首期"),
    "一": ("first phase", "一期"),
    "first": ("first phase", "首期"),
    "initial": ("first phase", "首期"),
    "二": ("second phase", "二期"),
    "second": ("second phase", "二期"),
    "三": ("third phase", "三期"),
    "third": ("third phase", "三期"),
    "四": ("fourth phase", "四期"),
}

_FAMILIES: tuple[_Family, ...] = (
    # settings and parallel layouts: `EP64DP64`, `DEP32`
    _Family(
        "configuration",
        re.compile(
            r"(?<![A-Za-z0-9])(?:EP\d+DP\d+|DEP\d+|TP\d+|PP\d+|DP\d+|EP\d+|TP=\d+)(?![A-Za-z0-9])"
        ),
        _as_written,
        slot="parallelism",
        cased=("EP", "TP", "PP", "DP"),
        window=(2, 12),
    ),
    # a test frame that names its task: `在汽车工厂的搬运测试中`, `在 70B 模型预训练任务中`
    _Family(
        "workload",
        re.compile(r"在\s*(?P<name>[^，,。；;在]{2,24}?(?:测试|任务|基准测试|评测|工况))中"),
        _carried_phrase,
        ("测试", "任务", "评测", "工况"),
        wide=True,
    ),
    # precision: `FP8`, `INT4 量化`, `AWQ 4bit`, `4-bit values`, `a 32B model in Q4`
    _Family(
        "precision",
        re.compile(
            r"(?<![A-Za-z0-9])(?:(?:AWQ|GPTQ|SmoothQuant)\s*)?(?:NVFP4|MXFP4|FP8|FP4|FP16|FP32|BF16|"
            r"TF32|INT8|INT4|W4A16|W8A8|W4A8|[248]-?bit|Q[2-8]_K(?:_[SML])?|Q[2-8]_0)(?![A-Za-z0-9])"
            r"|(?<![A-Za-z0-9])(?:AWQ|GPTQ)(?![A-Za-z0-9])"
        ),
        _as_written,
        cased=("FP", "INT", "BF16", "TF32", "bit", "AWQ", "GPTQ", "W4A", "W8A", "_K", "_0"),
        window=(14, 16),
    ),
    _Family(
        "precision",
        re.compile(r"(?:models?|weights?|checkpoints?)\s+in\s+(?P<name>Q[2-8])\b"),
        _name_only,
        cased=("Q2", "Q3", "Q4", "Q5", "Q6", "Q8"),
        window=(30, 3),
    ),
    # benchmarks and workloads named: `ResNet-50 inference`, `sysbench 写入`, `on the AgentX benchmark`
    _Family(
        "workload",
        re.compile(
            r"(?<![\w-])(?P<name>[A-Z][A-Za-z]*-?\d+[\w.-]*|[A-Z]{2,}-[A-Z]{1,3}|sysbench|[a-z]+bench|"
            r"MLPerf|[A-Z][a-z]+[A-Z][A-Za-z0-9]*)(?=\s*(?:(?:FP8|FP16|BF16|INT8|INT4)\s+)?(?:inference\b|"
            r"training\b|fine-tuning\b|benchmark|test\b|workload|推理|训练|基准|写入|读取|查询|数据集)|"
            r"\s+\d+\s*[GT]B\s*(?:数据集|dataset))"
        ),
        _name_only,
        (
            "inference",
            "training",
            "benchmark",
            "test",
            "workload",
            "fine-tuning",
            "推理",
            "训练",
            "基准",
            "写入",
            "读取",
            "查询",
            "数据集",
            "dataset",
        ),
        skip=lambda m, sentence: bool(_RUNS_THE.search(m.string, sentence.start, m.start())),
        window=(48, 30),
    ),
    # test cycles of a launch: `CLTC`, `WLTP`
    _Family(
        "workload",
        re.compile(r"\b(?P<cycle>CLTC|WLTP|EPA|NEDC|JC08)(?:-P)?\b(?:\s+cycle)?"),
        _cycle,
        ("cltc", "wltp", "epa", "nedc", "jc08"),
        slot="workload:cycle",
    ),
    _Family(
        "workload",
        re.compile(
            r"(?:local\s+)?video\s+playback|\d{3,4}p\s+video|本地\s*\d{3,4}p\s*视频|本地视频(?:播放)?|"
            r"视频播放|\d{3,4}p\s*视频"
        ),
        _carried_phrase,
        ("video", "视频"),
        slot="workload:video",
    ),
    _Family(
        "workload",
        re.compile(r"\b[Ii]dle\b|待机|空载"),
        _glossed("idle", "待机"),
        ("idle", "待机", "空载"),
    ),
    # what a battery's hours are of: `42 hours of standby with satellite messaging on, or 6
    # hours of voice calls`
    _Family(
        "workload",
        re.compile(
            r"\bstandby(?:\s+with\s+[a-z][\w -]{2,30}?\s+on\b)?|\bvoice\s+calls?\b|\btalk\s+time\b|"
            r"\bweb\s+browsing\b|\bmusic\s+playback\b|\bwith\s+the\s+(?:charging\s+)?case\b"
        ),
        _carried_phrase,
        ("standby", "voice call", "talk time", "web browsing", "music playback", " case"),
        slot="workload:battery",
        lang="en",
        near_figures=True,
    ),
    # what a capacity is: `320 Tb/s of design capacity`
    _Family(
        "scope",
        re.compile(r"\b(?:design|rated|nameplate|installed|usable)\s+capacity\b"),
        _carried_phrase,
        ("capacity",),
        slot="capacity",
        lang="en",
        near_figures=True,
    ),
    # the percentile a speed or a latency is read at: `P90 826 tokens/s`, `p99 latency`
    _Family(
        "scope",
        re.compile(r"(?<![\w-])[Pp](?:50|90|95|99(?:\.9)?)(?!\w|\.\d)"),
        lambda m, written, glossary, han: (written.upper(), written.upper()),
        cased=("P50", "P90", "P95", "P99", "p50", "p90", "p95", "p99"),
        slot="percentile",
        near_figures=True,
    ),
    # the median, the 50th percentile: `Median latency is now 38 ms`, `the median fell from
    # 410 ms`, `时延中位数为 42ms` (not a figure that is itself `a median of 24.3 minutes`)
    _Family(
        "scope",
        re.compile(r"(?<![\w-])(?<!\ba )[Mm]edian(?!s\b|\s+of\b)|中位数"),
        lambda m, written, glossary, han: ("median", "中位数"),
        ("median", "中位数"),
        slot="percentile",
        near_figures=True,
    ),
    # the stage of inference a figure is of (STAGE_SAID)
    _Family("workload", STAGE_SAID, _stage, tuple(_STAGE_KEYS), slot="stage"),
    # the state a machine ran in: `At full load the system produces …`, `reach full load`,
    # `for 500 hours at rated load`, `From a cold start the system needed 11 minutes`
    _Family(
        "configuration",
        re.compile(
            r"(?:\b(?:[Aa]t|[Uu]nder)\s+|(?<=\breach\s))(?:full|rated|peak|partial|half|maximum)\s+"
            r"(?:load|output)\b"
        ),
        _carried_phrase,
        ("load", "output"),
        slot="load",
        lang="en",
        near_figures=True,
    ),
    _Family(
        "scope",
        re.compile(r"\b(?:[Ff]rom|[Aa]fter)\s+a\s+(?:cold|warm)\s+start\b"),
        _carried_phrase,
        ("cold start", "warm start"),
        slot="start",
        lang="en",
        near_figures=True,
    ),
    # what a figure is reckoned on, or between: `67% on a lower-heating-value basis`,
    # `Median time from checkout to doorstep`
    _Family(
        "scope",
        re.compile(
            r"\bon\s+an?\s+(?P<name>[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+basis)\b"
            r"|\bfrom\s+(?:the\s+)?[a-z]{3,}\s+to\s+(?:the\s+)?[a-z]{3,}\b(?!\s*\d)"
        ),
        _carried_phrase,
        ("basis", "from "),
        slot="basis",
        lang="en",
        near_figures=True,
    ),
    # where and how a car was timed: `在封闭场地`, `开启弹射模式`, `on a closed course`
    _Family(
        "workload",
        re.compile(
            r"封闭(?:场地|道路|赛道)|\bon\s+an?\s+(?:closed|private)\s+(?:course|track|road)\b"
            r"|\bon\s+a\s+test\s+track\b"
        ),
        _glossed("on a closed course", "封闭场地"),
        ("封闭", "closed", "private", "test track"),
        near_figures=True,
    ),
    _Family(
        "configuration",
        re.compile(
            r"(?P<zh>弹射|运动|赛道|经济)模式|\b(?P<en>launch control|launch|sport|track|eco)\s+mode\b"
        ),
        _drive_mode,
        ("模式", "mode"),
        near_figures=True,
    ),
    _Family(
        "configuration",
        re.compile(
            r"\b(?:at|on|with|for)\s+the\s+same\s+(?P<w>power(?:\s+budget)?|price|cost|TDP)\b"
            r"|(?:在)?(?:相同|同等|同样)的?\s*(?P<z>功耗|功率|价格|成本)(?:条件)?下?"
        ),
        _same,
        ("same", "相同", "同等", "同样"),
        near_figures=True,
    ),
    _Family(
        "scope",
        re.compile(r"\bat peak\b|峰值时"),
        _glossed("at peak", "峰值时"),
        ("peak", "峰值"),
        near_figures=True,
    ),
    _Family(
        "workload",
        re.compile(rf"\b(?:{_EN_NUMBER}|\d+)\s+shifts?\s+(?:a|per)\s+day\b|[一二两三]班(?:倒|制)"),
        _shifts,
        ("shift", "班"),
        window=(14, 20),
    ),
    _Family(
        "workload",
        re.compile(
            r"\b(?:one|a|\d+)\s+full\s+(?:charge(?:\s+and\s+discharge)?|cycle)s?\s+(?:every|per|each)\s+"
            r"(?:hour|day)\b|\d+(?:\.\d+)?\s*[CP](?:/\d+(?:\.\d+)?[CP])?\s*充放(?:电)?|"
            r"\b\d+(?:\.\d+)?C\s+(?:charge|discharge|cycling)\b"
        ),
        _carried_phrase,
        ("full charge", "full cycle", "充放", "charge", "discharge", "cycling"),
        slot="workload:cycling",
    ),
    _Family(
        "workload",
        re.compile(
            r"\bwith\s+(?P<name>(?:\w+\s+){0,2}(?:people|passengers|occupants|adults)"
            r"(?:\s+and\s+luggage)?)(?:\s+on\s+board)?"
        ),
        _carried_phrase,
        ("people", "passengers", "occupants", "adults"),
        slot="workload:load",
        lang="en",
    ),
    _Family(
        "hardware",
        re.compile(
            rf"\b{_MANY}\s+(?:[A-Z][\w-]*\s+){{0,3}}(?:cards|GPUs|accelerators|modules|boards|"
            rf"nodes|servers|machines)\b(?:\s+in\s+one\s+box)?"
            rf"|\b(?:{_EN_NUMBER}|\d+)-(?:card|GPU|way)\s+(?:server|node|system|box|machine)s?\b"
            rf"|[一二两三四五六七八九十\d]+卡(?:服务器|整机|机型|机器)"
            rf"|[两二三四五六七八九十]\s*张\s*(?:[A-Za-z][\w-]*\w|卡)(?!\s*图)"
        ),
        _counted,
        (
            "two ",
            "three ",
            "four ",
            "five ",
            "six ",
            "seven ",
            "eight ",
            "nine ",
            "ten ",
            "twelve ",
            "sixteen ",
            "-card",
            "-gpu",
            "-way",
            "卡",
            "张",
        ),  # fmt: skip
        slot="hardware",
        window=(12, 72),
    ),
    # the rig: `a single L40S card`, `one node`, `单机`, `单张 L20`, `双机`
    _Family(
        "hardware",
        re.compile(
            rf"(?<![\w-])(?:(?:a\s+)?[Ss]ingle\s+(?:{HARDWARE}\s+)?(?:node|machine|server|card|GPU|box)\b"
            rf"(?!-)|[Ss]ingle\s+{HARDWARE}|\bone\s+(?:node|machine|server|box)\b)"
            rf"|单(?:台|张|块)\s*{HARDWARE}|(?:单(?:机|卡|节点)|双机|两机)"
            r"(?!\s*(?:输出|吞吐|性能|速度|功耗|算力|显存|价格|结果|数据|成绩|prefill|decode|P\d|的))"
        ),
        _single,
        ("single", "one ", "单", "双机", "两机"),
        slot="hardware",
        window=(4, 48),
    ),
    _Family(
        "configuration",
        re.compile(r"\d+(?:\.\d+)?\s*[kK]?W\s*(?:有线|无线)?(?:快充|闪充|超充)(?!站|桩)"),
        _carried_phrase,
        ("快充", "闪充", "超充"),
        slot="charging",
        needs="charge time",
        lang="zh",
    ),
    _Family(
        "scope",
        re.compile(r"充满(?:电)?|\bto full\b"),
        _glossed("to full", "充满"),
        ("充满", "to full"),
        slot="scope:window",
        needs="charge time",
    ),
    # batch and concurrency written without a figure the extractor read: `并发数 64`
    _Family(
        "batch",
        re.compile(
            r"(?:并发(?:数|量)?|批大小|batch\s*size)\s*(?:为|是|=|:|：)?\s*(?P<n>\d+)(?![\d.,])",
            re.I,
        ),
        lambda m, w, g, h: (
            (f"{m['n']} concurrent requests", f"并发 {m['n']}")
            if re.match(r"并发", w)
            else (f"batch size {m['n']}", f"批大小 {m['n']}")
        ),
        ("并发", "批大小", "batch"),
        slot="batch",
    ),
    _Family(
        "equipment",
        re.compile(
            r"\b\d+(?:\.\d+)?C\s+(?:(?:fast|ultra-fast|super)\s+)?charg(?:ing|er)(?:\s+stations?)?"
            r"|\d+(?:\.\d+)?C\s*(?:超充|快充)(?:站|桩)?"
        ),
        _carried_phrase,
        ("charg", "超充", "快充"),
    ),
    _Family(
        "hardware",
        re.compile(
            r"\bon\s+(?:a|an|one|the)\s+(?P<name>(?:[a-z]+\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+"
            r"(?:module|card|board|unit|box|device|kit))\b"
        ),
        _carried_phrase,
        ("module", "card", "board", "unit", "box", "device", "kit"),
        slot="hardware",
        lang="en",
    ),
    _Family(
        "hardware",
        re.compile(
            rf"(?<![A-Za-z0-9])(?P<name>{HARDWARE}(?:\s*\d+\s*GB\b)?){_HW_PRODUCT_AFTER}(?![A-Za-z0-9])"
        ),
        _name_only,
        slot="hardware",
        wide=True,
        cased=_HARDWARE_CUES,
        window=(16, 16),
    ),
    # the market a share is of: `share of the US consumer assistant market`, `在国内 AI 助手市场的份额`
    _Family(
        "scope",
        re.compile(r"\bshare\s+of\s+(?:the\s+)?(?P<name>[\w\s-]{2,40}?\bmarket)\b"),
        _carried_phrase,
        ("share",),
        slot="scope:market",
        wide=True,
        lang="en",
        near_figures=True,
    ),
    _Family(
        "scope",
        re.compile(r"在\s*(?P<name>[^，,。在]{2,16}?市场)的?(?:份额|占有率|市占率)"),
        _carried_phrase,
        ("份额", "占有率", "市占率"),
        slot="scope:market",
        wide=True,
        near_figures=True,
    ),
    # regions: `us-east and eu-west regions`, `华东一区、华北二区`, `in Canada`, `国内`
    _Family(
        "region",
        re.compile(
            r"\b[a-z]{2,5}-(?:east|west|north|south|central|northeast|northwest|southeast|southwest)"
            r"(?:-\d)?(?:(?:,\s*|\s+and\s+)[a-z]{2,5}-(?:east|west|north|south|central|northeast|"
            r"northwest|southeast|southwest)(?:-\d)?)*(?:\s+regions?)?"
        ),
        _region_cloud,
        ("-east", "-west", "-north", "-south", "-central"),
        lang="en",
        near_figures=True,
    ),
    _Family(
        "region",
        re.compile(
            r"(?:华东|华北|华南|华中|西南|西北|东北)[一二三四五六七八九十\d]+区"
            r"(?:[、和及](?:华东|华北|华南|华中|西南|西北|东北)[一二三四五六七八九十\d]+区)*"
        ),
        _region_zh,
        ("区",),
        lang="zh",
        near_figures=True,
    ),
    _Family(
        "region",
        re.compile(r"\bin (?:every|all) regions?\b|所有(?:地域|区域)|全部(?:地域|区域)"),
        _glossed("in every region", "所有区域"),
        ("region", "地域", "区域"),
        near_figures=True,
    ),
    _Family(
        "region",
        re.compile(
            r"\b[Ii]n\s+(?P<place>Europe|China|Japan|South Korea|Korea|India|Canada|Germany|France|"
            r"the United States|the US|the U\.S\.|the UK|the EU|North America|Southeast Asia|"
            r"Latin America|Australia|Brazil|Mexico)\b"
        ),
        _country,
        ("in ",),
        lang="en",
        near_figures=True,
    ),
    _Family(
        "region",
        re.compile(
            # (`下调中国内地按量计费价格`: the mainland, as against Hong Kong or abroad)
            r"中国内地|中国大陆|在国内|中国市场|国内(?=\s*(?:[A-Za-z][\w-]*\s*)?(?:市场|用户|客户|销量|销售|首销|出货|交付|"
            r"上市|发售))"
        ),
        _domestic,
        ("国内", "中国市场", "中国内地", "中国大陆"),
        lang="zh",
        near_figures=True,
    ),
    # periods: `Starting November 15`, `the third quarter of fiscal 2026`, `自 12 月 1 日起`
    _Family(
        "period",
        _PERIOD_EN,
        _period,
        (
            "quarter",
            "fiscal",
            "full-year",
            "full year",
            "this year",
            "next year",
            "year-end",
            "year-to-date",
            "year to date",
            "in 19",
            "in 20",
            "for 19",
            "for 20",
            "first day",
            "first week",
            "first month",
            "first quarter",
            "first year",
            "first full",
            "consecutive",
            "annual",
            "off-peak",
            "last week",
            "last month",
            "from 19",
            "from 20",
            "earlier",
            "ago",
            "per day",
            "a day",
            "per year",
            "a year",
            "per week",
            "a week",
        ),  # fmt: skip
        slot="period",
        skip=_not_a_period,
        lang="en",
        cased=(
            "Jan",
            "Feb",
            "Mar",
            "Apr",
            "May",
            "Jun",
            "Jul",
            "Aug",
            "Sep",
            "Oct",
            "Nov",
            "Dec",
            "Q1",
            "Q2",
            "Q3",
            "Q4",
            "FY",
        ),  # fmt: skip
        window=(48, 32),
        near_figures=True,
    ),
    _Family(
        "period",
        _PERIOD_ZH,
        _period,
        ("月", "季度", "年", "即日", "截至", "时段", "期间"),
        slot="period",
        skip=_not_a_period,
        lang="zh",
        near_figures=True,
    ),
    # the span a figure adds up over, within the passage's period: `11 天里，…累计完成 26.4 万单`
    # (in 双十一期间), `单日峰值 3.1 万单`
    _Family(
        "period",
        re.compile(
            r"(?:^|(?<=[\n，,。；]))\d+\s*(?:天|小时|周|个月)(?:里|内|之内|中)(?=\s*[，,])"
            r"|单日(?=\s*(?:峰值|最高|[\u4e00-\u9fff]))"
        ),
        _period,
        ("天", "小时", "周", "个月", "单日"),
        slot="period:span",
        lang="zh",
        near_figures=True,
    ),
    # price terms: `Prices are per GPU and billed per second`, `以上价格均为含税价`
    _Family(
        "price terms",
        re.compile(
            r"\b(?:[Pp]rices?|[Rr]ates|[Ff]ees|[Ff]ares|[Tt]ariffs)\s+(?:are|is)\s+"
            r"(?P<name>(?:per|in|billed|charged|exclud\w*|includ\w*|"
            r"quoted|based|subject|valid|before|after)\b"
            # `per GPU and billed per second`: two terms, the billing one read on its own
            r"(?:(?!\s+and\s+(?:billed|charged|metered))[^,.;]){2,60})"
        ),
        _carried_phrase,
        ("price", "rates", "fees", "fares", "tariffs"),
        slot="price terms:note",
        wide=True,
        lang="en",
    ),
    # what a price holds with or without, said right after it or after its terms: `€8,900
    # before installation`, `$1,150 excluding VAT`, `with HTTPS requests included`
    _Family(
        "price basis",
        re.compile(
            r"(?<=\d)(?:\s+(?:per|a)\s+[\w-]+)?,?\s+(?P<name>(?:before|excluding|including|net of|plus)"
            r"\s+(?!the\b|a\b|an\b)[a-z][\w-]*(?:\s+(?!and\b|or\b|to\b|in\b|on\b|at\b|for\b)"
            r"[a-z][\w-]*)?)(?=[\s,.;)]|$)"
            r"|\bwith\s+(?:[\w-]+\s+){1,3}(?:included|excluded)\b"
        ),
        lambda m, w, g, h: _with_or_without(w, g),
        ("before", "excluding", "including", "net of", "plus", "included", "excluded"),
        lang="en",
        near_figures=True,
    ),
    # what a figure adds up across: `150,000 modules a month across all product lines`
    _Family(
        "scope",
        re.compile(
            r"\b(?:across|over|at|in)\s+all\s+(?:(?:its|their|our|the)\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?s\b"
        ),
        lambda m, w, g, h: (w, AS_STATED["zh"]),
        ("all ",),
        lang="en",
        near_figures=True,
    ),
    # how a price is bought, right after it: `$799 on its own, or $649 when bought with a new
    # bike`, `€12 when paid yearly`
    _Family(
        "price basis",
        re.compile(
            r"(?<=\d)\s+(?P<name>on its own|on their own|separately|alone|"
            r"when\s+(?:[a-z]{3,}ed|bought|sold|paid|taken)\b[^,.;()]{0,40})"
        ),
        # (a clause of the source's own: carried whole or not at all)
        lambda m, w, g, h: (w, AS_STATED["zh"]),
        ("on its own", "on their own", "separately", "alone", "when "),
        lang="en",
        near_figures=True,
    ),
    _Family(
        "price terms",
        re.compile(
            r"(?:以上|以下|上述|下列|所有|全部)价格(?:均|都)?(?:为|是)?(?P<name>[^，,。；;]{2,30})"
        ),
        _carried_phrase,
        ("价格",),
        slot="price terms:note",
        wide=True,
        lang="zh",
    ),
    _Family(
        "price terms",
        re.compile(
            r"\b(?:billed|charged|metered|licensed)\s+(?:per|by the)\s+[\w-]+(?:\s+per\s+[\w-]+)?"
            r"|按(?:卡时|秒|分钟|小时|天|月|年|量|token|次|GPU\s*小时)(?:计费|结算|收费|计价)"
            r"(?:[、，]按[^，,。、]{1,6}(?:计费|结算|收费|计价))*"
        ),
        _carried_phrase,
        ("billed", "charged", "metered", "licensed", "计费", "结算", "收费", "计价"),
    ),
    # the link between machines, said in a forum's words: `两台机器之间只有 25G 的网络`
    _Family(
        "hardware",
        re.compile(
            r"(?:(?:[两二三四五六七八九十\d]+\s*台)?(?:机器|服务器|节点|主机|卡)之间"
            r"(?:只有|仅有|只用了?|用的是|是|走)?\s*)?"
            r"(?P<name>(?P<n>\d+(?:\.\d+)?)\s*G(?:b|bps|b/s)?\s*的?\s*(?:网络|网卡|互联|以太网|RoCE))"
        ),
        lambda m, w, g, h: (f"a {m['n']}G network link", w),
        ("网络", "网卡", "互联", "以太网", "roce"),
        slot="hardware:network",
        lang="zh",
    ),
    # the state a figure holds in: `在满负载运行条件下，单机柜功率可达`, `在低温工况下`; not the
    # default one (`在标准测试条件下`), which qualifies nothing
    _Family(
        "workload",
        re.compile(
            # (a rating code may hold digits, `在 A7/W35 工况下`; a figure first is a figure's;
            # a note says it after `为`: `续航为实验室环境下…测得`)
            r"(?<=[在为])(?!\s*\d)(?!标准|常规|正常|一般)[^，,。；;在为]{2,16}?"
            # `在额定工况（工作温度 90°C、压力 1.6 MPa）下`: the state, its parameters aside
            r"(?=的?(?:条件|工况|状态|情况|环境)(?:[（(][^（）()]{1,40}[）)])?下)"
        ),
        _carried_phrase,
        ("条件", "工况", "状态", "情况", "环境"),
        lang="zh",
        near_figures=True,
    ),
    # a load a machine ran at, in a list of test conditions: `测试条件为…、满负荷运行`
    _Family(
        "configuration",
        re.compile(r"(?<![在\u4e00-\u9fff])(?:满|半)负[荷载](?:运行)?(?!的?(?:条件|工况|状态)下)"),
        _carried_phrase,
        ("负荷", "负载"),
        slot="configuration:load",
        lang="zh",
    ),
    # the run a test made: `进行了 72 小时连续运行测试`
    _Family(
        "workload",
        re.compile(
            r"(?:(?<=进行了)|(?<=完成了))\s*(?P<n>\d+)\s*(?P<u>小时|天|周|个月)的?"
            r"(?P<what>[\u4e00-\u9fff]{1,8}?(?:测试|试验))"
        ),
        lambda m, w, g, h: (
            f"a {m['n']}-{_ZH_SPAN_UNITS[m['u']].removesuffix('s')} {_carried(m['what'], g)[0]}",
            w,
        ),
        ("进行了", "完成了"),
        lang="zh",
    ),
    # the places a figure covers, counted: `在武汉、深圳两地`, `北京、上海、广州三地`
    _Family(
        "scope",
        re.compile(
            r"(?:(?<=[在于])|(?<![\u4e00-\u9fff]))[\u4e00-\u9fff]{2,4}(?:、[\u4e00-\u9fff]{2,4})+[两二三四五六七八九十]地"
        ),
        _carried_phrase,
        ("地",),
        lang="zh",
        near_figures=True,
    ),
    # who an offer is for: `老用户增购可额外享受 5000 元置换补贴`
    _Family(
        "scope",
        re.compile(
            r"(?:老用户|新用户|老车主|老客户|新客户|企业客户|学生|会员)(?:增购|复购|续费|首购|换购)?"
            r"(?=[^，,。；;]{0,4}可(?:额外|再|另)?享)"
        ),
        _carried_phrase,
        ("享",),
        lang="zh",
    ),
    # which phase of a plant or project a figure is of: `首期年产能 12 GWh`, `in its first phase`
    _Family(
        "scope",
        re.compile(
            r"(?P<zh>[首一二三四])期(?=\s*(?:工程|项目)?\s*(?:设计)?(?:年产能|产能|投资|总投资|规模|装机|容量))|"
            r"\b(?:in\s+)?(?:its|the)\s+(?P<en>first|second|third|initial)\s+phase\b"
        ),
        lambda m, w, g, h: _PHASES[m["zh"] or m["en"].lower()],
        ("期", "phase"),
        slot="scope:phase",
        near_figures=True,
    ),
    _Family(
        "price terms",
        re.compile(r"包年包月|包月|包年|按(?:季度|年|月)签约|预留实例"),
        _carried_phrase,
        ("包", "签约", "预留"),
        lang="zh",
    ),
    _Family(
        "price terms",
        re.compile(
            r"首发价|(?:官方)?指导价|挂牌价|含税价|不含税价|\blist price\b|\blaunch price\b|\bMSRP\b|"
            r"(?:合约|现货|出厂|批发)均?价|\bcontract price\b|\bspot price\b|"
            # a tender's result: the price the winner bid (`中标价：人民币 9.36 亿元`)
            r"中标价|中选价|成交价|\bwinning bid\b"
        ),
        _carried_phrase,
        ("价", "list price", "launch price", "msrp"),
        near_figures=True,
    ),
    _Family(
        "price terms",
        re.compile(
            r"(?<=,\s)used\b(?=[,.])|\bused\b(?=\s+(?:cards?|GPUs?|parts|units|servers?)\b)|"
            r"二手|\brefurbished\b|\bsecond-hand\b"
        ),
        _glossed("second-hand", "二手"),
        ("used", "二手", "refurbished", "second-hand"),
        near_figures=True,
    ),
    _Family(
        "price terms",
        re.compile(r"一个月|每个?月|每年|一年(?=[^，。；]{0,8}\d[\d,.]*\s*(?:块|元|万|美元))"),
        lambda m, w, g, h: ("per year", "每年") if "年" in w else ("per month", "每月"),
        ("月", "年"),
        slot="price terms:per",
        lang="zh",
        near_figures=True,
    ),
    _Family(
        "price basis",
        re.compile(
            r"\b[Uu]sing\s+(?:[A-Z][\w-]*'s|our|their|its)\s+(?:own\s+|list\s+|public\s+)?"
            r"(?:price|rate|pricing)s?\b"
        ),
        lambda m, w, g, h: (w, _join_zh(["按", _carry(w, g, to_zh=True)])),
        ("using",),
        lang="en",
    ),
    _Family(
        "price basis",
        # `at DeepSeek's off-peak prices`, `at list prices`
        re.compile(
            r"\b[Aa]t\s+(?P<what>(?:[A-Z][\w.-]*(?:'s)?\s+[\w -]{0,30}?|(?:list|retail|public)\s+)"
            r"prices?)\b"
        ),
        _price_basis,
        ("price",),
        lang="en",
    ),
    _Family(
        "price basis",
        re.compile(
            r"(?:按|以)\s*(?P<what>[^，,。、按以]{2,30}?(?:价格|价|模型))"
            r"(?=[、，,]?[^。]{0,30}?(?:计算|折算|换算))(?:计算|折算|换算)?"
        ),
        _price_basis,
        ("计算", "折算", "换算"),
        lang="zh",
    ),
    _Family(
        "price basis",
        re.compile(r"\bunder\s+(?P<what>[A-Z][\w.-]*(?:'s)?\s+(?:TCO\s+)?model)\b"),
        _price_basis,
        ("model",),
    ),
    # scope: `across Phoenix and Austin`, `across Germany, Austria and Italy`: where it holds
    _Family(
        "scope",
        re.compile(
            r"\bacross\s+(?:[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?,\s+)*[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?"
            r"\s+and\s+[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?"
        ),
        _carried_phrase,
        ("across",),
        lang="en",
        near_figures=True,
    ),
    # `across the Raleigh service area`: the area a count holds in
    _Family(
        "scope",
        re.compile(
            r"\b(?:across|in|within)\s+the\s+[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?\s+"
            r"(?:service|delivery|metro|metropolitan|coverage)\s+area\b"
        ),
        _carried_phrase,
        (" area",),
        lang="en",
        near_figures=True,
    ),
    # configuration: `on direct-to-chip liquid cooling`, `immersion cooling`: how it is cooled
    _Family(
        "configuration",
        re.compile(
            r"\b(?:direct-to-chip|immersion|two-phase|rear-door|liquid)(?:\s+(?:liquid|immersion))?"
            r"\s+cooling\b"
        ),
        _carried_phrase,
        ("cooling",),
        lang="en",
        near_figures=True,
    ),
    # workload: `in the Benchline 3 multi-core benchmark`: the test a score is of
    _Family(
        "workload",
        re.compile(
            r"(?<=\bin\s)(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z0-9][\w.-]*)*\s+(?:[a-z-]+\s+){0,2}"
            r"(?:benchmark|test)\b"
        ),
        _carried_phrase,
        ("benchmark", "test"),
        lang="en",
        near_figures=True,
    ),
    # price basis: `for members`, `contract prices`: whose rate, which kind of price
    _Family(
        "price basis",
        re.compile(
            r"\bfor\s+(?:members|subscribers|businesses|students)\b|\b[Cc]ontract\s+prices?\b"
        ),
        _carried_phrase,
        ("members", "subscribers", "businesses", "students", "contract"),
        lang="en",
        near_figures=True,
    ),
    # scope: `the long-range version`, `at pack level`, `including its enclosure`, `in mass production`
    _Family(
        "scope",
        re.compile(
            r"\b[Tt]he\s+(?P<name>(?:(?!(?:of|first|second|third|new|newer|latest|same|previous|"
            r"next|last|old|older|current|this|that|open-source|stable|initial|final)\b)[\w-]+\s+)"
            r"{1,3}(?:version|trim|edition|variant))\b"
        ),
        _carried_phrase,
        ("version", "trim", "edition", "variant"),
        slot="scope:version",
        lang="en",
    ),
    # `标准版 9.98 万元，教育科研版 13.8 万元`: the edition a price right after it is of
    _Family(
        "scope",
        re.compile(
            r"[\u4e00-\u9fffA-Za-z0-9+]{1,6}?版(?=\s*(?:售价|定价|价格|起售价)?\s*(?:为|是)?\s*约?\s*[\d¥$])"
        ),
        _carried_phrase,
        ("版",),
        slot="scope:version",
        lang="zh",
        near_figures=True,
    ),
    _Family(
        "scope",
        re.compile(
            r"\b(?:at\s+)?(?:pack|cell|module|system|chip|board|rack)[- ]level\b|"
            r"(?:单体|电芯级|电池包|系统级|整包)(?=\s*(?:能量密度|成本|价格))|电芯(?=\s*(?:成本|价格))|"
            r"整卡(?=\s*(?:功耗|功率))"
        ),
        _carried_phrase,
        ("level", "单体", "电芯", "电池包", "系统级", "整包", "整卡"),
        slot="scope:level",
    ),
    _Family(
        "scope",
        re.compile(
            r"\bbut\s+(?P<name>not\s+(?:including\s+)?(?:the\s+)?[\w\s-]{3,30}?)(?=[,;.\n。]|$)|"
            r"\b(?:includ(?:e|es|ing)|exclud(?:e|es|ing)|count(?:s|ing)?)\s+[^,;.]{3,60}?"
            r"(?:,(?!\s*(?:but|which|and|while|at|on|in|for|with|by|from|to)\b)\s*[^,;.]{2,40}?)*"
            r"(?=[,;.\n。]|$|\s+but\b)|"
            # `含税价`, `含燃油附加费`: a fee or tax a price takes in
            r"(?<![包不])含[\u4e00-\u9fff]{0,6}?(?:税|费|补贴)(?:价)?|(?:不)?含(?:税|补贴)(?:价)?|"
            r"包含[^，,。]{2,20}|不(?:包)?含[^，,。]{2,20}|"
            # `每瓦 1.52 元（含塔筒）`: what a price takes in, said in its parenthesis
            r"(?<=[（(])含[^，,。（）()]{1,12}(?=[）)])|"
            r"计入[^，,。（）()]{2,30}|剔除[^，,。]{2,20}"
        ),
        _carried_phrase,
        ("includ", "exclud", "count", "not ", "含", "计入", "剔除"),
    ),
    _Family(
        "scope",
        re.compile(
            r"\bin\s+mass\s+production\b|量产(?:平均)?(?=[^，。]{0,6}(?:效率|良率|成本|价格))"
        ),
        _glossed("in mass production", "量产"),
        ("mass production", "量产"),
        near_figures=True,
    ),
    _Family(
        "scope",
        re.compile(
            r"\bdepending on (?:the\s+)?[\w\s-]{2,20}?(?=[,.;\n。]|$)|具体?取决于[^，,。；]{1,12}|视[^，,。]{1,8}而定"
        ),
        _carried_phrase,
        ("depending", "取决于", "而定"),
        near_figures=True,
    ),
    _Family(
        "scope",
        re.compile(r"[（(]\s*(?P<name>典型值|typical|nominal|额定值?|标称值?)\s*[)）]"),
        lambda m, w, g, h: (
            ("typical", "典型值") if re.search(r"典型|typical", w) else ("rated", "额定值")
        ),
        ("典型", "typical", "nominal", "额定", "标称"),
        near_figures=True,
    ),
    # what a figure is rated at: `设计容量为 240Tbps` (the design's, not a measured load)
    _Family(
        "scope",
        re.compile(r"设计(?=\s*(?:容量|产能|寿命|时速|航速|功率|吞吐))"),
        _glossed("by design", "设计"),
        ("设计",),
        slot="scope:design",
        lang="zh",
        near_figures=True,
    ),
    # what a memory figure counts, and on what: `权重加 KV cache 每卡占用 88GB`
    _Family(
        "scope",
        re.compile(
            r"(?:权重|模型权重|激活)\s*(?:加|和|与|\+)\s*KV\s*cache(?=[^，,。；]{0,8}占用)"
            r"|每(?:卡|张卡|GPU)\s*(?:显存)?占用"
        ),
        lambda m, w, g, h: ("used per GPU", w) if "占用" in w else ("weights and KV cache", w),
        ("占用",),
        lang="zh",
        near_figures=True,
    ),
    # a token price's tier: `输入价格降至每百万 tokens 2 元，输出每百万 tokens 8 元`
    _Family(
        "scope",
        re.compile(r"(?:输入|输出)(?=\s*(?:价格|单价)?\s*(?:降至|调至|为|是)?\s*每百万)"),
        lambda m, w, g, h: ("input tokens" if w == "输入" else "output tokens", w),
        ("每百万",),
        slot="scope:tier",
        lang="zh",
        near_figures=True,
    ),
    # earnings: what a profit counts (`归属于上市公司股东的净利润`, `adjusted net income`)
    _Family(
        "scope",
        re.compile(
            r"归属于(?:上市公司|母公司)?(?:普通)?股东|经调整(?=\s*(?:净利润|营业利润|EBITDA|利润))|"
            r"\battributable to (?:the company's )?(?:common )?(?:shareholders|stockholders)\b|"
            r"\b[Aa]djusted(?= (?:net income|net profit|operating income|EBITDA|earnings))"
        ),
        lambda m, w, g, h: (
            ("attributable to shareholders", "归属于股东")
            if re.search(r"股东|holders", w)
            else ("adjusted", "经调整")
        ),
        ("归属于", "经调整", "attributable", "adjusted"),
        slot="scope:earnings",
        near_figures=True,
    ),
    # a vehicle's drivetrain: `双电机四驱系统`, `dual-motor all-wheel drive`
    _Family(
        "configuration",
        re.compile(
            r"(?:单|双|三|四)电机(?:四驱|后驱|前驱)?(?:系统)?|\b(?:single|dual|tri)-motor"
            r"(?: all-wheel drive| AWD| rear-wheel drive)?\b"
        ),
        lambda m, w, g, h: _carried(w, g),
        ("电机", "-motor"),
        slot="configuration:drivetrain",
    ),
    # `With an added fan, …`: the configuration a leading `With` clause states
    _Family(
        "configuration",
        re.compile(
            r"(?:[-*•]\s*)?With\s+(?!(?:both|these|those|this|that|it|them|all|each)\b)"
            r"(?P<name>[^,]{3,40}?),"
        ),
        _carried_phrase,
        ("with ",),
        slot="configuration:with",
        start_only=True,
    ),
    # `On our English evaluation set (about 40 hours of …), v3 reaches …`, `In streaming mode
    # the first partial arrives …`: what a leading frame says the figures were read on
    _Family(
        "scope",
        re.compile(
            r"(?:[-*•]\s*)?(?P<name>(?:On|In|Under|Using|Across)\s+(?:our|the|its|their|this)\s+"
            # two words at least: `In our view`, `In our traces` say whose, not what was set up
            r"(?!(?:other|same|meantime|end|past|last|first|next|whole)\b)[A-Za-z][\w-]*\s+"
            r"[^,()\d]{2,50}?)"
            r"\s*(?:[(][^()]{0,80}[)])?,"
            r"|(?P<mode>In\s+[a-z][\w-]*\s+mode)\b",
        ),
        lambda m, w, g, h: _carried_frame(m["name"] or m["mode"], g),
        ("on ", "in ", "under ", "using ", "across "),
        slot="scope:frame",
        lang="en",
        start_only=True,
    ),
    # parameter lists of a set-up: `输入序列长度 8192`, `head 维度 128`
    _Family(
        "configuration",
        re.compile(
            r"(?:(?:输入|输出)?序列长度|(?:head|hidden|头)\s*维度|[A-Za-z]+\s*维度)\s*(?:为|是|=|:|：)?\s*\d[\d,]*"
        ),
        _carried_phrase,
        ("长度", "维度"),
        slot="configuration:list",
        lang="zh",
    ),
)


# --- reaching: which conditions a claim holds under ----------------------------------------------

_ATTRIBUTION_EN = re.compile(
    r"(?P<who>\b[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*)\s+(?:says|said|claims|claimed|reports|reported|"
    r"states|stated|estimates|advertises)\b|\baccording to\s+(?P<who2>[A-Z][\w.&-]*)"
)
_ATTRIBUTION_ZH = re.compile(
    r"据\s*(?P<who3>[^，,。]{1,16}?)\s*(?:称|介绍|透露|表示|披露)|"
    r"(?P<who4>[\u4e00-\u9fffA-Za-z]{2,10})(?:称|表示)[，,]"
)
_ATTRIBUTION_WORDS = (
    "says", "said", "claim", "report", "state", "estimate", "advertises", "according", "称",
    "表示", "介绍", "透露", "披露",
)  # fmt: skip
_FIRST_PERSON_TEST = re.compile(
    r"\b(?:we|I)\s+(?:tested|measured|benchmarked|ran|used|evaluated|rented)\b|"
    r"我们[^，。]{0,12}(?:测试|实测|测得|使用|采用|租用|部署)",
    re.I,
)
_FIRST_PERSON = re.compile(r"\b(?:we|our|I)\b|我们|笔者", re.I)
_PRICE_NOTE = re.compile(
    r"\b(?:prices?|rates|fees|fares|tariffs)\s+(?:are|is|include|exclude)|\bbilled\b|\bexclud\w*\s+(?:tax|VAT)|\bin US dollars|"
    r"以上价格|上述价格|价格均|计费|结算|含税|不含税",
    re.I,
)
_MEASURE_NOTE = re.compile(
    r"^(?:[-*•]\s*)?(?!(?:All|These|Those|The|Our|Both|Numbers|Results|Figures|Values|Data|We|I|"
    r"They|You|It)\b)"
    r"(?P<m>[A-Z][a-z]+(?:\s+[a-z]+){0,2}?)\s+(?:is\s+|are\s+|was\s+|were\s+)?"
    r"(?:measured|tested|rated)\b|^(?!本次|此次|这次|本轮|该)(?P<zh>[\u4e00-\u9fff]{2,6}?)测试(?:统一)?在"
)
_PREVIOUS_NOTE = re.compile(
    r"^(?:Both|These two|The two)\s+(?:figures|numbers|results|values)\b|"
    r"\b(?:model|estimate|forecast)s?\s+assumes?\b|\bassuming\b|^假设|测算假设|"
    # `注：续航为实验室环境下以 1.2 米/秒匀速行走测得`: a note on how the figure before it
    # was measured
    r"^(?:注|备注|说明)\s*[:：][^。]{0,60}?(?:测得|测出|测试|实测|测量)|"
    # `The project will use 94 of its NG-16 turbines`: what the order before it is made of
    r"^(?:The|This|That)\s+(?:project|order|contract|deal|plant|site|farm|array|system|fleet)\s+"
    r"(?:will\s+)?(?:use|uses|comprise|comprises|include|includes|consist|consists)\b|"
    r"^(?:该)?(?:项目|订单|合同)(?:将)?(?:采用|使用|包括|包含)",
    re.I,
)
_CUT_AFTER = re.compile(r"\s*(?:[\u4e00-\u9fff]{0,4}?(?:补贴|红包|抵扣)|折(?:优惠)?)")
_CUT_BEFORE = re.compile(r"(?:直降|立减|立省|让利)\s*$")
# a remark on the rig after its results: what holds them back
_RIG_NOTE = re.compile(r"瓶颈|\bbottleneck", re.I)
# a note about what was said before it: `以上价格`, `上述价格`, `the prices above`
_ABOVE = re.compile(r"^(?:以上|上述)|\b(?:prices|figures|rates) above\b", re.I)
_BACK_NOTE = re.compile(
    r"^(?:These|The|All|Our|[A-Z][\w-]*'s)\s+(?:figures|numbers|results|values|data)\b|"
    r"^(?:以上|上述|这些)(?:数据|数字|结果|价格|报价|费用)",
)
# `以下数据均统计自…`, `下面所有数字都是在这个配置下测的`: a sentence that says what the data after
# it covers sets them up, whatever it names (a place, a radius, a count of routes)
_DECLARES_AFTER = re.compile(
    r"(?:以下|下面|下列|下文|本文)(?:所有|全部)?的?(?:数据|数字|结果|指标|测试结果)[^，。；]{0,6}?(?:均|都|全部)|"
    # `下表为各港口的即期运价，单位为…`, `以下价格按月累计用量计费`: a caption of the table or
    # list after it says what its figures are and on what terms
    r"^(?:下表|如下表|下列表格|以下表格)(?:为|是|列出|列示|给出|汇总)|"
    r"^(?:以下|下列|下述)(?:价格|报价|费用|资费|费率)[^，。；]{0,4}?(?:均|都|按|以|为|是)|"
    # `The figures below cover Boxwell's UK network in the 12 months to 31 October 2026`,
    # `All figures are for the quarter`: what the figures after it are of, and on what terms
    r"^(?:[Tt]he |[Aa]ll (?:the )?|[Oo]ur )?(?:figures|numbers|data|statistics|results)"
    r"(?: below| that follow| in this (?:release|report|update|post|note))? "
    r"(?:cover|are for|refer to|relate to|count|are based on)\b|"
    # `This report covers the financial year from 1 April 2025 to 31 March 2026 at …`
    r"^(?:[Tt]his|[Tt]he) (?:report|release|update|survey|index|bulletin|analysis|study|dataset)"
    r" (?:covers|is based on|counts|refers to|relates to)\b"
)
# `测试条件：屏幕亮度 200 nits、Wi-Fi 开启`: a line that labels the set-up; its figures set it up
# a sentence that opens by saying it gives the set-up (`测试环境：`, `先交代环境：`, `Test setup:`):
# its figures are the set-up, whatever they look like (`模型为澜语-235B-A22B`)
_SETUP_LABEL = re.compile(
    r"\s*(?:先交代(?:一下)?|先说(?:一下)?|先介绍(?:一下)?)?(?:测试|实验|运行|评测|硬件|软件)?"
    r"(?:环境|条件|平台|配置)\s*(?:[:：]|为|是)|"
    r"\s*(?:test |benchmark |experimental |hardware )?(?:set-?up|environment|testbed|"
    r"test bench)\s*:",
    re.I,
)
_COVERS_AFTER = re.compile(
    r"\b(?:below|following|throughout|all (?:numbers|results|figures|benchmarks))\b|"
    r"以下|下列|本文|本次|全文|均在|均为",
    re.I,
)
_PRICE_WORDS = ("off", "discount", "rebate", "cheaper", "price", "pricing", "折", "优惠", "价")
# `off` as a cut (`20% off`, `off the list price`), not a place or a motion (`dropped off at lockers`)
_PRICE_RE = re.compile(
    r"(?<!dropped )(?<!drop )(?<!drops )(?<!taken )(?<!took )(?<!paid )(?<!turned )(?<!switched )"
    r"\boff\b|discount|rebate|cheaper|price|pricing|折|优惠|价",
    re.I,
)
_CLAUSE_SPLIT = re.compile(r"，|,(?!\d{3}\b)|[；;]|\s+(?:while|whereas)\s+")
_OWNER_SPLIT = re.compile(r",\s*(?:while|whereas)\s+|;\s*|，而|；|\s+while\s+")


@dataclass
class _Facts:
    """What every claim of one sentence asks about it."""

    price_words: bool
    money: bool
    hardware: frozenset[str]
    attributions: list[tuple[int, str]]  # where a `X says` starts, and X


@dataclass
class _Unit:
    """One sentence of the article as the reach reads it."""

    index: int
    sentence: Sentence
    figs: list[Fig]
    placed: list[_Placed]
    findings: list[Quantity]
    _facts: _Facts | None = None

    def facts(self, text: str) -> _Facts:
        if self._facts is None:
            price_words, hardware, attributions = _sentence_facts(self.sentence.text)
            self._facts = _Facts(
                price_words,
                any(_is_money(text, q) for q in self.findings),
                hardware,
                [(self.sentence.start + at, who) for at, who in attributions],
            )
        return self._facts


@lru_cache(maxsize=65536)
def _sentence_facts(
    body: str,
) -> tuple[bool, frozenset[str], tuple[tuple[int, str], ...]]:
    """The facts a sentence's words alone give (price words, hardware, attributions as offsets
    in it), read once for every article that carries the sentence."""
    pattern = _ATTRIBUTION_ZH if is_han(body) else _ATTRIBUTION_EN
    attributions = (
        tuple((m.start(), next((g for g in m.groups() if g), "")) for m in pattern.finditer(body))
        if any(word in body for word in _ATTRIBUTION_WORDS)
        else ()
    )
    lowered = body.lower()
    return (
        any(word in lowered for word in _PRICE_WORDS) and bool(_PRICE_RE.search(body)),
        _hardware_names(body),
        attributions,
    )


@dataclass
class _Setup:
    """Conditions one sentence sets up for claims elsewhere, and how far they reach."""

    unit: _Unit
    conditions: list[_Placed]
    reach: str  # measure, heading, price, period, back, previous, measure-note, rig-note
    hardware: frozenset[str]
    later_sections: bool = False
    measure: str = ""
    prose_only: bool = False  # reaches later sections' prose, not their tables' cells


@dataclass
class _Plan:
    article: Article
    glossary: Glossary
    units: list[_Unit]
    setups: list[_Setup]
    by_start: dict[int, _Unit] = field(default_factory=dict)
    lead_section: int = 0


_ENGLISH = re.compile(r"[A-Za-z]{2,} [a-z]{2,} [a-z]{2,}")  # a run of English words
_CUE_WORDS = frozenset(w for f in _FAMILIES for w in f.cues)
# the words without a Han character: all that a text without one can hold (two in five have one)
_LATIN_CUE_WORDS = frozenset(w for w in _CUE_WORDS if not is_han(w))
_CASED_WORDS = frozenset(w for f in _FAMILIES for w in f.cased)


class _Phrases:
    """Every family's matches in one article. A family is read only in the paragraphs that hold
    one of its words, or only near its words when it says how near (most families meet a few
    paragraphs of an article, or none)."""

    def __init__(self, text: str, quantities: Sequence[Quantity] = ()) -> None:
        lowered = text.lower()
        if len(lowered) != len(text):  # lower case that moves offsets: look in the text itself
            lowered = text
        langs = {"": True, "en": bool(_ENGLISH.search(text)), "zh": is_han(text)}
        self.text, self.lowered = text, lowered
        self.ends = [m.start() for m in re.finditer("\n", text)] + [len(text)]
        self.with_figures = {bisect_left(self.ends, q.start) for q in quantities}
        # `…下调中国内地按量计费价格。以下价格按…计费：` over a list of prices, a caption over
        # a table: a lead-in that ends on a colon, or stands right above a table, qualifies
        # the figures of the lines it leads into
        for index in range(len(self.ends) - 1):
            if index in self.with_figures:
                continue
            start = self.ends[index - 1] + 1 if index else 0
            after = text[self.ends[index] : self.ends[min(index + 2, len(self.ends) - 1)]]
            if _LEADS_IN.search(text, start, self.ends[index]):
                if {index + 1, index + 2} & self.with_figures:
                    self.with_figures.add(index)
            elif after.strip().startswith("|") and text[start : self.ends[index]].strip():
                self.with_figures.add(index)
        self._at: dict[tuple[str, bool], list[int]] = {}
        # the families' words the article holds at all, each looked for once: most families
        # meet none of theirs, and are passed over without a look at each word
        cues = _CUE_WORDS if langs["zh"] else _LATIN_CUE_WORDS
        self.held = held = {w for w in cues if w in lowered}
        self.held_cased = held_cased = {w for w in _CASED_WORDS if w in text}
        self.matches: list[list[re.Match[str]]] = []
        for family in _FAMILIES:
            found: list[re.Match[str]] = []
            if not family.start_only and langs[family.lang]:
                if not family.cues and not family.cased:
                    found = list(family.pattern.finditer(text))
                elif held.isdisjoint(family.cues) and held_cased.isdisjoint(family.cased):
                    pass  # none of its words: no span to read
                else:
                    for lo, hi in self._spans(family):
                        found += family.pattern.finditer(text, lo, hi)
            self.matches.append(found)
        self.flat = sorted(
            ((m.start(), index, m) for index, ms in enumerate(self.matches) for m in ms),
            key=lambda f: (f[0], f[1]),
        )
        self.order = [(at, index) for at, index, _ in self.flat]
        self.leading = [i for i, f in enumerate(_FAMILIES) if f.start_only]

    def _spans(self, family: _Family) -> list[tuple[int, int]]:
        hits = [(at, len(c)) for c in family.cues if c in self.held for at in self._where(c, False)]
        hits += [
            (at, len(c))
            for c in family.cased
            if c in self.held_cased
            for at in self._where(c, True)
        ]
        if family.near_figures:
            hits = [h for h in hits if bisect_left(self.ends, h[0]) in self.with_figures]
        if not hits:
            return []
        spans: list[tuple[int, int]] = []
        if family.window is None:  # the paragraphs the words stand in
            for index in sorted({bisect_left(self.ends, at) for at, _ in hits}):
                spans.append((self.ends[index - 1] + 1 if index else 0, self.ends[index]))
            return spans
        before, after = family.window
        for at, width in sorted(hits):
            lo, hi = max(0, at - before), min(len(self.text), at + width + after)
            if spans and lo <= spans[-1][1]:
                spans[-1] = (spans[-1][0], max(spans[-1][1], hi))
            else:
                spans.append((lo, hi))
        return spans

    def _where(self, word: str, cased: bool) -> list[int]:
        key = (word, cased)
        found = self._at.get(key)
        if found is None:
            haystack = self.text if cased else self.lowered
            found = []
            at = haystack.find(word)
            while at >= 0:
                found.append(at)
                at = haystack.find(word, at + 1)
            self._at[key] = found
        return found

    def within(self, sentence: Sentence) -> list[tuple[_Family, list[re.Match[str]]]]:
        """The families with matches inside `sentence`, in the families' order, each with them
        (a family read only at a sentence's start is read here)."""
        start, end = sentence.start, sentence.end
        found: dict[int, list[re.Match[str]]] = {}
        at = bisect_left(self.order, (start, -1))
        for _, index, m in self.flat[at:]:
            if m.start() >= end:
                break
            if m.end() <= end:
                found.setdefault(index, []).append(m)
        for index in self.leading:
            first = _FAMILIES[index].pattern.match(self.text, start, end)
            if first:
                found.setdefault(index, []).append(first)
        return [(_FAMILIES[i], found[i]) for i in sorted(found)]


@dataclass
class _Memo:
    """What has been read of the article in hand: the claims reader asks about each sentence
    more than once (sorting, naming, reaching), and the reach reads the whole article."""

    text: str
    quantities: Sequence[Quantity]
    figs: dict[tuple[int, int], list[Fig]] = field(default_factory=dict)
    placed: dict[tuple[int, int, int], list[_Placed]] = field(default_factory=dict)
    plan: _Plan | None = None
    seen: dict[int, Sentence] = field(default_factory=dict)  # the sentences the reader sorted
    _phrases: _Phrases | None = None

    def phrases(self) -> _Phrases:
        if self._phrases is None:
            self._phrases = _Phrases(self.text, self.quantities)
        return self._phrases

    def inside(self, sentence: Sentence) -> list[Quantity]:
        return [q for q in self.quantities if sentence.start <= q.start < sentence.end]


_MEMO: list[_Memo] = []  # the article in hand (one entry); articles are read one at a time


def _memo(text: str, quantities: Sequence[Quantity]) -> _Memo:
    if _MEMO and _MEMO[0].text is text and _MEMO[0].quantities is quantities:
        return _MEMO[0]
    memo = _Memo(text, quantities)
    _MEMO[:] = [memo]
    return memo


def _memo_text(text: str) -> _Memo:
    if _MEMO and _MEMO[0].text is text:
        return _MEMO[0]
    return _memo(text, ())


def _plan(article: Article, glossary: Glossary, section: Section | None = None) -> _Plan:
    """What the reach knows of the article: every sentence the claims reader has sorted so far,
    the sentences of the section in hand (its later set-ups and notes reach back), and the
    notes anywhere that name their measure. The article is not split again."""
    memo = _memo(article.text, article.quantities)
    plan = memo.plan
    if plan is None or plan.article is not article or plan.glossary is not glossary:
        plan = memo.plan = _Plan(article, glossary, [], [], {})
        for note in _measure_notes(article.text):
            _add(plan, note)
    pending = list(memo.seen.values())
    if section is not None:
        pending += [section.heading] if section.heading else []
        pending += [s for s in section.sentences if s.kind != "row"]
    for sentence in pending:
        if sentence.start not in plan.by_start:
            _add(plan, sentence)
    return plan


def _add(plan: _Plan, sentence: Sentence) -> None:
    text, quantities = plan.article.text, plan.article.quantities
    figs = sort_figures(text, quantities, sentence)
    placed = _placed(text, sentence, figs, plan.glossary)
    findings = [f.q for f in figs if f.kind == "finding"]
    unit = _Unit(len(plan.units), sentence, figs, placed, findings)
    plan.units.append(unit)
    plan.by_start[sentence.start] = unit
    plan.setups.extend(_setups_of(unit, plan))


_NOTE_SCAN = re.compile(
    r"(?:^|(?<=\n)|(?<=[.!?]\s))(?:[-*•]\s*)?(?!(?:All|These|Those|The|Our|Both|Numbers|Results|"
    r"Figures|Values|Data|We|I|They|You|It)\b)[A-Z][a-z]+(?:\s+[a-z]+){0,2}?\s+(?:is\s+|are\s+|was\s+|"
    r"were\s+)?(?:measured|tested|rated)\b[^.!?\n]*[.!?]?|(?:^|(?<=\n)|(?<=[。！？]))"
    r"(?!本次|此次|这次|本轮|该)[\u4e00-\u9fff]{2,6}?"
    r"测试(?:统一)?在[^。！？\n]*[。！？]?",
    re.M,
)


def _measure_notes(text: str) -> list[Sentence]:
    """`Battery life measured with …` anywhere in the article: it reaches claims before it."""
    if not re.search(r"measured|tested|rated|测试", text):
        return []
    return [
        Sentence(m.start(), m.end(), m.group(), "text", -1, -1) for m in _NOTE_SCAN.finditer(text)
    ]


def _setups_of(unit: _Unit, plan: _Plan) -> list[_Setup]:
    sentence, placed = unit.sentence, unit.placed
    if not placed:
        return []
    body = sentence.text
    hardware = _hardware_names(body)
    later = bool(_COVERS_AFTER.search(body))
    if sentence.kind == "heading":
        kept = [
            p for p in placed if p.condition.kind in ("hardware", "model", "context", "precision")
        ]
        return [_Setup(unit, kept, "heading", hardware)] if kept else []
    if not unit.findings:
        kinds = {p.condition.kind for p in placed}
        if _PRICE_NOTE.search(body):
            return [_Setup(unit, placed, "price", hardware)]
        if _DECLARES_AFTER.search(body):
            return [_Setup(unit, placed, "measure", hardware, True)]
        if _SETUP_LABEL.match(body):
            return [_Setup(unit, placed, "measure", hardware, later)]
        if kinds <= {"price terms", "price basis"}:
            return []  # `Three-year reservations are priced individually`: terms of one offer
        note = _MEASURE_NOTE.match(body)
        if note:
            return [_Setup(unit, placed, "measure-note", hardware, measure=note["m"] or note["zh"])]
        if _PREVIOUS_NOTE.search(body):
            return [_Setup(unit, placed, "previous", hardware)]
        if _BACK_NOTE.match(body) and not later:
            return [_Setup(unit, placed, "back", hardware)]
        if _RIG_NOTE.search(body) and "hardware" in kinds and not later:
            return [_Setup(unit, placed, "rig-note", hardware)]
        if kinds <= {"period", "region"}:
            return [_Setup(unit, placed, "period", hardware)]
        if not kinds & _SETUP_KINDS:
            return []  # `It includes 27 bug fixes`: no rig, nothing set up
        return [_Setup(unit, placed, "measure", hardware, later)]
    out = []
    if _FIRST_PERSON_TEST.search(body) or _sizes_a_rig(unit):
        free = [p for p in placed if not _clause_has_finding(unit, p.start)]
        # `We tested the base model with 16 GB of memory and a 1 TB SSD` before a review's
        # first heading: the unit reviewed, in every section after it
        lead = _FIRST_PERSON_TEST.match(body, _lead_at(body)) and all(
            u.sentence.section >= sentence.section or u.sentence.kind == "heading"
            for u in plan.units
        )
        if free:
            out.append(
                _Setup(unit, free, "measure", hardware, later or bool(lead), prose_only=not later)
            )
    framing = _semicolon_lead(unit)
    if framing:
        out.append(_Setup(unit, framing, "semicolon", hardware))
    periods = [p for p in placed if p.condition.kind in ("period", "region")]
    # a Chinese period inside a finding's clause (`第三季度营业收入为 356.2 亿元`) is that figure's,
    # and what breaks it down (`其中，…`); one that leads the sentence (`截至 10 月底，…`) or an
    # English one (`… in the third quarter`) frames the passage
    inner = [
        p
        for p in periods
        if is_han(body) and _clause_has_finding(unit, p.start) and not _leads_a_list(unit, p)
    ]
    if inner:
        out.append(_Setup(unit, inner, "of-which", hardware))
    periods = [p for p in periods if p not in inner]
    if periods:
        out.append(_Setup(unit, periods, "period", hardware))
    return out


_OF_WHICH = re.compile(r"\s*(?:其中|其中，|分[^，。]{0,4}看)")


_FRAME_LEAD_ZH = re.compile(
    r"\s*(?:[^，,。；]{1,24}(?:介绍|称|表示|显示|数据)[，,]\s*)?"  # `据运营方介绍，在…下，`
    r"(?:在|于|基于|使用|采用)[^。；]{2,60}?(?:下|中|时|上)[，,]"
)


def _semicolon_lead(unit: _Unit) -> list[_Placed]:
    """`在 8 张 H800、输入 4K token 的配置下，decode 吞吐由…提升至…；P90 首 token 延迟从…降至…。`:
    the set-up a Chinese sentence leads with frames its clauses after `；` too."""
    body = unit.sentence.text
    if not body.rstrip().endswith("；") or not unit.findings:
        return []
    clauses = _clauses(unit.sentence)
    first = min(q.start for q in unit.findings)
    start = unit.sentence.start
    if not _FRAME_LEAD_ZH.match(body[: max(0, first - start)]):
        return []  # `新车搭载双电机四驱系统，零百加速 3.2 秒；…`: a spec of its own clause
    return [
        p
        for p in unit.placed
        if p.end <= first
        and p.condition.kind not in ("period", "region")
        and any(
            start <= p.start < end
            and end <= first
            and not _spec_item(unit.sentence, (start, end, s))
            for start, end, s in clauses
        )
    ]


def _leads_a_list(unit: _Unit, p: _Placed) -> bool:
    """`青崖云自 12 月 8 日起下调 B200 云主机价格：按需实例由…`: a period before the colon that
    opens a list of figures frames the list, not the first item's figure alone (a date it
    starts from or holds to: `公布三季度业绩：` says what is reported, and each item its own)."""
    colon = unit.sentence.text.find("：", p.end - unit.sentence.start)
    if colon < 0 or not p.condition.text.startswith(("自", "从", "截至", "即日")):
        return False
    at = unit.sentence.start + colon
    return not any(p.end <= q.start < at for q in unit.findings)


def _lead_at(body: str) -> int:
    return len(body) - len(body.lstrip())


def _sizes_a_rig(unit: _Unit) -> bool:
    """`单集群规模 4096 卡，节点间采用 400Gb/s RoCE 网络`: a sentence whose only figures count the
    GPUs describes the rig, and its other clauses set up what is measured on it."""
    return bool(unit.findings) and all(q.unit == "GPU" for q in unit.findings)


@lru_cache(maxsize=65536)
def _hardware_names(text: str) -> frozenset[str]:
    if not any(cue in text for cue in _HARDWARE_CUES):
        return frozenset()
    return frozenset(re.sub(r"\s+", "", m.group()).upper() for m in _HARDWARE_RE.finditer(text))


def _hardware_before(text: str, sentence: Sentence, at: int) -> str:
    names = [m for m in _HARDWARE_RE.finditer(text, sentence.start, at)]
    return re.sub(r"\s+", "", names[-1].group()).upper() if names else ""


def _clauses(sentence: Sentence) -> list[tuple[int, int, bool]]:
    """The sentence's clauses as article offsets, each with whether a strong stop (`；`) ends it."""
    key = (sentence.start, sentence.end)
    cached = _CLAUSES.get(key)
    if cached is not None and cached[0] is sentence.text:
        return cached[1]
    out = []
    pos = 0
    body = sentence.text
    for m in _CLAUSE_SPLIT.finditer(body):
        out.append((sentence.start + pos, sentence.start + m.start(), m.group() in "；;"))
        pos = m.end()
    out.append((sentence.start + pos, sentence.end, True))
    if len(_CLAUSES) > 512:
        _CLAUSES.clear()
    _CLAUSES[key] = (sentence.text, out)
    return out


_CLAUSES: dict[tuple[int, int], tuple[str, list[tuple[int, int, bool]]]] = {}


def _clause_has_finding(unit: _Unit, at: int) -> bool:
    for start, end, _ in _clauses(unit.sentence):
        if start <= at < end:
            return any(start <= q.start < end for q in unit.findings)
    return False


# `Corvid runs ResNet-50 at 9,800 images per second with a batch size of 16, while drawing
# 35 W`: the figure of a `while …ing` clause is of the same run as the clause before it
_WHILE_DOING = re.compile(r"[,，]?\s+while\s+[a-z]+ing\b[^,;，；]*$")


def _while_doing(unit: _Unit, mine: list[Quantity]) -> list[Quantity]:
    text = unit.sentence.text
    start = unit.sentence.start
    if len(mine) != 1 or is_han(text):
        return mine
    m = _WHILE_DOING.search(text, 0, mine[0].start - start)
    if not m:
        return mine
    run = [q for q in unit.findings if q.end <= start + m.start()]
    return run[-1:] + mine if run else mine


def _own(
    unit: _Unit, figures: Sequence[Quantity], dates: Sequence[DateMention] = ()
) -> list[_Placed]:
    """The conditions of a claim's own sentence that belong to it: those of its clause, of the
    sentence's lead, and of the finding-less clauses that qualify its clause, but none that a
    clause of another time says (see `_other_time`)."""
    mine = _while_doing(
        unit, [q for q in figures if unit.sentence.start <= q.start < unit.sentence.end]
    )
    other = _other_time(unit, mine, dates)
    if other:
        unit = replace(unit, placed=[p for p in unit.placed if p.start not in other])
    rig = _sizes_a_rig(unit)
    if rig:  # the rig's other parts are no condition of its size
        return [p for p in unit.placed if _clause_has_finding(unit, p.start)]
    if not mine or len(unit.findings) <= len(mine):
        return [p for p in unit.placed if not _dates_an_event(unit, p)]
    clauses = _clauses(unit.sentence)
    clause_starts = [s for s, _, _ in clauses]  # in order, each ending before the next starts

    def clause_of(at: int) -> int:
        i = bisect_right(clause_starts, at) - 1
        return i if i >= 0 and at < clauses[i][1] else len(clauses) - 1

    finding_clauses = {clause_of(q.start) for q in unit.findings}
    first = min(finding_clauses)
    parts: list[list[int]] = [[]]
    for i, (_, _, strong) in enumerate(clauses):
        parts[-1].append(i)
        if strong and i < len(clauses) - 1:
            parts.append([])
    part_of = {i: n for n, part in enumerate(parts) for i in part}
    mine_clauses = {clause_of(q.start) for q in mine}
    for c in list(mine_clauses):
        start, end, _ = clauses[c]
        if c and _APPOSITIVE.match(unit.sentence.text, start - unit.sentence.start):
            # `… consumes 49.5 kWh per kilogram, a system efficiency of 67%`: the figure of an
            # appositive is of the run its clause hangs on, under its conditions
            mine_clauses.add(c - 1)
    mine_parts = {part_of[c] for c in mine_clauses}
    # what stands before the sentence's first figure, in English, is the whole sentence's
    # lead, unless the claim's own clauses say a condition of that kind
    lead_end = -1 if is_han(unit.sentence.text) else min(q.start for q in unit.findings)
    mine_kinds = {p.condition.kind for p in unit.placed if clause_of(p.start) in mine_clauses}
    # … when the claim's clause goes on about the same thing: `, and it draws`, `, and draws`
    own_start = clauses[min(mine_clauses)][0] - unit.sentence.start
    same_subject = bool(_SAME_SUBJECT_GOES_ON.match(unit.sentence.text, own_start))
    out = []
    for p in unit.placed:
        c = clause_of(p.start)
        if c < first and not _spec_item(unit.sentence, clauses[c]):
            out.append(p)  # the sentence's lead: `在 … 的配置下，…`
            continue
        if c < first:
            c = first  # `6.8 英寸屏幕，峰值亮度 3200 nits，6000mAh 大电池`: a spec of the next item
        part = parts[part_of[c]]
        with_findings = [i for i in part if i in finding_clauses]
        if not with_findings:  # a part of its own: it qualifies the next part with findings
            later = [
                n for n in range(part_of[c] + 1, len(parts)) if set(parts[n]) & finding_clauses
            ]
            target = (
                later[0]
                if later
                else max(n for n in range(len(parts)) if set(parts[n]) & finding_clauses)
            )
            if target in mine_parts:
                out.append(p)
            continue
        if c not in finding_clauses:
            if c < min(with_findings):
                if part_of[c] in mine_parts:
                    out.append(p)  # the part's lead
                continue
            later_findings = [i for i in with_findings if i > c]
            clause_text = unit.sentence.text[
                clauses[c][0] - unit.sentence.start : clauses[c][1] - unit.sentence.start
            ]
            if later_findings and is_han(clause_text):
                # Chinese says the set-up before the figure: `机器是二手收的，一共花了 19 万`
                c = min(later_findings)
            else:
                c = max(i for i in with_findings if i < c)  # a trailing qualifier of its clause
        if c not in mine_clauses:
            if (
                c == first
                and p.end <= lead_end
                and p.condition.kind not in mine_kinds
                and same_subject
            ):
                out.append(p)  # `At 7°C the 12 kW unit delivers …, and it draws 2.6 kW`
            continue
        start, end, _ = clauses[c]
        inside = [q for q in unit.findings if start <= q.start < end]
        if p.end <= min(q.start for q in inside):
            out.append(p)  # `The long-range version carries 100 kWh and is rated at 720 km`
            continue
        best = min(_distance(q, p) for q in inside)
        starts = {q.start for q in mine}
        if any(_distance(q, p) == best and q.start in starts for q in inside):
            out.append(p)
    return out


def _other_time(unit: _Unit, mine: list[Quantity], dates: Sequence[DateMention]) -> set[int]:
    """Where the conditions stand that a clause of another event says: `the 4,096 GPUs we added
    in September are in service, and our cost has fallen 19% since January`. When the claim's
    own clauses give the period its figures hold over, a finding-less clause (with the
    finding-less clauses just before it, which lead it) that says what was added or brought
    into service at another time is of that event: its count and its date are no conditions
    of the claim."""
    if not mine or not unit.placed:
        return set()
    clauses = _clauses(unit.sentence)
    if len(clauses) < 2:
        return set()

    def clause_of(at: int) -> int:
        return next((i for i, (s, e, _) in enumerate(clauses) if s <= at < e), len(clauses) - 1)

    finding_clauses = {clause_of(q.start) for q in unit.findings}
    when = _periods(unit, [clauses[clause_of(q.start)][:2] for q in mine])
    if not when:
        return set()
    other: set[int] = set()
    for p in unit.placed:
        c = clause_of(p.start)
        if c in finding_clauses:
            continue
        stretch = [clauses[c][:2]]
        i = c - 1
        while i >= 0 and i not in finding_clauses and not clauses[i][2]:
            stretch.append(clauses[i][:2])
            i -= 1
        if _an_event_at(unit, stretch, dates, when):
            other.add(p.start)
    return other


def _periods(unit: _Unit, spans: Sequence[tuple[int, int]]) -> set[str]:
    """The periods the claim's own clauses give it (`in the third quarter`, `自 1 月以来`)."""
    return {
        p.condition.en.lower()
        for p in unit.placed
        if p.condition.kind == "period" and any(s <= p.start < e for s, e in spans)
    }


def _an_event_at(
    unit: _Unit, spans: Sequence[tuple[int, int]], dates: Sequence[DateMention], when: set[str]
) -> bool:
    """The stretches say an event that added something (`added`, `came online`, `新增`, `投产`)
    and date it at a time that is none of the claim's periods `when`."""
    base = unit.sentence.start
    if not any(_ADDED.search(unit.sentence.text, s - base, e - base) for s, e in spans):
        return False
    said = {d.text for d in dates if any(s <= d.start < e for s, e in spans)}
    said |= _periods(unit, spans)
    return bool(said) and not any(t.lower() in w or w in t.lower() for t in said for w in when)


def _of_another_time(
    claim_unit: _Unit, mine: Sequence[Quantity], setup: _Setup, dates: Sequence[DateMention]
) -> bool:
    """`一是 10 月份新机房投产，新增 6,144 张 H200；二是第三季度利用率达到 78%`: a set-up that says
    what was added at another time than the claim's period is of that event, not the claim's."""
    spans = [
        (s, e) for s, e, _ in _clauses(claim_unit.sentence) if any(s <= q.start < e for q in mine)
    ]
    when = _periods(claim_unit, spans)
    if not when:
        return False
    there = setup.unit
    free = [
        (s, e)
        for s, e, _ in _clauses(there.sentence)
        if not any(s <= q.start < e for q in there.findings)
    ]
    return _an_event_at(there, free, dates, when)


_SAME_SUBJECT_GOES_ON = re.compile(
    r"\s*(?:(?:and|but|while)\s+)?(?:it|they)\s|\s*and\s+(?!its\s|this\s|has\s|is\s)[a-z]+s\s"
)
_APPOSITIVE = re.compile(r"\s*(?:an?|the)\s+(?:[a-z][\w-]*\s+){1,3}of\s+(?:about\s+|around\s+)?\d")
# a clause that says an event of its own (a line starts, a product ships): its date is the event's
_ZH_EVENT = re.compile(r"投产|投运|开工|竣工|上市|开售|发售|交付|量产|落地|上线")
# an event that adds to what a company runs: what it added is counted at the event's time
_ADDED = re.compile(
    r"\b(?:added|adds|adding|came\s+online|comes?\s+online|brought\s+(?:online|into\s+service)|"
    r"commissioned|installed)\b|新增|投产|投运|投入使用|建成|扩容",
    re.I,
)
_FRAMING_ZH = re.compile(
    r"在|下|时|中|条件|配置|测试|基于|使用|采用|用|按|以|搭载|跑|场景|模式|环境|[:：]"
    r"|起|自|截至|月|年|季度|期间|前|后|内"  # a period frames what follows: `自 12 月 1 日起`
)


def _dates_an_event(unit: _Unit, p: _Placed) -> bool:
    """`年产能 10GWh，产线预计明年二季度投产`: a period in a clause of its own after the figure
    that says an event (a line starts, a product ships) dates the event, not the figure."""
    if p.condition.kind != "period" or _clause_has_finding(unit, p.start):
        return False
    if not any(q.start < p.start for q in unit.findings):
        return False  # `将于 2027 年在常州基地量产，规划产能 20GWh`: said before, it sets it up
    for start, end, _ in _clauses(unit.sentence):
        if start <= p.start < end:
            return bool(
                _ZH_EVENT.search(
                    unit.sentence.text, start - unit.sentence.start, end - unit.sentence.start
                )
            )
    return False


def _spec_item(sentence: Sentence, clause: tuple[int, int, bool]) -> bool:
    """A Chinese lead clause that only names a part by its spec (`6.8 英寸屏幕`), with no word
    that frames the rest (`在 … 下`, `测试配置：`): an item of a spec list, not a set-up."""
    body = sentence.text[clause[0] - sentence.start : clause[1] - sentence.start]
    return is_han(body) and len(body) <= 12 and not _FRAMING_ZH.search(body)


def _distance(q: Quantity, p: _Placed) -> int:
    if p.end <= q.start:
        return q.start - p.end
    if q.end <= p.start:
        return p.start - q.end
    return 0


def inherit(
    setups: list[list],
    sentence: Sentence,
    section: Section,
    article: Article,
    figures: Sequence[Quantity],
    subject: str,
    glossary: Glossary,
) -> list[Condition]:
    """The conditions a claim holds under: those of its own clause and sentence lead, and those
    of the set-ups that reach it (see the module's docstring). `sentence` and `section` are
    where the claim stands, `figures` its own quantities, `subject` what it is about. The
    claims reader's `setups` entries `[paragraph, conditions, sentence, used]` that reach the
    claim are marked as taken."""
    plan = _plan(article, glossary, section)
    unit = plan.by_start.get(sentence.start)
    if unit is None and sentence.kind == "row":
        # a table cell: no conditions of its own, only the set-ups that reach its row
        unit = _Unit(-1, sentence, [], [], list(figures))
    if unit is None:
        return []
    own = _own(unit, figures, article.dates)
    # the claim as set-ups ask it, made for the first one that could reach it (many claims
    # have none to ask)
    claim: _Claim | None = None
    inherited: list[_Placed] = []
    reached: set[int] = set()
    own_slots = {p.slot for p in own}
    same_rig = _SAME_RIG.search(sentence.text)
    # whether the sentence says a period of its own matters only against a period it could
    # inherit: the search of the whole sentence is made only then
    offered = {p.slot for setup in plan.setups if setup.unit is not unit for p in setup.conditions}
    if ("period" in offered or same_rig) and _states_period(sentence.text):
        own_slots.add("period")
    mine = [q for q in figures if sentence.start <= q.start < sentence.end]
    for setup in plan.setups:
        if setup.unit is unit:
            continue
        if claim is None:
            claim = _Claim(unit, figures, subject, plan)
        if not claim.reaches(setup):
            continue
        if setup.reach not in _TIME_FRAMES and _of_another_time(unit, mine, setup, article.dates):
            continue
        for p in setup.conditions:
            if (p.slot in own_slots and setup.reach != "price") or not claim.owns(p, setup):
                continue
            inherited.append(p)
            reached.add(setup.unit.sentence.start)
    if same_rig:
        # `That's 1.9x Pallas v2 on the same box.`: the box of the sentence before it
        before = [
            u
            for u in plan.units
            if u.findings
            and u.sentence.start < sentence.start
            and u.sentence.paragraph == sentence.paragraph
        ]
        if before:
            previous = max(before, key=lambda u: u.sentence.start)
            inherited += [
                p
                for p in previous.placed
                if p.condition.kind in _RIG_KINDS and p.slot not in own_slots
            ]
    for entry in setups:
        if entry[2].start in reached:
            entry[3] = True
    return merge_conditions([p.condition for p in own], [p.condition for p in inherited])


# set-ups that frame the claims' time or terms themselves: read against no time of the claim's
_TIME_FRAMES = frozenset({"period", "of-which", "price"})
_SAME_RIG = re.compile(
    r"\bon the same (?:box|machine|node|rig|server|set-?up|hardware)\b|同一台机器|同样的机器", re.I
)


# the patterns each sentence is searched with, with the words their matches hold looked for
# first (most sentences hold none)
_CUED_SETUP, _CUED_PAYBACK, _CUED_PERIOD_EN = Cued(SETUP_SENTENCE), Cued(_PAYBACK), Cued(_PERIOD_EN)


@lru_cache(maxsize=65536)
def _states_period(sentence: str) -> bool:
    # asked for each claim of a sentence, of each article that carries it: searched once
    if _CUED_PERIOD_EN.search(sentence):
        return True
    return bool(_PERIOD_ZH_CUE.search(sentence) and _PERIOD_ZH.search(sentence))


# a character each of `_PERIOD_ZH`'s ways of saying a period writes (自, 截至, 前, 季度, 半年,
# 单季, 月, 年, 连续, 期间, 时段 …): a sentence with none of them says no Chinese period, and is
# not searched for one
_PERIOD_ZH_CUE = re.compile(r"[自即截前季半单月年连期时]")


_NO_CONDITION = Condition("", "", "", "")
_WEIGHT_UNITS = frozenset({"kg", "g"})


@dataclass
class _Claim:
    """The claim asking which set-ups reach it."""

    unit: _Unit
    figures: Sequence[Quantity]
    subject: str
    plan: _Plan

    def __post_init__(self) -> None:
        unit = self.unit
        facts = unit.facts(self.plan.article.text)
        text = self.plan.article.text
        self.price = any(_is_money(text, q) for q in self.figures) or (
            all(q.unit in ("%", None) for q in self.figures) and (facts.price_words or facts.money)
        )
        first = min((q.start for q in self.figures if q.start >= unit.sentence.start), default=0)
        # the hardware named last before the claim's figure is what it is about: `nothing
        # changes for H100 instances, which remain at $2.25` is an H100 price, whatever else
        # the sentence names
        nearest = _hardware_before(text, unit.sentence, first) if facts.hardware else ""
        self.hardware = (
            frozenset({nearest}) if nearest else facts.hardware | _hardware_names(self.subject)
        )
        self.attributed = next((who for at, who in facts.attributions if at < max(first, 1)), "")
        self.names = {n.lower().split()[0] for n in proper_names(self.subject)} - {
            h.lower() for h in self.hardware
        }

    def reaches(self, setup: _Setup) -> bool:
        here, there = self.unit.sentence, setup.unit.sentence
        if setup.reach in ("period", "of-which"):
            return (
                there.start < here.start
                and (there.paragraph == here.paragraph or self._breaks_down_next(there))
                and (there.section == here.section)
                and (setup.reach == "period" or self._breaks_down(there))
            )
        if setup.reach == "semicolon":
            text = self.plan.article.text
            return (
                there.start < here.start
                and here.section == there.section
                and "。" not in text[there.end : here.start]
                and not self.price
            )
        if setup.reach == "previous":
            if self.figures and all(q.unit in _WEIGHT_UNITS for q in self.figures):
                return False  # a weight is weighed, not measured under the note's set-up
            earlier = [u for u in self.plan.units if u.findings and u.sentence.start < there.start]
            return bool(earlier) and max(earlier, key=lambda u: u.sentence.start) is self.unit
        if setup.reach == "rig-note":
            # `感觉两台机器之间只有 25G 的网络是目前的瓶颈`: the rig of the results above
            return here.start < there.start and here.section == there.section and not self.price
        if setup.reach == "back":
            return here.start < there.start and here.section == there.section
        if setup.reach == "measure-note":
            return self._names_measure(setup.measure)
        if self.hardware and setup.hardware and not (self.hardware & setup.hardware):
            return False  # a set-up of other hardware (`H200` set-up, an `H100` claim)
        if setup.reach == "price":
            if _ABOVE.search(there.text) and there.start < here.start and self._off_terms(there):
                # `以上价格为含补贴后的指导价。老用户增购可额外享受 5000 元置换补贴`: the terms
                # of the prices said before it, not of a subsidy on top of them
                return False
            return self.price and here.section == there.section
        if self.price and not _CONVERSION.search(here.text):
            # a benchmark's rig is no condition of a price; a cost worked out from the run
            # (`按每卡每小时 36 元的租用成本折算，每百万输出 token 的成本约 1.47 元`) holds on it
            return False
        if self.attributed and (
            self.attributed not in there.text or _FIRST_PERSON.search(there.text)
        ):
            return False  # another's claim does not stand on the author's set-up
        if self.figures and all(q.unit in _WEIGHT_UNITS for q in self.figures):
            return False  # a weight is weighed, not measured under a test's set-up
        if setup.reach == "heading":
            return here.section == there.section
        if there.start >= here.start:
            return False
        return here.section == there.section or (
            setup.later_sections
            and there.section < here.section
            and not (setup.prose_only and here.kind == "row")
        )

    def _breaks_down_next(self, there: Sentence) -> bool:
        """`分厂商看，曜目科技以 143 万台位居第一` opening the paragraph after the total: the
        paragraph breaks that total down, in its period."""
        here = self.unit.sentence
        if here.paragraph != there.paragraph + 1:
            return False
        lead = min(
            (u.sentence for u in self.plan.units if u.sentence.paragraph == here.paragraph),
            key=lambda s: s.start,
        )
        return bool(_OF_WHICH.match(lead.text))

    def _off_terms(self, there: Sentence) -> bool:
        """Not on the terms of the prices above: a cut, or a price of another kind."""
        return self._a_cut() or not self._priced_like_above(there)

    def _priced_like_above(self, there: Sentence) -> bool:
        """A claim after `以上价格均按 8 卡整机规格计算` is priced on those terms when it is priced
        per the same thing as the prices above it (per GPU-hour, not per million tokens)."""
        above = {
            q.unit
            for u in self.plan.units
            if u.sentence.paragraph == there.paragraph and u.sentence.start < there.start
            for q in u.findings
            if q.unit and "/" in q.unit
        }
        mine = {q.unit for q in self.figures if q.unit and "/" in q.unit}
        return not above or not mine or bool(above & mine)

    def _a_cut(self) -> bool:
        """The claim's figures are a subsidy or a discount, not a price (`5000 元置换补贴`)."""
        text = self.plan.article.text
        return bool(self.figures) and all(
            _CUT_AFTER.match(text, q.end) or _CUT_BEFORE.search(text, max(0, q.start - 4), q.start)
            for q in self.figures
        )

    def _breaks_down(self, there: Sentence) -> bool:
        """`其中，澜镜出货 1,180 万台……；Kivo 出货 1,090 万台`: the sentences of a `其中` after `there`."""
        here = self.unit.sentence
        chain = [
            u.sentence
            for u in self.plan.units
            if there.start < u.sentence.start <= here.start
            and u.sentence.paragraph == here.paragraph
        ]
        for s in reversed(chain):
            if s is not here and not s.text.rstrip().endswith(("；", ";")):
                return False
            if _OF_WHICH.match(s.text):
                return True
        return False

    def _names_measure(self, measure: str) -> bool:
        """`Up to 20 hours of battery life, a 60 Wh battery`: the measure's words stand
        nearest the claim's own figure."""
        sentence = self.unit.sentence
        starts = {q.start for q in self.figures}
        for m in re.finditer(re.escape(measure), sentence.text, re.I):
            at = _Placed(sentence.start + m.start(), sentence.start + m.end(), _NO_CONDITION, "")
            if self.unit.findings:
                nearest = min(self.unit.findings, key=lambda q: _distance(q, at))
                if nearest.start in starts:
                    return True
        return False

    def owns(self, p: _Placed, setup: _Setup) -> bool:
        """A set-up clause about another subject (`DeepInfer's chart was produced with
        EP64DP64, while vLLM ran as DEP32`) gives nothing to a claim about vLLM."""
        if not self.names or setup.reach in ("back", "previous", "price", "period", "of-which"):
            return True
        sentence = setup.unit.sentence
        lead = _SETUP_LEAD.match(sentence.text)
        if lead:  # `DeepInfer's prefill curve was measured with …`: another's set-up
            leading = {
                n.lower().split()[0] for n in proper_names(lead["lead"]) if not _is_setting_name(n)
            }
            if leading and not leading & self.names and not _all_clause_names(sentence) - leading:
                return False  # (a sentence that also names others is read clause by clause)
        names = _clause_names(sentence, p.start)
        if not names or names & self.names:
            return True
        # dropped only when the set-up names the claim's subject in another of its clauses
        return not (_all_clause_names(sentence) & self.names)


# a set-up sentence that opens on what it is about: `DeepInfer's prefill curve was measured`
_SETUP_LEAD = re.compile(
    r"(?P<lead>[^,，。]{2,60}?)\s*(?:\b(?:was|were|is|are)\s+(?:measured|run|produced|tested|"
    r"benchmarked|obtained)|\b(?:ran|used)\b|的(?:测试|测量|数据|曲线)?(?:在|基于|使用|采用))"
)


def _clause_names(sentence: Sentence, at: int) -> set[str]:
    pos = sentence.start
    for piece in _OWNER_SPLIT.split(sentence.text):
        end = pos + len(piece)
        if pos <= at <= end:
            return {n.lower().split()[0] for n in proper_names(piece) if not _is_setting_name(n)}
        pos = end
        rest = sentence.text[pos - sentence.start :]
        skip = _OWNER_SPLIT.match(rest)
        if skip:
            pos += skip.end()
    return set()


def _all_clause_names(sentence: Sentence) -> set[str]:
    return {n.lower().split()[0] for n in proper_names(sentence.text) if not _is_setting_name(n)}


def _is_setting_name(name: str) -> bool:
    return bool(
        _HARDWARE_RE.fullmatch(name)
        or re.fullmatch(r"(?:EP|DEP|TP|PP|DP)\d+\w*|FP\d+|INT\d+|BF16|[A-Z]+\d*=\d+", name)
    )


def merge_conditions(first: Sequence[Condition], more: Sequence[Condition]) -> list[Condition]:
    """`first` and the conditions of `more` that say something `first` does not; a condition
    of `first` written twice (`经调整净利润为…，经调整净利润率为`) once."""
    out: list[Condition] = []
    for c in first:
        if not any(c.text == o.text and c.kind == o.kind for o in out):
            out.append(c)
    for c in more:
        if any(
            c.text == o.text
            # (two phrases carried as written say the same only when written the same)
            or (c.kind == o.kind and c.en == o.en and c.en != AS_STATED["en"])
            or (c.kind == o.kind and _restated(c.text, o.text))
            for o in out
        ):
            continue
        out.append(c)
    return out


def _restated(a: str, b: str) -> bool:
    """`H200` in `8x H200`; but a bare figure is not restated by a range that starts with it
    (a table row's `8` under `batch size`, and the set-up's `batch size 8～256`)."""
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    return short in long and not re.fullmatch(r"[\d.,]+", short)


def in_subject(condition: Condition, subject: str) -> bool:
    """`H200` in `on-demand H200 instances`: a name that is part of what the claim is about is
    not a condition of it (a figure always is, whatever the subject reader took in)."""
    return (
        bool(subject)
        and condition.value is None
        and condition.kind in ("hardware", "configuration")
        and condition.text in subject
    )


# What a measure does not depend on: the number format a chip computes in sets its speed, not
# the watts it draws (`ResNet-50 at INT8 with a batch size of 16, while drawing 35 W`).
# a rental price holds whatever the benchmark run on the rented GPUs served (its model,
# precision, prompts and batch): those bear on the speed measured, not on the price
_RUN_ONLY = frozenset({"model", "precision", "workload", "batch", "context"})
_UNBORNE = {
    "power-draw": frozenset({"precision"}),
    "price-per-gpu-hour": _RUN_ONLY,
    "node-hour-price": _RUN_ONLY,
}
_WORKLOAD_KINDS = frozenset({"model", "precision", "workload", "batch", "context", "replay"})


_CAPACITY_BASIS = re.compile(r"\bannual\s+(?:capacity|output|production)\b|年产能|年产量", re.I)
_POWER_SUPPLY = re.compile(r"\bPSU\b|power supply|电源", re.I)
# a power figure rated for the device itself, not drawn under the test: `2.8 kW each at peak`
RATED_POWER = re.compile(r"\bat peak\b|峰值|整卡|\bTDP\b", re.I)


def converts(sentence: str) -> bool:
    """The sentence works a figure out from others (`按每卡每小时 36 元的租用成本折算`)."""
    return bool(_CONVERSION.search(sentence))


def bears_on(condition: Condition, measure: str, converted: bool = False) -> bool:
    """Whether a condition of a sentence or set-up is one a figure of `measure` holds under:
    a power supply bears on the power drawn, not on the speed (`on a 1,600 W PSU … 71 tokens/s`).
    A cost `converted` from a run holds under the run's model and workload."""
    if measure != "power-draw" and _POWER_SUPPLY.search(condition.text):
        return False
    if measure != "production-capacity" and _CAPACITY_BASIS.search(condition.text):
        return False  # `an annual capacity of 18 GW and … priced from CNY 0.72`: not the price's
    if (
        ("price" in measure or "cost" in measure)
        and condition.kind in _WORKLOAD_KINDS
        and not converted
    ):
        return False  # a list price holds whatever model, prompts or batch a benchmark ran
    return condition.kind not in _UNBORNE.get(measure, ())
