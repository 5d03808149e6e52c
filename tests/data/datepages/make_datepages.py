#!/usr/bin/env python3
"""Write the publication-date evaluation pages and their index.

Deterministic: every random choice comes from ``random.Random`` seeded with the
page's file name; no clock is read.  The article texts live in ``src/texts-*.txt``
(one ``@@ frame | title | options`` header per text, blank lines between
paragraphs); the site frames are the ``f_*`` functions below.  Each frame records,
while it renders, where the true date stands (``date_in``), what could mislead a
date finder (``traps``) and notes, so that ``index.yaml`` says what the page shows.

    python make_datepages.py          # (re)write *.html and index.yaml here
    python make_datepages.py --check  # only verify the written files
"""
from __future__ import annotations

import datetime as dt
import html as _html
import json
import pathlib
import random
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
SRC = HERE / "src"
MAX_FETCH = dt.date(2026, 11, 30)
MIN_PUB = dt.date(2019, 1, 1)


def esc(s: str) -> str:
    return _html.escape(str(s), quote=True)


def jsonld(obj) -> str:
    return ('<script type="application/ld+json">'
            + json.dumps(obj, ensure_ascii=False, indent=1) + "</script>")


# --------------------------------------------------------------------------- dates
EN_M = ["January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December"]
EN_MS = [m[:3] for m in EN_M]
EN_WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DE_M = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
        "September", "Oktober", "November", "Dezember"]
FR_M = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
        "septembre", "octobre", "novembre", "décembre"]
ES_M = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
        "septiembre", "octubre", "noviembre", "diciembre"]
ES_MS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"]
RU_MG = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
         "сентября", "октября", "ноября", "декабря"]
RU_MS = ["янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"]
ZH_WD = "一二三四五六日"


def F(d, style: str) -> str:
    """Format a date/datetime in one of the named styles."""
    if isinstance(d, dt.datetime):
        t = d
    else:
        t = dt.datetime(d.year, d.month, d.day)
    y, m, dd, H, M, S = t.year, t.month, t.day, t.hour, t.minute, t.second
    ap = "am" if H < 12 else "pm"
    h12 = H % 12 or 12
    table = {
        "iso": f"{y:04d}-{m:02d}-{dd:02d}",
        "hm": f"{H:02d}:{M:02d}",
        "dash_hm": f"{y:04d}-{m:02d}-{dd:02d} {H:02d}:{M:02d}",
        "dash_hms": f"{y:04d}-{m:02d}-{dd:02d} {H:02d}:{M:02d}:{S:02d}",
        "slash": f"{y:04d}/{m:02d}/{dd:02d}",
        "slash_hm": f"{y:04d}/{m:02d}/{dd:02d} {H:02d}:{M:02d}",
        "slash_np": f"{y}/{m}/{dd}",
        "slash_np_hms": f"{y}/{m}/{dd} {H}:{M:02d}:{S:02d}",
        "dot": f"{y:04d}.{m:02d}.{dd:02d}",
        "zh": f"{y}年{m}月{dd}日",
        "zh_pad": f"{y}年{m:02d}月{dd:02d}日",
        "zh_hm": f"{y}年{m}月{dd}日 {H:02d}:{M:02d}",
        "zh_pad_hm": f"{y}年{m:02d}月{dd:02d}日 {H:02d}:{M:02d}",
        "zhmd": f"{m}月{dd}日",
        "zhmd_hm": f"{m}月{dd}日 {H:02d}:{M:02d}",
        "zhmd_sp": f"{m} 月 {dd} 日",
        "d": f"{dd}",
        "md_dash": f"{m:02d}-{dd:02d}",
        "md_dash_hm": f"{m:02d}-{dd:02d} {H:02d}:{M:02d}",
        "en": f"{EN_M[m-1]} {dd}, {y}",
        "en_short": f"{EN_MS[m-1]} {dd}, {y}",
        "en_md": f"{EN_M[m-1]} {dd}",
        "en_md_short": f"{EN_MS[m-1]} {dd}",
        "en_gb": f"{dd} {EN_M[m-1]} {y}",
        "en_gb_short": f"{dd} {EN_MS[m-1]} {y}",
        "en_time": f"{h12}:{M:02d} {ap}",
        "en_month": f"{EN_M[m-1]} {y}",
        "us_num": f"{m:02d}/{dd:02d}/{y}",
        "de": f"{dd}. {DE_M[m-1]} {y}",
        "de_num": f"{dd:02d}.{m:02d}.{y}",
        "fr": f"{'1er' if dd == 1 else dd} {FR_M[m-1]} {y}",
        "fr_md": f"{'1er' if dd == 1 else dd} {FR_M[m-1]}",
        "es": f"{dd} de {ES_M[m-1]} de {y}",
        "es_md": f"{dd} de {ES_M[m-1]}",
        "es_short": f"{dd} {ES_MS[m-1]} {y}",
        "ru": f"{dd} {RU_MG[m-1]} {y}",
        "ru_md": f"{dd} {RU_MG[m-1]}",
        "ja": f"{y}年{m}月{dd}日",
        "ja_md": f"{m}月{dd}日",
        "minguo": f"{y-1911}-{m:02d}-{dd:02d}",
        "minguo_slash": f"{y-1911}/{m:02d}/{dd:02d}",
        "minguo_zh": f"民國{y-1911}年{m}月{dd}日",
        "zhroc": f"中華民國{y-1911}年{m}月{dd}日",
        "ymd": f"{y:04d}{m:02d}{dd:02d}",
    }
    return table[style]


def iso_tz(t: dt.datetime, tz_min: int, ms: bool = False) -> str:
    """Local wall time ``t`` with its UTC offset in minutes."""
    sign = "+" if tz_min >= 0 else "-"
    a = abs(tz_min)
    frac = ".000" if ms else ""
    return f"{t:%Y-%m-%dT%H:%M:%S}{frac}{sign}{a // 60:02d}:{a % 60:02d}"


def iso_utc(t: dt.datetime, tz_min: int, ms: bool = False) -> str:
    u = t - dt.timedelta(minutes=tz_min)
    frac = ".000" if ms else ""
    return f"{u:%Y-%m-%dT%H:%M:%S}{frac}Z"


def epoch(t: dt.datetime, tz_min: int) -> int:
    u = t - dt.timedelta(minutes=tz_min)
    return int((u - dt.datetime(1970, 1, 1)).total_seconds())


# --------------------------------------------------------------------------- texts
def parse_opts(s: str) -> dict:
    out = {}
    for part in filter(None, (p.strip() for p in s.split(";"))):
        k, _, v = part.partition("=")
        out[k.strip()] = v.strip() if v else "1"
    return out


def load_texts() -> list[dict]:
    texts: list[dict] = []
    for path in sorted(SRC.glob("texts-*.txt")):
        cur = None
        for line in path.read_text("utf-8").splitlines():
            if line.startswith("@@ "):
                parts = [p.strip() for p in line[3:].split("|")]
                cur = {"frame": parts[0], "title": parts[1],
                       "opts": parse_opts(parts[2] if len(parts) > 2 else ""),
                       "lines": [], "src": path.name}
                texts.append(cur)
            elif line.startswith("#!"):
                continue
            elif cur is not None:
                cur["lines"].append(line)
    for t in texts:
        t["blocks"] = parse_blocks(t["lines"])
    return texts


def parse_blocks(lines: list[str]) -> list[tuple]:
    blocks, buf, code, lst = [], [], None, []

    def flush():
        nonlocal buf, lst
        if buf:
            s = " ".join(x.strip() for x in buf)
            if s.startswith("## "):
                blocks.append(("h", s[3:]))
            elif s.startswith("> "):
                blocks.append(("quote", s[2:]))
            else:
                blocks.append(("p", s))
            buf = []
        if lst:
            blocks.append(("ul", lst))
            lst = []

    for line in lines:
        if code is not None:
            if line.startswith("```"):
                blocks.append(("code", "\n".join(code)))
                code = None
            else:
                code.append(line)
            continue
        if line.startswith("```"):
            flush()
            code = []
        elif not line.strip():
            flush()
        elif line.startswith("- "):
            if buf:
                flush()
            lst.append(line[2:].strip())
        else:
            if lst:
                flush()
            buf.append(line)
    flush()
    # join CJK lines without spaces
    out = []
    for b in blocks:
        if b[0] in ("p", "h", "quote"):
            out.append((b[0], re.sub(r"(?<=[\u3000-\u9fff\uff00-\uffef]) (?=[\u3000-\u9fff\uff00-\uffef])", "", b[1])))
        else:
            out.append(b)
    return out


def text_words(t: dict) -> int:
    s = " ".join(b[1] if isinstance(b[1], str) else " ".join(b[1]) for b in t["blocks"])
    cjk = len(re.findall(r"[\u3040-\u30ff\u3400-\u9fff]", s))
    other = len(re.findall(r"[A-Za-zÀ-ÿА-яЁё0-9]+(?:[-'’][A-Za-zÀ-ÿА-яЁё0-9]+)*", s))
    return other + cjk // 2


# --------------------------------------------------------------------------- pools
HEAD = {
    "zh": [
        "多家车企下调入门车型售价，价格战再起", "国产大模型开源潮：参数之外还比什么",
        "储能电芯产能过剩隐忧显现", "一线城市二手房挂牌量创新高", "固态电池中试线密集投产",
        "央行开展逆回购操作，市场利率平稳", "消费电子旺季提前，供应链备货加速",
        "半导体设备国产化率再提升", "新能源重卡渗透率突破三成", "AI 手机的下一站是端侧推理",
        "光伏组件价格跌破成本线", "跨境电商出海进入精细化运营阶段", "城市更新项目融资模式探讨",
        "高校毕业生就业季：新兴岗位需求旺盛", "数据要素市场建设提速", "文旅消费持续升温，夜经济受追捧",
        "低空经济试点城市扩容", "开源社区治理的难题与出路", "芯片设计企业估值回调",
        "算力租赁价格出现松动", "智能驾驶事故责任认定规则引关注", "本地生活平台补贴收缩",
        "国产操作系统装机量增长", "医保目录调整结果公布", "职业教育改革迎来新变化",
        "氢能产业链降本路径清晰", "港口吞吐量保持增长", "量子计算企业获新一轮融资",
        "短视频平台整治虚假营销", "数据中心液冷方案加速落地", "农业无人机作业面积再创纪录",
        "基金公司密集调整费率", "县域商业体系建设推进", "机器人关节模组迎来量产",
        "钠离子电池首次装车", "体育赛事带动城市消费", "电影暑期档票房回顾",
        "人工智能生成内容标识办法解读", "卫星互联网进入组网关键期", "社区养老服务试点扩围",
    ],
    "zh-Hant": [
        "半導體出口連續成長，外銷訂單創新高", "央行理監事會維持利率不變", "颱風外圍環流影響，北部降雨增多",
        "捷運新路線試營運首日人潮湧現", "電動機車補助方案延長", "綠能躉購費率調整草案出爐",
        "房市信用管制效應顯現", "觀光客回流，夜市商機回溫", "職棒季後賽門票秒殺",
        "科學園區擴建計畫通過環評", "缺工問題延燒，移工政策再檢討", "健保點值調整引醫界關注",
    ],
    "en": [
        "Chipmakers brace for a slower memory cycle", "What the new battery rules mean for importers",
        "Inside the race to build cheaper inference hardware", "Central bank holds rates, signals patience",
        "Open-source maintainers push back on AI scrapers", "Why grid storage prices keep falling",
        "A field guide to Postgres connection pooling", "The quiet comeback of the e-bike",
        "Regulators weigh new rules for app stores", "Our migration from cron to a job queue",
        "How we cut CI time in half", "Solid-state batteries: hype versus pilot lines",
        "Satellite broadband reaches rural schools", "The economics of heat pumps in cold climates",
        "Farmers test autonomous tractors", "Five lessons from a failed product launch",
        "Stadium deal divides city council", "Streaming services raise prices again",
        "Researchers map a new antibiotic target", "Port congestion eases ahead of holiday season",
        "Why your laptop fan never stops", "Lithium prices slide as new mines open",
        "A beginner's look at Rust lifetimes", "City bets on congestion pricing",
        "New telescope images show a dusty stellar nursery", "Startups rethink remote work",
        "Housing starts slip for a third month", "The hidden cost of microservices",
        "Retailers test smaller stores", "What a four-day week did to one factory",
        "Quarterly earnings: cloud growth steadies", "Election officials prepare for a long count",
        "Rust in the kernel: a progress report", "Airlines add capacity for summer routes",
        "Why LLM benchmarks disagree", "Robotaxis expand to a fourth city",
    ],
    "de": ["Neue Förderung für Wärmepumpen", "Bahn kündigt Fahrplanänderungen an",
           "Chiphersteller plant Werk in Sachsen", "Mieten steigen langsamer", "KI-Gesetz: Was sich ändert",
           "Inflation geht leicht zurück", "Elektroautos: Absatz zieht wieder an", "Neue Glasfaser-Ausbaupläne"],
    "fr": ["La réforme des retraites revient au Parlement", "Le prix de l'électricité baisse en juillet",
           "Une start-up lyonnaise lève 40 millions", "Canicule : vigilance orange dans le Sud",
           "Le TGV low-cost étend son réseau", "L'IA générative entre à l'école", "Les ventes de vélos reculent"],
    "es": ["El Banco Central mantiene los tipos", "Madrid amplía la zona de bajas emisiones",
           "Las exportaciones de aceite baten récords", "La sequía obliga a restringir el riego",
           "Nuevo récord de turistas en verano", "El precio de la luz cae en junio"],
    "ru": ["ЦБ сохранил ключевую ставку", "В Москве открыли новую станцию метро",
           "Экспорт зерна вырос на 12%", "Новые правила для маркетплейсов", "Рынок электромобилей растёт",
           "Учёные создали новый катализатор"],
    "ja": ["日銀、金融政策の現状維持を決定", "新型電池の量産工場が稼働", "訪日客数が過去最高に",
           "半導体装置の受注が回復", "梅雨前線の影響で大雨に警戒", "プロ野球、交流戦が開幕"],
}

COMMENTS = {
    "zh": [("科技老张", "写得很清楚，数据部分能否补充来源？"), ("小鱼不吃鱼", "同意作者观点，成本下降才是关键。"),
           ("路人甲", "收藏了，回头慢慢看。"), ("Jason_Wu", "我们公司也遇到同样的问题，最后换了方案。"),
           ("一只猫", "感觉有点过于乐观了。"), ("北京朝阳网友", "期待后续报道。"),
           ("码农小李", "第三段的结论不太严谨。"), ("风吹麦浪", "终于有人把这件事讲明白了"),
           ("老王说车", "价格还是太高，观望。"), ("阿杰", "已转发给同事。"), ("momo", "学到了，感谢分享"),
           ("深圳用户", "这个政策对中小企业影响更大吧"), ("算法工程师", "实测结果和文中差不多。")],
    "zh-Hant": [("阿明", "寫得很清楚，感謝分享。"), ("台北上班族", "希望政府說到做到。"),
                ("小美", "這個數據跟我看到的不太一樣"), ("老陳", "支持！"), ("高雄網友", "南部也需要這樣的建設")],
    "en": [("mkessler", "Great write-up, the benchmark section was especially useful."),
           ("dana_r", "I'm not convinced the cost numbers hold at scale."), ("throwaway_42", "We hit exactly this last quarter."),
           ("Priya N.", "Thanks for sharing — bookmarking this."), ("old_timer", "This was tried in the nineties, too."),
           ("jbl", "Any chance you could publish the raw data?"), ("Marco", "Typo in the third paragraph, otherwise spot on."),
           ("sam.k", "Counterpoint: the regulation helps smaller players."), ("lvw", "Followed the guide, worked on the first try."),
           ("Hannah", "Interesting, but what about maintenance costs?")],
    "de": [("Kalle", "Guter Artikel, danke!"), ("M. Berger", "Die Zahlen überzeugen mich nicht."),
           ("techfan77", "Bei uns genau dasselbe Problem."), ("Ute S.", "Endlich mal sachlich erklärt.")],
    "fr": [("Julien", "Merci pour cet article très clair."), ("Claire B.", "Je ne suis pas d'accord avec la conclusion."),
           ("Marc", "Et pour les petites communes ?")],
    "es": [("Lucía", "Muy buen artículo, gracias."), ("Pablo M.", "Faltan datos sobre el coste real."),
           ("Andrés", "En mi ciudad pasa lo mismo.")],
    "ru": [("alex_dev", "Отличная статья, спасибо!"), ("Марина", "А есть исходники?"),
           ("sergey_k", "У нас было то же самое.")],
    "ja": [("たなか", "とても分かりやすい記事でした。"), ("yuki_dev", "参考になりました！"), ("匿名", "続報を期待しています。")],
}

REVIEWS = [("Karen W.", "Easy to install and the app is clear. Our heating bill is noticeably lower."),
           ("dmitri_p", "Works with our old boiler after adding the adapter. Support was helpful."),
           ("J. Alvarez", "Learning mode took about a week to figure out our schedule."),
           ("Sue", "Looks great on the wall, but the screen could be brighter."),
           ("Tom R.", "Geofencing is the best feature. The house is warm when we get home.")]
ZH_SURNAMES = "王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗"
ZH_GIVEN = ["伟", "芳", "静", "磊", "洋", "婷", "敏", "强", "晨", "宇", "晓东", "思远", "雨桐", "子涵", "海峰", "一鸣"]
HANT = str.maketrans("刘陈杨赵黄吴孙马罗伟静强晓东远鸣涵", "劉陳楊趙黃吳孫馬羅偉靜強曉東遠鳴涵")
EN_NAMES = ["Maya Chen", "Daniel Ortiz", "Sarah Whitfield", "Tom Becker", "Aisha Rahman", "Lukas Novak",
            "Emily Carter", "Ravi Menon", "Julia Santos", "Owen Price", "Nora Lindqvist", "Ben Adler"]


# --------------------------------------------------------------------------- context
class Ctx:
    def __init__(self, frame: dict, text: dict, idx: int, file: str):
        self.frame, self.text, self.v, self.file = frame, text, idx, file
        self.lang = frame["lang"]
        self.hlang = text["opts"].get("hlang", frame.get("hlang", self.lang))
        self.rng = random.Random("datepages:" + file)
        self.tz = int(text["opts"].get("tz", frame.get("tz", 0)))  # minutes
        self.date_in: list[str] = []
        self.traps: list[str] = []
        self.notes: list[str] = []
        self.null = "null" in text["opts"]
        self.url = ""
        self.extra: dict = {}
        y0, _, y1 = text["opts"].get("y", frame.get("years", "2019-2026")).partition("-")
        lo = dt.date(int(y0), 1, 1)
        hi = min(dt.date(int(y1 or y0), 12, 31), MAX_FETCH)
        span = (hi - lo).days
        day = lo + dt.timedelta(days=self.rng.randrange(span + 1))
        hour = self.rng.choice([7, 8, 8, 9, 9, 10, 10, 11, 12, 13, 14, 15, 15, 16, 17, 18, 19, 20, 21])
        self.pub = dt.datetime(day.year, day.month, day.day, hour,
                               self.rng.randrange(60), self.rng.randrange(60))
        r = self.rng.random()
        off = (self.rng.randrange(0, 3) if r < 0.45 else self.rng.randrange(3, 46) if r < 0.8
               else self.rng.randrange(46, 520))
        self.fetched = min(day + dt.timedelta(days=off), MAX_FETCH)
        if "fetch_off" in text["opts"]:
            self.fetched = min(day + dt.timedelta(days=int(text["opts"]["fetch_off"])), MAX_FETCH)

    # -- time helpers
    def set_time(self, h: int, m: int, s: int | None = None):
        self.pub = self.pub.replace(hour=h, minute=m, second=self.pub.second if s is None else s)
        if self.fetched <= self.pub.date():
            self.fetched = min(self.pub.date() + dt.timedelta(days=1), MAX_FETCH)

    def force_month(self, months):
        """Move the publication into one of ``months`` (same year), keeping fetched >= published."""
        if self.pub.month not in months:
            self.pub = self.pub.replace(month=months[len(months) // 2], day=min(self.pub.day, 28))
            if self.pub.date() > MAX_FETCH:
                self.pub = self.pub.replace(year=self.pub.year - 1)
        if self.fetched < self.pub.date():
            self.fetched = min(self.pub.date() + dt.timedelta(days=2), MAX_FETCH)

    def need_span(self, days: int):
        """Make sure the page was fetched at least ``days`` after publication (call before rendering)."""
        if (self.fetched - self.pub.date()).days < days:
            target = self.pub.date() + dt.timedelta(days=days)
            if target > MAX_FETCH:
                self.pub -= dt.timedelta(days=(target - MAX_FETCH).days)
                target = MAX_FETCH
            self.fetched = target

    def shift_day(self, days: int):
        """Move the publication day (keeping the time); fetched moves along if needed."""
        self.pub += dt.timedelta(days=days)
        if self.pub.date() > MAX_FETCH:
            self.pub -= dt.timedelta(days=7)
        if self.fetched < self.pub.date():
            self.fetched = self.pub.date()

    @property
    def fetch_dt(self) -> dt.datetime:
        # the end of the fetch day, in the publisher's zone and (for zones west of UTC) in UTC as well
        f = dt.datetime(self.fetched.year, self.fetched.month, self.fetched.day, 23, 40) - dt.timedelta(minutes=max(0, -self.tz))
        return max(f, self.pub + dt.timedelta(minutes=50))

    def between(self, a: dt.datetime, b: dt.datetime) -> dt.datetime:
        if b <= a:
            return a
        t = a + (b - a) * self.rng.random()
        return t.replace(microsecond=0)

    def later(self, min_minutes=30, max_days=None) -> dt.datetime:
        a = min(self.pub + dt.timedelta(minutes=min_minutes), self.fetch_dt - dt.timedelta(minutes=5))
        b = self.fetch_dt if max_days is None else min(self.fetch_dt, self.pub + dt.timedelta(days=max_days))
        return self.between(a, max(a, b))

    def earlier(self, min_days=1, max_days=400) -> dt.datetime:
        a = self.pub - dt.timedelta(days=max_days)
        b = self.pub - dt.timedelta(days=min_days)
        return self.between(a, b)

    def iso(self, t=None, ms=False):
        return iso_tz(t or self.pub, self.tz, ms)

    def utc(self, t=None, ms=False):
        return iso_utc(t or self.pub, self.tz, ms)

    def ts(self, t=None):
        return epoch(t or self.pub, self.tz)

    def f(self, style, t=None):
        return F(t or self.pub, style)

    def same_year_as_fetch(self, t=None):
        return (t or self.pub).year == self.fetched.year

    def ago(self, t: dt.datetime, lang="en") -> str:
        d = self.fetch_dt - t
        s = d.total_seconds()
        if lang == "zh":
            if s < 3600:
                return f"{max(1, int(s // 60))}分钟前"
            if s < 86400:
                return f"{int(s // 3600)}小时前"
            if d.days < 30:
                return f"{d.days}天前"
            return F(t, "iso")
        if s < 3600:
            return f"{max(1, int(s // 60))} minutes ago"
        if s < 86400:
            h = int(s // 3600)
            return "1 hour ago" if h == 1 else f"{h} hours ago"
        if d.days < 30:
            return "yesterday" if d.days == 1 else f"{d.days} days ago"
        if d.days < 365:
            mo = max(1, d.days // 30)
            return "last month" if mo == 1 else f"{mo} months ago"
        yr = d.days // 365
        return "last year" if yr == 1 else f"{yr} years ago"

    # -- bookkeeping
    def into(self, *where):
        for w in where:
            if w not in self.date_in:
                self.date_in.append(w)

    def trap(self, *names):
        for n in names:
            if n not in self.traps:
                self.traps.append(n)

    def note(self, s: str):
        self.notes.append(s)

    # -- names
    def zh_name(self):
        return self.rng.choice(ZH_SURNAMES) + self.rng.choice(ZH_GIVEN)

    def zh_hant_name(self):
        return self.zh_name().translate(HANT)

    def en_name(self):
        return self.rng.choice(EN_NAMES)

    def rid(self, n=8, alphabet="abcdefghijklmnopqrstuvwxyz0123456789"):
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def num(self, lo, hi):
        return self.rng.randrange(lo, hi)

    # -- page furniture
    def related(self, n: int, mode: str = "around", lang: str | None = None, dated_title=False, show=True):
        lang = lang or self.hlang
        pool = HEAD[lang]
        titles = self.rng.sample(pool, min(n, len(pool)))
        items = []
        for ti in titles:
            if mode == "hot":
                t = self.between(self.fetch_dt - dt.timedelta(days=3), self.fetch_dt)
            elif mode == "later":
                t = self.later(120)
            elif mode == "earlier":
                t = self.earlier(1, 300)
            else:
                t = self.between(self.pub - dt.timedelta(days=120), self.fetch_dt)
            items.append([ti, t])
        if dated_title and items:
            t = items[0][1]
            if lang.startswith("zh"):
                items[0][0] = f"早报｜{F(t, 'zhmd')}：" + items[0][0]
            elif lang == "en":
                items[0][0] = f"Morning briefing, {F(t, 'en_md')}: " + items[0][0]
            self.trap("date-in-other-article-title")
        items.sort(key=lambda x: x[1], reverse=True)
        if not show:
            return items
        if any(t.date() > self.pub.date() for _, t in items):
            self.trap("related-list-later-dates")
        if any(t.date() < self.pub.date() for _, t in items):
            self.trap("related-list-earlier-dates")
        return items

    def comments(self, n: int, lang: str | None = None, max_days=None):
        lang = lang or self.hlang
        pool = COMMENTS[lang]
        picks = self.rng.sample(pool, min(n, len(pool)))
        out = sorted(((nm, tx, self.later(15, max_days)) for nm, tx in picks), key=lambda x: x[2])
        if out:
            self.trap("comment-dates")
        return out

    def copyright(self, start=None, fmt="© {y}"):
        y = self.fetched.year
        self.trap("copyright-year")
        if start:
            return fmt.replace("{y}", f"{start}-{y}" if "{y}" in fmt else "")
        return fmt.replace("{y}", str(y))

    def body(self, p_open="<p>", p_close="</p>", code_cls="", h_tag="h2") -> str:
        out = []
        for kind, val in self.text["blocks"]:
            if kind == "p":
                out.append(f"{p_open}{esc(self.resolve(val))}{p_close}")
            elif kind == "h":
                out.append(f"<{h_tag}>{esc(self.resolve(val))}</{h_tag}>")
            elif kind == "quote":
                out.append(f"<blockquote>{esc(self.resolve(val))}</blockquote>")
            elif kind == "ul":
                out.append("<ul>" + "".join(f"<li>{esc(self.resolve(x))}</li>" for x in val) + "</ul>")
            elif kind == "code":
                c = self.resolve(val)
                if re.search(r"\d{4}-\d{2}-\d{2}|\d{4}/\d{2}/\d{2}", c):
                    self.trap("code-block-dates")
                out.append(f'<pre{code_cls}><code>{esc(c)}</code></pre>')
        return "\n".join(out)

    def resolve(self, s: str) -> str:
        def rel(m):
            if self.null:
                raise ValueError(f"{self.file}: relative date in a page without a date")
            off = int(m.group(1))
            d = self.pub + dt.timedelta(days=off)
            if off > 0:
                self.trap("body-later-dates")
                if d.date() > self.fetched:
                    self.trap("future-date-in-body")
            elif off < 0:
                self.trap("body-earlier-dates")
            else:
                self.into("body-text")
            return F(d, m.group(2))

        def yr(m):
            base = self.pub.year if not self.null else self.fetched.year
            return str(base + int(m.group(1) or 0))

        s = re.sub(r"\{([+-]\d+):(\w+)\}", rel, s)
        s = re.sub(r"\{Y([+-]\d+)?\}", yr, s)
        s = s.replace("{ROC}", str(self.pub.year - 1911))
        return s

    @property
    def title(self):
        return self.resolve(self.text["title"])

    def summary(self, n=60):
        for kind, val in self.text["blocks"]:
            if kind == "p":
                s = self.resolve(val)
                return s[:n] + ("…" if len(s) > n else "")
        return self.title


def doc(ctx: Ctx, head: str, body: str, lang_attr: str, css: str = "", title: str | None = None) -> str:
    t = title if title is not None else ctx.title
    if ctx.url and 'rel="canonical"' not in head:
        head = f'<link rel="canonical" href="{esc(ctx.url)}">\n' + head.strip()
    return ("<!DOCTYPE html>\n"
            f'<html lang="{lang_attr}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{esc(t)}</title>\n{head.strip()}\n"
            f"<style>{css.strip()}</style>\n</head>\n<body>\n{body.strip()}\n</body>\n</html>\n")


def ul(items, fmt_item) -> str:
    return "<ul>\n" + "\n".join(fmt_item(t, d) for t, d in items) + "\n</ul>"


def cookie(lang: str) -> str:
    txt = {
        "zh": ("我们使用 Cookie 来改善您的浏览体验。继续浏览即表示您同意我们的隐私政策。", "同意", "设置"),
        "zh-Hant": ("本網站使用 Cookie 以提供更好的瀏覽體驗，繼續瀏覽即表示您同意隱私權政策。", "我知道了", "設定"),
        "en": ("We use cookies to personalise content and analyse our traffic. You can change your choice at any time.", "Accept all", "Manage preferences"),
        "de": ("Wir verwenden Cookies, um Inhalte zu personalisieren und Zugriffe zu analysieren.", "Alle akzeptieren", "Einstellungen"),
        "fr": ("Nous utilisons des cookies pour mesurer l'audience et personnaliser les contenus.", "Tout accepter", "Paramétrer"),
        "es": ("Utilizamos cookies propias y de terceros para mejorar nuestros servicios.", "Aceptar", "Configurar"),
        "ru": ("Мы используем файлы cookie, чтобы сайт работал удобнее.", "Принять", "Настроить"),
        "ja": ("当サイトでは利便性向上のためCookieを使用しています。", "同意する", "設定"),
    }[lang]
    return (f'<div id="cookie-banner" class="cookie-banner" role="dialog"><p>{esc(txt[0])}</p>'
            f'<button class="accept">{esc(txt[1])}</button> <button class="manage">{esc(txt[2])}</button></div>')


def share(lang: str) -> str:
    if lang.startswith("zh"):
        return ('<div class="share-bar"><span>分享到：</span><a href="#" class="wx">微信</a> '
                '<a href="#" class="wb">微博</a> <a href="#" class="qq">QQ空间</a> <a href="#" class="copy">复制链接</a></div>')
    labels = {"en": ("Share", "Copy link"), "de": ("Teilen", "Link kopieren"), "fr": ("Partager", "Copier le lien"),
              "es": ("Compartir", "Copiar enlace"), "ru": ("Поделиться", "Скопировать ссылку"), "ja": ("シェア", "リンクをコピー")}[lang]
    return (f'<div class="share-bar" aria-label="{labels[0]}"><a href="#">X</a> <a href="#">Facebook</a> '
            f'<a href="#">LinkedIn</a> <a href="#">Email</a> <button>{labels[1]}</button></div>')


def calendar_widget(ctx: Ctx, lang="en") -> str:
    """A WordPress-style archive calendar of the fetch month."""
    f = ctx.fetched
    first = dt.date(f.year, f.month, 1)
    nxt = dt.date(f.year + (f.month == 12), f.month % 12 + 1, 1)
    ndays = (nxt - first).days
    linked = set(ctx.rng.sample(range(1, min(ndays, f.day) + 1), min(4, f.day)))
    cells = ["<td></td>"] * first.weekday()
    for d in range(1, ndays + 1):
        cells.append(f'<td><a href="/{f.year}/{f.month:02d}/{d:02d}/" aria-label="Posts published on {F(dt.date(f.year, f.month, d), "en")}">{d}</a></td>'
                     if d in linked else f"<td>{d}</td>")
    while len(cells) % 7:
        cells.append("<td></td>")
    rows = "\n".join("<tr>" + "".join(cells[i:i + 7]) + "</tr>" for i in range(0, len(cells), 7))
    ctx.trap("archive-calendar")
    head = "".join(f'<th scope="col" title="{w}">{w[0]}</th>' for w in EN_WD) if lang == "en" else \
        "".join(f"<th>{w}</th>" for w in "一二三四五六日")
    cap = F(first, "en_month") if lang == "en" else f"{f.year}年{f.month}月"
    return (f'<table id="wp-calendar" class="wp-calendar-table"><caption>{cap}</caption>\n<thead><tr>{head}</tr></thead>\n'
            f"<tbody>\n{rows}\n</tbody></table>")


def archive_months(ctx: Ctx, n=6, lang="en") -> str:
    f = ctx.fetched
    items = []
    y, m = f.year, f.month
    for _ in range(n):
        label = F(dt.date(y, m, 1), "en_month") if lang == "en" else f"{y}年{m}月"
        items.append(f'<li><a href="/{y}/{m:02d}/">{label}</a></li>')
        y, m = (y, m - 1) if m > 1 else (y - 1, 12)
    ctx.trap("archive-month-list")
    return "<ul>" + "".join(items) + "</ul>"


def icp(ctx: Ctx) -> str:
    p = ctx.rng.choice("京沪粤浙苏川鄂")
    return f'{p}ICP备{ctx.num(10000000, 99999999)}号-{ctx.num(1, 9)} <a href="#">{p}公网安备 {ctx.num(11000000000000, 44999999999999)}号</a>'


# =========================================================================== frames: zh
ZH_CSS = "body{font-family:'PingFang SC','Microsoft YaHei',sans-serif;margin:0;color:#222}a{color:#1a5ea8;text-decoration:none}.wrap{max-width:1100px;margin:0 auto;display:flex;gap:24px}main{flex:1}aside{width:300px;font-size:14px}footer{color:#888;font-size:12px;padding:20px;text-align:center}"


def zh_footer(ctx, name, start=None, extra=""):
    return (f'<footer class="footer"><p><a href="#">关于我们</a> | <a href="#">联系方式</a> | <a href="#">广告服务</a> | '
            f'<a href="#">隐私政策</a> | <a href="#">违法和不良信息举报</a></p>'
            f'<p>Copyright {ctx.copyright(start, "© {y}")} {esc(name)} 版权所有</p><p>{icp(ctx)}</p>{extra}</footer>')


def zh_comments(ctx, n, fmt="dash_hm", lang="zh", title="评论", show_ip=False):
    cs = ctx.comments(n, lang)
    rows = []
    for nm, tx, t in cs:
        when = ctx.f(fmt, t) if fmt != "wechat" else (ctx.f("zhmd", t) if t.year == ctx.fetched.year else ctx.f("zh", t))
        ip = f'<span class="ip">IP属地：{ctx.rng.choice(["北京", "广东", "上海", "浙江", "四川", "江苏"])}</span>' if show_ip else ""
        rows.append(f'<li class="comment-item"><span class="user">{esc(nm)}</span><p class="content">{esc(tx)}</p>'
                    f'<div class="info"><span class="time">{when}</span> {ip}<span class="like">赞 {ctx.num(0, 300)}</span></div></li>')
    return f'<section class="comments"><h3>{title}（{len(cs)}）</h3><ul>{"".join(rows)}</ul></section>'


WECHAT_ACCTS = ["芯片观察室", "电池圈内参", "硅基研究所", "财经深一度", "城市数据派", "算力前哨站", "新能源内参",
                "科研圈日常", "产业链笔记", "出海观察", "体育大数据", "影视工业网"]


def f_wechat(ctx: Ctx) -> str:
    v = ctx.v % 4
    acct = ctx.text["opts"].get("acct") or ctx.rng.choice(WECHAT_ACCTS)
    author = ctx.zh_name()
    if ctx.v == 6:
        ctx.set_time(0, ctx.num(5, 50))
        ctx.trap("timezone-edge")
        ctx.note("posted just after midnight Beijing time: the unix timestamp var ct is still the previous day in UTC; "
                 "the publisher's own day (UTC+8) is the one in the byline")
    ip = ctx.rng.choice(["广东", "北京", "上海", "浙江", "湖北", "江苏"])
    if v == 1:
        shown = ""
        ctx.into("script")
        ctx.note("the byline <em id=publish_time> is empty (filled by JavaScript); the date stands only in the inline "
                 "script (var publish_time, and var ct as a unix timestamp)")
    elif v == 3:
        shown = ctx.f("zh_pad_hm")
        ctx.into("byline-text", "script")
    elif v == 2:
        shown = ctx.f("dash_hm")
        ctx.into("byline-text", "script")
    else:
        shown = ctx.f("zh_hm")
        ctx.into("byline-text", "script")
    ctx.trap("unix-timestamp")
    recs = ctx.related(4, "around", dated_title=True, show=False)
    rec_html = "".join(f'<li><a href="https://mp.weixin.example.cn/s/{ctx.rid(22)}">{esc(t)}</a></li>' for t, _ in recs)
    tags = "".join(f'<span class="article-tag">#{esc(x)}</span> ' for x in ctx.text["opts"].get("tags", "行业观察").split(","))
    ctx.url = f"https://mp.weixin.example.cn/s/{ctx.rid(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')}"
    body = f"""
<div id="js_article" class="rich_media">
<div class="rich_media_inner">
<h1 class="rich_media_title" id="activity-name">{esc(ctx.title)}</h1>
<div id="meta_content" class="rich_media_meta_list">
<span id="copyright_logo" class="rich_media_meta icon_appmsg_tag">原创</span>
<span class="rich_media_meta rich_media_meta_text">{esc(author)}</span>
<span class="rich_media_meta rich_media_meta_nickname" id="profileBt"><a href="javascript:void(0);" id="js_name">{esc(acct)}</a></span>
<em id="publish_time" class="rich_media_meta rich_media_meta_text">{shown}</em>
<em id="js_ip_wording_wrp" class="rich_media_meta_area"><span id="js_ip_wording">{ip}</span></em>
</div>
<div class="rich_media_content js_underline_content" id="js_content" style="visibility: visible;">
{ctx.body('<p style="margin-bottom:16px;line-height:1.75em;"><span style="font-size:15px;letter-spacing:1px;">', '</span></p>', h_tag='h3')}
<p style="text-align:center;color:#888;font-size:12px;">— 完 —</p>
</div>
<div id="js_tags" class="article-tag_list">{tags}</div>
<div class="rich_media_tool" id="js_read_area"><a id="js_view_source" href="#">阅读原文</a> <span>阅读 {ctx.num(1000, 99999)}</span> <span>赞 {ctx.num(5, 500)}</span> <span>在看 {ctx.num(1, 200)}</span></div>
<section class="recommend"><h3>往期推荐</h3><ul>{rec_html}</ul></section>
<div class="qr_code_pc"><p>微信扫一扫<br>关注该公众号</p></div>
{zh_comments(ctx, ctx.num(2, 5), fmt="wechat", title="留言")}
</div>
</div>
<script>
var nickname = htmlDecode("{esc(acct)}");
var msg_title = '{esc(ctx.title)}'.html(false);
var msg_link = "{ctx.url}";
var ct = "{ctx.ts()}";
var user_name = "gh_{ctx.rid(12, '0123456789abcdef')}";
var publish_time = "{ctx.f('iso') if v == 1 else ''}" || "";
var ip_wording = {{countryName: '中国', provinceName: '{ip}'}};
</script>"""
    if v == 1:
        ctx.note("the inline script has var publish_time = the day and var ct = the unix time")
    head = f"""<meta name="description" content="{esc(ctx.summary())}">
<meta property="og:title" content="{esc(ctx.title)}">
<meta property="og:url" content="{ctx.url}">
<meta property="og:site_name" content="微信公众平台">
<meta property="og:type" content="article">
<meta name="author" content="{esc(author)}">"""
    css = "body{background:#f5f5f5}.rich_media{max-width:677px;margin:0 auto;background:#fff;padding:20px}.rich_media_meta{margin-right:8px;color:#576b95;font-style:normal}"
    return doc(ctx, head, body, "zh-CN", css)


def f_weibo(ctx: Ctx) -> str:
    v = ctx.v % 3
    user = ctx.text["opts"].get("user") or ctx.rng.choice(["数码闲聊站", "财经小冯", "电车研究员老K", "天文科普君", "球迷日记本", "北京吃喝指南", "芯片那些事"])
    uid = ctx.num(1000000000, 7999999999)
    mid = ctx.rid(9, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    same = ctx.same_year_as_fetch()
    if same:
        disp = f"{ctx.pub.month}-{ctx.pub.day} {ctx.f('hm')}"
        ctx.trap("year-less-display")
        ctx.note("the visible time omits the year (this year's post); the year stands in the attributes/markup")
    else:
        disp = f"{ctx.pub.year}-{ctx.pub.month}-{ctx.pub.day} {ctx.f('hm')}"
    comments = ctx.comments(ctx.num(3, 6))
    crow = "".join(f'<div class="list_li"><a class="name">{esc(n)}</a>：{esc(t)} <div class="WB_from">{ctx.f("zhmd_hm", d) if d.year == ctx.fetched.year else ctx.f("zh_hm", d)}</div></div>' for n, t, d in comments)
    text_html = ctx.body("<p>", "</p>")
    if v == 0:
        ctx.url = f"https://weibo.example.com/{uid}/{mid}"
        ctx.into("byline-text", "attribute")
        main = f"""
<div class="WB_feed_detail">
<div class="WB_detail">
<div class="WB_info"><a class="W_f14 W_fb S_txt1" usercard="id={uid}" href="/u/{uid}">{esc(user)}</a> <i class="W_icon icon_approve"></i></div>
<div class="WB_from S_txt2"><a target="_blank" href="/{uid}/{mid}" title="{ctx.f('dash_hm')}" date="{ctx.ts() * 1000}" class="S_txt2">{disp}</a> 来自 <a class="S_txt2" rel="nofollow">{ctx.rng.choice(['iPhone 15 Pro', 'HUAWEI Mate 60', '微博网页版', '小米14 Ultra'])}</a></div>
<div class="WB_text W_f14" node-type="feed_list_content">
<h2 class="wb-title">{esc(ctx.title)}</h2>
{text_html}
</div>
</div>
<div class="WB_feed_handle"><ul><li>转发 {ctx.num(10, 3000)}</li><li>评论 {ctx.num(10, 900)}</li><li>赞 {ctx.num(50, 9000)}</li></ul></div>
<div class="WB_feed_repeat"><h3>评论</h3>{crow}</div>
</div>"""
        head = f'<meta name="description" content="{esc(ctx.summary())}">'
    elif v == 1:
        ctx.url = f"https://m.weibo.example.cn/status/{ctx.num(4900000000000000, 5099999999999999)}"
        ctx.into("script", "byline-text")
        wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][ctx.pub.weekday()]
        created = f"{wd} {EN_MS[ctx.pub.month-1]} {ctx.pub.day:02d} {ctx.f('hm')}:{ctx.pub.second:02d} +0800 {ctx.pub.year}"
        mdisp = (f"{ctx.pub.month:02d}-{ctx.pub.day:02d} {ctx.f('hm')}" if same else ctx.f("dash_hm"))
        main = f"""
<div id="app"><div class="m-container-max">
<div class="card m-panel card9 weibo-member"><header class="weibo-top m-box"><div class="m-box-col m-box-dir"><h3 class="m-text-cut">{esc(user)}</h3>
<h4 class="m-text-cut"><span class="time">{mdisp}</span> <span class="from">来自 微博 weibo.com</span></h4></div></header>
<article class="weibo-main"><div class="weibo-og"><div class="weibo-text"><h2>{esc(ctx.title)}</h2>{text_html}</div></div></article>
<footer class="m-ctrl-box"><div>转发 {ctx.num(5, 999)}</div><div>评论 {ctx.num(5, 999)}</div><div>赞 {ctx.num(5, 9999)}</div></footer>
<div class="comment-content"><h3>热门评论</h3>{crow}</div>
</div></div></div>
<script>
var $render_data = [{{"status": {{"created_at": "{created}", "id": "{ctx.num(4900000000000000, 5099999999999999)}", "text": "{esc(ctx.summary(40))}", "source": "微博 weibo.com", "user": {{"id": {uid}, "screen_name": "{esc(user)}"}}, "reposts_count": {ctx.num(1, 500)}, "comments_count": {ctx.num(1, 500)}}}, "call": "1"}}][0] || {{}};
</script>"""
        ctx.note("mobile status page: created_at in the render-data script in the form 'Www Mmm DD HH:MM:SS +0800 YYYY'")
        head = ""
    else:
        ctx.url = f"https://weibo.example.com/ttarticle/p/show?id=230940{ctx.num(5000000000000000, 5099999999999999)}"
        ctx.into("meta", "byline-text")
        meta_name = "weibo: article:create_at" if ctx.v % 2 else "weibo:article:create_at"
        head = (f'<meta name="{meta_name}" content="{ctx.f("dash_hms")}">\n'
                f'<meta name="weibo: article:update_at" content="{ctx.f("dash_hms", ctx.later(60, 3))}">\n'
                f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(ctx.title)}">')
        ctx.trap("modified-meta")
        main = f"""
<div class="WB_artical"><div class="main_editor">
<div class="title">{esc(ctx.title)}</div>
<div class="art_info"><span class="W_autocut">{esc(user)}</span> <span class="time">发布于 {ctx.f('dash_hm')}</span> <span class="read">阅读 {ctx.num(1000, 90000)}</span></div>
<div class="WB_editor_iframe_new">{text_html}</div>
<div class="DCI_v2 clearfix"><span>本文来自微博头条文章</span></div>
<div class="WB_feed_repeat"><h3>评论</h3>{crow}</div>
</div></div>"""
    side = "".join(f"<li><a>#{esc(t)}#</a><span>{ctx.num(10, 600)}万</span></li>" for t, _ in ctx.related(6, "hot", show=False))
    body = f"""<div class="WB_global_nav"><a class="logo" href="/">微博</a><input placeholder="大家都在搜"><a>首页</a> <a>视频</a> <a>发现</a> <a>游戏</a> <a>登录</a> <a>注册</a></div>
<div class="wrap"><main>{main}</main><aside><h3>微博热搜</h3><ol>{side}</ol><p>{ctx.copyright(None, "Copyright © 2009-{y}")} WEIBO-LIKE 北京微梦创科网络技术有限公司</p></aside></div>"""
    ctx.trap("copyright-year")
    return doc(ctx, head, body, "zh-CN", ZH_CSS, title=f"{ctx.title} - 微博")


def f_zhihu(ctx: Ctx) -> str:
    v = ctx.v % 4
    author = ctx.rng.choice(["木子", "数据侠", "一颗电芯", "硅谷打工人", "王二狗", "阿尔法", "懒猫", "老钱说经济", "量子喵"])
    ipp = ctx.rng.choice(["北京", "上海", "广东", "浙江", "江苏", "美国"])
    if v == 3:
        ctx.set_time(0, ctx.num(3, 55))
        ctx.trap("timezone-edge", "utc-vs-local")
        ctx.note("answered just after midnight Beijing time: microdata dateCreated is in UTC and falls on the previous day; "
                 "the page shows the publisher's local day")
    if v == 0 or (v == 2 and ctx.v % 2):
        ctx.need_span(4)
    edited = ctx.later(60 * 24, 200)
    if v == 2:  # column
        ctx.url = f"https://zhuanlan.zhihu.example.com/p/{ctx.num(600000000, 799999999)}"
        ctx.into("json-ld", "byline-text")
        if ctx.v % 2:
            tline = f'编辑于 {ctx.f("dash_hm", edited)}・IP 属地{ipp}'
            ctx.trap("edited-date-shown", "updated-date")
            ctx.note("the column shows only '编辑于' (the edit date); datePublished in JSON-LD is the original day")
            ctx.date_in.remove("byline-text")
        else:
            tline = f'发布于 {ctx.f("dash_hm")}・IP 属地{ipp}'
        ld = jsonld({"@context": "https://schema.org", "@type": "Article", "headline": ctx.title,
                     "author": {"@type": "Person", "name": author}, "datePublished": ctx.iso(),
                     "dateModified": ctx.iso(edited)})
        ctx.trap("modified-meta")
        main = f"""<article class="Post-Main Post-NormalMain">
<header class="Post-Header"><h1 class="Post-Title">{esc(ctx.title)}</h1>
<div class="AuthorInfo"><span class="UserLink AuthorInfo-name">{esc(author)}</span><div class="AuthorInfo-badge">{esc(ctx.rng.choice(['互联网行业 从业人员', '材料学博士', '财经作者', '前端工程师']))}</div></div></header>
<div class="Post-RichTextContainer"><div class="RichText ztext Post-RichText">{ctx.body()}</div></div>
<div class="ContentItem-time">{tline}</div>
<div class="Post-topicsAndReviewer"><span class="Tag">{esc(ctx.text['opts'].get('tags', '科技'))}</span></div>
</article>"""
        head = ld
    else:
        q = ctx.text["opts"].get("q", ctx.title)
        qid, aid = ctx.num(400000000, 699999999), ctx.num(2000000000, 3999999999)
        ctx.url = f"https://www.zhihu.example.com/question/{qid}/answer/{aid}"
        qcreated = ctx.earlier(20, 900)
        ctx.trap("question-date-earlier", "utc-vs-local")
        if v == 0:
            disp = f'<span data-tooltip="发布于 {ctx.f("dash_hm")}">编辑于 {ctx.f("dash_hm", edited)}</span>'
            ctx.into("microdata", "attribute")
            ctx.trap("edited-date-shown", "updated-date")
            ctx.note("the answer shows '编辑于' with the edit date; the first-publication time is in the tooltip attribute and in "
                     "microdata dateCreated (UTC); the question's own dateCreated is earlier")
            mod = edited
        else:
            disp = f'<span data-tooltip="发布于 {ctx.f("dash_hm")}">发布于 {ctx.f("dash_hm")}</span>'
            ctx.into("microdata", "byline-text")
            mod = ctx.pub
        main = f"""<div class="QuestionPage" itemscope itemtype="http://schema.org/Question">
<meta itemprop="name" content="{esc(q)}"><meta itemprop="url" content="https://www.zhihu.example.com/question/{qid}">
<meta itemprop="answerCount" content="{ctx.num(5, 400)}"><meta itemprop="dateCreated" content="{ctx.utc(qcreated, ms=True)}">
<meta itemprop="dateModified" content="{ctx.utc(ctx.between(qcreated, ctx.fetch_dt), ms=True)}">
<div class="QuestionHeader"><h1 class="QuestionHeader-title">{esc(q)}</h1><div class="QuestionHeader-topics"><span class="Tag">{esc(ctx.text['opts'].get('tags', '科技'))}</span></div>
<div class="NumberBoard"><span>关注者 {ctx.num(10, 9000)}</span> <span>被浏览 {ctx.num(1000, 900000)}</span></div></div>
<div class="AnswerItem" itemprop="acceptedAnswer" itemscope itemtype="http://schema.org/Answer" data-za-detail-view-path-module="AnswerItem">
<meta itemprop="upvoteCount" content="{ctx.num(3, 9000)}"><meta itemprop="url" content="{ctx.url}">
<meta itemprop="dateCreated" content="{ctx.utc(ms=True)}"><meta itemprop="dateModified" content="{ctx.utc(mod, ms=True)}">
<div class="AuthorInfo" itemprop="author" itemscope itemtype="http://schema.org/Person"><meta itemprop="name" content="{esc(author)}"><span class="AuthorInfo-name">{esc(author)}</span></div>
<div class="RichContent"><span class="RichText ztext CopyrightRichText-richText" itemprop="text">{ctx.body()}</span>
<div class="ContentItem-time"><a target="_blank" href="{ctx.url}">{disp}</a>・IP 属地{ipp}</div>
<div class="ContentItem-actions"><button>赞同 {ctx.num(3, 9000)}</button> <button>{ctx.num(1, 300)} 条评论</button> <button>分享</button> <button>收藏</button></div></div>
</div></div>"""
        head = ""
    rel = "".join(f"<li><a>{esc(t)}</a> <span>{ctx.num(2, 300)} 个回答</span></li>" for t, _ in ctx.related(5, show=False))
    body = f"""<header class="AppHeader"><a class="logo" href="/">知乎</a> <nav><a>首页</a> <a>会员</a> <a>发现</a> <a>等你来答</a></nav> <input placeholder="搜索"></header>
<div class="wrap"><main>{main}{zh_comments(ctx, ctx.num(2, 5), fmt="md_dash")}</main>
<aside><section><h3>相关问题</h3><ul>{rel}</ul></section><footer><p>{ctx.copyright(None, "© {y}")} 知乎-like · 京 ICP 证 110745 号</p></footer></aside></div>"""
    return doc(ctx, head, body, "zh-CN", ZH_CSS, title=f"{ctx.title} - 知乎")


def f_csdn(ctx: Ctx) -> str:
    v = ctx.v % 3
    user = ctx.rng.choice(["weixin_4523", "qq_3851", "m0_7412", "chenxy_dev", "lizhi_ai"]) + str(ctx.num(1000, 9999))
    ctx.url = f"https://blog.csdn.example.net/{user}/article/details/{ctx.num(130000000, 149999999)}"
    if v == 1:
        ctx.need_span(4)
        mod = ctx.later(60 * 24, 300)
        t_html = (f'<span class="time blog-postTime" data-time="{ctx.f("dash_hms", mod)}">已于&nbsp;{ctx.f("dash_hms", mod)}&nbsp;修改</span>'
                  f'<div class="up-time"><span>于&nbsp;{ctx.f("dash_hms")}&nbsp;首次发布</span></div>')
        ctx.into("byline-text")
        ctx.trap("updated-date", "edited-date-shown")
        ctx.note("the visible byline is '已于 … 修改' (edit date); '于 … 首次发布' in the hover box is the publication")
    else:
        t_html = f'<span class="time">于&nbsp;{ctx.f("dash_hms")}&nbsp;发布</span>'
        ctx.into("byline-text")
    latest = ctx.later(60 * 24 * 3) if v != 2 else ctx.between(ctx.fetch_dt - dt.timedelta(days=20), ctx.fetch_dt)
    if latest.date() > ctx.pub.date():
        ctx.trap("latest-recommended-date")
    rel = ctx.related(5, "around")
    rel_html = "".join(f'<div class="recommend-item"><a>{esc(t)}</a><span class="time">{ctx.f("dot", d)}</span></div>' for t, d in rel)
    head = f"""<meta name="keywords" content="{esc(ctx.text['opts'].get('tags', '编程'))}">
<meta name="description" content="{esc(ctx.summary())}">
<link rel="canonical" href="{ctx.url}">"""
    cm = ctx.comments(ctx.num(1, 4))
    cm_html = "".join(f'<li><span class="name">{esc(n)}</span><span class="date">{ctx.f("dot", d)}</span><p>{esc(t)}</p></li>' for n, t, d in cm)
    body = f"""<div id="csdn-toolbar"><a class="logo">CSDN</a> <a>博客</a> <a>下载</a> <a>学习</a> <a>社区</a> <a>GitCode</a> <a>InsCode</a> <input placeholder="搜索"> <a>会员中心</a> <a>消息</a> <a>创作</a></div>
<div class="recommend-top">最新推荐文章于&nbsp;{ctx.f("dash_hms", latest)}&nbsp;发布</div>
<div class="wrap"><aside class="blog_container_aside"><div class="profile"><a class="name">{user}</a><dl><dt>原创</dt><dd>{ctx.num(10, 400)}</dd><dt>粉丝</dt><dd>{ctx.num(10, 9000)}</dd></dl></div>
<div class="aside-box"><h3>分类专栏</h3><ul><li>{esc(ctx.text['opts'].get('tags', '编程'))}</li><li>学习笔记</li></ul></div></aside>
<main><div class="blog-content-box"><div class="article-header-box"><h1 class="title-article" id="articleContentId">{esc(ctx.title)}</h1>
<div class="article-info-box"><div class="bar-content"><span class="article-type type-1">原创</span> <a class="follow-nickName">{user}</a> {t_html} <span class="read-count">阅读量{ctx.num(1, 30)}.{ctx.num(0, 9)}k</span> <span class="get-collection">收藏 {ctx.num(1, 300)}</span></div>
<div class="blog-tags-box">文章标签：<a class="tag-link">{esc(ctx.text['opts'].get('tags', '编程'))}</a></div>
<div class="slide-content-box"><p>版权声明：本文为博主原创文章，遵循 CC 4.0 BY-SA 版权协议，转载请附上原文出处链接和本声明。</p><p>本文链接：{ctx.url}</p></div></div></div>
<article class="baidu_pl"><div id="content_views" class="markdown_views prism-atom-one-dark">{ctx.body(code_cls=' class="prettyprint"')}</div></article>
</div>
<div class="comment-box"><h3>评论</h3><ul>{cm_html}</ul></div>
<div class="recommend-box">{rel_html}</div></main></div>
<div class="blog-footer-bottom">{ctx.copyright(None, "©1999-{y}")}北京创新乐知网络技术有限公司（示例） {icp(ctx)}</div>"""
    return doc(ctx, head, body, "zh-CN", ZH_CSS, title=f"{ctx.title}-CSDN博客")


def f_juejin(ctx: Ctx) -> str:
    v = ctx.v % 3
    user = ctx.rng.choice(["掘金安东尼", "前端小白菜", "Rust 爱好者", "后端老司机", "数据库内核笔记", "大模型工程师阿杰"])
    ctx.url = f"https://juejin.example.cn/post/{ctx.num(7300000000000000000, 7499999999999999999)}"
    wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][ctx.pub.weekday()]
    title_attr = f"{wd} {EN_MS[ctx.pub.month-1]} {ctx.pub.day:02d} {ctx.pub.year} {ctx.f('hm')}:{ctx.pub.second:02d} GMT+0800 (中国标准时间)"
    ctx.into("time-element", "byline-text")
    ctx.trap("utc-vs-local")
    head = f'<meta name="description" content="{esc(ctx.summary())}">'
    if v == 1:
        head += "\n" + jsonld({"@context": "https://schema.org", "@type": "Article", "headline": ctx.title,
                               "author": {"@type": "Person", "name": user}, "datePublished": ctx.utc(ms=True),
                               "dateModified": ctx.utc(ctx.later(30, 30), ms=True)})
        ctx.into("json-ld")
        ctx.trap("modified-meta")
    if v == 2:
        ctx.set_time(0, ctx.num(5, 55))
        ctx.trap("timezone-edge")
        ctx.note("posted after midnight Beijing time; <time datetime> is UTC and shows the previous day, the visible text is the local day")
    cm = ctx.comments(ctx.num(2, 5))
    cm_html = "".join(f'<div class="comment-item"><span class="name">{esc(n)}</span><time title="{ctx.f("dash_hm", d)}">{ctx.ago(d, "zh")}</time><p>{esc(t)}</p></div>' for n, t, d in cm)
    rel = "".join(f'<li><a>{esc(t)}</a><span>{ctx.num(100, 9000)}阅读</span></li>' for t, _ in ctx.related(5, show=False))
    body = f"""<header class="main-header"><a class="logo">稀土掘金</a><nav><a>首页</a> <a>沸点</a> <a>课程</a> <a>直播</a> <a>活动</a> <a>APP</a></nav></header>
<div class="wrap"><main><article class="article"><h1 class="article-title">{esc(ctx.title)}</h1>
<div class="author-info-block"><a class="username">{esc(user)}</a><div class="meta-box"><time datetime="{ctx.utc(ms=True)}" title="{title_attr}" class="time">{ctx.f("dash_hm")}</time> <span class="views-count">{ctx.num(100, 30000):,}</span> <span class="read-time">阅读{ctx.num(3, 15)}分钟</span></div></div>
<div class="article-content"><div class="markdown-body">{ctx.body()}</div></div>
<div class="tag-list">标签：<a>{esc(ctx.text['opts'].get('tags', '后端'))}</a></div></article>
<div class="comment-list"><h3>评论 {len(cm)}</h3>{cm_html}</div></main>
<aside><div class="sidebar-block"><h3>相关文章</h3><ul>{rel}</ul></div><div class="footer">{ctx.copyright(None, "©{y}")} 稀土掘金-like {icp(ctx)}</div></aside></div>"""
    return doc(ctx, head, body, "zh-CN", ZH_CSS, title=f"{ctx.title} - 掘金")


def zh_media(ctx: Ctx, *, site, logo, url, byline, head="", hot_title="24小时热榜", hot_fmt=None,
             rel_title="相关阅读", rel_fmt="md_dash", comments=None, after="", nav=None, crumb=None, css="") -> str:
    nav = nav or ["首页", "科技", "财经", "汽车", "创投", "快讯", "专题"]
    hot = ctx.related(6, "hot", show=bool(hot_fmt))
    hot_html = "".join(f"<li><a>{esc(t)}</a>{f'<span class=time>{ctx.f(hot_fmt, d)}</span>' if hot_fmt else ''}</li>" for t, d in hot)
    if hot_fmt:
        ctx.trap("hot-list-dates")
    rel = ctx.related(4, "around", show=bool(rel_fmt))
    rel_html = "".join(f"<li><a>{esc(t)}</a>{f'<span class=time>{ctx.f(rel_fmt, d)}</span>' if rel_fmt else ''}</li>" for t, d in rel)
    crumb_html = f'<div class="crumb">{crumb}</div>' if crumb else ""
    body = f"""<div class="topbar"><a class="logo">{esc(logo)}</a><nav>{" ".join(f"<a>{n}</a>" for n in nav)}</nav><a class="login">登录</a></div>
{cookie("zh") if ctx.v % 3 == 0 else ""}
{crumb_html}
<div class="wrap"><main><article class="article">
<h1 class="article-title">{esc(ctx.title)}</h1>
{byline}
<div class="article-content" id="artibody">{ctx.body()}</div>
{after}
{share("zh")}
</article>
<section class="related"><h3>{rel_title}</h3><ul>{rel_html}</ul></section>
{comments or ""}
</main>
<aside><section class="hot"><h3>{hot_title}</h3><ol>{hot_html}</ol></section></aside></div>
{zh_footer(ctx, site, start=ctx.rng.choice([1998, 2003, 2008, 2011]))}"""
    return doc(ctx, head, body, "zh-CN", ZH_CSS + css)


def f_kr36(ctx: Ctx) -> str:
    v = ctx.v % 2
    author = ctx.zh_name()
    ctx.url = f"https://www.kedu.example.com/p/{ctx.num(2700000000000000, 2999999999999999)}"
    state = json.dumps({"articleDetail": {"articleDetailData": {"code": 0, "data": {"itemId": ctx.num(2700000000000000, 2999999999999999),
                        "widgetTitle": ctx.title, "publishTime": ctx.ts() * 1000, "author": author}}}}, ensure_ascii=False)
    ctx.into("script")
    ctx.trap("unix-timestamp")
    head = ""
    if v == 0:
        shown = ctx.f("dash_hm")
        ctx.into("byline-text")
    else:
        shown = ctx.ago(ctx.pub, "zh")
        head = f'<meta property="article:published_time" content="{ctx.iso()}">'
        ctx.into("meta")
        ctx.trap("relative-time-display")
        ctx.note("the byline shows only a relative time; the day stands in meta article:published_time and in the state script (ms epoch)")
    byline = f'<div class="article-title-icon"><a class="title-icon-item item-a">{esc(author)}</a><span class="title-icon-item item-time">·{shown}</span><span class="title-icon-item item-read">阅读 {ctx.num(1, 90)}.{ctx.num(0, 9)}w</span></div>'
    after = f'<div class="summary">本文来自微信公众号“{esc(ctx.rng.choice(WECHAT_ACCTS))}”，作者：{esc(author)}，氪度经授权发布。</div>'
    return zh_media(ctx, site="氪度", logo="氪度", url=ctx.url, byline=byline, head=head, hot_title="24小时热榜",
                    rel_title="推荐阅读", rel_fmt=None, after=after + f"<script>window.initialState={state}</script>")


def f_huxiu(ctx: Ctx) -> str:
    v = ctx.v % 2
    author = ctx.zh_name()
    ctx.url = f"https://www.huyan.example.com/article/{ctx.num(2000000, 4000000)}.html"
    if v == 0:
        head = jsonld({"@context": "https://schema.org", "@type": "NewsArticle", "headline": ctx.title,
                       "datePublished": ctx.iso(), "author": [{"@type": "Person", "name": author}],
                       "publisher": {"@type": "Organization", "name": "狐言网"}})
        ctx.into("json-ld", "byline-text")
    else:
        head = f'<meta name="publishdate" content="{ctx.f("dash_hms")}">'
        ctx.into("meta", "byline-text")
    byline = f'<div class="article__author-info-box"><a class="author-name">{esc(author)}</a><span class="article__time">{ctx.f("dash_hm")}</span><span class="article__tag">{esc(ctx.text["opts"].get("tags", "前沿科技"))}</span></div>'
    after = f'<div class="article__bottom-content__right">本文来自狐言，作者：{esc(author)}。未经授权不得转载。</div>'
    cm = zh_comments(ctx, ctx.num(2, 4), fmt="dash_hm")
    return zh_media(ctx, site="狐言网", logo="狐言", url=ctx.url, byline=byline, head=head, hot_title="热文",
                    rel_title="相关推荐", rel_fmt="iso", after=after, comments=cm)


def f_ithome(ctx: Ctx) -> str:
    ctx.url = f"https://www.itchuang.example.com/0/{ctx.num(600, 880)}/{ctx.num(100, 999)}.htm"
    ctx.into("byline-text")
    author, editor = ctx.zh_name(), ctx.zh_name()
    byline = (f'<div class="cv"><span id="pubtime_baidu">{ctx.f("slash_np_hms")}</span> <span id="source_baidu">来源：<a>IT之窗</a></span> '
              f'<span id="author_baidu">作者：<strong>{esc(author)}</strong></span> <span id="editor_baidu">责编：<strong>{esc(editor)}</strong></span> '
              f'<span>评论：<span id="commentcount">{ctx.num(5, 900)}</span></span></div>')
    cm = ctx.comments(ctx.num(3, 6))
    cm_html = "".join(f'<li><div class="nmp"><span class="nick">{esc(n)}</span> <span class="posandtime">IT之窗{ctx.rng.choice(["广东深圳", "北京", "浙江杭州", "江苏南京"])}网友 {ctx.f("slash_np_hms", d)}</span></div><p>{esc(t)}</p></li>' for n, t, d in cm)
    after = "<p class=\"ad-tips\">广告声明：文内含有的对外跳转链接（包括不限于超链接、二维码、口令等形式），用于传递更多信息，节省甄选时间，结果仅供参考，IT之窗所有文章均包含本声明。</p>"
    head = f'<meta name="description" content="{esc(ctx.summary())}">'
    return zh_media(ctx, site="IT之窗", logo="IT之窗", url=ctx.url, byline=byline, head=head, hot_title="日榜",
                    hot_fmt="md_dash", rel_title="相关文章", rel_fmt="md_dash",
                    comments=f'<section class="comments"><h3>软媒通行证热评</h3><ul>{cm_html}</ul></section>', after=after,
                    nav=["首页", "IT资讯", "Win11", "手机", "苹果", "数码", "智车", "游戏"])


def f_sina(ctx: Ctx) -> str:
    v = ctx.v % 4
    ctx.url = f"https://finance.xinlan.example.cn/tech/{ctx.f('iso')}/doc-i{ctx.rid(15)}.shtml"
    ctx.into("url", "byline-text")
    head = f'<meta name="sudameta" content="sinaog:1;publishid:{ctx.num(100000, 999999)}">\n<meta property="og:type" content="news">'
    if v in (0, 3):
        head += (f'\n<meta property="article:published_time" content="{ctx.iso()}">'
                 f'\n<meta name="weibo: article:create_at" content="{ctx.f("dash_hms")}">')
        ctx.into("meta")
    if v == 2:
        mod = ctx.later(60 * 20, 10)
        head += f'\n<meta property="article:published_time" content="{ctx.iso(mod)}">'
        ctx.trap("mismatched-meta")
        ctx.note("meta article:published_time carries the later re-publication (update) time; URL and byline agree on the original day")
    upd = ""
    if v == 1:
        u = ctx.later(60 * 5, 5)
        upd = f'<span class="update">更新时间：{ctx.f("zh_pad_hm", u)}</span>'
        ctx.trap("updated-date")
    byline = (f'<div class="date-source"><span class="date">{ctx.f("zh_pad_hm")}</span> <a class="source ent-source">新澜财经</a> {upd}'
              f'<span class="article-a__comment">{ctx.num(1, 500)}条评论</span></div>')
    after = f'<p class="show_author">责任编辑：{esc(ctx.zh_name())} </p>'
    cm = zh_comments(ctx, ctx.num(2, 5), fmt="dash_hm", title="网友评论")
    return zh_media(ctx, site="XINLAN Corporation", logo="新澜财经", url=ctx.url, byline=byline, head=head, hot_title="新闻排行",
                    rel_title="相关新闻", rel_fmt="zh_pad", comments=cm, after=after,
                    crumb='<a>新澜首页</a> &gt; <a>新澜财经</a> &gt; <a>科技</a> &gt; 正文')


def f_sohu(ctx: Ctx) -> str:
    v = ctx.v % 3
    ctx.url = f"https://www.souhe.example.com/a/{ctx.num(700000000, 899999999)}_{ctx.num(100000, 999999)}"
    src = ctx.rng.choice(WECHAT_ACCTS)
    head = ""
    if v == 0:
        head = f'<meta property="og:release_date" content="{ctx.f("dash_hm")}">\n<meta itemprop="datePublished" content="{ctx.f("dash_hm")}">'
        ctx.into("meta")
    ctx.into("byline-text", "attribute")
    byline = (f'<div class="article-info"><span class="time" id="news-time" data-val="{ctx.ts() * 1000}">{ctx.f("dash_hm")}</span>'
              f'<span data-role="original-link"> 来源: <a>{esc(src)}</a></span> <span class="ip">发布于：{ctx.rng.choice(["北京市", "上海市", "广东省", "浙江省"])}</span></div>')
    author_more = ctx.related(4, "later" if v != 2 else "earlier")
    am = "".join(f"<li><a>{esc(t)}</a><span>{ctx.f('md_dash', d)}</span></li>" for t, d in author_more)
    after = (f'<p class="statement">平台声明：该文观点仅代表作者本人，搜禾号系信息发布平台，搜禾仅提供信息存储空间服务。</p>'
             f'<p>阅读 ({ctx.num(100, 90000)})</p><section class="author-more"><h3>作者最新文章</h3><ul>{am}</ul></section>')
    return zh_media(ctx, site="Souhe.example.com", logo="搜禾", url=ctx.url, byline=byline, head=head, hot_title="24小时热文",
                    rel_title="推荐阅读", rel_fmt=None, after=after)


def f_netease(ctx: Ctx) -> str:
    v = ctx.v % 3
    doc_id = ctx.rid(8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + ctx.rid(8, "0123456789ABCDEF")
    if v == 0:
        ctx.url = f"https://tech.wangyi.example.com/{ctx.pub.year % 100:02d}/{ctx.pub.month:02d}{ctx.pub.day:02d}/{ctx.pub.hour:02d}/{doc_id}.html"
        ctx.into("url")
        ctx.note("old-style URL /YY/MMDD/HH/ID.html carries the date with a two-digit year")
    else:
        ctx.url = f"https://www.wangyi.example.com/dy/article/{doc_id}.html"
    head = ""
    if v != 1:
        head = f'<meta property="article:published_time" content="{ctx.iso()}">'
        ctx.into("meta")
    ctx.into("byline-text")
    src = "网逸科技" if v != 1 else ctx.rng.choice(WECHAT_ACCTS)
    byline = f'<div class="post_info">{ctx.f("dash_hms")}　来源: <a>{esc(src)}</a> <a class="post_jubao">举报</a></div>'
    cm = ctx.comments(ctx.num(2, 6))
    cm_html = "".join(f'<div class="tie-item"><span class="from">网逸{ctx.rng.choice(["湖北省武汉市", "广东省广州市", "北京市", "四川省成都市"])}网友</span> <span class="time">[{ctx.f("dash_hms", d)}]</span><p>{esc(t)}</p></div>' for n, t, d in cm)
    after = f'<div class="post_statement">本文来源：{esc(src)} 责任编辑：{esc(ctx.zh_name())}_NT{ctx.num(1000, 9999)}</div>'
    return zh_media(ctx, site="网逸公司", logo="网逸", url=ctx.url, byline=byline, head=head, hot_title="热点排行",
                    rel_title="相关推荐", rel_fmt=None, comments=f'<div class="tie-area"><h3>跟贴 {len(cm)}</h3>{cm_html}</div>', after=after)


def f_tencent(ctx: Ctx) -> str:
    v = ctx.v % 3
    aid = f"{ctx.f('ymd')}A0{ctx.rid(6, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}00"
    ctx.url = f"https://new.tengyun.example.com/rain/a/{aid}"
    media = ctx.rng.choice(WECHAT_ACCTS)
    data = json.dumps({"article_id": aid, "title": ctx.title, "media": media, "pubtime": ctx.f("dash_hms"),
                       "catalog1": "tech", "tags": ctx.text["opts"].get("tags", "科技")}, ensure_ascii=False)
    ctx.into("url", "script")
    ctx.note("the article id in the URL starts with the date (YYYYMMDD); window.DATA.pubtime has the time")
    if v == 1:
        byline = f'<div class="media-info"><span class="media-name">{esc(media)}</span></div>'
        ctx.note("no visible date: the byline is rendered by script")
    else:
        byline = f'<div class="media-info"><span class="media-name">{esc(media)}</span> <span class="time">{ctx.f("dash_hm")}</span> <span>发布于{ctx.rng.choice(["北京", "广东", "上海"])}</span></div>'
        ctx.into("byline-text")
    after = f"<p class='disclaimer'>免责声明：本内容来自腾云新闻平台创作者，不代表腾云新闻的观点和立场。</p><script>window.DATA = {data};</script>"
    return zh_media(ctx, site="腾云公司", logo="腾云新闻", url=ctx.url, byline=byline, hot_title="热点精选", hot_fmt=None,
                    rel_title="相关阅读", rel_fmt=None, after=after)


def f_ifeng(ctx: Ctx) -> str:
    ctx.url = f"https://news.fengming.example.com/c/{ctx.rid(11, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}"
    src = ctx.rng.choice(["凤鸣网科技", "凤鸣网财经", "证券时报网", "界面新闻"])
    data = json.dumps({"docData": {"newsTime": ctx.f("dash_hms"), "title": ctx.title, "source": src,
                                   "editorName": ctx.zh_name()}, "adKeys": ["ap", "tp"]}, ensure_ascii=False)
    ctx.into("byline-text", "script")
    byline = f'<div class="time-1"><span>{ctx.f("zh_pad_hm")}:{ctx.pub.second:02d}</span><span>　来自 </span><span><a>{esc(src)}</a></span></div>'
    cm = zh_comments(ctx, ctx.num(2, 5), fmt="dash_hm", title="凤友评论")
    return zh_media(ctx, site="凤鸣网", logo="凤鸣网", url=ctx.url, byline=byline, hot_title="大家都在看", hot_fmt="md_dash_hm",
                    rel_title="相关新闻", rel_fmt=None, comments=cm, after=f"<script>var allData = {data};</script>")


def f_xinhua(ctx: Ctx) -> str:
    v = ctx.v % 3
    h = ctx.rid(32, "0123456789abcdef")
    if v == 0:
        ctx.url = f"http://www.huaxun.example.cn/tech/{ctx.f('ymd')}/{h}/c.html"
        byline = (f'<div class="header-time left"><span class="year"><em> {ctx.pub.year}</em></span><span class="day"><em> {ctx.pub.month:02d}</em>/<em>{ctx.pub.day:02d}</em></span>'
                  f'<span class="time"> {ctx.f("hm")}:{ctx.pub.second:02d}</span></div><div class="source">来源：华讯网</div>')
        ctx.into("url", "byline-text")
        ctx.trap("split-date-markup")
        ctx.note("the byline splits the date into separate elements (year / month / day / time)")
        head = ""
    elif v == 1:
        ctx.url = f"http://www.huaxun.example.cn/tech/{ctx.pub.year}-{ctx.pub.month:02d}/{ctx.pub.day:02d}/c_{ctx.num(1120000000, 1139999999)}.htm"
        byline = f'<div class="h-info"><span class="h-time">{ctx.f("dash_hms")}</span> <span>来源： 华讯社</span></div>'
        head = f'<meta name="publishdate" content="{ctx.f("iso")}">'
        ctx.into("url", "meta", "byline-text")
    else:
        ctx.url = f"http://www.huaxun.example.cn/politics/{ctx.f('ymd')}/{h}/c.html"
        byline = f'<div class="info">{ctx.f("dash_hms")} 来源：华讯社 【<a>纠错</a>】【<a>打印</a>】</div>'
        head = f'<meta name="pubdate" content="{ctx.f("dash_hms")}">'
        ctx.into("url", "meta", "byline-text")
    after = f'<div class="editor">【责任编辑:{esc(ctx.zh_name())} 】</div>'
    return zh_media(ctx, site="华讯网", logo="华讯网", url=ctx.url, byline=byline, head=head, hot_title="热点",
                    rel_title="相关报道", rel_fmt="dash_hm", after=after,
                    nav=["首页", "时政", "国际", "财经", "科技", "体育", "图片", "视频"],
                    crumb='<a>华讯网</a> &gt; <a>正文</a>')


def f_people(ctx: Ctx) -> str:
    v = ctx.v % 3
    ctx.url = f"http://finance.minsheng.example.com.cn/n1/{ctx.pub.year}/{ctx.pub.month:02d}{ctx.pub.day:02d}/c1004-{ctx.num(40000000, 40999999)}.html"
    ctx.into("url", "byline-text")
    head = ""
    if v != 1:
        head = f'<meta name="publishdate" content="{ctx.f("iso")}">'
        ctx.into("meta")
    src = "民声网－民声日报" if v != 2 else "民声网"
    byline = f'<div class="col-1-1 fl">{ctx.f("zh_pad")}{ctx.f("hm")} | 来源：<a>{src}</a></div>'
    after = ""
    if v != 2:
        after = f'<p class="paper_num">《 民声日报 》（ {ctx.f("zh_pad")} 第 {ctx.num(1, 20):02d} 版）</p>'
        ctx.note("print edition line (same day)")
    after += f'<div class="edit">(责编：{esc(ctx.zh_name())}、{esc(ctx.zh_name())})</div>'
    return zh_media(ctx, site="民声网", logo="民声网", url=ctx.url, byline=byline, head=head, hot_title="热点推荐",
                    rel_title="相关新闻", rel_fmt="zh_pad", after=after,
                    nav=["首页", "时政", "经济", "科技", "社会", "文化", "体育", "评论"],
                    crumb='<a>民声网</a>&gt;&gt;<a>财经</a>')


GOV_CITIES = ["江川市", "临海市", "云岭市", "青河市", "东陵市", "南屏市"]


def f_gov(ctx: Ctx) -> str:
    city = ctx.text["opts"].get("city") or ctx.rng.choice(GOV_CITIES)
    org = ctx.text["opts"].get("org", f"{city}人民政府办公室")
    py = ctx.rid(6, "abcdefghijklmnopqrstuvwxyz")
    lst = ctx.related(6, "around", show=not ctx.null)
    crumb = '<a>首页</a> &gt; <a>政务公开</a> &gt; <a>通知公告</a>'
    if ctx.null:
        ctx.url = f"https://www.{py}.gov.example.cn/bsfw/bszn/{ctx.rid(6, '0123456789')}.html"
        ctx.into("none")
        ctx.note("service guide page (办事指南) without any date")
        lst_html = "".join(f"<li><a>{esc(t)}</a></li>" for t, _ in lst)
        info = '<div class="info">来源：政务服务中心　字号：[ <a>大</a> <a>中</a> <a>小</a> ]　<a>打印本页</a></div>'
        head = ""
        table = ""
        tail = ""
    else:
        v = ctx.v % 3
        if v == 2:
            ctx.need_span(3)
        written = ctx.earlier(2, 9)
        ctx.url = f"https://www.{py}.gov.example.cn/zwgk/tzgg/{ctx.pub.year}{ctx.pub.month:02d}/t{ctx.f('ymd')}_{ctx.num(1000000, 9999999)}.html"
        ctx.into("url", "byline-text", "meta")
        head = (f'<meta name="firstpublishedtime" content="{ctx.f("iso")}-{ctx.f("hm")}:{ctx.pub.second:02d}">\n'
                f'<meta name="lastmodifiedtime" content="{ctx.f("iso", ctx.later(10, 2))}-{ctx.f("hm", ctx.later(10, 2))}:00">\n'
                f'<meta name="ColumnName" content="通知公告"><meta name="ContentSource" content="{esc(org)}">')
        ctx.trap("modified-meta")
        lst_html = "".join(f"<li><a>{esc(t)}</a><span class='date'>[{ctx.f('md_dash', d)}]</span></li>" for t, d in lst)
        info = (f'<div class="info">发布时间：{ctx.f("dash_hm")}　来源：{esc(org)}　浏览次数：{ctx.num(50, 5000)}　'
                f'字号：[ <a>大</a> <a>中</a> <a>小</a> ]　<a>打印本页</a>　<a>关闭窗口</a></div>')
        table = ""
        tail = ""
        if v == 2:
            lm = ctx.later(60 * 24, 30)
            info = info.replace("　浏览次数", f"　最后修改：{ctx.f('dash_hm', lm)}　浏览次数")
            ctx.trap("updated-date")
        if v == 0:
            no = f"{city[0]}政办发〔{ctx.pub.year}〕{ctx.num(1, 60)}号"
            table = (f'<table class="xxgk-table"><tr><td>索引号：</td><td>{ctx.num(11000000, 99999999)}/{ctx.pub.year}-{ctx.num(10, 999):05d}</td><td>主题分类：</td><td>综合政务</td></tr>'
                     f'<tr><td>发文机关：</td><td>{esc(org)}</td><td>成文日期：</td><td>{ctx.f("zh_pad", written)}</td></tr>'
                     f'<tr><td>标　　题：</td><td colspan="3">{esc(ctx.title)}</td></tr>'
                     f'<tr><td>发文字号：</td><td>{no}</td><td>发布日期：</td><td>{ctx.f("zh_pad")}</td></tr></table>')
            tail = f'<p class="sign" style="text-align:right">{esc(org)}<br>{ctx.f("zh", written)}</p><p>（此件公开发布）</p>'
            ctx.trap("written-date-earlier")
            ctx.note("成文日期 (the day the document was signed) is earlier than 发布日期, the publication day")
        elif v == 1:
            tail = f'<p class="sign" style="text-align:right">{esc(org)}<br>{ctx.f("zh", written)}</p>'
            ctx.trap("written-date-earlier")
            ctx.note("the signature date at the end is the signing day, earlier than 发布时间")
    body = f"""<div class="gov-header"><div class="logo">{esc(city)}人民政府</div><nav><a>首页</a> <a>政务公开</a> <a>政务服务</a> <a>互动交流</a> <a>走进{esc(city)}</a></nav><a>无障碍</a> <a>长者模式</a></div>
<div class="crumb">当前位置：{crumb}</div>
<div class="wrap"><main><div class="article">{table}
<h1 class="title">{esc(ctx.title)}</h1>
{info}
<div class="TRS_Editor" id="zoom">{ctx.body('<p style="text-indent:2em">', '</p>')}{tail}</div>
<div class="article-bottom"><a>【我要纠错】</a> <a>【打印】</a> <a>【关闭】</a></div></div></main>
<aside><h3>通知公告</h3><ul>{lst_html}</ul></aside></div>
<footer class="gov-footer"><p>主办：{esc(city)}人民政府办公室　承办：{esc(city)}大数据中心</p><p>网站标识码：{ctx.num(1000000000, 9999999999)}　{icp(ctx)}</p><p>{ctx.copyright(None, "版权所有 © {y}")}</p></footer>"""
    return doc(ctx, head, body, "zh-CN", ZH_CSS, title=f"{ctx.title}_{city}人民政府门户网站")


def f_baijiahao(ctx: Ctx) -> str:
    v = ctx.v % 2
    author = ctx.rng.choice(["科技每日推送", "财经早知道", "车圈观察家", "体坛快评", "历史的温度", "数码评测君"])
    ctx.url = f"https://baijiahao.baidu.example.com/s?id={ctx.num(1700000000000000000, 1899999999999999999)}&wfr=spider&for=pc"
    ld = {"@context": "https://ziyuan.baidu.com/contexts/cambrian.jsonld", "@id": ctx.url,
          "appid": str(ctx.num(1500000000000000, 1599999999999999)), "title": ctx.title, "description": ctx.summary(),
          "pubDate": ctx.f("iso") + "T" + ctx.f("hm") + f":{ctx.pub.second:02d}",
          "upDate": ctx.f("iso") + "T" + ctx.f("hm") + f":{ctx.pub.second:02d}"}
    ctx.into("json-ld")
    if v == 0:
        if ctx.same_year_as_fetch():
            d = f'<span class="date">发布时间: {ctx.f("md_dash")}</span><span class="time">{ctx.f("hm")}</span>'
            ctx.trap("year-less-display")
            ctx.note("the visible date has no year (this year's post); the year stands in the cambrian JSON-LD pubDate")
        else:
            d = f'<span class="date">发布时间: {ctx.f("iso")}</span><span class="time">{ctx.f("hm")}</span>'
        ctx.into("byline-text")
    else:
        d = f'<span class="date">{ctx.f("dash_hm")}</span><span class="ip">发布于{ctx.rng.choice(["北京", "河南", "广东", "山东"])}</span>'
        ctx.into("byline-text")
    byline = f'<div class="article-source"><p class="author-name">{esc(author)}</p>{d}<span class="account-authentication">{esc(ctx.rng.choice(["科技领域创作者", "财经领域爱好者", "优质体育领域创作者"]))}</span></div>'
    return zh_media(ctx, site="百度-like", logo="百家号", url=ctx.url, byline=byline, head=jsonld(ld), hot_title="百度热搜",
                    rel_title="相关推荐", rel_fmt=None, after='<p class="tip">举报/反馈</p>',
                    nav=["百度首页", "新闻", "贴吧", "知道", "网盘", "图片", "视频"])


def f_toutiao(ctx: Ctx) -> str:
    v = ctx.v % 2
    author = ctx.rng.choice(["观察者小张", "财经杂谈", "汽车之声", "科普中国-like", "城市生活家"])
    aid = ctx.num(7200000000000000000, 7499999999999999999)
    ctx.url = f"https://www.toutiao.example.com/article/{aid}/"
    ssr = json.dumps({"articleInfo": {"groupId": str(aid), "title": ctx.title, "publishTime": str(ctx.ts()),
                                      "mediaUser": {"screenName": author}}}, ensure_ascii=False)
    ctx.into("byline-text", "script")
    ctx.trap("unix-timestamp")
    ipl = ctx.rng.choice(["北京", "上海", "湖南", "江苏"])
    if v == 0:
        byline = f'<div class="article-meta"><span class="original-tag">原创</span><span>{ctx.f("dash_hm")}</span><span class="dot">·</span><span class="name"><a>{esc(author)}</a></span><span class="ip">发布于{ipl}</span></div>'
    else:
        byline = f'<div class="article-meta"><span class="name"><a>{esc(author)}</a></span><span class="time">{ctx.f("dash_hm")}·发布于{ipl}</span></div>'
    cm = ctx.comments(ctx.num(2, 5))
    cm_html = "".join(f'<li><span class="user">{esc(n)}</span><p>{esc(t)}</p><span class="time">{ctx.ago(d, "zh")}</span></li>' for n, t, d in cm)
    return zh_media(ctx, site="今日头条-like", logo="今日头条", url=ctx.url, byline=byline, hot_title="头条热榜",
                    rel_title="相关推荐", rel_fmt=None, comments=f'<section class="comments"><h3>评论 {len(cm)}</h3><ul>{cm_html}</ul></section>',
                    after=f"<script>window._SSR_HYDRATED_DATA={ssr}</script>")


COMPANIES = ["远芯半导体", "瀚海储能", "星途智能", "青禾生物", "锐驰汽车", "云帆数据", "北辰光电"]


def f_zhcorp(ctx: Ctx) -> str:
    comp = ctx.text["opts"].get("company") or ctx.rng.choice(COMPANIES)
    dom = ctx.rid(7, "abcdefghijklmnopqrstuvwxyz")
    nav = f'<nav><a>首页</a> <a>关于我们</a> <a>产品中心</a> <a>解决方案</a> <a>新闻中心</a> <a>投资者关系</a> <a>加入我们</a> <a>联系我们</a></nav>'
    if ctx.null:
        ctx.url = f"https://www.{dom}.example.com.cn/product/{ctx.rid(5, '0123456789')}.html"
        ctx.into("none")
        ctx.note("product introduction page: no date at all (only the copyright year)")
        main = f"""<div class="crumb">当前位置：<a>首页</a> &gt; <a>产品中心</a> &gt; {esc(ctx.title)}</div>
<section class="product"><h1>{esc(ctx.title)}</h1><div class="product-desc">{ctx.body()}</div>
<p><a class="btn">立即咨询</a> <a class="btn">下载产品手册</a></p></section>"""
        side = "<ul><li>储能系统</li><li>电池模组</li><li>能量管理系统</li><li>售后服务</li></ul>"
    else:
        v = ctx.v % 4
        ctx.url = f"https://www.{dom}.example.com.cn/news/{ctx.rng.choice(['company', 'gsxw', 'info'])}/{ctx.num(1000, 9999)}.html"
        ctx.into("byline-text")
        if v == 0:
            info = f'<div class="info">发布时间：{ctx.f("dot")}　来源：品牌部　浏览次数：{ctx.num(100, 9000)}</div>'
        elif v == 1:
            info = f'<div class="info">发表于 {ctx.f("slash_np")}　作者：{esc(ctx.zh_name())}　点击：{ctx.num(100, 9000)}</div>'
        elif v == 2:
            info = f'<div class="info"><span>{ctx.f("zh_pad")}</span> <span>{esc(comp)}</span></div>'
        else:
            info = (f'<div class="news-date"><span class="d">{ctx.pub.day:02d}</span><span class="ym">{ctx.pub.year}-{ctx.pub.month:02d}</span></div>')
            ctx.trap("split-date-markup")
            ctx.note("the day number and the year-month stand in separate elements")
        main = f"""<div class="crumb">当前位置：<a>首页</a> &gt; <a>新闻中心</a> &gt; <a>公司新闻</a></div>
<article class="news-detail"><h1>{esc(ctx.title)}</h1>{info}<div class="content">{ctx.body()}</div>
<div class="prev-next"><p>上一篇：<a>{esc(ctx.rng.choice(HEAD['zh']))}</a></p><p>下一篇：<a>{esc(ctx.rng.choice(HEAD['zh']))}</a></p></div></article>"""
        news = ctx.related(5, "later")
        side = "<h3>最新动态</h3><ul>" + "".join(f"<li><a>{esc(comp)}{esc(t[:8])}……</a><span>{ctx.f('iso', d)}</span></li>" for t, d in news) + "</ul>"
    body = f"""<header class="site-header"><div class="logo">{esc(comp)}</div>{nav}<a>EN</a></header>
<div class="banner"><p>{esc(comp)} · 让能源更清洁</p></div>
<div class="wrap"><aside><h3>新闻中心</h3><ul><li>公司新闻</li><li>行业动态</li><li>媒体报道</li></ul>{side}</aside><main>{main}</main></div>
<footer><p>{ctx.copyright(ctx.rng.choice([2006, 2010, 2015]), "版权所有 © {y}")} {esc(comp)}股份有限公司</p><p>{icp(ctx)}</p><p>地址：示例市高新区创新大道 {ctx.num(1, 999)} 号　电话：400-{ctx.num(100, 999)}-{ctx.num(1000, 9999)}</p></footer>"""
    return doc(ctx, "", body, "zh-CN", ZH_CSS, title=f"{ctx.title}-{comp}")


def f_bilibili(ctx: Ctx) -> str:
    v = ctx.v % 2
    up = ctx.rng.choice(["硬核的半佛-like", "科技小怪兽", "老番茄炒蛋", "影视飓风眼", "电子产品侦探"])
    cv = ctx.num(30000000, 39999999)
    ctx.url = f"https://www.bilibili.example.com/read/cv{cv}"
    ctx.into("byline-text", "attribute")
    cm = ctx.comments(ctx.num(2, 5))
    cm_html = "".join(f'<div class="reply-item"><a class="user-name">{esc(n)}</a><p>{esc(t)}</p><span class="reply-time">{ctx.f("dash_hm", d)}</span> <span class="reply-ip">IP属地：{ctx.rng.choice(["四川", "湖南", "江苏", "浙江"])}</span></div>' for n, t, d in cm)
    if v == 0:
        meta = f'<div class="article-read-info"><span class="publish-text" data-ts="{ctx.ts()}">{ctx.f("zh_pad_hm")}</span><span class="view">{ctx.num(100, 90000)}阅读</span></div>'
    else:
        ctx.need_span(3)
        ed = ctx.later(60 * 24, 60)
        meta = (f'<div class="opus-module-author"><div class="opus-module-author__name">{esc(up)}</div>'
                f'<div class="opus-module-author__pub"><span class="opus-module-author__pub__text" data-ts="{ctx.ts()}">{ctx.f("zh_pad_hm")}</span></div></div>')
        ctx.trap("updated-date")
    tail = f'<div class="article-footer"><span>本文禁止转载或摘编</span>' + (f'<span class="edit-time">编辑于 {ctx.f("dash_hm", ed)}</span>' if v == 1 else '') + '</div>'
    body = f"""<div class="bili-header"><a class="logo">bilibili-like</a> <a>首页</a> <a>番剧</a> <a>直播</a> <a>游戏中心</a> <a>会员购</a> <a>漫画</a> <a>专栏</a></div>
<div class="wrap"><main><div class="article-container"><h1 class="title">{esc(ctx.title)}</h1>{meta}
<div id="read-article-holder" class="article-holder">{ctx.body()}</div>{tail}
<div class="article-tags"><span class="tag">{esc(ctx.text['opts'].get('tags', '科技'))}</span></div></div>
<div class="comment-wrapper"><h3>评论 {len(cm)}</h3>{cm_html}</div></main>
<aside><div class="up-info"><a>{esc(up)}</a><p>粉丝 {ctx.num(1, 900)}万</p></div><div class="recommend"><h3>相关推荐</h3><ul>{"".join(f"<li>{esc(t)}</li>" for t, _ in ctx.related(4, show=False))}</ul></div></aside></div>
<footer>{ctx.copyright(None, "© {y}")} 上海宽娱数码科技-like 有限公司 {icp(ctx)}</footer>"""
    return doc(ctx, "", body, "zh-CN", ZH_CSS, title=f"{ctx.title} - 哔哩哔哩")


def github_page(ctx: Ctx, lang="en") -> str:
    """A repository page; the date is the latest commit's."""
    owner, repo = ctx.text["opts"].get("repo", "acme/tool").split("/")
    ctx.url = f"https://github.example.com/{owner}/{repo}"
    ctx.tz = 0
    ctx.into("relative-time")
    ctx.note("repository page: the date annotated is the latest commit's (<relative-time datetime> in the file-list header); "
             "file rows and the latest release carry earlier dates")
    ctx.trap("file-list-commit-dates", "release-list-dates")
    show_ago = ctx.v % 2 == 1
    txt = lambda t: ctx.ago(t) if show_ago else ctx.f("en_short", t)
    files = ["src", "docs", "tests", ".github/workflows", "README.md", "LICENSE", "pyproject.toml" if ctx.v % 3 else "Cargo.toml"]
    msgs = ["Bump version", "Fix typo in docs", "Add CI matrix", "Refactor parser", "Update dependencies", "Initial commit", "Add license"]
    rows = []
    for fn in files:
        t = ctx.earlier(1, 200)
        rows.append(f'<tr class="react-directory-row"><td class="name"><a>{fn}</a></td><td class="msg"><a>{ctx.rng.choice(msgs)}</a></td>'
                    f'<td class="age"><relative-time datetime="{ctx.utc(t)}" class="no-wrap">{txt(t)}</relative-time></td></tr>')
    rel_t = ctx.earlier(2, 90)
    sha = ctx.rid(7, "0123456789abcdef")
    about = ctx.text["opts"].get("about", "")
    body = f"""<header class="AppHeader"><a class="logo" aria-label="Homepage">GitHub-like</a> <nav><a>Product</a> <a>Solutions</a> <a>Open Source</a> <a>Pricing</a></nav> <input placeholder="Search or jump to..."> <a>Sign in</a> <a>Sign up</a></header>
<div id="repository-container-header"><strong itemprop="name"><a>{owner}</a> / <a>{repo}</a></strong> <span class="Label">Public</span>
<nav class="UnderlineNav"><a>Code</a> <a>Issues {ctx.num(0, 200)}</a> <a>Pull requests {ctx.num(0, 40)}</a> <a>Actions</a> <a>Security</a> <a>Insights</a></nav></div>
<div class="wrap"><main>
<div class="Box-header"><a class="author">{esc(ctx.rng.choice(['octo-dev', 'lin-w', 'mchen', 'kernel-cat']))}</a> <span class="commit-title"><a>{esc(ctx.text['opts'].get('commit', 'Merge pull request #' + str(ctx.num(10, 900))))}</a></span>
<span class="commit-sha"><a>{sha}</a></span> · <relative-time datetime="{ctx.utc()}" class="no-wrap">{txt(ctx.pub)}</relative-time> <a><span>{ctx.num(20, 4000)} Commits</span></a></div>
<table class="files">{''.join(rows)}</table>
<div id="readme" class="Box"><h2 class="Box-title">README</h2><article class="markdown-body entry-content container-lg" itemprop="text"><h1>{esc(ctx.title)}</h1>{ctx.body()}</article></div>
</main><aside class="Layout-sidebar"><h2>About</h2><p class="f4">{esc(about)}</p><p>{ctx.num(10, 9000)} stars · {ctx.num(1, 300)} watching · {ctx.num(1, 900)} forks</p>
<h2>Releases <span class="Counter">{ctx.num(2, 40)}</span></h2><a>v{ctx.num(0, 3)}.{ctx.num(0, 20)}.{ctx.num(0, 9)} <span class="Label--success">Latest</span></a> <relative-time datetime="{ctx.utc(rel_t)}">{txt(rel_t)}</relative-time>
<h2>Languages</h2><ul><li>{ctx.rng.choice(['Python', 'Rust', 'Go', 'TypeScript'])} {ctx.num(60, 99)}.{ctx.num(0, 9)}%</li></ul></aside></div>
<footer class="footer">{ctx.copyright(None, "© {y}")} GitHub-like, Inc. <a>Terms</a> <a>Privacy</a> <a>Security</a> <a>Status</a> <a>Docs</a></footer>"""
    if show_ago:
        ctx.trap("relative-time-display")
    return doc(ctx, f'<meta property="og:title" content="{owner}/{repo}">\n<meta name="description" content="{esc(about)}">', body,
               "en", "body{font-family:-apple-system,sans-serif}", title=f"GitHub - {owner}/{repo}: {about}")


def f_ghzh(ctx: Ctx) -> str:
    return github_page(ctx, "zh")


def f_baike(ctx: Ctx) -> str:
    ctx.url = f"https://baike.example.com/item/{ctx.rid(10)}"
    ctx.into("none")
    ctx.note("encyclopedia entry: no publication date anywhere")
    body = f"""<div class="header"><a class="logo">百科-like</a> <input placeholder="搜索词条"> <a>进入词条</a> <a>全站搜索</a></div>
<div class="wrap"><main><div class="lemma-title"><h1>{esc(ctx.title)}</h1><a>编辑</a> <a>讨论</a> <a>上传视频</a></div>
<div class="lemma-summary">{ctx.body()}</div>
<div class="lemma-reference"><h3>参考资料</h3><ol><li>相关行业协会公开资料</li><li>公开学术文献综述</li></ol></div>
<div class="lemma-statistic"><span>浏览次数：{ctx.num(10000, 9000000)}次</span> <span>编辑次数：{ctx.num(3, 90)}次</span> <a>历史版本</a></div></main>
<aside><h3>相关词条</h3><ul>{"".join(f"<li>{esc(t[:6])}</li>" for t in ctx.rng.sample(HEAD['zh'], 5))}</ul></aside></div>
<footer>{ctx.copyright(None, "©{y}")} 百科-like 使用前必读 百科协议 隐私政策</footer>"""
    return doc(ctx, "", body, "zh-CN", ZH_CSS, title=f"{ctx.title}_百科")


def f_zhdocs(ctx: Ctx) -> str:
    ctx.url = f"https://help.yunfan.example.com/document_detail/{ctx.num(100000, 999999)}.html"
    upd = ctx.pub
    ctx.null = True
    ctx.into("none")
    ctx.trap("updated-date")
    ctx.note("documentation page showing only '更新时间' (last update); no publication date, so published is null")
    body = f"""<header><a class="logo">云帆云</a> <nav><a>产品</a> <a>解决方案</a> <a>文档与社区</a> <a>权益中心</a> <a>定价</a></nav></header>
<div class="wrap"><aside class="toc"><ul><li>产品简介</li><li>快速入门</li><li>用户指南</li><li>API 参考</li><li>常见问题</li></ul></aside>
<main><div class="crumb">文档中心 &gt; 对象存储 &gt; 用户指南</div><h1>{esc(ctx.title)}</h1>
<div class="help-info"><span class="update-time">更新时间：{ctx.f("dash_hms", upd)}</span> <a>我的收藏</a> <a>复制为 MD 格式</a></div>
<div class="markdown-body">{ctx.body()}</div>
<div class="feedback">本页导读 · 该文章对您有帮助吗？ <button>反馈</button></div></main></div>
<footer>{ctx.copyright(2009, "© {y}")} 云帆云计算有限公司 {icp(ctx)}</footer>"""
    return doc(ctx, "", body, "zh-CN", ZH_CSS, title=f"{ctx.title}_对象存储-云帆云帮助中心")


def f_zhevent(ctx: Ctx) -> str:
    ctx.url = f"https://www.{ctx.rid(6, 'abcdefghijklmnopqrstuvwxyz')}.example.org.cn/news/show-{ctx.num(1000, 9999)}.html"
    ctx.into("byline-text")
    ctx.trap("event-dates", "deadline")
    s = ctx.pub + dt.timedelta(days=int(ctx.text["opts"].get("event", "45")))
    e = s + dt.timedelta(days=2)
    dl = ctx.pub + dt.timedelta(days=int(ctx.text["opts"].get("deadline", "25")))
    if s.date() > ctx.fetched:
        ctx.trap("future-date-in-body")
    table = (f'<table class="event-info"><tr><th>会议时间</th><td>{ctx.f("zh", s)}—{ctx.pub.month if False else e.month}月{e.day}日</td></tr>'
             f'<tr><th>报名截止</th><td>{ctx.f("zh", dl)}</td></tr><tr><th>会议地点</th><td>{esc(ctx.text["opts"].get("place", "示例国际会议中心"))}</td></tr></table>')
    body = f"""<header><div class="logo">{esc(ctx.text['opts'].get('org', '示例产业联盟'))}</div><nav><a>首页</a> <a>联盟概况</a> <a>通知公告</a> <a>会员服务</a> <a>活动</a></nav></header>
<div class="crumb">首页 &gt; 通知公告</div>
<div class="wrap"><main><h1>{esc(ctx.title)}</h1><div class="info">发布时间：{ctx.f("iso")}　来源：秘书处　阅读：{ctx.num(100, 9000)}</div>
{table}<div class="content">{ctx.body()}</div><p class="attach">附件：报名回执表.docx</p></main>
<aside><h3>往届回顾</h3><ul><li>第{ctx.num(3, 9)}届年会圆满落幕</li><li>年度优秀会员单位名单</li></ul></aside></div>
<footer>{ctx.copyright(None, "Copyright © {y}")} {esc(ctx.text['opts'].get('org', '示例产业联盟'))} {icp(ctx)}</footer>"""
    return doc(ctx, "", body, "zh-CN", ZH_CSS)


def f_zhproduct(ctx: Ctx) -> str:
    ctx.url = f"https://www.{ctx.rid(6, 'abcdefghijklmnopqrstuvwxyz')}.example.cn/products/{ctx.rid(8)}"
    ctx.into("none")
    ctx.note("online shop product page: no date anywhere (only the copyright year)")
    price = ctx.num(99, 8999)
    body = f"""<header><a class="logo">{esc(ctx.text['opts'].get('shop', '优选商城'))}</a> <input placeholder="搜索商品"> <a>购物车</a> <a>我的订单</a></header>
<div class="crumb">首页 &gt; 数码 &gt; {esc(ctx.title[:6])}</div>
<div class="wrap"><main><h1>{esc(ctx.title)}</h1><p class="price">¥{price}.00 <del>¥{price + ctx.num(50, 900)}.00</del></p>
<p class="promo">满 300 减 30 · 支持 7 天无理由退货 · 顺丰包邮</p><div class="detail">{ctx.body()}</div>
<div class="reviews"><h3>商品评价（{ctx.num(100, 9000)}+）</h3><p>好评率 {ctx.num(90, 99)}%</p></div></main>
<aside><h3>看了又看</h3><ul><li>同款配件套装</li><li>旗舰款</li><li>入门款</li></ul></aside></div>
<footer>{ctx.copyright(None, "© {y}")} 优选商城 {icp(ctx)}</footer>"""
    return doc(ctx, "", body, "zh-CN", ZH_CSS, title=f"{ctx.title}【价格 参数 评价】")


def f_zhtopic(ctx: Ctx) -> str:
    ctx.url = f"https://www.{ctx.rid(6, 'abcdefghijklmnopqrstuvwxyz')}.example.com.cn/zhuanti/{ctx.rid(6)}/"
    ctx.into("none")
    ctx.note("topic landing page (专题) with an introduction and undated entries: no date")
    body = f"""<header><a class="logo">示例新闻网</a> <nav><a>首页</a> <a>专题</a> <a>视频</a></nav></header>
<div class="zt-banner"><h1>{esc(ctx.title)}</h1></div>
<div class="wrap"><main><section class="zt-intro"><h2>专题导语</h2>{ctx.body()}</section>
<section class="zt-list"><h2>最新报道</h2><ul>{"".join(f"<li><a>{esc(t)}</a></li>" for t in ctx.rng.sample(HEAD['zh'], 6))}</ul></section></main></div>
<footer>{ctx.copyright(None, "Copyright © {y}")} 示例新闻网 {icp(ctx)}</footer>"""
    return doc(ctx, "", body, "zh-CN", ZH_CSS)


# =========================================================================== frames: zh-Hant
TW_CSS = "body{font-family:'PingFang TC','Microsoft JhengHei',sans-serif}"


def f_twgov(ctx: Ctx) -> str:
    v = ctx.v % 3
    agency = ctx.text["opts"].get("org", "國家發展示範部")
    ctx.url = f"https://www.{ctx.rid(4, 'abcdefghijklmnopqrstuvwxyz')}.gov.example.tw/News_Content.aspx?n={ctx.num(100, 999)}&s={ctx.num(10000, 99999)}"
    ctx.into("byline-text")
    ctx.trap("roc-calendar")
    ctx.note("民國 (ROC) calendar: year + 1911")
    if v != 1:
        ctx.need_span(3)
    upd = ctx.later(60 * 20, 20)
    if v == 0:
        info = f'<ul class="info"><li>發布日期：{ctx.f("minguo")}</li><li>發布單位：綜合規劃司</li><li>更新日期：{ctx.f("minguo", upd)}</li><li>點閱次數：{ctx.num(100, 9000)}</li></ul>'
        ctx.trap("updated-date")
    elif v == 1:
        info = f'<div class="info">發布時間：{ctx.f("minguo_zh")}　資料來源：{esc(agency)}</div>'
    else:
        info = f'<table class="info"><tr><th>發布日期</th><td>{ctx.f("minguo_slash")}</td><th>最後更新</th><td>{ctx.f("minguo_slash", upd)}</td></tr></table>'
        ctx.trap("updated-date")
    lst = ctx.related(5, "around", lang="zh-Hant")
    side = "".join(f"<li><a>{esc(t)}</a><span>{ctx.f('minguo', d)}</span></li>" for t, d in lst)
    body = f"""<header><div class="logo">{esc(agency)}</div><nav><a>首頁</a> <a>關於本部</a> <a>新聞與公告</a> <a>政策與法規</a> <a>便民服務</a> <a>English</a></nav></header>
<div class="breadcrumb">首頁 &gt; 新聞與公告 &gt; 新聞稿</div>
<div class="wrap"><main><h2 class="title">{esc(ctx.title)}</h2>{info}<div class="content">{ctx.body()}</div>
<p class="contact">新聞聯絡人：{esc(ctx.zh_hant_name())}　電話：02-{ctx.num(2000, 2999)}-{ctx.num(1000, 9999)}</p></main>
<aside><h3>最新消息</h3><ul>{side}</ul></aside></div>
<footer><p>{ctx.copyright(None, "Copyright © {y}")} {esc(agency)} 版權所有</p><p>地址：100 臺北市中正區示範路 {ctx.num(1, 99)} 號</p><p>最佳瀏覽解析度 1280x800</p></footer>"""
    return doc(ctx, "", body, "zh-Hant-TW", TW_CSS)


def f_twnews(ctx: Ctx) -> str:
    v = ctx.v % 3
    rep = ctx.zh_hant_name()
    if v == 0:
        ctx.url = f"https://www.baodao.example.com.tw/news/aipl/{ctx.f('ymd')}{ctx.num(1, 400):04d}.aspx"
        upd = ctx.later(60 * 2, 1)
        upd_s = f"{upd.month:02d}/{upd.day:02d} {upd.hour:02d}:{upd.minute:02d}"
        byline = f'<div class="updatetime"><span>{ctx.f("slash_hm")}</span><span class="upd">（{upd_s} 更新）</span></div>'
        head = f'<meta itemprop="datePublished" content="{ctx.f("slash_hm")}">\n<meta itemprop="dateModified" content="{ctx.f("slash_hm", upd)}">'
        ctx.into("url", "microdata", "byline-text")
        ctx.trap("updated-date")
        site = "寶島通訊社"
    elif v == 1:
        ctx.url = f"https://udn-like.example.com/news/story/{ctx.num(6600, 7300)}/{ctx.num(7000000, 8999999)}"
        byline = f'<section class="authors"><time class="article-content__time">{ctx.f("dash_hm")}</time> <span>聯報／記者{esc(rep)}／台北即時報導</span></section>'
        head = f'<meta name="date" content="{ctx.f("slash")} {ctx.f("hm")}:00">'
        ctx.into("meta", "time-element")
        site = "聯報新聞網"
    else:
        ctx.url = f"https://news.ziyou-like.example.com.tw/news/life/breakingnews/{ctx.num(4000000, 4999999)}"
        byline = f'<div class="function"><span class="time">{ctx.f("slash_hm")}</span></div><p class="reporter">〔記者{esc(rep)}／台北報導〕</p>'
        head = f'<meta property="article:published_time" content="{ctx.iso()}">'
        ctx.into("meta", "byline-text")
        site = "自強時報"
    hot = ctx.related(5, "hot", lang="zh-Hant")
    hot_html = "".join(f"<li><a>{esc(t)}</a><span>{ctx.f('slash_hm', d)}</span></li>" for t, d in hot)
    ctx.trap("hot-list-dates")
    body = f"""<header><a class="logo">{site}</a><nav><a>即時</a> <a>政治</a> <a>財經</a> <a>生活</a> <a>國際</a> <a>科技</a> <a>運動</a></nav></header>
{cookie("zh-Hant")}
<div class="wrap"><main><article><h1>{esc(ctx.title)}</h1>{byline}<div class="paragraph">{ctx.body()}</div>{share("zh")}</article></main>
<aside><h3>即時新聞</h3><ul>{hot_html}</ul></aside></div>
<footer>{ctx.copyright(None, "Copyright © {y}")} {site} 版權所有，禁止轉載</footer>"""
    return doc(ctx, head, body, "zh-Hant-TW", TW_CSS)


def f_hknews(ctx: Ctx) -> str:
    ctx.url = f"https://news.xiangjiang-like.example.hk/article/{ctx.num(100000, 999999)}/{ctx.rid(8)}"
    wd = ZH_WD[ctx.pub.weekday()]
    upd = ctx.later(90, 2)
    byline = (f'<div class="article-date"><time datetime="{ctx.iso()}">{ctx.f("zh")} 星期{wd} {ctx.f("hm")} HKT</time>'
              f' <span class="upd">更新：{ctx.f("zh", upd)} {ctx.f("hm", upd)}</span></div>')
    ctx.into("time-element", "byline-text")
    ctx.trap("updated-date")
    hot = ctx.related(5, "hot", lang="zh-Hant")
    hot_html = "".join(f"<li><a>{esc(t)}</a><span>{ctx.f('hm', d)}</span></li>" for t, d in hot)
    body = f"""<header><a class="logo">香江日報-like</a><nav><a>港聞</a> <a>兩岸</a> <a>國際</a> <a>財經</a> <a>體育</a> <a>娛樂</a></nav></header>
<div class="wrap"><main><article><h1>{esc(ctx.title)}</h1>{byline}<div class="article-body">{ctx.body()}</div>{share("zh")}</article></main>
<aside><h3>熱門</h3><ul>{hot_html}</ul></aside></div>
<footer>{ctx.copyright(None, "© {y}")} 香江日報-like 版權所有</footer>"""
    return doc(ctx, "", body, "zh-Hant-HK", TW_CSS)


# =========================================================================== frames: en
EN_CSS = "body{font-family:Georgia,serif;margin:0;color:#222}header,nav,footer{font-family:Helvetica,Arial,sans-serif}.wrap{max-width:1100px;margin:0 auto;display:flex;gap:32px}main{flex:1}aside{width:300px;font-size:14px}footer{font-size:12px;color:#777;padding:24px}"


def slug(ctx):
    s = re.sub(r"[^a-z0-9]+", "-", ctx.title.lower()).strip("-")
    return s[:60].strip("-") or ctx.rid(8)


def en_comments(ctx, n, fmt=lambda c, t: f"{c.f('en', t)} at {c.f('en_time', t)}", lang=None):
    cs = ctx.comments(n, lang or ctx.hlang)
    rows = "".join(f'<li class="comment"><article><footer class="comment-meta"><b class="fn">{esc(nm)}</b> '
                   f'<time datetime="{ctx.iso(t)}">{fmt(ctx, t)}</time></footer><div class="comment-content"><p>{esc(tx)}</p></div></article></li>'
                   for nm, tx, t in cs)
    return f'<section id="comments" class="comments-area"><h2 class="comments-title">{len(cs)} thoughts</h2><ol class="comment-list">{rows}</ol></section>'


BLOG_NAMES = ["The Build Log", "Field Notes on Energy", "Signal & Noise", "Margin Notes", "Bits of Silicon",
              "The Patient Investor", "Half-Life", "Uphill Cycling", "Kernel Panic Diaries", "Quiet Data"]


def f_wordpress(ctx: Ctx) -> str:
    v = ctx.v % 7
    site = ctx.text["opts"].get("site") or ctx.rng.choice(BLOG_NAMES)
    dom = re.sub(r"[^a-z]", "", site.lower())[:14] + ".example.com"
    author = ctx.en_name()
    if v in (2, 4, 5):
        ctx.need_span(12 if v == 5 else 4)
    if v == 3:
        ctx.tz = -8 * 60
        ctx.set_time(23, ctx.num(5, 55))
        ctx.trap("timezone-edge")
        ctx.note("published late evening US Pacific time (-08:00 offset in the ISO time); in UTC it is already the next day, "
                 "but the publisher's own calendar day is the one annotated")
    else:
        ctx.tz = ctx.rng.choice([-5 * 60, -4 * 60, 0, 60])
    mod = ctx.later(60 * 24, 120)
    path = f"/{ctx.pub.year}/{ctx.pub.month:02d}/{ctx.pub.day:02d}/{slug(ctx)}/" if v in (0, 3, 4, 6) else f"/?p={ctx.num(100, 9999)}"
    ctx.url = f"https://{dom}{path}"
    if path.startswith("/2") or path.startswith("/1"):
        ctx.into("url")
    head = [f'<link rel="canonical" href="{ctx.url}">', f'<meta property="og:type" content="article">',
            f'<meta property="og:title" content="{esc(ctx.title)}">', '<meta name="generator" content="WordPress 6.5.3">']
    pub_shown = ctx.pub
    if v == 5:
        rep = ctx.later(60 * 24 * 5, 200)
        head += [f'<meta property="article:published_time" content="{ctx.iso(rep)}">']
        head += [jsonld({"@context": "https://schema.org", "@graph": [
            {"@type": "WebPage", "@id": ctx.url, "datePublished": ctx.iso(rep), "dateModified": ctx.iso(rep)},
            {"@type": "Article", "headline": ctx.title, "datePublished": ctx.iso(rep), "author": {"name": author}}]})]
        meta_line = (f'<span class="posted-on">Originally published on {ctx.f("en")} · Republished '
                     f'<time class="entry-date published" datetime="{ctx.iso(rep)}">{ctx.f("en", rep)}</time></span>')
        ctx.into("byline-text")
        ctx.trap("mismatched-meta", "republished-date")
        ctx.note("the post was re-dated when republished: meta, JSON-LD and the <time> element carry the republication day; "
                 "the text 'Originally published on …' gives the original day")
    elif v == 2:
        head += [f'<meta property="article:modified_time" content="{ctx.iso(mod)}">']
        meta_line = f'<span class="posted-on">Posted on {ctx.f("en")} by <span class="author vcard">{esc(author)}</span></span>'
        ctx.into("byline-text")
        ctx.trap("modified-meta")
        ctx.note("only article:modified_time in meta; the publication day stands in the byline text")
    elif v == 6:
        meta_line = f'<span class="byline">by <span class="author vcard">{esc(author)}</span></span>'
        ctx.note("the theme shows no date on the post; only the permalink /YYYY/MM/DD/ has it")
    else:
        if v in (0, 3, 4):
            head += [f'<meta property="article:published_time" content="{ctx.iso()}">',
                     f'<meta property="article:modified_time" content="{ctx.iso(mod)}">']
            ctx.into("meta")
            ctx.trap("modified-meta")
        if v in (0, 3):
            head += [jsonld({"@context": "https://schema.org", "@graph": [
                {"@type": "WebSite", "@id": f"https://{dom}/#website", "name": site},
                {"@type": "WebPage", "@id": ctx.url, "name": ctx.title, "datePublished": ctx.iso(), "dateModified": ctx.iso(mod)},
                {"@type": "Article", "@id": ctx.url + "#article", "headline": ctx.title, "datePublished": ctx.iso(),
                 "dateModified": ctx.iso(mod), "author": {"@type": "Person", "name": author}}]})]
            ctx.into("json-ld")
        upd = ""
        if v == 4:
            upd = f'<p class="last-updated">Last updated on {ctx.f("en", mod)}</p>'
            ctx.trap("updated-date")
        pd = " pubdate" if v == 1 else ""
        meta_line = (f'<span class="posted-on">Posted on <a href="{ctx.url}" rel="bookmark"><time class="entry-date published" datetime="{ctx.iso()}"{pd}>{ctx.f("en")}</time>'
                     f'<time class="updated" datetime="{ctx.iso(mod)}">{ctx.f("en", mod)}</time></a></span> '
                     f'<span class="byline">by <span class="author vcard">{esc(author)}</span></span>{upd}')
        ctx.into("time-element", "byline-text")
    recent = ctx.related(5, "around", lang="en")
    recent_html = "".join(f'<li><a>{esc(t)}</a> <span class="post-date">{ctx.f("en", d)}</span></li>' for t, d in recent)
    widgets = f'<section class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>{recent_html}</ul></section>'
    if v in (0, 1, 6):
        widgets += f'<section class="widget widget_calendar">{calendar_widget(ctx)}</section>'
    if v in (1, 4, 6):
        widgets += f'<section class="widget widget_archive"><h2 class="widget-title">Archives</h2>{archive_months(ctx)}</section>'
    body = f"""<div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title"><a href="/">{esc(site)}</a></p>
<p class="site-description">{esc(ctx.rng.choice(['Notes from the workbench', 'Writing about markets and money', 'Long reads, short code', 'Thoughts on energy and cities']))}</p>
<nav class="main-navigation"><a>Home</a> <a>About</a> <a>Archive</a> <a>Newsletter</a></nav></header>
{cookie("en") if v % 2 == 0 else ""}
<div class="wrap"><main id="main" class="site-main"><article class="post type-post status-publish hentry">
<header class="entry-header"><h1 class="entry-title">{esc(ctx.title)}</h1><div class="entry-meta">{meta_line}</div></header>
<div class="entry-content">{ctx.body()}</div>
<footer class="entry-footer"><span class="cat-links">Posted in <a>{esc(ctx.text['opts'].get('tags', 'Notes'))}</a></span> {share("en")}</footer></article>
{en_comments(ctx, ctx.num(2, 5))}</main>
<aside id="secondary" class="widget-area">{widgets}</aside></div>
<footer class="site-footer">{ctx.copyright(None, "© {y}")} {esc(site)} · Proudly powered by WordPress</footer></div>"""
    return doc(ctx, "\n".join(head), body, "en-US", EN_CSS + ".updated:not(.published){display:none}", title=f"{ctx.title} – {site}")


def f_ghost(ctx: Ctx) -> str:
    v = ctx.v % 4
    site = ctx.text["opts"].get("site") or ctx.rng.choice(BLOG_NAMES)
    dom = re.sub(r"[^a-z]", "", site.lower())[:14] + ".example.net"
    author = ctx.en_name()
    ctx.tz = ctx.rng.choice([0, 60, 120, -5 * 60])
    if v == 2:
        ctx.tz = -7 * 60
        ctx.set_time(ctx.rng.choice([21, 22, 23]), ctx.num(10, 59))
        ctx.trap("timezone-edge", "utc-vs-local")
        ctx.note("the meta and JSON-LD times are in UTC (Z) and fall on the next day; the blog is at UTC-7 and its byline "
                 "shows its own day, which is the one annotated")
    if v == 3:
        ctx.need_span(4)
    mod = ctx.later(60 * 30, 90)
    ctx.url = f"https://{dom}/{slug(ctx)}/"
    head = [f'<meta property="article:published_time" content="{ctx.utc(ms=True)}">',
            f'<meta property="article:modified_time" content="{ctx.utc(mod, ms=True)}">',
            '<meta name="generator" content="Ghost 5.82">',
            jsonld({"@context": "https://schema.org", "@type": "Article", "publisher": {"@type": "Organization", "name": site},
                    "author": {"@type": "Person", "name": author}, "headline": ctx.title, "url": ctx.url,
                    "datePublished": ctx.utc(ms=True), "dateModified": ctx.utc(mod, ms=True)})]
    ctx.into("meta", "json-ld", "time-element")
    ctx.trap("modified-meta")
    upd = f'<span class="gh-article-updated">Updated {ctx.f("en_short", mod)}</span>' if v == 3 else ""
    if v == 3:
        ctx.trap("updated-date")
    more = ctx.related(3, "around", lang="en")
    more_html = "".join(f'<article class="gh-card"><h3>{esc(t)}</h3><time datetime="{ctx.f("iso", d)}">{ctx.f("en_short", d)}</time></article>' for t, d in more)
    body = f"""<header class="gh-head"><a class="gh-head-logo">{esc(site)}</a><nav><a>Home</a> <a>Archive</a> <a>About</a></nav><a class="gh-head-button">Subscribe</a></header>
<main class="gh-main"><article class="gh-article post">
<header class="gh-article-header"><span class="gh-article-tag">{esc(ctx.text['opts'].get('tags', 'Essays'))}</span><h1 class="gh-article-title">{esc(ctx.title)}</h1>
<div class="gh-article-meta"><span class="gh-article-author-name">{esc(author)}</span> <time class="gh-article-meta-date" datetime="{ctx.f('iso')}">{ctx.f('en_short')}</time> {upd} <span class="gh-article-meta-length">— {ctx.num(3, 12)} min read</span></div></header>
<section class="gh-content gh-canvas">{ctx.body()}</section></article>
<section class="gh-cta"><h2>Sign up for {esc(site)}</h2><p>No spam. Unsubscribe anytime.</p></section>
<aside class="gh-read-next"><h2>Read more</h2>{more_html}</aside></main>
<footer class="gh-foot">{esc(site)} {ctx.copyright(None, "© {y}")} · Powered by Ghost</footer>"""
    return doc(ctx, "\n".join(head), body, "en", EN_CSS, title=ctx.title)


def f_medium(ctx: Ctx) -> str:
    v = ctx.v % 5
    author = ctx.en_name()
    pubname = ctx.text["opts"].get("pub") or ctx.rng.choice(["Towards Clean Data", "The Startup Ledger", "Better Systems", "Level Up Code-like"])
    ctx.tz = 0
    ctx.url = f"https://medium.example.com/{re.sub(r'[^a-z]', '-', pubname.lower())}/{slug(ctx)}-{ctx.rid(12, '0123456789abcdef')}"
    head = [f'<meta property="article:published_time" content="{ctx.utc()[:-1]}.{ctx.num(100, 999)}Z">',
            f'<meta property="og:type" content="article">',
            jsonld({"@context": "https://schema.org", "@type": "NewsArticle", "headline": ctx.title, "url": ctx.url,
                    "dateCreated": ctx.utc(), "datePublished": ctx.utc(), "dateModified": ctx.utc(ctx.later(60, 300)),
                    "author": {"@type": "Person", "name": author}, "publisher": {"@type": "Organization", "name": pubname}})]
    ctx.into("meta", "json-ld", "byline-text")
    ctx.trap("modified-meta")
    if v == 2 and ctx.same_year_as_fetch():
        shown = ctx.f("en_md_short")
        ctx.trap("year-less-display")
        ctx.note("the byline omits the year (current-year story); meta and JSON-LD have it")
    else:
        shown = ctx.f("en_short")
    mins = ctx.num(3, 14)
    if v == 1:
        byl = f'<div class="pw-published-in">Published in <a>{esc(pubname)}</a></div><span data-testid="storyReadTime">{mins} min read</span> · <span data-testid="storyPublishDate">{shown}</span>'
    elif v == 0:
        byl = f'<span data-testid="storyPublishDate">{shown}</span><span> · </span><span data-testid="storyReadTime">{mins} min read</span>'
    else:
        byl = f'<span data-testid="storyReadTime">{mins} min read</span><span> · </span><span data-testid="storyPublishDate">{shown}</span>'
    if v == 4:
        byl = '<div class="member-only">Member-only story</div>' + byl
    more = ctx.related(4, "around", lang="en") if v in (0, 3) else []
    more_html = "".join(f'<div class="more-item"><h3>{esc(t)}</h3><span>{ctx.f("en_short", d)}</span></div>' for t, d in more)
    body = f"""<nav class="top-nav"><a class="logo">Medium-like</a> <input placeholder="Search"> <a>Write</a> <a>Sign up</a> <a>Sign in</a></nav>
<main><article><h1 data-testid="storyTitle">{esc(ctx.title)}</h1>
<div class="pw-author"><a data-testid="authorName">{esc(author)}</a> <button>Follow</button></div>
<div class="pw-meta">{byl}</div>
<div class="speechify-ignore"><button>Listen</button> <button>Share</button></div>
<section class="pw-post-body-paragraph">{ctx.body()}</section>
<div class="claps">{ctx.num(10, 9000)} claps · {ctx.num(1, 90)} responses</div></article>
<section class="more-from"><h2>More from {esc(author)}</h2>{more_html}</section></main>
<footer><a>Help</a> <a>Status</a> <a>About</a> <a>Careers</a> <a>Blog</a> <a>Privacy</a> <a>Terms</a></footer>"""
    return doc(ctx, "\n".join(head), body, "en", EN_CSS, title=f"{ctx.title} | by {author} | {pubname} | Medium")


def f_substack(ctx: Ctx) -> str:
    v = ctx.v % 4
    pubname = ctx.text["opts"].get("site") or ctx.rng.choice(["The Overshoot-like", "Chip Letter-like", "Net Interest-like", "Slow Boring-like", "Power Lines"])
    sub = re.sub(r"[^a-z]", "", pubname.lower())[:12]
    author = ctx.en_name()
    ctx.tz = 0
    ctx.url = f"https://{sub}.substack.example.com/p/{slug(ctx)}"
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "url": ctx.url, "mainEntityOfPage": ctx.url,
          "headline": ctx.title, "datePublished": ctx.iso(), "author": [{"@type": "Person", "name": author}],
          "publisher": {"@type": "Organization", "name": pubname}}
    if v == 2:
        ld["dateModified"] = ctx.iso(ctx.later(60 * 24, 60))
        ctx.trap("modified-meta")
    ctx.into("json-ld", "byline-text")
    cm = ctx.comments(ctx.num(2, 5), "en")
    cm_html = "".join(f'<div class="comment"><a class="commenter-name">{esc(n)}</a> <a class="comment-date" title="{ctx.f("en", d)}">{ctx.f("en_short", d)}</a><p>{esc(t)}</p></div>' for n, t, d in cm)
    disc = ctx.related(3, "later", lang="en")
    disc_html = "".join(f'<div class="post-preview"><a>{esc(t)}</a><time datetime="{ctx.utc(d)}">{ctx.f("en_short", d)}</time></div>' for t, d in disc)
    body = f"""<div class="topbar"><a class="navbar-title">{esc(pubname)}</a> <button>Subscribe</button> <button>Sign in</button></div>
<article class="post"><div class="post-header"><h1 class="post-title">{esc(ctx.title)}</h1><h3 class="subtitle">{esc(ctx.summary(90))}</h3>
<div class="post-meta"><a class="author">{esc(author)}</a><div class="pencraft">{ctx.f("en_short")}</div></div>
<div class="post-ufi"><span>{ctx.num(10, 900)} likes</span> <span>{len(cm)} comments</span> <span>Share</span></div></div>
<div class="available-content"><div class="body markup">{ctx.body()}</div></div>
<div class="subscription-widget"><p>Subscribe to {esc(pubname)}</p><input placeholder="Type your email..."> <button>Subscribe</button></div></article>
<section class="comments"><h3>Discussion about this post</h3>{cm_html}</section>
<section class="discover"><h3>Ready for more?</h3>{disc_html}</section>
<footer>{ctx.copyright(None, "© {y}")} {esc(author)} · <a>Privacy</a> · <a>Terms</a> · Substack-like is the home for great culture</footer>"""
    return doc(ctx, jsonld(ld), body, "en", EN_CSS, title=f"{ctx.title} - by {author}")


def f_hugo(ctx: Ctx) -> str:
    v = ctx.v % 4
    team = ctx.text["opts"].get("site") or ctx.rng.choice(["Northwind Engineering", "Parcelhub Tech Blog", "Lumen Labs Engineering", "Tideline Dev"])
    dom = "engineering." + re.sub(r"[^a-z]", "", team.lower().split()[0]) + ".example.com"
    ctx.tz = ctx.rng.choice([0, 60, 120, -4 * 60])
    author = ctx.en_name()
    zero = "0001-01-01T00:00:00Z"
    if v == 3:
        ctx.need_span(6)
    if v == 2:
        ctx.url = f"https://{dom}/posts/{ctx.pub.year}/{ctx.pub.month:02d}/{slug(ctx)}/"
        ctx.note("the URL has year and month only")
    else:
        ctx.url = f"https://{dom}/{ctx.pub.year}/{ctx.pub.month:02d}/{ctx.pub.day:02d}/{slug(ctx)}/"
        ctx.into("url")
    ctx.into("time-element", "byline-text")
    ld = {"@context": "https://schema.org", "@type": "BlogPosting", "headline": ctx.title, "author": {"@type": "Person", "name": author},
          "datePublished": ctx.iso(), "dateModified": zero, "mainEntityOfPage": {"@type": "WebPage", "@id": ctx.url}}
    head = [f'<meta name="generator" content="Hugo 0.125.4">']
    upd = ""
    if v == 0:
        head += [f'<meta property="article:published_time" content="{ctx.iso()}">', f'<meta property="article:modified_time" content="{zero}">']
        ctx.into("meta", "json-ld")
        ctx.trap("go-zero-time")
        ctx.note("dateModified / article:modified_time is Go's zero time 0001-01-01T00:00:00Z (lastmod unset)")
    elif v == 1:
        ld["datePublished"] = zero
        ld["dateModified"] = zero
        head += [f'<meta property="article:published_time" content="{zero}">']
        ctx.trap("go-zero-time")
        ctx.note("the theme fills datePublished (JSON-LD and meta) from an unset publishDate: Go zero time 0001-01-01; "
                 "the real day is in the byline <time> and the URL")
    elif v == 3:
        mod = ctx.later(60 * 24 * 3, 200)
        ld["dateModified"] = ctx.iso(mod)
        head += [f'<meta property="article:published_time" content="{ctx.iso()}">', f'<meta property="article:modified_time" content="{ctx.iso(mod)}">']
        upd = f' · <span class="lastmod">Updated <time datetime="{ctx.iso(mod)}">{ctx.f("en", mod)}</time></span>'
        ctx.into("meta", "json-ld")
        ctx.trap("updated-date", "modified-meta")
    else:
        ctx.into("json-ld")
        ctx.trap("go-zero-time")
    head.append(jsonld(ld))
    posts = ctx.related(4, "around", lang="en")
    posts_html = "".join(f'<li><time datetime="{ctx.f("iso", d)}">{ctx.f("iso", d)}</time> <a>{esc(t)}</a></li>' for t, d in posts)
    body = f"""<header class="site-header"><a class="brand">{esc(team)}</a><nav><a>Blog</a> <a>Careers</a> <a>Open source</a> <a>RSS</a></nav></header>
<main class="post"><h1 class="post-title">{esc(ctx.title)}</h1>
<div class="post-meta"><time datetime="{ctx.iso()}">{ctx.f("en")}</time> · {ctx.num(4, 16)} min · {esc(author)}{upd}</div>
<div class="post-content">{ctx.body(code_cls=' class="chroma"')}</div>
<nav class="post-tags"><a>#{esc(ctx.text['opts'].get('tags', 'infrastructure'))}</a></nav>
<section class="recent"><h2>Recent posts</h2><ul>{posts_html}</ul></section></main>
<footer>{ctx.copyright(None, "© {y}")} {esc(team)} · Built with Hugo</footer>"""
    return doc(ctx, "\n".join(head), body, "en", EN_CSS, title=f"{ctx.title} | {team}")


def f_jekyll(ctx: Ctx) -> str:
    v = ctx.v % 3
    site = ctx.text["opts"].get("site") or ctx.rng.choice(["Amanda's Notes", "Bytes and Bikes", "Dr. K's Lab Notebook", "Offline First"])
    dom = re.sub(r"[^a-z]", "", site.lower())[:12] + ".github.example.io"
    ctx.tz = -7 * 60 if v == 2 else 0
    if v == 2:
        ctx.set_time(0, 0, 0)
        ctx.trap("timezone-edge")
        ctx.note("front-matter date with no time: 00:00 at -07:00; converted to UTC it is 07:00 the same day, the day is the page's own")
    else:
        ctx.set_time(0, 0, 0)
    ctx.url = f"https://{dom}/{ctx.pub.year}/{ctx.pub.month:02d}/{ctx.pub.day:02d}/{slug(ctx)}.html"
    head = [f'<meta property="article:published_time" content="{ctx.iso()}">', '<meta name="generator" content="Jekyll v4.3.3">',
            jsonld({"@context": "https://schema.org", "@type": "BlogPosting", "dateModified": ctx.iso(), "datePublished": ctx.iso(),
                    "headline": ctx.title, "url": ctx.url, "mainEntityOfPage": {"@type": "WebPage", "@id": ctx.url}})]
    ctx.into("meta", "json-ld", "time-element", "url", "microdata")
    posts = ctx.related(4, "earlier", lang="en")
    posts_html = "".join(f'<li><span class="post-meta">{ctx.f("en_short", d)}</span> <a class="post-link">{esc(t)}</a></li>' for t, d in posts)
    body = f"""<header class="site-header"><a class="site-title">{esc(site)}</a><nav class="site-nav"><a>About</a> <a>Projects</a></nav></header>
<main class="page-content"><article class="post h-entry" itemscope itemtype="http://schema.org/BlogPosting">
<header class="post-header"><h1 class="post-title p-name" itemprop="name headline">{esc(ctx.title)}</h1>
<p class="post-meta"><time class="dt-published" datetime="{ctx.iso()}" itemprop="datePublished">{ctx.f("en_short")}</time></p></header>
<div class="post-content e-content" itemprop="articleBody">{ctx.body(code_cls=' class="highlight"')}</div></article>
<section><h2>Older posts</h2><ul class="post-list">{posts_html}</ul></section></main>
<footer class="site-footer"><p>{esc(site)}</p><p>{ctx.copyright(None, "© {y}")}</p></footer>"""
    return doc(ctx, "\n".join(head), body, "en", EN_CSS, title=f"{ctx.title} | {site}")


def f_ghrepo(ctx: Ctx) -> str:
    return github_page(ctx, "en")


def f_ghrelease(ctx: Ctx) -> str:
    owner, repo = ctx.text["opts"].get("repo", "acme/tool").split("/")
    tag = ctx.text["opts"].get("tag", "v1.0.0")
    ctx.tz = 0
    ctx.url = f"https://github.example.com/{owner}/{repo}/releases/tag/{tag}"
    ctx.into("relative-time")
    ctx.trap("release-list-dates")
    v = ctx.v % 2
    txt = (lambda t: ctx.ago(t)) if v else (lambda t: ctx.f("en_short", t))
    if v:
        ctx.trap("relative-time-display")
    older = []
    t = ctx.pub
    parts = [int(x) for x in re.findall(r"\d+", tag)[:3]] + [0, 0, 0]
    for i in range(3):
        t = t - dt.timedelta(days=ctx.num(10, 70))
        older.append((f"v{parts[0]}.{max(0, parts[1] - 1 - i) if parts[1] else i}.{ctx.num(0, 5)}", t))
    older_html = "".join(f'<section class="release"><h2><a>{n}</a></h2><relative-time datetime="{ctx.utc(d)}">{txt(d)}</relative-time><p>Bug fixes and dependency updates.</p></section>' for n, d in older)
    body = f"""<header class="AppHeader"><a class="logo">GitHub-like</a> <nav><a>Product</a> <a>Solutions</a> <a>Open Source</a></nav> <a>Sign in</a></header>
<div class="repohead"><strong><a>{owner}</a> / <a>{repo}</a></strong> <nav><a>Code</a> <a>Issues</a> <a>Pull requests</a> <a>Actions</a></nav></div>
<div class="wrap"><main><div class="Box release-entry"><div class="Box-header"><h1 class="d-inline mr-3">{esc(tag)}</h1><span class="Label Label--success">Latest</span></div>
<div class="Box-body"><div class="d-flex"><a class="author">{esc(ctx.rng.choice(['release-bot', 'maintainer-ana', 'jdoe']))}</a> released this <relative-time datetime="{ctx.utc()}" class="no-wrap">{txt(ctx.pub)}</relative-time></div>
<div class="tag-info"><a>{tag}</a> <a><code>{ctx.rid(7, '0123456789abcdef')}</code></a></div>
<div class="markdown-body my-3"><h2>{esc(ctx.title)}</h2>{ctx.body()}</div>
<details><summary>Assets {ctx.num(3, 12)}</summary><ul><li>{repo}-{tag}-linux-x86_64.tar.gz</li><li>Source code (zip)</li></ul></details></div></div>
{older_html}</main></div>
<footer>{ctx.copyright(None, "© {y}")} GitHub-like, Inc.</footer>"""
    return doc(ctx, f'<meta property="og:title" content="Release {esc(tag)} · {owner}/{repo}">', body, "en",
               "body{font-family:-apple-system,sans-serif}", title=f"Release {tag} · {owner}/{repo}")


def f_discourse(ctx: Ctx) -> str:
    forum = ctx.text["opts"].get("site") or ctx.rng.choice(["Homelab Forum", "Python Users Discuss", "OpenEV Community", "Rustaceans Forum"])
    dom = "discuss." + re.sub(r"[^a-z]", "", forum.lower().split()[0]) + ".example.org"
    ctx.tz = 0
    tid = ctx.num(1000, 90000)
    ctx.url = f"https://{dom}/t/{slug(ctx)}/{tid}"
    author = ctx.rng.choice(["ferrous", "kwang", "solder_smoke", "pyfan", "m.ortiz", "gridwatcher"])
    replies = ctx.comments(ctx.num(3, 6), "en")
    ctx.into("time-element", "microdata", "json-ld")
    rep_html = "".join(f'<div class="topic-body crawler-post" itemprop="comment" itemscope itemtype="http://schema.org/Comment"><div class="crawler-post-meta"><span class="creator" itemprop="author"><b>{esc(n)}</b></span>'
                       f'<span class="crawler-post-infos"><time itemprop="datePublished" datetime="{ctx.utc(d)}" class="post-time">{ctx.f("en", d)},  {ctx.f("en_time", d)}</time><span itemprop="position">{i + 2}</span></span></div>'
                       f'<div class="post" itemprop="text"><p>{esc(t)}</p></div></div>' for i, (n, t, d) in enumerate(replies))
    ctx.trap("comment-dates")
    last = replies[-1][2] if replies else ctx.pub
    ld = {"@context": "http://schema.org", "@type": "DiscussionForumPosting", "headline": ctx.title,
          "datePublished": ctx.utc(), "author": {"@type": "Person", "name": author},
          "interactionStatistic": [{"@type": "InteractionCounter", "userInteractionCount": len(replies)}]}
    body = f"""<header class="d-header"><a class="logo">{esc(forum)}</a> <a>Sign Up</a> <a>Log In</a></header>
<div id="main-outlet" class="wrap"><main>
<div id="topic-title"><h1><a href="{ctx.url}">{esc(ctx.title)}</a></h1><div class="topic-category"><span class="category-name">{esc(ctx.text['opts'].get('tags', 'Help'))}</span></div></div>
<div itemscope itemtype="http://schema.org/DiscussionForumPosting">
<meta itemprop="headline" content="{esc(ctx.title)}">
<div class="topic-body crawler-post"><div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name"><b>{esc(author)}</b></span></span>
<span class="crawler-post-infos"><time itemprop="datePublished" datetime="{ctx.utc()}" class="post-time">{ctx.f("en")},  {ctx.f("en_time")}</time><meta itemprop="dateModified" content="{ctx.utc(ctx.later(5, 2))}"><span itemprop="position">1</span></span></div>
<div class="post" itemprop="text">{ctx.body()}</div></div>
{rep_html}</div>
<div class="topic-map"><span>created {ctx.f("en_md_short")}{"" if ctx.same_year_as_fetch() else " '" + str(ctx.pub.year)[2:]}</span> <span>last reply {ctx.f("en_md_short", last)}{"" if last.year == ctx.fetched.year else " '" + str(last.year)[2:]}</span> <span>{len(replies)} replies</span></div>
</main></div>
<footer class="noscript-footer-nav"><a>Home</a> <a>Categories</a> <a>Guidelines</a> <a>Terms of Service</a> <a>Privacy Policy</a> · Powered by Discourse, best viewed with JavaScript enabled</footer>"""
    return doc(ctx, jsonld(ld) + f'\n<meta property="og:type" content="website">\n<meta property="article:section" content="{esc(ctx.text["opts"].get("tags", "Help"))}">',
               body, "en", EN_CSS, title=f"{ctx.title} - {ctx.text['opts'].get('tags', 'Help')} - {forum}")


def f_hn(ctx: Ctx) -> str:
    ctx.tz = 0
    iid = ctx.num(38000000, 42999999)
    ctx.url = f"https://news.ycombinator-like.example.com/item?id={iid}"
    user = ctx.rng.choice(["pg_fan", "throwaway_infra", "kqr", "dang-like", "rbanffy-like", "jacquesm-like"])
    age = ctx.ago(ctx.pub)
    ctx.into("attribute", "relative-time")
    ctx.note("only a relative age is visible; the title attribute of span.age has the ISO time and a unix timestamp")
    cm = ctx.comments(ctx.num(3, 6), "en")
    cm_html = "".join(f'<tr class="athing comtr"><td class="default"><div class="comhead"><a class="hnuser">{esc(n)}</a> <span class="age" title="{ctx.utc(d)[:-1]} {ctx.ts(d)}"><a>{ctx.ago(d)}</a></span></div>'
                      f'<div class="comment"><div class="commtext c00">{esc(t)}</div></div></td></tr>' for n, t, d in cm)
    body = f"""<center><table id="hnmain" width="85%"><tr><td><span class="pagetop"><b class="hnname"><a>Hacker News-like</a></b> <a>new</a> | <a>past</a> | <a>comments</a> | <a>ask</a> | <a>show</a> | <a>jobs</a> | <a>submit</a></span></td></tr>
<tr><td><table class="fatitem"><tr class="athing submission" id="{iid}"><td class="title"><span class="titleline"><a>{esc(ctx.title)}</a></span></td></tr>
<tr><td class="subtext"><span class="subline"><span class="score">{ctx.num(20, 900)} points</span> by <a class="hnuser">{user}</a> <span class="age" title="{ctx.utc()[:-1]} {ctx.ts()}"><a href="item?id={iid}">{age}</a></span> | <a>hide</a> | <a>past</a> | <a>{len(cm)}&nbsp;comments</a></span></td></tr>
<tr><td><div class="toptext">{ctx.body()}</div></td></tr></table>
<table class="comment-tree">{cm_html}</table></td></tr>
<tr><td><center><a>Guidelines</a> | <a>FAQ</a> | <a>Lists</a> | <a>API</a> | <a>Security</a> | <a>Legal</a> | <a>Apply to YC-like</a> | <a>Contact</a></center></td></tr></table></center>"""
    ctx.trap("comment-dates")
    return doc(ctx, "", body, "en", "body{font-family:Verdana,sans-serif;font-size:10pt}", title=f"{ctx.title} | Hacker News-like")


def f_reddit(ctx: Ctx) -> str:
    ctx.tz = 0
    sub = ctx.text["opts"].get("sub", "selfhosted")
    pid = ctx.rid(7)
    ctx.url = f"https://old.reddit-like.example.com/r/{sub}/comments/{pid}/{slug(ctx)[:40].replace('-', '_')}/"
    user = ctx.rng.choice(["u/quiet_nerd", "u/BatteryBoi", "u/noodle_arms", "u/ml_grad"]).split("/")[1]
    wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][ctx.pub.weekday()]
    ttl = f"{wd} {EN_MS[ctx.pub.month-1]} {ctx.pub.day} {ctx.f('hm')}:{ctx.pub.second:02d} {ctx.pub.year} UTC"
    ctx.into("time-element", "relative-time")
    cm = ctx.comments(ctx.num(3, 6), "en")
    cm_html = "".join(f'<div class="thing comment"><p class="tagline"><a class="author">{esc(n)}</a> <span class="score">{ctx.num(1, 400)} points</span> <time title="{ctx.f("iso", d)}" datetime="{ctx.utc(d)[:-1]}+00:00" class="live-timestamp">{ctx.ago(d)}</time></p><div class="md"><p>{esc(t)}</p></div></div>' for n, t, d in cm)
    body = f"""<div id="header"><a class="logo">reddit-like</a> <span class="pagename">{sub}</span> <a>hot</a> <a>new</a> <a>top</a> <a>wiki</a></div>
<div class="side"><div class="titlebox"><h1>r/{sub}</h1><p>{ctx.num(10, 900)}k readers</p><p>A place to share, discuss and ask.</p></div></div>
<div class="content" role="main"><div class="sitetable linklisting"><div class="thing link self">
<p class="title"><a class="title">{esc(ctx.title)}</a> <span class="linkflairlabel">{esc(ctx.text['opts'].get('tags', 'Discussion'))}</span></p>
<p class="tagline">submitted <time title="{ttl}" datetime="{ctx.utc()[:-1]}+00:00" class="live-timestamp">{ctx.ago(ctx.pub)}</time> by <a class="author">{user}</a></p>
<div class="expando"><div class="usertext-body"><div class="md">{ctx.body()}</div></div></div>
<ul class="flat-list buttons"><li>{len(cm)} comments</li><li>share</li><li>save</li><li>report</li></ul></div></div>
<div class="commentarea">{cm_html}</div></div>
<div class="footer">{ctx.copyright(None, "© {y}")} reddit-like inc. All rights reserved.</div>"""
    return doc(ctx, "", body, "en", "body{font-family:verdana,arial,sans-serif;font-size:small}", title=f"{ctx.title} : r/{sub}")


def news_shell(ctx, *, site, nav, byline, head, after="", related_title="More news", rel_fmt="en", css="", lang="en", lang_attr="en",
               hot_title=None, hot_fmt=None, banner=True):
    rel = ctx.related(4, "around", lang=lang, dated_title=ctx.v % 4 == 1 and lang == "en")
    rel_html = "".join(f'<li><a>{esc(t)}</a> <span class="date">{ctx.f(rel_fmt, d)}</span></li>' for t, d in rel)
    hot_html = ""
    if hot_title:
        hot = ctx.related(5, "hot", lang=lang, show=bool(hot_fmt))
        hot_html = f'<section class="most-read"><h2>{hot_title}</h2><ol>' + "".join(
            f"<li><a>{esc(t)}</a>{' <span>' + ctx.f(hot_fmt, d) + '</span>' if hot_fmt else ''}</li>" for t, d in hot) + "</ol></section>"
        if hot_fmt:
            ctx.trap("hot-list-dates")
    body = f"""<header class="masthead"><a class="logo">{esc(site)}</a><nav>{" ".join(f"<a>{n}</a>" for n in nav)}</nav></header>
{cookie(lang) if banner else ""}
<div class="wrap"><main><article class="story"><h1>{esc(ctx.title)}</h1>{byline}<div class="story-body">{ctx.body()}</div>{after}{share(lang)}</article>
<section class="related"><h2>{related_title}</h2><ul>{rel_html}</ul></section></main>
<aside>{hot_html}</aside></div>
<footer>{ctx.copyright(None, "© {y}")} {esc(site)}. All rights reserved.</footer>"""
    return doc(ctx, head, body, lang_attr, EN_CSS + css)


def f_newswire(ctx: Ctx) -> str:
    v = ctx.v % 4
    ctx.tz = 0
    ctx.url = f"https://www.meridianwire.example.com/{ctx.text['opts'].get('section', 'business')}/{slug(ctx)}-{ctx.f('iso')}/"
    ctx.into("url", "meta", "json-ld", "time-element", "byline-text")
    mod = ctx.later(45, 3)
    head = "\n".join([f'<meta name="article:published_time" content="{ctx.utc()}">', f'<meta name="article:modified_time" content="{ctx.utc(mod)}">',
                      jsonld({"@context": "http://schema.org", "@type": "NewsArticle", "headline": ctx.title,
                              "datePublished": ctx.utc(), "dateModified": ctx.utc(mod), "author": [{"@type": "Person", "name": ctx.en_name()}],
                              "publisher": {"@type": "Organization", "name": "Meridian Wire"}})])
    ctx.trap("modified-meta", "updated-date")
    upd = ctx.ago(mod) if v % 2 else f'{ctx.f("en", mod)} {ctx.f("en_time", mod)} UTC'
    byline = (f'<div class="article-header__dateline"><time datetime="{ctx.utc()}"><span>{ctx.f("en")}</span><span>{ctx.f("en_time")} UTC</span>'
              f'<span>Updated {upd}</span></time></div><p class="byline">By {esc(ctx.en_name())} and {esc(ctx.en_name())}</p>')
    after = f'<p class="sign-off">Reporting by {esc(ctx.en_name())}; Editing by {esc(ctx.en_name())}</p><p class="trust">Our Standards: The Meridian Trust Principles.</p>'
    return news_shell(ctx, site="Meridian Wire", nav=["World", "Business", "Markets", "Sustainability", "Legal", "Technology"],
                      byline=byline, head=head, after=after, related_title="Read Next", rel_fmt="en_short",
                      hot_title="Most read", hot_fmt=None)


def f_apnews(ctx: Ctx) -> str:
    v = ctx.v % 2
    ctx.tz = -4 * 60
    ctx.url = f"https://alliedpress.example.com/article/{slug(ctx)}-{ctx.rid(32, '0123456789abcdef')}"
    mod = ctx.later(60 * 3, 2)
    head = [f'<meta name="sailthru.date" content="{ctx.iso()}">' if v == 0 else f'<meta name="parsely-pub-date" content="{ctx.utc()}">',
            f'<meta property="og:type" content="article">']
    ctx.into("meta", "attribute", "byline-text")
    ctx.trap("updated-date")
    byline = (f'<div class="Page-dateModified"><bsp-timestamp data-timestamp="{ctx.ts(mod) * 1000}"><span>Updated {ctx.f("en_time", mod).replace("am", "AM").replace("pm", "PM")} EDT, {ctx.f("en", mod)}</span></bsp-timestamp></div>'
              f'<div class="Page-datePublished"><bsp-timestamp data-timestamp="{ctx.ts() * 1000}" data-type="published">Published {ctx.f("en_time").replace("am", "AM").replace("pm", "PM")} EDT, {ctx.f("en")}</bsp-timestamp></div>'
              f'<div class="Page-authors">By <a>{esc(ctx.en_name()).upper()}</a></div>')
    return news_shell(ctx, site="Allied Press", nav=["World", "U.S.", "Politics", "Sports", "Entertainment", "Business", "Science"],
                      byline=byline, head="\n".join(head), related_title="Related coverage", rel_fmt="en", hot_title="Most read")


def f_bbc(ctx: Ctx) -> str:
    v = ctx.v % 3
    ctx.tz = 60
    if v == 1:
        ctx.force_month(list(range(4, 11)))
        ctx.set_time(0, ctx.num(5, 50))
        ctx.trap("timezone-edge", "utc-vs-local")
        ctx.note("published shortly after midnight British Summer Time: the <time datetime> and JSON-LD are UTC and fall on the "
                 "previous day; the visible date is the publisher's day")
    if ctx.pub.month in (11, 12, 1, 2, 3) and v != 1:
        ctx.tz = 0
    ctx.url = f"https://www.nbn-like.example.co.uk/news/articles/c{ctx.rid(10)}o"
    ld = {"@context": "http://schema.org", "@type": "ReportageNewsArticle", "headline": ctx.title,
          "datePublished": ctx.utc(ms=True), "dateModified": ctx.utc(ctx.later(30, 1), ms=True),
          "publisher": {"@type": "NewsMediaOrganization", "name": "NBN News"}}
    ctx.into("json-ld", "time-element")
    ctx.trap("modified-meta")
    byline = f'<div class="byline"><time data-testid="timestamp" datetime="{ctx.utc(ms=True)}">{ctx.f("en_gb")}</time> <span>{esc(ctx.en_name())}, Technology reporter</span></div>'
    return news_shell(ctx, site="NBN News", nav=["Home", "News", "Sport", "Business", "Innovation", "Culture", "Travel", "Earth"],
                      byline=byline, head=jsonld(ld), related_title="Related", rel_fmt="en_gb", lang_attr="en-GB",
                      hot_title="Most read", hot_fmt=None)


def f_guardian(ctx: Ctx) -> str:
    ctx.tz = 60 if ctx.pub.month in range(4, 11) else 0
    zone = "BST" if ctx.tz else "GMT"
    ctx.url = f"https://www.theledger-like.example.co.uk/{ctx.text['opts'].get('section', 'business')}/{ctx.pub.year}/{EN_MS[ctx.pub.month-1].lower()}/{ctx.pub.day:02d}/{slug(ctx)}"
    mod = ctx.later(60 * 6, 3)
    wd = EN_WD[ctx.pub.weekday()][:3]
    wdm = EN_WD[mod.weekday()][:3]
    head = f'<meta property="article:published_time" content="{ctx.utc(ms=True)}">\n<meta property="article:modified_time" content="{ctx.utc(mod, ms=True)}">'
    ctx.into("url", "meta", "byline-text")
    ctx.trap("updated-date", "modified-meta")
    byline = (f'<details class="dcr-meta"><summary><span class="dcr-u0h1qy">{wd} {ctx.pub.day} {EN_MS[ctx.pub.month-1]} {ctx.pub.year} {ctx.pub.hour:02d}.{ctx.pub.minute:02d} {zone}</span></summary>'
              f'<span>Last modified on {wdm} {mod.day} {EN_MS[mod.month-1]} {mod.year} {mod.hour:02d}.{mod.minute:02d} {zone}</span></details>'
              f'<address>{esc(ctx.en_name())}</address>')
    return news_shell(ctx, site="The Ledger", nav=["News", "Opinion", "Sport", "Culture", "Lifestyle"], byline=byline, head=head,
                      related_title="More on this story", rel_fmt="en_gb", lang_attr="en-GB", hot_title="Most viewed", hot_fmt=None)


def f_metro(ctx: Ctx) -> str:
    v = ctx.v % 3
    ctx.tz = -4 * 60 if ctx.pub.month in range(4, 11) else -5 * 60
    ctx.url = f"https://www.metrotimes-like.example.com/{ctx.pub.year}/{ctx.pub.month:02d}/{ctx.pub.day:02d}/{ctx.text['opts'].get('section', 'business')}/{slug(ctx)}.html"
    mod = ctx.later(60 * 5, 2)
    head = "\n".join([f'<meta property="article:published_time" content="{ctx.utc(ms=True)}">',
                      f'<meta property="article:modified_time" content="{ctx.utc(mod, ms=True)}">',
                      f'<meta name="pdate" content="{ctx.f("ymd")}">', f'<meta name="ptime" content="{ctx.f("ymd")}{ctx.pub.hour:02d}{ctx.pub.minute:02d}{ctx.pub.second:02d}">',
                      jsonld([{"@context": "https://schema.org", "@type": "NewsArticle", "headline": ctx.title,
                               "datePublished": ctx.utc(ms=True), "dateModified": ctx.utc(mod, ms=True),
                               "publisher": {"@type": "NewsMediaOrganization", "name": "The Metropolitan Times"}},
                              {"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": [
                                  {"@type": "ListItem", "position": 1, "name": ctx.text["opts"].get("section", "business").title()}]}])])
    ctx.into("url", "meta", "json-ld", "time-element")
    ctx.note("JSON-LD is a top-level list (NewsArticle + BreadcrumbList)")
    ctx.trap("updated-date", "modified-meta")
    byline = (f'<div class="byline">By {esc(ctx.en_name())}</div><time datetime="{ctx.iso()}"><span>Published {ctx.f("en")}</span>'
              f'<span>Updated {ctx.f("en", mod)}, {ctx.f("en_time", mod).replace("am", "a.m.").replace("pm", "p.m.")} ET</span></time>')
    after = ""
    if v != 2:
        pr = ctx.pub + dt.timedelta(days=1)
        after = f'<p class="print-info">A version of this article appears in print on {ctx.f("en", pr)}, Section B, Page {ctx.num(1, 9)} of the New York edition with the headline: {esc(ctx.title)}.</p>'
        ctx.trap("print-edition-date")
        ctx.note("the print line names the next day's edition")
    return news_shell(ctx, site="The Metropolitan Times", nav=["U.S.", "World", "Business", "Arts", "Lifestyle", "Opinion"],
                      byline=byline, head=head, after=after, related_title="More in Business", rel_fmt="en_short")


def f_prwire(ctx: Ctx) -> str:
    city = ctx.text["opts"].get("city", "SAN JOSE, Calif.")
    comp = ctx.text["opts"].get("company", "Acme Corp.")
    ctx.tz = -4 * 60 if ctx.pub.month in range(4, 11) else -5 * 60
    rid = ctx.num(300000000, 302999999)
    ctx.url = f"https://www.pressline-like.example.com/news-releases/{slug(ctx)}-{rid}.html"
    ctx.into("byline-text", "meta")
    head = f'<meta name="date" content="{ctx.f("iso")}">\n<meta name="description" content="{esc(ctx.summary())}">'
    dateline = f'<p><span class="xn-location">{esc(city)}</span>, <span class="xn-chron">{ctx.f("en")}</span> /PRESSLINE/ -- '
    paras = ctx.body()
    paras = paras.replace("<p>", dateline, 1)
    more = ctx.related(4, "later", lang="en")
    more_html = "".join(f'<li><a>{esc(t)}</a><span>{ctx.f("en_short", d)}, {ctx.f("hm", d)} ET</span></li>' for t, d in more)
    body = f"""<header><a class="logo">PressLine Wire</a><nav><a>News</a> <a>Products</a> <a>Contact</a> <a>Send a Release</a></nav></header>
<div class="wrap"><main><header class="release-header"><h1>{esc(ctx.title)}</h1><p class="subtitle">{esc(ctx.summary(100))}</p>
<div class="meta"><p class="mb-no">News provided by <a>{esc(comp)}</a></p><p class="mb-no">{ctx.f("en_short")}, {ctx.f("hm")} ET</p></div></header>
<section class="release-body">{paras}
<p>SOURCE {esc(comp)}</p></section></main>
<aside><h3>More news releases from {esc(comp)}</h3><ul>{more_html}</ul></aside></div>
<footer>{ctx.copyright(None, "© {y}")} PressLine Wire. All Rights Reserved.</footer>"""
    return doc(ctx, head, body, "en-US", EN_CSS)


def f_docs(ctx: Ctx) -> str:
    v = ctx.v % 3
    proj = ctx.text["opts"].get("site", "Fluxbase")
    ctx.url = f"https://docs.{proj.lower()}.example.dev/en/latest/{slug(ctx)}.html"
    ctx.tz = 0
    if v in (0, 1):
        ctx.null = True
        ctx.into("none")
        ctx.trap("updated-date")
        ctx.note("documentation page with only a 'Last updated' date; no publication date, so published is null")
        if v == 0:
            foot = f'<div role="contentinfo"><p>{ctx.copyright(2019, "© Copyright {y}")}, the {esc(proj)} authors.</p><p>Last updated on {ctx.f("en_short")}.</p></div>'
            meta = ""
        else:
            foot = ""
            meta = f'<div class="page-meta">Last updated <time datetime="{ctx.utc()}">{ctx.ago(ctx.pub)}</time></div>'
    else:
        ctx.into("byline-text", "meta")
        ctx.need_span(8)
        mod = ctx.later(60 * 24 * 3, 200)
        meta = f'<div class="page-meta">Created {ctx.f("en")} · Updated {ctx.f("en", mod)}</div>'
        foot = f'<p>{ctx.copyright(2019, "© {y}")} {esc(proj)} Inc.</p>'
        ctx.trap("updated-date")
    head = "" if v in (0, 1) else f'<meta name="created" content="{ctx.f("iso")}">'
    body = f"""<nav class="wy-nav-side"><a class="icon icon-home">{esc(proj)}</a><div class="version">{ctx.num(1, 6)}.{ctx.num(0, 20)}</div><input placeholder="Search docs">
<ul><li>Getting started</li><li>Configuration</li><li>Guides</li><li>API reference</li><li>Changelog</li></ul></nav>
<section class="wy-nav-content"><div role="navigation" aria-label="breadcrumbs"><a>Docs</a> » {esc(ctx.title)}</div>
<div class="document" itemscope itemtype="http://schema.org/Article"><h1>{esc(ctx.title)}</h1>{meta}<div itemprop="articleBody">{ctx.body(code_cls=' class="highlight"')}</div></div>
<footer><div class="rst-footer-buttons"><a>Previous</a> <a>Next</a></div>{foot}</footer></section>"""
    return doc(ctx, head, body, "en", "body{font-family:Lato,sans-serif}", title=f"{ctx.title} — {proj} documentation")


def f_arxiv(ctx: Ctx) -> str:
    ctx.tz = 0
    v = ctx.v % 2
    if v:
        ctx.need_span(5)
    aid = f"{ctx.pub.year % 100:02d}{ctx.pub.month:02d}.{ctx.num(1000, 19999):05d}"
    ctx.url = f"https://prexiv.example.org/abs/{aid}" + ("v2" if v else "")
    authors = [ctx.en_name() for _ in range(ctx.num(2, 5))]
    v2 = ctx.later(60 * 24 * 2, 60)
    ctx.into("meta", "byline-text")
    ctx.trap("revised-version-date")
    ctx.note("the original publication is the v1 submission date; the identifier encodes year and month")
    head = "\n".join([f'<meta name="citation_title" content="{esc(ctx.title)}">'] +
                     [f'<meta name="citation_author" content="{esc(a)}">' for a in authors] +
                     [f'<meta name="citation_date" content="{ctx.f("slash")}">',
                      f'<meta name="citation_online_date" content="{ctx.f("slash", v2 if v else ctx.pub)}">',
                      f'<meta name="citation_arxiv_id" content="{aid}">'])
    wd = EN_WD[ctx.pub.weekday()][:3]
    hist = f'<strong>[v1]</strong> {wd}, {ctx.pub.day} {EN_MS[ctx.pub.month-1]} {ctx.pub.year} {ctx.f("hm")}:{ctx.pub.second:02d} UTC ({ctx.num(200, 9000):,} KB)<br>'
    if v:
        wd2 = EN_WD[v2.weekday()][:3]
        hist += f'<strong>[v2]</strong> {wd2}, {v2.day} {EN_MS[v2.month-1]} {v2.year} {ctx.f("hm", v2)}:{v2.second:02d} UTC ({ctx.num(200, 9000):,} KB)'
        dline = f'[Submitted on {ctx.pub.day} {EN_MS[ctx.pub.month-1]} {ctx.pub.year} (v1), last revised {v2.day} {EN_MS[v2.month-1]} {v2.year} (this version, v2)]'
    else:
        dline = f'[Submitted on {ctx.pub.day} {EN_MS[ctx.pub.month-1]} {ctx.pub.year}]'
    abstract = " ".join(ctx.resolve(b[1]) for b in ctx.text["blocks"] if b[0] == "p")
    comments = ctx.text["opts"].get("comments", f"{ctx.num(9, 30)} pages, {ctx.num(3, 12)} figures")
    body = f"""<header><div class="header-breadcrumbs"><a>preXiv</a> &gt; <a>{esc(ctx.text['opts'].get('cat', 'cs'))}</a> &gt; arXiv:{aid}</div><input placeholder="Search..."></header>
<div id="content"><div id="abs"><div class="subheader"><h1>{esc(ctx.text['opts'].get('subject', 'Computer Science'))} &gt; {esc(ctx.text['opts'].get('area', 'Machine Learning'))}</h1></div>
<div class="dateline">{dline}</div>
<h1 class="title mathjax"><span class="descriptor">Title:</span>{esc(ctx.title)}</h1>
<div class="authors"><span class="descriptor">Authors:</span>{", ".join(f"<a>{esc(a)}</a>" for a in authors)}</div>
<blockquote class="abstract mathjax"><span class="descriptor">Abstract:</span>{esc(abstract)}</blockquote>
<div class="metatable"><table><tr><td class="tablecell label">Comments:</td><td class="tablecell comments">{esc(comments)}</td></tr>
<tr><td class="tablecell label">Subjects:</td><td class="tablecell subjects">{esc(ctx.text['opts'].get('area', 'Machine Learning'))} (cs.LG)</td></tr>
<tr><td class="tablecell label">Cite as:</td><td class="tablecell arxivid">arXiv:{aid} [cs.LG]</td></tr></table></div>
<div class="submission-history"><h2>Submission history</h2>From: {esc(authors[0])} [<a>view email</a>]<br>{hist}</div></div></div>
<footer><a>About</a> <a>Help</a> <a>Contact</a> <a>Subscribe</a> <a>Copyright</a> <a>Privacy Policy</a></footer>"""
    return doc(ctx, head, body, "en", "body{font-family:'Lucida Grande',Helvetica,Arial,sans-serif}", title=f"[{aid}] {ctx.title}")


def f_product(ctx: Ctx) -> str:
    shop = ctx.text["opts"].get("shop", "Northpeak Audio")
    ctx.url = f"https://shop.{re.sub(r'[^a-z]', '', shop.lower())}.example.com/products/{slug(ctx)}"
    price = int(ctx.text["opts"].get("price", 0)) or ctx.num(29, 400)
    reviews = ""
    if "reviews" in ctx.text["opts"]:
        # reviews carry dates although the page itself has none
        base = dt.datetime(ctx.fetched.year, ctx.fetched.month, ctx.fetched.day, 12)
        rs = []
        for nm, tx in ctx.rng.sample(REVIEWS, 3):
            t = base - dt.timedelta(days=ctx.num(3, 300))
            rs.append(f'<div class="review"><span class="stars">{"★" * ctx.num(3, 6)}</span> <b>{esc(nm)}</b> <time datetime="{F(t, "iso")}">Reviewed on {F(t, "en")}</time><p>{esc(tx)}</p></div>')
        reviews = "<section class='reviews'><h2>Customer reviews</h2>" + "".join(rs) + "</section>"
        ctx.trap("review-dates")
        ctx.note("product page: no publication date; the only full dates are customer review dates")
    else:
        ctx.note("product page: no date anywhere (only the copyright year)")
    ctx.into("none")
    body = f"""<header><a class="logo">{esc(shop)}</a><nav><a>Shop</a> <a>Support</a> <a>Stories</a></nav><a>Cart (0)</a></header>
{cookie("en")}
<nav class="breadcrumbs"><a>Home</a> › <a>{esc(ctx.text['opts'].get('cat', 'Products'))}</a> › {esc(ctx.title)}</nav>
<main class="product"><h1>{esc(ctx.title)}</h1><p class="price">${price}.00</p><p class="rating">★★★★☆ 4.{ctx.num(1, 9)} ({ctx.num(20, 3000):,} reviews)</p>
<button>Add to cart</button><p class="ship">Free shipping on orders over $50 · Usually ships in 2–3 business days · 30-day returns</p>
<section class="description">{ctx.body()}</section>{reviews}</main>
<footer>{ctx.copyright(None, "© {y}")} {esc(shop)} Inc. · Privacy · Terms · Accessibility</footer>"""
    return doc(ctx, f'<meta property="og:type" content="product">\n<meta property="product:price:amount" content="{price}.00">', body, "en-US", EN_CSS,
               title=f"{ctx.title} | {shop}")


def f_landing(ctx: Ctx) -> str:
    name = ctx.text["opts"].get("site", "Lattice")
    ctx.url = f"https://www.{name.lower()}.example.io/"
    ctx.into("none")
    ctx.note("product landing page: no date anywhere")
    body = f"""<header><a class="logo">{esc(name)}</a><nav><a>Product</a> <a>Pricing</a> <a>Customers</a> <a>Docs</a></nav><a class="cta">Start free trial</a></header>
<main><section class="hero"><h1>{esc(ctx.title)}</h1></section><section class="features">{ctx.body()}</section>
<section class="logos"><p>Trusted by teams at Initech-like, Globex-like and Umbrella-like</p></section></main>
<footer>{ctx.copyright(None, "© {y}")} {esc(name)}, Inc.</footer>"""
    return doc(ctx, "", body, "en", EN_CSS)


def f_event(ctx: Ctx) -> str:
    v = ctx.v % 2
    org = ctx.text["opts"].get("org", "Open Grid Summit")
    ctx.tz = ctx.rng.choice([-4 * 60, 0, 60])
    ctx.url = f"https://{re.sub(r'[^a-z]', '', org.lower())[:14]}.example.org/news/{slug(ctx)}"
    s = ctx.pub + dt.timedelta(days=int(ctx.text["opts"].get("event", "90")))
    e = s + dt.timedelta(days=2)
    dl = ctx.pub + dt.timedelta(days=int(ctx.text["opts"].get("deadline", "40")))
    ctx.trap("event-dates", "deadline")
    if s.date() > ctx.fetched:
        ctx.trap("future-date-in-body")
    evld = {"@context": "https://schema.org", "@type": "Event", "name": org, "startDate": F(s, "iso"), "endDate": F(e, "iso"),
            "location": {"@type": "Place", "name": ctx.text["opts"].get("place", "Convention Center")}}
    head = [jsonld(evld)]
    ctx.trap("event-json-ld")
    if v == 0:
        head.append(f'<meta property="article:published_time" content="{ctx.iso()}">')
        posted = f'<p class="posted">Posted <time datetime="{ctx.iso()}">{ctx.f("en")}</time> by the {esc(org)} team</p>'
        ctx.into("meta", "time-element", "byline-text")
    else:
        head.append(jsonld({"@context": "https://schema.org", "@type": "NewsArticle", "headline": ctx.title, "datePublished": ctx.iso()}))
        posted = f'<p class="posted">News · {ctx.f("en_short")}</p>'
        ctx.into("json-ld", "byline-text")
    info = (f'<dl class="key-dates"><dt>Call for proposals closes</dt><dd>{F(dl, "en")}</dd><dt>Event</dt><dd>{F(s, "en_md")}–{e.day}, {e.year}</dd>'
            f'<dt>Venue</dt><dd>{esc(ctx.text["opts"].get("place", "Convention Center"))}</dd></dl>')
    body = f"""<header><a class="logo">{esc(org)}</a><nav><a>Program</a> <a>Speakers</a> <a>Venue</a> <a>News</a> <a class="cta">Register</a></nav></header>
<div class="wrap"><main><article><h1>{esc(ctx.title)}</h1>{posted}<div class="content">{ctx.body()}</div></article></main>
<aside><h3>Key dates</h3>{info}</aside></div>
<footer>{ctx.copyright(None, "© {y}")} {esc(org)} · Code of Conduct · Privacy</footer>"""
    return doc(ctx, "\n".join(head), body, "en", EN_CSS)


# =========================================================================== frames: de fr es ru ja
def f_deheise(ctx: Ctx) -> str:
    ctx.tz = 120 if ctx.pub.month in range(4, 11) else 60
    ctx.url = f"https://www.ct-technik.example.de/news/{slug(ctx)}-{ctx.num(9000000, 9999999)}.html"
    head = f'<meta name="date" content="{ctx.iso()}">\n<meta name="publisher" content="c\'t Technik">'
    ctx.into("meta", "time-element", "byline-text")
    byline = f'<div class="a-publish-info"><time datetime="{ctx.iso()}" pubdate>{ctx.f("de_num")} {ctx.f("hm")} Uhr</time> <span class="creator">Von {esc(ctx.en_name())}</span></div>'
    cm = ctx.comments(ctx.num(2, 4), "de")
    forum = "".join(f'<li><b>{esc(n)}</b> <span>{ctx.f("de_num", d)} {ctx.f("hm", d)}</span><p>{esc(t)}</p></li>' for n, t, d in cm)
    return news_shell(ctx, site="c't Technik", nav=["News", "Tests", "Ratgeber", "Security", "Netzpolitik", "Forum"], byline=byline, head=head,
                      after=f'<section class="forum"><h2>Kommentare lesen ({len(cm)})</h2><ul>{forum}</ul></section>',
                      related_title="Mehr zum Thema", rel_fmt="de_num", lang="de", lang_attr="de")


def f_despiegel(ctx: Ctx) -> str:
    ctx.tz = 120 if ctx.pub.month in range(4, 11) else 60
    ctx.url = f"https://www.blickpunkt-like.example.de/wirtschaft/{slug(ctx)}-a-{ctx.rid(8)}-{ctx.rid(4)}"
    mod = ctx.later(60 * 2, 2)
    head = f'<meta name="date" content="{ctx.iso()}">\n<meta name="last-modified" content="{ctx.iso(mod)}">'
    ctx.into("meta", "time-element", "byline-text")
    ctx.trap("modified-meta", "updated-date")
    lead = "Veröffentlicht: " if ctx.v % 2 else ""
    byline = (f'<div class="timeformat"><time datetime="{ctx.f("iso")} {ctx.pub.hour:02d}.{ctx.pub.minute:02d}.{ctx.pub.second:02d}">{lead}{ctx.f("de_num")}, {ctx.pub.hour:02d}.{ctx.pub.minute:02d} Uhr</time>'
              f' · aktualisiert am {ctx.f("de_num", mod)}, {mod.hour:02d}.{mod.minute:02d} Uhr</div><p class="author">Von {esc(ctx.en_name())}</p>')
    return news_shell(ctx, site="Der Blickpunkt", nav=["Schlagzeilen", "Politik", "Wirtschaft", "Wissenschaft", "Netzwelt", "Sport"],
                      byline=byline, head=head, related_title="Mehr lesen", rel_fmt="de_num", lang="de", lang_attr="de")


def f_deblog(ctx: Ctx) -> str:
    ctx.tz = 120 if ctx.pub.month in range(4, 11) else 60
    site = ctx.text["opts"].get("site", "Werkbank-Notizen")
    ctx.url = f"https://{re.sub(r'[^a-z]', '', site.lower())}.example.de/{slug(ctx)}/"
    ctx.into("time-element", "byline-text")
    byline = f'<div class="entry-meta">Veröffentlicht am <time class="entry-date published" datetime="{ctx.iso()}">{ctx.f("de")}</time> von {esc(ctx.en_name())}</div>'
    after = en_comments(ctx, ctx.num(2, 4), fmt=lambda c, t: f"{c.f('de', t)} um {c.f('hm', t)} Uhr", lang="de")
    return news_shell(ctx, site=site, nav=["Start", "Über mich", "Archiv", "Impressum", "Datenschutz"], byline=byline, head="",
                      after=after, related_title="Ähnliche Beiträge", rel_fmt="de", lang="de", lang_attr="de-DE")


def f_dedocs(ctx: Ctx) -> str:
    ctx.null = True
    ctx.tz = 120
    ctx.url = f"https://hilfe.{ctx.rid(6, 'abcdefghijklmnopqrstuvwxyz')}.example.de/artikel/{slug(ctx)}"
    ctx.into("none")
    ctx.trap("updated-date")
    ctx.note("help-centre article with only 'Stand:' (state as of / last update); no publication date, so published is null")
    body = f"""<header><a class="logo">Stadtwerke-like Hilfe</a><nav><a>Strom</a> <a>Gas</a> <a>Wasser</a> <a>Kontakt</a></nav></header>
{cookie("de")}
<main><nav class="crumbs">Hilfe › Rechnung › {esc(ctx.title)}</nav><h1>{esc(ctx.title)}</h1>{ctx.body()}<p class="stand">Stand: {ctx.f("de_num")}</p></main>
<footer>{ctx.copyright(None, "© {y}")} Stadtwerke-like GmbH · Impressum · Datenschutz</footer>"""
    return doc(ctx, "", body, "de", EN_CSS)


def f_frlemonde(ctx: Ctx) -> str:
    v = ctx.v % 3
    ctx.tz = 120 if ctx.pub.month in range(4, 11) else 60
    ctx.url = f"https://www.lequotidien-like.example.fr/{ctx.text['opts'].get('section', 'economie')}/article/{ctx.f('iso').replace('-', '/')}/{slug(ctx)}_{ctx.num(6000000, 6999999)}_{ctx.num(3200, 3299)}.html"
    mod = ctx.later(60 * 3, 3)
    h = lambda t: f"{t.hour:02d}h{t.minute:02d}"
    head = f'<meta property="article:published_time" content="{ctx.iso()}">\n<meta property="article:modified_time" content="{ctx.iso(mod)}">'
    ctx.into("url", "meta", "byline-text")
    ctx.trap("modified-meta")
    if v == 1:
        byline = f'<p class="meta__publisher">Publié aujourd’hui à {h(ctx.pub)}</p>' if ctx.fetched == ctx.pub.date() else f'<p class="meta__date">Publié le {ctx.f("fr")} à {h(ctx.pub)}</p>'
        if ctx.fetched == ctx.pub.date():
            ctx.date_in.remove("byline-text")
            ctx.note("the byline says only 'Publié aujourd’hui' (fetched the same day); the day stands in the URL and meta")
            ctx.trap("relative-time-display")
    else:
        byline = f'<p class="meta__date">Publié le {ctx.f("fr")} à {h(ctx.pub)}, modifié le {ctx.f("fr", mod)} à {h(mod)}</p>'
        ctx.trap("updated-date")
    byline += f'<p class="meta__author">Par {esc(ctx.en_name())}</p>'
    if v == 2:
        head += "\n" + jsonld({"@context": "https://schema.org", "@type": "NewsArticle", "headline": ctx.title, "datePublished": ctx.iso(), "dateModified": ctx.iso(mod)})
        ctx.into("json-ld")
    return news_shell(ctx, site="Le Quotidien", nav=["International", "Politique", "Économie", "Planète", "Sciences", "Culture"],
                      byline=byline, head=head, related_title="Lire aussi", rel_fmt="fr", lang="fr", lang_attr="fr")


def f_frblog(ctx: Ctx) -> str:
    ctx.tz = 120 if ctx.pub.month in range(4, 11) else 60
    site = ctx.text["opts"].get("site", "Carnet de bord")
    ctx.url = f"https://{re.sub(r'[^a-z]', '', site.lower())}.example.fr/{ctx.pub.year}/{ctx.pub.month:02d}/{slug(ctx)}/"
    ctx.into("time-element", "byline-text")
    byline = f'<div class="entry-meta">Publié le <time datetime="{ctx.iso()}">{ctx.f("fr")}</time> par {esc(ctx.en_name())}</div>'
    after = en_comments(ctx, ctx.num(1, 3), fmt=lambda c, t: f"{c.f('fr', t)} à {c.f('hm', t)}", lang="fr")
    ctx.into("meta")
    head = f'<meta name="dc.date" content="{ctx.f("iso")}">\n<meta name="dc.creator" content="{esc(site)}">'
    return news_shell(ctx, site=site, nav=["Accueil", "À propos", "Archives", "Contact"], byline=byline, head=head,
                      after=after, related_title="Articles similaires", rel_fmt="fr", lang="fr", lang_attr="fr-FR")


INTL_PRODUCT = {
    "fr": ("Ajouter au panier", "Livraison gratuite dès 49 €", "Accueil", "€"),
    "es": ("Añadir al carrito", "Envío gratis a partir de 40 €", "Inicio", "€"),
    "ru": ("В корзину", "Бесплатная доставка от 3000 ₽", "Главная", "₽"),
    "ja": ("カートに入れる", "5,000円以上送料無料", "ホーム", "円"),
    "de": ("In den Warenkorb", "Kostenloser Versand ab 50 €", "Start", "€"),
}


def f_intlproduct(ctx: Ctx) -> str:
    lab = INTL_PRODUCT[ctx.lang]
    ctx.url = f"https://shop.{ctx.rid(6, 'abcdefghijklmnopqrstuvwxyz')}.example.{ {'fr': 'fr', 'es': 'es', 'ru': 'ru', 'ja': 'jp', 'de': 'de'}[ctx.lang]}/p/{ctx.rid(8)}"
    ctx.into("none")
    ctx.note("product / service page: no date anywhere (only the copyright year)")
    price = ctx.num(19, 900)
    body = f"""<header><a class="logo">{esc(ctx.text['opts'].get('shop', 'Boutique'))}</a><nav><a>{lab[2]}</a></nav></header>
{cookie(ctx.lang)}
<main class="product"><h1>{esc(ctx.title)}</h1><p class="price">{price},00 {lab[3]}</p><button>{lab[0]}</button><p>{lab[1]}</p>
<section class="description">{ctx.body()}</section></main>
<footer>{ctx.copyright(None, "© {y}")} {esc(ctx.text['opts'].get('shop', 'Boutique'))}</footer>"""
    return doc(ctx, '<meta property="og:type" content="product">', body, ctx.lang, EN_CSS)


def f_eselpais(ctx: Ctx) -> str:
    v = ctx.v % 3
    ctx.tz = 120 if ctx.pub.month in range(4, 11) else 60
    zone = "CEST" if ctx.tz == 120 else "CET"
    ctx.url = f"https://elpaislike.example.es/{ctx.text['opts'].get('section', 'economia')}/{ctx.f('iso')}/{slug(ctx)}.html"
    mod = ctx.later(60 * 2, 2)
    head = f'<meta property="article:published_time" content="{ctx.iso()}">\n<meta property="article:modified_time" content="{ctx.iso(mod)}">'
    head += "\n" + jsonld({"@context": "https://schema.org", "@type": "NewsArticle", "headline": ctx.title,
                           "datePublished": ctx.iso(), "dateModified": ctx.iso(mod)})
    ctx.into("url", "meta", "json-ld", "byline-text")
    ctx.trap("modified-meta")
    byline = f'<div class="a_md_f"><a data-date="{ctx.iso()}">{ctx.f("es_short")} - {ctx.f("hm")} {zone}</a>'
    if v != 1:
        byline += f' <span>Actualizado: {ctx.f("es_short", mod)} - {ctx.f("hm", mod)} {zone}</span>'
        ctx.trap("updated-date")
    byline += f'</div><div class="a_md_a">{esc(ctx.en_name())}</div>'
    return news_shell(ctx, site="El Diario Global", nav=["Internacional", "Opinión", "España", "Economía", "Sociedad", "Tecnología", "Deportes"],
                      byline=byline, head=head, related_title="Más información", rel_fmt="es_short", lang="es", lang_attr="es")


def f_esblog(ctx: Ctx) -> str:
    ctx.tz = 120 if ctx.pub.month in range(4, 11) else 60
    site = ctx.text["opts"].get("site", "Cuaderno técnico")
    ctx.url = f"https://{re.sub(r'[^a-z]', '', site.lower())}.example.es/{slug(ctx)}/"
    ctx.into("time-element", "byline-text")
    byline = f'<div class="entry-meta">Publicado el <time datetime="{ctx.iso()}">{ctx.f("es")}</time> por {esc(ctx.en_name())}</div>'
    after = en_comments(ctx, ctx.num(1, 3), fmt=lambda c, t: f"{c.f('es', t)} a las {c.f('hm', t)}", lang="es")
    ctx.into("meta")
    head = f'<meta name="DC.date.issued" content="{ctx.f("iso")}">\n<meta name="DC.title" content="{esc(ctx.title)}">'
    return news_shell(ctx, site=site, nav=["Inicio", "Sobre mí", "Archivo", "Contacto"], byline=byline, head=head,
                      after=after, related_title="Entradas relacionadas", rel_fmt="es", lang="es", lang_attr="es-ES")


def f_ruhabr(ctx: Ctx) -> str:
    ctx.tz = 180
    ctx.url = f"https://habr-like.example.ru/ru/articles/{ctx.num(700000, 899999)}/"
    ctx.into("time-element", "byline-text")
    ctx.trap("utc-vs-local")
    byline = (f'<div class="tm-article-snippet__meta"><span class="tm-user-info__username">{esc(ctx.rng.choice(["alexdev", "sysadmin_ru", "kotik", "nsk_coder"]))}</span> '
              f'<span class="tm-article-datetime-published"><time datetime="{ctx.utc(ms=True)}" title="{ctx.f("iso")}, {ctx.f("hm")}">{ctx.pub.day} {RU_MS[ctx.pub.month-1]} {ctx.pub.year} в {ctx.f("hm")}</time></span></div>')
    cm = ctx.comments(ctx.num(2, 4), "ru")
    chtml = "".join(f'<div class="tm-comment"><b>{esc(n)}</b> <time datetime="{ctx.utc(d, ms=True)}">{ctx.f("ru_md", d)} {ctx.pub.year if False else d.year} в {ctx.f("hm", d)}</time><p>{esc(t)}</p></div>' for n, t, d in cm)
    return news_shell(ctx, site="Хабр-like", nav=["Моя лента", "Все потоки", "Разработка", "Администрирование", "Дизайн"],
                      byline=byline, head="", after=f'<section class="tm-comments"><h2>Комментарии {len(cm)}</h2>{chtml}</section>',
                      related_title="Читают сейчас", rel_fmt="ru", lang="ru", lang_attr="ru")


def f_rutass(ctx: Ctx) -> str:
    ctx.tz = 180
    ctx.url = f"https://tass-like.example.ru/ekonomika/{ctx.num(20000000, 22999999)}"
    mod = ctx.later(60, 1)
    head = f'<meta property="article:published_time" content="{ctx.iso()}">'
    ctx.into("meta", "byline-text")
    ctx.trap("updated-date")
    byline = f'<div class="news-header__date">{ctx.f("ru")}, {ctx.f("hm")}, обновлено {ctx.f("ru", mod)}, {ctx.f("hm", mod)}</div>'
    return news_shell(ctx, site="Агентство Вестник", nav=["Политика", "Экономика", "Общество", "Наука", "Спорт"], byline=byline, head=head,
                      related_title="Читайте также", rel_fmt="ru", lang="ru", lang_attr="ru")


def f_janhk(ctx: Ctx) -> str:
    ctx.tz = 540
    ctx.url = f"https://www3.nhk-like.example.jp/news/html/{ctx.f('ymd')}/k{ctx.num(10014000000, 10014999999)}000.html"
    ld = jsonld({"@context": "https://schema.org", "@type": "NewsArticle", "headline": ctx.title,
                 "datePublished": ctx.iso(), "dateModified": ctx.iso(ctx.later(30, 1))})
    ctx.into("url", "json-ld", "time-element", "byline-text")
    ctx.trap("modified-meta")
    byline = f'<p class="content--date"><time datetime="{ctx.iso()}">{ctx.f("ja")} {ctx.pub.hour}時{ctx.pub.minute}分</time></p>'
    return news_shell(ctx, site="NHK-like ニュース", nav=["トップ", "社会", "政治", "経済", "国際", "科学・文化", "スポーツ"],
                      byline=byline, head=ld, related_title="関連ニュース", rel_fmt="ja", lang="ja", lang_attr="ja")


def f_jaqiita(ctx: Ctx) -> str:
    ctx.tz = 540
    user = ctx.rng.choice(["tanaka_dev", "yamada-k", "suzuki_ml", "kobayashi"])
    ctx.url = f"https://qiita-like.example.com/{user}/items/{ctx.rid(20, '0123456789abcdef')}"
    ctx.need_span(4)
    upd = ctx.later(60 * 24, 200)
    ctx.into("time-element", "byline-text")
    ctx.trap("updated-date", "utc-vs-local")
    byline = (f'<div class="style-meta"><span>投稿日 <time datetime="{ctx.utc()}">{ctx.f("zh_pad")}</time></span> '
              f'<span>更新日 <time datetime="{ctx.utc(upd)}">{ctx.f("zh_pad", upd)}</time></span></div>')
    return news_shell(ctx, site="Qiita-like", nav=["ホーム", "トレンド", "質問", "公式イベント", "Organization"], byline=byline, head="",
                      related_title="関連記事", rel_fmt="ja", lang="ja", lang_attr="ja", banner=False)


def f_japrtimes(ctx: Ctx) -> str:
    ctx.tz = 540
    comp = ctx.text["opts"].get("company", "株式会社サンプル")
    ctx.url = f"https://prtimes-like.example.jp/main/html/rd/p/{ctx.num(100, 999):09d}.{ctx.num(10000, 99999):09d}.html"
    head = f'<meta property="article:published_time" content="{ctx.iso()}">'
    ctx.into("meta", "time-element", "byline-text")
    byline = f'<div class="release-info"><span class="company">{esc(comp)}</span> <time datetime="{ctx.iso()}">{ctx.f("ja")} {ctx.pub.hour:02d}時{ctx.pub.minute:02d}分</time></div>'
    return news_shell(ctx, site="PR TIMES-like", nav=["トップ", "ビジネス", "テクノロジー", "エンタメ"], byline=byline, head=head,
                      related_title="このプレスリリースを配信した企業の新着", rel_fmt="ja", lang="ja", lang_attr="ja")


# =========================================================================== registry and main
def R(lang, kind, cms, fn, **kw):
    return dict(lang=lang, kind=kind, cms=cms, fn=fn, **kw)


Z8 = 480
FRAMES = {
    "wechat": R("zh", "wechat", "wechat-mp", f_wechat, tz=Z8, years="2020-2026"),
    "weibo": R("zh", "weibo", "weibo", f_weibo, tz=Z8),
    "zhihu": R("zh", "zhihu", "zhihu", f_zhihu, tz=Z8),
    "csdn": R("zh", "csdn", "csdn-blog", f_csdn, tz=Z8),
    "juejin": R("zh", "juejin", "juejin", f_juejin, tz=Z8),
    "kr36": R("zh", "kedu", "36kr-like-tech-media", f_kr36, tz=Z8),
    "huxiu": R("zh", "huyan", "huxiu-like-tech-media", f_huxiu, tz=Z8),
    "ithome": R("zh", "itchuang", "ithome-like-tech-media", f_ithome, tz=Z8),
    "sina": R("zh", "xinlan", "sina-like-portal", f_sina, tz=Z8),
    "sohu": R("zh", "souhe", "sohu-like-portal", f_sohu, tz=Z8),
    "netease": R("zh", "wangyi", "netease-like-portal", f_netease, tz=Z8),
    "tencent": R("zh", "tengyun", "tencent-news-like-portal", f_tencent, tz=Z8),
    "ifeng": R("zh", "fengming", "ifeng-like-portal", f_ifeng, tz=Z8),
    "xinhua": R("zh", "huaxun", "xinhua-like-state-media", f_xinhua, tz=Z8),
    "people": R("zh", "minsheng", "peoples-daily-like-state-media", f_people, tz=Z8),
    "gov": R("zh", "gov", "gov-cn-like-trs-cms", f_gov, tz=Z8),
    "baijiahao": R("zh", "baijiahao", "baidu-baijiahao", f_baijiahao, tz=Z8),
    "toutiao": R("zh", "toutiao", "toutiao", f_toutiao, tz=Z8),
    "zhcorp": R("zh", "corp", "company-site-cms", f_zhcorp, tz=Z8),
    "bilibili": R("zh", "bilibili", "bilibili-column", f_bilibili, tz=Z8),
    "ghzh": R("zh", "github", "github-repo", f_ghzh, tz=0),
    "baike": R("zh", "baike", "encyclopedia-wiki", f_baike, tz=Z8),
    "zhdocs": R("zh", "docs", "cloud-docs-center", f_zhdocs, tz=Z8),
    "zhevent": R("zh", "event", "association-notice-cms", f_zhevent, tz=Z8),
    "zhproduct": R("zh", "shop", "ecommerce-product", f_zhproduct, tz=Z8),
    "zhtopic": R("zh", "topic", "news-topic-landing", f_zhtopic, tz=Z8),
    "twgov": R("zh", "twgov", "taiwan-gov-press", f_twgov, tz=Z8, hlang="zh-Hant", script="Hant"),
    "twnews": R("zh", "twnews", "taiwan-news", f_twnews, tz=Z8, hlang="zh-Hant", script="Hant"),
    "hknews": R("zh", "hknews", "hongkong-news", f_hknews, tz=Z8, hlang="zh-Hant", script="Hant"),
    "wordpress": R("en", "wordpress", "wordpress", f_wordpress),
    "ghost": R("en", "ghost", "ghost", f_ghost),
    "medium": R("en", "medium", "medium", f_medium),
    "substack": R("en", "substack", "substack", f_substack, years="2020-2026"),
    "hugo": R("en", "hugo", "hugo", f_hugo),
    "jekyll": R("en", "jekyll", "jekyll", f_jekyll),
    "ghrepo": R("en", "github", "github-repo", f_ghrepo),
    "ghrelease": R("en", "ghrelease", "github-release", f_ghrelease),
    "discourse": R("en", "discourse", "discourse", f_discourse),
    "hn": R("en", "hn", "hackernews-like", f_hn),
    "reddit": R("en", "reddit", "reddit-old-like", f_reddit),
    "newswire": R("en", "wire", "news-agency-reuters-like", f_newswire),
    "apnews": R("en", "allied", "news-agency-ap-like", f_apnews),
    "bbc": R("en", "nbn", "broadcaster-bbc-like", f_bbc),
    "guardian": R("en", "ledger", "newspaper-guardian-like", f_guardian),
    "metro": R("en", "metro", "newspaper-nyt-like", f_metro),
    "prwire": R("en", "prwire", "press-release-wire", f_prwire),
    "docs": R("en", "docs", "sphinx-or-docs-site", f_docs),
    "arxiv": R("en", "arxiv", "arxiv-like-abstract", f_arxiv),
    "product": R("en", "product", "ecommerce-product", f_product),
    "landing": R("en", "landing", "saas-landing", f_landing),
    "event": R("en", "event", "event-site", f_event),
    "deheise": R("de", "ct", "heise-like-tech-news", f_deheise),
    "despiegel": R("de", "blickpunkt", "spiegel-like-news", f_despiegel),
    "deblog": R("de", "blog", "wordpress", f_deblog),
    "dedocs": R("de", "hilfe", "help-centre", f_dedocs),
    "frlemonde": R("fr", "quotidien", "lemonde-like-news", f_frlemonde),
    "frblog": R("fr", "blog", "wordpress", f_frblog),
    "frproduct": R("fr", "boutique", "ecommerce-product", f_intlproduct),
    "eselpais": R("es", "diario", "elpais-like-news", f_eselpais),
    "esblog": R("es", "blog", "wordpress", f_esblog),
    "esproduct": R("es", "tienda", "ecommerce-product", f_intlproduct),
    "ruhabr": R("ru", "habr", "habr-like-blog", f_ruhabr),
    "rutass": R("ru", "vestnik", "tass-like-agency", f_rutass),
    "ruproduct": R("ru", "magazin", "ecommerce-product", f_intlproduct),
    "janhk": R("ja", "nhk", "nhk-like-news", f_janhk),
    "jaqiita": R("ja", "qiita", "qiita-like-blog", f_jaqiita),
    "japrtimes": R("ja", "prtimes", "press-release-wire", f_japrtimes),
    "japroduct": R("ja", "shop", "ecommerce-product", f_intlproduct),
}


def build():
    texts = load_texts()
    counters: dict = {}
    pages = []
    for t in texts:
        fr = FRAMES[t["frame"]]
        key = (fr["lang"], fr["kind"])
        idx = counters.get(key, 0)
        counters[key] = idx + 1
        fidx = sum(1 for p in pages if p[0]["frame"] == t["frame"])
        file = f"{fr['lang']}-{fr['kind']}-{idx + 1:02d}.html"
        ctx = Ctx(fr, t, fidx, file)
        html_text = fr["fn"](ctx)
        pages.append((t, ctx, html_text))
    return pages


def yq(s) -> str:
    return json.dumps(s, ensure_ascii=False)


def write(pages):
    for old in HERE.glob("*.html"):
        old.unlink()
    lines = ["# Publication-date evaluation pages; written by make_datepages.py (do not edit by hand).",
             "# published: the original publication day in the publisher's own time zone, or null.", ""]
    for t, ctx, html_text in pages:
        (HERE / ctx.file).write_text(html_text, "utf-8")
        pub = None if ctx.null else ctx.pub.date().isoformat()
        lines.append(f"- file: {ctx.file}")
        lines.append(f"  url: {ctx.url}")
        lines.append(f"  language: {ctx.lang}")
        if ctx.frame.get("script") or ctx.lang == "zh":
            lines.append(f"  script: {ctx.frame.get('script', 'Hans')}")
        lines.append(f"  cms: {ctx.frame['cms']}")
        lines.append(f"  published: {pub or 'null'}")
        lines.append(f"  fetched: {ctx.fetched.isoformat()}")
        lines.append(f"  date_in: [{', '.join(ctx.date_in or ['none'])}]")
        lines.append(f"  traps: [{', '.join(ctx.traps)}]")
        note = "; ".join(ctx.notes) if ctx.notes else ""
        if not ctx.null and ctx.tz is not None:
            sign = "+" if ctx.tz >= 0 else "-"
            tzs = f"UTC{sign}{abs(ctx.tz) // 60:02d}:{abs(ctx.tz) % 60:02d}"
            note = (note + "; " if note else "") + f"publisher time {ctx.pub:%Y-%m-%d %H:%M} {tzs}"
        lines.append(f"  note: {yq(note)}")
    (HERE / "index.yaml").write_text("\n".join(lines) + "\n", "utf-8")


# --------------------------------------------------------------------------- checks
DATE_PATTERNS = [
    r"\b(19|20)\d\d[-/.](0?[1-9]|1[0-2])[-/.](0?[1-9]|[12]\d|3[01])\b",
    r"(19|20)\d\d\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日",
    r"\b(" + "|".join(EN_MS) + r")[a-z]*\.? \d{1,2}, (19|20)\d\d\b",
    r"\b\d{1,2} (" + "|".join(EN_MS) + r")[a-z]* (19|20)\d\d\b",
    r"\b\d{1,2}\.\d{1,2}\.(19|20)\d\d\b",
    r"\b(19|20)\d\d(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\b",
    r"\b1[01]\d-\d\d-\d\d\b",
]


def forms(d: dt.date) -> list[str]:
    t = dt.datetime(d.year, d.month, d.day)
    out = {F(t, s) for s in ("iso", "slash", "slash_np", "dot", "zh", "zh_pad", "en", "en_short", "en_gb", "de_num", "de", "fr",
                             "es", "es_short", "ru", "ja", "minguo", "minguo_slash", "minguo_zh", "ymd")}
    out.add(f"{d.year}-{d.month}-{d.day}")
    out.add(f"{d.day} {EN_MS[d.month-1]} {d.year}")
    out.add(f"{d.day} {RU_MS[d.month-1]} {d.year}")
    out.add(f"{d.year}-{d.month:02d}/{d.day:02d}")
    out.add(f"{d.year % 100:02d}/{d.month:02d}{d.day:02d}")
    out.add(f"{d.year}/{d.month:02d}{d.day:02d}")
    out.add(f"{d.year}/{EN_MS[d.month-1].lower()}/{d.day:02d}")
    return sorted(out)


def visible_text(h: str) -> str:
    h = re.sub(r"(?is)<(script|style|head)\b.*?</\1>", " ", h)
    h = re.sub(r"(?s)<[^>]+>", " ", h)
    return _html.unescape(h)


def placement_errors(e: dict, h: str) -> list[str]:
    """Check that each claimed place really carries the published day."""
    pub = e["published"]
    edge = {"timezone-edge", "utc-vs-local"} & set(e["traps"])
    days = [pub] + ([pub - dt.timedelta(days=1), pub + dt.timedelta(days=1)] if edge else [])
    fs = [x for d in days for x in forms(d)]
    stamps = set()
    for d in days:
        base = dt.datetime(d.year, d.month, d.day)
        for tz in (-12, -8, -7, -5, -4, 0, 1, 2, 3, 8, 9):
            lo = int((base - dt.timedelta(hours=tz) - dt.datetime(1970, 1, 1)).total_seconds())
            stamps.add(lo // 100000)
    def has(s):
        if any(x in s for x in fs):
            return True
        if any(f"{EN_MS[d.month-1]} {d.day:02d} " in s and f"+0800 {d.year}" in s for d in days):
            return True
        for m in re.finditer(r"\b(1[5-9]\d{8})(\d{3})?\b", s):
            if int(m.group(1)) // 100000 in stamps:
                return True
        return False
    out = []
    f = e["file"]
    heads = h.split("</head>")[0]
    checks = {
        "url": lambda: has(str(e["url"])),
        "meta": lambda: any(has(m) for m in re.findall(r"<meta\b[^>]*>", h)),
        "json-ld": lambda: any(has(m) for m in re.findall(r'(?s)<script type="application/ld\+json">(.*?)</script>', h)),
        "time-element": lambda: any(has(m) for m in re.findall(r"<time\b[^>]*>[^<]*", h)),
        "microdata": lambda: any(has(m) for m in re.findall(r'<[^>]*itemprop="(?:datePublished|dateCreated)"[^>]*>', h)),
        "relative-time": lambda: any(has(m) for m in re.findall(r'<relative-time\b[^>]*>|<span class="age"[^>]*>|<time\b[^>]*live-timestamp[^>]*>', h)),
        "script": lambda: any(has(m) for m in re.findall(r'(?s)<script>(.*?)</script>', h)),
        "attribute": lambda: any(has(m) for m in re.findall(r'(?:data-\w+|date|title|data-tooltip)="([^"]*)"', h)),
    }
    vis = visible_text(h)
    for place in e["date_in"]:
        if place in checks and not checks[place]():
            out.append(f"{f}: date_in {place} but no such place carries {pub}")
        if place == "byline-text":
            ok = has(vis) or "split-date-markup" in e["traps"]
            if "year-less-display" in e["traps"]:
                ok = ok or f"{pub.month}-{pub.day} " in vis or f"{pub.month:02d}-{pub.day:02d}" in vis or f"{EN_MS[pub.month-1]} {pub.day}" in vis
            if not ok:
                out.append(f"{f}: date_in byline-text but the visible text lacks {pub}")
    return out


def check() -> list[str]:
    import yaml
    errs = []
    idx = yaml.safe_load((HERE / "index.yaml").read_text("utf-8"))
    need = ["file", "url", "language", "cms", "published", "fetched", "date_in", "traps", "note"]
    files = set()
    texts = {}
    for e in idx:
        f = e.get("file")
        for k in need:
            if k not in e:
                errs.append(f"{f}: missing {k}")
        if f in files:
            errs.append(f"{f}: listed twice")
        files.add(f)
        p = HERE / f
        if not p.exists():
            errs.append(f"{f}: file missing")
            continue
        h = p.read_text("utf-8")
        fetched = e["fetched"]
        pub = e["published"]
        if not isinstance(fetched, dt.date):
            errs.append(f"{f}: fetched does not parse")
            continue
        if fetched > MAX_FETCH:
            errs.append(f"{f}: fetched after {MAX_FETCH}")
        if pub is not None:
            if not isinstance(pub, dt.date):
                errs.append(f"{f}: published does not parse")
                continue
            if pub > fetched:
                errs.append(f"{f}: published after fetched")
            if pub < MIN_PUB:
                errs.append(f"{f}: published before {MIN_PUB}")
            stamps = [int(x[:10]) for x in re.findall(r'(?:var ct = "|"publishTime": ?"?)(\d{10,13})', h)]
            local_days = {(dt.datetime(1970, 1, 1) + dt.timedelta(seconds=s_, hours=8)).date() for s_ in stamps}
            weibo = f"{EN_MS[pub.month-1]} {pub.day:02d} " in h and f"+0800 {pub.year}" in h
            errs.extend(placement_errors(e, h))
            split = "split-date-markup" in e["traps"]
            if not any(x in h for x in forms(pub)) and pub not in local_days and not weibo and not split:
                errs.append(f"{f}: the published day is not written on the page in any known form")
        else:
            if e["date_in"] != ["none"]:
                errs.append(f"{f}: null date but date_in {e['date_in']}")
            if not ({"updated-date", "review-dates"} & set(e["traps"])):
                for pat in DATE_PATTERNS:
                    m = re.search(pat, h)
                    if m:
                        errs.append(f"{f}: page without a date has {m.group(0)!r}")
                        break
        if not e["date_in"]:
            errs.append(f"{f}: empty date_in")
        if not ({"future-date-in-body", "event-dates", "deadline", "print-edition-date"} & set(e["traps"])):
            for m in re.finditer(r"\b(20[12]\d)-(\d\d)-(\d\d)", h):
                try:
                    d = dt.date(*map(int, m.groups()))
                except ValueError:
                    continue
                if d > fetched:
                    errs.append(f"{f}: date {d} after the fetch day")
                    break
        if not str(e["url"]).startswith("http"):
            errs.append(f"{f}: bad url")
    for p in HERE.glob("*.html"):
        if p.name not in files:
            errs.append(f"{p.name}: not in index.yaml")
    for t in load_texts():
        n = text_words(t)
        if not 80 <= n <= 400:
            errs.append(f"text {t['frame']}|{t['title']}: {n} words")
        key = "".join(b[1] if isinstance(b[1], str) else "".join(b[1]) for b in t["blocks"])
        if key in texts:
            errs.append(f"text {t['title']}: duplicate body")
        texts[key] = 1
    zh = sum(1 for e in idx if e["language"] == "zh")
    hans = sum(1 for e in idx if e["language"] == "zh" and e.get("script") == "Hans")
    if len(idx) < 220:
        errs.append(f"only {len(idx)} pages")
    if zh < 110 or hans < len(idx) / 2:
        errs.append(f"only {zh} zh pages ({hans} Hans) of {len(idx)}")
    return errs


def main(argv):
    if "--check" not in argv:
        write(build())
    errs = check()
    for e in errs:
        print("ERROR", e)
    import yaml
    idx = yaml.safe_load((HERE / "index.yaml").read_text("utf-8"))
    nulls = sum(1 for e in idx if e["published"] is None)
    print(f"{len(idx)} pages, {nulls} without a date, {len(errs)} errors")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
