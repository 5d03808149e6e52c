"""Web pages: the article body without the frame, title, date, charset; sentences."""

from __future__ import annotations

import pytest

from pipeline.errors import ExtractError
from pipeline.extractors import extract_html
from pipeline.extractors.text import clean_text, decode, sentence_spans

PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="{charset}">
<title>{title} - 科技前线</title>
<meta property="article:published_time" content="2026-10-24T10:32:00+08:00">
</head><body>
<nav><a href="/">首页</a> <a href="/ai">人工智能</a> <a href="/chips">芯片 2026</a></nav>
<div class="cookie-banner">本站使用 Cookie，继续浏览即表示同意。</div>
<article>
<h1>{title}</h1>
<p class="byline">2026年10月24日 10:32 来源：科技前线</p>
<p>{para1}</p>
<p>{para2}</p>
</article>
<div class="share">分享到：微信 微博 阅读 1.2 亿</div>
<div class="related"><h3>相关阅读</h3><ul>
<li><a href="/a">2026-10-23 存储价格上涨 12%</a></li>
<li><a href="/b">2026-09-30 新品发布 3 款</a></li></ul></div>
<div class="comments"><p>网友：我这边只有 300 多 tokens/s</p></div>
<footer>版权所有 © 2026 科技前线 京ICP备12345678号</footer>
</body></html>"""

ZH = dict(
    lang="zh-CN",
    title="vLLM 称已追平 DeepInfer 的 decode 曲线",
    para1="10 月 24 日，vLLM 在一个 GB300 NVL72 机柜上达到每 GPU 954K tokens/s 的吞吐，"
    "每用户速度为 P90 196 tokens/s，这是他们此前单节点结果的 7.9 倍。",
    para2="低延迟场景下，专用 decode 路径在 4 张 B300 上达到 826 tokens/s，比标准路径的 575 tokens/s 高 44%。",
)


def page(charset: str = "utf-8", **values: str) -> str:
    return PAGE.format(charset=charset, **{**ZH, **values})


def test_body_without_the_frame() -> None:
    doc = extract_html(page().encode("utf-8"))
    assert "954K tokens/s" in doc.text and "826 tokens/s" in doc.text
    for furniture in ("首页", "Cookie", "分享到", "相关阅读", "网友", "版权所有"):
        assert furniture not in doc.text
    assert "\n\n" in doc.text  # paragraphs apart by a blank line
    assert doc.title and "vLLM 称已追平" in doc.title
    assert doc.published == "2026-10-24"
    assert doc.language == "zh"
    assert [q.text for q in doc.quantities][:3] == [
        "954K tokens/s",
        "P90 196 tokens/s"[4:],
        "7.9 倍",
    ]


@pytest.mark.parametrize("codec", ["gbk", "gb2312", "gb18030"])
@pytest.mark.parametrize("declared", ["header", "meta", "none"])
def test_simplified_chinese_encodings(codec: str, declared: str) -> None:
    """GB pages decode right whether the charset is in the header, a <meta> or nowhere."""
    html = page(charset=codec).replace("©", "(C)")
    if declared != "meta":
        html = html.replace(f'<meta charset="{codec}">', "")
    body = html.encode(codec)
    content_type = f"text/html; charset={codec}" if declared == "header" else "text/html"
    assert ZH["title"] in decode(body, content_type)
    doc = extract_html(body, content_type=content_type)
    assert "954K tokens/s" in doc.text
    assert doc.published == "2026-10-24"


def test_a_page_without_text_is_an_extract_error() -> None:
    with pytest.raises(ExtractError, match="no article text"):
        extract_html(b"<html><body><nav></nav></body></html>", url="http://x.test/a")


def test_sentences_do_not_end_at_decimals_or_abbreviations() -> None:
    text = "Released on Oct. 20 at 7.9 times. 第二句。e.g. this one! Last"
    assert [text[s:e] for s, e in sentence_spans(text)] == [
        "Released on Oct. 20 at 7.9 times.",
        "第二句。",
        "e.g. this one!",
        "Last",
    ]


def test_clean_text_drops_what_xml_cannot_carry_and_keeps_tabs_and_newlines() -> None:
    """C0 controls, lone surrogates and U+FFFE/U+FFFF go; CRLF and CR become newlines."""
    assert clean_text("A\x01B\tC\nD\r\nE\rF\x00\x0b\x0c\x1fG\ud800\ufffe\uffff\x7f\u00a0H") == (
        "AB\tC\nD\nE\nFG\x7f\u00a0H"
    )
    assert clean_text("plain text, 826 vs 575") == "plain text, 826 vs 575"


def test_decoded_bytes_have_no_control_characters() -> None:
    """Plain text and pages come in through `decode`, whatever their encoding."""
    assert decode(b"826 vs\x01 575\r\n44% higher\x1b") == "826 vs 575\n44% higher"
    assert decode("算力\x01日报\r".encode("gbk"), "text/plain; charset=gbk") == "算力日报\n"


def test_a_pages_title_and_text_lose_their_control_characters() -> None:
    """A raw U+0001 or a `&#1;` in a page reaches neither the title nor the text, and the
    quantities' offsets still index the text."""
    html = (
        "<html><head><title>Flash\x01Serve 2.0</title></head><body><article>"
        "<h1>Flash\x01Serve 2.0 &#1;ships</h1>"
        "<p>Throughput rose\x02 to 1.2 million tokens/s,\r\n35% more than before.</p>"
        "</article></body></html>"
    )

    doc = extract_html(html.encode(), url="http://x.test/a")

    assert doc.title == "FlashServe 2.0 ships"
    assert "\x01" not in doc.text and "\x02" not in doc.text and "\r" not in doc.text
    assert "Throughput rose to 1.2 million tokens/s" in doc.text
    assert doc.quantities and all(doc.text[q.start : q.end] == q.text for q in doc.quantities)
