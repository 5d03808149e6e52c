"""Read a corpus with the rule reader as it was at an earlier commit, for honest validation.

    python bench/read_at.py 213bb03 unseen3 /tmp/unseen3-prefit.pkl

A fitted corpus scores near 1.0 with today's reader, so a step after the reader can only
lose there. The reader from before a corpus was fitted to reads it as it reads new text;
bench/train_claims.py --prefit scores the learned step on that reading. The commit's
`pipeline/` is unpacked to a temporary folder and imported in a child process; the
articles and their claims are pickled (the records' fields are the same today).
"""

from __future__ import annotations

import pickle
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def dump(old: str, corpus: str, out: str) -> None:
    sys.path.insert(0, old)
    import pipeline  # noqa: F401  (the old package, before eval_claims puts ROOT first)

    assert str(Path(pipeline.__file__).resolve()).startswith(str(Path(old).resolve()))
    sys.path.insert(1, str(ROOT / "bench"))
    from eval_claims import CORPORA, articles_of, load_corpus

    from pipeline.i18n import default_glossary
    from pipeline.stories import owner_names, with_source_names
    from pipeline.stories.claims import read_claims

    if corpus == "unseen4":
        raise SystemExit("unseen4 is the lead's held-out score")
    glossary = default_glossary()
    cases = []
    for case in load_corpus(CORPORA[corpus]):
        articles = articles_of(case)
        named = with_source_names(glossary, articles)
        owners = owner_names(articles)
        cases.append((case.id, articles, {a.id: read_claims(a, named, owners) for a in articles}))
    Path(out).write_bytes(pickle.dumps(cases))


def main() -> None:
    if sys.argv[1] == "--child":
        dump(*sys.argv[2:5])
        return
    commit, corpus, out = sys.argv[1:4]
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", commit, "pipeline"], check=True, capture_output=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        subprocess.run([sys.executable, __file__, "--child", tmp, corpus, out], check=True)


if __name__ == "__main__":
    main()
