"""sources.yaml → a frozen, validated Config; and every setting's default, in one place.

Settings live here, at the bottom of the house: the stages import config, never the
other way round, so `FetchSettings` is both the `fetch:` section of sources.yaml and what
the HTTP layer reads.

Validation is strict (pydantic, unknown keys forbidden) and every problem is reported
as one line naming the file, the line and the key, because an operator reading cron
mail has nothing else to go on. Reading is bounded before anything is built: a file
over 1 MB, a key given twice, YAML aliases that would expand past a few thousand
values (an "alias bomb") and nesting deeper than any config needs are refused, so
whatever a file holds it is answered at once.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from ._version import __version__
from .errors import ConfigError

DEFAULT_WINDOW_DAYS = 7
DEFAULT_MIN_SOURCES = 2
DEFAULT_USER_AGENT = f"news-digest/{__version__} (+https://github.com/news-digest/news-digest)"
DEFAULT_PER_HOST = 2
DEFAULT_GLOBAL_LIMIT = 32
DEFAULT_MIN_DELAY = 0.5
DEFAULT_RETRIES = 2
DEFAULT_BACKOFF = 0.5
DEFAULT_RETRY_AFTER_CAP = 60.0
DEFAULT_CONNECT_TIMEOUT = 10.0
DEFAULT_READ_TIMEOUT = 20.0
DEFAULT_DEADLINE = 60.0
DEFAULT_MAX_BODY_MB = 10.0
DEFAULT_MAX_REDIRECTS = 5

MAX_CONFIG_BYTES = 1_000_000  # a config of a thousand sources is about 100 kB
MAX_ALIAS_VALUES = 10_000  # values YAML aliases may add in all; a bomb adds billions
MAX_DEPTH = 16  # a config nests four levels; unknown keys may hold a little more

_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
# libyaml when it is there: the pure-Python parser takes about 3 s for a megabyte
_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_STR = "tag:yaml.org,2002:str"
_NULL = "tag:yaml.org,2002:null"
_MERGE = "tag:yaml.org,2002:merge"
_MAP = "tag:yaml.org,2002:map"
_SEQ = "tag:yaml.org,2002:seq"
_KINDS = {
    "tag:yaml.org,2002:int": "whole number",
    "tag:yaml.org,2002:float": "number",
    "tag:yaml.org,2002:bool": "true or false",
    "tag:yaml.org,2002:timestamp": "date",
}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class Names(_Strict):
    """A name in each language the operator gives it in (`{en: AI Tech Frontline, zh: AI 科技前线}`):
    each page shows its own language's, and one of the two may be left out."""

    en: str | None = Field(default=None, min_length=1)
    zh: str | None = Field(default=None, min_length=1)

    @model_validator(mode="after")
    def _one_at_least(self) -> Names:
        if self.en is None and self.zh is None:
            raise ValueError("give the name in en, zh or both")
        return self

    def given(self) -> dict[str, str]:
        """The names given, by language."""
        return {lang: name for lang, name in (("en", self.en), ("zh", self.zh)) if name}


# a name in sources.yaml: one string for every page, or a mapping by language
Bilingual = Annotated[str, Field(min_length=1)] | Names


def names_of(value: str | Names | None) -> dict[str, str]:
    """A configured name by language: a plain string stands on every page (the page decides
    whether it can show it as it is), a mapping for the languages it gives."""
    if value is None:
        return {}
    if isinstance(value, str):
        return {"en": value, "zh": value}
    return value.given()


class Site(_Strict):
    title: Bilingual
    base_url: str
    # terms an item must mention to be a full story (`[inference, LLM, 推理]`); off-topic items
    # are briefs. Empty: every item is on topic.
    topic: tuple[str, ...] = ()

    @field_validator("base_url")
    @classmethod
    def _absolute(cls, value: str) -> str:
        if not re.match(r"^https?://[^/\s]+", value):
            raise ValueError("must be an absolute http(s) URL")
        return value if value.endswith("/") else value + "/"

    def title_in(self, lang: str) -> str:
        """The site's title on a page in `lang`: its own language's, else the one given."""
        names = names_of(self.title)
        return names.get(lang) or next(iter(names.values()))

    @property
    def titles(self) -> dict[str, str]:
        return {lang: self.title_in(lang) for lang in ("en", "zh")}


class Edition(_Strict):
    window_days: int = Field(default=DEFAULT_WINDOW_DAYS, ge=1, le=366)
    # owners a story needs to be a full story; with fewer it is a one-line brief
    min_sources: int = Field(default=DEFAULT_MIN_SOURCES, ge=1, le=20)


class FetchSettings(_Strict):
    """How politely and within which limits to fetch: sources.yaml's `fetch:` section, read
    as is by the HTTP layer. Every field has a safe default.

    `deadline` is a budget per source: all of a source's requests, retries, backoffs,
    Retry-After waits and (for a feed) entry pages share it, from its first request on.
    """

    user_agent: str = Field(default=DEFAULT_USER_AGENT, min_length=8)
    contact: str | None = Field(default=None, min_length=3)  # appended to the User-Agent
    per_host: int = Field(default=DEFAULT_PER_HOST, ge=1, le=16)
    global_limit: int = Field(default=DEFAULT_GLOBAL_LIMIT, ge=1, le=256)
    min_delay: float = Field(default=DEFAULT_MIN_DELAY, ge=0, le=60)
    retries: int = Field(default=DEFAULT_RETRIES, ge=0, le=10)
    backoff: float = Field(default=DEFAULT_BACKOFF, ge=0, le=60)  # first retry's wait, doubling
    retry_after_cap: float = Field(default=DEFAULT_RETRY_AFTER_CAP, ge=0, le=3600)
    timeout: float = Field(default=DEFAULT_READ_TIMEOUT, gt=0, le=600)
    deadline: float = Field(default=DEFAULT_DEADLINE, gt=0, le=3600)
    max_body_mb: float = Field(default=DEFAULT_MAX_BODY_MB, gt=0, le=1000)
    max_redirects: int = Field(default=DEFAULT_MAX_REDIRECTS, ge=0, le=20)
    robots: bool = True

    @property
    def agent(self) -> str:
        """The User-Agent header: `user_agent`, with `contact` after it when given."""
        return f"{self.user_agent} ({self.contact})" if self.contact else self.user_agent

    @property
    def connect_timeout(self) -> float:
        """A host that does not accept a connection within 10 s is down, however long
        `timeout` allows a read."""
        return min(self.timeout, DEFAULT_CONNECT_TIMEOUT)

    @property
    def max_body(self) -> int:
        return int(self.max_body_mb * 1_000_000)


class Source(_Strict):
    id: str
    kind: Literal["feed", "page", "github-releases"]
    url: str = ""
    repo: str | None = None  # github-releases: owner/name
    name: str | Names | None = None
    owner: str | None = None
    language: Literal["en", "zh"] | None = None
    watch: bool = False  # page: record what changed since the last fetch

    @model_validator(mode="after")
    def _kind_fields(self) -> Source:
        if self.kind == "github-releases":
            if not self.repo and not self.url:
                raise ValueError("github-releases needs repo: owner/name")
            if self.repo and not self.url:
                object.__setattr__(self, "url", f"https://github.com/{self.repo}/releases.atom")
        elif self.repo:
            raise ValueError(f"repo is only for github-releases, not {self.kind}")
        if not self.url:
            raise ValueError("url: missing field")
        if self.watch and self.kind != "page":
            raise ValueError("watch is only for page sources")
        return self

    @field_validator("repo")
    @classmethod
    def _repo(cls, value: str | None) -> str | None:
        if value is not None and not re.match(r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", value):
            raise ValueError("must be owner/name")
        return value

    @field_validator("id", "owner")
    @classmethod
    def _slug(cls, value: str | None) -> str | None:
        if value is not None and not _ID.match(value):
            raise ValueError("must be lowercase letters, digits and dashes")
        return value

    @field_validator("url")
    @classmethod
    def _url(cls, value: str) -> str:
        if value and not re.match(r"^https?://[^/\s]+", value):
            raise ValueError("must be an absolute http(s) URL")
        return value

    @property
    def names(self) -> dict[str, str]:
        """The source's configured name by language ({} when it has none)."""
        return names_of(self.name)

    @property
    def publisher(self) -> str:
        """The name the source gives itself, in its own language where it is given so (the
        stories stage looks for it in the source's text); its id when it has no name. Pages
        show `edition.source_name` instead."""
        names = self.names
        return names.get(self.language or "") or names.get("zh") or names.get("en") or self.id

    @property
    def claimant(self) -> str:
        """Who stands behind what this source states, for corroboration."""
        return self.owner or self.id


class Config(_Strict):
    site: Site
    edition: Edition = Edition()
    fetch: FetchSettings = FetchSettings()
    # a glossary of the user's field (same form as pipeline/glossary.yaml), relative to this file
    glossary: str | None = None
    sources: tuple[Source, ...] = Field(min_length=1)

    def glossary_paths(self) -> tuple[Path, ...]:
        """The user's glossary files, which extend the shipped one."""
        return (Path(self.glossary),) if self.glossary else ()

    def source(self, source_id: str) -> Source:
        for source in self.sources:
            if source.id == source_id:
                return source
        raise KeyError(source_id)


def load_config(path: str | Path) -> Config:
    """Read and validate a sources.yaml; raise ConfigError with file:line: key: problem."""
    path = Path(path)
    try:
        with path.open("rb") as file:
            data = file.read(MAX_CONFIG_BYTES + 1)  # not more: /dev/zero is a file too
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(data) > MAX_CONFIG_BYTES:
        raise ConfigError(f"{path}: {_too_big(path)}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ConfigError(f"{path}:{line}: not UTF-8 text") from None
    config = parse_config(text, str(path))
    if config.glossary:
        glossary = (path.parent / config.glossary).resolve()
        if not glossary.is_file():
            line = _glossary_line(text)
            raise ConfigError(f"{path}:{line}: glossary: no such file: {config.glossary}")
        config = config.model_copy(update={"glossary": str(glossary)})
    return config


def _glossary_line(text: str) -> int:
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("glossary:"):
            return number
    return 1


def parse_config(text: str, name: str = "sources.yaml") -> Config:
    """Validate YAML text as a Config; errors name `name`, the line and the key."""
    if len(text) > MAX_CONFIG_BYTES or len(text.encode("utf-8")) > MAX_CONFIG_BYTES:
        raise ConfigError(f"{name}: over the {MAX_CONFIG_BYTES // 1_000_000} MB a config may be")
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if not isinstance(node, yaml.MappingNode):
            line = node.start_mark.line + 1 if node is not None else 1
            raise ConfigError(f"{name}:{line}: expected a mapping with site, edition and sources")
        _Bounds(name).check(node)
        data = _Builder(loader, name).build(node, ())
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f":{mark.line + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        context = getattr(exc, "context", None)
        if context:
            problem = f"{context}, {problem}"  # "expected a single document…, but found…"
        raise ConfigError(f"{name}{where}: invalid YAML: {problem}") from None
    except RecursionError:  # the pure-Python parser, on thousands of nested brackets
        raise ConfigError(f"{name}: nested too deeply to be a config: refused") from None
    finally:
        loader.dispose()
    try:
        config = Config.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(_describe(exc, node, name)) from None
    seen: dict[str, int] = {}
    for index, source in enumerate(config.sources):
        if source.id in seen:
            line = _line_of(node, ("sources", index, "id"))
            raise ConfigError(f"{name}:{line}: sources[{index}].id: duplicate id {source.id!r}")
        seen[source.id] = index
    return config


def _too_big(path: Path) -> str:
    try:
        size = path.stat().st_size
    except OSError:
        size = 0
    limit = f"the {MAX_CONFIG_BYTES // 1_000_000} MB a config may be"
    if size > MAX_CONFIG_BYTES:
        return f"{size / 1_000_000:.1f} MB, over {limit}: refused"
    return f"over {limit}: refused"


def _key(loc: tuple[Any, ...]) -> str:
    """("sources", 1, "url") → "sources[1].url"."""
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in loc).lstrip(".")


def _line(node: yaml.Node) -> int:
    return node.start_mark.line + 1


def _where(name: str, node: yaml.Node, loc: tuple[Any, ...]) -> str:
    return f"{name}:{_line(node)}: {_key(loc) or 'the top level'}"


class _Bounds:
    """One walk of the YAML graph before anything is built: keys given twice, aliases that
    refer to themselves or expand too far, nesting too deep. Each node is visited once, so
    the walk costs what the file's own nodes do, however far its aliases would expand."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._sizes: dict[int, int] = {}  # node → values it expands to, itself included
        self._uses: dict[int, int] = {}
        self._nodes: dict[int, yaml.Node] = {}
        self._open: set[int] = set()

    def check(self, root: yaml.Node) -> None:
        total = self._size(root, (), 0)
        if total - len(self._sizes) > MAX_ALIAS_VALUES:
            repeated = [n for n in self._nodes.values() if self._uses.get(id(n), 0) > 1]
            biggest = max(repeated, key=lambda n: self._sizes[id(n)], default=root)
            raise ConfigError(
                f"{self._name}:{_line(biggest)}: YAML aliases expand to more than "
                f"{MAX_ALIAS_VALUES:,} values: refused"
            )

    def _size(self, node: yaml.Node, loc: tuple[Any, ...], depth: int) -> int:
        key = id(node)
        self._uses[key] = self._uses.get(key, 0) + 1
        if key in self._sizes:
            return self._sizes[key]
        if key in self._open:
            raise ConfigError(
                f"{_where(self._name, node, loc)}: an alias refers to a value that holds it: refused"
            )
        if depth > MAX_DEPTH:
            raise ConfigError(
                f"{_where(self._name, node, loc)}: nested more than {MAX_DEPTH} levels deep: refused"
            )
        self._open.add(key)
        size = 1
        if isinstance(node, yaml.MappingNode):
            given: set[str] = set()
            for key_node, value in node.value:
                if isinstance(key_node, yaml.ScalarNode) and key_node.tag != _MERGE:
                    if key_node.value in given:
                        raise ConfigError(
                            f"{self._name}:{_line(key_node)}: "
                            f"{_key((*loc, key_node.value))}: given twice"
                        )
                    given.add(key_node.value)
                size += self._size(key_node, loc, depth + 1)
                label = key_node.value if isinstance(key_node, yaml.ScalarNode) else "?"
                size += self._size(value, (*loc, label), depth + 1)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                size += self._size(item, (*loc, index), depth + 1)
        self._open.discard(key)
        self._sizes[key] = size
        self._nodes[key] = node
        return size


class _Builder:
    """YAML nodes → plain data, lists as tuples (what strict mode wants for tuple fields).

    Scalars other than strings are built by the YAML loader itself; a value it cannot
    read (`2026-13-45`, `!!int x`) is a ConfigError naming its line.
    """

    def __init__(self, loader: Any, name: str) -> None:
        self._loader = loader
        self._name = name

    def build(self, node: yaml.Node, loc: tuple[Any, ...]) -> Any:
        if isinstance(node, yaml.MappingNode):
            if node.tag != _MAP:
                raise self._tagged(node, loc)
            self._loader.flatten_mapping(node)  # `<<: *defaults` merges; own keys win
            data = {}
            for key_node, value in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    raise ConfigError(
                        f"{_where(self._name, key_node, loc)}: "
                        "a key must be a plain word, not a list or a mapping"
                    )
                data[key_node.value] = self.build(value, (*loc, key_node.value))
            return data
        if isinstance(node, yaml.SequenceNode):
            if node.tag != _SEQ:
                raise self._tagged(node, loc)
            return tuple(self.build(item, (*loc, n)) for n, item in enumerate(node.value))
        if node.tag == _STR:
            return node.value
        try:
            return self._loader.construct_object(node, deep=True)
        except (ValueError, TypeError, OverflowError):
            kind = _KINDS.get(node.tag, node.tag)
            where = _where(self._name, node, loc)
            raise ConfigError(f"{where}: {node.value!r} is not a valid {kind}") from None

    def _tagged(self, node: yaml.Node, loc: tuple[Any, ...]) -> ConfigError:
        tag = node.tag.replace("tag:yaml.org,2002:", "!!")
        return ConfigError(f"{_where(self._name, node, loc)}: the YAML tag {tag} has no place here")


# --- pydantic's errors, as a person would say them ----------------------------------------

_SHAPES = {
    (): "a mapping with site, edition and sources",
    ("site",): "a mapping with title and base_url",
    ("edition",): "a mapping such as {window_days: 7}",
    ("fetch",): "a mapping of fetch settings such as {per_host: 2}",
    ("sources", int): "a mapping with id, kind and url",
}
_MODELS: dict[tuple[Any, ...], type[BaseModel]] = {
    (): Config,
    ("site",): Site,
    ("edition",): Edition,
    ("fetch",): FetchSettings,
    ("sources", int): Source,
    ("site", "title"): Names,
    ("sources", int, "name"): Names,
}
# the keys that take a name as a string or as a mapping by language (`Bilingual`): pydantic
# reports each failed branch of the union under a tag of its own, and the file says which it meant
_BILINGUAL = {("site", "title"), ("sources", int, "name")}


def _branch(part: Any) -> str | None:
    """Which branch of a name's union a key's part tags: `str`, `Names` or none."""
    if part in ("str", "constrained-str"):
        return "str"
    if part == "Names" or (isinstance(part, str) and re.match(r"function-\w+\[.*, Names\]$", part)):
        return "Names"
    return None


def _pattern(loc: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple(int if isinstance(part, int) else part for part in loc)


def _describe(exc: ValidationError, root: yaml.Node, name: str) -> str:
    """The first problem in the file (by line), as `file:line: key: problem`."""
    errors = _meant(exc.errors(include_url=False), root)
    locs = [tuple(error["loc"]) for error in errors]
    problems = []
    for order, error in enumerate(errors):
        loc = tuple(error["loc"])
        if any(len(other) > len(loc) and other[: len(loc)] == loc for other in locs):
            continue  # "no valid source" because sources[2] is wrong: say what is wrong there
        line = _line_of(root, loc[:-1] if error["type"] == "missing" else loc)
        problems.append((line, order, f"{name}:{line}: {_key(loc)}: {_problem(error, root)}"))
    return min(problems)[2]


def _meant(errors: list[Any], root: yaml.Node) -> list[Any]:
    """The errors of the branch of a name's union that the file wrote: the mapping's when it
    wrote a mapping, else the string's; the branch's tag taken out of the key."""
    out = []
    for error in errors:
        loc = tuple(error["loc"])
        at = next(
            (i for i, part in enumerate(loc) if _branch(part) and _pattern(loc[:i]) in _BILINGUAL),
            None,
        )
        if at is None:
            out.append(error)
            continue
        mapping = isinstance(_node_at(root, loc[:at]), yaml.MappingNode)
        if (_branch(loc[at]) == "Names") == mapping:
            out.append({**error, "loc": loc[:at] + loc[at + 1 :]})
    return out


def _problem(error: Any, root: yaml.Node) -> str:
    loc, kind, ctx = tuple(error["loc"]), error["type"], error.get("ctx") or {}
    got = _shown(_node_at(root, loc), error.get("input"))
    if kind == "extra_forbidden":
        model = _MODELS.get(_pattern(loc[:-1]))
        keys = list(model.model_fields) if model else []
        close = difflib.get_close_matches(str(loc[-1]), keys, n=1)
        if close:
            return f"unknown key (did you mean {close[0]}?)"
        return (
            "unknown language (a name is given in en, zh or both)"
            if model is Names
            else "unknown key"
        )
    if kind == "missing":
        return "missing field"
    if kind in ("model_type", "dict_type", "model_attributes_type"):
        return f"must be {_SHAPES.get(_pattern(loc), 'a mapping')} (got {got})"
    if kind in ("tuple_type", "list_type"):
        what = "a list of sources" if loc == ("sources",) else "a list"
        return f"must be {what} (got {got})"
    if kind == "too_short":
        return "must list at least one source" if loc == ("sources",) else "must not be empty"
    if kind == "string_type" and got == "a list" and _pattern(loc) in _BILINGUAL:
        return "must be text, or a mapping such as {en: …, zh: …} (got a list)"
    if kind == "string_type":
        quote = "; put it in quotes" if got not in ("nothing", "a list", "a mapping") else ""
        return f"must be text (got {got}{quote})"
    if kind == "string_too_short":
        at_least = ctx.get("min_length", 1)
        return "must not be empty" if at_least <= 1 else f"must be {at_least} characters or more"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"must be a whole number (got {got})"
    if kind in ("float_type", "float_parsing"):
        return f"must be a number (got {got})"
    if kind in ("bool_type", "bool_parsing"):
        return f"must be true or false (got {got})"
    if kind == "finite_number":
        return f"must be a finite number (got {got})"
    bounds = {
        "greater_than_equal": ("at least", "ge"),
        "greater_than": ("more than", "gt"),
        "less_than_equal": ("at most", "le"),
        "less_than": ("less than", "lt"),
    }
    if kind in bounds:
        words, bound = bounds[kind]
        return f"must be {words} {ctx.get(bound):g} (got {got})"
    if kind == "literal_error":
        return f"must be {ctx.get('expected', 'one of the listed words')} (got {got})"
    problem = str(error["msg"]).removeprefix("Value error, ")
    problem = problem.replace("Input should be", "must be")
    if kind == "value_error" and got in ("a mapping", "a list"):
        return problem  # a whole source is wrong: its own message says how
    return f"{problem} (got {got})"


def _shown(node: yaml.Node | None, value: Any) -> str:
    """A value as the file wrote it: 'rss', 2024, 2026-10-25, nothing, a list."""
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    if isinstance(node, yaml.ScalarNode):
        if node.tag == _NULL:
            return "nothing"
        text = repr(node.value) if node.tag == _STR else " ".join(node.value.split())
    else:
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _node_at(node: yaml.Node, loc: tuple[Any, ...]) -> yaml.Node | None:
    """The YAML node at `loc`, or None when the path leaves the file."""
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            values = [v for k, v in node.value if getattr(k, "value", None) == str(part)]
            if not values:
                return None
            node = values[-1]  # after a merge the file's own key comes last and wins
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
            if part >= len(node.value):
                return None
            node = node.value[part]
        else:
            return None
    return node


def _line_of(node: yaml.Node | None, loc: tuple[Any, ...]) -> int:
    """1-based line of the YAML node at `loc` (or of its nearest parent)."""
    line = 1 if node is None else node.start_mark.line + 1
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            match = [(k, v) for k, v in node.value if getattr(k, "value", None) == str(part)]
            if not match:
                break
            key_node, node = match[-1]
            line = key_node.start_mark.line + 1
        elif (
            isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value)
        ):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            break
    return line
