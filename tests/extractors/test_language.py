"""Language: Han characters decide first, langdetect the rest."""

from __future__ import annotations

import pytest

from pipeline.extractors.language import detect_language


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("vLLM 在 GB300 上达到 954K tokens/s", "zh"),
        ("DeepSeek 以 Apache 2.0 许可证开源了推理引擎 DeepInfer。", "zh"),
        ("vLLM matches DeepInfer's decode curve on GB200 within 6%.", "en"),
        ("The plant in Toledo has a capacity of 12 GWh. 京ICP备12345678号", "en"),
        ("新品發布：推理引擎已開源，支援多種硬體。", "zh"),
    ],
)
def test_dominant_language(text: str, expected: str) -> None:
    assert detect_language(text) == expected


def test_is_deterministic() -> None:
    text = "Short mixed text ok"
    assert len({detect_language(text) for _ in range(5)}) == 1
