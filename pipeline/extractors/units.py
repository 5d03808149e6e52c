"""Units: what may follow or precede a number, and its canonical spelling.

One table per position. Order matters: longer spellings come first so that
`tokens/s` wins over `token` and `美元/GPU 小时` over `美元`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# What a money amount may be per. This table gives the spellings that need a canonical
# name; after `per` or `/` any other noun is taken as written, singular (`per tonne`, `/W`,
# `per GB-month`), and a physical unit by its symbol (`per watt` → `W`).
_PER = [
    (r"GPU\s*[-·]?\s*(?:hours?|hrs?|小时|h\b)|卡时|卡\s*每\s*小时|卡每小时", "GPU-hour"),
    (r"(?:1M|百万|million)\s*(?:输入|输出|input|output|prompt|completion)?\s*tokens?", "1M tokens"),
    (r"(?:1K|千|thousand)\s*(?:输入|输出|input|output|prompt|completion)?\s*tokens?", "1K tokens"),
    (r"(?:kWh|千瓦时|度电?)(?![A-Za-z])", "kWh"),
    (r"(?:minutes?|mins?|分钟)\b", "minute"),
    (r"(?:hours?|小时|hr)\b", "hour"),
    (r"(?:days?|天)\b", "day"),
    (r"(?:weeks?|周)\b", "week"),
    (r"(?:months?|月)\b", "month"),
    (r"(?:years?|年)\b", "year"),
    (r"(?:tokens?)\b", "token"),
    (r"(?:(?:diluted|basic)\s+)?(?:shares?|股)\b", "share"),
    (r"(?:吨|公吨)", "tonne"),
    (r"(?:公斤|千克)", "kg"),
    (r"(?:瓦时)", "Wh"),
    (r"(?:瓦)", "W"),
    (r"(?:间夜)", "room-night"),
    (r"(?:班)", "shift"),
    (r"(?:平方米|平米)", "m²"),
    (
        r"(?:GPUs?|accelerators?|chips?|systems?|racks?|servers?|nodes?|users?|seats?|units?"
        r"|requests?|queries|query|images?|calls?|devices?|licen[cs]es?|instances?|barrels?"
        r"|gallons?|ounces?|pounds?|heads?|pieces?|trips?|nights?|persons?|passengers?|bags?"
        r"|bushels?|bales?)\b",
        None,
    ),
]
PER = [
    (
        re.compile(
            r"\s*(?:/|per\s+|an?\s+|每)\s*(?:"
            + spelling
            # `a year on`, `a day earlier`: a time after, not a rate (`per GPU-hour on demand` is)
            + r")(?!\s+(?:ago|earlier|later|before|on\b(?![- ]demand)))",
            re.I,
        ),
        canon,
    )
    for spelling, canon in _PER
]
# `/hr per GPU`: an hour of one GPU.
_PER_GPU = re.compile(r"\s*(?:per|/)\s*(?:GPU|卡)\b")

# Currencies written before the number: `$38.96`, `USD 38.96`, `¥5`.
CURRENCY_BEFORE = re.compile(
    r"(?:(?P<usd>US\$|\$|USD\s?)|(?P<eur>€|EUR\s?)|(?P<cny>[¥￥]|RMB\s?|CNY\s?)|(?P<gbp>£|GBP\s?))$"
)

# 元 is the yuan, but not in `三元电池` (ternary), `元件`, `元素`, `元宇宙`, `元旦`.
YUAN = r"元(?!电池|电芯|锂|材料|正极|前驱|体系|系|素|件|宇宙|旦|器件)"

# Chinese measure words: `四种`, `两款`, `2,300 家`. A count, so no unit; `一` before one of
# them is usually an article (`一家公司`), which the quantity grammar decides. Each comes with
# the words it begins that are not counts (`2.0 支持`, `3 部署`).
_MEASURE_WORDS: dict[str, str] = {
    "个": "", "家": "", "款": "", "种": "", "位": "", "名": "", "项": "目", "次": "",
    "台": "", "条": "件", "篇": "", "份": "额", "张": "量", "块": "", "颗": "", "套": "件餐",
    "部": "署分门件长", "辆": "", "架": "构", "艘": "", "座": "", "所": "以有在属谓",
    "只": "有是要能需用", "件": "", "根": "据本", "支": "持付撑出", "批": "量次处",
    "轮": "次", "场": "景", "层": "面级", "首": "先次发批款个席", "枚": "", "片": "上",
    "户": "", "间": "隔", "栋": "", "组": "件合织成", "笔": "记", "例": "如", "起": "来步点",
    "宗": "", "类": "似型别", "口": "径罩碑号头气岸味感语", "双": "方向重核语打赢十",
    "核": "心查准算电武酸实验定", "盘": "点古中面子算问查整旋踞",
    # `52.6 万单` orders, `320 万分` points: not `单机`, `单价`, `分钟`, `分别`
    "单": "机卡季价位次车用核一独日月元个品体线向纯调晶颗节", "分": "钟别之为析享布红拆成期配销店公位散担摊批段厂支秒数",
}  # fmt: skip
MEASURE_WORDS = frozenset(_MEASURE_WORDS)
MEASURE_WORD = (
    "(?:"
    + "|".join(
        word + (f"(?![{not_before}])" if not_before else "")
        for word, not_before in _MEASURE_WORDS.items()
    )
    + ")"
)

# Physical units, canonical spelling first, then the spellings that mean it. One table, so
# `450W`, `450 W`, `450 watts` and `450 瓦` are one unit; longer spellings win (`mAh` over `mA`).
_PHYSICAL: dict[str, tuple[str, ...]] = {
    "W": ("W", "watts", "watt", "瓦特", "瓦"),
    "mW": ("mW", "毫瓦"),
    "kW": ("kW", "KW", "kilowatts", "kilowatt", "千瓦"),
    "MW": ("MW", "megawatts", "megawatt", "兆瓦"),
    "GW": ("GW", "gigawatts", "gigawatt", "吉瓦", "千兆瓦"),
    "TW": ("TW", "terawatts", "terawatt"),
    "Wh": ("Wh", "watt-hours", "watt-hour", "瓦时"),
    "kWh": ("kWh", "KWh", "kwh", "kilowatt-hours", "kilowatt-hour", "千瓦时", "度电"),
    "MWh": ("MWh", "megawatt-hours", "megawatt-hour", "兆瓦时"),
    "GWh": ("GWh", "gigawatt-hours", "gigawatt-hour", "吉瓦时"),
    "TWh": ("TWh", "terawatt-hours", "terawatt-hour", "太瓦时"),
    "Wh/kg": ("Wh/kg", "Wh/KG", "瓦时/公斤", "瓦时/千克"),
    "Wh/L": ("Wh/L", "瓦时/升"),
    "Wh/km": ("Wh/km",),
    "kWh/100km": ("kWh/100km", "kWh/100 km", "kWh/100 miles"),
    "L/100km": ("L/100km", "L/100 km", "升/百公里"),
    "W/kg": ("W/kg",),
    "V": ("V", "volts", "volt", "伏特", "伏"),
    "mV": ("mV", "毫伏"),
    "kV": ("kV", "KV", "kilovolts", "千伏"),
    "A": ("amperes", "ampere", "amps", "amp", "安培"),
    "mA": ("mA", "毫安"),
    "mAh": ("mAh", "mAH", "毫安时"),
    "Ah": ("Ah", "安时"),
    "Hz": ("Hz", "hertz", "赫兹"),
    "kHz": ("kHz", "KHz", "千赫兹", "千赫"),
    "MHz": ("MHz", "megahertz", "兆赫兹", "兆赫"),
    "GHz": ("GHz", "gigahertz", "吉赫兹", "吉赫"),
    "THz": ("THz", "太赫兹"),
    "μs": ("μs", "µs", "microseconds", "microsecond", "微秒"),
    "ns": ("ns", "nanoseconds", "nanosecond", "纳秒"),
    "ps": ("ps", "picoseconds", "皮秒"),
    "nm": ("nm", "nanometres", "nanometers", "nanometre", "nanometer", "纳米"),
    "μm": ("μm", "µm", "um", "microns", "micron", "微米"),
    "mm": ("mm", "millimetres", "millimeters", "millimetre", "millimeter", "毫米"),
    "cm": ("cm", "centimetres", "centimeters", "centimetre", "centimeter", "厘米"),
    "m": ("metres", "meters", "metre", "meter", "米"),
    "km": ("km", "kilometres", "kilometers", "kilometre", "kilometer", "公里", "千米"),
    "km/h": ("km/h", "kph", "公里/小时", "千米/小时", "公里每小时"),
    "m/s": ("m/s", "米/秒", "米每秒"),
    "mm²": ("mm²", "mm2", "平方毫米"),
    "cm²": ("cm²", "cm2", "平方厘米"),
    "m²": (
        "m²",
        "m2",
        "sq m",
        "square metres",
        "square meters",
        "square metre",
        "square meter",
        "平方米",
    ),
    # what air holds per volume (PM2.5, ozone) and what rock holds per tonne (an ore grade)
    "μg/m³": (
        "μg/m³",
        "µg/m³",
        "μg/m3",
        "µg/m3",
        "ug/m3",
        "micrograms per cubic metre",
        "micrograms per cubic meter",
        "微克/立方米",
        "微克每立方米",
    ),
    "mg/m³": ("mg/m³", "mg/m3", "毫克/立方米"),
    "g/t": ("g/t", "grams per tonne", "克/吨"),
    "cm³": ("cm³", "cm3", "cubic centimetres", "cubic centimeters", "立方厘米"),
    "m³": ("m³", "m3", "cubic metres", "cubic meters", "立方米", "方"),
    "km²": ("km²", "km2", "square kilometres", "square kilometers", "平方公里", "平方千米"),
    # farmland: a Chinese mu (亩, 1/15 hectare) and the hectare, as sources write them
    "mu": ("亩", "mu"),
    "hectare": ("hectares", "hectare", "公顷"),
    "inch": ("inches", "inch", "in.", "英寸"),
    "mg": ("mg", "milligrams", "milligram", "毫克"),
    "g": ("g", "grams", "gram", "克"),
    "kg": ("kg", "KG", "kilograms", "kilogram", "kilos", "kilo", "公斤", "千克"),
    "tonne": ("tonnes", "tonne", "metric tons", "吨"),
    # a port's containers, counted in twenty-foot equivalent units (`412.6 万标准箱`)
    "TEU": ("TEUs", "TEU", "标准箱", "标箱"),
    # tonnes by the thousand, million and billion, as steel, cement and emissions are counted
    # (`151.8 Mt`, `12 kt`, `1.2 Gt`): find_quantities writes them in tonnes
    "kt": ("kt",),
    "Mt": ("Mt",),
    "Gt": ("Gt",),
    "lb": ("lb", "lbs", "磅"),  # a commodity's price per pound: `312.40 cents per lb`, `每磅`
    "L": ("L", "litres", "liters", "litre", "liter", "升"),
    "ML": ("ML", "Ml", "megalitres", "megaliters", "megalitre", "megaliter", "兆升"),
    "mL": ("mL", "ml", "millilitres", "milliliters", "毫升"),
    "°C": ("°C", "℃", "degrees Celsius", "degrees C", "摄氏度"),
    "°F": ("°F", "℉", "degrees Fahrenheit", "degrees F", "华氏度"),
    "KB": ("KB", "kB"),
    "MB": ("MB",),
    "GB": ("GB",),
    "TB": ("TB",),
    "PB": ("PB",),
    "EB": ("EB",),
    "KiB": ("KiB",),
    "MiB": ("MiB",),
    "GiB": ("GiB",),
    "TiB": ("TiB",),
    "PiB": ("PiB",),
    "Kb": ("Kb",),
    "Mb": ("Mb",),
    "Gb": ("Gb",),
    "Tb": ("Tb",),
    "MB/s": ("MB/s", "MBps", "MB/秒"),
    "GB/s": ("GB/s", "GBps", "GB/秒"),
    "TB/s": ("TB/s", "TBps", "TB/秒"),
    "Kbps": ("Kbps", "kbps", "Kb/s", "kb/s"),
    "Mbps": ("Mbps", "Mb/s", "Mbit/s"),
    "Gbps": ("Gbps", "Gb/s", "Gbit/s", "GbE"),
    "Tbps": ("Tbps", "Tb/s", "Tbit/s"),
    "MT/s": ("MT/s",),
    "GT/s": ("GT/s",),
    "FLOPS": ("FLOPS", "FLOP/s", "flops"),
    "GFLOPS": ("GFLOPS", "GFLOPs", "GFlops", "gigaflops"),
    "TFLOPS": ("TFLOPS", "TFLOPs", "TFlops", "TFLOP/s", "teraflops"),
    "PFLOPS": ("PFLOPS", "PFLOPs", "PFlops", "PFLOP/s", "petaflops"),
    "EFLOPS": ("EFLOPS", "EFLOPs", "EFlops", "EFLOP/s", "exaflops"),
    "TOPS": ("TOPS", "TOPs"),
    "POPS": ("POPS",),
    "fps": ("fps", "FPS", "frames per second", "帧/秒", "帧每秒"),
    "nit": ("nits", "nit", "尼特"),
    "dB": ("dB", "dBm", "分贝"),
    "MP": ("MP", "megapixels", "megapixel"),
    "pixel": ("pixels", "像素"),
    "mph": ("mph",),
}
# a unit that is a multiple of another: its figure's value is written in the other
SCALED_UNITS = {"kt": ("tonne", 10**3), "Mt": ("tonne", 10**6), "Gt": ("tonne", 10**9)}
# Spellings that stand only glued to the figure: `10A`, `24h`, `50us`. Spaced, `10 A` and
# `10 us` are more often a letter and a pronoun than amperes and microseconds.
_GLUED_ONLY = {"A": "A", "h": "hour", "us": "μs", "C": "C"}
_CANON = {spelling: canon for canon, spellings in _PHYSICAL.items() for spelling in spellings}
_CANON |= _GLUED_ONLY


def _alternation(spellings: Iterable[str]) -> str:
    """Spellings longest first, each ending where a Latin one cannot run on (`GB`, not `GBx`)."""
    parts = []
    for spelling in sorted(spellings, key=len, reverse=True):
        tail = r"(?![A-Za-z0-9²])" if spelling[-1].isascii() and spelling[-1].isalnum() else ""
        parts.append(re.escape(spelling) + tail)
    return "|".join(parts)


# `6.1-inch`, `450-watt`: a hyphen may join the figure to a Latin spelling.
_PHYSICAL_SPELLINGS = (
    f"(?:(?:-(?=[A-Za-z]))?(?:{_alternation(s for s in _CANON if s not in _GLUED_ONLY)})"
    f"|(?<=[0-9])(?:{_alternation(s for s in _GLUED_ONLY if s != 'C')})"
    r"|(?<=[0-9])C(?=[\s-]?(?:rate|charg|discharg)))"  # `a 4C rate`
)

_AFTER: list[tuple[str, str | None]] = [
    (r"美元\s*/\s*GPU\s*[-·]?\s*小时", "USD/GPU-hour"),
    (r"(?:美元|美金)", "USD"),
    (r"欧元", "EUR"),
    (r"日元", "JPY"),
    (r"英镑", "GBP"),
    (r"(?:元人民币|" + YUAN + "|人民币|块钱)", "CNY"),
    (r"块(?=\s*(?:[，。,.；;！？)）]|$))", "CNY"),  # `电费一个月 1,400 块。`: money, said loosely
    (r"(?:USD|US dollars?|dollars?)\b", "USD"),
    # `30 cents higher`, `312.40 US cents per lb`: $0.30 (find_quantities scales it)
    (r"(?:(?:US\s+)?cents?\b|美分)", "USD-cent"),
    (r"(?:EUR|euros?)\b", "EUR"),
    (r"(?:CNY|RMB|yuan)\b", "CNY"),
    (r"(?:个百分点|percentage points?|pp\b)", "pp"),
    (r"(?:%|％|percent\b|per\s?cent\b)", "%"),
    (
        r"(?:tokens?\s*/\s*(?:s|sec|second)\b|tok/s\b|tokens?\s+(?:per|a)\s+second\b|tokens?\s*/\s*秒)",
        "tokens/s",
    ),
    (
        r"(?:(?:requests?|reqs?)\s*/\s*(?:s|sec)\b|QPS\b|RPS\b"
        r"|(?:requests?|quer(?:y|ies)) per second\b)",
        "requests/s",
    ),
    (r"(?:images?\s*/\s*(?:s|sec)\b|images? (?:per|a) second\b)", "images/s"),
    (r"picks? (?:per|an) hour\b", "picks/hour"),
    (r"(?:full |charge |charging )?cycles?\b", "cycle"),  # `after 6,000 full cycles`
    (r"(?:[x×]\s?(?=(?:[A-Z]{1,2}\d{2,4}|GPUs?)\b)(?:[A-Z]{1,2}\d{2,4}\w*|GPUs?))", "GPU"),
    (r"[x×]\s?(?:RTX|GTX|RX|MI)\s?\d{3,4}\w*", "GPU"),  # `8x RTX 5090`: a count of GPUs
    (r"[x×](?=\s?\d)", ""),  # `4x 12TB drives`: a count, not a multiplier
    (r"(?:倍|-?fold\b|times\b|[x×](?![A-Za-z0-9]))", "x"),
    (
        r"(?:-?(?:(?:NVIDIA|AMD|Huawei|Intel)\s+)?(?:[A-Z]{1,3}\d{2,4}\w*\s+)?GPUs?\b"
        r"|[张块]\s*(?:GPU|卡|显卡|[A-Z]{1,3}\d{2,4}\w*)|[张块]?(?:GPU|显卡|卡)"
        r"|[A-Z]{1,2}\d{2,4}[A-Z]?s\b)",
        "GPU",
    ),
    (r"(?:-?experts?\b|个专家|专家)", "expert"),
    (r"(?:-?tokens?\b|个\s*tokens?|个?\s*token)", "token"),
    (r"(?:ms\b|milliseconds?\b|毫秒)", "ms"),
    (r"(?:seconds?\b|secs?\b|s(?![A-Za-z0-9²/'’])|秒钟?)", "s"),
    (r"(?:-?minutes?\b|mins?\b|分钟)", "min"),  # `a 24.3-minute fine-tuning time`
    (r"(?:-?hours?\b|hrs?\b|个?小时|学时|课时)", "hour"),
    (r"(?:-?days?\b|天)", "day"),
    (r"(?:-?weeks?\b|个?星期(?![一二三四五六日天])|周(?![一二三四五六日天末]))", "week"),
    (r"(?:-?months?\b|个月)", "month"),
    (r"(?:-?years?\b|年(?![\d月底初中前后代级]))", "year"),
    (_PHYSICAL_SPELLINGS, None),  # canonical by _CANON
    (r"(?:users?\b|位用户|名用户)", "user"),
    # a crop counted in its trade's units (`68.5 million bags` of coffee, `bushels`, `bales`)
    (r"(?:bags?\b|袋)", "bag"),
    (r"(?:bushels?\b|蒲式耳)", "bushel"),
    (r"(?:bales?\b)", "bale"),
    (r"(?:-?parameters?\b|params\b|参数量?)", "parameter"),
    (r"(?:人次|人|" + MEASURE_WORD + ")", ""),  # a count: no unit
]
# One alternation, tried in the table's order: one match per number instead of one per row.
_UNIT_AFTER = re.compile(
    r"\s?(?:"
    + "|".join(f"(?P<u{row}>{spelling})" for row, (spelling, _) in enumerate(_AFTER))
    + ")"
)

_PER_PHYSICAL = re.compile(
    r"\s*(?:/|per\s+)\s*(?P<unit>" + _alternation(s for s in _CANON if s not in _GLUED_ONLY) + ")"
)
_PER_NOUN = re.compile(r"\s*(?:/\s*|per\s+)(?P<noun>[A-Za-z]+)\b(?!-)")
# what an energy is said per: a mass or a volume of what it makes (`kWh/kg`, `kWh per tonne`,
# `kWh/Nm³`); a figure's own unit, as `Wh/kg` is
_PER_AMOUNT_OF = frozenset({"Wh", "kWh", "MWh"})
_PER_AMOUNT = re.compile(
    r"(?:\s+of\s+[a-z]+\s+(?=per\s))?"  # `49.5 kWh of electricity per kilogram`
    r"\s*(?:/|per\s+)\s*(?P<unit>Nm³|Nm3|m³|m3|kg|kilograms?|tonnes?|t\b|吨|公斤|千克)"
)
# a volume said per day is a flow (`118.4 Ml/d`, `86.2 litres a day`, `每日 30 万立方米` aside)
_FLOWS = frozenset({"L", "ML", "m³"})
_A_DAY = re.compile(r"\s*(?:/\s*d\b|/\s*day\b|(?:a|per|each)\s+day\b|/\s*日|每日|/\s*天)")
_PER_COMPOUND = re.compile(r"\s*(?:/\s*|per\s+)(?P<noun>[A-Za-z]+-[A-Za-z]+)\b")


# words of money in the sentence before a bare `块` (`电费一个月 1,400 块`, `卖 2,999 块`):
# without them the 块 counts pieces (`银幕 91,236 块`, `净增 4,318 块`)
_MONEY_CUE = re.compile(
    r"(?:钱|价|费|元|薪|工资|资金|收入|花|卖|买|贵|便宜|省|补贴|成本|租|付|赚|亏|红包|奖金|预算|杯|碗|斤|票)"
    r"[^。！？!?\n]*$"
)


def unit_after(text: str, pos: int) -> tuple[str | None, int] | None:
    """The unit starting at `pos` (after optional space) as (canonical, end), or None."""
    match = _UNIT_AFTER.match(text, pos)
    if not match:
        return None
    canon = _AFTER[int(match.lastgroup[1:])][1]  # type: ignore[index]
    if canon is None:
        physical = _CANON[match.group().strip().lstrip("-")]
        made = _PER_AMOUNT.match(text, match.end()) if physical in _PER_AMOUNT_OF else None
        if made:  # `49.5 kWh/kg`, `4.3 kWh/Nm³`: an energy per an amount made
            return f"{physical}/{_CANON.get(made['unit'], made['unit'])}", made.end()
        daily = _A_DAY.match(text, match.end()) if physical in _FLOWS else None
        if daily:  # `118.4 megalitres a day (Ml/d)`, `86.2 litres a day`: a flow
            return f"{physical}/day", daily.end()
        return physical, match.end()
    if canon == "":
        return None, match.end()
    if (
        canon == "CNY"
        and match.group().strip() == "块"
        and not _MONEY_CUE.search(text, max(0, pos - 40), pos)
    ):
        return None, match.end()  # `银幕总数达 91,236 块`: screens by the piece, not yuan
    if canon in ("USD", "EUR", "CNY", "USD-cent"):
        per = per_after(text, match.end())
        # cents are a price per a weight or a measure of goods (`312.40 cents per lb`);
        # `10 cents per GPU-hour below …` is a gap, in the unit of the price it is set against
        if per and (canon != "USD-cent" or per[0] in _GOODS):
            return f"{canon}/{per[0]}", per[1]
    return canon, match.end()


# what a commodity is priced by, in cents (`per lb`, `a bushel`, `per gallon`)
_GOODS = frozenset({"lb", "kg", "tonne", "g", "L", "gallon", "ounce", "pound", "barrel", "bushel"})


def per_after(text: str, pos: int) -> tuple[str, int] | None:
    """A `per GPU-hour`-style suffix of a money amount at `pos`: `per share` → `share`."""
    for pattern, canon in PER:
        match = pattern.match(text, pos)
        if match:
            if canon is None:  # a countable thing: its singular, as written
                word = re.search(r"[A-Za-z]+$", match.group()).group().lower()  # type: ignore[union-attr]
                if word.startswith("gpu"):
                    canon = "GPU"
                else:
                    canon = "query" if word.startswith("quer") else word.removesuffix("s")
            gpu = _PER_GPU.match(text, match.end()) if canon == "hour" else None
            return ("GPU-hour", gpu.end()) if gpu else (canon, match.end())
    compound = _PER_COMPOUND.match(text, pos)  # `per GB-month`, before `GB` alone
    if compound:
        return compound.group("noun"), compound.end()
    physical = _PER_PHYSICAL.match(text, pos)
    if physical:
        return _CANON[physical.group("unit")], physical.end()
    noun = _PER_NOUN.match(text, pos)
    if noun and noun.group("noun").lower() not in ("cent", "percent", "annum", "se"):
        written = noun.group("noun")
        if written.islower() and written.endswith("s") and not written.endswith("ss"):
            written = written[:-1]
        return written, noun.end()
    return None


# Chinese writes what money is per before it: `每小时 1.1 美元`, `月薪 2.5 万元`, `包月 12 元`.
_PER_BEFORE_TAIL = (
    r"\s*(?:约|为|仅|只要|需要?|收费|售价|达到?|超过|高达|低至|是)?\s*(?:US\$|\$|¥|￥)?$"
)
_PER_BEFORE = (
    [
        (re.compile(r"每\s*(?:个|张|块)?\s*(?:" + spelling + r")" + _PER_BEFORE_TAIL), canon)
        for spelling, canon in _PER
        if canon is not None
    ]
    + [(re.compile(r"每\s*(?:张|块)?\s*(?:卡|GPU)" + _PER_BEFORE_TAIL), "GPU")]
    + [
        (re.compile(r"(?<!全)(?:月薪|月收入|月租|月费|包月)" + _PER_BEFORE_TAIL), "month"),
        (re.compile(r"(?<!全)(?:年薪|年收入|年消费|年费|包年)" + _PER_BEFORE_TAIL), "year"),
        (re.compile(r"(?:日薪|日租)" + _PER_BEFORE_TAIL), "day"),
        (re.compile(r"(?:时薪)" + _PER_BEFORE_TAIL), "hour"),
    ]
)


_PER_BEFORE_PHYSICAL = re.compile(
    r"每\s*(?P<unit>"
    + _alternation(s for s in _CANON if s not in _GLUED_ONLY)
    + ")"
    + _PER_BEFORE_TAIL
)


def per_before(prefix: str) -> str | None:
    """What an amount is per, written before it in Chinese (`每小时` → `hour`)."""
    for pattern, canon in _PER_BEFORE:
        if pattern.search(prefix):
            return canon
    physical = _PER_BEFORE_PHYSICAL.search(prefix)  # `每 GB 0.14 元`
    return _CANON[physical.group("unit")] if physical else None


def currency_before(prefix: str) -> tuple[str, int] | None:
    """A currency written just before a number, as (code, length written)."""
    match = CURRENCY_BEFORE.search(prefix)
    if not match:
        return None
    code = next(name for name, value in match.groupdict().items() if value).upper()
    return code, len(match.group())
