"""Language of a text: a Han-character rule first, langdetect for the rest.

langdetect is unreliable on short mixed text such as `vLLM 在 GB300 上达到 954K
tokens/s`, which is Chinese: one Han character carries about as much as a Latin
word, so Han characters are weighed against Latin words, not letters.
"""

from __future__ import annotations

import re

from langdetect import DetectorFactory, LangDetectException, detect

DetectorFactory.seed = 0  # langdetect is random otherwise; output must be deterministic

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN_WORD = re.compile(r"[A-Za-z]+")
HAN_SHARE = 0.3
ENGLISH_SHARE = 0.12
# Words that make up a fifth or more of any English prose and almost none of other languages'.
_ENGLISH = frozenset(
    "the of and to in is for on with that by at from as it are was be this an or its has have "
    "not but which their were been will than into our we".split()
)
SAMPLE_CHARS = 600  # langdetect's cost grows with length; a few sentences decide it


def detect_language(text: str, hint: str | None = None) -> str:
    """ISO 639-1 code of the dominant language; `hint` breaks ties on empty text."""
    han = len(_HAN.findall(text))
    words = len(_LATIN_WORD.findall(text))
    if han and han / (han + words) >= HAN_SHARE:
        return "zh"
    if words == 0:
        return hint or ("zh" if han else "en")
    if _english_share(text) >= ENGLISH_SHARE:
        return "en"  # plainly English: spare langdetect's cost, most of extraction's time
    try:
        code = detect(_sample(text))
    except LangDetectException:
        return hint or "en"
    return "zh" if code.startswith("zh") else code


def _sample(text: str) -> str:
    """A few sentences from the start and the middle, skipping a boilerplate opening."""
    if len(text) <= SAMPLE_CHARS:
        return text
    half = SAMPLE_CHARS // 2
    middle = len(text) // 2
    return text[:half] + "\n" + text[middle : middle + half]


def _english_share(text: str) -> float:
    words = _LATIN_WORD.findall(text[:4000].lower())
    return sum(1 for w in words if w in _ENGLISH) / len(words) if len(words) >= 8 else 0.0
