"""sources.yaml: a valid file loads; every problem is one line naming file, line and key."""

from __future__ import annotations

import ast
import importlib.metadata
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import pipeline
import pipeline._version
from pipeline.cli import main
from pipeline.config import DEFAULT_USER_AGENT, FetchSettings, load_config
from pipeline.demo import CONFIG as DEMO_CONFIG
from pipeline.errors import ConfigError

DATA = Path(__file__).resolve().parent / "data" / "config"

GOOD = """\
site:
  title: AI Inference Digest
  base_url: https://example.org/digest
edition:
  window_days: 7
sources:
  - id: vllm-blog
    url: https://blog.example/feed.xml
    kind: feed
    name: vLLM Blog
    owner: vllm
    language: en
  - id: readme
    url: https://git.example/deepinfer
    kind: page
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "sources.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_valid_file_loads(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, GOOD))
    assert config.site.base_url == "https://example.org/digest/"
    assert [s.id for s in config.sources] == ["vllm-blog", "readme"]
    assert config.source("readme").publisher == "readme"
    assert config.source("vllm-blog").claimant == "vllm"


def test_a_name_is_one_string_or_one_for_each_language(tmp_path: Path) -> None:
    """`name:` and `site.title:` take a string (every page shows it) or a mapping by language,
    which may leave one language out; the stories stage reads a source's own name."""
    text = (
        GOOD.replace(
            "  title: AI Inference Digest\n",
            "  title: {en: AI Inference Digest, zh: AI 推理周报}\n",
        )
        + "  - {id: weibo, kind: page, url: 'https://weibo.example/1', language: zh,\n"
        + "     name: {en: vLLM on Weibo, zh: vLLM 项目官方微博}, owner: vllm}\n"
        + "  - {id: wire, kind: feed, url: 'https://wire.example/f', name: {en: CloudWire}}\n"
    )
    config = load_config(write(tmp_path, text))

    assert config.site.titles == {"en": "AI Inference Digest", "zh": "AI 推理周报"}
    assert config.site.title_in("zh") == "AI 推理周报"
    assert config.source("vllm-blog").names == {"en": "vLLM Blog", "zh": "vLLM Blog"}
    assert config.source("weibo").names == {"en": "vLLM on Weibo", "zh": "vLLM 项目官方微博"}
    assert config.source("weibo").publisher == "vLLM 项目官方微博"
    assert config.source("wire").names == {"en": "CloudWire"}
    assert config.source("wire").publisher == "CloudWire"
    assert config.source("readme").names == {}
    single = load_config(write(tmp_path, GOOD)).site
    assert single.titles == {"en": "AI Inference Digest", "zh": "AI Inference Digest"}


def test_window_days_defaults_to_seven(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, GOOD.replace("edition:\n  window_days: 7\n", "")))
    assert config.edition.window_days == 7


def digest_build(config: Path) -> Result:
    """`digest build --config CONFIG`, the real CLI: the config is read before anything else,
    and a valid one finds no store (exit 1), so no case can reach the network."""
    return CliRunner().invoke(
        main,
        ["build", "--config", str(config), "--state", str(config.parent / "state")]
        + ["--out", str(config.parent / "out")],
    )


def edit(old: str, new: str) -> str:
    assert old in GOOD, old
    return GOOD.replace(old, new, 1)


SITE = "site: {title: T, base_url: 'https://d.example/'}\n"
ONE = "sources:\n  - {id: a, kind: feed, url: 'https://a.example/f'}\n"

# (sources.yaml, what follows `digest: error: PATH:` on the one line of standard error)
CASES = {
    # keys
    "unknown key": (
        edit("    kind: page\n", "    kind: page\n    colour: red\n"),
        "16: sources[1].colour: unknown key",
    ),
    "unknown key, a near miss": (
        edit("    owner: vllm\n", "    ownr: vllm\n"),
        "11: sources[0].ownr: unknown key (did you mean owner?)",
    ),
    "unknown top-level key": (GOOD + "colour: red\n", "16: colour: unknown key"),
    "missing field": (edit("  title: AI Inference Digest\n", ""), "1: site.title: missing field"),
    "missing url": (
        edit("    url: https://git.example/deepinfer\n", ""),
        "13: sources[1]: url: missing field",
    ),
    "key given twice": (
        edit("    kind: page\n", "    kind: page\n    kind: feed\n"),
        "16: sources[1].kind: given twice",
    ),
    "section given twice": (GOOD + "edition:\n  window_days: 3\n", "16: edition: given twice"),
    "a list as a key": (
        GOOD + "? [a, b]\n: c\n",
        "16: the top level: a key must be a plain word, not a list or a mapping",
    ),
    # shapes
    "top level not a mapping": (
        "- vllm-blog\n",
        "1: expected a mapping with site, edition and sources",
    ),
    "empty file": ("", "1: expected a mapping with site, edition and sources"),
    "site not a mapping": (
        edit(
            "site:\n  title: AI Inference Digest\n  base_url: https://example.org/digest\n",
            "site: AI Digest\n",
        ),
        "1: site: must be a mapping with title and base_url (got 'AI Digest')",
    ),
    "fetch not a mapping": (
        SITE + "fetch: [per_host]\n" + ONE,
        "2: fetch: must be a mapping of fetch settings such as {per_host: 2} (got a list)",
    ),
    "sources a mapping": (
        SITE + "sources:\n  id: a\n",
        "2: sources: must be a list of sources (got a mapping)",
    ),
    "sources a word": (
        SITE + "sources: feeds\n",
        "2: sources: must be a list of sources (got 'feeds')",
    ),
    "sources empty": (SITE + "sources:\n", "2: sources: must be a list of sources (got nothing)"),
    "sources an empty list": (SITE + "sources: []\n", "2: sources: must list at least one source"),
    "a source not a mapping": (
        SITE + "sources: [vllm-blog]\n",
        "2: sources[0]: must be a mapping with id, kind and url (got 'vllm-blog')",
    ),
    # values
    "kind not one of the three": (
        edit("    kind: feed\n", "    kind: rss\n"),
        "9: sources[0].kind: must be 'feed', 'page' or 'github-releases' (got 'rss')",
    ),
    "language not en or zh": (
        edit("    language: en\n", "    language: fr\n"),
        "12: sources[0].language: must be 'en' or 'zh' (got 'fr')",
    ),
    "id not a slug": (
        edit("  - id: readme\n", "  - id: Read Me\n"),
        "13: sources[1].id: must be lowercase letters, digits and dashes (got 'Read Me')",
    ),
    "id a number": (
        edit("  - id: readme\n", "  - id: 2024\n"),
        "13: sources[1].id: must be text (got 2024; put it in quotes)",
    ),
    "name a date": (
        edit("    name: vLLM Blog\n", "    name: 2026-10-05\n"),
        "10: sources[0].name: must be text (got 2026-10-05; put it in quotes)",
    ),
    "a date that is no date": (
        edit("    name: vLLM Blog\n", "    name: 2026-13-45\n"),
        "10: sources[0].name: '2026-13-45' is not a valid date",
    ),
    "title empty": (
        edit("  title: AI Inference Digest\n", "  title: ''\n"),
        "2: site.title: must not be empty",
    ),
    "a name in a language the digest has not": (
        edit("    name: vLLM Blog\n", "    name: {en: vLLM Blog, fr: Blog de vLLM}\n"),
        "10: sources[0].name.fr: unknown language (a name is given in en, zh or both)",
    ),
    "a title's language, a near miss": (
        edit("  title: AI Inference Digest\n", "  title:\n    eng: AI Inference Digest\n"),
        "3: site.title.eng: unknown key (did you mean en?)",
    ),
    "a name by language with no language": (
        edit("    name: vLLM Blog\n", "    name: {}\n"),
        "10: sources[0].name: give the name in en, zh or both",
    ),
    "a title's Chinese not text": (
        edit("  title: AI Inference Digest\n", "  title:\n    en: AI Digest\n    zh: 2026\n"),
        "4: site.title.zh: must be text (got 2026; put it in quotes)",
    ),
    "a title's English empty": (
        edit("  title: AI Inference Digest\n", "  title: {en: '', zh: AI 推理周报}\n"),
        "2: site.title.en: must not be empty",
    ),
    "names as a list": (
        edit("    name: vLLM Blog\n", "    name: [vLLM Blog, vLLM 博客]\n"),
        "10: sources[0].name: must be text, or a mapping such as {en: …, zh: …} (got a list)",
    ),
    "title left blank": (
        edit("  title: AI Inference Digest\n", "  title:\n"),
        "2: site.title: must be text (got nothing)",
    ),
    "base_url not absolute": (
        edit("  base_url: https://example.org/digest", "  base_url: example.org"),
        "3: site.base_url: must be an absolute http(s) URL (got 'example.org')",
    ),
    "duplicate id": (
        edit("  - id: readme\n", "  - id: vllm-blog\n"),
        "13: sources[1].id: duplicate id 'vllm-blog'",
    ),
    "window_days a word": (
        edit("  window_days: 7", "  window_days: seven"),
        "5: edition.window_days: must be a whole number (got 'seven')",
    ),
    "window_days a fraction": (
        edit("  window_days: 7", "  window_days: 7.5"),
        "5: edition.window_days: must be a whole number (got 7.5)",
    ),
    "window_days zero": (
        edit("  window_days: 7", "  window_days: 0"),
        "5: edition.window_days: must be at least 1 (got 0)",
    ),
    "window_days too many": (
        edit("  window_days: 7", "  window_days: 400"),
        "5: edition.window_days: must be at most 366 (got 400)",
    ),
    "deadline zero": (
        SITE + "fetch: {deadline: 0}\n" + ONE,
        "2: fetch.deadline: must be more than 0 (got 0)",
    ),
    "min_delay quoted": (
        SITE + "fetch: {min_delay: '0.5'}\n" + ONE,
        "2: fetch.min_delay: must be a number (got '0.5')",
    ),
    "robots not a yes or no": (
        SITE + "fetch: {robots: maybe}\n" + ONE,
        "2: fetch.robots: must be true or false (got 'maybe')",
    ),
    "user_agent too short": (
        SITE + "fetch: {user_agent: bot}\n" + ONE,
        "2: fetch.user_agent: must be 8 characters or more",
    ),
    "retries not a whole number": (
        SITE + "fetch: {retries: !!int two}\n" + ONE,
        "2: fetch.retries: 'two' is not a valid whole number",
    ),
    "watch on a feed": (
        edit("    language: en\n", "    language: en\n    watch: true\n"),
        "7: sources[0]: watch is only for page sources",
    ),
    "repo not owner/name": (
        SITE + "sources:\n  - {id: a, kind: github-releases, repo: vllm}\n",
        "3: sources[0].repo: must be owner/name (got 'vllm')",
    ),
    "releases without a repo": (
        SITE + "sources:\n  - {id: a, kind: github-releases}\n",
        "3: sources[0]: github-releases needs repo: owner/name",
    ),
    # YAML itself
    "invalid YAML": (
        edit("site:\n", "site: [\n"),
        "3: invalid YAML: while parsing a flow sequence, did not find expected ',' or ']'",
    ),
    "two documents": (
        GOOD + "---\n" + GOOD,
        "16: invalid YAML: expected a single document in the stream, but found another document",
    ),
    "a Python object": (
        SITE + "fetch: !!python/object/apply:os.system [ls]\n" + ONE,
        "2: fetch: the YAML tag !!python/object/apply:os.system has no place here",
    ),
    "an alias inside itself": (
        SITE + "edition: &loop {window_days: *loop}\n" + ONE,
        "2: edition.window_days: an alias refers to a value that holds it: refused",
    ),
    "nested too deep": (
        SITE + "edition: {window_days: " + "[" * 20 + "]" * 20 + "}\n" + ONE,
        "2: edition.window_days[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]: "
        "nested more than 16 levels deep: refused",
    ),
}


@pytest.mark.parametrize(("text", "message"), CASES.values(), ids=CASES.keys())
def test_every_config_error_is_one_line_naming_file_line_and_key(
    tmp_path: Path, text: str, message: str
) -> None:
    """Through the real CLI: exit status 2 and one line on standard error, as a person
    would write it (no "Input should be a valid tuple")."""
    path = write(tmp_path, text)

    result = digest_build(path)

    assert result.exit_code == 2, result.output
    assert result.stderr == f"digest: error: {path}:{message}\n"
    assert result.stdout == ""


def test_a_file_that_is_not_utf8_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "sources.yaml"
    path.write_bytes(GOOD.replace("vLLM Blog", "vLLM \u535a\u5ba2").encode("gbk"))

    result = digest_build(path)

    assert (result.exit_code, result.stderr) == (2, f"digest: error: {path}:10: not UTF-8 text\n")


def digest_subprocess(path: Path) -> subprocess.CompletedProcess[str]:
    """`python -m pipeline build --config PATH` with a 60 s timeout: what took minutes before
    must not come near it (a test that hangs fails here instead of stalling the suite). The
    CLI's own start-up takes about 3 s, and a loaded 2-core machine has been seen to need more
    than 10 s for it, so the bound sits well above that and well below the minutes it guards."""
    return subprocess.run(
        [sys.executable, "-m", "pipeline", "build", "--config", str(path)]
        + ["--state", str(path.parent / "state"), "--out", str(path.parent / "out")],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_an_alias_bomb_is_refused_at_once(tmp_path: Path) -> None:
    """Nine levels of nine aliases: 431 bytes that expand to 387 million strings (the old
    reader spent two minutes and 7 GB on the like). Refused before anything is built."""
    path = tmp_path / "sources.yaml"
    path.write_bytes((DATA / "alias-bomb.yaml").read_bytes())
    assert path.stat().st_size < 500

    done = digest_subprocess(path)

    assert done.returncode == 2
    assert done.stderr == (
        f"digest: error: {path}:9: YAML aliases expand to more than 10,000 values: refused\n"
    )


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    """57 MB of sources (the old reader parsed all of it, for three and a half minutes and
    2.8 GB) is refused by its size, and no more than 1 MB of it is read."""
    block = "".join(
        f"  - {{id: s-{n}, kind: feed, url: 'https://h{n}.example/feed.xml'}}\n"
        for n in range(1000)
    )
    path = tmp_path / "sources.yaml"
    with path.open("w", encoding="utf-8") as file:
        file.write(GOOD)
        while file.tell() < 57_000_000:
            file.write(block)
    assert path.stat().st_size // 100_000 == 570

    done = digest_subprocess(path)

    assert done.returncode == 2
    assert (
        done.stderr == f"digest: error: {path}: 57.0 MB, over the 1 MB a config may be: refused\n"
    )


def test_a_config_of_a_thousand_sources_loads(tmp_path: Path) -> None:
    """The bounds leave room: a thousand sources, and aliases used as YAML means them."""
    sources = "".join(
        f"  - {{<<: *feed, id: source-{n}, url: 'https://host{n}.example/feed.xml'}}\n"
        for n in range(1000)
    )
    text = GOOD.replace(
        "sources:\n",
        "sources:\n  - &feed {id: first, kind: feed, url: 'https://first.example/f'}\n" + sources,
    )

    config = load_config(write(tmp_path, text))

    assert len(config.sources) == 1003
    assert config.source("source-999").kind == "feed"


def test_a_missing_file_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read"):
        load_config(tmp_path / "nope.yaml")


def test_the_shipped_files_are_valid() -> None:
    assert len(load_config(DEMO_CONFIG).sources) == 6
    real = load_config(Path(__file__).resolve().parent.parent / "sources.yaml")
    assert len(real.sources) >= 10
    assert any(s.language == "zh" for s in real.sources)


# --- one home for settings and the version ------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent


def imported_modules(path: Path) -> set[str]:
    """The modules a file imports, relative ones written as `.name`."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            found.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_settings_live_in_config_which_imports_no_stage() -> None:
    """config.py is the bottom of the house: it imports nothing of the pipeline but the
    version and the errors, and the HTTP layer keeps no settings or defaults of its own."""
    ours = {m for m in imported_modules(ROOT / "pipeline" / "config.py") if m.startswith(".")}
    http = ast.parse((ROOT / "pipeline" / "fetchers" / "http.py").read_text(encoding="utf-8"))
    http_names = {
        target.id
        for node in http.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    } | {node.name for node in http.body if isinstance(node, ast.ClassDef)}

    assert ours == {"._version", ".errors"}
    assert not {name for name in http_names if name.startswith("DEFAULT_")}
    assert "FetchSettings" not in http_names and "Cached" not in http_names
    assert FetchSettings().agent == DEFAULT_USER_AGENT


def test_every_fetch_setting_is_in_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("fetch:\n") :]
    for key in FetchSettings.model_fields:
        assert re.search(rf"^\s+{key}:", section, re.MULTILINE), key


def test_the_version_has_its_own_module_and_the_wheel_reads_it() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))

    assert pipeline.__version__ == pipeline._version.__version__
    assert "version" in project["project"]["dynamic"] and "version" not in project["project"]
    assert project["tool"]["hatch"]["version"]["path"] == "pipeline/_version.py"
    assert importlib.metadata.version("news-digest") == pipeline.__version__
    assert f"news-digest/{pipeline.__version__} " in DEFAULT_USER_AGENT
