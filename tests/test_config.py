"""sources.yaml: a valid file loads; every problem is one line naming file, line and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.config import load_config
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
