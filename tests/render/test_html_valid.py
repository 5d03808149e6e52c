"""Every page of the demo site is valid HTML by the Nu validator (vnu.jar, run on Java).

.ci/run installs vnu-jar from npm and sets VNU_JAR; without it (a laptop with no Java)
the test is skipped, saying so.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import DemoSite

VNU_JAR = os.environ.get("VNU_JAR", "")


@pytest.mark.skipif(
    not (VNU_JAR and Path(VNU_JAR).is_file() and shutil.which("java")),
    reason="set VNU_JAR to vnu.jar (npm install vnu-jar) and install Java to validate HTML",
)
def test_every_page_is_valid_html(demo_site: DemoSite) -> None:
    pages = sorted(str(p) for p in demo_site.out.rglob("*.html"))
    assert len(pages) >= 4
    done = subprocess.run(
        ["java", "-jar", VNU_JAR, "--errors-only", *pages],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr or done.stdout
