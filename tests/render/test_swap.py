"""Publishing is one atomic step, and what a killed render leaves behind is cleaned up."""

from __future__ import annotations

from pathlib import Path

from pipeline.render.site import _exchange, _recover


def test_exchange_swaps_two_folders_in_one_step(tmp_path: Path) -> None:
    (tmp_path / "new").mkdir()
    (tmp_path / "new" / "page.html").write_text("new", encoding="utf-8")
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "page.html").write_text("old", encoding="utf-8")
    assert _exchange(tmp_path / "new", tmp_path / "site")  # Linux has renameat2
    assert (tmp_path / "site" / "page.html").read_text(encoding="utf-8") == "new"
    assert (tmp_path / "new" / "page.html").read_text(encoding="utf-8") == "old"


def test_a_killed_render_leaves_nothing_the_next_one_trips_on(tmp_path: Path) -> None:
    """A staging folder is removed; a site moved aside but not back is restored."""
    out = tmp_path / "output"
    (tmp_path / ".output.new-abc").mkdir()
    aside = tmp_path / ".output.old-xyz"
    aside.mkdir()
    (aside / "index.html").write_text("published", encoding="utf-8")
    _recover(out)
    assert (out / "index.html").read_text(encoding="utf-8") == "published"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["output"]
