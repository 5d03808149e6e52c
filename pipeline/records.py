"""The records that cross stage boundaries.

Every stage takes and returns these frozen dataclasses; nothing passes dicts
around. ``to_json``/``from_json`` give the store and the edition JSON one
spelling of each record.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal

Precision = Literal["day", "month", "year"]
Status = Literal["conflicting", "corroborated", "self-reported"]


MONEY_UNITS = frozenset({"USD", "CNY", "EUR", "JPY", "GBP"})


def is_money(unit: str | None) -> bool:
    """An amount of money, alone or per something (`USD`, `CNY/GPU-hour`)."""
    return (unit or "").split("/")[0] in MONEY_UNITS


@dataclass(frozen=True)
class Quantity:
    """An amount stated in a text; offsets index the text it came from."""

    text: str
    start: int
    end: int
    value: float | None
    unit: str | None = None
    low: float | None = None
    high: float | None = None


@dataclass(frozen=True)
class DateMention:
    """A calendar date, month or year stated in a text, resolved to ISO form."""

    text: str
    start: int
    end: int
    value: str
    precision: Precision


@dataclass(frozen=True)
class Document:
    """What extraction returns for one text or page (the `digest extract` record)."""

    url: str | None
    title: str | None
    published: str | None
    language: str
    text: str
    quantities: tuple[Quantity, ...] = ()
    dates: tuple[DateMention, ...] = ()


@dataclass(frozen=True)
class Entry:
    """One item to extract: a feed entry followed to its page, or a page source."""

    source_id: str
    url: str
    body: bytes
    content_type: str
    title: str | None = None
    published: str | None = None  # ISO date from the feed, when it gives one
    summary: str | None = None


@dataclass(frozen=True)
class Article:
    """An extracted article as the store keeps it and the stories stage reads it."""

    id: str
    source_id: str
    url: str
    publisher: str
    owner: str
    title: str
    published: str | None
    language: str
    text: str
    quantities: tuple[Quantity, ...] = ()
    dates: tuple[DateMention, ...] = ()
    dated: str = "page"  # where `published` comes from: page or feed, or first-seen (fetch day)


@dataclass(frozen=True)
class Check:
    """A recomputation of arithmetic that a source states."""

    kind: str
    ok: bool
    detail: str


@dataclass(frozen=True)
class Figure:
    """One figure of a claim, with its role in it (value, baseline, before, after, change, …)."""

    text: str
    value: float | None
    unit: str | None
    role: str
    low: float | None = None
    high: float | None = None
    start: int = 0  # offsets in the article's text
    end: int = 0

    @classmethod
    def of(cls, q: Quantity, role: str) -> Figure:
        return cls(q.text, q.value, q.unit or None, role, q.low, q.high, q.start, q.end)


# the kind of a condition that is the set-up of what a claim is compared with, not its own
BASELINE_SETUP_KIND = "baseline set-up"
# a condition that says what moved a before/after claim's measure (`EPLB` raised the ratio)
CAUSE_KIND = "cause"


@dataclass(frozen=True)
class Condition:
    """A set-up fact a claim holds under (`4 B300 GPUs`, `nextn=3`), named in both languages."""

    kind: str
    text: str  # as the source writes it
    en: str
    zh: str
    value: float | None = None
    unit: str | None = None


@dataclass(frozen=True)
class Conflict:
    """Another statement of the same claim with a different value, and where it stands."""

    claim_id: str
    article_id: str
    figures: str  # its figures as written, e.g. `1.5x`


@dataclass(frozen=True)
class Claim:
    """One finding a source states: figures, subject, measure, conditions, standing, checks.

    The contract is ../shared/CLAIMS.md. `subject`, `claimant` and `against` hold the
    source's names in both languages; `measure` is a glossary key.
    """

    id: str
    article_id: str
    figures: tuple[Figure, ...]
    subject: dict[str, str]
    claimant: dict[str, str]
    claimant_owner: str  # the owner id of the claimant's sources, '' when none is in the story
    measure: str
    conditions: tuple[Condition, ...]
    comparison: str  # none, versus, before-after, share-of, multiple-of, within, change
    against: dict[str, str]
    quote: str
    quote_language: str
    start: int  # the quote's offsets in the article's text
    end: int
    attributed: bool = False  # the article repeats the claimant's claim
    basis: str | None = None
    also_in: tuple[str, ...] = ()
    status: Status = "self-reported"
    checks: tuple[Check, ...] = ()
    conflicts: tuple[Conflict, ...] = ()
    # who set the figure against `against`, where not the claimant: a report that compares
    # the claimant's figure with another's (`Jike Caijing`), so that the claimant is not
    # said to have made a comparison it never made
    compared_by: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Event:
    """A dated event of a story in codes: who did what to which, when, and where it is said.

    `action` is a code (open-source, release, launch, announce, take-effect, question,
    decline-open-source, start-production, cut-price, raise-price, price-effective, publish, report,
    report-gap, report-untested); a `report` links the claim
    it reports. The edition writes the event in each language.
    """

    date: str
    precision: Precision
    action: str
    actor: dict[str, str]
    object: dict[str, str]
    article_id: str
    quote: str
    quote_language: str
    claim_id: str | None = None
    also_in: tuple[str, ...] = ()
    approximate: bool = False  # dated by `this week`: the same event with a day wins
    # what the object is, where its source says so (`推理引擎 DeepInfer`: inference engine)
    kind: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Gap:
    """Something a source says is missing, not included or not yet tested, with its items
    in both languages (`{"en": "KV cache system", "zh": "KV cache 系统", "key": …}`)."""

    kind: str  # not-included, missing, not-reproduced, not-disclosed, to-be-announced
    subject: dict[str, str]
    items: tuple[dict[str, str], ...]
    article_id: str
    quote: str
    quote_language: str
    also_in: tuple[str, ...] = ()


@dataclass(frozen=True)
class Note:
    """How a source qualifies its own numbers: did not re-run, read from charts, own build."""

    kind: str
    actor: dict[str, str]
    object: dict[str, str]
    article_id: str
    quote: str
    quote_language: str
    also_in: tuple[str, ...] = ()


@dataclass(frozen=True)
class Story:
    """Articles about one event: their claims, events, gaps and notes."""

    id: str
    title: dict[str, str]
    article_ids: tuple[str, ...]
    claims: tuple[Claim, ...] = ()
    events: tuple[Event, ...] = ()
    gaps: tuple[Gap, ...] = ()
    notes: tuple[Note, ...] = ()


@dataclass(frozen=True)
class SourceStatus:
    """How one source fared in the run an edition was built from."""

    id: str
    status: Literal["ok", "not-modified", "error"]
    items: int = 0
    error: str | None = None


def to_json(record: Any) -> Any:
    """A record as plain JSON-ready data (tuples become lists)."""
    if dataclasses.is_dataclass(record) and not isinstance(record, type):
        return {f.name: to_json(getattr(record, f.name)) for f in dataclasses.fields(record)}
    if isinstance(record, (list, tuple)):
        return [to_json(item) for item in record]
    if isinstance(record, dict):
        return {key: to_json(value) for key, value in record.items()}
    return record


def quantity_from_json(data: dict[str, Any]) -> Quantity:
    return Quantity(
        text=data["text"],
        start=data["start"],
        end=data["end"],
        value=data.get("value"),
        unit=data.get("unit"),
        low=data.get("low"),
        high=data.get("high"),
    )


def date_from_json(data: dict[str, Any]) -> DateMention:
    return DateMention(**{k: data[k] for k in ("text", "start", "end", "value", "precision")})


def article_from_json(data: dict[str, Any]) -> Article:
    fields = {k: v for k, v in data.items() if k not in ("quantities", "dates")}
    return Article(
        **fields,
        quantities=tuple(quantity_from_json(q) for q in data.get("quantities", ())),
        dates=tuple(date_from_json(d) for d in data.get("dates", ())),
    )


@dataclass(frozen=True)
class Response:
    """One HTTP exchange as fetched, kept raw in the store."""

    source_id: str
    url: str
    status: int
    content_type: str
    body: bytes
    fetched_at: str
    etag: str | None = None
    last_modified: str | None = None
    error: str | None = None
    final_url: str | None = None  # after redirects
    not_modified: bool = False  # a 304: the body is the stored one
    wire_bytes: int = 0  # bytes received, before decompression
    seconds: float = 0.0
    truncated: bool = False  # cut at the body limit


@dataclass(frozen=True)
class Cached:
    """What the store holds for a URL: validators for a conditional GET and the body."""

    etag: str | None
    last_modified: str | None
    body: bytes
    content_type: str


@dataclass(frozen=True)
class SourceReport:
    """How one source fared in one run, for `--report` and the health table."""

    id: str
    status: str
    http_status: int | None = None
    bytes: int = 0
    seconds: float = 0.0
    new: int = 0
    seen: int = 0
    failed: int = 0  # new entries that could not be extracted (warnings, unless all failed)
    error: str | None = None
    consecutive_failures: int = 0
    failing_since: str | None = None


@dataclass(frozen=True)
class PageChange:
    """What changed in a watched page since its previous fetch (paragraphs added/removed)."""

    source_id: str
    url: str
    fetched_on: str
    changed: bool
    added: list[str]
    removed: list[str]
