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


def detect_language(text: str, hint: str | None = None) -> str:
    """ISO 639-1 code of the dominant language; `hint` breaks ties on empty text."""
    han = len(_HAN.findall(text))
    words = len(_LATIN_WORD.findall(text))
    if han and han / (han + words) >= HAN_SHARE:
        return "zh"
    if words == 0:
        return hint or ("zh" if han else "en")
    try:
        code = detect(text[:5000])
    except LangDetectException:
        return hint or "en"
    return "zh" if code.startswith("zh") else code
