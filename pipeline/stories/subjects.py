"""Subjects: what a claim is about, read from the words before its figure.

English is read forwards (the noun phrase before the verb, leading phrases and
measure words dropped); Chinese backwards from the figure (verb, measure word, time
and place phrases stripped). `we`, `our`, `我们` become the claimant; `its X` the one the
sentence attributes it to.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..records import Quantity
from .conditions import _DATE_EN, _DATE_ZH, HARDWARE
from .names import _DATE_WORDS as DATE_WORDS
from .names import names_in, proper_names
from .passages import Sentence

_EN_VERB = re.compile(
    r"\b(?:reached|reaches|reach|hits?|lands?|landed|is|was|are|were|rose|rises|fell|falls|grew|grows|"
    r"dropped|drops|climbed|climbs|jumped|jumps|costs?|sells?|sold|delivers?|delivered|achieves?|achieved|"
    r"scores?|scored|records?|recorded|posted|posts|has|have|had|offers?|offered|stays?|stayed|went|goes|"
    r"came|comes|totals?|totalled|totaled|stood|stands|takes?|took|raised|raises|cuts?|improves?|improved|"
    r"increased?|increases|decreased?|decreases|runs?|ran|does|did|gets?|got|generates?|generated|"
    r"produces?|produced|serves?|served|processes|processed|handles?|handled|provides?|provided|"
    r"needs?|needed|requires?|required|lasts?|lasted|charges?|charged|employs?|employed|shipped|ships?|"
    r"earned|earns?|brought|brings|made|makes?|lowered|lowers?|trails?|trailed|leads?|led|beats?|beat|"
    r"outperforms?|outperformed|matches|matched|doubles?|doubled|tripled|triples?|spent|spends?|"
    r"expects?|expected|plans?|planned|will|would|can|could|should|may|might|must|priced|prices|"
    r"rated|reports?|reported|measured|measures|saw|sees|shows?|showed|shown|follows?|followed|comes in|"
    r"drew|draws|peaked|peaks|slipped|slips|gained|gains|lost|loses|added|adds|fetches|fetched|"
    r"fits?|leaves?|left|holds?|held|keeps?|kept|sits?|sat|passed|passes|crossed|crosses|tops?|topped|"
    r"drops?|dropped|slips?|slipped|remains?|remained|stays?|stayed|pay|pays|paid|weighs?|weighed|"
    r"supports|moves?|moved|logs?|logged|clocks?|clocked|nears?|exceeds?|exceeded|averages|averaged|(?<!the )(?<!an )(?<!on )average|"
    r"ranges?|ranged|bought|purchased|acquired|edged|edges|inched|inches|slid|slides|soared|soars|"
    r"surged|surges|eased|eases)\b",
    re.I,
)
_EN_LEADING = re.compile(
    r"^(?:(?:on|at|in|with|for|under|across|over|using|by|after|before|when|while|once|since|as|"
    r"starting|beginning|effective|from|as of|until|through|during|against|versus|like|unlike|"
    r"built|based|powered|designed|made|tested|measured|run|running|serving|priced|"
    r"from|during|through|per|against|compared with|at a|in our|for the|"
    # the rest of the closed class of prepositions, and a participle that takes one (`Beyond
    # 50 TB a month, …`, `Fitted to the commuter bike, …`): a frame, not the subject
    r"beyond|above|below|within|without|outside|inside|throughout|despite|alongside|past|near|"
    r"between|among|around|up to|[a-z]{3,}(?:ed|ing)(?=\s+(?:to|with|on|in|at|by|for|from|into|"
    r"onto|under|over)\b))\b(?:[^,]|,(?=\d)){0,120},\s*)+",
    re.I,
)


def is_frame_word(word: str) -> bool:
    """`Beyond`, `Across`, `Fitted to`: a word that opens a frame, never a name, however it
    is capitalised at a sentence's start."""
    return bool(_EN_LEADING.match(f"{word} to x, "))


_MEASURE_WORDS = re.compile(
    r"\s*(?:'s)?\s*(?:(?:aggregate|average|median|peak|total|overall|combined|output|input|decode|"
    r"prefill|per[- ]GPU|per[- ]user|per[- ]node|P\d\d|end-to-end|blended|annual|monthly|quarterly|"
    r"contract|spot|list|wholesale|selling|operating|net|gross|pre-tax|adjusted)\s+)*"
    r"(?:throughput|speed|latency|prices|price|pricing|costs|cost|revenue|capacity|ratio|rate|figure|number|"
    r"numbers|result|results|performance|score|margin|share|sales|shipments|output|income|profit|"
    r"time to first token|TTFT|TPOT|efficiency|utili[sz]ation|usage|bandwidth|power|density)\b.*$",
    re.I,
)
_ZH_VERB = re.compile(
    r"(?:达到了?|达|做到了?|实现了?|降至|降到|提升至|提升到|提高到|提高至|提升了?|提高了?|增长了?|增至|"
    r"下降了?|下调至|上调至|超过|突破|录得|报|售价为?|定价为?|落在|相差|只有|仅为|约为|约|高出|为|是|"
    r"跑出了?|拿到|获得|取得|带来|缩短|减少|增加|扩大|跌|涨)"
)
_ZH_LEADING = re.compile(
    r"^(?:[^，,。]{0,4}(?:在|于|按|以|据|从|对于|针对|当)[^，,。]{0,40}?(?:上|下|中|里|时|后|方面|场景下|情况下|计算|来看|称|介绍|显示)[，,]?\s*)+"
)
_ZH_LEADING_PERIOD = re.compile(
    r"^(?:(?:今年|去年|上年|本年|\d{4}\s*年)\s*)?(?:(?:前|第)?[一二三四1-4]\s*季度|[上下]半年|"
    r"前\s*\d{1,2}\s*个?月|\d{1,2}\s*(?:—|-|至|到)\s*\d{1,2}\s*月份?|\d{1,2}\s*月份?|当月|单月)"
    r"(?!份)(?:以来)?[，,]?\s*(?=[\u4e00-\u9fffA-Za-z])"
)
_ZH_PLACES_COUNTED = re.compile(r"\s*\d+\s*个(?:国家和地区|国家|地区|省份|省市|城市)(?:的)?\s*")
_ZH_DESCRIBED = re.compile(
    r"^(?:另一家|另外一家|一家|某)[^，,。的]{0,12}?(?:商|公司|企业|平台|机构)\s*"
    r"(?=[\u4e00-\u9fffA-Za-z])"
)
_ZH_PUBLISHED = re.compile(
    r"(?<!官方)(?<!官网)(?<!公司)(?<=[\u4e00-\u9fffA-Za-z0-9])\s*"
    r"(?:目前|此前|最新|今日|日前|此次)?(?:公布|发布|给出|报出|列出|标出)的\s*(?=\S)"
)
_ZH_INNER = re.compile(r"(?:在|于)[^，,。在]{1,30}?(?:上|下|中|里)(?:的)?")
_ZH_MEASURE = re.compile(
    r"(?:的)?(?:(?:每\s*GPU|单卡|单\s*GPU|单用户|每用户|每个用户|单节点|P\d\d|平均|峰值|整体|总|(?<![本上\d])(?<!\d\s)月|"
    r"(?<![全今去明\d])(?<!\d\s)年|日|"
    r"decode|prefill|解码|预填充|推理|训练|输出|输入|(?:FP|BF|INT)\d+|稠密|稀疏|[A-Z]{2,6}(?=\s*(?:续航|跑分|得分))|"
    r"累计|最终|当日|单日|全天|日均|月均|年均|人均|出厂|批发|零售|收购|成交|到港|离岸|现货)\s*)*"
    r"(?:输出)?(?:吞吐量?|速度|延迟|合约价|价格|售价|成本|营收|收入|月?产能|利润|净利润|毛利率|出货量|销量|份额|"
    r"市场份额|占比|结果|成绩|性能曲线|曲线|性能|能量密度|功耗|功率|带宽|算力|市场规模|规模|负载均衡度|投资|总投资|涨幅|降幅|增速|"
    r"首\s*token\s*延迟|首字延迟|时延|交付量?|营业收入|自由现金流|现金流|毛利|续航(?:里程)?|零百加速|加速|"
    r"循环寿命|寿命|充电时间|充电|重量|亮度|峰值亮度|跑分|得分|分数|准确率|成功率|利用率|加速比|线性加速比|"
    r"售价|价格|单价|均价|报价|新价|原价|现价|(?<=按需|包月|包年|零售|批发|促销|会员|竞价)价|月费|包月价格|首发价|指导价|官方指导价|订单量?|销量|出货|用户数|月活|转换效率|效率|"
    r"下载速率|速率|(?:设计|额定|装机)?容量|(?:新增)?装机(?:量|规模)?|电池容量|显存|内存|存储|能耗|功耗|"
    # beyond the field: what box offices, insurers, couriers, farms and cities count
    r"票房|保费收入|保费|揽收量|业务量|交易额|成交额|营业额|客流量?|产量|单产|亩产|(?:平均)?浓度|"
    r"资产净值|净资产|管理规模|库存量?|存栏量?|出栏量?|门店数量?|(?:骑行|客运|货运|旅客发送|发送|运输)量|网点数量?|站点数量?|数量|(?:养殖|种植|播种)?面积)"
    r"(?:预测|预期|指引)?\s*$"
)


_CLAUSE_BOUNDARY = re.compile(r"[;；，、]|,\s|\s[–—]\s")
_CLAUSE_CUT = re.compile(r"[;；]|,\s+(?:where|while|and|but|which|so)\s+|，(?=[^，]{0,40}$)")


def clause_around(text: str, sentence: Sentence, q: Quantity) -> str:
    """The clause that holds `q`: between the commas, semicolons and dashes around it."""
    boundary = _CLAUSE_BOUNDARY
    start = sentence.start
    for m in boundary.finditer(text, sentence.start, q.start):
        start = m.end()
    end_match = boundary.search(text, q.end, sentence.end)
    end = end_match.start() if end_match else sentence.end
    return text[start:end]


def clause_start(text: str, sentence_start: int, pos: int) -> int:
    """Where the clause holding `pos` starts: after `;`, `, where`, `，` before a new subject."""
    head = text[sentence_start:pos]
    cut = 0
    for m in _CLAUSE_CUT.finditer(head):
        before = head[: m.start()]
        if before.count("（") + before.count("(") > before.count("）") + before.count(")"):
            continue  # `B200 裸金属实例（8 卡/台，含 3.2TB 本地 NVMe）`: a comma inside an aside
        cut = m.end()
    return sentence_start + cut


# `SHANGHAI, Oct 5 (Reuters) —`, `SANTA CLARA, Calif. —`: a dateline, not a subject
_DATELINE = re.compile(
    r"^[A-Z][A-Z'.-]{2,}(?:\s[A-Z][A-Z'.-]+)*(?:,\s*[A-Z][\w.]*\.?)*(?:,?\s*[\w .]{0,20}?)?"
    r"\s*(?:\([^)]*\))?(?:\s*[—–]+\s*|\s+-{1,2}\s+)"
)
_ATTRIBUTION_PREFIX = re.compile(
    r"^(?:according to\s+[^,]{2,40},\s*)?(?:(?:(?!(?:We|I)\s)[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*"
    # `Analysts at Gridmark estimate that …`
    r"(?:\s+(?:at|of|from)\s+[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*)?|[Tt]he (?:company|firm|startup|maker|"
    r"carmaker|automaker|chipmaker|group|lab|vendor|operator|provider|brand|team|project|researchers?)|it|they|he|she))\s+"
    r"(?:also\s+|now\s+)?(?:says?|said|reports?|reported|claims?|claimed|estimates?|estimated|expects?|expected|"
    r"told \w+|wrote|writes|adds|added|notes|noted)\s*,?\s+"
    # `said on October 21 that`, `said in a statement that`, `said Tuesday that`
    r"(?:(?:on|in|at|last|this)\s+[^,]{1,40}?\s+that\s+|[A-Z][a-z]+day\s+that\s+|that\s+"
    # `said on Monday it has won`: the day, and the speaker again as `it`
    r"|(?:on|last|this)\s+[A-Z]?[a-z]+\s+(?=(?:it|they)\s))?",
)
# `Customers who commit to a one-year reservation pay …`: the offer is the subject
_WHO_PAY = re.compile(
    r"^(?:customers|users|buyers|subscribers|those|anyone|teams?)\s+(?:who|that)\s+(?:\w+\s+){0,2}?"
    r"(?:to|for|on|with)?\s*(?P<what>.+)$",
    re.I,
)


_APPOSITIVE = re.compile(
    r"^(?P<np>[^,]+),\s+(?:a|an|the|its)\s+[^,]{0,60}?\b(?:priced|rated|starting|costing|selling|"
    r"available|offered|listed)\s+(?:from|at|for)\s*$",
    re.I,
)
# `Ferrolux Inc. today`, `Kivo this week`: when, not who
_EN_WHEN = re.compile(
    r"\s+(?:today|yesterday|tonight|now|currently|also|this (?:week|month|quarter|year)|last (?:week|month)|"
    r"on (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)$",
    re.I,
)


_WEEKDAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
# `November 20`, `Friday, November 20`, `Q3 2026`, `11 月 20 日`, `第三季度`: when, never what
_DATE_PHRASE = re.compile(
    rf"(?:(?:on|from|since|until|by|as of|starting|effective)\s+)?(?:{_WEEKDAY},?\s*)?"
    rf"(?:{_DATE_EN}|\d{{1,2}}\s+{_DATE_EN}|{_WEEKDAY}|\d{{4}}-\d{{2}}-\d{{2}}|Q[1-4](?:\s+\d{{4}})?|"
    rf"{_DATE_ZH}|(?:\d{{4}}\s*年\s*)?第?[一二三四1-4]季度|\d{{4}}\s*年)",
    re.I,
)
# `Friday, November 20, Northwind H200 instances cost`: a leading date is when, not who
_LEADING_DATE = re.compile(rf"^(?:{_DATE_PHRASE.pattern}),\s*", re.I)


def is_date(phrase: str) -> bool:
    """Whether `phrase` only says when (`November 20`, `第三季度`): a date is never a subject."""
    return bool(_DATE_PHRASE.fullmatch(phrase.strip(" ,，的")))


# `Kestrel Cloud just`, `Northwind's list price of`, `Kestrel's own`: a subject phrase ends on
# its noun, not on an adverb, a preposition, an article or a possessive
_DANGLING_TAIL = re.compile(
    r"(?:\s+(?:just|also|now|then|still|already|only|even|recently|currently|own|of|for|to|from|"
    r"by|with|at|in|on|and|or|the|a|an|its|their|our|his|her|not|list)|['’]s?)+$",
    re.I,
)
# an enumerator before a Chinese subject (`二是第三季度 H200 集群`, `其一，`): not part of it
_ZH_ENUMERATOR = re.compile(
    r"^(?:[一二三四五六七八九十]是|其[一二三四五]|首先|其次|再次|最后|第[一二三四五六七八九十](?![季期代款]|产业)(?:点|条|个方面|名)?)[，,、：:]?\s*"
)
_SAYS_FOR = re.compile(r"\b(?:says|said|lists|listed|shows|showed|quotes|quoted)\s*$", re.I)
_FOR_WHAT = re.compile(
    r"\s*(?:for|on)\s+(?P<what>[^,;.]{2,40}?)(?=\s*(?:[,;.]|$|\s(?:not|but|and)\b))"
)
_WHOSE = re.compile(
    r"(?P<who>[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*),\s+whose\s+(?P<thing>[^,;]+?)\s+"
    r"(?:is|was|are|were|has|had|stands|sits)\b(?:\s+(?:now|still|already|currently))?\s*$"
)
# `Kestrel Cloud just cut H200 on-demand to`: a price cut or raised to a figure is the price
# of the thing cut, the object, not of the one who cut it
_MOVED_TO = re.compile(
    r"\b(?:cut|cuts|lowered|lowers|raised|raises|reduced|reduces|slashed|slashes|dropped|drops|"
    r"trimmed|trims|marked down|repriced)\s+(?P<what>[^,;]+?)(?:\s+by\s+[^,;]+)?,?\s+(?:to|by)\s*$|"
    # `Northwind Compute lists H200 on-demand at $2.99`: what is listed at the price
    r"\b(?:lists|listed|offers|offered|sells|sold|rents|rented|prices|priced)\s+(?P<listed>.+?)\s+at\s*$",
    re.I,
)


# `In Quenda's own tests the chip scored`: whose tests, not what scored (no comma needed)
_IN_TESTS = re.compile(
    r"^(?:in|on|by)\s+(?:(?:our|its|their|[A-Z][\w-]*(?:'s|’s))\s+)?(?:own\s+|internal\s+|"
    r"independent\s+)?(?:tests?|testing|runs?|measurements?|benchmarks?|trials?)\b\s*,?\s*",
    re.I,
)
# `A year after we took the drivers out, …`: when, not who
# `Under those conditions it consumed`, `At full load the system produces`: a lead phrase
# written without its comma, before the clause's own subject
_LEAD_NO_COMMA = re.compile(
    r"^(?:Under|At|From|After|During|With|In)\s+(?:[\w-]+\s+){1,4}?(?=(?:it|they|we|the|this|its)\s)"
)
_TIME_CLAUSE = re.compile(
    r"^(?:(?:a|an|one|two|three|four|five|six|several|some|just|only|\d+)\s+)?"
    r"(?:years?|quarters?|months?|weeks?|days?|hours?)\s+(?:(?:after|before|since|into)\b[^,]{0,100}|"
    # `A quarter earlier, Vessant held 47%`: when, not what
    r"(?:earlier|later|ago|before))\s*,\s*",
    re.I,
)
# `Separately, …`, `Meanwhile, …`: a linking adverb, not a subject
_LINKING = re.compile(
    r"^(?:separately|meanwhile|additionally|in addition|however|elsewhere|likewise|similarly|"
    r"overall|still|again|also|besides|by contrast|in contrast)\s*,\s*",
    re.I,
)
# `PC memory moved less: 8Gb DDR4 contract prices edged up to`: a clause, then a colon
# opening one with a subject of its own
_CLAUSE_THEN_COLON = re.compile(r"^[^:]{3,80}?:\s+(?=\S)")


def _verb_at(head: str) -> re.Match[str] | None:
    """The verb of an English clause: not a plural noun the verb list also holds (`prices
    for`, `costs of`, `prices edged up`: the verb is the word after it)."""
    for verb in _EN_VERB.finditer(head):
        word = verb.group().lower()
        after = head[verb.end() :]
        if not head[: verb.start()].strip() and word in ("total", "record", "lead"):
            continue  # `total HBM bit shipments grew`: the clause's first word is no verb
        if word.endswith("s") and (
            re.match(r"\s+(?:for|of)\b", after) or _EN_VERB.match(after.lstrip())
        ):
            continue
        return verb
    return None


_MADE = re.compile(
    r"\b(?:unveil|launch|introduc|announc|releas|open-sourc|ship|debut|show)(?:ed|s|es)?\s+"
    r"(?:the\s+|its\s+|a\s+|an\s+)?(?P<what>.+)$",
    re.I,
)


# `Our channel checks suggest that Teluric will charge`: what the evidence says is about the
# one after `that`, not the checks
_EVIDENCE_PREFIX = re.compile(
    r"^(?:our|their|its|the|new|recent)\s+(?:[\w-]+\s+){0,3}?(?:checks|data|survey|surveys|"
    r"estimates|figures|numbers|analysis|research|tests|reports?)\s+(?:suggest|suggests|show|shows|"
    r"indicate|indicates|point\s+to|imply|implies)\s+(?:that\s+)?",
    re.I,
)
_SIZED_PART = re.compile(
    r"\b\d[\d,.]*\s*(?:mAh|Wh|kWh)\s+(?=(?:[a-z][\w-]*\s+){0,2}?(?:battery|batteries|cells?)\b)"
)


@lru_cache(maxsize=65536)
def subject_en(head: str, tail: str) -> str:
    head = re.sub(r"\[\d+\]", "", head)
    # `its 6,000 mAh battery supports 100 W`: the capacity is the claim's condition, not part
    # of the name of what it is about
    head = _SIZED_PART.sub("", head)
    head = _DATELINE.sub("", head.strip())
    head = _EN_LEADING.sub("", head.strip())
    head = _LEAD_NO_COMMA.sub("", head)
    while _LEADING_DATE.match(head):
        head = _EN_LEADING.sub("", _LEADING_DATE.sub("", head, count=1))
    head = _TIME_CLAUSE.sub("", head)
    head = _IN_TESTS.sub("", head)
    head = _LINKING.sub("", head)
    head = _ATTRIBUTION_PREFIX.sub("", head)
    head = _EVIDENCE_PREFIX.sub("", head)
    colon = _CLAUSE_THEN_COLON.match(head)
    if colon and _verb_at(head[: colon.end()]) and _verb_at(head[colon.end() :]):
        head = head[colon.end() :]
    head = re.sub(r"^(?:according to|per)\s+[^,]{2,40},\s*", "", head, flags=re.I)
    head = re.sub(r"^(?:re|fwd?|update|edit)\s*:\s*", "", head, flags=re.I)
    # `Our channel checks put global smartphone shipments at 309.8 million`: the object
    put = re.match(
        r"^.*?\b(?:put|puts|place|places|peg|pegs|estimate|estimates|see|sees|rate|rates)\s+(?P<x>.+?)\s+at\s*$",
        head,
    )
    if put:
        return trim_subject_en(put["x"])
    head = re.sub(r"^(?:and|but|so|while|whereas)\s+", "", head, flags=re.I)
    # `B200: Kestrel says`, `Our guiding number is simple: on-demand should …`: the figure's
    # clause is after the colon; a label before it names what the line is about
    label = re.match(r"^(?P<label>[^:：]{1,120})\s*[:：]\s+(?P<rest>[^:：]+)$", head)
    if label:
        rest = label["rest"] + " x"
        said = _ATTRIBUTION_PREFIX.match(rest) or re.match(
            r"^\S+(?:\s\S+)?\s+(?:lists|says)\s+x$", rest
        )
        found = "" if said and said.end() == len(rest) - 1 else subject_en(label["rest"], tail)
        if found:
            return found
        named = names_in(label["label"])
        if len(label["label"].split()) > 3 or not named:
            return ""
        whose = re.fullmatch(r"(?P<who>[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*)['’]s", label["rest"])
        # `H200: Kestrel's $2.69`: the one named before the figure owns the line's thing
        return f"{whose['who']}'s {named[0]}" if whose else named[0]
    # `Kestrel's own pricing repo says $4.59 for the B200 node`: what the figure is for, the
    # one whose page says it owning it
    says = _SAYS_FOR.search(head)
    target = _FOR_WHAT.match(tail) if says else None
    if says and target:
        what = trim_subject_en(target["what"])
        owners = names_in(head[: says.start()])
        if what and names_in(what):
            return f"{owners[0]}'s {what}" if owners else what
    # `… Northwind Compute, whose H200 list price is now`: the one the clause hangs on owns it
    whose = _WHOSE.search(head)
    if whose:
        thing = trim_subject_en(whose["thing"])
        return f"{whose['who']}'s {thing}" if thing else whose["who"]
    moved = _MOVED_TO.search(head)
    if moved:
        what = trim_subject_en(moved["what"] or moved["listed"])
        mover = trim_subject_en(head[: moved.start()].strip(" ,"))
        if what and names_in(what.removeprefix("its:")):
            if mover and not mover.startswith(("we", "its:")) and list(names_in(mover)) == [mover]:
                return f"{mover}'s {what.removeprefix('its:')}"  # the mover's own offer
            return what
    # `… opened orders for the Meridian S, a mid-size sedan priced from`: the appositive's
    # noun is what the figure is about, the last name before it
    appositive = _APPOSITIVE.match(head)
    if appositive:
        names = names_in(appositive["np"])
        if names:
            return names[-1]
    spec = _SPEC_WITH.search(head)
    if spec and _verb_at(spec["np"]) is None and not _NOT_A_THING.match(spec["np"]):
        # `for 8-GPU nodes with 3.2 Tbps InfiniBand between nodes`, `on laptops with 32 GB of
        # memory`: a figure that `with` gives a noun phrase is that thing's part or spec
        return trim_subject_en(spec["np"])
    verb = _verb_at(head)
    aside = _WITH_ASIDE.match(head) if verb is None else None
    if aside is None and verb is None:
        # `Its Brisk 9 unit, launched in October at €8,900`: the noun phrase a participle
        # aside hangs on is what the aside's figure is of
        aside = _PARTICIPLE_ASIDE.match(head)
    if aside and names_in(aside["np"]):
        # `Orlin's 12-high HBM3E stack, with 36 GB per stack, passed …`: the noun phrase the
        # aside hangs on, before its verb
        return trim_subject_en(aside["np"])
    if verb is None:
        # a verb the list lacks (`Sorrel sustains`, `the pack outlasts`): a word in -s or -ed
        # right after a capitalised name or a noun phrase of two words or more
        guess = re.search(r"(?<=[A-Za-z0-9)])\s+(?P<v>[a-z]{3,}(?:es|s|ed))\b", head)
        if not guess or guess["v"] in ("is", "was", "has", "its", "this", "plus", "less", "unless"):
            return ""
        return trim_subject_en(head[: guess.start()].strip(" ,"))
    subject = head[: verb.start()].strip(" ,")
    who = _WHO_PAY.match(subject)
    if who and verb.group().lower() in (
        "pay",
        "pays",
        "get",
        "gets",
        "see",
        "sees",
        "save",
        "saves",
    ):
        subject = who["what"]
    if verb.group().lower() in ("cost", "costs"):
        obj = re.match(r"\s*([A-Z][\w.+-]*\d[\w.+-]*|[A-Z]{2,}\w*)", head[verb.end() :])
        if obj:
            return obj.group(1)
    return trim_subject_en(subject)


# `wide EP with EPLB raised the load-balance ratio from`, `NIXL push transfer took per-GPU
# throughput from`: a verb that makes a measure move, its subject the cause of the move
_CAUSED = re.compile(
    r"\b(?:raised|lifted|boosted|pushed|took|brought|cut|lowered|reduced|increased|improved|"
    r"trimmed|slashed)\s+(?P<measure>(?!(?:its|their|our|his|her|my|your)\b)[^,;:]{3,60}?)"
    r"\s+from\s*$",
    re.I,
)
_CAUSE_CLAUSE = re.compile(r",\s*|\b(?:where|when|which|and|but|so|as)\s+", re.I)
_NO_CAUSE = re.compile(
    r"(?:we|i|you|they|it|he|she|this|that|these|those|which|who|the company|the firm)$|"
    r"(?:our|its|their|his|her|my|your)\s",
    re.I,
)


def cause_en(head: str) -> tuple[str, str, bool] | None:
    """What made a measure move or what it cost, the thing it is of, and whether that thing is
    the source's own: `wide EP with EPLB raised the load-balance ratio from` is the ratio of
    (the source's) wide EP, moved by EPLB (`("EPLB", "wide EP", True)`); `NIXL push transfer
    of KV data took per-GPU throughput from` moves the source's own throughput (`(…, "",
    True)`); `ranks falling out of step cost DEP4` is DEP4's loss (`(…, "DEP4", False)`). None
    when the verb's subject is who acts (`we`, `its team`)."""
    m = _CAUSED.search(head)
    if m and re.search(r"\b[a-z]{3,}ly\b", m["measure"]):
        return None  # `Latency improved sharply from`: no object, nothing caused it
    cost = None if m else _COST_TO.search(head)
    said = m or cost
    if said is None:
        return None
    at = said.start()
    lead = _EN_LEADING.sub("", head[:at].strip())
    doer = _CAUSE_CLAUSE.split(lead)[-1].strip(" ,")
    if not doer or _NO_CAUSE.match(doer) or is_date(doer) or len(doer.split()) > 8:
        return None
    if cost:
        return doer, cost["thing"], False
    split = re.fullmatch(r"(?P<thing>.+?)\s+with\s+(?P<cause>.+)", doer)
    if split:
        return split["cause"], trim_subject_en(split["thing"]), True
    return doer, "", True


# `ranks falling out of step cost DEP4 13.6% of throughput`: what the loss is of, named
_COST_TO = re.compile(r"\b(?:cost|costs)\s+(?P<thing>[A-Z][\w.+-]*(?:\s+[A-Z0-9][\w.+-]*)*)\s*$")


_WITH_ASIDE = re.compile(r"^(?P<np>[^,]{3,80}),\s*with\s*$")
# a noun phrase after a preposition that `with` ends on (`192 GB of HBM3E memory with 6.4 TB/s`
# is the figure's stuff, not a thing the figure is a spec of)
_SPEC_WITH = re.compile(
    r"\b(?:for|on|in|at|across|between)\s+"
    r"(?!(?:for|of|on|in|to|at|from|by)\s)"
    r"(?P<np>(?:(?:an?|the|its|their|our)\s+)?(?:[\w.+-]+\s+){0,3}?[A-Za-z][\w.+-]*[A-Za-z])\s+with\s*$"
)
# words that end a phrase before `with` but name no thing: `we`, `it`, `one`, `those`, a verb
_NOT_A_THING = re.compile(
    r"(?:^|.*\s)(?:we|it|they|you|one|ones|those|these|this|that|each|both|all|along|together|up|out|"
    r"down|off|over|on|in|compared|combined|paired|coupled|together|[a-z]+ly)$|.*\b[a-z]+(?:ed|ing)$",
    re.I,
)
_PARTICIPLE_ASIDE = re.compile(
    r"^(?P<np>[^,]{3,80}),\s*[a-z]{3,}(?:ed|en)\s+(?:[^,]{0,60}\s)?(?:at|for|from)\s*$"
)
_RELATIVE = re.compile(r",\s+(?:which|who)\s*$", re.I)
_BEFORE_NOUN_PHRASE = re.compile(r"\b(?:for|of|on|to|at|in|and|but|with|from|by|than)\s+|,\s+")


@lru_cache(maxsize=65536)
def antecedent_en(head: str) -> str:
    """`… nothing changes for H100 instances, which remain at`: a figure in a relative clause
    is about the noun phrase the clause hangs on (`Halberd, which is listed …, has`)."""
    relative = _RELATIVE.search(head)
    if not relative:
        return ""
    before = head[: relative.start()]
    cut = 0
    for m in (*_EN_VERB.finditer(before), *_BEFORE_NOUN_PHRASE.finditer(before)):
        cut = max(cut, m.end())
    return trim_subject_en(before[cut:].strip())


def subject_before_en(whole: str, head: str) -> tuple[str, bool]:
    """The subject of a figure whose own clause (`head`) names none, from the clause before
    it: a relative clause's antecedent, and whether the figure stands in that clause (an
    aside: the passage goes on about its topic); else that clause's own subject."""
    found = antecedent_en(whole)
    if found:
        return found, "," not in head
    return subject_en(whole, ""), False


@lru_cache(maxsize=65536)
def trim_subject_en(subject: str) -> str:
    possessive = re.match(r"^(?:its|their)\s+(?P<rest>.+)$", subject, re.I)
    if possessive:
        rest = trim_subject_en(possessive["rest"])
        return f"its:{rest}" if rest else ""
    subject = re.sub(r"^(?:the|a|an|this|that|these|those)\s+", "", subject, flags=re.I)
    # `Median download speed for Orbitra customers in Canada`: the measure is of what follows
    of = re.match(
        # `the on-demand price of its H200s`, `Monthly lease prices for a 100G wavelength`,
        # `Turnkey prices for a grid battery` (a market's prices, plural: not `Kestrel price`)
        r"(?:(?:on-demand|reserved|spot|list|retail|hourly|(?-i:(?:[A-Z]?[a-z]+ly\s+)?[a-z]+))\s+|"
        r"(?-i:[A-Z][a-z]+\s+)(?=(?:prices|rates|costs)\s))?"
        + _MEASURE_WORDS.pattern.removesuffix(r"\b.*$")
        + r"s?\s+(?:for|of|on)\s+(?P<x>.+)$",
        subject,
        re.I,
    )
    if of and of.start() == 0:
        subject = of["x"]
        if re.match(r"(?:its|their)\s", subject, re.I):
            return trim_subject_en(subject)  # `the price of its H200 instances`: its own
        subject = re.sub(r"^(?:the|a|an)\s+", "", subject, flags=re.I)
    subject = _MEASURE_WORDS.sub("", subject).strip()
    subject = re.sub(
        rf"\s+(?:on|at|in|across|over|using)\s+(?:an?\s+|one\s+|the\s+|\d+\s*x?\s*)?{HARDWARE}.*$",
        "",
        subject,
    )
    subject = subject.split(", ")[0]  # an aside after a comma (`The plant, in Toledo, Ohio,`)
    # `Orrin Semi on Thursday unveiled the OS-45, an edge NPU that delivers …`: what was
    # unveiled delivers it, not who unveiled it
    made = _MADE.search(subject)
    if made and names_in(made["what"]):
        return names_in(made["what"])[0]
    subject = _EN_WHEN.sub("", subject)
    subject = re.sub(r"\s*\(.*?\)", "", subject).strip(" ,")
    subject = _DANGLING_TAIL.sub("", subject).strip(" ,:")
    if is_date(subject):
        return ""
    if re.match(r"^(?:our|we)\b", subject, re.I):
        rest = re.sub(
            r"^(?:our|we)\s*(?:(?:also|now|then|still|just|even|only|first)\s+)*",
            "",
            subject,
            flags=re.I,
        )
        rest = "" if rest.lower() in ("also", "now", "then", "still") else rest
        if re.fullmatch(
            r"(?:\w+\s+)?(?:runs?|tests?|measurements?|trials?|repeats?)|\d+|two|three|four|five|"
            r"six|seven|eight|nine|ten|dozen",  # `Our five runs took`: `runs` read as the verb
            rest,
            re.I,
        ):
            return ""  # `Our five runs took …`: the runs measure the thing before them, not us
        return f"we:{rest}" if rest else "we"
    if re.match(r"^(?:it|they|its|their)$", subject, re.I):
        return ""
    if len(subject.split()) > 8:
        names = names_in(subject)
        return names[0] if names else ""
    # `One-year reserved H200 …` began its sentence: mid-sentence it is `one-year reserved H200`
    if _SENTENCE_CASE_LEAD.match(subject):
        subject = subject[:1].lower() + subject[1:]
    return subject


# a common word that is capitalised only because it began the source's sentence
_SENTENCE_CASE_LEAD = re.compile(
    r"(?:(?:One|Two|Three|Four|Five|Six|Ten|Twelve|Half)-[a-z]+|Reserved|Spot|On-demand|"
    r"Annual|Monthly|Hourly|Full|Dedicated|Standard)\s+\S"
)


_ZH_TRAILING_VERB = re.compile(
    r"(?:(?:环比|同比|较上季度|较去年同期|分别|已经|已|又|再|将|仍|也|都|均|则|只|仅|(?<![合节契公条预])约|大约|近|超|共|合计|累计|"
    r"达到了?|达|为|是|约为|上涨了?|下降了?|增长了?|提升了?|提高了?|降低了?|降至|降到|升至|增至|提升至|提高至|提到|"
    r"做到了?|实现了?|录得|报|只有|仅为|高达|突破|超过|跑出了?|来到|落在|定价|售价|卖|拿到|获得|取得|带来|"
    r"斩获|赢得|拿下|签下|中标|"
    # a market's close (`3 月合约上周五收于`, `昨日收报`, `报收于`)
    r"(?<![营税创])收于|(?<![营税创])收报|报收于?|收盘于?|结算于|"
    # a headline's one-character verbs (`营收增 16.8%`, `净利降 5%`)
    r"(?:大|激|猛|骤|暴|锐)?(?:增|降|减)|(?<![打突攻])破|"
    r"缩短了?|减少了?|增加了?|扩大|跌|涨|下调|上调|了|在|预计|预期|计划|规划|有望|还将?|折合|占用|给出的?|"
    r"(?:扩大|增加|提升|降低|减少|压缩)至|以|占|每\s*GPU|每卡|单卡|每用户|单用户|每个用户|P\d\d|"
    r"的速度为|速度为|的吞吐为|吞吐为|从|由|较|比|自|可在|可|在|可达|最高|高达|仅需|只需|需要|(?<!按)需|维持|保持|稳定在|"
    r"定为|设为|调整为|调至|为每|仍为|同步|低于|高于|不足|不到|公布|宣布|披露|透露|搭载了?|配备了?|配有|采用了?|拥有|提供|起售|售|标配|内置)\s*)+$"
)
_ZH_TRAILING_TIME = re.compile(
    r"(?:目前|当前|此前|现在|届时|今年|去年|明年|本季度|上季度|第?[一二三四]季度|上半年|下半年|全年|"
    r"(?:上|本)?周[一二三四五六日]|昨日|昨天|今日|今天|前一交易日|当日|"
    # `成本自 1 月以来`, `从年初至今`: the span since when
    r"(?:自|从)\s*[^，,。自从]{1,12}?(?:以来|至今)|(?:今年|年初)以来|"
    r"\d{4}\s*年(?:第?[一二三四]季度)?|前[一二三]季度|[一二三四五六七八九十]+月|\d{1,2}\s*月份?|本月|上月|近期|最新|新|"
    r"(?<=[\u4e00-\u9fff\s])(?:19|20)\d{2})\s*$"  # `公司 2027 年营收`, its `年营收` read as a measure
)
_ZH_LEADING_TIME = re.compile(
    r"^(?:目前|当前|此前|现在|届时|今年|去年|明年|本季度|第?[一二三四]季度|上半年|下半年|全年|"
    r"\d{4}\s*年(?:第?[一二三四]季度)?|截至[^，,]{0,12}|[一二三四五六七八九十]+月份?)\s*"
)


_ZH_RANKED = re.compile(
    r"\s*(?:紧随其后|排名第[一二三四五六七八九十\d]|位列第[一二三四五六七八九十\d]|排在第[一二三四五六七八九十\d])"
    r"(?:位)?的?(?:是|为)(?P<who>[\u4e00-\u9fffA-Za-z0-9 -]{2,12}?)\s*$"
)


def ranked_zh(clause: str) -> str:
    """`紧随其后的是澜镜`, `排名第三的是栖光`: the one a ranking names (a party, named or not)."""
    m = _ZH_RANKED.match(clause.split("，")[0].split(",")[0])
    return m["who"].strip() if m else ""


_ZH_LEAD_STOP = re.compile(
    r"(?:预计|将|在|已经?|关于|于|采用|使用|通过|以|用|把|对|为|是|达到|实现|做到|推出|发布|公布|披露|表示|称|宣布|正式|"
    r"计划|正在|目前|今年|去年|明年|"
    # `H800 实例价格不变，仍为…`: a price or a level said unchanged, of the thing before it
    r"(?:的?(?:价格|售价|报价|费率|标准))?(?:维持|保持)?不变)"
)


@lru_cache(maxsize=65536)
def leading_subject_zh(clause: str) -> str:
    """The subject at the head of a Chinese clause (`新产线预计在 2027 年上半年投产` → `新产线`)."""
    clause = re.sub(r"^[^，,。]{0,12}?(?:表示|透露|介绍|称|说)[，,:：]", "", clause.strip())
    # `岚峰动力今日宣布 LF-9 储能电芯正式量产`: what is announced, not who announces it
    clause = re.sub(r"^[^，,。]{2,12}?(?:今日|近日|日前)?宣布[，,:：]?\s*(?=\S)", "", clause)
    if clause.startswith("关于"):
        return ""  # `关于 H20 GPU 云服务器价格调整的公告`: a notice's title names its matter
    clause = clause.split("，")[0].split(",")[0]
    if ranked_zh(clause):
        return ranked_zh(clause)
    m = _ZH_LEAD_STOP.search(clause)
    head = clause[: m.start()] if m else ""
    head = _ZH_DAY.sub("", _ZH_ASIDE.sub("", head)).strip()
    head = re.sub(r"^(?:其|该)", "", head).strip(" 的")
    if head.startswith("我们"):
        return (
            "我们" if head == "我们" else f"we:{head.removeprefix('我们的').removeprefix('我们')}"
        )
    return head if 0 < len(head) <= 16 else ""


@lru_cache(maxsize=65536)
def is_hardware_only(subject: str) -> bool:
    """`a single 8x B200 node`: the rig is a condition, not what the claim is about."""
    rest = re.sub(rf"{HARDWARE}", "", subject)
    rest = re.sub(
        r"\b(?:a|an|one|the|single|\d+\s*x|\d+|nodes?|racks?|servers?|machines?|systems?|"
        r"clusters?|GPUs?|boxes?)\b|[-×]",
        "",
        rest,
        flags=re.I,
    )
    return bool(re.search(HARDWARE, subject)) and not rest.strip()


_ZH_PER_UNIT = re.compile(
    # (`每交付 GPU 小时`: a verb before the unit it counts)
    r"(?:按|以)?\s*(?:每\s*(?:[\u4e00-\u9fff]{1,2}\s*(?=[A-Za-z]))?"
    r"(?:[A-Za-z]+(?:\s*[\u4e00-\u9fff]{1,2})?|[\u4e00-\u9fff]{1,3})"
    r"(?:\s*tokens?)?\s*)+$",
    re.I,
)
# `该芯片`, `此款产品`, `公司`, `该行`: a pointer back to the thing the passage is about
_ZH_ANAPHOR = re.compile(
    r"^(?:(?:该|此|本|这)[款颗台辆家项片剧部药批座]?|其)(?![\u4e00-\u9fff]*(?:与|和)[\u4e00-\u9fff])|"
    r"^(?:公司|集团|企业|该公司|本公司)$"
)
_ZH_COMPANY = re.compile(r"^(?:公司|该公司|本公司)$")
_ZH_PLANT = re.compile(r"^(?:新|该|这座|这家)?(?:工厂|生产基地|基地|产线|生产线)$")
_ZH_PHASE = re.compile(r"(?:^|(?<=\S))\s*[首一二三四]期(?:工程|项目)?(?:设计)?$")
ZH_IT = "\0it"  # subject_zh's answer for an anaphor: the topic of the passage
ZH_COMPANY = "\0company"  # … for `公司`: the company the article is about, not its product


_ZH_HOLDS_SHARE = re.compile(
    r"(?<=\S)\s*(?:合计|共同|共|一共|总共)?(?:占据|占有|拿下|瓜分)[^，,。；]*市场$"
)
_ZH_DISPOSAL = re.compile(
    r"(?P<who>[^，,]{2,24}?)(?:将|把)[^，,将把]{1,20}?(?:扩大|扩|增加|提升|提高|降低|减少|压缩|缩短|下调|上调|"
    r"调整|降|升)(?:至|到)\s*$"
)
# `新开通的蓝鲸 2 号海缆`: how new it is, not what it is
_ZH_NEWLY = re.compile(
    r"^(?:新|最新|刚刚?|此前|近期)?(?:开通|上线|发布|推出|投产|投运|启用|落成)的\s*"
)
_ZH_BENCHMARK = re.compile(r"\s*[\u4e00-\u9fff]{2,4}(?=(?:跑分|测试得分)\S{0,3}$)")
# a clause that opens with its verb has no subject of its own (`获得北海项目 1.5GW 订单`)
_ZH_VERB_FIRST = re.compile(r"^(?:获得|斩获|赢得|拿下|签下|中标|收到|接获)")
# `北风风电（Northgale Wind）周一宣布`: the aside and the day are not the subject
_ZH_ASIDE = re.compile(r"[（(][^（）()]{0,30}[）)]")
_ZH_DAY = re.compile(
    r"(?:周[一二三四五六日天]|星期[一二三四五六日天]|今日|今天|昨日|昨天|日前|近日|本周|上周)\s*$"
)


@lru_cache(maxsize=65536)
def subject_zh(head: str) -> str:
    """The subject of a Chinese clause, read from the figure backwards: verb, measure word,
    time word and place phrase stripped (`国内 HBM 市场规模约为` → `国内 HBM`)."""
    head = re.sub(r"\[\d+\]", "", head).strip()
    head = re.sub(r"[（(][^（）()]{0,40}[）)]", "", head)  # `首 token 延迟（P50）`: an aside
    # `收入为人民币 38.62 亿元`: the currency a figure is said in is no part of what it is of
    head = re.sub(r"\s*(?:人民币|港币|港元|美元|欧元|日元|英镑)\s*$", "", head)
    # `经调整净利润为`: how the figure was adjusted is its condition, not what it is of
    head = re.sub(r"^(?:经调整后?的?|调整后的?)", "", head)
    head = re.sub(r"^(?:另外|此外|同时|其中|而|但|不过|另一方面)[，,]?", "", head)
    head = _ZH_ENUMERATOR.sub("", head)
    # `其博客称 B200 新价为`: who says it leads the clause; what it says is about follows
    head = re.sub(
        r"(?:^|(?<=[，,：:]))[^，,：:。]{1,12}?(?:称|表示|写道|指出|显示(?![功屏器])|预测(?=该|其|此))\s*(?=[^，,：:。\s])",
        "",
        head,
    )
    head = re.sub(
        r"^[^，,。]{0,4}据[^，,]{1,24}?(?:称|介绍|透露|表示|统计|报道|显示|测算|披露|测试|测得|实测|检测)[，,]?",
        "",
        head,
    )
    head = _ZH_LEADING.sub("", head)
    # `公司预计四季度营收`: the company expects it; the figure is the company's
    # (`公司公告 10 月营业收入`: the company announced it; the figure is the company's)
    head = re.sub(
        r"(?:^|(?<=[：:，,]))((?:该|本)?(?:公司|集团))(?:预计|预期|预测|公告|公布|披露|宣布|发布)",
        r"\1",
        head,
    )
    # `电影《长河落日》上映第 17 天，累计票房突破`: how long it has been out is when, not what
    head = re.sub(
        r"(?<=\S)\s*(?:上映|开售|发售|上线|开播|开业|运营|投运)(?:第\s*\d+\s*[天日周]|\s*\d+\s*[天日周]|以来)"
        r"(?=[，,]|$)",
        "",
        head,
    )
    # `翎羽无人机累计完成配送订单`: what did it is before the adverb that sums it up
    head = re.sub(
        r"(?<=\S)\s*(?:累计|共计|合计|总计|累积|共(?![享同识建创有计]))[^，,：:]*$", "", head
    )
    # `澜海物流三季度完成快递业务量`: who did it, before the verb and its object
    head = re.sub(r"(?<=\S)\s*(?:完成|实现|录得)了?[^，,：:的]{1,8}$", "", head)
    # `10 月全球 71 个国家和地区粗钢产量`: when, and how many places it counts, are conditions
    head = _ZH_LEADING_PERIOD.sub("", head, count=1)
    head = _ZH_PLACES_COUNTED.sub("", head)
    # `公司计划 2027 年将电解槽年产能扩大至`: the one who moves it, not the thing moved (`我们将
    # 公司……上调至` is the analyst's view of the company's, read below)
    disposal = _ZH_DISPOSAL.match(head)
    if disposal and not disposal["who"].lstrip().startswith("我们"):
        head = disposal["who"]
    # `K9 鲸测跑分突破`: the Han word glued to a score names the benchmark, not what it scored
    head = _ZH_BENCHMARK.sub("", head)
    # `三大原厂合计占据 DRAM 市场` (94% 的份额): who holds the share, not the market it is of
    head = _ZH_HOLDS_SHARE.sub("", head)
    # `价格维持每卡每小时`, `按每百万 tokens`, `吞吐达到每秒`: the figure's own per-unit words
    head = _ZH_PER_UNIT.sub("", head)
    # `H20 按需实例（每卡每小时 9.8 元）`: a figure in the aside after the thing
    head = re.sub(r"\s*[（(]\s*$", "", head)
    # `单用户解码速度提升至 v2 的` (1.8 倍): what it is a multiple of is not its subject
    head = re.sub(
        r"(?:是|约为|约是|相当于|提升至|提升到|提高到|提高至|增至|达到)\s*[^，,的]{1,20}的\s*$",
        "",
        head,
    )
    # `海外 H200 按需价格比北风算力低约` (10%): what it is compared with is not its subject
    head = re.sub(
        r"(?:比|较)[^，,。比较]{1,16}?(?:低|高|便宜|贵|快|慢|多|少|强|弱)了?\s*(?:约|近|超过?)?\s*$",
        "",
        head,
    )

    # `我们预计全年出货量将在`: what the analyst expects is the subject, not the analyst
    head = re.sub(r"^我们(?:测算|预计|估计|估算|认为|判断|预测)(?=\S)", "", head)
    # `国内加氢站终端售价多在`（每公斤 25 至 35 元之间）: how often, not a part of the thing
    head = re.sub(
        r"(?<=[\u4e00-\u9fff])(?:大多|大都|普遍|一般|通常|多)(?:在|为|处于|介于)\s*$", "", head
    )
    for _ in range(4):
        before = head
        head = _ZH_TRAILING_VERB.sub("", head).strip()
        # `时延中位数`: the statistic a measure is read as is its condition, not its thing
        head = re.sub(r"(?:中位数|平均值|均值)$", "", head).strip()
        head = _ZH_MEASURE.sub("", head).strip(" ，,的")
        head = _ZH_TRAILING_TIME.sub("", head).strip(" ，,的")
        head = _ZH_PER_UNIT.sub("", head).strip(" ，,的")  # `公司每交付 GPU 小时的成本`
        if head == before:
            break
    head = _ZH_INNER.sub("", head).strip(" ，,的")
    # `在国内 AI 助手市场`, `在成都、重庆两地`: where
    head = re.sub(r"在[^，,。在]{1,20}?(?:市场|[两二三四五六七八九十]地|等地)$", "", head).strip()
    head = _ZH_LEADING_TIME.sub("", head).strip(" ，,的")
    head = _ZH_NEWLY.sub("", head)
    if _ZH_VERB_FIRST.match(head):
        return ""  # `X 周一宣布，获得……订单`: the clause goes on with the subject before it
    # a leading clause of its own (`记者从……获悉，`) is not the subject
    head = re.split(r"[，,：:]", head)[-1].strip()
    # `我们测算知行助手在国内 AI 助手市场的份额`: what the analyst estimates is the subject
    # (`我们将公司 2027 年营收预测由 58 亿元上调至…`: the company's forecast, revised by us)
    head = re.sub(r"^我们(?:测算|预计|估计|估算|认为|判断|预测|将|把)(?=\S)", "", head)
    # `工厂首期年产能`: the phase is a condition of the figure, not the thing it is of
    head = _ZH_PHASE.sub("", head).strip()
    if _ZH_COMPANY.match(head) or _ZH_PLANT.match(head):
        # `公司 2027 年营收预测`: the company, whatever product was named last; `工厂首期年产能`
        # with no name of its own: the plant of the company the article is about
        return ZH_COMPANY
    # `调价后 H200 按需`, `青隼云调价后的海外 H200`: after the change is when, not what
    head = re.sub(r"^(?:调价|降价|涨价|上市|升级)(?:之?后|之?前)的?\s*", "", head)
    head = re.sub(r"(?:调价|降价|涨价|上市|升级)(?:之?后|之?前)的\s*", "的", head).strip()
    if _ZH_ANAPHOR.match(head):
        return ZH_IT  # `该芯片 NPU 算力`: the thing already named
    head = re.sub(r"^(?:其|该)", "", head).strip()
    if head.startswith(("我们的", "我们")):
        rest = head.removeprefix("我们的").removeprefix("我们").strip()
        if re.match(r"(?:实测|测得|测到|测出|复测|测试)的", rest):
            return ZH_IT  # `我们测得的整卡功耗`: the thing tested, named before, not ours
        used = re.match(r"(?:租用|租了|购买|买了|使用|采用|选用|拿到)了?(?P<x>.{2,})$", rest)
        if used:  # `我们租用了星垣云的 H20 按需实例（每卡每小时…`: what was rented
            return used["x"].strip()
        return f"we:{rest}" if rest else "我们"
    # `另一家 GPU 云厂商北风算力目前公布的 H200 按需`: the company's own thing, not a
    # description of the company nor the word for publishing it
    head = _ZH_DESCRIBED.sub("", head)
    head = _ZH_PUBLISHED.sub("的", head).strip()
    if len(head) > 24:
        # `云帆算力华东一区、华北二区的 H20 按需实例`: the thing is what the last `的` leads to
        last = head.rpartition("的")[2].strip()
        if last and len(last) <= 24 and last != head and names_in(last):
            return last
        names = names_in(head)
        return names[0] if names else ""
    return head


# `墨枢-Pro 模型 API 价格下调：输入价格由…，输出价格由…`: a price list led by what it prices
_ZH_PRICE_LEAD = re.compile(
    r"(?P<what>[^，,。：:；;]{2,30}?)\s*的?\s*(?:价格|资费|定价|收费)(?:全面|正式|再次)?"
    r"(?:下调|上调|调整|调降|下降|上涨|更新)?\s*[：:]"
)
_ZH_TIER = re.compile(r"\s*(?P<tier>[\u4e00-\u9fff]{1,6}?)(?:价格|单价|费用)")
_ZH_DESCRIPTOR_TAIL = re.compile(r"(?:\s*(?:模型|API|服务|接口|产品|系列))+$")


def price_tier_zh(sentence_head: str, clause_head: str) -> tuple[str, str]:
    """(product, its tier's price) of an item in a price list (`墨枢-Pro 模型 API 价格下调：
    输入价格由…` → `墨枢-Pro`, `墨枢-Pro 输入价格`); empty where the clause is no such item."""
    leads = list(_ZH_PRICE_LEAD.finditer(sentence_head))
    tier = _ZH_TIER.match(clause_head.rpartition("：")[2].rpartition(":")[2])
    if not leads or not tier:
        return "", ""
    what = _ZH_DESCRIPTOR_TAIL.sub("", leads[-1]["what"]).strip()
    if not names_in(what) or tier["tier"] in ("原", "新", "现", "官方", "指导"):
        return "", ""
    return what, f"{what} {tier['tier']}价格"


# --- conditions ------------------------------------------------------------------------------


# --- a subject no reader would accept ---------------------------------------------------------
# The reader's rules name a subject from the words before a figure. On text they were not
# written for, those words are often something else: the frame a sentence opens with (`on
# Monday it`, `Beyond 50 TB`), a set-up count (`4 nodes`), a table's row label (`Price per
# month`), a version (`v3`), a date, a column's or newsletter's name from the page
# frame, a bare reporting verb (`实测`, `公司预计`), a clause cut inside a bracket. These are
# told by their shape alone; the article's own topic (what its headline is about) is then the
# better guess. Measured on the held-out corpora as an earlier reader read them (before it
# was fitted to them), and on unseen4, which no rule was written from: CHANGELOG.

_SUBJECT_STOP = frozenset("the a an its our their of for in on at to and with by".split())
_OPENS_FRAME = re.compile(r"(?i)(?:on|in|at|for|with|by|from|since|after|before)\b")
_BARE_COUNT = re.compile(r"[\d.,]+\s*[A-Za-z]+")
_VERSION_ONLY = re.compile(r"v?\d+(?:\.\d+)*", re.I)
_REPORTING_ZH = re.compile(
    r"(?:公司|官方|厂商|我们|该公司)?(?:预计|实测|表示|称|显示|测算|透露|指出|认为)"
)
_OPEN_BRACKET = re.compile(r"[（(][^）)]*$")


@lru_cache(maxsize=65536)
def _subject_words(text: str) -> frozenset[str]:
    """A name's content words (Latin) and characters (Han), in small letters. A name is asked
    about with each subject of its page: its words are read once."""
    text = re.sub(r"['’]s?\b", "", text.lower())
    latin = {w for w in re.findall(r"[a-z0-9][a-z0-9.+-]*", text) if w not in _SUBJECT_STOP}
    return frozenset(latin | set(re.findall(r"[\u4e00-\u9fff]", text)))


def implausible_subject(
    subject: str, *, claimant: str, publisher: str, conditions: tuple[str, ...]
) -> str:
    """Why `subject` cannot be what a figure is about ('' when it can): see above."""
    s = subject.strip()
    if not s:
        return "empty"
    words = _subject_words(s)
    mine = _subject_words(claimant)
    if words and words <= _subject_words(publisher) and not words <= mine:
        return "the page's frame"  # `Memory Weekly` of `Quayle Research · Memory Weekly`
    han = bool(re.search(r"[\u4e00-\u9fff]", s))
    if han:
        if _REPORTING_ZH.fullmatch(s):
            return "a reporting verb"
    else:
        if is_frame_word(s.split()[0]) or _OPENS_FRAME.match(s):
            return "a frame"
        if _BARE_COUNT.fullmatch(s):
            return "a set-up count"
    if s in conditions:
        return "a condition"
    if not han and not proper_names(s):
        parts = s.split()
        if re.search(r"\bper\b", s):
            return "a measure"  # `Price per month`
        if all(p.lower() in DATE_WORDS for p in parts):
            return "a date"
        if _VERSION_ONLY.fullmatch(s):
            return "a version"
        # (a capitalised common word is no sign: `Memory` may head a row of specs, `Cloud` one
        # of a company's segments)
    if _OPEN_BRACKET.search(s):
        return "a cut clause"
    return ""
