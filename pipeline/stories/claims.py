"""Reading claims: each finding an article states, with its figures, subject and conditions.

One pass per article, section by section (../shared/CLAIMS.md):
- a sentence's quantities are sorted into findings, conditions (the set-up a finding holds
  under: GPUs of the rig, context length, batch sizes, settings) and the rest (durations,
  versions, counts that carry no finding);
- findings joined by a comparison (`826 … against 575 … 44% higher`, `from 141K to 440K`,
  `83% of DEP2 (53.3K against 64.4K)`, `由 26.80 元降至 18.50 元`, `是……的 7.9 倍`) form
  one claim, every other finding a claim of its own;
- a change whose baseline stands in an earlier sentence of the section (`40% below the new
  on-demand rate`) takes that figure as its baseline;
- a set-up sentence gives its conditions to the claims after it in the section; a heading
  names the section's subject; a table is read cell by cell (row header = measure, column
  header = subject, or the other way round);
- attribution (`X says`, `据 X 称`) makes X the claimant and the article a repeater.
Nothing here writes reader-facing words except names from the sources and the glossary.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from ..i18n import Glossary
from ..records import Article, Claim, Condition, Figure, Quantity
from .conditions import (
    SETUP_SENTENCE,
    Fig,
    in_subject,
    inherit,
    merge_conditions,
    only_setup,
    sentence_conditions,
    sort_figures,
)
from .names import bilingual, is_han, is_pronoun, names_in, proper_names
from .passages import Section, Sentence, sections
from .subjects import (
    clause_around,
    clause_start,
    is_hardware_only,
    leading_subject_zh,
    subject_en,
    subject_zh,
)

# --- sorting quantities ---------------------------------------------------------------------------


# --- comparisons -------------------------------------------------------------------------------

_UP = re.compile(
    r"higher|more|faster|greater|increase|rose|rise|grew|growth|gain|up\b|above|over|jump|climb|"
    r"improv|boost|raise|高出|提升|提高|增长|增加|上涨|涨幅|上升|增至|提到|提至|快|多|高",
    re.I,
)
_DOWN = re.compile(
    r"lower|less|fewer|slower|decrease|drop|fell|fall|cut|reduc|down\b|below|under|cheaper|"
    r"declin|shrink|降幅|下降|降低|减少|降至|下调|缩短|减|低|少|慢|便宜",
    re.I,
)
_CHANGE_UNITS = frozenset({"%", "x", "pp"})


@dataclass
class _Draft:
    figures: list[tuple[Quantity, str]]  # (quantity, role)
    comparison: str
    against: str
    sentence: Sentence
    span: tuple[int, int]  # the clause the claim stands in, as article offsets
    subject_hint: str = ""
    measure_hint: str = ""
    quote_start: int | None = None  # an earlier sentence that holds the baseline


def read_claims(
    article: Article, glossary: Glossary, owners: Mapping[str, str] | None = None
) -> tuple[Claim, ...]:
    """Every claim `article` states, in reading order.

    `owners` maps a lowercase name (vllm, vllm blog, deepseek) to the owner id of a
    source, so that `据 vLLM 称` names the vLLM sources' owner as the claimant.
    """
    reader = _Reader(article, glossary, owners or {})
    return reader.claims()


class _Reader:
    def __init__(self, article: Article, glossary: Glossary, owners: Mapping[str, str]) -> None:
        self.article = article
        self.text = article.text
        self.glossary = glossary
        self.owners = owners
        self.zh = article.language == "zh"
        self.owner_name = _owner_name(article)

    # --- the passage ---------------------------------------------------------------------------

    def claims(self) -> tuple[Claim, ...]:
        out: list[Claim] = []
        title_subject = self._title_subject()
        for section in sections(self.text):
            out.extend(self._section(section, title_subject))
        return tuple(_dedupe(out))

    def _section(self, section: Section, title_subject: str) -> list[Claim]:
        heading_subject = self._heading_subject(section.heading) if section.heading else ""
        basis = _section_basis(section, self.text)
        # set-up sentences: (paragraph, conditions, sentence, used by a later claim)
        setups: list[list] = []
        drafts: list[tuple[_Draft, list[Condition], str]] = []
        previous_subject = heading_subject or title_subject
        rows = [s for s in section.sentences if s.kind == "row"]
        table_claims = self._table(rows, section) if len(rows) >= 2 else []
        for sentence in section.sentences:
            if sentence.kind == "row":
                continue
            figs = sort_figures(self.text, self.article.quantities, sentence)
            conditions = sentence_conditions(self.text, sentence, figs, self.glossary)
            findings = [f for f in figs if f.kind == "finding"]
            if not findings and _MATCHES.search(sentence.text) and self._qualitative(sentence):
                draft = _Draft(
                    [],
                    "matches",
                    _match_against(self._match_clause(sentence)),
                    sentence,
                    (sentence.start, sentence.end),
                )
                subject = self._subject_of_match(sentence) or previous_subject
                reach = inherit(setups, sentence, section, self.article, [], subject, self.glossary)
                drafts.append((draft, reach, subject))
                continue
            if not findings:
                if conditions and (SETUP_SENTENCE.search(sentence.text) or only_setup(figs)):
                    setups.append([sentence.paragraph, conditions, sentence, False])
                continue
            for draft in self._drafts(sentence, findings, drafts):
                subject = self._subject(draft, previous_subject)
                previous_subject = subject or previous_subject
                figures = [q for q, _ in draft.figures]
                reach = inherit(
                    setups, sentence, section, self.article, figures, subject, self.glossary
                )
                drafts.append((draft, reach, subject))
        claims = [self._claim(d, conds, subject, basis) for d, conds, subject in drafts]
        setup_claims: list[Claim] = []
        for _, conditions, sentence, used in setups:
            if used:
                continue
            subject = self._setup_subject(sentence.text)
            if not subject:
                if setup_claims:  # `- Context length: 131,072 tokens` under a set-up sentence
                    last = setup_claims[-1]
                    setup_claims[-1] = replace(
                        last, conditions=tuple(merge_conditions(last.conditions, conditions))
                    )
                continue
            if any(c.value is not None for c in conditions):
                setup_claims.append(
                    self._setup_claim(
                        sentence, conditions, subject, heading_subject or title_subject
                    )
                )
        return table_claims + [c for c in claims if c is not None] + setup_claims

    def _qualitative(self, sentence: Sentence) -> bool:
        """A comparison without figures counts when it names what it compares on both sides."""
        subject = self._subject_of_match(sentence)
        against = _match_against(self._match_clause(sentence))
        return bool(proper_names(subject) and proper_names(against))

    def _match_clause(self, sentence: Sentence) -> str:
        text = re.sub(r"^[【\[][^】\]]*[】\]]", "", sentence.text)
        m = _MATCHES.search(text)
        if not m:
            return text
        start = 0
        for b in re.finditer(r"[;；。]|[，,]\s*(?=[^，,]{0,60}$)", text[: m.start()]):
            start = b.end()
        return text[start:]

    def _subject_of_match(self, sentence: Sentence) -> str:
        clause = self._match_clause(sentence)
        m = _MATCHES.search(clause)
        head = clause[: m.start()] if m else ""
        head = re.sub(r"^.*?\b(?:is|was) that\s+", "", head)
        if self.zh:
            head = re.split(r"与|和|跟|同", head)[0]
            return subject_zh(head + "为") or leading_subject_zh(head)
        return subject_en(head + " is", "")

    def _setup_subject(self, text: str) -> str:
        """What a set-up sentence says was measured: `the decode benchmark`, `decode 测试`."""
        if self.zh:
            m = re.search(r"(?P<what>[A-Za-z][\w/ -]{0,20}?\s*(?:测试|基准|测评|评测))", text)
            return m["what"].strip() if m else ""
        m = re.search(
            r"(?P<what>[^,，。;；]{2,60}?)\s+(?:was|were)\s+(?:measured|run|benchmarked|tested|collected|produced)",
            text,
        )
        if not m:
            return ""
        what = re.sub(
            r"^.*\b(?:says|said|notes|noted|shows|showed|states|stated)\s+(?:that\s+)?",
            "",
            m["what"],
        )
        what = re.sub(r"^(?:the|our|its|their)\s+", "", what.strip(), flags=re.I)
        return what if len(what.split()) <= 6 else ""

    def _setup_claim(
        self, sentence: Sentence, conditions: list[Condition], subject: str, fallback: str
    ) -> Claim:
        """A set-up that no finding of the passage takes (`The decode benchmark was measured on
        64 GPUs …`): a claim of how something was measured, its figures in a chart."""
        text = sentence.text
        owner = proper_names(fallback)
        if owner and not proper_names(subject):
            subject = f"{owner[0]}'s {subject}" if not self.zh else f"{owner[0]} 的{subject}"
        return self._make(
            figures=[],
            subject=bilingual(subject, self.glossary, fallback=fallback),
            measure="benchmark-setup",
            conditions=conditions,
            comparison="setup",
            against={},
            quote=text,
            span=(sentence.start, sentence.end),
            sentence_text=text,
            basis=None,
        )

    # --- sorting quantities --------------------------------------------------------------------

    # --- claims of a sentence ------------------------------------------------------------------

    def _drafts(
        self,
        sentence: Sentence,
        findings: list[Fig],
        earlier: list[tuple[_Draft, list[Condition], str]],
    ) -> list[_Draft]:
        """The findings of a sentence grouped into claims by the comparisons that join them."""
        text = self.text
        qs = [f.q for f in findings]
        skeleton, spans = _skeleton(text, sentence, qs)
        used: set[int] = set()
        drafts: list[_Draft] = []

        def take(match: re.Match[str], roles: Mapping[str, str], comparison: str) -> None:
            figures = []
            indices = []
            for group, role in roles.items():
                value = match.groupdict().get(group)
                if value is None:
                    continue
                index = int(value)
                if index in used:
                    return
                indices.append(index)
                figures.append((qs[index], role))
            if not figures:
                return
            used.update(indices)
            start = min(q.start for q, _ in figures)
            end = max(q.end for q, _ in figures)
            against = _against(skeleton, match, comparison, spans, text)
            drafts.append(
                _Draft(
                    sorted(figures, key=lambda f: f[0].start),
                    comparison,
                    against,
                    sentence,
                    (start, end),
                )
            )

        for pattern, roles, comparison in _FRAMES:
            for match in pattern.finditer(skeleton):
                if _units_agree(match, roles, qs, comparison):
                    take(match, roles, comparison)
        for index, q in enumerate(qs):
            if index in used:
                continue
            role, comparison = "value", "none"
            around = text[max(sentence.start, q.start - 25) : min(sentence.end, q.end + 30)]
            if q.value is None:
                role = "range"
            elif q.unit in _CHANGE_UNITS and (_UP.search(around) or _DOWN.search(around)):
                role, comparison = "change", "change"
            elif q.unit == "x":
                role, comparison = "change", "multiple-of"
            draft = _Draft([(q, role)], comparison, "", sentence, (q.start, q.end))
            if role == "change":
                draft = self._with_earlier_baseline(draft, drafts, earlier)
            drafts.append(draft)
        drafts.sort(key=lambda d: d.span[0])
        return _fold_changes(drafts)

    def _with_earlier_baseline(
        self, draft: _Draft, same: list[_Draft], earlier: list[tuple[_Draft, list[Condition], str]]
    ) -> _Draft:
        """`…, 40% below the new on-demand rate`: the baseline is a figure said before."""
        q = draft.figures[0][0]
        tail = self.text[q.end : draft.sentence.end]
        against = re.match(
            r"\s*(?:below|above|under|over|lower than|higher than|cheaper than|less than|more than|"
            r"off|less|more)\s+(?P<what>[^,.;()（）]{3,60})",
            tail,
            re.I,
        )
        head = self.text[draft.sentence.start : q.start]
        value = _value_before(head, same, q)
        if not against and not value:
            return draft
        what = against["what"].strip() if against else ""
        unit = value.unit if value else None
        base = _baseline_before(self.text, earlier, what, unit, draft.sentence)
        figures = list(draft.figures)
        comparison = "versus" if base else "change"
        if value:
            figures.insert(0, (value, "value"))
        if base:
            figures.insert(1 if value else 0, (base[0], "baseline"))
        if not value and not base:
            return draft
        return replace(
            draft,
            figures=sorted(figures, key=lambda f: f[0].start),
            comparison=comparison,
            against=what,
            quote_start=base[1] if base else None,
        )

    # --- tables ----------------------------------------------------------------------------

    def _table(self, rows: list[Sentence], section: Section) -> list[Claim]:
        header = rows[0]
        heads = [self.text[s:e] for s, e in header.cells]
        columns_are_measures = sum(1 for h in heads[1:] if _measure_label(h)) > len(heads[1:]) / 2
        claims: list[Claim] = []
        setup_conditions: list[Condition] = []
        for sentence in section.sentences:
            if sentence.kind != "row" and sentence.start < header.start:
                figs = sort_figures(self.text, self.article.quantities, sentence)
                if not any(f.kind == "finding" for f in figs):
                    setup_conditions = merge_conditions(
                        setup_conditions,
                        sentence_conditions(self.text, sentence, figs, self.glossary),
                    )
        for row in rows[1:]:
            if len(row.cells) != len(header.cells):
                continue
            label = self.text[row.cells[0][0] : row.cells[0][1]]
            for col, (start, end) in enumerate(row.cells[1:], start=1):
                inside = [q for q in self.article.quantities if start <= q.start < end]
                if len(inside) != 1:
                    continue
                q = inside[0]
                head = heads[col]
                measure_text, subject = (head, label) if columns_are_measures else (label, head)
                unit = q.unit or _label_unit(measure_text)
                if unit != q.unit:
                    q = replace(q, unit=unit)
                measure = self.glossary.measure_for(unit, measure_text)
                quote = f"{header.text}\n{row.text}"
                claims.append(
                    self._make(
                        figures=[Figure.of(q, "value")],
                        subject=bilingual(_strip_label(subject), self.glossary),
                        measure=measure,
                        conditions=setup_conditions,
                        comparison="none",
                        against={},
                        quote=quote,
                        span=(row.start, row.end),
                        sentence_text=row.text,
                        basis=None,
                    )
                )
        return claims

    # --- conditions -------------------------------------------------------------------------

    # --- subjects --------------------------------------------------------------------------

    def _subject(self, draft: _Draft, previous: str) -> str:
        """The thing the claim is about, as the source writes it (pronouns resolved)."""
        text = self.text
        first = draft.figures[0][0]
        begin = clause_start(text, draft.sentence.start, first.start)
        head = text[begin : first.start]
        found = (
            subject_zh(head) if self.zh else subject_en(head, text[first.end : draft.sentence.end])
        )
        if not found and begin > draft.sentence.start:
            whole = text[draft.sentence.start : begin]
            found = leading_subject_zh(whole) if self.zh else subject_en(whole, "")
        if found and (
            is_hardware_only(found) or re.search(r"\d", found) and not proper_names(found)
        ):
            found = ""
        if found.startswith("its:"):
            who = _attributed_to(text[draft.sentence.start : draft.sentence.end])
            owner = (proper_names(who) or [who])[0] if who else (previous or self.owner_name)
            return f"{owner}'s {found[4:]}"
        if found.startswith("we:"):
            rest = found[3:]
            return f"{self.owner_name} 的{rest}" if self.zh else f"{self.owner_name}'s {rest}"
        if found and is_pronoun(found):
            return self.owner_name
        if found:
            return found
        return previous or self.owner_name

    def _heading_subject(self, heading: Sentence) -> str:
        text = heading.text
        text = re.split(r"[:：]", text)[0]
        names = proper_names(text)
        return names[0] if names else ""

    def _title_subject(self) -> str:
        names = proper_names(self.article.title) or proper_names(self.text[:300])
        return names[0] if names else ""

    # --- the claim ------------------------------------------------------------------------

    def _claim(
        self, draft: _Draft, conditions: list[Condition], subject: str, basis: str | None
    ) -> Claim | None:
        text = self.text
        sentence = draft.sentence
        figures = [Figure.of(_refine_unit(q, text), role) for q, role in draft.figures]
        if draft.figures:
            value_q = next(
                (q for q, role in draft.figures if role not in ("change", "share")),
                draft.figures[0][0],
            )
            context = clause_around(text, sentence, value_q)
            unit = _refine_unit(value_q, text).unit
            measure = self.glossary.measure_for(unit, context)
            if unit in _CHANGE_UNITS and measure in _GENERIC_MEASURES:
                measure = self.glossary.measure_for(None, context, any_unit=True) or measure
        else:
            measure = (
                self.glossary.measure_for(None, sentence.text, any_unit=True) or "performance-curve"
            )
        subject_words = subject
        quote_start = draft.quote_start if draft.quote_start is not None else sentence.start
        own = [c for c in conditions if not in_subject(c, subject_words)]
        return self._make(
            figures=figures,
            subject=bilingual(subject_words, self.glossary, fallback=self.owner_name),
            measure=measure,
            conditions=own,
            comparison=draft.comparison,
            against=bilingual(draft.against, self.glossary) if draft.against else {},
            quote=text[quote_start : sentence.end],
            span=(quote_start, sentence.end),
            sentence_text=sentence.text,
            basis=basis or _sentence_basis(sentence.text, own),
        )

    def _make(
        self,
        *,
        figures: list[Figure],
        subject: dict[str, str],
        measure: str,
        conditions: Sequence[Condition],
        comparison: str,
        against: dict[str, str],
        quote: str,
        span: tuple[int, int],
        sentence_text: str,
        basis: str | None,
    ) -> Claim:
        claimant, owner, attributed = self._claimant(sentence_text)
        key = f"{self.article.id}:{span[0]}:" + ",".join(f"{f.start}" for f in figures)
        return Claim(
            id="c-" + hashlib.sha1(key.encode()).hexdigest()[:10],
            article_id=self.article.id,
            figures=tuple(figures),
            subject=subject,
            claimant=claimant,
            claimant_owner=owner,
            measure=measure,
            conditions=tuple(conditions),
            comparison=comparison,
            against=against,
            quote=quote,
            quote_language=self.article.language,
            start=span[0],
            end=span[1],
            attributed=attributed,
            basis="repeated" if attributed and basis is None else basis,
        )

    def _claimant(self, sentence: str) -> tuple[dict[str, str], str, bool]:
        """Who states the claim as theirs: the article's owner, or the one it attributes it to."""
        who = _attributed_to(sentence)
        if who:
            lowered = who.lower()
            owner = self.owners.get(lowered) or next(
                (o for name, o in self.owners.items() if name and name in lowered), ""
            )
            if owner != self.article.owner:
                names = names_in(who) or [who]
                name = names[0]
                return bilingual(name, self.glossary), owner, True
        return bilingual(self.owner_name, self.glossary), self.article.owner, False


_MATCHES = re.compile(
    r"\bmatch(?:es|ed)?\b|follows? the same trend|on par with|keeps? pace with|追平|匹配|重合|走势一致|"
    r"与[^，。]{1,30}?(?:一致|相当|持平)",
    re.I,
)


def _match_against(sentence: str) -> str:
    if is_han(sentence):
        m = re.search(
            r"(?:与|和|跟|同)(?P<what>[^，。]{2,30}?)(?:重合|一致|相当|持平|匹配)", sentence
        )
        if m is None:
            m = re.search(r"(?:追平|匹配)(?:了)?(?P<what>[^，。（(]{2,30})", sentence)
    else:
        m = re.search(
            r"(?:match(?:es|ed)?|on par with|keeps? pace with|within)\s+(?P<what>[^,.;()]{2,60})",
            sentence,
            re.I,
        )
    return _clean_phrase(m["what"]) if m else ""


# --- frames: comparisons over a sentence's skeleton ------------------------------------------------
# In the skeleton every finding is `⟨i⟩`; the frames find comparisons between them.

_GAP = r"[^⟨;；。]"
_FRAMES: list[tuple[re.Pattern[str], dict[str, str], str]] = [
    # DEP4 … is 83% of DEP2 (53.3K against 64.4K tokens/s)
    (
        re.compile(
            rf"⟨(?P<s>\d+)⟩(?:\s*of\b|{_GAP}{{0,4}}的){_GAP}{{0,40}}?[（(]{_GAP}{{0,12}}?⟨(?P<a>\d+)⟩"
            rf"{_GAP}{{0,25}}?⟨(?P<b>\d+)⟩",
            re.I,
        ),
        {"s": "share", "a": "value", "b": "baseline"},
        "share-of",
    ),
    # 是 DEP2 的 83%（53.3K 对 64.4K）
    (
        re.compile(
            rf"的\s*⟨(?P<s>\d+)⟩\s*[（(]{_GAP}{{0,8}}?⟨(?P<a>\d+)⟩{_GAP}{{0,12}}?⟨(?P<b>\d+)⟩"
        ),
        {"s": "share", "a": "value", "b": "baseline"},
        "share-of",
    ),
    # from 141K to 440K (…, a 3.1x gain) / 从 141K 提到 440K，提升 3.1 倍
    (
        re.compile(
            rf"(?:\bfrom|[从由])\s*⟨(?P<a>\d+)⟩{_GAP}{{0,14}}?"
            r"(?:\bto\b|→|->|提升?到|提高到|提升至|提高至|增至|增加到|增长到|增长至|升至|上升到|上升至|上涨到|上涨至|"
            r"降至|降到|降低到|降低至|下降到|下降至|下调至|下调到|上调至|上调到|减少到|减少至|缩短到|缩短至|扩大到|扩大至|到|至)"
            rf"\s*⟨(?P<b>\d+)⟩(?:{_GAP}{{0,30}}?⟨(?P<c>\d+)⟩)?",
            re.I,
        ),
        {"a": "before", "b": "after", "c": "change"},
        "before-after",
    ),
    # cut by 31% from 26.80 to 18.50
    (
        re.compile(
            rf"⟨(?P<c>\d+)⟩{_GAP}{{0,12}}?\bfrom\s*⟨(?P<a>\d+)⟩{_GAP}{{0,10}}?\bto\s*⟨(?P<b>\d+)⟩",
            re.I,
        ),
        {"c": "change", "a": "before", "b": "after"},
        "before-after",
    ),
    # rose to 21,400 from 15,500 / 440K, up from 141K
    (
        re.compile(
            rf"⟨(?P<b>\d+)⟩{_GAP}{{0,30}}?\b(?:up|down)?\s*from\s+(?:the\s+|a\s+)?{_GAP}{{0,20}}?⟨(?P<a>\d+)⟩"
            rf"(?:{_GAP}{{0,30}}?⟨(?P<c>\d+)⟩)?",
            re.I,
        ),
        {"a": "before", "b": "after", "c": "change"},
        "before-after",
    ),
    # 826 tokens/s … against 575 on the standard path (44% higher)
    (
        re.compile(
            rf"⟨(?P<a>\d+)⟩{_GAP}{{0,50}}?\b(?:against|versus|vs\.?|compared (?:with|to)|than|over|"
            rf"relative to)\s+{_GAP}{{0,40}}?⟨(?P<b>\d+)⟩(?:{_GAP}{{0,40}}?⟨(?P<c>\d+)⟩)?",
            re.I,
        ),
        {"a": "value", "b": "baseline", "c": "change"},
        "versus",
    ),
    # 达到 826 tokens/s，比标准路径的 575 tokens/s 高 44%
    (
        re.compile(
            rf"⟨(?P<a>\d+)⟩{_GAP}{{0,30}}?(?:比|较|相比|对比|相较于?|而|对)\s*{_GAP}{{0,30}}?⟨(?P<b>\d+)⟩"
            rf"(?:{_GAP}{{0,20}}?⟨(?P<c>\d+)⟩)?"
        ),
        {"a": "value", "b": "baseline", "c": "change"},
        "versus",
    ),
    # 比标准路径的 575 tokens/s 高 44%，达到 826 tokens/s (baseline first)
    (
        re.compile(
            rf"(?:比|较|相比|相较于?){_GAP}{{0,30}}?⟨(?P<b>\d+)⟩{_GAP}{{0,6}}?"
            rf"(?:高出?|低|快|慢|多|少|提升|提高|下降|降低)了?\s*⟨(?P<c>\d+)⟩{_GAP}{{0,12}}?⟨(?P<a>\d+)⟩"
        ),
        {"b": "baseline", "c": "change", "a": "value"},
        "versus",
    ),
    # 44% higher than 575 / 高于 575 的 44% (change first)
    (
        re.compile(
            rf"⟨(?P<c>\d+)⟩\s*(?:higher|lower|faster|slower|more|less|cheaper|greater|above|below)\s+"
            rf"than\s+{_GAP}{{0,30}}?⟨(?P<b>\d+)⟩",
            re.I,
        ),
        {"c": "change", "b": "baseline"},
        "versus",
    ),
    # 954K … is 7.9 times the single-node result / 是……的 7.9 倍
    (
        re.compile(
            rf"⟨(?P<a>\d+)⟩{_GAP}{{0,60}}?⟨(?P<m>\d+)⟩\s*(?:times|x)?\s+(?:that of|the|of|what)\b",
            re.I,
        ),
        {"a": "value", "m": "change"},
        "multiple-of",
    ),
    (
        re.compile(rf"⟨(?P<a>\d+)⟩{_GAP}{{0,50}}?是{_GAP}{{0,70}}?的\s*⟨(?P<m>\d+)⟩"),
        {"a": "value", "m": "change"},
        "multiple-of",
    ),
    # 1.5x the decode throughput of vLLM (no value of its own)
    (
        re.compile(
            r"⟨(?P<m>\d+)⟩\s*(?:times\s+)?(?:that of|the|what|as (?:much|fast|high) as)\b", re.I
        ),
        {"m": "change"},
        "multiple-of",
    ),
    # within 6% of DeepInfer's published results / 相差在 6% 以内
    (
        re.compile(r"\bwithin\s+⟨(?P<c>\d+)⟩\s+of\b", re.I),
        {"c": "change"},
        "within",
    ),
    (
        re.compile(r"(?:相差|差距|差异|误差)(?:在|不到|不超过)?\s*⟨(?P<c>\d+)⟩\s*(?:以内|之内)?"),
        {"c": "change"},
        "within",
    ),
]


def _skeleton(
    text: str, sentence: Sentence, qs: list[Quantity]
) -> tuple[str, list[tuple[int, int]]]:
    """The sentence with each finding replaced by `⟨i⟩`; spans map skeleton → article."""
    out = []
    spans: list[tuple[int, int]] = []
    pos = sentence.start
    for index, q in enumerate(qs):
        out.append(text[pos : q.start])
        spans.append((sum(len(p) for p in out), q.start))
        out.append(f"⟨{index}⟩")
        pos = q.end
    out.append(text[pos : sentence.end])
    return "".join(out), spans


def _units_agree(
    match: re.Match[str], roles: Mapping[str, str], qs: list[Quantity], comparison: str
) -> bool:
    """Values and baselines in one unit (or one unitless); changes in %, x or pp; a share in
    %, a multiple in x."""
    units: list[str | None] = []
    for group, role in roles.items():
        value = match.groupdict().get(group)
        if value is None:
            continue
        q = qs[int(value)]
        if role in ("change", "share"):
            if q.unit not in _CHANGE_UNITS:
                return False
            if comparison == "multiple-of" and q.unit != "x":
                return False
            if comparison in ("share-of", "within") and q.unit != "%":
                return False
        else:
            if q.unit in ("%",) and role in ("before", "after", "value", "baseline"):
                units.append("%")
                continue
            units.append(q.unit)
    return len({u for u in units if u}) <= 1


def _against(
    skeleton: str, match: re.Match[str], comparison: str, spans: list[tuple[int, int]], text: str
) -> str:
    """What a comparison is against, in the source's words (`the standard path`, `DEP2`)."""
    tail = skeleton[match.end() :]
    whole = skeleton[match.start() : match.end()]
    if comparison == "multiple-of" and "是" in whole:
        m = re.search(r"是(?P<what>[^⟨]{2,70}?)的\s*⟨\d+⟩\s*$", whole)
        if m:
            what = re.sub(r"[（(][^）)]*[）)]", "", m["what"])
            return _clean_phrase(what)
    if comparison in ("multiple-of", "within"):
        m = re.match(
            r"\s*(?:times\s+|x\s+)?(?:that of|of|the|what)?\s*(?P<what>[^,.;()（）⟨]{2,70})",
            tail,
            re.I,
        )
        if not m:
            return ""
        what = m["what"]
        # `the decode throughput of vLLM`: what is measured, then whom it is compared with
        measured = re.match(
            r"^(?:(?:the|its|our)\s+)?(?:[\w-]+\s+){0,3}?(?:throughput|speed|performance|latency|price|cost|"
            r"efficiency|bandwidth|capacity|results?|score)\s+(?:of|for|on)\s+(?P<whom>.+)$",
            what.strip(),
            re.I,
        )
        return _clean_phrase(measured["whom"] if measured else what)
    if comparison == "share-of":
        m = re.search(r"(?:of\s+|是)(?P<what>[^⟨（(]{1,40}?)(?:的\s*)?⟨", whole)
        if m is None:
            m = re.search(r"(?P<what>[^⟨（(，,]{1,30}?)的\s*⟨\d+⟩\s*[（(]", whole)
        return _clean_phrase(m["what"]) if m else ""
    if comparison == "versus":
        m = re.search(
            r"(?:against|versus|vs\.?|compared (?:with|to)|than|over|relative to)\s+(?P<what>[^⟨]{0,40}?)\s*⟨\d+⟩(?P<after>[^⟨,.;()（）]{0,40})",
            whole + tail[:60],
            re.I,
        )
        if m:
            what = m["what"].strip() or re.sub(
                r"^\s*(?:[A-Za-z/-]+\s+)?(?:on|for|with|in|from)\s+", "", m["after"] or ""
            )
            return _clean_phrase(what)
        m = re.search(r"(?:比|较|相比|对比|相较于?)\s*(?P<what>[^⟨，,]{1,30}?)(?:的)?\s*⟨", whole)
        if m:
            return _clean_phrase(m["what"])
    return ""


def _clean_phrase(phrase: str) -> str:
    phrase = re.sub(r"\s+", " ", phrase).strip(" ,，、:：")
    phrase = re.split(r"\s+(?:across|at|on|in|with|under|during|when|against|for)\s+", phrase)[0]
    phrase = re.sub(r"^(?:the|a|an)\s+", "", phrase, flags=re.I)
    phrase = re.sub(r"\s+(?:on|in|at|for|with)$", "", phrase)
    return phrase


def _fold_changes(drafts: list[_Draft]) -> list[_Draft]:
    """A lone change right after a comparison without one (`降至 18.50 元，降幅约 31%`) is its change."""
    out: list[_Draft] = []
    for draft in drafts:
        if (
            out
            and len(draft.figures) == 1
            and draft.figures[0][1] == "change"
            and draft.quote_start is None
            and out[-1].comparison in ("before-after", "versus")
            and not any(role == "change" for _, role in out[-1].figures)
        ):
            prev = out[-1]
            out[-1] = replace(
                prev, figures=prev.figures + draft.figures, span=(prev.span[0], draft.span[1])
            )
            continue
        out.append(draft)
    return out


def _value_before(head: str, same: list[_Draft], change: Quantity) -> Quantity | None:
    """The claim's own value, stated just before its change in the same sentence."""
    for draft in reversed(same):
        if len(draft.figures) == 1 and draft.figures[0][1] == "value":
            q = draft.figures[0][0]
            if q.end <= change.start and change.start - q.end < 40:
                same.remove(draft)
                return q
    return None


def _baseline_before(
    text: str,
    earlier: list[tuple[_Draft, list[Condition], str]],
    what: str,
    unit: str | None,
    sentence: Sentence,
) -> tuple[Quantity, int] | None:
    """The figure an earlier sentence of the section gave for `what` (`the new on-demand rate`)."""
    words = {w for w in re.findall(r"[a-z0-9-]{3,}|[\u4e00-\u9fff]{2,}", what.lower())} - {
        "the",
        "new",
        "old",
    }
    new = bool(re.search(r"\bnew\b|现|新|now", what, re.I))
    best: tuple[int, Quantity, int] | None = None
    for draft, _, _ in earlier:
        if draft.sentence.section != sentence.section or draft.sentence.start >= sentence.start:
            continue
        context = text[draft.sentence.start : draft.sentence.end].lower()
        overlap = sum(1 for w in words if w in context)
        for q, role in draft.figures:
            if role in ("change", "share") or (unit and q.unit != unit):
                continue
            score = (
                overlap * 10
                + (5 if new and role == "after" else 0)
                + (3 if not new and role == "before" else 0)
            )
            if best is None or score >= best[0]:
                best = (score, q, draft.sentence.start)
    return (best[1], best[2]) if best else None


# --- subjects --------------------------------------------------------------------------------


# --- helpers -----------------------------------------------------------------------------------


def _owner_name(article: Article) -> str:
    """The claimant's display name: the publisher's name without its channel (`vLLM Blog` → vLLM)."""
    publisher = article.publisher
    name = re.sub(r"\s*[(（].*?[)）]\s*", "", publisher)
    name = re.sub(
        r"\s+(?:Blog|Newsroom|News|on X|on Weibo|Press|Team|Official)$", "", name, flags=re.I
    )
    name = re.sub(r"(?:项目)?(?:官方)?(?:微博|博客|公众号|账号)$", "", name)
    names = names_in(name)
    return names[0] if names and is_han(name) else name.strip() or article.owner


_ATTRIBUTION_EN = [
    re.compile(
        r"\b(?:according to)\s+(?P<who>(?:the\s+)?[A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*)*(?:'s\s+\w+)?)"
    ),
    re.compile(
        r"(?P<who>\b[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*)\s+(?:says|said|reports|reported|claims|claimed|states|stated|estimates|estimated|announced|wrote|writes)\b"
    ),
    re.compile(
        r"\b(?:says|said|reports|reported|claims|claimed|wrote|writes)\s+(?P<who>[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*)"
    ),
]
_ATTRIBUTION_ZH = [
    re.compile(
        r"据\s*(?P<who>[^，,。]{1,24}?)\s*(?:称|介绍|透露|表示|统计|报道|测算|披露|公布|官方|数据)"
    ),
    re.compile(
        r"(?P<who>[A-Za-z][\w.&-]*(?:\s+[A-Za-z][\w.&-]*)*|[\u4e00-\u9fff]{2,8})\s*(?:称|表示|透露|介绍|宣称|声称)[，,:：]"
    ),
]


def _attributed_to(sentence: str) -> str:
    """Whom a sentence attributes its figures to (`vLLM says`, `据 vLLM 称`), or ''."""
    for pattern in _ATTRIBUTION_ZH if is_han(sentence) else _ATTRIBUTION_EN:
        m = pattern.search(sentence)
        if m:
            who = re.sub(r"^the\s+", "", m["who"].strip(), flags=re.I)
            who = re.sub(r"'s\s+\w+$", "", who)
            return who
    return ""


def _refine_unit(q: Quantity, text: str) -> Quantity:
    """`每 GPU 小时 2.90 美元` is money per GPU-hour, like `2.90 美元/GPU 小时`."""
    if q.unit in ("USD", "CNY", "EUR"):
        before = text[max(0, q.start - 10) : q.start]
        if re.search(r"每\s*GPU\s*小时\s*$|per GPU[- ]hour,?\s*$", before, re.I):
            return replace(q, unit=f"{q.unit}/GPU-hour")
    return q


def _measure_label(cell: str) -> bool:
    return bool(
        re.search(
            r"\(.*?\)|（.*?）|throughput|latency|TTFT|TPOT|price|吞吐|延迟|价格|速度|speed|tokens/s|ms\b",
            cell,
            re.I,
        )
    )


def _label_unit(label: str) -> str | None:
    m = re.search(r"[(（]\s*([^()（）]{1,20}?)\s*[)）]", label)
    if not m:
        return None
    unit = m.group(1).strip()
    canon = {
        "tok/s": "tokens/s",
        "tokens/sec": "tokens/s",
        "token/s": "tokens/s",
        "$": "USD",
        "¥": "CNY",
        "元": "CNY",
    }
    return canon.get(unit, unit)


def _strip_label(text: str) -> str:
    return re.sub(r"\s*[(（][^()（）]*[)）]", "", text).strip()


_BASIS = [
    (
        "read from a chart",
        re.compile(
            r"read (?:off|from) (?:the |its |a )?(?:published )?(?:charts?|figures?|graphs?|plots?)|读自|从.{0,12}图表中?读取|图表中读取",
            re.I,
        ),
    ),
    ("converted", re.compile(r"equivalent to|works out to|translates to|折合|折算|相当于", re.I)),
    ("estimated", re.compile(r"\bestimat|估算|估计|测算", re.I)),
    (
        "measured",
        re.compile(r"\bwe measured|our (?:own )?measurements|measured on|实测|测得|测试中", re.I),
    ),
]


def _sentence_basis(sentence: str, conditions: Sequence[Condition]) -> str | None:
    for name, pattern in _BASIS:
        if pattern.search(sentence):
            return name
    if any(c.kind == "price basis" for c in conditions):
        return "converted"
    return None


def _section_basis(section: Section, text: str) -> str | None:
    """A section that says its reference numbers were read off charts qualifies its claims."""
    for sentence in section.sentences:
        if _BASIS[0][1].search(sentence.text):
            return "read from a chart"
    return None


_GENERIC_MEASURES = frozenset(
    {"gap", "share", "growth", "multiple", "count", "amount", "performance-curve"}
)


def _dedupe(claims: list[Claim]) -> list[Claim]:
    """The same claim said twice in one article (a summary and its section) is one claim."""
    out: list[Claim] = []
    for claim in claims:
        twin = next(
            (
                c
                for c in out
                if not claim.figures
                and not c.figures
                and claim.comparison == c.comparison == "matches"
                and proper_names(c.subject["en"])[:1] == proper_names(claim.subject["en"])[:1]
                and proper_names(c.against.get("en", ""))[:1]
                == proper_names(claim.against.get("en", ""))[:1]
            ),
            None,
        ) or next(
            (
                c
                for c in out
                if claim.figures
                and _same_figures(c, claim)
                and (c.measure == claim.measure or c.subject.get("en") == claim.subject.get("en"))
            ),
            None,
        )
        if twin is None:
            out.append(claim)
            continue
        richer = twin if len(twin.conditions) >= len(claim.conditions) else claim
        other = claim if richer is twin else twin
        measure = richer.measure
        if measure in _GENERIC_MEASURES and other.measure not in _GENERIC_MEASURES:
            measure = other.measure
        merged = replace(
            richer,
            measure=measure,
            conditions=tuple(merge_conditions(richer.conditions, other.conditions)),
            basis=twin.basis or claim.basis,
            against=richer.against or other.against,
        )
        out[out.index(twin)] = merged
    return out


def _same_figures(a: Claim, b: Claim) -> bool:
    return [(f.value, f.low, f.high, f.unit, f.role) for f in a.figures] == [
        (f.value, f.low, f.high, f.unit, f.role) for f in b.figures
    ]


def _num(value: float | None) -> str:
    if value is None:
        return ""
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:g}"
