"""The package surface: a sorted public API, and every command and setting documented."""

from __future__ import annotations

import ast
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

import pipeline
from pipeline.cli import main
from pipeline.config import Config, Edition, Site, Source

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_all_is_sorted_and_importable() -> None:
    assert pipeline.__all__ == sorted(pipeline.__all__)
    for name in pipeline.__all__:
        assert hasattr(pipeline, name)


def test_no_module_binds_one_name_twice_at_its_top_level() -> None:
    """A second `_BASIS_HEAD = …` further down a long module silently replaces the first for
    every function that reads it; each top-level name is bound once."""
    twice = []
    for path in sorted((ROOT / "pipeline").rglob("*.py")):
        seen: set[str] = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            targets = node.targets if isinstance(node, ast.Assign) else []
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                targets = [ast.Name(node.name)]
            for target in targets:
                if isinstance(target, ast.Name):
                    if target.id in seen:
                        twice.append(f"{path.relative_to(ROOT)}: {target.id}")
                    seen.add(target.id)
    assert twice == []


def test_every_command_is_in_the_readme() -> None:
    for command in main.commands:
        assert re.search(rf"digest {command}\b", README), command


def test_every_setting_is_in_the_readme() -> None:
    for model in (Config, Site, Edition, Source):
        for key in model.model_fields:
            assert re.search(rf"\b{key}:", README), f"{model.__name__}.{key}"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_serve_previews_a_built_site(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text(
        "<!doctype html><title>t</title><p>hello", encoding="utf-8"
    )
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "pipeline", "serve", "--out", str(tmp_path), "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        for _ in range(100):
            try:
                reply = httpx.get(f"http://127.0.0.1:{port}/index.html", timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        else:
            raise AssertionError("digest serve did not answer")
        assert reply.status_code == 200 and "hello" in reply.text
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_serve_refuses_a_folder_without_a_site(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pipeline", "serve", "--out", str(tmp_path / "none")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0 and "no site" in done.stderr
