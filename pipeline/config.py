"""sources.yaml → a frozen, validated Config; and every setting's default, in one place.

Settings live here, at the bottom of the house: the stages import config, never the
other way round, so `FetchSettings` is both the `fetch:` section of sources.yaml and what
the HTTP layer reads.

Validation is strict (pydantic, unknown keys forbidden) and every problem is reported
as one line naming the file, the line and the key, because an operator reading cron
mail has nothing else to go on.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from ._version import __version__
from .errors import ConfigError

DEFAULT_WINDOW_DAYS = 7
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

_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class Site(_Strict):
    title: str = Field(min_length=1)
    base_url: str

    @field_validator("base_url")
    @classmethod
    def _absolute(cls, value: str) -> str:
        if not re.match(r"^https?://[^/\s]+", value):
            raise ValueError("must be an absolute http(s) URL")
        return value if value.endswith("/") else value + "/"


class Edition(_Strict):
    window_days: int = Field(default=DEFAULT_WINDOW_DAYS, ge=1, le=366)


class FetchSettings(_Strict):
    """How politely and within which limits to fetch: sources.yaml's `fetch:` section, read
    as is by the HTTP layer. Every field has a safe default.
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
    name: str | None = None
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
    def publisher(self) -> str:
        """The name shown in references."""
        return self.name or self.id

    @property
    def claimant(self) -> str:
        """Who stands behind what this source states, for corroboration."""
        return self.owner or self.id


class Config(_Strict):
    site: Site
    edition: Edition = Edition()
    fetch: FetchSettings = FetchSettings()
    sources: tuple[Source, ...] = Field(min_length=1)

    def source(self, source_id: str) -> Source:
        for source in self.sources:
            if source.id == source_id:
                return source
        raise KeyError(source_id)


def load_config(path: str | Path) -> Config:
    """Read and validate a sources.yaml; raise ConfigError with file:line: key: problem."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: not UTF-8 text") from None
    return parse_config(text, str(path))


def parse_config(text: str, name: str = "sources.yaml") -> Config:
    """Validate YAML text as a Config; errors name `name`, the line and the key."""
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f":{mark.line + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError(f"{name}{where}: invalid YAML: {problem}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"{name}:1: expected a mapping with site, edition and sources")
    try:
        config = Config.model_validate(_tuples(data))
    except ValidationError as exc:
        raise ConfigError(_describe(exc, node, name)) from None
    seen: dict[str, int] = {}
    for index, source in enumerate(config.sources):
        if source.id in seen:
            line = _line_of(node, ("sources", index, "id"))
            raise ConfigError(f"{name}:{line}: sources[{index}].id: duplicate id {source.id!r}")
        seen[source.id] = index
    return config


def _tuples(data: Any) -> Any:
    """Lists become tuples so strict mode accepts them for tuple fields."""
    if isinstance(data, dict):
        return {key: _tuples(value) for key, value in data.items()}
    if isinstance(data, list):
        return tuple(_tuples(value) for value in data)
    return data


def _describe(exc: ValidationError, node: yaml.Node | None, name: str) -> str:
    error = exc.errors()[0]
    loc = tuple(error["loc"])
    key = ".".join(f"[{p}]" if isinstance(p, int) else str(p) for p in loc).replace(".[", "[")
    kind = error["type"]
    if kind == "extra_forbidden":
        problem = "unknown key"
    elif kind == "missing":
        problem = "missing field"
        line = _line_of(node, loc[:-1])
        return f"{name}:{line}: {key}: {problem}"
    else:
        problem = error["msg"].removeprefix("Value error, ")
        if "input" in error and not isinstance(error["input"], (dict, tuple)):
            problem += f" (got {error['input']!r})"
    return f"{name}:{_line_of(node, loc)}: {key}: {problem}"


def _line_of(node: yaml.Node | None, loc: tuple[Any, ...]) -> int:
    """1-based line of the YAML node at `loc` (or of its nearest parent)."""
    line = 1 if node is None else node.start_mark.line + 1
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            match = [(k, v) for k, v in node.value if k.value == part]
            if not match:
                break
            key_node, node = match[0]
            line = key_node.start_mark.line + 1
        elif (
            isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value)
        ):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            break
    return line
