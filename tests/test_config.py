"""sources.yaml: a valid file loads; every problem is one line naming file, line and key."""

from __future__ import annotations

import ast
import importlib.metadata
import re
import tomllib
from pathlib import Path

import pytest

import pipeline
import pipeline._version
from pipeline.config import DEFAULT_USER_AGENT, FetchSettings, load_config
from pipeline.demo import CONFIG as DEMO_CONFIG
from pipeline.errors import ConfigError

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


def test_window_days_defaults_to_seven(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, GOOD.replace("edition:\n  window_days: 7\n", "")))
    assert config.edition.window_days == 7


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ("    kind: page\n", "    kind: page\n    colour: red\n"),
            r"sources.yaml:16: sources\[1\]\.colour: unknown key",
        ),
        (
            ("    kind: feed\n", "    kind: rss\n"),
            r"sources.yaml:9: sources\[0\]\.kind: .*'feed', 'page' or 'github-releases'.*'rss'",
        ),
        (
            ("  - id: readme\n", "  - id: Read Me\n"),
            r"sources.yaml:13: sources\[1\]\.id: must be lowercase",
        ),
        (("  title: AI Inference Digest\n", ""), r"sources.yaml:1: site\.title: missing field"),
        (
            ("    url: https://git.example/deepinfer\n", ""),
            r"sources.yaml:13: sources\[1\]: url: missing field",
        ),
        (
            ("  window_days: 7", "  window_days: seven"),
            r"sources.yaml:5: edition\.window_days: .*integer",
        ),
        (
            ("  base_url: https://example.org/digest", "  base_url: example.org"),
            r"sources.yaml:3: site\.base_url: must be an absolute",
        ),
        (
            ("  - id: readme\n", "  - id: vllm-blog\n"),
            r"sources.yaml:13: sources\[1\]\.id: duplicate id 'vllm-blog'",
        ),
        (("site:\n", "site: [\n"), r"sources.yaml:\d+: invalid YAML"),
    ],
)
def test_errors_name_file_line_and_key(
    tmp_path: Path, change: tuple[str, str], message: str
) -> None:
    path = write(tmp_path, GOOD.replace(*change))
    with pytest.raises(ConfigError, match=message) as caught:
        load_config(path)
    assert "\n" not in str(caught.value)
    assert str(caught.value).startswith(str(path))


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
