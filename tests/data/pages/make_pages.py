#!/usr/bin/env python3
"""Generate the page-extraction test set in this directory, then check it.

    python tests/data/pages/make_pages.py            # write every page + index.yaml, then check
    python tests/data/pages/make_pages.py --check    # only check what is on disk

Every page is a realistic web page (or raw README markdown) about LLM inference:
a site frame (navigation, breadcrumbs, cookie banner, share bar, related posts with
their own titles, figures and dates, comments, newsletter box, footer with copyright
years and ICP numbers) around one article.  The bytes are written exactly as a server
would send them, in the page's own encoding (GBK, GB2312, GB18030, Big5, UTF-8 with
and without a BOM, Latin-1), and index.yaml records, for each page, what a human
reader sees as the article: its title, its publication date (or null), 2-4 verbatim
sentences of its body (must_contain) and 2-4 snippets of the frame (must_not_contain).

index.yaml keys beyond those the extraction tests need (id, file, url, content_type,
language, title, published, must_contain, must_not_contain) describe the case:
  encoding       the codec the bytes are in (Python codec name)
  bom            true when the bytes start with a UTF-8 byte-order mark
  declared       where the charset is declared: header | meta | meta-http-equiv |
                 none | header+meta | mislabelled-header | mislabelled-header+meta
  script         hans | hant for Chinese pages
  date_source    where a reader finds the publication date: meta-article-published_time,
                 meta-pubdate, json-ld, time-datetime, byline, url, front-matter, none
  style          the kind of site
  distractors    dates on the page that are NOT the publication date, and why
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import re
import sys
import zlib
from html import unescape
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))

PAGES: list[dict] = []

CHARSET_MARK = "<!--CHARSET-->"


def add(**p):
    """Register one page.  Required: id, encoding, declared, url, language, title,
    published, date_source, style, body, text (the whole document), must_contain,
    must_not_contain.  Optional: label (charset label as declared), ext, bom,
    content_type (overrides the computed one), script, headline, distractors, long."""
    p.setdefault("ext", "html")
    p.setdefault("bom", False)
    p.setdefault("label", p["encoding"])
    p.setdefault("headline", p["title"])
    p.setdefault("distractors", [])
    p.setdefault("long", False)
    if "content_type" not in p:
        kind = "text/html" if p["ext"] == "html" else "text/markdown"
        d = p["declared"]
        if d in ("header", "header+meta"):
            p["content_type"] = f"{kind}; charset={p['label']}"
        elif d.startswith("mislabelled-header"):
            p["content_type"] = f"{kind}; charset=iso-8859-1"
        else:
            p["content_type"] = kind
    PAGES.append(p)
    return p


def charset_tag(p):
    d, label = p["declared"], p["label"]
    if d in ("meta", "header+meta", "mislabelled-header+meta"):
        return f'<meta charset="{label}">'
    if d == "meta-http-equiv":
        return f'<meta http-equiv="Content-Type" content="text/html; charset={label}">'
    return ""


def lis(items, fmt):
    return "\n".join(fmt.format(*it) if isinstance(it, tuple) else fmt.format(it) for it in items)


# ---------------------------------------------------------------------------
# Frames.  Each returns the whole document with CHARSET_MARK where the page's
# charset declaration (if any) goes.  The article (headline, byline, body) is
# passed in; everything else is frame.
# ---------------------------------------------------------------------------


def cn_portal(
    *,
    site,
    domain,
    channel,
    headline,
    byline,
    body,
    related,
    hot,
    comments,
    icp,
    gongan,
    editor="",
    hot_before=True,
    sep="&gt;",
    head_extra="",
    doc_title=None,
    years="2019-2026",
    lang="zh-CN",
    tel="010-58341234",
    csign="(C)",
):
    """A big Chinese news portal (Sina/Sohu/NetEase-like), table-free but div-heavy."""
    hot_html = f"""<div class="side-box hot-rank">
  <div class="side-hd"><h3>热门推荐</h3><a href="/rank/" class="more">更多&gt;&gt;</a></div>
  <ol>
{lis(hot, '    <li><span class="num">{0}</span><a href="/ai/{1}.shtml">{2}</a><span class="t">{3}</span></li>')}
  </ol>
</div>"""
    rel_html = f"""<div class="related-news">
  <div class="blk-hd"><h3>相关阅读</h3></div>
  <ul>
{lis(related, '    <li><a href="/ai/{0}.shtml">{1}</a><span class="time">{2}</span></li>')}
  </ul>
</div>"""
    com_html = f"""<div class="comment-box" id="comments">
  <div class="blk-hd"><h3>网友评论</h3><span>已有 {len(comments)} 条评论，<a href="/comment/">点击查看全部</a></span></div>
{lis(comments, '''  <div class="cmt-item"><div class="cmt-user"><a>{0}</a> <span class="cmt-area">{1}</span> <span class="cmt-time">{2}</span></div><div class="cmt-txt">{3}</div><div class="cmt-op"><a>回复</a> <a>支持({4})</a></div></div>''')}
  <div class="cmt-post"><textarea placeholder="文明上网，理性发言"></textarea><button>发表评论</button></div>
</div>"""
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
{CHARSET_MARK}
<title>{doc_title or headline + "_" + channel[-1] + "_" + site}</title>
<meta name="keywords" content="人工智能,大模型,推理,{site}">
<meta name="description" content="{site}{channel[-1]}频道">
{head_extra}
<link rel="stylesheet" href="//i0.{domain}/css/article.css">
<script src="//i0.{domain}/js/jquery.min.js"></script>
</head>
<body>
<div class="top-bar"><div class="w1000"><a href="//www.{domain}/">{site}首页</a> | <a href="//login.{domain}/">登录</a> | <a href="//reg.{domain}/">注册</a> | <a href="//m.{domain}/">手机版</a> | <a href="//app.{domain}/">客户端下载</a></div></div>
<div class="header w1000">
  <div class="logo"><a href="//www.{domain}/"><img src="//i0.{domain}/img/logo.png" alt="{site}"></a></div>
  <ul class="main-nav">
    <li><a href="//www.{domain}/">首页</a></li><li><a href="//news.{domain}/">新闻</a></li><li><a href="//finance.{domain}/">财经</a></li><li class="cur"><a href="//tech.{domain}/">科技</a></li><li><a href="//auto.{domain}/">汽车</a></li><li><a href="//house.{domain}/">房产</a></li><li><a href="//edu.{domain}/">教育</a></li><li><a href="//sports.{domain}/">体育</a></li><li><a href="//ent.{domain}/">娱乐</a></li>
  </ul>
  <form class="search" action="//search.{domain}/"><input type="text" name="q" placeholder="搜索新闻"><button type="submit">搜索</button></form>
</div>
<div class="crumbs w1000">当前位置：<a href="//www.{domain}/">首页</a> {sep} {f" {sep} ".join(f'<a href="//tech.{domain}/">{c}</a>' for c in channel)} {sep} 正文</div>
<div class="w1000 clearfix">
{hot_html if hot_before else ""}
<div class="main-content">
  <div class="article-wrap" id="article">
    <h1 class="main-title">{headline}</h1>
    <div class="date-source">{byline}</div>
    <div class="article" id="artibody">
{body}
    </div>
    <p class="show_author">{editor}</p>
  </div>
  <div class="share-bar">分享到：<a class="wb">新浪微博</a> <a class="wx">微信</a> <a class="qz">QQ空间</a> <a class="copy">复制链接</a></div>
{rel_html}
{com_html}
</div>
{"" if hot_before else hot_html}
</div>
<div class="footer">
  <p><a href="/about/">关于我们</a> | <a href="/contact/">联系我们</a> | <a href="/ad/">广告服务</a> | <a href="/sitemap/">网站地图</a> | <a href="/legal/">法律声明</a> | <a href="/jobs/">招聘信息</a></p>
  <p>版权所有 {csign} {years} {site} 未经授权禁止转载、摘编、复制或建立镜像</p>
  <p><a href="https://beian.miit.gov.cn/">{icp}</a> {gongan} 违法和不良信息举报电话：{tel}</p>
</div>
</body>
</html>
"""


def cn_media(
    *,
    site,
    domain,
    headline,
    author,
    byline,
    body,
    flash,
    recommend,
    tags,
    icp,
    head_extra="",
    flash_before=True,
    cookie=True,
    newsletter=True,
    years="2019-2026",
    sep="|",
    copyright_sign="(C)",
    summary="",
):
    """A Chinese tech-media site (36Kr / Jiqizhixin / QbitAI-like)."""
    cookie_html = (
        """<div class="cookie-notice" id="cookie-notice">我们使用 Cookie 来改善您的浏览体验并统计访问量。继续浏览即表示您同意我们的《隐私政策》。<button>我知道了</button></div>"""
        if cookie
        else ""
    )
    flash_html = f"""<aside class="flash-rail">
  <h3 class="rail-title">7x24h 快讯</h3>
  <ul>
{lis(flash, '    <li><span class="flash-time">{0}</span><a href="/newsflashes/{1}">{2}</a></li>')}
  </ul>
</aside>"""
    nl_html = (
        """<div class="newsletter-box"><h4>订阅「AI 早报」</h4><p>每个工作日早 8 点，把最重要的大模型新闻送到你的邮箱。</p><input type="email" placeholder="输入邮箱地址"><button>免费订阅</button></div>"""
        if newsletter
        else ""
    )
    return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
{CHARSET_MARK}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{headline} {sep} {site}</title>
<meta property="og:site_name" content="{site}">
<meta property="og:title" content="{headline}">
{head_extra}
<link rel="stylesheet" href="https://static.{domain}/css/app.css">
</head>
<body>
{cookie_html}
<header class="site-header">
  <a class="logo" href="https://www.{domain}/">{site}</a>
  <nav><a href="/">首页</a><a href="/newsflashes">快讯</a><a href="/information/ai">AI</a><a href="/information/chip">芯片</a><a href="/information/venture">创投</a><a href="/topics">专题</a><a href="/activity">活动</a></nav>
  <div class="user"><a href="/login">登录</a> <a href="/write">投稿</a></div>
</header>
<div class="page">
{flash_html if flash_before else ""}
<main class="article-main">
  <div class="crumb"><a href="/">首页</a> {sep} <a href="/information/ai">AI</a> {sep} 正文</div>
  <article class="article-detail">
    <h1 class="article-title">{headline}</h1>
    <div class="article-meta"><a class="author-name" href="/user/{zlib.crc32(author.encode()) % 99991}">{author}</a>{byline}</div>
    {f'<div class="summary">{summary}</div>' if summary else ""}
    <div class="common-width content articleDetailContent">
{body}
    </div>
  </article>
  <div class="tags">{"".join(f'<a href="/tags/{t}">{t}</a>' for t in tags)}</div>
  <div class="share">分享至：<a>微信</a><a>微博</a><a>复制链接</a> <span class="like">点赞 128</span> <span class="fav">收藏</span></div>
  <section class="recommend">
    <h3>推荐阅读</h3>
    <ul>
{lis(recommend, '      <li><a href="/p/{0}">{1}</a><span class="author">{2}</span><span class="date">{3}</span></li>')}
    </ul>
  </section>
  {nl_html}
</main>
{"" if flash_before else flash_html}
</div>
<footer class="site-footer">
  <p><a href="/about">关于我们</a> {sep} <a href="/contact">联系我们</a> {sep} <a href="/join">加入我们</a> {sep} <a href="/privacy">隐私政策</a> {sep} <a href="/report">举报中心</a></p>
  <p>{copyright_sign} {years} {site} 版权所有 <a href="https://beian.miit.gov.cn/">{icp}</a></p>
</footer>
<script src="https://static.{domain}/js/app.js"></script>
</body>
</html>
"""


def cn_forum(
    *,
    forum,
    domain,
    board,
    title,
    op_name,
    op_time,
    op_info,
    body,
    replies,
    icp,
    views,
    years="2001-2026",
    sep="&rsaquo;",
    hot=(),
    lang="zh-CN",
    trad=False,
):
    """A Discuz!-style forum thread; the first floor is the article, replies are comments."""

    def T(s, t):
        return t if trad else s

    reply_html = "\n".join(
        f"""<div id="post_{9000 + i}" class="post">
<table class="plhin" cellspacing="0" cellpadding="0"><tr>
<td class="pls"><div class="authi"><a class="xw1">{r[0]}</a></div><p class="uinfo">{T("积分", "積分")} {r[3]}</p></td>
<td class="plc"><div class="pi"><strong><a>{r[4]}</a></strong><div class="authi"><em id="authorposton{9000 + i}">{T("发表于", "發表於")} {r[1]}</em></div></div>
<div class="pct"><div class="t_fsz"><table cellspacing="0" cellpadding="0"><tr><td class="t_f" id="postmessage_{9000 + i}">
{r[2]}
</td></tr></table></div></div>
<div class="po"><a>{T("回复", "回覆")}</a> <a>{T("举报", "檢舉")}</a> <a>{T("支持", "支持")}</a></div></td></tr></table>
</div>"""
        for i, r in enumerate(replies)
    )
    hot_html = (
        f"""<div class="bm hot-threads"><div class="bm_h"><h2>{T("本版热帖", "本版熱門")}</h2></div><ul>
{lis(hot, '<li><a href="thread-{0}-1-1.html">{1}</a> <em>{2}</em></li>')}
</ul></div>"""
        if hot
        else ""
    )
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="{lang}">
<head>
{CHARSET_MARK}
<title>{title} - {board} - {forum} - Powered by Discuz!</title>
<meta name="keywords" content="{title}" />
<meta name="generator" content="Discuz! X3.5" />
<link rel="stylesheet" type="text/css" href="data/cache/style_1_common.css" />
</head>
<body id="nv_forum" class="pg_viewthread">
<div id="toptb" class="cl"><div class="wp"><div class="z"><a href="./">{forum}</a> <a href="home.php">{T("家园", "家園")}</a></div><div class="y"><a href="member.php?mod=logging&amp;action=login">{T("登录", "登入")}</a> <a href="member.php?mod=register">{T("立即注册", "立即註冊")}</a></div></div></div>
<div id="hd"><div class="wp"><ul id="nv"><li><a href="forum.php">{T("论坛", "論壇")}</a></li><li><a href="guide.php">{T("导读", "導讀")}</a></li><li><a href="home.php">{T("动态", "動態")}</a></li><li><a href="plugin.php?id=dsu_paulsign">{T("签到", "簽到")}</a></li></ul></div></div>
<div id="pt" class="bm cl"><div class="z"><a href="./" class="nvhm">{forum}</a> <em>{sep}</em> <a href="forum.php">{T("论坛", "論壇")}</a> <em>{sep}</em> <a href="forum-52-1.html">{board}</a> <em>{sep}</em> <a href="thread-{views}-1-1.html">{title}</a></div></div>
<div id="ct" class="wp cl">
{hot_html}
<div id="postlist" class="pl bm">
<table cellspacing="0" cellpadding="0"><tr><td class="pls ptn pbn"><div class="hm ptn"><span class="xg1">{T("查看", "查看")}:</span> <span class="xi1">{views}</span> <span class="pipe">|</span> <span class="xg1">{T("回复", "回覆")}:</span> <span class="xi1">{len(replies)}</span></div></td>
<td class="plc ptm pbn vwthd"><h1 class="ts"><span id="thread_subject">{title}</span></h1></td></tr></table>
<div id="post_8888" class="post">
<table class="plhin" cellspacing="0" cellpadding="0"><tr>
<td class="pls"><div class="authi"><a class="xw1">{op_name}</a></div><p class="uinfo">{op_info}</p></td>
<td class="plc"><div class="pi"><strong><a>{T("楼主", "樓主")}</a></strong><div class="authi"><em id="authorposton8888">{T("发表于", "發表於")} {op_time}</em> <span class="pipe">|</span> <a>{T("只看该作者", "只看該作者")}</a></div></div>
<div class="pct"><div class="pcb"><div class="t_fsz"><table cellspacing="0" cellpadding="0"><tr><td class="t_f" id="postmessage_8888">
{body}
</td></tr></table></div></div></div>
<div class="po"><a>{T("回复", "回覆")}</a> <a>{T("举报", "檢舉")}</a> <a>{T("分享", "分享")}</a> <a>{T("收藏", "收藏")}</a></div></td></tr></table>
</div>
{reply_html}
</div>
<div id="f_pst" class="bm"><div class="bm_h"><h2>{T("快速回复", "快速回覆")}</h2></div><textarea name="message"></textarea><button>{T("发表回复", "發表回覆")}</button></div>
</div>
<div id="ft" class="wp cl">
<div id="flk" class="y"><p><a href="archiver/">Archiver</a><span class="pipe">|</span><a href="forum.php?mobile=yes">{T("手机版", "手機版")}</a><span class="pipe">|</span><a href="misc.php?mod=faq">{T("小黑屋", "小黑屋")}</a><span class="pipe">|</span><strong><a href="./">{forum}</a></strong> {f'( <a href="https://beian.miit.gov.cn/">{icp}</a> )' if icp else ""}</p></div>
<div id="frt"><p>Powered by <strong><a href="https://www.discuz.vip/">Discuz!</a></strong> <em>X3.5</em></p><p class="xs0">(C) {years} Discuz! Team.</p></div>
</div>
</body>
</html>
"""


def github_readme(
    *,
    owner,
    repo,
    about,
    body,
    readme_name="README.md",
    stars="12.4k",
    forks="1.1k",
    files=(),
    release=("v0.9.0", "Latest", "Oct 20, 2026", "2026-10-20T08:11:52Z"),
    releases=14,
    contributors=87,
    topics=(),
    license_="Apache-2.0 license",
    commits="2,318",
    last_commit=("a1b2c3d", "Fix typo in docs", "2 days ago"),
):
    """A GitHub repository page with the README rendered in article.markdown-body."""
    return f"""<!DOCTYPE html>
<html lang="en" data-color-mode="auto">
<head>
{CHARSET_MARK}
<title>GitHub - {owner}/{repo}: {about}</title>
<meta name="description" content="{about} - {owner}/{repo}">
<meta property="og:title" content="GitHub - {owner}/{repo}: {about}">
<meta property="og:site_name" content="GitHub">
<meta name="viewport" content="width=device-width">
<link crossorigin="anonymous" rel="stylesheet" href="https://github.githubassets.com/assets/primer.css">
</head>
<body class="logged-out env-production page-responsive">
<div class="cookie-consent js-consent-banner">We use optional cookies to improve your experience on our websites and to display personalized advertising based on your online activity. If you reject optional cookies, only cookies necessary to provide you the services will be used. <button>Accept</button> <button>Reject</button> <button>Manage cookies</button></div>
<header class="Header-old header-logged-out">
  <a href="https://github.com/" aria-label="Homepage">GitHub</a>
  <nav aria-label="Global"><ul><li><button>Product</button></li><li><button>Solutions</button></li><li><button>Resources</button></li><li><button>Open Source</button></li><li><button>Enterprise</button></li><li><a href="/pricing">Pricing</a></li></ul></nav>
  <div class="search"><input placeholder="Search or jump to..."></div>
  <a href="/login">Sign in</a> <a href="/signup">Sign up</a>
</header>
<main id="js-repo-pjax-container">
  <div id="repository-container-header" class="pt-3">
    <div class="d-flex"><strong itemprop="author"><a href="/{owner}">{owner}</a></strong><span>/</span><strong itemprop="name"><a href="/{owner}/{repo}">{repo}</a></strong><span class="Label">Public</span></div>
    <ul class="pagehead-actions"><li><a href="/login?return_to=%2F{owner}%2F{repo}">Notifications</a></li><li><a class="btn-sm btn">Fork <span class="Counter">{forks}</span></a></li><li><a class="btn-sm btn">Star <span class="Counter">{stars}</span></a></li></ul>
    <nav class="UnderlineNav js-repo-nav"><ul><li><a href="/{owner}/{repo}" aria-current="page">Code</a></li><li><a href="/{owner}/{repo}/issues">Issues <span class="Counter">412</span></a></li><li><a href="/{owner}/{repo}/pulls">Pull requests <span class="Counter">96</span></a></li><li><a href="/{owner}/{repo}/discussions">Discussions</a></li><li><a href="/{owner}/{repo}/actions">Actions</a></li><li><a href="/{owner}/{repo}/security">Security</a></li><li><a href="/{owner}/{repo}/pulse">Insights</a></li></ul></nav>
  </div>
  <div class="repository-content">
    <div class="Layout Layout--sidebarPosition-end">
      <div class="Layout-main">
        <div class="file-navigation"><button class="btn">main</button> <a href="/{owner}/{repo}/branches">Branches</a> <a href="/{owner}/{repo}/tags">Tags</a> <a class="btn" href="#">Go to file</a> <button class="btn btn-primary">Code</button></div>
        <div class="Box">
          <div class="Box-header"><a href="/{last_commit[0]}">{last_commit[0][:7]}</a> {last_commit[1]} · <relative-time>{last_commit[2]}</relative-time> · <a href="/{owner}/{repo}/commits/main">{commits} Commits</a></div>
          <table aria-labelledby="folders-and-files"><tbody>
{lis(files, '            <tr class="react-directory-row"><td class="react-directory-row-name-cell"><a href="/{0}">{0}</a></td><td class="react-directory-row-commit-cell"><a>{1}</a></td><td><relative-time>{2}</relative-time></td></tr>')}
          </tbody></table>
        </div>
        <div id="readme" class="Box md js-code-block-container">
          <div class="Box-header"><h2 class="Box-title">{readme_name}</h2> <a href="#">{license_}</a></div>
          <div class="Box-body px-5 pb-5">
<article class="markdown-body entry-content container-lg" itemprop="text">
{body}
</article>
          </div>
        </div>
      </div>
      <div class="Layout-sidebar">
        <div class="BorderGrid-cell"><h2 class="mb-3 h4">About</h2><p class="f4 my-3">{about}</p>
          <div class="topic-list">{"".join(f'<a class="topic-tag" href="/topics/{t}">{t}</a>' for t in topics)}</div>
          <h3 class="sr-only">Resources</h3><a href="#readme-ov-file">Readme</a> <a href="#license">{license_}</a> <a href="/{owner}/{repo}/activity">Activity</a>
          <p><strong>{stars}</strong> stars · <strong>143</strong> watching · <strong>{forks}</strong> forks</p></div>
        <div class="BorderGrid-cell"><h2 class="h4 mb-3"><a href="/{owner}/{repo}/releases">Releases <span class="Counter">{releases}</span></a></h2>
          <a href="/{owner}/{repo}/releases/tag/{release[0]}"><span>{release[0]}</span> <span class="Label Label--success">{release[1]}</span></a> <relative-time datetime="{release[3]}">{release[2]}</relative-time>
          <a href="/{owner}/{repo}/releases">+ {releases - 1} releases</a></div>
        <div class="BorderGrid-cell"><h2 class="h4 mb-3"><a href="/{owner}/{repo}/graphs/contributors">Contributors <span class="Counter">{contributors}</span></a></h2><a href="/{owner}/{repo}/graphs/contributors">+ {contributors - 14} contributors</a></div>
        <div class="BorderGrid-cell"><h2 class="h4 mb-3">Languages</h2><ul class="list-style-none"><li>Python 71.4%</li><li>Cuda 18.2%</li><li>C++ 9.1%</li><li>Other 1.3%</li></ul></div>
      </div>
    </div>
  </div>
</main>
<footer class="footer pt-8 pb-6">
  <p>&copy; 2026 GitHub,&nbsp;Inc.</p>
  <nav aria-label="Footer"><ul><li><a href="/site/terms">Terms</a></li><li><a href="/site/privacy">Privacy</a></li><li><a href="/security">Security</a></li><li><a href="https://www.githubstatus.com/">Status</a></li><li><a href="https://docs.github.com">Docs</a></li><li><a href="https://support.github.com">Contact</a></li><li><button>Manage cookies</button></li><li><button>Do not share my personal information</button></li></ul></nav>
</footer>
</body>
</html>
"""


def en_news(
    *,
    site,
    domain,
    section,
    headline,
    dek,
    byline,
    body,
    latest,
    related,
    most_read,
    head_extra="",
    latest_before=True,
    newsletter="The Inference Brief",
    years="2019–2026",
    comments=(),
    cookie=True,
    footer_extra="",
):
    """An English-language tech news site."""
    cookie_html = (
        """<div id="onetrust-banner" class="cookie-banner" role="dialog" aria-label="Cookie banner"><p>We and our partners use cookies to personalise content, measure audiences and improve our services. By clicking “Accept all”, you agree to the storing of cookies on your device.</p><button>Accept all</button> <button>Reject all</button> <a href="/privacy/cookies">Cookie settings</a></div>"""
        if cookie
        else ""
    )
    comm_html = ""
    if comments:
        comm_html = f"""<section class="comments" id="comments"><h2>Comments ({len(comments)})</h2>
{lis(comments, '<div class="comment"><div class="comment-head"><span class="comment-author">{0}</span> <span class="comment-time">{1}</span></div><p>{2}</p></div>')}
<p class="comment-rules">Comments are moderated. Please read our <a href="/community-guidelines">community guidelines</a>.</p></section>"""
    latest_html = f"""<div class="latest-rail"><h2 class="rail-title">Latest</h2><ul>
{lis(latest, '<li><a href="/{0}">{1}</a> <span class="rail-date">{2}</span></li>')}
</ul></div>"""
    return f"""<!doctype html>
<html lang="en-US">
<head>
{CHARSET_MARK}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{headline} | {site}</title>
<meta name="description" content="{dek}">
<meta property="og:type" content="article">
<meta property="og:title" content="{headline}">
<meta property="og:site_name" content="{site}">
<meta name="twitter:card" content="summary_large_image">
{head_extra}
<link rel="stylesheet" href="https://cdn.{domain}/assets/site.css">
</head>
<body class="article-template">
{cookie_html}
<header class="masthead">
  <a class="brand" href="https://www.{domain}/">{site}</a>
  <nav class="primary-nav"><a href="/ai">AI</a><a href="/chips">Chips</a><a href="/cloud">Cloud</a><a href="/startups">Startups</a><a href="/policy">Policy</a><a href="/events">Events</a><a href="/podcasts">Podcasts</a></nav>
  <a class="subscribe-btn" href="/subscribe">Subscribe</a> <a href="/login">Sign in</a>
</header>
{latest_html if latest_before else ""}
<main id="main">
  <nav class="breadcrumbs" aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/{section.lower()}">{section}</a></nav>
  <article class="story">
    <header class="story-header">
      <h1 class="story-headline">{headline}</h1>
      <p class="story-dek">{dek}</p>
      <div class="story-byline">{byline}</div>
    </header>
    <div class="share-tools" aria-label="Share"><a>Share on X</a> <a>Share on LinkedIn</a> <a>Share on Facebook</a> <a>Email</a> <a>Copy link</a></div>
    <div class="story-body">
{body}
    </div>
  </article>
  <aside class="newsletter-signup"><h3>{newsletter}</h3><p>Get the week’s most important inference news in your inbox every Friday. Free, no spam, unsubscribe anytime.</p><input type="email" placeholder="you@example.com"> <button>Sign up</button></aside>
  <section class="related-stories"><h2>Related stories</h2><ul>
{lis(related, '<li><a href="/{0}">{1}</a> <time class="related-date">{2}</time></li>')}
  </ul></section>
  {comm_html}
</main>
<aside class="most-read"><h2>Most read</h2><ol>
{lis(most_read, '<li><a href="/{0}">{1}</a></li>')}
</ol></aside>
{"" if latest_before else latest_html}
<footer class="site-footer">
  <nav><a href="/about">About us</a> · <a href="/contact">Contact</a> · <a href="/advertise">Advertise</a> · <a href="/careers">Careers</a> · <a href="/privacy">Privacy policy</a> · <a href="/terms">Terms of use</a></nav>
  {footer_extra}
  <p class="copyright">© {years} {site}. All rights reserved.</p>
</footer>
</body>
</html>
"""


def en_blog(
    *,
    site,
    domain,
    headline,
    meta_line,
    body,
    recent,
    tags=(),
    head_extra="",
    recent_before=True,
    years="2019–2026",
    toc=(),
    author_bio="",
    comments=(),
    subscribe="Subscribe to our engineering newsletter",
    cookie=True,
    comment_tpl='<li class="comment"><span class="c-author">{0}</span> <span class="c-date">{1}</span><p>{2}</p></li>',
):
    """An engineering blog (company or project)."""
    cookie_html = (
        """<div class="cc-window cc-banner" role="dialog">This website uses cookies to ensure you get the best experience on our website. <a class="cc-link" href="/privacy">Learn more</a> <button class="cc-btn">Got it!</button></div>"""
        if cookie
        else ""
    )
    recent_html = f"""<aside class="sidebar"><h3>Recent posts</h3><ul class="recent-posts">
{lis(recent, '<li><a href="/{0}">{1}</a><br><span class="post-date">{2}</span></li>')}
</ul>
{'<h3>On this page</h3><ul class="toc">' + lis(toc, '<li><a href="#{0}">{1}</a></li>') + "</ul>" if toc else ""}
</aside>"""
    comm_html = ""
    if comments:
        comm_html = f"""<section id="comments"><h2>{len(comments)} comments</h2><ol class="comment-list">
{lis(comments, comment_tpl)}
</ol></section>"""
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
{CHARSET_MARK}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{headline} – {site}</title>
<meta property="og:title" content="{headline}">
<meta property="og:site_name" content="{site}">
{head_extra}
<link rel="alternate" type="application/rss+xml" title="{site}" href="https://{domain}/feed.xml">
<link rel="stylesheet" href="/assets/css/main.css">
</head>
<body>
{cookie_html}
<header class="site-header"><div class="wrapper"><a class="site-title" href="/">{site}</a>
<nav class="site-nav"><a href="/">Blog</a><a href="/docs/">Docs</a><a href="/community/">Community</a><a href="https://github.com/">GitHub</a><a href="/careers/">We’re hiring</a></nav></div></header>
<div class="wrapper page-grid">
{recent_html if recent_before else ""}
<main class="page-content" aria-label="Content">
<p class="back"><a href="/">← All posts</a></p>
<article class="post h-entry" itemscope itemtype="http://schema.org/BlogPosting">
  <header class="post-header">
    <h1 class="post-title p-name" itemprop="name headline">{headline}</h1>
    <p class="post-meta">{meta_line}</p>
  </header>
  <div class="post-content e-content" itemprop="articleBody">
{body}
  </div>
  {'<div class="author-bio">' + author_bio + "</div>" if author_bio else ""}
  <p class="post-tags">{" ".join(f'<a class="tag" href="/tags/{t}/">#{t}</a>' for t in tags)}</p>
  <div class="share">Share this post: <a>X</a> <a>LinkedIn</a> <a>Hacker News</a> <a>Reddit</a></div>
</article>
{comm_html}
<div class="subscribe-box"><h3>{subscribe}</h3><p>One email a month with our latest posts. We never share your address.</p><form><input type="email" placeholder="Email address"><button>Subscribe</button></form></div>
</main>
{"" if recent_before else recent_html}
</div>
<footer class="site-footer"><div class="wrapper"><p>© {years} {site} · <a href="/privacy">Privacy</a> · <a href="/feed.xml">RSS</a></p><p>Content licensed under CC BY 4.0 unless noted otherwise.</p></div></footer>
</body>
</html>
"""


def tw_news(
    *,
    site,
    domain,
    section,
    headline,
    byline,
    body,
    related,
    hot,
    head_extra="",
    hot_before=True,
    years="2026",
    reporter_box="",
    lang="zh-Hant-TW",
    tags=(),
    csign="(C)",
    cookie="",
):
    """A Taiwanese news site (traditional Chinese)."""
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
{CHARSET_MARK}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{headline} | {section} | {site}</title>
<meta property="og:title" content="{headline} | {site}">
<meta property="og:site_name" content="{site}">
{head_extra}
<link rel="stylesheet" href="https://static.{domain}/css/story.css">
</head>
<body>
{cookie}
<div class="header">
  <a class="logo" href="https://{domain}/">{site}</a>
  <ul class="nav"><li><a href="/news/breaknews">即時</a></li><li><a href="/news/cate/2/6638">要聞</a></li><li><a href="/news/cate/2/6644">產經</a></li><li><a href="/news/cate/2/6645">股市</a></li><li class="active"><a href="/news/cate/2/7226">科技</a></li><li><a href="/news/cate/2/6809">國際</a></li><li><a href="/news/cate/2/6639">兩岸</a></li><li><a href="/news/cate/2/6649">生活</a></li></ul>
  <div class="member"><a href="/member/login">會員登入</a> <a href="/subscribe">訂閱電子報</a></div>
</div>
<div class="breadcrumb"><a href="/">首頁</a> &gt; <a href="/news/cate/2/7226">科技</a> &gt; <a href="/news/cate/2/7226">{section}</a></div>
<div class="container">
{"" if not hot_before else '<aside class="hot-news"><h3>熱門新聞</h3><ol>' + lis(hot, '<li><a href="/news/story/{0}">{1}</a><span class="time">{2}</span></li>') + "</ol></aside>"}
<section class="article-content">
  <h1 class="article-content__title">{headline}</h1>
  <div class="article-content__info">{byline}</div>
  <div class="article-content__share">分享：<a>Facebook</a> <a>LINE</a> <a>X</a> <a>複製連結</a> <span class="font-size">字級 小 中 大</span></div>
  <section class="article-content__editor">
{body}
  </section>
  {reporter_box}
  <div class="keywords">{"".join(f'<a href="/search/tagging/{t}">{t}</a>' for t in tags)}</div>
</section>
<section class="related"><h3>延伸閱讀</h3><ul>
{lis(related, '<li><a href="/news/story/{0}">{1}</a> <span class="time">{2}</span></li>')}
</ul></section>
{"" if hot_before else '<aside class="hot-news"><h3>熱門新聞</h3><ol>' + lis(hot, '<li><a href="/news/story/{0}">{1}</a><span class="time">{2}</span></li>') + "</ol></aside>"}
</div>
<div class="footer">
  <p><a href="/about">關於我們</a> | <a href="/privacy">隱私權聲明</a> | <a href="/copyright">著作權聲明</a> | <a href="/ad">廣告刊登</a> | <a href="/contact">聯絡我們</a></p>
  <p>{site} {csign} {years} All Rights Reserved. 本網站內容未經授權，禁止轉載</p>
</div>
</body>
</html>
"""


def social_post(
    *,
    platform,
    domain,
    author,
    handle,
    avatar_alt,
    post_html,
    time_html,
    stats,
    replies,
    lang="en",
    title_text,
    trending=(),
    footer="",
    nav=None,
    reply_label="Replies",
    head_extra="",
):
    """A microblog post page (X / Mastodon / Threads / Weibo-like)."""
    nav = nav or ["Home", "Explore", "Notifications", "Messages", "Profile"]
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
{CHARSET_MARK}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title_text}</title>
<meta property="og:site_name" content="{platform}">
{head_extra}
<link rel="stylesheet" href="https://{domain}/static/app.css">
</head>
<body>
<div id="app">
<nav class="side-nav" aria-label="Primary">{"".join(f'<a href="/{n.lower()}">{n}</a>' for n in nav)}</nav>
<main class="timeline">
  <div class="column-header"><a href="javascript:history.back()">←</a> <h1 class="column-title">{"Post" if lang == "en" else "詳情"}</h1></div>
  <div class="status detailed-status" data-id="113402877153">
    <div class="status__account"><img alt="{avatar_alt}" src="https://{domain}/avatars/{handle}.png"> <strong class="display-name">{author}</strong> <span class="acct">@{handle}</span></div>
    <div class="status__content" lang="{lang}">
{post_html}
    </div>
    <div class="status__meta">{time_html}</div>
    <div class="status__stats">{stats}</div>
  </div>
  <section class="replies"><h2>{reply_label}</h2>
{lis(replies, '<div class="status reply"><div class="status__account"><strong>{0}</strong> <span class="acct">@{1}</span> <span class="reply-time">{2}</span></div><div class="status__content"><p>{3}</p></div></div>')}
  </section>
</main>
<aside class="trends"><h2>{"Trending" if lang == "en" else "熱門話題"}</h2><ul>
{lis(trending, '<li><a href="/tags/{0}">#{0}</a> <span class="uses">{1}</span></li>')}
</ul>{footer}</aside>
</div>
</body>
</html>
"""


def cn_blog(
    *,
    site,
    domain,
    headline,
    meta_line,
    body,
    recent,
    comments,
    icp,
    tags=(),
    head_extra="",
    recent_before=True,
    years="2019-2026",
    sep="|",
    csign="(C)",
):
    """A Chinese company engineering blog."""
    recent_html = f"""<aside class="sidebar">
  <div class="widget"><h3 class="widget-title">最近更新</h3><ul>
{lis(recent, '    <li><a href="/post/{0}">{1}</a><span class="post-date">{2}</span></li>')}
  </ul></div>
  <div class="widget"><h3 class="widget-title">标签云</h3><p>大模型 推理 GPU 调度 存储 前端 安全</p></div>
</aside>"""
    return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
{CHARSET_MARK}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{headline} - {site}</title>
{head_extra}
<link rel="stylesheet" href="https://{domain}/static/blog.css">
</head>
<body>
<header class="blog-header"><a class="brand" href="https://{domain}/">{site}</a>
<nav><a href="/">首页</a> <a href="/categories/">分类</a> <a href="/archives/">归档</a> <a href="/opensource/">开源项目</a> <a href="/jobs/">加入我们</a> <a href="/about/">关于</a></nav></header>
<div class="layout">
{recent_html if recent_before else ""}
<main class="post-main">
<article class="post">
  <h1 class="post-title">{headline}</h1>
  <div class="post-meta">{meta_line}</div>
  <div class="post-body">
{body}
  </div>
  <div class="post-tags">标签：{" ".join(f'<a href="/tags/{t}/">{t}</a>' for t in tags)}</div>
</article>
<div class="post-share">分享到：<a>微信</a> <a>微博</a> <a>复制链接</a></div>
<div class="post-nav"><a class="prev" href="#">上一篇：GPU 集群故障自愈系统的设计与实现</a> <a class="next" href="#">下一篇：千万级 QPS 下的特征存储优化</a></div>
<section class="comments"><h3>评论（{len(comments)}）</h3>
{lis(comments, '<div class="comment"><span class="c-user">{0}</span> <span class="c-time">{1}</span><p class="c-text">{2}</p></div>')}
</section>
<div class="follow-box">关注「{site}」公众号，获取更多技术干货。</div>
</main>
{"" if recent_before else recent_html}
</div>
<footer class="blog-footer"><p>{csign} {years} {site} {sep} <a href="https://beian.miit.gov.cn/">{icp}</a> {sep} 本站文章均为原创，转载请注明出处</p></footer>
</body>
</html>
"""


# ===========================================================================
# Simplified Chinese in the GB family (GBK, GB2312, GB18030)
# ===========================================================================

# --- GBK, charset in the HTTP header only; visible byline "2026年10月24日 10:32";
#     hot list with other dates placed before the article; comments with timestamps.
body = """<p>示例科技讯（记者 周明远）深寻科技今天上午在北京宣布开源自研的大模型推理引擎 DeepInfer，代码以 Apache-2.0 协议发布。</p>
<p>据深寻科技介绍，在由 32 台 8 卡 H800 服务器组成的集群上，DeepInfer 运行其 6710 亿参数 MoE 模型时，整体解码吞吐达到 954K tokens/s。在相同硬件和相同请求分布下，团队此前使用的开源方案吞吐约为 612K tokens/s，DeepInfer 高出约 56%。</p>
<p>单请求体验方面，官方给出的数据为：在 4K 输入、1K 输出的典型对话负载下，P90 解码速度为 196 tokens/s，首 token 延迟（TTFT）中位数为 0.41 秒，较上一代内部引擎降低 38%。</p>
<p>DeepInfer 的主要技术点包括：</p>
<ul>
<li>预填充与解码分离部署，两类节点按 1:3 配比，可在 8～256 卡之间弹性伸缩；</li>
<li>专家并行（EP）与数据并行混合调度，单卡同时承载 9 个专家；</li>
<li>FP8 权重与 KV 缓存，显存占用较 BF16 减少约 47%；</li>
<li>多 token 预测（MTP）投机解码，平均接受长度 2.4 个 token。</li>
</ul>
<p>深寻科技联合创始人李振宇表示，开源后公司将每两周发布一个版本，并计划于 11 月中旬支持国产加速卡。他透露，DeepInfer 已在公司线上服务中运行 5 个月，支撑日均 3.1 万亿 tokens 的调用量。</p>
<p>业内人士认为，推理引擎正成为大模型竞争的新焦点。据第三方机构测算，2026 年国内大模型推理算力市场规模约为 1,420 亿元，同比增长 83%。</p>"""
add(
    id="zh-gbk-header-01",
    encoding="gbk",
    label="GBK",
    declared="header",
    script="hans",
    url="https://tech.example-portal.cn/ai/doc-inhxqz8842671.shtml",
    language="zh",
    title="深寻科技开源推理引擎 DeepInfer，单集群吞吐达 954K tokens/s",
    published="2026-10-24",
    date_source="byline",
    style="news-portal",
    distractors=[
        "hot list before the article dated 2026-10-19..23",
        "related list dated 2026-10-15..21",
        "comment timestamps 2026-10-24/25",
        "footer (C) 2019-2026",
        "'11 月中旬' in body",
    ],
    body=body,
    text=cn_portal(
        site="示例门户网",
        domain="example-portal.cn",
        channel=["科技", "人工智能"],
        headline="深寻科技开源推理引擎 DeepInfer，单集群吞吐达 954K tokens/s",
        byline='<span class="date">2026年10月24日 10:32</span> <a class="source ent-source" href="//tech.example-portal.cn/">示例科技</a>',
        body=body,
        editor="责任编辑：王芳",
        hot=[
            (
                1,
                "doc-inhxqz8830217",
                "某大厂推理集群扩容至 2 万卡，年内投入超 30 亿元",
                "2026-10-22",
            ),
            (2, "doc-inhxqz8821908", "调查：七成企业把推理成本列为第一痛点", "2026-10-19"),
            (3, "doc-inhxqz8839954", "国产 GPU 出货量三季度环比增长 41%", "2026-10-23"),
        ],
        related=[
            ("doc-inhxqz8790012", "推理芯片公司芯岳科技完成 1.2 亿元 A 轮融资", "2026-10-21"),
            ("doc-inhxqz8701133", "大模型价格战再升级：百万 tokens 输出价跌破 2 元", "2026-10-18"),
            ("doc-inhxqz8655218", "开源推理框架横评：吞吐相差最高 3.4 倍", "2026-10-15"),
        ],
        comments=[
            (
                "手机用户5821",
                "北京",
                "2026-10-24 11:05",
                "终于等到开源了，周末就去试试 H20 上能跑多少。",
                236,
            ),
            (
                "算力民工",
                "广东深圳",
                "2026-10-24 12:47",
                "954K 是整个集群的数，单卡其实也就 3.7K 左右吧？",
                88,
            ),
            ("用户7y2k", "上海", "2026-10-25 08:13", "希望早点适配国产卡，11 月中旬见分晓。", 19),
        ],
        icp="京ICP备19024517号-3",
        gongan="京公网安备 11010502038821号",
    ),
    must_contain=[
        "在由 32 台 8 卡 H800 服务器组成的集群上，DeepInfer 运行其 6710 亿参数 MoE 模型时，整体解码吞吐达到 954K tokens/s。",
        "首 token 延迟（TTFT）中位数为 0.41 秒，较上一代内部引擎降低 38%。",
        "支撑日均 3.1 万亿 tokens 的调用量。",
    ],
    must_not_contain=[
        "某大厂推理集群扩容至 2 万卡",
        "单卡其实也就 3.7K 左右吧",
        "版权所有 (C) 2019-2026",
        "分享到：",
    ],
)

# --- GBK, <meta http-equiv> only; article:published_time; visible time is relative.
body = """<p>示例氪获悉，大模型推理芯片公司「芯岳科技」近日完成 1.2 亿元 A 轮融资，由启明示例资本领投，老股东云杉基金跟投，本轮资金将主要用于第二代芯片流片和软件栈研发。</p>
<p>芯岳科技成立于 2023 年，总部位于上海，创始团队来自国内外头部芯片公司。公司首款推理芯片 YR-1 采用 12nm 工艺，配备 64GB HBM2e 显存，INT8 算力为 256 TOPS，典型功耗 150W。</p>
<p>创始人兼 CEO 陈立表示，训练芯片的竞争格局已相对稳定，但推理侧的需求正在快速分化：“大模型推理对显存带宽的要求远高于算力，我们的设计目标是每瓦带宽最大化。”</p>
<p>据芯岳科技提供的测试数据，YR-1 在运行 70 亿参数模型时单卡解码速度达到 1,850 tokens/s（批大小 64），每百万 tokens 的电费成本约为 0.03 元。第二代芯片 YR-2 计划于 2027 年第二季度量产，显存将提升至 96GB。</p>
<h2>客户与订单</h2>
<p>目前，YR-1 已在三家云厂商和两家金融机构进行小批量部署，累计出货约 3,000 片。公司预计 2026 年全年营收将突破 8,000 万元。</p>
<p>领投方启明示例资本合伙人王晓在接受采访时表示，推理芯片的窗口期大约还有 18～24 个月，“谁能率先跑通软件生态，谁就能拿到规模化订单”。</p>"""
add(
    id="zh-gbk-meta-01",
    encoding="gbk",
    label="gbk",
    declared="meta-http-equiv",
    script="hans",
    url="https://www.example-kr.com/p/3021187456139",
    language="zh",
    title="芯岳科技完成 1.2 亿元 A 轮融资，专注大模型推理芯片",
    published="2026-10-23",
    date_source="meta-article-published_time",
    style="tech-media",
    distractors=[
        "newsflash rail before the article with 10月19日..22日 times",
        "visible time is relative ('2天前')",
        "recommend list dated 2026-10-08..17",
        "body: 2027 年第二季度",
    ],
    body=body,
    text=cn_media(
        site="示例氪",
        domain="example-kr.com",
        headline="芯岳科技完成 1.2 亿元 A 轮融资，专注大模型推理芯片",
        author="王晨",
        byline='<span class="item-time">&nbsp;·&nbsp;2天前</span>',
        summary="推理芯片赛道再获资本加注。",
        head_extra='<meta property="article:published_time" content="2026-10-23T09:15:00+08:00">\n<meta property="article:section" content="AI">',
        body=body,
        tags=["推理芯片", "融资", "芯岳科技"],
        flash=[
            ("10月22日 18:02", "3020998811", "某云厂商上调 GPU 实例价格 15%"),
            ("10月21日 09:30", "3020871102", "人形机器人公司完成 5 亿元 B 轮融资"),
            ("10月19日 14:11", "3020655093", "AI 搜索应用月活突破 1 亿"),
        ],
        recommend=[
            ("3019003312", "推理芯片赛道复盘：一年 23 起融资", "张一帆", "2026-10-12"),
            ("3018771240", "HBM 短缺之下，谁在抢显存", "刘瑶", "2026-10-08"),
            ("3020112456", "对话某 GPU 创业者：先活下来再谈生态", "王晨", "2026-10-17"),
        ],
        icp="京ICP备18005371号-1",
        years="2019-2026",
    ),
    must_contain=[
        "大模型推理芯片公司「芯岳科技」近日完成 1.2 亿元 A 轮融资",
        "YR-1 在运行 70 亿参数模型时单卡解码速度达到 1,850 tokens/s（批大小 64）",
        "推理芯片的窗口期大约还有 18～24 个月",
    ],
    must_not_contain=[
        "某云厂商上调 GPU 实例价格 15%",
        "推理芯片赛道复盘：一年 23 起融资",
        "订阅「AI 早报」",
        "我们使用 Cookie 来改善您的浏览体验",
    ],
)

# --- GBK, undeclared; a Discuz! forum thread; "发表于 2026-10-22 21:47"; replies later.
body = """各位好，最近在公司内网用两张 RTX 4090（24GB）部署了 70B 的 4bit 量化模型，踩了不少坑，整理一下数据分享给大家。<br />
<br />
<strong>环境</strong><br />
CPU：EPYC 7543，内存 256GB，系统 Ubuntu 22.04，驱动 550，推理框架用的是 LumenServe 0.9。<br />
模型：70B 参数，AWQ 4bit 量化，权重文件约 39GB，两张卡张量并行。<br />
<br />
<strong>结论先说</strong><br />
1. 单并发时解码速度约 21 tokens/s，首 token 延迟 0.8 秒左右，日常对话完全够用。<br />
2. 并发拉到 16 时总吞吐约 245 tokens/s，P90 单路速度掉到 12 tokens/s。<br />
3. 上下文超过 8K 之后显存会吃紧，KV 缓存只能给到大约 1.6 万 tokens。<br />
<br />
我对比了一下，同样的模型在 A100 80GB 单卡上总吞吐大约是 410 tokens/s，两张 4090 的成本只有它的三分之一左右，性价比还是可以的。<br />
<br />
另外提醒一下，PCIe 4.0 x16 跑张量并行通信开销很明显，打开 P2P 之后吞吐提升了 18% 左右，建议大家先用 nvidia-smi topo -m 看看拓扑。<br />
<br />
有问题可以回帖交流，配置文件我放在 3 楼。"""
add(
    id="zh-gbk-none-01",
    encoding="gbk",
    declared="none",
    script="hans",
    url="https://bbs.example-ai.cn/thread-482913-1-1.html",
    language="zh",
    title="[经验分享] 双卡 4090 部署 70B 量化模型：实测吞吐与 P90 延迟",
    published="2026-10-22",
    date_source="byline",
    style="forum",
    distractors=[
        "hot threads before the post dated 2026-10-15/18",
        "reply timestamps 2026-10-22..24",
        "footer (C) 2001-2026",
    ],
    body=body,
    text=cn_forum(
        forum="示例 AI 社区",
        domain="bbs.example-ai.cn",
        board="大模型部署",
        title="[经验分享] 双卡 4090 部署 70B 量化模型：实测吞吐与 P90 延迟",
        op_name="深夜调参侠",
        op_time="2026-10-22 21:47",
        op_info="积分 2841 | 帖子 316",
        body=body,
        views=482913,
        icp="粤ICP备20045871号",
        hot=[
            ("481220", "求助：128K 上下文推理显存怎么算？", "2026-10-18"),
            ("480017", "国产卡跑 MoE 模型的正确姿势（附 6 张对比表）", "2026-10-15"),
        ],
        replies=[
            (
                "zhangwei_ml",
                "2026-10-22 22:15",
                "感谢分享！请问 AWQ 和 GPTQ 在 4090 上速度差多少？",
                356,
                "沙发",
            ),
            (
                "深夜调参侠",
                "2026-10-23 08:02",
                "配置文件如下：max-model-len 设的 16384，gpu-memory-utilization 0.92，其他默认。",
                2841,
                "板凳",
            ),
            ("路过的小白", "2026-10-24 13:30", "mark 一下，下周买卡前回来再看", 12, "地板"),
        ],
    ),
    must_contain=[
        "单并发时解码速度约 21 tokens/s，首 token 延迟 0.8 秒左右，日常对话完全够用。",
        "同样的模型在 A100 80GB 单卡上总吞吐大约是 410 tokens/s",
        "打开 P2P 之后吞吐提升了 18% 左右",
    ],
    must_not_contain=[
        "请问 AWQ 和 GPTQ 在 4090 上速度差多少",
        "求助：128K 上下文推理显存怎么算？",
        "粤ICP备20045871号",
        "Powered by",
    ],
)


# --- GB2312, header only; an industry-association notice in an old table layout;
#     "发布时间：2026-10-21"; deadline "报名截止 2026 年 11 月 30 日" in the body.
def cn_assoc(*, headline, info, body, notices, prev_next):
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
{CHARSET_MARK}
<title>{headline}-示例人工智能产业联盟</title>
<link href="/css/style.css" rel="stylesheet" type="text/css">
<script language="javascript" src="/js/common.js"></script>
</head>
<body>
<table width="1000" border="0" align="center" cellpadding="0" cellspacing="0">
<tr><td class="top"><a href="#" onclick="this.style.behavior='url(#default#homepage)';">设为首页</a> | <a href="#">加入收藏</a> | <a href="/en/">English</a></td></tr>
<tr><td class="banner"><img src="/images/banner.jpg" alt="示例人工智能产业联盟" width="1000" height="120"></td></tr>
<tr><td class="menu"><a href="/">首页</a> <a href="/about/">联盟概况</a> <a href="/news/">新闻动态</a> <a href="/news/tzgg/">通知公告</a> <a href="/std/">标准规范</a> <a href="/member/">会员服务</a> <a href="/contact/">联系我们</a></td></tr>
</table>
<table width="1000" border="0" align="center" cellpadding="0" cellspacing="0">
<tr>
<td width="240" valign="top" class="left">
  <table width="100%" cellpadding="0" cellspacing="0"><tr><td class="lefttitle">通知公告</td></tr>
{lis(notices, '  <tr><td class="leftlist"><a href="/news/tzgg/content_{0}.html">{1}</a> <span class="date">[{2}]</span></td></tr>')}
  </table>
</td>
<td width="760" valign="top">
  <table width="100%" cellpadding="0" cellspacing="0">
  <tr><td class="position">您现在的位置：<a href="/">首页</a> &gt;&gt; <a href="/news/">新闻动态</a> &gt;&gt; <a href="/news/tzgg/">通知公告</a></td></tr>
  <tr><td class="title" align="center"><h1>{headline}</h1></td></tr>
  <tr><td class="info" align="center">{info}</td></tr>
  <tr><td class="content">
{body}
  </td></tr>
  <tr><td class="tools" align="right">【<a href="javascript:window.print()">打印本页</a>】【<a href="javascript:window.close()">关闭窗口</a>】</td></tr>
  <tr><td class="prenext">上一篇：<a href="#">{prev_next[0]}</a><br>下一篇：<a href="#">{prev_next[1]}</a></td></tr>
  </table>
</td>
</tr>
</table>
<table width="1000" border="0" align="center" cellpadding="0" cellspacing="0">
<tr><td class="bottom" align="center">主办单位：示例人工智能产业联盟 版权所有 (C) 2019-2026<br>地址：北京市海淀区示例路 12 号 邮编：100083 电话：010-62051234<br><a href="https://beian.miit.gov.cn/">京ICP备17053619号-2</a> 建议使用 1280x800 以上分辨率浏览</td></tr>
</table>
</body>
</html>
"""


body = """<p>各会员单位及相关企业：</p>
<p>为客观反映国内大模型推理系统的技术水平，推动推理服务降本增效，联盟定于 2026 年 11 月至 12 月开展年度大模型推理性能评测工作。现将有关事项通知如下。</p>
<h3>一、评测内容</h3>
<p>本次评测分为通用场景和长上下文场景两个赛道，覆盖吞吐、延迟、能效和成本四类指标。</p>
<table border="1" cellspacing="0" cellpadding="4" width="90%" align="center">
<tr><th>指标</th><th>定义</th><th>单位</th></tr>
<tr><td>系统吞吐</td><td>单位时间内输出的 token 总数</td><td>tokens/s</td></tr>
<tr><td>首 token 延迟</td><td>P90 首 token 时间</td><td>毫秒</td></tr>
<tr><td>能效</td><td>每千瓦时输出的 token 数</td><td>百万 tokens/kWh</td></tr>
<tr><td>成本</td><td>每百万输出 tokens 的硬件折旧与电费</td><td>元</td></tr>
</table>
<p>通用场景使用 4K 输入、512 输出的请求分布，并发数在 8～256 之间逐级递增；长上下文场景输入长度为 128K。参评系统须在 P90 首 token 延迟不超过 2,000 毫秒的前提下报告最大吞吐。</p>
<h3>二、时间安排</h3>
<ol>
<li>报名阶段：即日起至 2026 年 11 月 30 日；</li>
<li>测试阶段：2026 年 12 月 1 日至 12 月 25 日；</li>
<li>结果发布：2027 年 1 月中旬，在联盟年度大会上公布。</li>
</ol>
<p>报名截止 2026 年 11 月 30 日，逾期不再受理。评测不收取任何费用，每家单位最多提交 3 套系统。</p>
<h3>三、联系方式</h3>
<p>联系人：刘老师，电话：010-68901234，邮箱：eval@example-aia.org.cn。</p>
<p>附件：<a href="/uploads/2026/baoming.doc">大模型推理性能评测报名表.doc</a></p>
<p align="right">示例人工智能产业联盟秘书处<br>2026 年 10 月 21 日</p>"""
add(
    id="zh-gb2312-header-01",
    encoding="gb2312",
    label="gb2312",
    declared="header",
    script="hans",
    url="http://www.example-aia.org.cn/news/tzgg/content_5531.html",
    language="zh",
    title="关于开展 2026 年度大模型推理性能评测工作的通知",
    published="2026-10-21",
    date_source="byline",
    style="association-notice",
    distractors=[
        "notice list before the article dated 2026-08-30..09-28",
        "deadline 2026 年 11 月 30 日 and test dates in body",
        "footer (C) 2019-2026",
    ],
    body=body,
    text=cn_assoc(
        headline="关于开展 2026 年度大模型推理性能评测工作的通知",
        info="发布时间：2026-10-21&nbsp;&nbsp;&nbsp;&nbsp;来源：联盟秘书处&nbsp;&nbsp;&nbsp;&nbsp;浏览次数：1236",
        body=body,
        notices=[
            ("5502", "关于召开第三届会员大会的通知", "2026-09-28"),
            ("5476", "2026 年度优秀应用案例征集结果公示", "2026-09-15"),
            ("5431", "关于推荐算力标准起草单位的函", "2026-08-30"),
        ],
        prev_next=(
            "关于召开第三届会员大会的通知",
            "关于发布《大模型推理服务接口规范》团体标准的公告",
        ),
    ),
    must_contain=[
        "参评系统须在 P90 首 token 延迟不超过 2,000 毫秒的前提下报告最大吞吐。",
        "报名截止 2026 年 11 月 30 日，逾期不再受理。",
        "并发数在 8～256 之间逐级递增",
    ],
    must_not_contain=["2026 年度优秀应用案例征集结果公示", "打印本页", "京ICP备17053619号-2"],
)


# --- GB2312, <meta charset> only; university news; <meta name="pubdate">; no visible date.
def cn_univ(*, headline, info, body, side, head_extra):
    return f"""<!DOCTYPE html>
<html>
<head>
{CHARSET_MARK}
<title>{headline}-北辰大学新闻网</title>
<meta name="keywords" content="北辰大学,新闻网">
{head_extra}
<link rel="stylesheet" href="/style/news.css">
</head>
<body>
<div class="header"><div class="logo"><img src="/images/logo.png" alt="北辰大学新闻网"></div>
<div class="nav"><a href="/">首页</a> | <a href="/bcyw.htm">北辰要闻</a> | <a href="/zhxw.htm">综合新闻</a> | <a href="/xsdt.htm">学术动态</a> | <a href="/mtbc.htm">媒体北辰</a> | <a href="/xyrw.htm">校园人物</a> | <a href="/tsbc.htm">图说北辰</a></div></div>
<div class="main">
<div class="left-col">
<div class="lm-title">学术动态</div>
<ul class="lm-list">
{lis(side, '<li><a href="/info/1003/{0}.htm" title="{1}">{1}</a><span>{2}</span></li>')}
</ul>
</div>
<div class="right-col">
<div class="dqwz">当前位置：<a href="/">首页</a> &gt;&gt; <a href="/xsdt.htm">学术动态</a> &gt;&gt; 正文</div>
<form name="_newscontent_fromname">
<div class="news-title"><h1>{headline}</h1></div>
<div class="news-info">{info}</div>
<div id="vsb_content" class="v_news_content">
{body}
</div>
</form>
<div class="share">分享到：<a>微信</a> <a>微博</a> <a>QQ空间</a></div>
</div>
</div>
<div class="footer"><p>版权所有 (C) 2019-2026 北辰大学党委宣传部 地址：北辰市学院路 38 号 邮编：100875</p><p><a href="https://beian.miit.gov.cn/">京ICP备05015432号</a></p></div>
</body>
</html>
"""


body = """<p>近日，我校计算机学院高性能计算实验室在大模型推理方向取得新进展。团队提出的 KV 缓存压缩方法 FlashKV，在 128K 上下文长度下将显存占用降低 75%，相关论文已被国际会议录用。</p>
<p>大模型在处理长文本时，需要为每个已处理的 token 保存键值缓存（KV Cache），其显存占用随上下文长度线性增长。以 700 亿参数模型为例，单个 128K 请求的 KV 缓存就超过 40GB，成为制约并发能力的主要瓶颈。</p>
<p>FlashKV 通过分层量化和注意力感知的令牌淘汰，把大部分历史 token 的缓存压缩到 2 比特，仅对约 6% 的关键 token 保留 16 比特精度。实验表明，在 LongBench 等 6 个评测集上，压缩后模型的平均得分仅下降 0.4 分，而单卡可服务的并发请求数从 3 个提升到 11 个。</p>
<p>论文第一作者、博士生赵一鸣介绍，FlashKV 不需要重新训练模型，可以直接集成到主流推理框架中，目前代码已经开源。</p>
<p>团队负责人孙建华教授表示，下一步将把 FlashKV 扩展到多模态模型。该成果将于 11 月 12 日在杭州举行的学术会议上作口头报告。</p>"""
add(
    id="zh-gb2312-meta-01",
    encoding="gb2312",
    label="gb2312",
    declared="meta",
    script="hans",
    url="https://news.example-bcu.edu.cn/info/1003/68421.htm",
    language="zh",
    title="计算机学院团队提出 KV 缓存压缩方法 FlashKV，长文本推理显存占用降低 75%",
    published="2026-10-20",
    date_source="meta-pubdate",
    style="university-news",
    distractors=[
        "side list before the article dated 2026-10-12..18",
        "conference date 11 月 12 日 in body",
        "footer (C) 2019-2026",
    ],
    body=body,
    text=cn_univ(
        headline="计算机学院团队提出 KV 缓存压缩方法 FlashKV，长文本推理显存占用降低 75%",
        info="作者：张帆&nbsp;&nbsp;来源：计算机学院&nbsp;&nbsp;审核：王强&nbsp;&nbsp;点击数：2318",
        body=body,
        head_extra='<meta name="pubdate" content="2026-10-20">',
        side=[
            ("68390", "数学学院在图神经网络理论方面取得突破", "2026-10-18"),
            ("68355", "我校 3 项成果获省科技进步奖", "2026-10-15"),
            ("68317", "人工智能研究院举办大模型安全论坛", "2026-10-12"),
        ],
    ),
    must_contain=[
        "在 128K 上下文长度下将显存占用降低 75%",
        "单卡可服务的并发请求数从 3 个提升到 11 个。",
        "该成果将于 11 月 12 日在杭州举行的学术会议上作口头报告。",
    ],
    must_not_contain=[
        "数学学院在图神经网络理论方面取得突破",
        "我校 3 项成果获省科技进步奖",
        "北辰大学党委宣传部",
    ],
)


# --- GB2312, undeclared; a small news site; the date is only in the URL.
def cn_smallnews(
    *, site, domain, headline, info, body, hot, related, icp, csign="(C)", extra_head=""
):
    return f"""<!DOCTYPE html>
<html>
<head>
{CHARSET_MARK}
<title>{headline} - {site}</title>
{extra_head}
<link rel="stylesheet" href="/css/news.css">
</head>
<body>
<div id="top"><a href="/">{site}</a> <span class="slogan">科技让生活更美好</span></div>
<div id="nav"><a href="/">首页</a> <a href="/news/">要闻</a> <a href="/ai/">人工智能</a> <a href="/chip/">芯片</a> <a href="/cloud/">云计算</a> <a href="/digital/">数码</a> <a href="/epaper/">电子报</a></div>
<div id="main">
<div class="hot"><h3>热点新闻</h3><ul>
{lis(hot, '<li><a href="/news/{0}.html">{1}</a> <em>{2}</em></li>')}
</ul></div>
<div class="article">
<h1>{headline}</h1>
<div class="info">{info}</div>
<div class="text" id="text">
{body}
</div>
</div>
<div class="xgxw"><h3>相关新闻</h3><ul>
{lis(related, '<li><a href="/news/{0}.html">{1}</a> <em>{2}</em></li>')}
</ul></div>
</div>
<div id="footer">{csign} 2019-2026 {site}社 版权所有 <a href="https://beian.miit.gov.cn/">{icp}</a><br>本网站所刊登的各种新闻、信息和各种专题专栏资料，均为{site}版权所有，未经协议授权禁止下载使用。</div>
</body>
</html>
"""


body = """<p>本报讯（记者 何静）星河智算公司日前发布面向企业私有化部署的大模型推理一体机“星河 M8”。该产品预装国产 8 卡加速服务器和自研推理软件，开箱即可运行 320 亿参数以下的主流开源模型。</p>
<p>据介绍，星河 M8 在运行 320 亿参数模型时，单机可支持 32 路并发对话，单路平均生成速度为 35 tokens/s，整机功耗约 4.2 千瓦。</p>
<p>该公司副总裁吴涛表示，一体机的目标客户是对数据安全要求较高的政务、金融和制造企业，起售价为 68 万元，首批产品将于 12 月交付。</p>"""
add(
    id="zh-gb2312-none-01",
    encoding="gb2312",
    declared="none",
    script="hans",
    url="https://www.example-kjbao.cn/news/2026/10/19/108233.html",
    language="zh",
    title="星河智算发布推理一体机 单机支持 32 路并发",
    published="2026-10-19",
    date_source="url",
    style="news-small",
    distractors=[
        "hot list before the article dated 10-16..10-18",
        "related list dated 2026-09-28..10-12",
        "footer (C) 2019-2026",
        "'12 月交付' in body",
    ],
    body=body,
    text=cn_smallnews(
        site="示例科技报",
        domain="example-kjbao.cn",
        headline="星河智算发布推理一体机 单机支持 32 路并发",
        info="来源：示例科技报&nbsp;&nbsp;作者：记者 何静&nbsp;&nbsp;【字号 大 中 小】",
        body=body,
        icp="浙ICP备15031188号",
        hot=[
            ("108190", "全省算力网络调度平台上线试运行", "10-18"),
            ("108155", "人工智能产业园二期签约 12 个项目", "10-17"),
            ("108101", "本地企业推理芯片通过车规认证", "10-16"),
        ],
        related=[
            ("107998", "星河智算获评年度创新企业", "2026-10-12"),
            ("107640", "私有化部署需求激增 一体机市场规模翻番", "2026-09-28"),
        ],
    ),
    must_contain=[
        "单路平均生成速度为 35 tokens/s，整机功耗约 4.2 千瓦。",
        "起售价为 68 万元，首批产品将于 12 月交付。",
    ],
    must_not_contain=[
        "人工智能产业园二期签约 12 个项目",
        "私有化部署需求激增 一体机市场规模翻番",
        "浙ICP备15031188号",
    ],
)

# --- GB18030, header only; JSON-LD datePublished; no visible date; the frame uses
#     characters outside GBK (• and ©, four-byte sequences in GB18030).
body = """<p>10 月 23 日晚，星河智算旗下的星河推理云宣布对全部在售模型 API 进行调价，平均降幅 62%，新价格即日起生效。</p>
<p>以旗舰模型星河-Pro 为例，输入价格从每百万 tokens 2 元降至 0.8 元，输出价格从每百万 tokens 8 元降至 2 元；轻量模型星河-Lite 的输入价格降至 0.1 元，缓存命中的输入再打 2.5 折。</p>
<table class="price-table">
<thead><tr><th>模型</th><th>输入（原价）</th><th>输入（新价）</th><th>输出（原价）</th><th>输出（新价）</th></tr></thead>
<tbody>
<tr><td>星河-Pro</td><td>2 元</td><td>0.8 元</td><td>8 元</td><td>2 元</td></tr>
<tr><td>星河-Lite</td><td>0.3 元</td><td>0.1 元</td><td>0.6 元</td><td>0.3 元</td></tr>
</tbody>
</table>
<p>星河智算表示，降价的底气来自推理效率的提升。过去 6 个月，公司通过 FP8 量化、预填充解码分离和自研调度器，把单位 token 的推理成本降低了约 70%，集群平均利用率从 41% 提高到 67%。</p>
<p>这是今年以来国内大模型 API 的第三轮集中降价。分析人士认为，随着推理成本继续下降，价格竞争将从“比谁便宜”转向“比谁稳定”，SLA 和长上下文能力会成为新的竞争点。</p>"""
add(
    id="zh-gb18030-header-01",
    encoding="gb18030",
    label="GB18030",
    declared="header",
    script="hans",
    url="https://www.example-zhisuan.cn/article/7781203",
    language="zh",
    title="星河推理云全线降价：输入每百万 tokens 降至 0.8 元",
    published="2026-10-24",
    date_source="json-ld",
    style="tech-media",
    distractors=[
        "newsflash rail before the article dated 10月19日..23日",
        "'10 月 23 日晚' in body (the announcement, not the article)",
        "recommend list dated 2026-09..10",
        "footer © 2019-2026",
    ],
    body=body,
    text=cn_media(
        site="智算前沿",
        domain="example-zhisuan.cn",
        headline="星河推理云全线降价：输入每百万 tokens 降至 0.8 元",
        author="林晓",
        byline='<span class="read-count"> • 阅读 3.2万</span>',
        head_extra="""<script type="application/ld+json">
{"@context": "https://schema.org", "@type": "NewsArticle", "headline": "星河推理云全线降价：输入每百万 tokens 降至 0.8 元", "datePublished": "2026-10-24T08:00:00+08:00", "author": {"@type": "Person", "name": "林晓"}, "publisher": {"@type": "Organization", "name": "智算前沿"}}
</script>""",
        body=body,
        tags=["价格战", "API", "星河智算"],
        sep="•",
        copyright_sign="©",
        flash=[
            ("10月23日 21:40", "88120", "某大模型公司宣布开源 2350 亿参数模型"),
            ("10月22日 10:05", "88031", "推理服务器集中招标规模达 4.6 亿元"),
            ("10月19日 16:20", "87702", "两部门发文推进算力互联互通"),
        ],
        recommend=[
            ("7779012", "大模型 API 价格一年跌去八成，谁在赚钱？", "宋佳", "2026-10-16"),
            ("7771555", "长上下文成为新战场：128K 已是起步价", "林晓", "2026-09-30"),
        ],
        icp="京ICP备20031566号-2",
    ),
    must_contain=[
        "输入价格从每百万 tokens 2 元降至 0.8 元，输出价格从每百万 tokens 8 元降至 2 元",
        "集群平均利用率从 41% 提高到 67%。",
        "平均降幅 62%，新价格即日起生效。",
    ],
    must_not_contain=[
        "推理服务器集中招标规模达 4.6 亿元",
        "大模型 API 价格一年跌去八成，谁在赚钱？",
        "京ICP备20031566号-2",
    ],
)

# --- GB18030, <meta charset> only; long analysis (2,000+ characters) with headings,
#     a table and a list; byline "2026-10-23 10:32 来源：…"; event date in the body.
body = """<p>过去一年，几乎每隔一两个月就会有大模型厂商宣布降价。价格表上的数字一降再降，但推理的真实成本到底降了多少？成本下降又来自哪里？我们梳理了 6 家主流厂商公开的价格、3 份硬件评测报告以及多位从业者的说法，试着算一笔账。</p>
<h2>一、价格：旗舰模型输出价一年下降 83%</h2>
<p>以国内 6 家厂商旗舰模型的公开价格为样本，2025 年 10 月，输出价格的中位数为每百万 tokens 12 元；到 2026 年 10 月，这一数字已降至 2 元，降幅约 83%。输入价格的降幅更大，中位数从 4 元降至 0.6 元，降幅 85%。</p>
<table>
<thead><tr><th>时间</th><th>输入价格中位数（元/百万 tokens）</th><th>输出价格中位数（元/百万 tokens）</th></tr></thead>
<tbody>
<tr><td>2025 年 10 月</td><td>4.0</td><td>12.0</td></tr>
<tr><td>2026 年 4 月</td><td>1.5</td><td>6.0</td></tr>
<tr><td>2026 年 10 月</td><td>0.6</td><td>2.0</td></tr>
</tbody>
</table>
<p>需要注意的是，价格并不等于成本。多位业内人士表示，部分厂商的 API 价格已经低于其推理成本，降价在一定程度上是为了抢占开发者和企业客户。“有的模型是在亏钱卖，但你不降，客户就走了。”一家云厂商的产品负责人说。</p>
<h2>二、硬件：每美元算力提升约 1.8 倍</h2>
<p>硬件是推理成本的第一大头。按照公开的云上租赁价格计算，一年前主流推理卡的每小时租金约为 2.1 美元，如今同等价位的新一代卡显存带宽提高了约 60%，FP8 算力提升约 1 倍。综合来看，每美元可获得的有效推理算力提升约 1.8 倍。</p>
<p>不过，硬件迭代带来的红利并不是无限的。一位芯片行业分析师指出，大模型解码阶段主要受显存带宽限制，而 HBM 的供给在 2027 年之前都将偏紧，“硬件这一项，明年最多再贡献 30% 到 40% 的降幅”。</p>
<h2>三、软件：推理引擎贡献了最大的一块</h2>
<p>与硬件相比，软件优化带来的成本下降更为显著。我们采访的 4 家公司都提到了以下几项技术：</p>
<ul>
<li>FP8 乃至 FP4 量化，使单卡可容纳的模型和 KV 缓存成倍增加；</li>
<li>预填充与解码分离部署，让两个阶段各自使用最合适的并行策略；</li>
<li>投机解码和多 token 预测，使每次前向计算平均产出 2 到 3 个 token；</li>
<li>前缀缓存，把多轮对话和长系统提示的重复计算降到最低。</li>
</ul>
<p>一家头部模型公司的推理负责人给出了一组内部数据：同一个 MoE 模型，在同样的 H800 集群上，2025 年 10 月单卡平均输出吞吐约为 1,100 tokens/s，到 2026 年 9 月已提升至 3,600 tokens/s，约为原来的 3.3 倍。其中量化贡献约 1.4 倍，分离部署和调度优化贡献约 1.6 倍，投机解码贡献约 1.5 倍。</p>
<p>他补充说，这些优化的效果高度依赖业务负载。对于平均输入 4K、输出 500 的对话业务，集群规模在 8～256 卡之间时，扩展效率基本保持在 90% 以上；但对于 128K 以上的长文本业务，吞吐提升只有 1.7 倍左右。</p>
<h2>四、算一笔账：每百万 tokens 的真实成本</h2>
<p>综合硬件和软件两方面的因素，我们估算，一个中等规模的 MoE 旗舰模型，其每百万输出 tokens 的推理成本已从一年前的约 9 元降至约 1.5 元，降幅约 83%，与价格的降幅大体相当。这意味着，整体而言行业并没有陷入普遍的亏损定价，但不同厂商之间的差距正在拉大。</p>
<p>成本控制能力较强的厂商，毛利率仍能维持在 40% 左右；而仍在使用上一代推理方案的厂商，在当前价格下已经很难盈利。一位投资人表示，推理效率正在成为大模型公司之间最重要的“隐形护城河”。</p>
<h2>五、还能降多少？</h2>
<p>对于明年的走势，受访者普遍认为降价仍将持续，但幅度会明显放缓。多数人给出的预期是，2027 年旗舰模型的输出价格将再下降 50% 左右，即每百万 tokens 1 元上下。</p>
<p>也有人提醒，推理模型的普及正在让单次请求消耗的 tokens 数成倍增加。即使单价下降，企业在大模型上的总支出仍可能继续上涨。据一家咨询机构测算，2026 年国内企业的大模型 API 调用总支出约为 186 亿元，同比增长 2.4 倍。</p>
<h2>六、不同场景的成本差异</h2>
<p>需要强调的是，上面的估算针对的是典型的对话类负载。不同业务场景的成本结构差异很大，不能简单套用同一个数字。</p>
<p>代码补全类业务的输入通常很长、输出很短，预填充阶段占了大头，前缀缓存的命中率往往能达到 70% 以上，实际成本可以比对话类业务再低一半左右。相反，以推理模型为代表的“长思考”业务，单次请求平均输出超过 5,000 tokens，解码阶段的显存带宽成为绝对瓶颈，每百万 tokens 的实际成本比对话类业务高出约 40%。</p>
<p>长文档问答则处在另一个极端。当输入长度超过 128K 时，注意力计算和 KV 缓存的显存占用迅速上升，单卡能够同时服务的请求数可能只有短文本场景的十分之一。一位云厂商人士透露，他们内部对 128K 以上请求的核算成本是 32K 以下请求的 6 倍左右，但对外价格只高出 1 倍，“这部分业务目前基本是在补贴”。</p>
<p>这也解释了为什么越来越多的厂商开始对长上下文、缓存命中和批量调用分别定价。价格体系正在从“一口价”走向精细化，这本身就是推理成本结构越来越清晰的结果。对于企业用户而言，弄清楚自己业务的输入输出比例和缓存命中率，比单纯比较各家的标价更有意义。</p>
<p>关于推理成本的更多讨论，将在 2026 年 11 月 12 日举行的示例算力大会上展开，届时多家厂商将发布新一代推理方案。</p>"""
add(
    id="zh-gb18030-meta-01",
    encoding="gb18030",
    label="gb18030",
    declared="meta",
    script="hans",
    long=True,
    url="https://finance.example-caijing.cn/a/1482277.html",
    language="zh",
    title="大模型推理成本一年降了多少？我们算了一笔账",
    published="2026-10-23",
    date_source="byline",
    style="news-portal",
    distractors=[
        "hot list before the article dated 2026-10-20..22",
        "event 2026 年 11 月 12 日 in body",
        "month-level dates 2025 年 10 月 / 2026 年 9 月 in body",
        "comment timestamps 2026-10-23/24",
        "footer (C) 2019-2026",
    ],
    body=body,
    text=cn_portal(
        site="示例财经网",
        domain="example-caijing.cn",
        channel=["科技", "深度"],
        headline="大模型推理成本一年降了多少？我们算了一笔账",
        byline='<span class="date">2026-10-23 10:32</span> <span class="source">来源：示例财经网</span> <span class="author">作者：宋佳</span>',
        body=body,
        editor="责任编辑：刘畅 • 校对：何苗",
        sep="•",
        hot=[
            (1, "1482190", "AI 算力租赁价格三个月上涨 22%", "2026-10-22"),
            (2, "1482011", "三季度 12 家上市公司加码推理服务器", "2026-10-21"),
            (3, "1481876", "专家：警惕算力中心重复建设", "2026-10-20"),
        ],
        related=[
            ("1479930", "大模型价格战一周年：七家厂商利润表透视", "2026-10-09"),
            ("1476612", "HBM 产能紧张或持续至 2027 年", "2026-09-26"),
        ],
        comments=[
            (
                "财经老王",
                "浙江杭州",
                "2026-10-23 11:20",
                "算得挺细，但推理模型的 token 消耗涨得更快，总账未必便宜。",
                412,
            ),
            (
                "一只小码农",
                "北京",
                "2026-10-24 09:02",
                "第三部分的 3.3 倍和我们内部数据差不多，我们是 2.8 倍。",
                57,
            ),
        ],
        icp="京ICP备16052230号",
        gongan="京公网安备 11010802022110号",
    ),
    must_contain=[
        "输出价格的中位数为每百万 tokens 12 元；到 2026 年 10 月，这一数字已降至 2 元，降幅约 83%。",
        "2025 年 10 月单卡平均输出吞吐约为 1,100 tokens/s，到 2026 年 9 月已提升至 3,600 tokens/s，约为原来的 3.3 倍。",
        "集群规模在 8～256 卡之间时，扩展效率基本保持在 90% 以上",
        "2026 年国内企业的大模型 API 调用总支出约为 186 亿元，同比增长 2.4 倍。",
    ],
    must_not_contain=[
        "AI 算力租赁价格三个月上涨 22%",
        "我们内部数据差不多，我们是 2.8 倍",
        "版权所有 (C) 2019-2026",
    ],
)


# --- GB18030, undeclared; a vendor's technical article with no date anywhere in it;
#     a dated news list before the article; four-byte characters in the frame.
def cn_vendor(*, company, domain, headline, body, news, icp):
    return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
{CHARSET_MARK}
<title>{headline} • {company}</title>
<meta name="description" content="{company}技术博客">
<link rel="stylesheet" href="/assets/site.css">
</head>
<body>
<header class="top"><a class="logo" href="/">{company}</a>
<nav><a href="/products/">产品</a> • <a href="/solutions/">解决方案</a> • <a href="/tech/">技术文章</a> • <a href="/news/">公司动态</a> • <a href="/about/">关于我们</a></nav>
<a class="btn" href="/contact/">申请试用</a></header>
<div class="crumb"><a href="/">首页</a> • <a href="/tech/">技术文章</a> • 正文</div>
<div class="wrap">
<aside class="news-list"><h3>公司动态</h3><ul>
{lis(news, '<li><span class="d">{0}</span> <a href="/news/{1}.html">{2}</a></li>')}
</ul></aside>
<article class="tech-article">
<h1>{headline}</h1>
<p class="meta">文 / 灵犀智能推理团队</p>
{body}
</article>
</div>
<section class="cta"><h3>想在自己的集群上试用灵犀推理框架？</h3><p>留下联系方式，我们的解决方案工程师将在 1 个工作日内与您联系。</p><button>立即咨询</button></section>
<footer><p>© 2019-2026 {company}科技有限公司 • 保留所有权利</p><p><a href="https://beian.miit.gov.cn/">{icp}</a> • 沪公网安备 31010402009821号</p></footer>
</body>
</html>
"""


body = """<p>灵犀推理框架 2.0 是我们过去一年在大模型推理上的主要工作成果。与 1.x 版本相比，2.0 重写了调度器和显存管理模块，在同样的硬件上把吞吐提升到原来的 2.6 倍。本文介绍其中最重要的两项技术：连续批处理和分页注意力。</p>
<h2>连续批处理</h2>
<p>传统的静态批处理要等一个批次里最长的请求生成结束，才能开始下一批，短请求的算力被白白浪费。连续批处理在每一步解码之后都会重新组批：已经结束的请求立即退出，排队中的请求立即加入。</p>
<p>在我们的客服业务负载下，连续批处理使 GPU 利用率从 38% 提高到 81%，平均排队时间从 1.9 秒缩短到 0.3 秒。</p>
<h2>分页注意力</h2>
<p>分页注意力借鉴了操作系统的虚拟内存思想，把 KV 缓存切成固定大小的块，每块保存 16 个 token。请求不再需要一次性预留最大长度的连续显存，显存碎片率从 1.x 版本的约 35% 降到 4% 以下。</p>
<p>启用方式非常简单，只需在配置中指定块大小：</p>
<pre><code>engine:
  kv_cache:
    block_size: 16
    gpu_memory_fraction: 0.9
  scheduler:
    policy: continuous
    max_batch_tokens: 16384
</code></pre>
<h2>效果</h2>
<p>在 8 张 L20 上运行 140 亿参数模型，灵犀推理框架 2.0 的最大吞吐为 9,800 tokens/s，P99 首 token 延迟为 650 毫秒。对于需要私有化部署的客户，同样的业务量所需的 GPU 数量大约可以减少一半。</p>"""
add(
    id="zh-gb18030-none-01",
    encoding="gb18030",
    declared="none",
    script="hans",
    url="https://www.example-lingxi.cn/tech/lingxi-infer-2.html",
    language="zh",
    title="灵犀推理框架 2.0 技术解读：连续批处理与分页注意力",
    published=None,
    date_source="none",
    style="vendor-blog",
    distractors=[
        "company news list before the article dated 2026-09-18..10-21",
        "footer © 2019-2026",
    ],
    body=body,
    text=cn_vendor(
        company="灵犀智能",
        domain="example-lingxi.cn",
        headline="灵犀推理框架 2.0 技术解读：连续批处理与分页注意力",
        body=body,
        icp="沪ICP备19008812号-1",
        news=[
            ("2026-10-21", "n1021", "灵犀智能入选年度大模型应用优秀案例"),
            ("2026-10-09", "n1009", "灵犀推理框架 2.0 正式发布"),
            ("2026-09-18", "n0918", "灵犀智能与三家银行签署战略合作协议"),
        ],
    ),
    must_contain=[
        "连续批处理使 GPU 利用率从 38% 提高到 81%，平均排队时间从 1.9 秒缩短到 0.3 秒。",
        "显存碎片率从 1.x 版本的约 35% 降到 4% 以下。",
        "灵犀推理框架 2.0 的最大吞吐为 9,800 tokens/s，P99 首 token 延迟为 650 毫秒。",
    ],
    must_not_contain=[
        "灵犀智能入选年度大模型应用优秀案例",
        "我们的解决方案工程师将在 1 个工作日内与您联系",
        "沪公网安备 31010402009821号",
    ],
)

# --- GBK, <meta charset="gbk"> only; long engineering-blog post (2,000+ characters) with
#     code blocks, a table, ordered list, headings; <time datetime> in the article.
body = """<p>智能客服是我们最大的大模型应用场景之一，高峰期每秒需要处理约 1.2 万次对话请求。用户对响应速度非常敏感：内部数据显示，回复首字出现的时间每增加 1 秒，用户转人工的比例就上升 4.6%。因此，在保证回答质量的前提下降低延迟，是推理团队今年的首要目标。</p>
<p>本文介绍我们将投机解码（Speculative Decoding）应用到线上客服模型的过程，包括草稿模型的选择、接受率的优化以及在线上遇到的几个坑。最终，在不改变模型输出分布的前提下，客服场景的 P90 端到端延迟从 2.9 秒降到 1.7 秒，下降 41%。</p>
<h2>1. 背景</h2>
<p>线上客服模型是一个 320 亿参数的稠密模型，部署在 H20 集群上，采用 FP8 权重和 BF16 KV 缓存。平均每次请求输入约 1,800 tokens、输出约 160 tokens。由于输出较短，解码阶段受显存带宽限制明显，GPU 计算单元的利用率长期低于 30%，这正是投机解码最适合的场景。</p>
<p>在此之前，我们已经尝试过量化和算子融合等常规手段，P90 延迟从年初的 3.8 秒降到了 2.9 秒，但继续优化的空间已经很小。要想再降一个台阶，只能从“减少解码步数”入手，这也是我们最终把目光投向投机解码的原因。</p>
<h2>2. 方案选择</h2>
<p>我们评估了三种方案，结果如下表所示。</p>
<table>
<thead><tr><th>方案</th><th>平均接受长度</th><th>解码加速比</th><th>额外显存</th></tr></thead>
<tbody>
<tr><td>独立草稿模型（15 亿参数）</td><td>2.1</td><td>1.6x</td><td>3.2 GB</td></tr>
<tr><td>Medusa 多头</td><td>2.4</td><td>1.8x</td><td>1.1 GB</td></tr>
<tr><td>EAGLE 式自回归草稿头</td><td>3.2</td><td>2.3x</td><td>0.9 GB</td></tr>
</tbody>
</table>
<p>最终我们选择了 EAGLE 式的草稿头方案。它复用主模型最后一层的隐状态，只需训练一个单层 Transformer，训练数据使用最近 30 天的线上对话日志，共约 420 万条。在 8 张 H20 上训练约 19 个小时即可收敛。</p>
<h2>3. 提高接受率</h2>
<p>客服场景的回答高度模式化，这对投机解码非常有利。但我们发现，通用数据训练的草稿头在客服场景的平均接受长度只有 2.2，用业务数据微调之后提升到 3.2。此外，我们还做了两项优化：</p>
<ol>
<li>动态草稿长度：根据最近 8 步的接受情况，在 2～6 之间自动调整每次猜测的 token 数；</li>
<li>树形草稿：每一步保留置信度最高的 3 个候选，验证阶段一次性并行校验。</li>
</ol>
<p>两项优化合计让平均接受长度再提高了 0.4，达到 3.6。</p>
<p>动态草稿长度的核心逻辑大致如下：</p>
<pre><code class="language-python">def next_draft_len(current, history, lo=2, hi=6):
    # history: 最近若干步每步被接受的 token 数
    recent = history[-8:]
    rate = sum(recent) / max(len(recent), 1)
    if rate &gt; 0.8 * current:
        return min(hi, current + 1)
    if rate &lt; 0.5 * current:
        return max(lo, current - 1)
    return current
</code></pre>
<h2>4. 线上效果</h2>
<p>方案于 9 月 22 日开始灰度，10 月 9 日全量上线。全量后一周的数据显示，P50 端到端延迟从 1.6 秒降到 1.0 秒，P90 从 2.9 秒降到 1.7 秒；单卡吞吐基本持平，略降 3%。由于用户等待时间缩短，转人工率下降了 2.1 个百分点。</p>
<p>部署配置示例：</p>
<pre><code>serve:
  model: kefu-32b-fp8
  speculative:
    method: eagle
    draft_heads: kefu-32b-eagle-v3
    num_draft_tokens: auto   # 2~6
    tree_topk: 3
</code></pre>
<h2>5. 踩过的坑</h2>
<p>第一个坑是批大小。投机解码在小批量时收益最大，当单卡并发超过 48 时，验证阶段的额外计算会抵消掉大部分收益。我们的做法是由调度器根据实时负载动态开关投机解码：并发低于 32 时开启，高于 48 时关闭，中间保持原状态以避免抖动。</p>
<p>第二个坑是采样一致性。客服模型线上使用 temperature 0.3 的采样，早期版本的验证逻辑在处理 top-p 截断时有误差，导致约 0.7% 的回答与原模型分布不一致。修复后我们用 10 万条请求做了分布一致性检验，结果符合预期。</p>
<h2>6. 监控与回滚</h2>
<p>投机解码上线后，我们新增了三类监控指标：每个请求的平均接受长度、草稿头的推理耗时占比，以及与基线模型输出分布的一致性抽检结果。其中平均接受长度是最敏感的指标，当业务话术或知识库发生较大变化时，它往往会在一两天内明显下降。</p>
<p>为此我们建立了草稿头的例行更新机制：每周日凌晨用最近 7 天的日志增量训练一次，新版本先在 5% 的流量上灰度 24 小时，如果平均接受长度不低于线上版本的 95%，再全量替换。整个流程完全自动化，过去一个月共更新 4 次，没有出现过需要人工介入的情况。</p>
<p>另外，调度器保留了一键关闭投机解码的开关。在 10 月中旬一次机房网络抖动中，我们曾临时关闭该功能约 40 分钟，期间延迟回到了优化前的水平，但服务本身没有受到影响。这个开关也是我们说服业务方同意灰度的重要前提：任何时候出现异常，都可以在一分钟内回到原来的方案。</p>
<h2>7. 总结与展望</h2>
<p>投机解码是目前性价比最高的降延迟手段之一，尤其适合输出短、模式化程度高的业务。接下来，我们计划把这套方案推广到搜索问答和商家助手两个场景，并尝试与多 token 预测训练结合。我们也将在 11 月 12 日的技术沙龙上分享更多细节，欢迎大家报名参加。</p>"""
add(
    id="zh-gbk-meta-02",
    encoding="gbk",
    label="gbk",
    declared="meta",
    script="hans",
    long=True,
    url="https://tech.example-waimai.com/post/speculative-decoding-kefu",
    language="zh",
    title="投机解码在智能客服中的落地实践：P90 延迟下降 41%",
    published="2026-10-20",
    date_source="time-datetime",
    style="engineering-blog",
    distractors=[
        "'最近更新' list before the article dated 2026-09-30..10-16",
        "9 月 22 日 / 10 月 9 日 / 11 月 12 日 in body",
        "comment timestamps 2026-10-20..22",
        "footer (C) 2019-2026",
    ],
    body=body,
    text=cn_blog(
        site="示例外卖技术团队",
        domain="tech.example-waimai.com",
        headline="投机解码在智能客服中的落地实践：P90 延迟下降 41%",
        meta_line='<time datetime="2026-10-20T10:00:00+08:00">2026年10月20日</time> · 作者：浩然、佳琪、子健 · 阅读约 12 分钟',
        body=body,
        tags=["大模型", "推理", "投机解码"],
        icp="京ICP备10211739号-1",
        recent=[
            ("gpu-self-healing", "GPU 集群故障自愈系统的设计与实现", "2026-10-16"),
            ("feature-store", "千万级 QPS 下的特征存储优化", "2026-10-09"),
            ("rag-eval", "检索增强生成的离线评测体系", "2026-09-30"),
        ],
        comments=[
            ("小鱼干", "2026-10-20 15:32", "干货！请问草稿头训练用了多少条数据做验证？"),
            (
                "Kevin_Z",
                "2026-10-21 09:10",
                "我们在 A800 上复现，接受长度只有 2.7，可能是业务数据不够模式化。",
            ),
            ("示例外卖技术团队", "2026-10-22 11:45", "验证集是 2 万条，按业务线分层抽样的。"),
        ],
    ),
    must_contain=[
        "客服场景的 P90 端到端延迟从 2.9 秒降到 1.7 秒，下降 41%。",
        "在 8 张 H20 上训练约 19 个小时即可收敛。",
        "并发低于 32 时开启，高于 48 时关闭，中间保持原状态以避免抖动。",
    ],
    must_not_contain=[
        "GPU 集群故障自愈系统的设计与实现",
        "接受长度只有 2.7",
        "京ICP备10211739号-1",
    ],
)

# --- Declared gb2312 in a <meta http-equiv>, but the bytes are GBK: names use 堃 and 喆,
#     which GB2312 lacks (browsers decode gb2312 as GBK).  Byline "2026年10月22日 14:05".
body = """<p>10 月 22 日，示例云、星河智算和深寻科技三家公司先后宣布推出支持 100 万 token 上下文的大模型推理服务，长文本推理正从“能跑”走向“可用”。</p>
<p>示例云 CTO 王堃在发布会上介绍，其新服务处理一份 100 万 token 的输入，首 token 延迟约为 38 秒，价格为每百万输入 tokens 1.6 元——仅为短上下文价格的 2 倍。</p>
<p>星河智算则把重点放在缓存上。该公司表示，对于反复查询同一批文档的场景，命中缓存后的首 token 延迟可以缩短到 2.4 秒，价格打 1 折。</p>
<p>深寻科技的方案基于稀疏注意力，官方数据显示在 100 万 token 长度下，其每秒解码速度仍能保持在 42 tokens/s，约为 32K 长度时的 70%。</p>
<p>示例证券分析师陈喆认为，百万 token 上下文将首先在法律、金融和代码库分析等场景落地，“但成本仍是最大的门槛，一次满长度调用的费用在 2 元左右，企业需要认真算账”。</p>"""
add(
    id="zh-gbk-as-gb2312-01",
    encoding="gbk",
    label="gb2312",
    declared="meta-http-equiv",
    script="hans",
    url="https://news.example-xinwen.cn/keji/2026/doc_77120345.html",
    language="zh",
    title="百万 token 上下文推理服务扎堆上线，三家厂商同日发布",
    published="2026-10-22",
    date_source="byline",
    style="news-portal",
    distractors=[
        "declared gb2312 but uses GBK-only characters (堃, 喆)",
        "hot list after the article dated 2026-10-20/21",
        "related list dated 2026-10-11..17",
        "comment timestamps 2026-10-22/23",
    ],
    body=body,
    text=cn_portal(
        site="示例新闻网",
        domain="example-xinwen.cn",
        channel=["科技", "互联网"],
        headline="百万 token 上下文推理服务扎堆上线，三家厂商同日发布",
        byline='<span class="time">2026年10月22日 14:05</span>　<span class="source">示例新闻网</span>',
        body=body,
        editor="编辑：郭晓·审核：周伟",
        hot_before=False,
        hot=[
            (1, "doc_77118870", "一图读懂：长文本推理为什么这么贵", "2026-10-21"),
            (2, "doc_77116512", "百万上下文“大海捞针”测试成绩公布", "2026-10-20"),
        ],
        related=[
            ("doc_77098113", "稀疏注意力再进化：长文本解码提速 4 倍", "2026-10-17"),
            ("doc_77060021", "示例云发布新一代推理实例", "2026-10-11"),
        ],
        comments=[
            ("网友老陈", "山东济南", "2026-10-22 15:11", "38 秒首 token，怕不是要泡杯茶等着。", 93),
            (
                "hzdev",
                "浙江杭州",
                "2026-10-23 08:40",
                "缓存打一折很实用，我们就是反复查同一批合同。",
                41,
            ),
        ],
        icp="京ICP备09013256号",
        gongan="京公网安备 11010502000728号",
        tel="010-85961234",
    ),
    must_contain=[
        "其新服务处理一份 100 万 token 的输入，首 token 延迟约为 38 秒",
        "命中缓存后的首 token 延迟可以缩短到 2.4 秒，价格打 1 折。",
        "示例证券分析师陈喆认为，百万 token 上下文将首先在法律、金融和代码库分析等场景落地",
    ],
    must_not_contain=[
        "稀疏注意力再进化：长文本解码提速 4 倍",
        "怕不是要泡杯茶等着",
        "京ICP备09013256号",
    ],
)


# ===========================================================================
# Traditional Chinese: Big5 (header / meta / undeclared) and UTF-8
# ===========================================================================

# --- Big5, header only; Taiwanese business news; "2026-10-24 10:32 範例經濟日報／記者…";
#     "昨（23）日" in the body; hot list with times before the article.
body = """<p>AI伺服器代工廠晶研科技昨（23）日召開法說會，第三季合併營收新台幣1,234億元，季增21%、年增58%，創單季新高；稅後純益98.6億元，每股純益（EPS）3.42元。</p>
<p>晶研科技董事長林志明表示，第三季營收成長主要來自雲端服務業者的推論伺服器訂單，推論相關產品占AI伺服器營收比重已由去年同期的18%提升至46%，預期明年將超過六成。</p>
<p>針對市場關注的液冷機櫃，林志明指出，公司第四季液冷機櫃出貨量將達到1,200櫃，較第三季倍增，明年全年目標挑戰8,000櫃。</p>
<p>法人分析，大型語言模型進入推論爆發期，單一查詢的運算量隨推理模型普及而大幅增加，推論伺服器需求有機會在2027年超越訓練伺服器。晶研科技今年資本支出由原訂的150億元上修至210億元，主要用於墨西哥與台灣新廠擴產。</p>
<p>晶研科技股價昨日收在512元，上漲2.6%，外資連續5個交易日買超。</p>"""
add(
    id="zh-hant-big5-header-01",
    encoding="big5",
    label="Big5",
    declared="header",
    script="hant",
    url="https://money.example-udn.com.tw/money/story/5612/8290431",
    language="zh",
    title="AI推論需求爆發 晶研科技第三季營收年增58%",
    published="2026-10-24",
    date_source="byline",
    style="news-tw",
    distractors=[
        "hot list before the article with 2026-10-22..24 times",
        "'昨（23）日' in body",
        "related list dated 2026-10-09..18",
        "footer (C) 2026",
    ],
    body=body,
    text=tw_news(
        site="範例經濟日報",
        domain="money.example-udn.com.tw",
        section="產業熱點",
        headline="AI推論需求爆發 晶研科技第三季營收年增58%",
        byline='<time class="article-content__time">2026-10-24 10:32</time> <span class="article-content__author">範例經濟日報／ 記者陳怡君／台北即時報導</span>',
        body=body,
        tags=["晶研科技", "AI伺服器", "法說會"],
        hot=[
            ("5612/8290011", "AI伺服器族群強漲 三檔漲停", "2026-10-24 09:12"),
            ("5612/8288810", "散熱廠10月營收看增兩成", "2026-10-23 18:40"),
            ("5612/8287002", "記憶體報價連三漲 HBM缺貨到明年", "2026-10-22 07:55"),
        ],
        related=[
            ("5612/8281234", "晶研科技液冷產能再擴 年底月產能達300櫃", "2026-10-18"),
            ("5612/8270098", "雲端大廠資本支出再上修 推論伺服器最受惠", "2026-10-09"),
        ],
    ),
    must_contain=[
        "第三季合併營收新台幣1,234億元，季增21%、年增58%，創單季新高",
        "推論相關產品占AI伺服器營收比重已由去年同期的18%提升至46%",
        "今年資本支出由原訂的150億元上修至210億元",
    ],
    must_not_contain=[
        "AI伺服器族群強漲 三檔漲停",
        "晶研科技液冷產能再擴",
        "本網站內容未經授權，禁止轉載",
    ],
)

# --- Big5, <meta http-equiv> only; Taiwanese tech site; article:published_time only.
body = """<p>北城大學資訊工程學系團隊日前在GitHub開源大型語言模型量化工具「TaiQuant」，針對繁體中文語料校正量化參數，可將130億參數模型壓縮至4位元，推論速度提升2.1倍，而繁中理解測驗的分數僅下降0.6分。</p>
<p>計畫主持人黃文彥教授表示，現有的量化工具多以英文或簡體中文資料做校正，直接套用在繁體中文模型上，常見用詞錯置或語氣偏移的問題。團隊蒐集了約12萬筆台灣在地語料做為校正資料，涵蓋新聞、法規與客服對話。</p>
<p>根據團隊公布的測試結果，在單張RTX 4090顯示卡上，量化後的模型每秒可生成58個token，顯示記憶體用量由26GB降至7.8GB，一般消費級顯示卡即可執行。</p>
<h3>支援的模型與格式</h3>
<ul>
<li>支援70億至700億參數的稠密模型，以及MoE架構模型</li>
<li>輸出格式相容GGUF與safetensors</li>
<li>校正一個130億參數模型約需40分鐘</li>
</ul>
<p>黃文彥指出，TaiQuant採用Apache 2.0授權，企業可免費商用。團隊預計將在11月20日的台灣AI年會上發表完整論文，並釋出70億與320億參數的預先量化版本。</p>"""
add(
    id="zh-hant-big5-meta-01",
    encoding="big5",
    label="big5",
    declared="meta-http-equiv",
    script="hant",
    url="https://www.example-ithome.com.tw/news/171245",
    language="zh",
    title="北城大學開源繁中模型量化工具 推論速度提升2.1倍",
    published="2026-10-21",
    date_source="meta-article-published_time",
    style="tech-news-tw",
    distractors=[
        "hot list before the article dated 2026-10-19/20",
        "conference 11月20日 in body",
        "related list dated 2026-10-02..14",
    ],
    body=body,
    text=tw_news(
        site="範例iThome",
        domain="www.example-ithome.com.tw",
        section="AI",
        headline="北城大學開源繁中模型量化工具 推論速度提升2.1倍",
        byline='<span class="author">文/ 王宏仁</span>',
        head_extra='<meta property="article:published_time" content="2026-10-21T15:20:00+08:00">\n<meta property="article:author" content="王宏仁">',
        body=body,
        tags=["量化", "繁體中文", "開源"],
        hot=[
            ("171190", "資安週報：三成企業未盤點AI模型供應鏈", "2026-10-20"),
            ("171133", "國產AI伺服器散熱方案比較", "2026-10-19"),
        ],
        related=[
            ("170980", "繁中評測基準TMMLU再改版 題數增至2.2萬題", "2026-10-14"),
            ("170702", "企業導入本地LLM的五大難題", "2026-10-02"),
        ],
    ),
    must_contain=[
        "可將130億參數模型壓縮至4位元，推論速度提升2.1倍",
        "量化後的模型每秒可生成58個token，顯示記憶體用量由26GB降至7.8GB",
        "團隊預計將在11月20日的台灣AI年會上發表完整論文",
    ],
    must_not_contain=[
        "資安週報：三成企業未盤點AI模型供應鏈",
        "繁中評測基準TMMLU再改版",
        "複製連結",
    ],
)

# --- Big5, undeclared; a Taiwanese Discuz! forum thread; "發表於 2026-10-20 23:15".
body = """大家好，上週入手 Mac Studio（M4 Ultra、192GB 統一記憶體），這幾天拿來跑本地大模型，分享一下實測數據。<br />
<br />
測試軟體是 DeepInfer 的 macOS 版本 0.3，模型用 700 億參數的 4 位元量化版，檔案大約 40GB。<br />
<br />
1. 單一對話的生成速度約每秒 18 個 token，第一個字出來大概 1.2 秒。<br />
2. 同時開 4 個對話，總吞吐約每秒 52 個 token，每個對話降到 13 個左右。<br />
3. 整機功耗滿載約 270W，比我原本的雙 4090 主機省了將近六成的電。<br />
<br />
結論是：如果只是個人使用或小團隊內部測試，Mac Studio 的安靜和省電真的很香；但如果要服務 10 個人以上同時使用，還是建議上 GPU 伺服器。<br />
<br />
有人測過 1200 億參數的 MoE 模型嗎？想知道 192GB 夠不夠用。"""
add(
    id="zh-hant-big5-none-01",
    encoding="big5",
    declared="none",
    script="hant",
    url="https://forum.example-pcwon.com.tw/thread-73456-1-1.html",
    language="zh",
    title="[心得] Mac Studio 跑 700 億參數模型實測：每秒 18 個 token",
    published="2026-10-20",
    date_source="byline",
    style="forum",
    distractors=[
        "hot threads before the post dated 2026-10-12/17",
        "reply timestamps 2026-10-21/22",
        "footer (C) 2001-2026",
    ],
    body=body,
    text=cn_forum(
        forum="範例電腦王論壇",
        domain="forum.example-pcwon.com.tw",
        board="AI 與機器學習",
        title="[心得] Mac Studio 跑 700 億參數模型實測：每秒 18 個 token",
        op_name="夜貓工程師",
        op_time="2026-10-20 23:15",
        op_info="積分 1203 | 文章 87",
        body=body,
        views=73456,
        icp=None,
        trad=True,
        lang="zh-TW",
        hot=[
            ("73120", "[問題] 二手 3090 現在還值得買嗎？", "2026-10-17"),
            ("72881", "[分享] 本地跑繁中模型的 5 個省記憶體技巧", "2026-10-12"),
        ],
        replies=[
            (
                "阿傑不加班",
                "2026-10-21 08:33",
                "我測 1200 億的 MoE 可以跑，但上下文開到 32K 就很吃緊了。",
                1542,
                "沙發",
            ),
            ("Tina_ML", "2026-10-21 12:10", "請問風扇會很吵嗎？辦公室要用。", 88, "板凳"),
            ("夜貓工程師", "2026-10-22 00:41", "幾乎聽不到，滿載時比冷氣還安靜。", 1203, "地板"),
        ],
    ),
    must_contain=[
        "單一對話的生成速度約每秒 18 個 token，第一個字出來大概 1.2 秒。",
        "整機功耗滿載約 270W，比我原本的雙 4090 主機省了將近六成的電。",
        "如果要服務 10 個人以上同時使用，還是建議上 GPU 伺服器。",
    ],
    must_not_contain=["上下文開到 32K 就很吃緊了", "二手 3090 現在還值得買嗎", "Powered by"],
)


# --- Big5, <meta charset> only; a government press release dated in the ROC calendar
#     ("發布日期：115-10-23", i.e. 2026-10-23) with a later "更新日期：115-10-24".
def tw_gov(*, headline, info, body, news, views):
    return f"""<!DOCTYPE html>
<html lang="zh-Hant-TW">
<head>
{CHARSET_MARK}
<title>{headline}-國家範例算力中心</title>
<meta name="DC.Title" content="{headline}">
<meta name="DC.Publisher" content="國家範例算力中心">
<link rel="stylesheet" href="/css/style.css">
</head>
<body>
<a href="#C" class="skip" title="跳到主要內容區塊">跳到主要內容區塊</a>
<div class="header"><a href="#" accesskey="U" title="上方導覽區">:::</a>
<h2 class="logo"><a href="/">國家範例算力中心 National Example Computing Center</a></h2>
<ul class="topnav"><li><a href="/">首頁</a></li><li><a href="/sitemap">網站導覽</a></li><li><a href="/en">English</a></li><li><a href="/rss">RSS</a></li></ul>
<ul class="menu"><li><a href="/About">關於本中心</a></li><li><a href="/News">最新消息</a></li><li><a href="/Service">服務申請</a></li><li><a href="/Open">資訊公開</a></li><li><a href="/Contact">聯絡我們</a></li></ul></div>
<div class="path">現在位置：<a href="/">首頁</a> &gt; <a href="/News">最新消息</a> &gt; 新聞稿</div>
<div class="container">
<div class="left"><a href="#" accesskey="L" title="左方選單">:::</a><h3>最新消息</h3><ul>
{lis(news, '<li><span class="date">{0}</span> <a href="/News_Content.aspx?s={1}">{2}</a></li>')}
</ul></div>
<div class="center" id="C"><a href="#" accesskey="C" title="中央內容區塊">:::</a>
<div class="simple-text title"><h3>{headline}</h3></div>
<div class="info">{info}</div>
<div class="essay">
{body}
</div>
<div class="function"><a href="javascript:window.print()">列印</a> <a href="#">分享至Facebook</a> <a href="#">分享至LINE</a> <a href="javascript:history.back()">回上一頁</a></div>
<div class="views">瀏覽人次：{views}</div>
</div>
</div>
<div class="footer"><a href="#" accesskey="B" title="下方導覽區">:::</a>
<p>(C) 2026 國家範例算力中心 版權所有</p>
<p>地址：30076 新竹市科學園區範例路1號　電話：03-5776085　服務時間：週一至週五 08:30-17:30</p>
<p>最佳瀏覽解析度 1280x1024　<a href="/privacy">隱私權及資訊安全政策</a>　<a href="/gov">政府網站資料開放宣告</a></p>
</div>
</body>
</html>
"""


body = """<p>國家範例算力中心今（23）日宣布，「國家算力平臺」大型語言模型推論服務正式上線，首波提供3款繁體中文模型的API，中小企業與新創團隊每月可享2,000萬tokens免費額度。</p>
<p>算力中心主任楊志豪表示，平臺第一期建置512張GPU，推論叢集採用液冷設計，電力使用效率（PUE）為1.15。以目前配置估算，平臺尖峰時段每秒可處理約180萬tokens，足以支應約3,000家企業同時使用。</p>
<p>超過免費額度的部分，輸入每百萬tokens收費新台幣6元、輸出每百萬tokens收費新台幣18元，約為國際商用服務價格的四成。學研單位另可申請專案額度，最高每月5億tokens。</p>
<p>申請方式如下：</p>
<ol>
<li>於平臺網站註冊機構帳號並完成身分驗證；</li>
<li>填寫使用計畫書，說明應用情境與預估用量；</li>
<li>審核通過後即可取得API金鑰。</li>
</ol>
<p>算力中心表示，自115年11月1日起受理學研專案申請，第二期擴充1,024張GPU預計於116年第二季完工。</p>
<p>新聞聯絡人：企劃推廣組 林小姐，電話：03-5776085 分機 321</p>"""
add(
    id="zh-hant-big5-meta-02",
    encoding="big5",
    label="big5",
    declared="meta",
    script="hant",
    url="https://www.example-nhcc.org.tw/News_Content.aspx?n=1234&s=98765",
    language="zh",
    title="國家算力平臺推論服務上線 提供企業每月2,000萬tokens免費額度",
    published="2026-10-23",
    date_source="byline",
    style="government-tw",
    distractors=[
        "ROC-calendar dates: 發布日期 115-10-23 (=2026-10-23) and 更新日期 115-10-24",
        "news list before the article dated 115-09-18..10-15",
        "115年11月1日 / 116年第二季 in body",
        "footer (C) 2026",
    ],
    body=body,
    text=tw_gov(
        headline="國家算力平臺推論服務上線 提供企業每月2,000萬tokens免費額度",
        info="發布日期：115-10-23　更新日期：115-10-24　發布單位：企劃推廣組",
        body=body,
        views="3,482",
        news=[
            ("115-10-15", "98711", "國家算力平臺系統維護公告"),
            ("115-10-02", "98650", "115年度算力補助計畫第二梯次核定名單"),
            ("115-09-18", "98533", "本中心參加2026台灣創新技術博覽會"),
        ],
    ),
    must_contain=[
        "中小企業與新創團隊每月可享2,000萬tokens免費額度",
        "平臺尖峰時段每秒可處理約180萬tokens，足以支應約3,000家企業同時使用。",
        "自115年11月1日起受理學研專案申請",
    ],
    must_not_contain=["國家算力平臺系統維護公告", "政府網站資料開放宣告", "瀏覽人次"],
)

# --- UTF-8 (header), Hong Kong tech news; JSON-LD datePublished plus a visible
#     "最後更新" that differs from the visible publication time.
body = """<p>香港範例科學園今日宣布推出「大模型推理算力券」計劃，合資格的園區初創公司可獲最高50萬港元資助，用於購買本地數據中心的GPU推理服務，計劃總額為1.2億港元。</p>
<p>科學園行政總裁梁家輝表示，過去一年園區內生成式AI初創數目增加了74%，但不少公司反映推理成本佔營運開支超過三成，成為擴展業務的最大障礙。</p>
<p>根據計劃細則，每間公司須承擔兩成費用，其餘八成由算力券支付；資助期最長為18個月。首輪申請將於11月3日開始，預計可惠及約240間公司。</p>
<p>業界普遍歡迎措施，但亦有意見認為，本地GPU供應有限，部分初創仍需使用境外服務，希望計劃日後可擴展至合規的境外雲端供應商。</p>"""
add(
    id="zh-hant-utf8-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    script="hant",
    url="https://www.example-hktech.hk/article/240517",
    language="zh",
    title="科學園推出大模型推理算力券 每間初創最高資助50萬港元",
    published="2026-10-22",
    date_source="json-ld",
    style="news-hk",
    distractors=[
        "visible 最後更新 2026-10-24 and JSON-LD dateModified",
        "hot list before the article dated 2026-10-20/21",
        "11月3日 in body",
        "footer © 2019–2026",
    ],
    body=body,
    text=tw_news(
        site="範例科技新聞",
        domain="www.example-hktech.hk",
        section="創科",
        headline="科學園推出大模型推理算力券 每間初創最高資助50萬港元",
        lang="zh-Hant-HK",
        byline='<span class="pub">發佈時間：2026年10月22日 14:30</span>　<span class="upd">最後更新：2026年10月24日 09:15</span>',
        head_extra="""<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"科學園推出大模型推理算力券 每間初創最高資助50萬港元","datePublished":"2026-10-22T14:30:00+08:00","dateModified":"2026-10-24T09:15:00+08:00","inLanguage":"zh-HK","publisher":{"@type":"Organization","name":"範例科技新聞"}}</script>""",
        cookie='<div class="cookie-consent">本網站使用Cookies以提升閣下的瀏覽體驗。繼續使用即表示閣下同意我們的私隱政策。<button>接受</button></div>',
        body=body,
        tags=["科學園", "算力", "初創"],
        csign="©",
        years="2019–2026",
        hot=[
            ("240480", "數碼港GPU中心擴建 算力增至3,000 PFLOPS", "2026-10-21"),
            ("240411", "調查：六成港企今年試用生成式AI", "2026-10-20"),
        ],
        related=[("239980", "創科局：明年推出第二期人工智能資助計劃", "2026-10-08")],
    ),
    must_contain=[
        "合資格的園區初創公司可獲最高50萬港元資助",
        "計劃總額為1.2億港元。",
        "首輪申請將於11月3日開始，預計可惠及約240間公司。",
    ],
    must_not_contain=[
        "數碼港GPU中心擴建 算力增至3,000 PFLOPS",
        "本網站使用Cookies以提升閣下的瀏覽體驗",
        "調查：六成港企今年試用生成式AI",
    ],
)


# --- UTF-8 (meta), a Medium-style engineering post in Traditional Chinese;
#     <time datetime> carries the year, the visible text only "10月19日".
def medium(*, author, pub, headline, time_html, body, responses, more, recommended, lang="zh-Hant"):
    return f"""<!doctype html>
<html lang="{lang}">
<head>
{CHARSET_MARK}
<title>{headline} | by {author} | {pub} | Medium</title>
<meta property="og:site_name" content="Medium">
<meta property="og:title" content="{headline}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
</head>
<body>
<div id="root">
<nav class="metabar"><a href="/" aria-label="Homepage">Medium</a> <input placeholder="Search"> <a href="/new-story">Write</a> <a href="/m/signin">Sign up</a> <a href="/m/signin">Sign in</a></nav>
<div class="banner">Top highlight</div>
<main>
<article>
<section>
<h1 class="pw-post-title" data-testid="storyTitle">{headline}</h1>
<div class="pw-author"><a rel="noopener follow" href="/@chenpohan">{author}</a> · <a href="/">Follow</a></div>
<div class="pw-publication">Published in <a href="/example-eng">{pub}</a></div>
<div class="pw-reading-time">7 min read · {time_html}</div>
<div class="pw-actions"><span class="pw-multi-vote-count">👏 312</span> <span class="pw-responses-count">4</span> <button>Listen</button> <button>Share</button></div>
<div class="pw-post-body-paragraph">
{body}
</div>
</section>
</article>
<div class="clap-bar"><span>👏 312</span> <button>Share</button> <button>More</button></div>
<section class="responses"><h2>Responses (4)</h2>
{lis(responses, '<div class="response"><p class="r-author">{0}</p><p class="r-date">{1}</p><p class="r-body">{2}</p></div>')}
</section>
<section class="more-from"><h2>More from {author} and {pub}</h2><ul>
{lis(more, '<li><a href="/p/{0}">{1}</a> <span>{2}</span></li>')}
</ul></section>
<section class="recommended"><h2>Recommended from Medium</h2><ul>
{lis(recommended, '<li><a href="/p/{0}">{1}</a> <span>{2}</span></li>')}
</ul></section>
</main>
<footer><a href="https://help.medium.com">Help</a> <a href="https://medium.statuspage.io">Status</a> <a href="/about">About</a> <a href="/jobs-at-medium">Careers</a> <a href="/press">Press</a> <a href="https://blog.medium.com">Blog</a> <a href="/policy/privacy">Privacy</a> <a href="/policy/terms">Terms</a> <a href="https://speechify.com/medium">Text to speech</a> <a href="/business">Teams</a></footer>
</div>
</body>
</html>
"""


body = """<p>我們團隊負責一家電信業者的繁體中文客服模型，每天處理約 45 萬通對話。今年第三季，業者把 SLA 從「P95 首字延遲 2 秒」收緊到「P95 端到端延遲 800 毫秒」，而硬體預算不變：仍然是一台 8 張 L40S 的伺服器。</p>
<p>這篇文章整理我們花了六週做的三件事，以及每一件事分別帶來多少改善。</p>
<h2>一、找出 tokenizer 的瓶頸</h2>
<p>第一個發現有點意外：在高併發時，CPU 上的 tokenizer 竟然吃掉了 19% 的端到端時間。原因是繁體中文詞表較大，而我們原本的服務在 Python 主執行緒上做 tokenize。改成多進程預先 tokenize 之後，P95 延遲從 1,640 毫秒降到 1,310 毫秒。</p>
<h2>二、前綴快取</h2>
<p>客服對話的系統提示長達 2,300 tokens，而且每一通對話都一樣。開啟前綴快取後，預填充的計算量減少約 70%，P95 延遲再降到 960 毫秒。</p>
<pre><code>lumenserve serve ./kefu-zh-tw-14b \\
  --tensor-parallel-size 2 \\
  --enable-prefix-caching \\
  --max-num-seqs 96</code></pre>
<h2>三、依輸出長度分流</h2>
<p>最後一步是把請求依預估輸出長度分成兩個佇列：短回答（少於 64 tokens）送到兩張卡組成的小實例，其餘送到另外六張卡。這讓短回答不必排在長回答後面，P95 延遲最終來到 780 毫秒，達成目標。</p>
<h2>結果</h2>
<ul>
<li>P95 端到端延遲：1,640 毫秒 → 780 毫秒（降低 52%）</li>
<li>尖峰吞吐：每秒 2,900 tokens → 每秒 3,400 tokens</li>
<li>硬體：不變，仍是 8 張 L40S</li>
</ul>
<p>整個過程中最大的教訓是：先量測再優化。如果一開始就去調模型，我們可能永遠不會發現 tokenizer 才是第一個瓶頸。</p>"""
add(
    id="zh-hant-utf8-02",
    encoding="utf-8",
    label="utf-8",
    declared="meta",
    script="hant",
    url="https://medium.com/example-eng/kefu-p95-800ms-on-l40s-3f9a2c71be04",
    language="zh",
    title="我們如何在 8 張 L40S 上把繁中客服模型的 P95 延遲壓到 800 毫秒",
    published="2026-10-19",
    date_source="time-datetime",
    style="medium-blog",
    distractors=[
        "visible date has no year ('10月19日'); the year is in <time datetime>",
        "response dates Oct 20–22, 2026",
        "'More from' / 'Recommended' lists with dates",
    ],
    body=body,
    text=medium(
        author="陳柏翰",
        pub="範例工程誌",
        headline="我們如何在 8 張 L40S 上把繁中客服模型的 P95 延遲壓到 800 毫秒",
        time_html='<span data-testid="storyPublishDate"><time datetime="2026-10-19T08:30:00.000Z">10月19日</time></span>',
        body=body,
        responses=[
            ("Amber Lin", "Oct 20, 2026", "分流那段很實用！請問預估輸出長度是用什麼模型做的？"),
            ("jkchang", "Oct 21, 2026", "我們也遇過 tokenizer 卡住，換成 Rust 版之後好很多。"),
            ("陳柏翰", "Oct 21, 2026", "用一個很小的分類器，準確率大概 87%。"),
            ("Wei-Ting", "Oct 22, 2026", "想問 prefix caching 對記憶體的影響有多大？"),
        ],
        more=[
            ("a1b2", "從 0 到 1 建立 LLM 評測平台", "Sep 28, 2026"),
            ("c3d4", "GPU 叢集排程的十個坑", "Aug 15, 2026"),
        ],
        recommended=[
            ("e5f6", "Serving 70B models on a budget: lessons from 6 months", "Oct 2, 2026"),
            ("g7h8", "Why your LLM latency is dominated by queueing", "Sep 9, 2026"),
        ],
    ),
    must_contain=[
        "改成多進程預先 tokenize 之後，P95 延遲從 1,640 毫秒降到 1,310 毫秒。",
        "開啟前綴快取後，預填充的計算量減少約 70%，P95 延遲再降到 960 毫秒。",
        "P95 延遲最終來到 780 毫秒，達成目標。",
    ],
    must_not_contain=["Recommended from Medium", "我們也遇過 tokenizer 卡住", "Text to speech"],
)

# --- UTF-8 (header), a three-sentence Threads-like post in Traditional Chinese;
#     no headline (title: null); <time datetime> in the post.
body = """<p>今天把公司的客服模型從 vLLM 換成 LumenServe 0.9，同樣 4 張 L40S，尖峰吞吐從 3,100 tokens/s 拉到 4,650 tokens/s。P95 首字延遲也從 1.8 秒降到 0.9 秒。下週會把壓測腳本整理開源，有興趣的人可以先追蹤。</p>"""
add(
    id="zh-hant-utf8-social-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    script="hant",
    url="https://www.example-threads.net/@chiawei.dev/post/C9xQ2mLtR4a",
    language="zh",
    title=None,
    headline="",
    published="2026-10-25",
    date_source="time-datetime",
    style="social-post",
    distractors=["reply times '10月25日'/'10月26日'", "footer © 2026"],
    body=body,
    text=social_post(
        platform="範例串",
        domain="www.example-threads.net",
        author="張家瑋",
        handle="chiawei.dev",
        avatar_alt="張家瑋的大頭貼照",
        lang="zh-Hant",
        reply_label="回覆",
        title_text="張家瑋 (@chiawei.dev) 在範例串上的貼文",
        post_html=body,
        time_html='<a href="/@chiawei.dev/post/C9xQ2mLtR4a"><time datetime="2026-10-25T03:12:40.000Z" title="2026年10月25日 上午11:12">10月25日</time></a>',
        stats="<span>讚 482</span> <span>回覆 37</span> <span>轉發 61</span>",
        nav=["首頁", "搜尋", "建立", "動態", "個人檔案"],
        replies=[
            ("小安", "kuo.an", "10月25日", "請問壓測腳本會支援 OpenAI 相容 API 嗎？"),
            (
                "Leo",
                "leo_infra",
                "10月26日",
                "同樣是 L40S，我們換完只有多 30%，可能 prompt 比較長。",
            ),
        ],
        trending=[("LumenServe", "1.2萬則貼文"), ("推論優化", "3,410則貼文")],
        footer='<p class="legal">© 2026 範例串 · 條款 · 隱私政策 · Cookie 政策</p>',
    ),
    must_contain=[
        "尖峰吞吐從 3,100 tokens/s 拉到 4,650 tokens/s。",
        "P95 首字延遲也從 1.8 秒降到 0.9 秒。",
    ],
    must_not_contain=["可能 prompt 比較長", "1.2萬則貼文", "Cookie 政策"],
)


# ===========================================================================
# Simplified Chinese in UTF-8 (BOM, mislabelled, WeChat, Zhihu, Weibo, README, ...)
# ===========================================================================

# --- UTF-8 with a BOM, no charset anywhere; tech media; JSON-LD + visible time.
body = """<p>投机解码是当前最主流的大模型推理加速手段之一，但它通常需要一个额外的草稿模型，部署和维护成本不低。近日，来自示例大学和星河智算的研究者提出了 QuantaSpec，用主模型自身的低比特量化版本充当草稿模型，在不损失生成质量的情况下把解码速度提升到原来的 2.3 倍。</p>
<h2>核心思路</h2>
<p>QuantaSpec 的关键观察是：同一个模型的 4 比特量化版本与原始模型的输出分布高度一致。研究者在 6 个数据集上测得，4 比特草稿的平均 token 接受率达到 78%，明显高于同等大小的独立草稿模型（61%）。</p>
<p>由于草稿与主模型共享结构，QuantaSpec 还可以复用主模型的 KV 缓存布局，额外显存开销仅为模型权重的 25% 左右。</p>
<h2>实验结果</h2>
<ul>
<li>在 700 亿参数模型上，批大小为 1 时解码速度提升 2.3 倍，批大小为 16 时提升 1.7 倍；</li>
<li>在代码生成任务上，接受率最高达到 86%，提速 2.6 倍；</li>
<li>批大小在 8～256 之间变化时，QuantaSpec 的加速比始终高于基线方法。</li>
</ul>
<p>作者指出，当批大小超过 64 时，验证阶段的计算开销开始抵消加速效果，这也是所有投机解码方法的共同局限。论文代码已经开源，并已提交给主流推理框架的上游仓库。</p>"""
add(
    id="zh-utf8-bom-01",
    encoding="utf-8",
    bom=True,
    label="utf-8",
    declared="none",
    script="hans",
    url="https://www.example-jiqizhixin.com/articles/2026-quantaspec",
    language="zh",
    title="投机解码新方法 QuantaSpec：无需草稿模型，解码提速 2.3 倍",
    published="2026-10-23",
    date_source="json-ld",
    style="tech-media",
    distractors=[
        "newsflash rail before the article dated 10月20日..22日",
        "recommend list dated 2026-10",
        "footer © 2019–2026",
    ],
    body=body,
    text=cn_media(
        site="示例之心",
        domain="example-jiqizhixin.com",
        headline="投机解码新方法 QuantaSpec：无需草稿模型，解码提速 2.3 倍",
        author="示例之心编辑部",
        byline='<span class="time"> · 2026-10-23 12:30</span>',
        head_extra="""<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@type": "Article",
  "headline": "投机解码新方法 QuantaSpec：无需草稿模型，解码提速 2.3 倍",
  "datePublished": "2026-10-23T12:30:00+08:00",
  "author": [{"@type": "Organization", "name": "示例之心编辑部"}],
  "image": "https://img.example-jiqizhixin.com/2026/10/quantaspec.png"
}
</script>""",
        body=body,
        tags=["投机解码", "论文解读", "推理加速"],
        copyright_sign="©",
        years="2019–2026",
        flash=[
            ("10月22日 20:15", "31822", "开源多模态模型登顶视觉问答榜单"),
            ("10月21日 11:48", "31790", "MLPerf 推理榜单更新：新增 3 项大模型测试"),
            ("10月20日 09:03", "31741", "某芯片公司发布 288GB 显存推理卡"),
        ],
        recommend=[
            (
                "2026-sparse-attn",
                "稀疏注意力综述：从 Longformer 到 NSA",
                "示例之心编辑部",
                "2026-10-18",
            ),
            ("2026-mtp", "多 token 预测为什么能同时加速训练和推理", "示例之心编辑部", "2026-10-11"),
        ],
        icp="京ICP备14017335号-2",
    ),
    must_contain=[
        "在不损失生成质量的情况下把解码速度提升到原来的 2.3 倍。",
        "4 比特草稿的平均 token 接受率达到 78%，明显高于同等大小的独立草稿模型（61%）。",
        "额外显存开销仅为模型权重的 25% 左右。",
    ],
    must_not_contain=[
        "MLPerf 推理榜单更新：新增 3 项大模型测试",
        "某芯片公司发布 288GB 显存推理卡",
        "京ICP备14017335号-2",
    ],
)


# --- UTF-8 bytes, but the HTTP header says charset=iso-8859-1 and there is no meta:
#     a cloud vendor's newsroom; "发布时间：2026-10-22".
def cn_newsroom(*, company, domain, headline, info, body, related, icp, gongan, head_extra=""):
    return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
{CHARSET_MARK}
<title>{headline} - 新闻中心 - {company}</title>
{head_extra}
<link rel="stylesheet" href="https://static.{domain}/newsroom.css">
</head>
<body>
<div class="cookie-bar">本网站使用 Cookie 以提供更好的服务。点击“接受”即表示您同意我们使用 Cookie，详情请参阅《Cookie 政策》。<button>接受</button><button>拒绝</button></div>
<header><a class="logo" href="https://www.{domain}/">{company}</a>
<nav><a href="/product/">产品</a><a href="/solution/">解决方案</a><a href="/pricing/">定价</a><a href="/docs/">文档</a><a href="/partner/">合作伙伴</a><a href="/news/">新闻中心</a></nav>
<a href="/console/">控制台</a> <a href="/register/">免费注册</a></header>
<div class="breadcrumb"><a href="/">首页</a> / <a href="/news/">新闻中心</a> / <a href="/news/company/">公司新闻</a></div>
<div class="news-detail">
<h1>{headline}</h1>
<div class="news-info">{info}</div>
<div class="news-body">
{body}
</div>
</div>
<div class="news-related"><h3>相关新闻</h3><ul>
{lis(related, '<li><a href="/news/{0}.html">{1}</a><span>{2}</span></li>')}
</ul></div>
<div class="contact-sales">有推理算力需求？<a href="/contact/">联系销售</a>，专属架构师 1 对 1 为您设计方案。</div>
<footer><p>© 2019–2026 {company}计算有限公司 版权所有</p><p><a href="https://beian.miit.gov.cn/">{icp}</a> {gongan}</p></footer>
</body>
</html>
"""


body = """<p>示例云今日正式发布第三代大模型推理实例 G3i。该实例搭载自研推理加速卡“启明 3”，单卡显存 96GB，面向 70 亿至 6710 亿参数模型的在线推理场景。</p>
<p>根据示例云公布的数据，在运行 700 亿参数模型时，G3i 的单卡吞吐较上一代 G2i 提升 2.4 倍，每百万 tokens 的推理成本降至 0.35 元，比上一代降低 58%。</p>
<p>G3i 提供 1 卡、2 卡、4 卡和 8 卡四种规格，按量付费价格为每卡每小时 9.8 元，包年包月可享 6 折优惠。目前已在华东 1、华北 2 和华南 1 三个地域开放售卖。</p>
<p>示例云副总裁赵磊表示，今年以来平台上推理类算力的需求增长了 5 倍，已经超过训练类需求，“推理正在成为云计算最大的增量市场”。</p>"""
add(
    id="zh-utf8-mislabel-01",
    encoding="utf-8",
    label="utf-8",
    declared="mislabelled-header",
    script="hans",
    url="https://www.example-yun.com/news/company/g3i-launch.html",
    language="zh",
    title="示例云发布第三代推理实例 G3i，每百万 tokens 成本降至 0.35 元",
    published="2026-10-22",
    date_source="byline",
    style="vendor-newsroom",
    distractors=[
        "header says iso-8859-1, bytes are UTF-8, no meta",
        "related news dated 2026-09-25..10-15",
        "footer © 2019–2026",
    ],
    body=body,
    text=cn_newsroom(
        company="示例云",
        domain="example-yun.com",
        headline="示例云发布第三代推理实例 G3i，每百万 tokens 成本降至 0.35 元",
        info="发布时间：2026-10-22　　来源：示例云官方",
        body=body,
        icp="浙ICP备12022327号-8",
        gongan="浙公网安备 33010602009975号",
        related=[
            ("ai-partner-2026", "示例云 AI 合作伙伴大会在杭州举行", "2026-10-15"),
            ("g2i-price", "G2i 推理实例降价 30%", "2026-09-25"),
        ],
    ),
    must_contain=[
        "每百万 tokens 的推理成本降至 0.35 元，比上一代降低 58%。",
        "按量付费价格为每卡每小时 9.8 元，包年包月可享 6 折优惠。",
        "今年以来平台上推理类算力的需求增长了 5 倍",
    ],
    must_not_contain=[
        "G2i 推理实例降价 30%",
        "专属架构师 1 对 1 为您设计方案",
        "浙公网安备 33010602009975号",
    ],
)

# --- UTF-8 bytes, header says iso-8859-1, <meta charset="utf-8"> disagrees;
#     article:published_time; no visible date.
body = """<p>本网讯 由示例人工智能产业联盟牵头编制的《大模型推理服务等级协议（SLA）技术要求》团体标准近日正式发布，这是国内首个针对大模型推理服务质量的标准。</p>
<p>标准规定，面向企业的大模型推理服务月度可用性应不低于 99.9%，即每月不可用时间不超过约 43 分钟；在标称负载下，P90 首 token 延迟应不超过 1.5 秒，P90 输出速度应不低于 20 tokens/s。</p>
<p>标准还要求服务商公开限流规则和计费口径，对因服务商原因导致的超时请求不得计费。</p>
<p>据悉，标准起草工作历时 10 个月，共有 23 家单位参与，将于 2027 年 1 月 1 日起实施。</p>"""
add(
    id="zh-utf8-mislabel-02",
    encoding="utf-8",
    label="utf-8",
    declared="mislabelled-header+meta",
    script="hans",
    url="https://tech.example-tongxun.cn/ai/sla-standard.shtml",
    language="zh",
    title="国内首个大模型推理服务 SLA 团体标准发布：可用性不低于 99.9%",
    published="2026-10-21",
    date_source="meta-article-published_time",
    style="news-portal",
    distractors=[
        "header iso-8859-1 vs meta utf-8",
        "hot list before the article dated 2026-10-18..20",
        "effective date 2027 年 1 月 1 日 in body",
        "comment timestamps 2026-10-21/22",
        "footer © 2019-2026",
    ],
    body=body,
    text=cn_portal(
        site="示例通讯网",
        domain="example-tongxun.cn",
        channel=["科技", "标准"],
        headline="国内首个大模型推理服务 SLA 团体标准发布：可用性不低于 99.9%",
        byline='<span class="source">来源：示例通讯网</span> <span class="author">记者：孟凡</span>',
        head_extra='<meta property="og:type" content="article">\n<meta property="article:published_time" content="2026-10-21T16:40:00+08:00">',
        body=body,
        editor="责任编辑：李响",
        csign="©",
        hot=[
            (1, "sla-101", "运营商发布算力网络白皮书：2030 年算力规模翻两番", "2026-10-20"),
            (2, "sla-102", "数据中心 PUE 新规：新建项目不高于 1.25", "2026-10-18"),
        ],
        related=[("sla-090", "推理服务“掉线”频发，企业用户呼吁统一标准", "2026-09-12")],
        comments=[
            (
                "云上漫步",
                "北京",
                "2026-10-21 17:22",
                "99.9% 其实不算高，云主机都是 99.95% 起步。",
                64,
            ),
            ("dev_liu", "四川成都", "2026-10-22 09:41", "超时不计费这条好，终于有依据了。", 31),
        ],
        icp="京ICP备11041704号",
        gongan="京公网安备 11010102001234号",
    ),
    must_contain=[
        "面向企业的大模型推理服务月度可用性应不低于 99.9%，即每月不可用时间不超过约 43 分钟",
        "P90 输出速度应不低于 20 tokens/s。",
        "共有 23 家单位参与，将于 2027 年 1 月 1 日起实施。",
    ],
    must_not_contain=["运营商发布算力网络白皮书", "云主机都是 99.95% 起步", "京ICP备11041704号"],
)

# --- UTF-8 (header), a GitHub repository page with README_zh-CN.md rendered; no date.
body = """<div class="markdown-heading"><h1 class="heading-element" dir="auto">LumenServe</h1><a id="user-content-lumenserve" class="anchor" href="#lumenserve"></a></div>
<p align="center"><a href="https://pypi.org/project/lumenserve/"><img src="https://camo.githubusercontent.com/9f1c/pypi" alt="PyPI" data-canonical-src="https://img.shields.io/pypi/v/lumenserve"></a> <a href="https://lumenserve.example.dev/docs"><img src="https://camo.githubusercontent.com/77aa/docs" alt="文档" data-canonical-src="https://img.shields.io/badge/docs-latest-blue"></a> <a href="/lumen-labs/lumenserve/blob/main/README.md">English</a> | 简体中文</p>
<p dir="auto">LumenServe 是一个面向大模型的高吞吐、低延迟推理与服务引擎。它支持连续批处理、分页 KV 缓存、预填充与解码分离部署，以及 FP8/INT4 量化，兼容 OpenAI 接口。</p>
<div class="markdown-heading"><h2 class="heading-element" dir="auto">最新动态</h2><a id="user-content-最新动态" class="anchor" href="#最新动态"></a></div>
<ul dir="auto">
<li>[2026/10] 发布 v0.9.0：重写调度器，默认开启 SLO 感知调度。</li>
<li>[2026/08] 支持预填充与解码分离部署，单集群最多 256 卡。</li>
<li>[2026/05] 获得 Example Open Source Award 2026。</li>
</ul>
<div class="markdown-heading"><h2 class="heading-element" dir="auto">性能</h2><a id="user-content-性能" class="anchor" href="#性能"></a></div>
<p dir="auto">在 8 张 H100 上服务 700 亿参数模型时，LumenServe 的吞吐是基线实现的 2.7 倍，P90 首 token 延迟为 310 毫秒。</p>
<markdown-accessiblity-table><table>
<thead><tr><th>模型</th><th>GPU</th><th>吞吐（tokens/s）</th><th>P90 TTFT</th></tr></thead>
<tbody>
<tr><td>7B</td><td>1 × H100</td><td>14,200</td><td>95 ms</td></tr>
<tr><td>70B</td><td>8 × H100</td><td>21,600</td><td>310 ms</td></tr>
<tr><td>671B MoE</td><td>32 × H200</td><td>118,000</td><td>540 ms</td></tr>
</tbody>
</table></markdown-accessiblity-table>
<p dir="auto">测试负载为 ShareGPT 采样的 1 万条请求，详细方法见 <a href="/lumen-labs/lumenserve/blob/main/benchmarks/README.md">benchmarks</a> 目录。</p>
<div class="markdown-heading"><h2 class="heading-element" dir="auto">快速开始</h2><a id="user-content-快速开始" class="anchor" href="#快速开始"></a></div>
<div class="highlight highlight-source-shell notranslate position-relative overflow-auto" dir="auto"><pre>pip install lumenserve
lumenserve serve example/qwen-7b --port 8000</pre></div>
<p dir="auto">启动后即可用任何兼容 OpenAI 的客户端访问 <code>http://localhost:8000/v1</code>。</p>
<div class="markdown-heading"><h2 class="heading-element" dir="auto">引用</h2><a id="user-content-引用" class="anchor" href="#引用"></a></div>
<div class="highlight highlight-text-bibtex notranslate position-relative overflow-auto" dir="auto"><pre>@inproceedings{lin2026lumenserve,
  title={LumenServe: SLO-Aware LLM Serving},
  author={Lin, Xiao and others},
  year={2026}
}</pre></div>
<div class="markdown-heading"><h2 class="heading-element" dir="auto">许可证</h2><a id="user-content-许可证" class="anchor" href="#许可证"></a></div>
<p dir="auto">本项目采用 Apache-2.0 许可证。</p>"""
add(
    id="zh-utf8-readme-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    script="hans",
    url="https://github.com/lumen-labs/lumenserve/blob/main/README_zh-CN.md",
    language="zh",
    title="LumenServe",
    published=None,
    date_source="none",
    style="github-readme",
    distractors=[
        "'[2026/10]' news items in the README are not a publication date",
        "file list with commit ages",
        "release 'Oct 20, 2026' in the sidebar",
        "footer © 2026",
    ],
    body=body,
    text=github_readme(
        owner="lumen-labs",
        repo="lumenserve",
        readme_name="README_zh-CN.md",
        about="A high-throughput, SLO-aware serving engine for LLMs",
        body=body,
        topics=["llm", "inference", "serving", "cuda"],
        files=[
            ("benchmarks", "Add 128K long-context benchmark", "last week"),
            ("lumenserve", "bump version to 0.9.0", "5 days ago"),
            ("README_zh-CN.md", "docs: 更新中文 README 性能表", "2 days ago"),
        ],
        last_commit=("9e8d7c6b", "docs: 更新中文 README 性能表", "2 days ago"),
    ),
    must_contain=[
        "LumenServe 是一个面向大模型的高吞吐、低延迟推理与服务引擎。",
        "在 8 张 H100 上服务 700 亿参数模型时，LumenServe 的吞吐是基线实现的 2.7 倍，P90 首 token 延迟为 310 毫秒。",
    ],
    must_not_contain=[
        "We use optional cookies",
        "bump version to 0.9.0",
        "Add 128K long-context benchmark",
    ],
)


# --- UTF-8 (meta), a WeChat official-account article; "2026年10月24日 10:32" in #publish_time.
def wechat(*, account, author, headline, publish_time, ip, body, likes, comments):
    return f"""<!DOCTYPE html>
<html>
<head>
{CHARSET_MARK}
<meta name="viewport" content="width=device-width,initial-scale=1.0,maximum-scale=1.0,user-scalable=0,viewport-fit=cover">
<title>{headline}</title>
<meta property="og:title" content="{headline}">
<meta property="og:type" content="article">
<meta property="twitter:card" content="summary">
<link rel="stylesheet" href="https://res.wx.qq.com/mmbizappmsg/zh_CN/htmledition/js/assets/appmsg.css">
</head>
<body id="activity-detail" class="zh_CN wx_wap_page">
<div id="js_article" class="rich_media">
<div class="rich_media_inner">
<div id="page-content" class="rich_media_area_primary">
<div class="rich_media_area_primary_inner">
<div id="img-content" class="rich_media_wrp">
<h1 class="rich_media_title" id="activity-name">{headline}</h1>
<div id="meta_content" class="rich_media_meta_list">
<span id="copyright_logo" class="wx_tap_link js_wx_tap_highlight rich_media_meta icon_appmsg_tag appmsg_title_tag weui-wa-hotarea">原创</span>
<span class="rich_media_meta rich_media_meta_text">{author}</span>
<span class="rich_media_meta rich_media_meta_nickname" id="profileBt"><a href="javascript:void(0);" class="wx_tap_link js_wx_tap_highlight weui-wa-hotarea" id="js_name">{account}</a></span>
<em id="publish_time" class="rich_media_meta rich_media_meta_text">{publish_time}</em>
<em id="js_ip_wording_wrp" class="rich_media_meta rich_media_meta_text"><span id="js_ip_wording">{ip}</span></em>
</div>
<div class="rich_media_content js_underline_content autoTypeSetting24psection" id="js_content">
{body}
</div>
<div id="js_tags" class="article-tag__list">#大模型推理 #开源 #人物访谈</div>
<div class="rich_media_tool_area"><a id="js_view_source" href="https://github.com/lumen-labs/lumenserve">阅读原文</a> <span>阅读 1.8万</span> <span>赞 {likes}</span> <span>在看 96</span></div>
</div>
</div>
</div>
<div class="rich_media_area_extra">
<div class="profile_card">微信扫一扫<br>关注该公众号</div>
<div class="interaction_bar"><span>分享</span> <span>收藏</span> <span>点赞</span> <span>在看</span></div>
<div id="js_cmt_area"><h3>留言</h3>
{lis(comments, '<div class="discuss_item"><span class="nickname">{0}</span> <span class="discuss_time">{1}</span><div class="discuss_message">{2}</div></div>')}
</div>
<div class="relate_article"><h3>喜欢此内容的人还喜欢</h3><ul>
<li><a>推理引擎选型指南：6 个开源方案横评</a><span>示例AI前线</span></li>
<li><a>从 600 到 1 万 tokens/s：一次 MoE 推理优化复盘</a><span>示例AI前线</span></li>
</ul></div>
<div class="weui-msg__extra-area">继续滑动看下一个<br>轻触阅读原文</div>
</div>
</div>
</div>
<script type="text/javascript">var biz = "MzA5ODEyMzQ1Ng==";var ct = "1792809120";var nickname = "{account}";</script>
</body>
</html>
"""


body = """<section><p>本周，开源推理引擎 LumenServe 发布了 0.9 版本。这个诞生不到两年的项目，GitHub 星标数已经超过 1.2 万，日均下载量约 4.8 万次。我们和项目发起人林骁聊了聊推理引擎的现状与未来。</p>
<p><strong>问：0.9 版本最大的变化是什么？</strong></p>
<p>林骁：最大的变化是调度器重写。新调度器把预填充和解码拆成两个独立的队列，在 8 卡 H100 上服务 700 亿参数模型时，吞吐比 0.8 版本提升了 37%，P90 首 token 延迟从 520 毫秒降到 310 毫秒。</p>
<p><strong>问：现在推理引擎的竞争非常激烈，LumenServe 的差异化在哪里？</strong></p>
<p>林骁：我们更关注可预测性，而不是峰值跑分。很多企业用户告诉我们，他们宁愿吞吐低 10%，也希望延迟曲线平稳。所以我们在 0.9 里默认开启了 SLO 感知调度，超过 99% 的请求能满足预设的延迟目标。</p>
<p><strong>问：你认为推理效率的下一个 10 倍会来自哪里？</strong></p>
<p>林骁：我觉得大约 3 倍来自硬件，3 倍来自算法，比如投机解码和稀疏注意力，剩下的来自系统层面，比如跨请求的 KV 缓存复用。单看任何一项都到不了 10 倍，但乘起来是有可能的。</p>
<p><strong>问：接下来的路线图？</strong></p>
<p>林骁：1.0 版本计划在 2027 年 3 月发布，重点是多机分离部署和国产加速卡支持。我们也在筹备第一届用户大会，时间暂定 12 月 6 日。</p>
<p style="text-align:right">（本文经受访者审阅，有删节）</p></section>"""
add(
    id="zh-utf8-wechat-01",
    encoding="utf-8",
    label="utf-8",
    declared="meta",
    script="hans",
    url="https://mp.weixin.qq.com/s/Xq3Lm9TzR2bQw8YkP1aNcA",
    language="zh",
    title="对话 LumenServe 发起人林骁：推理效率的下一个 10 倍在哪里",
    published="2026-10-24",
    date_source="byline",
    style="wechat",
    distractors=[
        "comment times '10月24日'/'10月25日'",
        "'本周' and 12 月 6 日 / 2027 年 3 月 in body",
        "the time is also a Unix timestamp in a script (var ct), as on real WeChat pages",
    ],
    body=body,
    text=wechat(
        account="示例AI前线",
        author="周明",
        headline="对话 LumenServe 发起人林骁：推理效率的下一个 10 倍在哪里",
        publish_time="2026年10月24日 10:32",
        ip="北京",
        body=body,
        likes=412,
        comments=[
            ("阿喵", "10月24日", "SLO 感知调度太需要了，我们线上最怕毛刺。"),
            ("Jason", "10月25日", "期待国产卡支持，用户大会在哪个城市？"),
        ],
    ),
    must_contain=[
        "吞吐比 0.8 版本提升了 37%，P90 首 token 延迟从 520 毫秒降到 310 毫秒。",
        "超过 99% 的请求能满足预设的延迟目标。",
        "1.0 版本计划在 2027 年 3 月发布，重点是多机分离部署和国产加速卡支持。",
    ],
    must_not_contain=[
        "喜欢此内容的人还喜欢",
        "从 600 到 1 万 tokens/s：一次 MoE 推理优化复盘",
        "我们线上最怕毛刺",
    ],
)


# --- UTF-8 (header), a Zhihu column post; "发布于 2026-10-21" and a later "编辑于 2026-10-23".
def zhihu(
    *, column, author, badge, headline, published_line, edited_line, body, comments, recommend
):
    return f"""<!doctype html>
<html lang="zh" data-hairline="true" data-theme="light">
<head>
{CHARSET_MARK}
<title>{headline} - 知乎</title>
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<meta property="og:site_name" content="知乎专栏">
<meta property="og:title" content="{headline}">
</head>
<body>
<div id="root"><div class="App">
<header class="ColumnPageHeader"><a href="//www.zhihu.com" aria-label="知乎">知乎</a> <span class="ColumnPageHeader-Title">首发于 <a href="/column/{column[0]}">{column[1]}</a></span> <a href="/write">写文章</a> <button>登录/注册</button></header>
<main role="main"><div class="Post-content">
<article class="Post-Main Post-NormalMain" tabindex="-1">
<header class="Post-Header"><h1 class="Post-Title">{headline}</h1>
<div class="Post-Author"><div class="AuthorInfo"><a class="UserLink-link" href="//www.zhihu.com/people/{author[1]}">{author[0]}</a><div class="AuthorInfo-badgeText">{badge}</div></div></div>
<div class="LabelContainer-wrapper"></div>
<div class="ContentItem-time ContentItem-time--top">{published_line}</div>
</header>
<div class="Post-RichTextContainer"><div class="css-1yuhvjn"><div class="RichText ztext Post-RichText css-4em6pe" options="[object Object]">
{body}
</div></div></div>
<div class="ContentItem-time">{edited_line}</div>
<div class="Post-topicsAndReviewer"><div class="TopicList Post-Topics"><a>大模型</a> <a>GPU</a> <a>MoE</a></div></div>
<div class="ContentItem-actions"><button class="VoteButton--up">赞同 1.2 万</button> <button>​{len(comments)} 条评论</button> <button>分享</button> <button>喜欢</button> <button>收藏</button> <button>申请转载</button></div>
</article>
<div class="Comments-container"><div class="CommentsV2-topbar">{len(comments)} 条评论</div>
{lis(comments, '<div class="CommentItemV2"><span class="UserLink">{0}</span><div class="CommentItemV2-metaSibling">{2}</div><span class="CommentItemV2-time">{1}</span></div>')}
</div>
<div class="Recommendations-Main"><h3 class="BlockTitle">推荐阅读</h3>
{lis(recommend, '<div class="PostItem"><a href="/p/{0}">{1}</a><span>{2}</span></div>')}
</div>
</div></main>
<footer class="Footer"><a href="/term/zhihu-terms">知乎协议</a> · <a href="/term/privacy">隐私政策</a> · <a href="/app">下载知乎</a> · <a href="/contact">联系我们</a> · 京 ICP 证 999901 号 · 京公网安备 11010802099901 号 · © 2026 知乎</footer>
</div></div>
</body>
</html>
"""


body = """<p data-pid="a1">过去三个月，我们在一批国产加速卡上部署了一个 2350 亿参数的 MoE 模型，目前线上稳定运行。踩了不少坑，简单记录一下，供同行参考。</p>
<h2>1. 先说结论</h2>
<p data-pid="a2">在 32 张国产卡上，我们最终做到了单卡平均输出 1,250 tokens/s，约为同等规模 H800 集群的 62%；考虑到采购价格只有后者的一半左右，整体性价比已经可以接受。</p>
<h2>2. 专家并行的通信是最大瓶颈</h2>
<p data-pid="a3">国产卡之间的互联带宽普遍低于 NVLink，专家并行的 all-to-all 通信在解码阶段占到了单步时间的 45%。我们做了两件事：一是把每张卡上的专家数从 8 个调整到 16 个，减少跨卡通信；二是把通信和计算做了双缓冲重叠。优化后通信占比降到 19%。</p>
<div class="highlight"><pre><code class="language-bash">export EP_SIZE=32
export EXPERTS_PER_RANK=16
export OVERLAP_COMM=1</code></pre></div>
<h2>3. 算子要自己补</h2>
<p data-pid="a4">厂商提供的算子库覆盖了常见的 GEMM 和注意力，但 MoE 相关的 gating、top-k 和 grouped GEMM 性能都不太理想。我们自己用厂商的 DSL 重写了 grouped GEMM，单算子提速 2.8 倍。</p>
<h2>4. 一些建议</h2>
<ul>
<li>先用小模型把整条链路跑通，再上大模型；</li>
<li>和厂商的技术支持保持每周例会，很多问题他们内部已经有补丁；</li>
<li>监控一定要做到算子级别，否则很难定位性能回退。</li>
</ul>
<p data-pid="a5">欢迎在评论区交流，能说的我尽量回复。</p>"""
add(
    id="zh-utf8-zhihu-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    script="hans",
    url="https://zhuanlan.zhihu.com/p/1964387215530882048",
    language="zh",
    title="在国产 GPU 上部署 MoE 模型的一些经验",
    published="2026-10-21",
    date_source="byline",
    style="zhihu-column",
    distractors=[
        "'编辑于 2026-10-23 18:40' (last edited) below the article",
        "comment dates 10-22 / 10-23",
        "recommend list dated 2026-10",
    ],
    body=body,
    text=zhihu(
        column=("c_1501", "推理那些事"),
        author=("老周谈推理", "lao-zhou-infer"),
        badge="某云厂商 推理工程师",
        headline="在国产 GPU 上部署 MoE 模型的一些经验",
        published_line="发布于 2026-10-21 09:12・IP 属地上海",
        edited_line="编辑于 2026-10-23 18:40・IP 属地上海",
        body=body,
        comments=[
            ("匿名用户", "10-22 · 北京", "请问是哪家的卡？方便透露吗"),
            ("推理小学生", "10-23 · 广东", "通信占比 45% 太真实了，我们是 50% 多。"),
        ],
        recommend=[
            ("1960021", "MoE 推理的 all-to-all 通信优化综述", "2026-10-08"),
            ("1958113", "国产卡适配踩坑合集（持续更新）", "2026-10-02"),
        ],
    ),
    must_contain=[
        "单卡平均输出 1,250 tokens/s，约为同等规模 H800 集群的 62%",
        "优化后通信占比降到 19%。",
        "单算子提速 2.8 倍。",
    ],
    must_not_contain=["我们是 50% 多", "MoE 推理的 all-to-all 通信优化综述", "京 ICP 证 999901 号"],
)

# --- UTF-8 (header), a three-sentence Weibo-like post; title null; "2026-10-25 09:41".
body = """<p>刚看完 DeepInfer 的技术报告，954K tokens/s 是 32 台 H800 的总吞吐，折合每卡约 3.7K tokens/s。这个数字放在 6710 亿参数的 MoE 模型上已经非常能打了。最值得抄的是预填充和解码 1:3 配比的调度，做推理的同学建议都看看。</p>"""
add(
    id="zh-utf8-weibo-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    script="hans",
    url="https://weibo.example.com/2810374512/PaBcD1234",
    language="zh",
    title=None,
    headline="",
    published="2026-10-25",
    date_source="byline",
    style="social-post",
    distractors=["reply times 10-25", "footer © 2026"],
    body=body,
    text=social_post(
        platform="示例微博",
        domain="weibo.example.com",
        author="算力观察",
        handle="suanli_guancha",
        avatar_alt="算力观察的头像",
        lang="zh-CN",
        reply_label="评论",
        title_text="算力观察的微博 - 示例微博",
        post_html=body,
        time_html='<a class="time" href="/2810374512/PaBcD1234">2026-10-25 09:41</a> 来自 <a>微博网页版</a>',
        stats="<span>转发 318</span> <span>评论 96</span> <span>赞 1,204</span>",
        nav=["首页", "热门", "视频", "消息", "我"],
        replies=[
            ("推理狗", "tuiligou", "10-25 09:58", "1:3 这个配比是针对长输出场景的吧？"),
            ("AI观察员小刘", "aiguanchayuan", "10-25 10:20", "转发微博"),
        ],
        trending=[("DeepInfer开源", "阅读 2.1亿"), ("大模型降价", "阅读 8,630万")],
        footer='<p class="legal">京ICP证 100780号 · 互联网新闻信息服务许可 · © 2026 示例微博</p>',
    ),
    must_contain=[
        "954K tokens/s 是 32 台 H800 的总吞吐，折合每卡约 3.7K tokens/s。",
        "这个数字放在 6710 亿参数的 MoE 模型上已经非常能打了。",
    ],
    must_not_contain=["1:3 这个配比是针对长输出场景的吧", "阅读 2.1亿", "京ICP证 100780号"],
)

# --- UTF-8 (meta), Chinese engineering blog; <meta name="pubdate"> only; table.
body = """<p>长上下文是今年推理引擎竞争最激烈的方向之一。我们在 8 张 H20（96GB）组成的单机上，对 DeepInfer 0.4 和 LumenServe 0.9 做了一组长上下文对比测试，模型为 320 亿参数稠密模型，精度 FP8。</p>
<h2>测试方法</h2>
<p>输入长度分别取 32K、64K 和 128K，输出固定为 512 tokens，并发数从 1 逐步增加到 64，记录各长度下满足 P90 首 token 延迟 10 秒约束时的最大吞吐。</p>
<h2>结果</h2>
<table>
<thead><tr><th>输入长度</th><th>DeepInfer 0.4</th><th>LumenServe 0.9</th></tr></thead>
<tbody>
<tr><td>32K</td><td>5,820 tokens/s</td><td>6,140 tokens/s</td></tr>
<tr><td>64K</td><td>3,310 tokens/s</td><td>3,050 tokens/s</td></tr>
<tr><td>128K</td><td>1,470 tokens/s</td><td>1,120 tokens/s</td></tr>
</tbody>
</table>
<p>在 32K 输入下，两者差距不大，LumenServe 略高 5%；但随着输入变长，DeepInfer 的优势逐渐扩大，128K 时吞吐高出 31%。我们分析主要原因是 DeepInfer 的分块预填充粒度更细，长请求不会长时间阻塞解码批次。</p>
<p>需要说明的是，这只是单一模型、单一硬件上的结果。两个项目的迭代速度都很快，结论可能在几周内就会过时。完整的测试脚本和原始数据已经放在我们的 GitHub 仓库中。</p>"""
add(
    id="zh-utf8-blog-01",
    encoding="utf-8",
    label="utf-8",
    declared="meta",
    script="hans",
    url="https://blog.example-suanli.com/post/h20-long-context-bench",
    language="zh",
    title="DeepInfer 与 LumenServe 在 H20 上的长上下文推理对比",
    published="2026-10-19",
    date_source="meta-pubdate",
    style="engineering-blog",
    distractors=[
        "'最近更新' list before the article dated 2026-10-08..15",
        "comment timestamps 2026-10-19..21",
        "footer © 2019-2026",
    ],
    body=body,
    text=cn_blog(
        site="示例算力实验室",
        domain="blog.example-suanli.com",
        headline="DeepInfer 与 LumenServe 在 H20 上的长上下文推理对比",
        meta_line="作者：韩冰 · 阅读约 4 分钟",
        head_extra='<meta name="pubdate" content="2026-10-19 10:00:00">\n<meta name="author" content="韩冰">',
        body=body,
        tags=["评测", "长上下文", "H20"],
        icp="京ICP备2023008812号-1",
        csign="©",
        recent=[
            ("fp4-quant", "FP4 量化在推理中的精度实测", "2026-10-15"),
            ("h20-vs-l20", "H20 与 L20 推理性价比对比", "2026-10-08"),
        ],
        comments=[
            ("路人甲", "2026-10-19 13:20", "能不能加一组 256K 的数据？"),
            ("韩冰", "2026-10-19 14:02", "256K 在单机上显存不够，我们下周用两台机器补测。"),
            (
                "zz_tao",
                "2026-10-21 22:31",
                "跟我们测的趋势一致，不过 32K 我们测出来 DeepInfer 更快。",
            ),
        ],
    ),
    must_contain=[
        "在 32K 输入下，两者差距不大，LumenServe 略高 5%；但随着输入变长，DeepInfer 的优势逐渐扩大，128K 时吞吐高出 31%。",
        "记录各长度下满足 P90 首 token 延迟 10 秒约束时的最大吞吐。",
    ],
    must_not_contain=[
        "FP4 量化在推理中的精度实测",
        "能不能加一组 256K 的数据",
        "京ICP备2023008812号-1",
    ],
)

# --- UTF-8 (header), news portal; the date appears only in the URL (/2026/10/24/).
body = """<p>一份由独立开发者发布的评测报告显示，在 8 张 H20 组成的单机上服务 320 亿参数模型时，开源推理引擎 DeepInfer 在 128K 长上下文场景下的吞吐比 LumenServe 高出 31%。</p>
<p>报告显示，在 128K 输入、512 输出的负载下，DeepInfer 0.4 的最大吞吐为 1,470 tokens/s，LumenServe 0.9 为 1,120 tokens/s；而在 32K 输入下，LumenServe 以 6,140 tokens/s 略微领先。</p>
<p>LumenServe 项目发起人林骁对本网表示，团队已注意到长上下文场景的差距，改进后的分块预填充将在下一个版本中发布。深寻科技方面则表示，DeepInfer 将于 11 月中旬发布 0.5 版本，进一步优化百万 token 上下文的性能。</p>
<p>业内人士指出，不同引擎在不同负载下各有长短，企业在选型时应以自身业务的真实请求分布进行测试，而不是只看单一跑分。</p>"""
add(
    id="zh-utf8-news-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    script="hans",
    url="https://www.example-news.cn/2026/10/24/deepinfer-benchmark.html",
    language="zh",
    title="第三方评测：DeepInfer 在 H20 上长上下文吞吐领先 31%",
    published="2026-10-24",
    date_source="url",
    style="news-portal",
    distractors=[
        "hot list before the article dated 2026-10-21..23",
        "related list dated 2026-10-19/20",
        "11 月中旬 in body",
        "footer © 2019-2026",
    ],
    body=body,
    text=cn_portal(
        site="示例新闻",
        domain="example-news.cn",
        channel=["科技", "AI"],
        headline="第三方评测：DeepInfer 在 H20 上长上下文吞吐领先 31%",
        byline='<span class="source">来源：示例新闻</span> <span class="author">作者：韩雪</span>',
        body=body,
        editor="责任编辑：丁一",
        csign="©",
        hot=[
            (1, "2026/10/23/chip-export", "芯片出口新规细则出台", "2026-10-23"),
            (2, "2026/10/22/gpu-rent", "GPU 租赁价格连续两月上涨", "2026-10-22"),
            (3, "2026/10/21/ai-phone", "三季度 AI 手机出货量占比升至 34%", "2026-10-21"),
        ],
        related=[
            ("2026/10/20/lumenserve-09", "LumenServe 0.9 发布：调度器重写", "2026-10-20"),
            ("2026/10/19/h20-bench", "H20 长上下文推理实测", "2026-10-19"),
        ],
        comments=[],
        icp="京ICP备20048111号-2",
        gongan="京公网安备 11010502045566号",
    ),
    must_contain=[
        "DeepInfer 0.4 的最大吞吐为 1,470 tokens/s，LumenServe 0.9 为 1,120 tokens/s",
        "DeepInfer 将于 11 月中旬发布 0.5 版本，进一步优化百万 token 上下文的性能。",
        "企业在选型时应以自身业务的真实请求分布进行测试，而不是只看单一跑分。",
    ],
    must_not_contain=[
        "三季度 AI 手机出货量占比升至 34%",
        "GPU 租赁价格连续两月上涨",
        "京ICP备20048111号-2",
    ],
)


# ===========================================================================
# Raw README / markdown files (served as text/markdown or text/plain)
# For these, "frame" means what a reader of the rendered file never sees:
# HTML comments, badge image URLs, link reference definitions, front matter.
# ===========================================================================

md = """<!-- markdownlint-disable MD033 MD041 -->
<p align="center">
  <img src="docs/assets/flashkv-logo.png" width="320" alt="FlashKV">
</p>

# FlashKV：面向长上下文推理的 KV 缓存压缩

[![PyPI](https://img.shields.io/pypi/v/flashkv?color=blue)](https://pypi.org/project/flashkv/)
[![License](https://img.shields.io/badge/license-Apache%202.0-green)](LICENSE)
[![论文](https://img.shields.io/badge/arXiv-2610.01234-b31b1b)](https://arxiv.org/abs/2610.01234)

[English](README.md) | 简体中文

FlashKV 是北辰大学高性能计算实验室开源的 KV 缓存压缩库。它把大部分历史 token 的键值缓存量化到 2 比特，只对约 6% 的关键 token 保留 16 比特精度，在 128K 上下文下可将显存占用降低 75%。

## 新闻

- **[2026/10]** FlashKV 论文被国际会议录用，将于 11 月 12 日作口头报告。
- **[2026/09]** 支持 LumenServe 和 DeepInfer 两个推理引擎。

## 主要结果

| 模型 | 上下文 | 显存（原始） | 显存（FlashKV） | LongBench 平均分变化 |
| --- | --- | --- | --- | --- |
| 70B | 128K | 40.1 GB | 10.0 GB | -0.4 |
| 8B | 128K | 16.0 GB | 4.1 GB | -0.6 |

在单张 80GB 显卡上，使用 FlashKV 后可同时服务的 128K 请求数从 3 个提升到 11 个。

## 安装

```bash
pip install flashkv
```

## 使用方法

```python
from flashkv import compress_cache

cache = compress_cache(cache, bits=2, keep_ratio=0.06)
```

FlashKV 不需要重新训练模型，也不需要修改模型权重，详见[文档][docs]。

## 引用

```bibtex
@inproceedings{zhao2026flashkv,
  title  = {FlashKV: Attention-Aware KV Cache Compression for Long-Context Inference},
  author = {Zhao, Yiming and Sun, Jianhua},
  year   = {2026}
}
```

## 致谢

本项目得到北辰大学高性能计算平台的算力支持。

[docs]: https://flashkv.example-bcu.edu.cn/docs
"""
add(
    id="zh-md-readme-01",
    ext="md",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    script="hans",
    content_type="text/markdown; charset=utf-8",
    url="https://raw.githubusercontent.com/example-bcu/flashkv/main/README_zh-CN.md",
    language="zh",
    title="FlashKV：面向长上下文推理的 KV 缓存压缩",
    published=None,
    date_source="none",
    style="readme-markdown",
    distractors=["'[2026/10]' news items and 11 月 12 日 are not a publication date"],
    body=md,
    text=md,
    must_contain=[
        "FlashKV 是北辰大学高性能计算实验室开源的 KV 缓存压缩库。",
        "在 128K 上下文下可将显存占用降低 75%。",
        "使用 FlashKV 后可同时服务的 128K 请求数从 3 个提升到 11 个。",
    ],
    must_not_contain=[
        "markdownlint-disable MD033 MD041",
        "img.shields.io/pypi/v/flashkv",
        "https://flashkv.example-bcu.edu.cn/docs",
    ],
)

md = """<!-- 本檔案由 scripts/sync_readme.py 自動產生，請勿直接編輯 -->
# TaiQuant

[![CI](https://github.com/example-ncu/taiquant/actions/workflows/ci.yml/badge.svg)](https://github.com/example-ncu/taiquant/actions)
[![授權](https://img.shields.io/badge/license-Apache%202.0-blue)](LICENSE)

[English](README.md) | 繁體中文

TaiQuant 是針對繁體中文校正的大型語言模型量化工具，由北城大學資訊工程學系開發。

## 特色

- 以約 12 萬筆台灣在地語料校正量化參數
- 支援 70 億至 700 億參數的稠密模型與 MoE 模型
- 輸出 GGUF 與 safetensors 格式

## 效能

在單張 RTX 4090 上，130 億參數模型量化為 4 位元後，每秒可生成 58 個 token，顯示記憶體用量由 26GB 降至 7.8GB。繁中理解測驗 TMMLU+ 的分數僅下降 0.6 分。

| 模型 | 精度 | 顯示記憶體 | 速度 |
|---|---|---|---|
| 13B | BF16 | 26 GB | 27 tokens/s |
| 13B | INT4 (TaiQuant) | 7.8 GB | 58 tokens/s |

## 快速開始

```bash
pip install taiquant
taiquant quantize --model ./my-13b --bits 4 --calib zh-tw
```

校正一個 130 億參數模型約需 40 分鐘，詳細參數請見[使用手冊][manual]。

## 授權

本專案採用 Apache 2.0 授權，可免費商用。

[manual]: https://taiquant.example-ncu.edu.tw/manual
"""
add(
    id="zh-hant-md-readme-01",
    ext="md",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    script="hant",
    content_type="text/plain; charset=utf-8",
    url="https://raw.githubusercontent.com/example-ncu/taiquant/main/README_zh-TW.md",
    language="zh",
    title="TaiQuant",
    published=None,
    date_source="none",
    style="readme-markdown",
    distractors=[],
    body=md,
    text=md,
    must_contain=[
        "TaiQuant 是針對繁體中文校正的大型語言模型量化工具，由北城大學資訊工程學系開發。",
        "每秒可生成 58 個 token，顯示記憶體用量由 26GB 降至 7.8GB。",
        "校正一個 130 億參數模型約需 40 分鐘",
    ],
    must_not_contain=[
        "scripts/sync_readme.py",
        "actions/workflows/ci.yml/badge.svg",
        "https://taiquant.example-ncu.edu.tw/manual",
    ],
)

md = """<!-- prettier-ignore-start -->
<div align="center">
<img src="docs/assets/parallax-logo.svg" alt="Parallax logo" width="240">

# Parallax

**Disaggregated LLM inference at cluster scale**

[![Build](https://github.com/parallax-ai/parallax/actions/workflows/build.yml/badge.svg)](https://github.com/parallax-ai/parallax/actions)
[![PyPI](https://img.shields.io/pypi/v/parallax-serve)](https://pypi.org/project/parallax-serve/)
[![Discord](https://img.shields.io/discord/1234567890?label=Discord)][discord]

</div>
<!-- prettier-ignore-end -->

Parallax is an open-source inference engine that splits prefill and decode across separate GPU pools and moves the KV cache between them over RDMA. On a 64-GPU H200 cluster serving a 671B-parameter MoE model, Parallax 1.0 sustains 1.12M output tokens/s while keeping P90 time-to-first-token under 800 ms.

## Highlights

- Prefill/decode disaggregation with automatic pool sizing (1:2 to 1:6)
- KV-cache transfer at up to 380 GB/s per node over RDMA
- Expert parallelism for MoE models across 8–256 GPUs
- OpenAI-compatible API

## Performance

| Model | GPUs | Output tokens/s | P90 TTFT |
|---|---|---|---|
| 70B dense | 16 × H100 | 96,400 | 420 ms |
| 671B MoE | 64 × H200 | 1,120,000 | 780 ms |

Compared with a colocated deployment on the same 64 GPUs, disaggregation raises throughput by 1.9x at the same latency target.

## Quick start

```bash
pip install parallax-serve
parallax launch --model example/moe-671b --prefill-gpus 16 --decode-gpus 48
```

## Roadmap

We plan to add multi-datacenter KV routing in Q1 2027. See the [roadmap issue](https://github.com/parallax-ai/parallax/issues/42).

## License

Apache 2.0

[discord]: https://discord.gg/example-parallax
"""
add(
    id="en-md-readme-01",
    ext="md",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    content_type="text/markdown; charset=utf-8",
    url="https://raw.githubusercontent.com/parallax-ai/parallax/main/README.md",
    title="Parallax",
    published=None,
    date_source="none",
    style="readme-markdown",
    distractors=["'Q1 2027' roadmap in body"],
    body=md,
    text=md,
    must_contain=[
        "On a 64-GPU H200 cluster serving a 671B-parameter MoE model, Parallax 1.0 sustains 1.12M output tokens/s while keeping P90 time-to-first-token under 800 ms.",
        "Compared with a colocated deployment on the same 64 GPUs, disaggregation raises throughput by 1.9x at the same latency target.",
    ],
    must_not_contain=[
        "prettier-ignore-start",
        "img.shields.io/discord/1234567890",
        "https://discord.gg/example-parallax",
    ],
)

md = """---
layout: post
title: "Chunked prefill, explained"
date: 2026-10-21
author: Priya Raman
tags: [inference, scheduling]
draft: false
---

# Chunked prefill, explained

Long prompts are the enemy of smooth decoding. When a 32K-token prompt arrives, a naive scheduler runs its whole prefill in one step, and every request that is decoding at that moment stalls. In our measurements on a single H100, one such prompt froze 63 concurrent decodes for 1.4 seconds.

## The idea

Chunked prefill splits a long prompt into pieces of, say, 2,048 tokens and interleaves them with ordinary decode steps. The prompt takes a little longer to finish — 16 steps instead of one — but nobody else has to wait for it.

```python
for chunk in split(prompt_tokens, size=2048):
    batch = decode_requests + [chunk]
    engine.step(batch)
```

## What it costs

| Chunk size | P99 inter-token latency | Prefill throughput |
|---|---|---|
| none | 1,410 ms | 100% |
| 4,096 | 180 ms | 96% |
| 2,048 | 96 ms | 93% |
| 512 | 41 ms | 78% |

With a chunk size of 2,048, P99 inter-token latency fell from 1,410 ms to 96 ms, while prefill throughput dropped by only 7%. Smaller chunks smooth latency further but waste more of the GPU on kernel launches.

## Rules of thumb

- Start with a chunk size of 2,048 tokens and tune from there.
- Give decode tokens priority when a step is full.
- Measure inter-token latency, not only time-to-first-token.

We'll be talking about chunked prefill and its trade-offs at the Inference Systems Summit on Nov 12.
"""
add(
    id="en-md-post-01",
    ext="md",
    encoding="utf-8",
    label="utf-8",
    declared="none",
    language="en",
    content_type="text/markdown",
    url="https://raw.githubusercontent.com/example-infer/blog/main/_posts/chunked-prefill-explained.md",
    title="Chunked prefill, explained",
    published="2026-10-21",
    date_source="front-matter",
    style="markdown-post",
    distractors=["event 'Nov 12' in body"],
    body=md,
    text=md,
    must_contain=[
        "In our measurements on a single H100, one such prompt froze 63 concurrent decodes for 1.4 seconds.",
        "With a chunk size of 2,048, P99 inter-token latency fell from 1,410 ms to 96 ms, while prefill throughput dropped by only 7%.",
    ],
    must_not_contain=["layout: post", "draft: false"],
)

md = """# Kestrel Serve v2.0.0 release notes

_Released October 23, 2026_

Kestrel Serve 2.0 is the first release with native FP4 inference. On a 70B-parameter model it delivers 2.2x the throughput of v1.9 at the same P90 latency, and cost per million output tokens falls from $0.58 to $0.32.

## Highlights

- FP4 weights with FP8 KV cache; accuracy within 1% of BF16 on our standard suite ([guide][fp4])
- Autoscaling from 8 to 256 GPUs per deployment — no restarts needed
- New `/v1/responses` endpoint

## Breaking changes

- The `--kv-dtype` flag is renamed to `--kv-cache-dtype`.
- Python 3.9 is no longer supported; the minimum is now Python 3.10.

## Upgrading

Managed deployments are upgraded automatically between Oct 26 and Nov 2. Self-hosted users should read the migration guide before upgrading, because caches written by v1.x are not compatible with v2.0.

**Full changelog**: https://github.com/kestrel-ai/kestrel-serve/compare/v1.9.3...v2.0.0

[fp4]: https://docs.example-kestrel.ai/guides/fp4
<!-- release-tool: generated 2026-10-22T23:58:01Z from milestone 2.0 -->
"""
add(
    id="en-md-release-01",
    ext="md",
    encoding="utf-8",
    label="utf-8",
    declared="none",
    language="en",
    content_type="text/plain",
    url="https://raw.githubusercontent.com/kestrel-ai/kestrel-serve/main/docs/releases/v2.0.0.md",
    title="Kestrel Serve v2.0.0 release notes",
    published="2026-10-23",
    date_source="byline",
    style="release-notes-markdown",
    distractors=["upgrade window Oct 26 – Nov 2 in body", "generator comment dated 2026-10-22"],
    body=md,
    text=md,
    must_contain=[
        "On a 70B-parameter model it delivers 2.2x the throughput of v1.9 at the same P90 latency, and cost per million output tokens falls from $0.58 to $0.32.",
        "Managed deployments are upgraded automatically between Oct 26 and Nov 2.",
    ],
    must_not_contain=["release-tool: generated", "https://docs.example-kestrel.ai/guides/fp4"],
)


# ===========================================================================
# English pages
# ===========================================================================


def epoch_ms(iso):
    return int(_dt.datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp() * 1000)


LEDGER_LATEST = [
    ("ai/openkv-2", "OpenKV 2.0 promises 4x longer contexts on the same GPUs", "Oct 23, 2026"),
    ("chips/hbm-2027", "HBM shortage to last through 2027, suppliers warn", "Oct 22, 2026"),
    ("cloud/price-cuts", "Cloud providers cut AI inference prices again", "Oct 21, 2026"),
]
LEDGER_MOST = [
    ("policy/eu-gpai", "EU finalizes rules for general-purpose AI models"),
    ("ai/agents-costs", "AI agents are quietly tripling token bills"),
    ("chips/export-rules", "What the new chip export rules mean for data centers"),
]

# --- UTF-8 (header); article:published_time + visible "Oct 24 … Updated Oct 25".
body = """<p>Helix Compute, a Santa Clara startup designing chips only for running AI models rather than training them, has raised $120 million in a Series B round led by Example Ventures, the company said.</p>
<p>The round values Helix at $1.1 billion after the investment, according to two people familiar with the terms. Existing investors North Pier Capital and Lattice Fund also participated, bringing Helix’s total funding to $185 million.</p>
<p>Helix’s first chip, the H1, pairs 144GB of HBM3e memory with a compute array sized for the decode phase of large language models, where performance is limited by memory bandwidth rather than raw arithmetic. The company says an eight-chip H1 server generates 41,000 tokens per second on a 70B-parameter model, about 1.6x the output of a comparable GPU server at roughly half the power.</p>
<p>“Training is a once-a-quarter event. Inference is every second of every day,” said chief executive Ana Ruiz, who previously led memory-controller design at a large chipmaker. “The economics are going to be decided by tokens per watt.”</p>
<p>Helix plans to ship its first production systems to two cloud providers in the first quarter of 2027 and to tape out a second-generation chip late next year. The company has 140 employees and expects to double headcount by the end of 2027.</p>
<p>The funding comes as investors pour money into inference-focused hardware. Startups in the category raised $4.3 billion in the first nine months of 2026, up from $1.7 billion in all of 2025, according to Example Analytics.</p>"""
add(
    id="en-news-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://www.example-ledger.com/startups/helix-compute-series-b",
    title="Inference-chip startup Helix raises $120 million to take on GPUs",
    published="2026-10-24",
    date_source="meta-article-published_time",
    style="news",
    distractors=[
        "'Latest' rail before the article dated Oct 21–23, 2026",
        "visible 'Updated Oct 25, 2026' and article:modified_time",
        "related story dated Oct 3, 2026",
        "footer © 2019–2026",
        "Q1 2027 in body",
    ],
    body=body,
    text=en_news(
        site="The Example Ledger",
        domain="example-ledger.com",
        section="Startups",
        headline="Inference-chip startup Helix raises $120 million to take on GPUs",
        dek="The Series B values the two-year-old company at $1.1 billion.",
        byline='By <a href="/authors/maya-chen">Maya Chen</a> · <span class="pubdate">Oct 24, 2026, 6:00 AM PDT</span> · <span class="update">Updated Oct 25, 2026, 9:12 AM PDT</span>',
        head_extra='<meta property="article:published_time" content="2026-10-24T13:00:00Z">\n<meta property="article:modified_time" content="2026-10-25T16:12:00Z">\n<meta property="article:section" content="Startups">',
        body=body,
        latest=LEDGER_LATEST,
        most_read=LEDGER_MOST,
        related=[
            ("startups/inference-q3", "Inference startups raised $1.9B last quarter", "Oct 3, 2026")
        ],
    ),
    must_contain=[
        "has raised $120 million in a Series B round led by Example Ventures",
        "The company says an eight-chip H1 server generates 41,000 tokens per second on a 70B-parameter model, about 1.6x the output of a comparable GPU server at roughly half the power.",
        "Startups in the category raised $4.3 billion in the first nine months of 2026, up from $1.7 billion in all of 2025, according to Example Analytics.",
    ],
    must_not_contain=[
        "HBM shortage to last through 2027, suppliers warn",
        "We and our partners use cookies",
        "© 2019–2026 The Example Ledger",
    ],
)

# --- UTF-8 (header); visible byline only: "By Jane Doe | October 24, 2026";
#     an event date ("the conference on Nov 12") in the body; comments with timestamps.
body = """<p>The open-source Parallax project released version 1.0 of its inference engine this week, making prefill/decode disaggregation — running the two phases of LLM inference on separate pools of GPUs — the default mode of operation.</p>
<p>On a 64-GPU H200 cluster serving a 671B-parameter mixture-of-experts model, the project reports 1.12 million output tokens per second with P90 time to first token of 780 ms. The same hardware in a conventional colocated setup reached 590,000 tokens per second, so disaggregation lifts throughput by about 1.9x.</p>
<p>The hard engineering problem is moving the KV cache from the prefill pool to the decode pool fast enough. Parallax transfers it over RDMA at up to 380 GB/s per node, which the maintainers say hides the transfer behind decoding for prompts of up to 32K tokens.</p>
<p>“Most teams we talk to don’t need a bigger GPU, they need their GPUs to stop waiting on each other,” maintainer Tomás Varga said in an interview.</p>
<p>Parallax will present benchmark details at the conference on Nov 12, and the maintainers said multi-datacenter KV routing is planned for the first quarter of 2027.</p>"""
add(
    id="en-news-02",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://www.exampledevtimes.com/news/parallax-1-0-disaggregated-inference",
    title="Parallax 1.0 splits LLM inference across GPU pools, claims 1.9x throughput",
    published="2026-10-24",
    date_source="byline",
    style="news",
    distractors=[
        "event 'Nov 12' in body",
        "comment timestamps Oct 24/25, 2026",
        "'Latest' rail after the article dated Oct 20–23",
        "related story dated Sep 18, 2026",
        "footer © 2019–2026",
    ],
    body=body,
    text=en_news(
        site="Example Dev Times",
        domain="exampledevtimes.com",
        section="News",
        headline="Parallax 1.0 splits LLM inference across GPU pools, claims 1.9x throughput",
        dek="The open-source engine now runs prefill and decode on separate GPUs by default.",
        byline='By <a href="/author/jane-doe">Jane Doe</a> | October 24, 2026',
        body=body,
        latest_before=False,
        newsletter="Dev Times Daily",
        latest=[
            ("news/openkv-2", "OpenKV 2.0 spills KV cache to NVMe", "Oct 23, 2026"),
            ("news/kestrel-2", "Kestrel Serve 2.0 adds FP4", "Oct 22, 2026"),
            ("news/lumenserve-09", "LumenServe 0.9 rewrites its scheduler", "Oct 20, 2026"),
        ],
        related=[
            (
                "news/disagg-explainer",
                "What is disaggregated inference, and why now?",
                "Sep 18, 2026",
            )
        ],
        most_read=[
            ("news/python-315", "Python 3.15 beta lands with free-threading by default"),
            ("news/rust-kernel", "Rust in the kernel: a status report"),
        ],
        comments=[
            (
                "kvcache_enjoyer",
                "Oct 24, 2026 at 3:12 pm",
                "380 GB/s per node is impressive, but on which NICs?",
            ),
            (
                "mlops_mark",
                "Oct 25, 2026 at 8:40 am",
                "We tried 0.9 last month; the pool autosizing alone saved us 12 GPUs.",
            ),
        ],
    ),
    must_contain=[
        "the project reports 1.12 million output tokens per second with P90 time to first token of 780 ms.",
        "so disaggregation lifts throughput by about 1.9x.",
        "Parallax will present benchmark details at the conference on Nov 12",
    ],
    must_not_contain=[
        "the pool autosizing alone saved us 12 GPUs",
        "What is disaggregated inference, and why now?",
        "Dev Times Daily",
    ],
)

# --- UTF-8 (meta); visible "Published Oct. 21, 2026" only; dated lists before the article.
body = """<p>Three of the largest cloud providers cut prices for running AI models this month, as competition for developers intensifies and the cost of serving each request keeps falling.</p>
<p>NimbusCloud lowered the price of its flagship model API to $0.40 per million input tokens and $1.60 per million output tokens, a 60% reduction. Two rivals followed within days with cuts of 45% and 50%.</p>
<p>Analysts say the reductions reflect real efficiency gains. Serving costs for a typical 70-billion-parameter model have fallen by roughly 80% since October 2025, according to estimates from research firm Example Insights, driven by cheaper hardware, 8-bit and 4-bit quantization and smarter batching.</p>
<p>“Prices are falling about as fast as costs, not faster,” said Example Insights analyst Rob Kettering. “That tells you this is not a pure price war.”</p>
<p>Demand is rising even faster than prices are falling. NimbusCloud said the number of tokens processed on its platform grew 7.5x over the past year, to about 2.4 quadrillion tokens a month.</p>"""
add(
    id="en-news-03",
    encoding="utf-8",
    label="utf-8",
    declared="meta",
    language="en",
    url="https://apnews.example.org/article/ai-inference-price-cuts-cloud-4b1e9a",
    title="Cloud providers race to cut AI inference prices as demand soars",
    published="2026-10-21",
    date_source="byline",
    style="news-wire",
    distractors=[
        "'Latest' rail before the article dated Oct 19–20, 2026",
        "'October 2025' in body",
        "footer © 2019–2026",
    ],
    body=body,
    text=en_news(
        site="Example Press",
        domain="apnews.example.org",
        section="Technology",
        headline="Cloud providers race to cut AI inference prices as demand soars",
        dek="Serving costs have fallen about 80% in a year, analysts estimate.",
        byline='By <span class="author">Sam Okafor</span> · <span class="published">Published Oct. 21, 2026</span>',
        body=body,
        newsletter="The Morning Wire",
        latest=[
            ("article/chip-exports-1f2", "US tightens rules on AI chip exports", "Oct. 20, 2026"),
            (
                "article/datacenter-power-8c1",
                "Data centers to use 9% of US power by 2030, report says",
                "Oct. 19, 2026",
            ),
        ],
        related=[
            (
                "article/ai-costs-explainer",
                "Explainer: why AI is getting cheaper to run",
                "Sept. 29, 2026",
            )
        ],
        most_read=[
            ("article/storm-aa1", "Storm knocks out power to 300,000 homes"),
            ("article/rates-bb2", "Central bank holds rates steady"),
        ],
    ),
    must_contain=[
        "NimbusCloud lowered the price of its flagship model API to $0.40 per million input tokens and $1.60 per million output tokens, a 60% reduction.",
        "Serving costs for a typical 70-billion-parameter model have fallen by roughly 80% since October 2025",
        "grew 7.5x over the past year, to about 2.4 quadrillion tokens a month.",
    ],
    must_not_contain=[
        "US tightens rules on AI chip exports",
        "Data centers to use 9% of US power by 2030",
        "The Morning Wire",
    ],
)

# --- UTF-8 (header); <meta name="pubdate" content="20261020"> only; no visible date.
body = """<p>If you’ve noticed that AI chatbots answer faster than they did a year ago, you’re not imagining it. The time it takes popular assistants to start responding has dropped sharply, and the companies behind them are spending less to produce each word.</p>
<p>Much of the gain comes from a technique called speculative decoding, in which a small, fast model drafts several words and the large model checks them all at once. Researchers at Example University found it speeds up responses by 2 to 3 times without changing what the model says.</p>
<p>Another trick is caching. When thousands of people send requests that begin with the same instructions, servers can reuse work instead of redoing it. One provider told us caching alone cut its computing bill by 35%.</p>
<p>The improvements matter for energy use too. A study published Sept. 30 estimated that the electricity needed to generate 1,000 words with a large model fell from about 4 watt-hours in 2024 to under 1 watt-hour this year.</p>"""
add(
    id="en-news-04",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://www.example-pr.org/sections/technology/ai-chatbots-faster-cheaper",
    title="Why AI chatbots are getting faster — and cheaper to run",
    published="2026-10-20",
    date_source="meta-pubdate",
    style="news-radio",
    distractors=[
        "'Sept. 30' study date in body",
        "'Latest' rail before the article dated Oct. 17–19, 2026",
        "footer © 2019–2026",
    ],
    body=body,
    text=en_news(
        site="Example Public Radio",
        domain="example-pr.org",
        section="Technology",
        headline="Why AI chatbots are getting faster — and cheaper to run",
        dek="Heard on Morning Edition",
        byline='<span class="byline__name">Alex Moreno</span> · <span class="program">Morning Edition</span>',
        head_extra='<meta name="pubdate" content="20261020">\n<meta name="author" content="Alex Moreno">',
        body=body,
        newsletter="Up First",
        latest=[
            ("sections/science/comet", "A comet will be visible this weekend", "October 19, 2026"),
            (
                "sections/health/sleep",
                "How much sleep do teenagers really need?",
                "October 17, 2026",
            ),
        ],
        related=[
            (
                "sections/technology/gpu-power",
                "AI data centers are straining the grid",
                "September 30, 2026",
            )
        ],
        most_read=[
            ("sections/politics/budget", "What's in the new budget deal"),
            ("sections/food/soup", "Five soups for the first cold week"),
        ],
        cookie=False,
        footer_extra='<p>Support public radio: <a href="/donate">Donate</a></p>',
    ),
    must_contain=[
        "Researchers at Example University found it speeds up responses by 2 to 3 times without changing what the model says.",
        "One provider told us caching alone cut its computing bill by 35%.",
        "fell from about 4 watt-hours in 2024 to under 1 watt-hour this year.",
    ],
    must_not_contain=[
        "A comet will be visible this weekend",
        "Support public radio",
        "Five soups for the first cold week",
    ],
)


# --- UTF-8 (header); a wire press release with a dateline "SAN JOSE, Calif., Oct. 22, 2026".
def en_pr(*, headline, sub, provider, body, also):
    return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
{CHARSET_MARK}
<title>{headline}</title>
<meta name="description" content="{sub}">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body>
<div class="cookie-consent">This site uses cookies. By continuing to browse the site you are agreeing to our use of cookies. <a href="/privacy">Review our privacy policy</a>. <button>OK</button></div>
<header class="wire-header"><a href="/">ExampleWire</a><nav><a href="/news-releases/">News</a><a href="/products/">Products</a><a href="/contact/">Contact</a><a href="/search">Search</a></nav><a class="btn" href="/account/">Send a Release</a></header>
<nav class="breadcrumb"><a href="/news-releases/">News Releases</a> › <a href="/news-releases/computer-electronics/">Computer &amp; Electronics</a> › <a href="/news-releases/computer-electronics/computer-software/">Computer Software</a></nav>
<main>
<div class="release">
<header><h1>{headline}</h1><p class="subtitle">{sub}</p>
<div class="meta">News provided by <a href="/news/kestrel-ai/">{provider}</a><br>Oct 22, 2026, 08:00 ET</div>
<div class="share">Share this article <a>Share toX</a> <a>Share toLinkedIn</a> <a>Share toFacebook</a> <a>Email</a></div></header>
<section class="release-body">
{body}
</section>
</div>
<section class="also"><h2>Also from this source</h2><ul>
{lis(also, '<li><a href="/news-releases/{0}.html">{1}</a> <span>{2}</span></li>')}
</ul></section>
<section class="explore"><h2>Explore</h2><a>Computer Software</a> <a>Artificial Intelligence</a> <a>Product Launches</a></section>
</main>
<footer><p><a href="/terms">Terms of Use</a> | <a href="/privacy">Privacy Policy</a> | <a href="/sitemap">Site Map</a> | <a href="/rss">RSS</a></p><p>© 2019–2026 ExampleWire, Inc. All Rights Reserved.</p></footer>
</body>
</html>
"""


body = """<p>SAN JOSE, Calif., Oct. 22, 2026 /ExampleWire/ -- Kestrel AI, Inc., a provider of enterprise LLM serving software, today announced the general availability of Kestrel Serve 2.0, the first version of its platform with native FP4 inference on the latest generation of data-center GPUs.</p>
<p>In internal benchmarks on a 70B-parameter model, Kestrel Serve 2.0 delivered 2.2x the throughput of version 1.9 at the same P90 latency, and reduced cost per million output tokens from $0.58 to $0.32, a 45% reduction.</p>
<p>"Our customers want to run frontier-class models without frontier-class bills," said Dana Whitfield, CEO of Kestrel AI. "FP4 is the biggest step change in serving efficiency since continuous batching."</p>
<p>Key features of Kestrel Serve 2.0 include:</p>
<ul>
<li>FP4 weights and FP8 KV cache, with accuracy within 1% of BF16 on standard benchmarks</li>
<li>Autoscaling from 8 to 256 GPUs per deployment</li>
<li>A 99.95% availability SLA for managed deployments</li>
</ul>
<p>Kestrel Serve 2.0 is available immediately. Kestrel AI will host a technical webinar on Nov. 5, 2026 at 10 a.m. PT.</p>
<p><b>About Kestrel AI</b><br>Founded in 2022 and headquartered in San Jose, Kestrel AI builds software for running large language models in production. The company serves more than 300 enterprise customers.</p>
<p>Media contact: press@example-kestrel.ai</p>
<p>SOURCE Kestrel AI, Inc.</p>"""
add(
    id="en-pr-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://www.examplewire.com/news-releases/kestrel-ai-launches-kestrel-serve-2-0-302587114.html",
    title="Kestrel AI Launches Kestrel Serve 2.0 With Native FP4 Inference, Cutting Cost per Token by 45%",
    published="2026-10-22",
    date_source="byline",
    style="press-release",
    distractors=[
        "webinar Nov. 5, 2026 in body",
        "'Also from this source' dated Sep–Oct 2026",
        "founded 2022",
        "footer © 2019–2026",
    ],
    body=body,
    text=en_pr(
        headline="Kestrel AI Launches Kestrel Serve 2.0 With Native FP4 Inference, Cutting Cost per Token by 45%",
        sub="Serving platform delivers 2.2x throughput on 70B models at the same latency",
        provider="Kestrel AI, Inc.",
        body=body,
        also=[
            (
                "kestrel-ai-named-leader-302544001",
                "Kestrel AI Named a Leader in LLM Serving by Example Research",
                "Sep 30, 2026",
            ),
            (
                "kestrel-ai-raises-60m-302401112",
                "Kestrel AI Raises $60 Million Series B",
                "Jun 12, 2026",
            ),
        ],
    ),
    must_contain=[
        "Kestrel Serve 2.0 delivered 2.2x the throughput of version 1.9 at the same P90 latency, and reduced cost per million output tokens from $0.58 to $0.32, a 45% reduction.",
        "Kestrel AI will host a technical webinar on Nov. 5, 2026 at 10 a.m. PT.",
    ],
    must_not_contain=[
        "Kestrel AI Raises $60 Million Series B",
        "Send a Release",
        "This site uses cookies.",
    ],
)

# --- UTF-8 (header); long engineering post (2,000+ characters) with headings, a table,
#     a code block and a list; <time datetime> in the post header.
body = """<p>Our API serves about 1.8 billion tokens a day across a fleet of 320 H100 GPUs. For most of this year, the metric our customers complained about was not throughput but tail latency: when a burst of long prompts arrived, time-to-first-token (TTFT) for everyone else spiked. In August our P99 TTFT was 4.2 seconds, against a target of 2 seconds.</p>
<p>This post describes the three changes that brought P99 TTFT down to 1.9 seconds, a 55% reduction, without adding hardware.</p>
<h2 id="diagnosis">Diagnosing the spikes</h2>
<p>We started by tagging every scheduler step with the number of prefill and decode tokens it processed. The pattern was obvious within a day: 92% of the P99 outliers coincided with a step that contained a single prompt longer than 16K tokens. Such a step could take 900 ms, and every request queued behind it waited.</p>
<h2 id="chunking">Change 1: chunked prefill</h2>
<p>Instead of processing a long prompt in one step, we now split it into chunks of at most 2,048 tokens and mix each chunk with the ongoing decode batch. A 32K-token prompt therefore takes 16 steps instead of one, but no individual step exceeds 120 ms.</p>
<pre><code class="language-yaml">scheduler:
  max_prefill_chunk: 2048
  max_step_tokens: 8192
  decode_priority: true
</code></pre>
<p>Chunking alone brought P99 TTFT from 4.2 seconds to 2.9 seconds. Throughput fell by 3%, because chunked attention over a long prefix is slightly less efficient than a single large kernel.</p>
<h2 id="priority">Change 2: priority queues</h2>
<p>The second change was to stop treating all requests equally. Interactive requests from chat products now go into a high-priority queue; batch and evaluation traffic goes into a low-priority queue that only fills spare capacity. We cap low-priority work at 30% of the tokens in any step.</p>
<p>With both changes, P99 TTFT for interactive traffic dropped to 2.1 seconds.</p>
<h2 id="admission">Change 3: admission control</h2>
<p>Finally, we added admission control at the router. When the estimated queueing delay on a replica exceeds 800 ms, new requests are sent to the least-loaded replica instead, even if that means losing a prefix-cache hit. This trimmed the last 200 ms off the tail.</p>
<ul>
<li>Queueing delay is estimated from the tokens already waiting and the replica's measured step time.</li>
<li>Requests that carry a session ID keep their replica unless the delay exceeds 2 seconds.</li>
<li>The router re-reads replica load every 250 ms.</li>
</ul>
<h2 id="results">Results</h2>
<table>
<thead><tr><th>Metric</th><th>August</th><th>October</th><th>Change</th></tr></thead>
<tbody>
<tr><td>P50 TTFT</td><td>0.41 s</td><td>0.38 s</td><td>-7%</td></tr>
<tr><td>P99 TTFT</td><td>4.2 s</td><td>1.9 s</td><td>-55%</td></tr>
<tr><td>Output tokens/s per GPU</td><td>2,410</td><td>2,330</td><td>-3%</td></tr>
</tbody>
</table>
<p>Overall, P99 TTFT fell from 4.2 seconds to 1.9 seconds while per-GPU throughput dropped by only 3%, from 2,410 to 2,330 output tokens per second. For our customers, the difference between those two tail numbers is the difference between a chat product that feels instant and one that feels broken.</p>
<h2 id="next">What’s next</h2>
<p>We are now experimenting with moving prefill onto a separate pool of GPUs, which our early tests suggest could cut P99 TTFT by a further 30%. We’ll share the results in a follow-up post.</p>"""
add(
    id="en-blog-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    long=True,
    url="https://engineering.example-chatco.com/posts/p99-ttft-chunked-prefill",
    title="How we cut P99 time-to-first-token by 55% with chunked prefill and priority queues",
    published="2026-10-20",
    date_source="time-datetime",
    style="engineering-blog",
    distractors=[
        "'Recent posts' before the article dated Sep 8 – Oct 6, 2026",
        "'August'/'October' in body",
        "footer © 2019–2026",
    ],
    body=body,
    text=en_blog(
        site="ChatCo Engineering",
        domain="engineering.example-chatco.com",
        headline="How we cut P99 time-to-first-token by 55% with chunked prefill and priority queues",
        meta_line='<time class="dt-published" datetime="2026-10-20T09:00:00-07:00" itemprop="datePublished">Oct 20, 2026</time> • <span itemprop="author">Priya Raman</span>, Infrastructure • 9 min read',
        body=body,
        tags=["inference", "latency", "scheduling"],
        toc=[
            ("diagnosis", "Diagnosing the spikes"),
            ("chunking", "Change 1: chunked prefill"),
            ("priority", "Change 2: priority queues"),
            ("admission", "Change 3: admission control"),
            ("results", "Results"),
        ],
        recent=[
            (
                "posts/gpu-fleet-health",
                "Keeping 320 GPUs healthy: our fleet monitoring stack",
                "Oct 6, 2026",
            ),
            (
                "posts/tokenizer-rust",
                "We rewrote our tokenizer in Rust and saved 11% CPU",
                "Sep 22, 2026",
            ),
            (
                "posts/eval-pipeline",
                "Building an eval pipeline that runs 40,000 prompts an hour",
                "Sep 8, 2026",
            ),
        ],
        author_bio="<p>Priya Raman leads the inference infrastructure team at ChatCo.</p>",
    ),
    must_contain=[
        "In August our P99 TTFT was 4.2 seconds, against a target of 2 seconds.",
        "92% of the P99 outliers coincided with a step that contained a single prompt longer than 16K tokens.",
        "Overall, P99 TTFT fell from 4.2 seconds to 1.9 seconds while per-GPU throughput dropped by only 3%, from 2,410 to 2,330 output tokens per second.",
    ],
    must_not_contain=[
        "We rewrote our tokenizer in Rust and saved 11% CPU",
        "Subscribe to our engineering newsletter",
        "This website uses cookies",
    ],
)

# --- UTF-8 (header); JSON-LD datePublished + dateModified, both also visible.
body = """<p>Storing the KV cache in FP8 instead of BF16 halves its memory footprint, which on long-context workloads translates almost directly into more concurrent requests. But does it hurt accuracy? We ran 14 benchmarks on three models to find out.</p>
<h2>Setup</h2>
<p>We tested 8B, 70B and 405B-parameter models with BF16 weights, comparing a BF16 KV cache against FP8 (E4M3) with per-head scaling factors. All runs used greedy decoding and the same prompts.</p>
<h2>Accuracy</h2>
<p>Across the 14 benchmarks, the average score change with an FP8 KV cache was -0.2 points for the 70B model and -0.5 points for the 8B model. The largest single drop, 1.8 points, was on a long-context retrieval task with 128K-token inputs.</p>
<h2>Capacity</h2>
<p>On a single 8-GPU node serving the 70B model with 32K-token contexts, FP8 raised the maximum number of concurrent requests from 46 to 89, and throughput rose by 71%.</p>
<pre><code>lumenserve serve example/llama-70b --kv-cache-dtype fp8_e4m3 --calculate-kv-scales</code></pre>
<p>Our recommendation: turn FP8 KV cache on by default for chat workloads, and validate it separately for retrieval over very long documents.</p>
<p><em>Update, October 23: an earlier version of this post listed the 405B result incorrectly; the average change is -0.1 points, not -1.0.</em></p>"""
add(
    id="en-blog-02",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://www.example-mlblog.ai/blog/fp8-kv-cache-accuracy",
    title="Does an FP8 KV cache hurt accuracy? We ran 14 benchmarks",
    published="2026-10-18",
    date_source="json-ld",
    style="engineering-blog",
    distractors=[
        "visible 'Last updated October 23, 2026' and JSON-LD dateModified",
        "'Update, October 23' note in body",
        "'Recent posts' after the article dated Oct 2026",
        "footer © 2019–2026",
    ],
    body=body,
    text=en_blog(
        site="Example ML Blog",
        domain="www.example-mlblog.ai",
        headline="Does an FP8 KV cache hurt accuracy? We ran 14 benchmarks",
        meta_line="Published October 18, 2026 · Last updated October 23, 2026 · by Daniel Kim",
        head_extra="""<script type="application/ld+json">
{"@context": "https://schema.org", "@type": "BlogPosting",
 "headline": "Does an FP8 KV cache hurt accuracy? We ran 14 benchmarks",
 "datePublished": "2026-10-18T10:00:00-04:00",
 "dateModified": "2026-10-23T15:20:00-04:00",
 "author": {"@type": "Person", "name": "Daniel Kim"},
 "publisher": {"@type": "Organization", "name": "Example ML Blog"}}
</script>""",
        body=body,
        tags=["quantization", "kv-cache"],
        recent_before=False,
        recent=[
            (
                "blog/speculative-decoding-primer",
                "A primer on speculative decoding",
                "October 9, 2026",
            ),
            ("blog/prefix-caching", "Prefix caching in practice", "October 2, 2026"),
        ],
    ),
    must_contain=[
        "the average score change with an FP8 KV cache was -0.2 points for the 70B model and -0.5 points for the 8B model.",
        "FP8 raised the maximum number of concurrent requests from 46 to 89, and throughput rose by 71%.",
    ],
    must_not_contain=[
        "A primer on speculative decoding",
        "Prefix caching in practice",
        "Content licensed under CC BY 4.0",
    ],
)

# --- UTF-8 (header); Jekyll-style blog; the date is only in the URL (/2026/10/22/).
body = """<p>GPU memory is the scarcest resource in LLM serving, and most of it goes to the KV cache. In this post we look at offloading cold KV blocks to CPU memory and bringing them back when a conversation resumes.</p>
<p>On our chat workload, 68% of conversations receive a follow-up message within 10 minutes, but only 9% of the KV cache is touched in any given second. Keeping the rest in GPU memory is wasteful.</p>
<h2>Design</h2>
<ul>
<li>Blocks not accessed for 30 seconds are copied to pinned host memory.</li>
<li>When a request resumes, its blocks are prefetched over PCIe while the new prompt is being tokenized.</li>
<li>If host memory is full, the oldest blocks are dropped and recomputed on demand.</li>
</ul>
<p>With PCIe 5.0, restoring the cache for an 8K-token conversation takes about 14 ms, compared with 310 ms to recompute it from scratch.</p>
<h2>Results</h2>
<p>Offloading raised the prefix-cache hit rate for returning conversations from 23% to 81% and cut average time-to-first-token for follow-up messages by 62%.</p>"""
add(
    id="en-blog-03",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://blog.example-infer.dev/2026/10/22/kv-cache-offloading/",
    title="Offloading the KV cache to CPU memory",
    published="2026-10-22",
    date_source="url",
    style="engineering-blog",
    distractors=[
        "'Recent posts' before the article dated Sep 14 – Oct 15, 2026 (with dated URLs)",
        "footer © 2019–2026",
    ],
    body=body,
    text=en_blog(
        site="Infer Notes",
        domain="blog.example-infer.dev",
        headline="Offloading the KV cache to CPU memory",
        meta_line='<span class="author">Marta Nowak</span> · 5 min read',
        body=body,
        tags=["kv-cache", "memory"],
        recent=[
            ("2026/10/15/prefix-trees/", "Prefix trees for multi-tenant caching", "Oct 15, 2026"),
            ("2026/09/30/nvme-kv/", "Can NVMe hold a KV cache?", "Sep 30, 2026"),
            ("2026/09/14/batching/", "Continuous batching from first principles", "Sep 14, 2026"),
        ],
    ),
    must_contain=[
        "68% of conversations receive a follow-up message within 10 minutes, but only 9% of the KV cache is touched in any given second.",
        "restoring the cache for an 8K-token conversation takes about 14 ms, compared with 310 ms to recompute it from scratch.",
        "cut average time-to-first-token for follow-up messages by 62%.",
    ],
    must_not_contain=[
        "Prefix trees for multi-tenant caching",
        "Can NVMe hold a KV cache?",
        "© 2019–2026 Infer Notes",
    ],
)

# --- UTF-8 (header); a product announcement with no date anywhere in the article.
body = """<p>Today we’re opening the Nimbus Inference API to all developers. It serves open-weight models on dedicated capacity, with a latency objective written into the contract.</p>
<p>Every model on the API is served with a P90 time-to-first-token target of 500 ms and a minimum output speed of 60 tokens/s per request. If we miss the target in a calendar month, you get 25% of that month’s bill back.</p>
<h2>Pricing</h2>
<table>
<thead><tr><th>Model</th><th>Input ($ per 1M tokens)</th><th>Output ($ per 1M tokens)</th></tr></thead>
<tbody>
<tr><td>8B</td><td>0.05</td><td>0.10</td></tr>
<tr><td>70B</td><td>0.35</td><td>0.70</td></tr>
<tr><td>671B MoE</td><td>0.60</td><td>2.10</td></tr>
</tbody>
</table>
<p>Batch jobs submitted through the asynchronous endpoint are billed at 50% of these prices and complete within 24 hours.</p>
<h2>Getting started</h2>
<pre><code>curl https://api.example-nimbus.cloud/v1/chat/completions \\
  -H "Authorization: Bearer $NIMBUS_API_KEY" \\
  -d '{"model": "nimbus/70b", "messages": [{"role": "user", "content": "Hello"}]}'
</code></pre>
<p>New accounts get $10 of free credit, which is enough for about 14 million output tokens on the 70B model.</p>"""
add(
    id="en-blog-04",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://www.example-nimbus.cloud/blog/introducing-nimbus-inference-api",
    title="Introducing the Nimbus Inference API",
    published=None,
    date_source="none",
    style="vendor-blog",
    distractors=[
        "'Recent posts' before the article dated Aug–Oct 2026",
        "footer © 2019–2026",
        "comment dates Oct 2026",
    ],
    body=body,
    text=en_blog(
        site="NimbusCloud Blog",
        domain="www.example-nimbus.cloud",
        headline="Introducing the Nimbus Inference API",
        meta_line='<span class="author">The NimbusCloud team</span>',
        body=body,
        tags=["product", "api"],
        recent=[
            ("blog/q3-reliability-report", "Q3 reliability report: 99.97% uptime", "Oct 14, 2026"),
            ("blog/new-region-frankfurt", "Now available in Frankfurt", "Sep 3, 2026"),
            ("blog/gpu-pricing-update", "GPU pricing update", "Aug 19, 2026"),
        ],
        comments=[
            (
                "devon_r",
                "Oct 20, 2026",
                "Is the 25% credit automatic or do we have to file a ticket?",
            ),
            ("NimbusCloud team", "Oct 20, 2026", "Automatic: it shows up on the next invoice."),
        ],
    ),
    must_contain=[
        "Every model on the API is served with a P90 time-to-first-token target of 500 ms and a minimum output speed of 60 tokens/s per request.",
        "Batch jobs submitted through the asynchronous endpoint are billed at 50% of these prices and complete within 24 hours.",
        "which is enough for about 14 million output tokens on the 70B model.",
    ],
    must_not_contain=[
        "Q3 reliability report: 99.97% uptime",
        "Is the 25% credit automatic",
        "Now available in Frankfurt",
    ],
)

# --- UTF-8 (header); <time class="published" datetime> and a separate <time class="updated">;
#     the related list before the article and the comments also use <time datetime>.
body = """<p>OpenKV 2.0 is out. The headline feature is hierarchical KV storage: the cache can now spill from GPU memory to CPU memory and local NVMe, which lets a single 8-GPU node hold contexts four times longer than before.</p>
<p>On an 8×H100 node serving a 70B model, the longest context we could serve with OpenKV 1.4 was 256K tokens. With 2.0 and 2 TB of host memory, it is 1M tokens, and decoding at that length still runs at 31 tokens/s per request.</p>
<h2>What else is new</h2>
<ul>
<li>Block-sparse attention kernels for contexts above 128K</li>
<li>A Python API for custom eviction policies</li>
<li>Integrations with three serving engines</li>
</ul>
<p>Upgrading from 1.x requires no model changes. The on-disk cache format has changed, so caches written by 1.x will be rebuilt on first use.</p>
<p>Thank you to the 64 contributors who made this release possible. The next release, 2.1, is planned for December.</p>"""
add(
    id="en-blog-05",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://openkv.example.org/blog/openkv-2-0/",
    title="OpenKV 2.0: four times longer contexts on the same GPUs",
    published="2026-10-23",
    date_source="time-datetime",
    style="project-blog",
    distractors=[
        "<time class=updated> 2026-10-25 in the header",
        "related list before the article with <time datetime> Aug–Sep 2026",
        "comments with <time datetime> 2026-10-23/24",
        "'December' in body",
        "footer © 2019–2026",
    ],
    body=body,
    text=en_blog(
        site="OpenKV",
        domain="openkv.example.org",
        headline="OpenKV 2.0: four times longer contexts on the same GPUs",
        meta_line='Posted <time class="published" datetime="2026-10-23T16:00:00Z">October 23, 2026</time> · Updated <time class="updated" datetime="2026-10-25T08:30:00Z">October 25, 2026</time> · by the OpenKV maintainers',
        body=body,
        tags=["release"],
        recent=[
            (
                "blog/openkv-1-4/",
                "OpenKV 1.4: NVMe tier preview",
                '<time datetime="2026-09-02">September 2, 2026</time>',
            ),
            (
                "blog/roadmap-2026/",
                "Our 2026 roadmap",
                '<time datetime="2026-08-11">August 11, 2026</time>',
            ),
        ],
        comments=[
            (
                "sfl",
                '<time datetime="2026-10-23T18:02:00Z">October 23, 2026 at 6:02 pm</time>',
                "Huge! Does the NVMe tier work with RAID0?",
            ),
            (
                "hp_k",
                '<time datetime="2026-10-24T07:45:00Z">October 24, 2026 at 7:45 am</time>',
                "31 tok/s at 1M context is better than I expected.",
            ),
        ],
        subscribe="Get release announcements by email",
    ),
    must_contain=[
        "With 2.0 and 2 TB of host memory, it is 1M tokens, and decoding at that length still runs at 31 tokens/s per request.",
        "Thank you to the 64 contributors who made this release possible.",
    ],
    must_not_contain=[
        "OpenKV 1.4: NVMe tier preview",
        "Does the NVMe tier work with RAID0?",
        "Get release announcements by email",
    ],
)


# --- UTF-8 (meta); a Substack-style newsletter issue; JSON-LD datePublished + "Oct 23, 2026".
def substack(*, pub, author, headline, subtitle, date_html, body, comments, head_extra):
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
{CHARSET_MARK}
<title>{headline} - by {author} - {pub}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="{headline}">
<meta property="og:description" content="{subtitle}">
{head_extra}
</head>
<body>
<div id="entry"><div class="main-menu"><a class="navbar-title" href="/">{pub}</a> <a href="/subscribe">Subscribe</a> <a href="/sign-in">Sign in</a></div>
<div class="single-post-container"><div class="container">
<article class="typography newsletter-post post">
<div class="post-header"><h1 class="post-title published">{headline}</h1><h3 class="subtitle">{subtitle}</h3>
<div class="post-meta"><a class="author" href="/profile">{author}</a> <div class="pencraft post-date">{date_html}</div></div>
<div class="post-ufi"><a>♥ 214</a> <a>💬 2</a> <a>Share</a></div></div>
<div class="available-content"><div class="body markup" dir="auto">
{body}
</div></div>
<div class="subscription-widget-wrap"><p class="cta-caption">{pub} is a reader-supported publication. To receive new posts and support my work, consider becoming a free or paid subscriber.</p><input type="email" placeholder="Type your email..."><button>Subscribe</button></div>
</article>
<div class="post-footer"><a>♥ 214 Likes</a> <a>↻ 18 Restacks</a> <a>Share</a></div>
<div class="comments-section"><h4>Discussion about this post</h4>
{lis(comments, '<div class="comment"><span class="commenter-name">{0}</span> <span class="comment-date">{1}</span><div class="comment-body"><p>{2}</p></div></div>')}
</div>
<div class="ready-for-more"><h3>Ready for more?</h3><input type="email" placeholder="Type your email..."><button>Subscribe</button></div>
</div></div>
<footer class="footer-wrap"><p>© 2026 {author} · <a href="/privacy">Privacy</a> ∙ <a href="/tos">Terms</a> ∙ <a href="/cn">Collection notice</a></p><p><a>Start writing</a> <a>Get the app</a></p><p>Substack is the home for great culture</p></footer>
</div>
</body>
</html>
"""


body = """<p>Welcome to issue #47 of The Inference Week. Three numbers stood out this week.</p>
<h2>1. 1.9x</h2>
<p>Parallax 1.0 shipped with prefill/decode disaggregation on by default, and its maintainers report 1.9x the throughput of a colocated setup on 64 H200s. That matches what we have heard privately from two cloud providers: disaggregation pays off once you have more than about 16 GPUs per model.</p>
<h2>2. 44%</h2>
<p>In a benchmark published by an independent developer, DeepInfer reached 826 output tokens/s per GPU on a 32B model against 575 for the next-best engine, which works out to 44% higher. The other engines’ maintainers dispute the configuration, and we would treat the number as self-reported until someone reproduces it.</p>
<h2>3. ¥0.35</h2>
<p>Example Cloud’s new G3i instance brings the cost of serving a 70B model down to ¥0.35 per million tokens, roughly $0.05, by the company’s own estimate. That is 58% below the previous generation.</p>
<p>That’s it for this week. If someone forwarded you this email, you can subscribe below.</p>"""
add(
    id="en-newsletter-01",
    encoding="utf-8",
    label="utf-8",
    declared="meta",
    language="en",
    url="https://inferenceweek.example-substack.com/p/three-numbers-that-matter",
    title="The inference week: three numbers that matter",
    published="2026-10-23",
    date_source="json-ld",
    style="newsletter",
    distractors=["comment dates 'Oct 23' / 'Oct 24' without a year", "footer © 2026"],
    body=body,
    text=substack(
        pub="The Inference Week",
        author="Nora Feld",
        headline="The inference week: three numbers that matter",
        subtitle="Disaggregation goes mainstream, prices keep falling, and a benchmark dispute",
        date_html="Oct 23, 2026",
        head_extra="""<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","url":"https://inferenceweek.example-substack.com/p/three-numbers-that-matter","headline":"The inference week: three numbers that matter","datePublished":"2026-10-23T12:04:51+00:00","dateModified":"2026-10-23T12:04:51+00:00","author":[{"@type":"Person","name":"Nora Feld"}]}</script>""",
        body=body,
        comments=[
            ("Ravi S.", "Oct 23", "The 44% number smells like a batch-size mismatch."),
            ("Lena", "Oct 24", "Great issue as always!"),
        ],
    ),
    must_contain=[
        "DeepInfer reached 826 output tokens/s per GPU on a 32B model against 575 for the next-best engine, which works out to 44% higher.",
        "disaggregation pays off once you have more than about 16 GPUs per model.",
        "That is 58% below the previous generation.",
    ],
    must_not_contain=[
        "smells like a batch-size mismatch",
        "is a reader-supported publication",
        "Substack is the home for great culture",
    ],
)


# --- UTF-8 (header); a Discourse forum topic; article:published_time; relative dates.
def discourse(
    *,
    forum,
    headline,
    category,
    op,
    op_time_iso,
    op_time_title,
    op_rel,
    body,
    replies,
    head_extra,
    suggested,
):
    return f"""<!DOCTYPE html>
<html lang="en" class="desktop-view not-mobile-device">
<head>
{CHARSET_MARK}
<title>{headline} - {category} - {forum}</title>
<meta name="description" content="{headline}">
<meta name="generator" content="Discourse 3.4.0 - https://github.com/discourse/discourse version 1a2b3c">
<meta property="og:site_name" content="{forum}">
<meta property="og:type" content="website">
{head_extra}
</head>
<body class="crawler">
<header><a href="/"><img src="/uploads/logo.png" alt="{forum}" id="site-logo"></a></header>
<div id="main-outlet" class="wrap" role="main">
<div id="topic-title"><h1><a href="/t/throughput-regression-v0-9/2817">{headline}</a></h1>
<div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList"><span itemprop="itemListElement"><a href="/c/{category.lower()}/5" class="badge-wrapper bullet"><span class="badge-category-bg"></span><span itemprop="name">{category}</span></a></span></div></div>
<div itemscope itemtype="http://schema.org/DiscussionForumPosting">
<div id="post_1" class="topic-body crawler-post">
<div class="crawler-post-meta"><span class="creator" itemprop="author"><a href="/u/{op}"><span itemprop="name">{op}</span></a></span>
<span class="crawler-post-infos"><time itemprop="datePublished" datetime="{op_time_iso}" class="post-time">{op_time_title}</time><meta itemprop="dateModified" content="{op_time_iso}"><span class="relative-date" data-time="{epoch_ms(op_time_iso)}" title="{op_time_title}">{op_rel}</span></span></div>
<div class="post" itemprop="text">
{body}
</div>
<div class="crawler-post-infos"><span itemprop="interactionStatistic">12 Likes</span></div>
</div>
{lis(replies, '<div id="post_{0}" class="topic-body crawler-post"><div class="crawler-post-meta"><span class="creator"><a href="/u/{1}">{1}</a></span> <span class="crawler-post-infos"><span class="relative-date" title="{2}">{3}</span></span></div><div class="post"><p>{4}</p></div></div>')}
</div>
<div id="suggested-topics"><h3>Suggested Topics</h3><table><thead><tr><th>Topic</th><th>Replies</th><th>Activity</th></tr></thead><tbody>
{lis(suggested, '<tr><td><a href="/t/{0}">{1}</a></td><td>{2}</td><td>{3}</td></tr>')}
</tbody></table></div>
</div>
<footer class="container wrap"><nav class="crawler-nav"><ul><li><a href="/">Home</a></li><li><a href="/categories">Categories</a></li><li><a href="/guidelines">Guidelines</a></li><li><a href="/tos">Terms of Service</a></li><li><a href="/privacy">Privacy Policy</a></li></ul></nav><p class="powered-by-link">Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer>
</body>
</html>
"""


body = """<p>After upgrading from v0.8.3 to v0.9.0, we see a consistent throughput drop on workloads with long shared prefixes.</p>
<p>Setup: 4× A100 80GB, tensor parallel 4, a 70B model in FP8, 512 concurrent requests, each with a 6K-token shared system prompt and about 300 tokens of unique input.</p>
<ul>
<li>v0.8.3: 7,940 output tokens/s</li>
<li>v0.9.0: 5,860 output tokens/s</li>
</ul>
<p>That is a 26% drop. With prefix caching disabled, both versions reach about 5,700 tokens/s, so it looks like v0.9 is no longer getting cache hits for our prompts.</p>
<p>Cache hit rate from the metrics endpoint is 94% on v0.8.3 and 11% on v0.9.0.</p>
<pre><code class="lang-bash">lumenserve serve example/llama-70b-fp8 --tp 4 --enable-prefix-caching --max-num-seqs 512
</code></pre>
<p>Has anyone else seen this? Happy to share a reproduction script.</p>"""
add(
    id="en-forum-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://discuss.example-lumenserve.dev/t/throughput-regression-v0-9/2817",
    title="Throughput regression in v0.9 with prefix caching on long prompts",
    published="2026-10-21",
    date_source="meta-article-published_time",
    style="forum",
    distractors=[
        "reply dates Oct 22–23, 2026",
        "fix release 'Oct 28' announced in a reply",
        "suggested topics with activity dates",
    ],
    body=body,
    text=discourse(
        forum="LumenServe Forum",
        headline="Throughput regression in v0.9 with prefix caching on long prompts",
        category="Performance",
        op="gpu_gary",
        op_time_iso="2026-10-21T17:45:12Z",
        op_time_title="Oct 21, 2026 5:45 pm",
        op_rel="Oct 21",
        body=body,
        head_extra='<meta property="article:published_time" content="2026-10-21T17:45:12+00:00">\n<meta property="og:title" content="Throughput regression in v0.9 with prefix caching on long prompts">',
        replies=[
            (
                2,
                "lin_xiao",
                "Oct 22, 2026 2:10 am",
                "Oct 22",
                "Thanks for the report. This is a known issue with the new block hashing in v0.9.0; the fix is in v0.9.1, which we plan to release on Oct 28.",
            ),
            (
                3,
                "gpu_gary",
                "Oct 23, 2026 4:31 pm",
                "2d",
                "Confirmed: with the nightly build our hit rate is back to 93%.",
            ),
        ],
        suggested=[
            ("multi-node-setup/2790", "Multi-node setup with RoCE", "7", "Oct 19"),
            ("fp8-accuracy/2755", "FP8 accuracy on 8B models", "15", "Oct 12"),
        ],
    ),
    must_contain=[
        "That is a 26% drop.",
        "Cache hit rate from the metrics endpoint is 94% on v0.8.3 and 11% on v0.9.0.",
        "With prefix caching disabled, both versions reach about 5,700 tokens/s",
    ],
    must_not_contain=[
        "which we plan to release on Oct 28",
        "with the nightly build our hit rate is back to 93%",
        "Multi-node setup with RoCE",
    ],
)


# --- UTF-8 (header); a Reddit-style post; relative time with <time datetime>; comments too.
def reddit(*, sub, author, headline, time_html, body, comments, sidebar):
    return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
{CHARSET_MARK}
<title>{headline} : r/{sub}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:site_name" content="Reddit">
<meta property="og:title" content="From the {sub} community on Reddit">
</head>
<body>
<header class="header-bar"><a href="/" aria-label="Home">reddit</a> <input placeholder="Search in r/{sub}"> <a href="/login">Log In</a> <a class="button" href="/app">Get App</a></header>
<div class="grid-container">
<nav class="left-nav"><a href="/">Home</a> <a href="/r/popular/">Popular</a> <a href="/explore/">Explore</a> <a href="/r/all/">All</a></nav>
<main class="main">
<shreddit-post post-title="{headline}" author="{author}" subreddit-prefixed-name="r/{sub}">
<div class="post-meta"><a href="/r/{sub}/">r/{sub}</a> • {time_html} <a href="/user/{author}/">{author}</a></div>
<h1 slot="title" id="post-title-t3_1gq8x2z">{headline}</h1>
<span class="flair">Discussion</span>
<div class="text-neutral-content" slot="text-body"><div class="md">
{body}
</div></div>
<div class="post-actions"><span>Upvote 1.4K Downvote</span> <span>213 comments</span> <button>Share</button></div>
</shreddit-post>
<div class="comments-sort">Sort by: Best</div>
{lis(comments, '<shreddit-comment author="{0}"><div class="comment-meta">{0} • {1}</div><div class="md"><p>{2}</p></div></shreddit-comment>')}
</main>
<aside class="right-sidebar"><h2>r/{sub}</h2><p>{sidebar}</p><p>612K Members · 1.1K Online</p><h3>Rules</h3><ol><li>Be respectful</li><li>No low-effort posts</li><li>Self-promotion limited to 10% of activity</li></ol></aside>
</div>
<footer><a href="/rules">Reddit Rules</a> <a href="/policies/privacy-policy">Privacy Policy</a> <a href="/policies/user-agreement">User Agreement</a> <span>Reddit, Inc. © 2026. All rights reserved.</span></footer>
</body>
</html>
"""


body = """<p>Picked up two used 3090s for $1,300 total and finally got a 70B model running at 4-bit.</p>
<p>Single stream I get about 24 tokens/s, and with 16 concurrent requests the total goes up to roughly 190 tokens/s.</p>
<p>Power draw at the wall is around 620 W under load, so not exactly efficient, but for a home lab it's great.</p>"""
add(
    id="en-reddit-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://www.reddit.example.com/r/LocalInference/comments/1gq8x2z/ran_70b_q4_on_two_used_3090s/",
    title="Ran 70B Q4 on two used 3090s: 24 tok/s single stream, 190 tok/s batched",
    published="2026-10-24",
    date_source="time-datetime",
    style="social-forum",
    distractors=[
        "visible time is relative ('5 hr. ago')",
        "comments carry <time datetime> of later instants",
    ],
    body=body,
    text=reddit(
        sub="LocalInference",
        author="homelab_hank",
        headline="Ran 70B Q4 on two used 3090s: 24 tok/s single stream, 190 tok/s batched",
        time_html='<faceplate-timeago ts="2026-10-24T15:02:11.000+0000"><time datetime="2026-10-24T15:02:11.000Z" title="Saturday, October 24, 2026 at 3:02:11 PM UTC">5 hr. ago</time></faceplate-timeago>',
        body=body,
        sidebar="Run large language models on your own hardware.",
        comments=[
            (
                "nvlink_nora",
                '<faceplate-timeago ts="2026-10-24T16:40:00.000+0000"><time datetime="2026-10-24T16:40:00.000Z">3 hr. ago</time></faceplate-timeago>',
                "Did you try an NVLink bridge? I gained about 15% on batched throughput.",
            ),
            (
                "watt_watcher",
                '<faceplate-timeago ts="2026-10-25T01:05:00.000+0000"><time datetime="2026-10-25T01:05:00.000Z">1 hr. ago</time></faceplate-timeago>',
                "620 W for 190 tok/s is honestly fine for a homelab.",
            ),
        ],
    ),
    must_contain=[
        "Picked up two used 3090s for $1,300 total and finally got a 70B model running at 4-bit.",
        "with 16 concurrent requests the total goes up to roughly 190 tokens/s.",
    ],
    must_not_contain=[
        "I gained about 15% on batched throughput",
        "Self-promotion limited to 10% of activity",
        "612K Members",
    ],
)

# --- UTF-8 (header); an X-like three-sentence post; title null; <time datetime>.
body = """<p>We just open-sourced our KV cache router. In production it raised prefix-cache hit rates from 31% to 74% across 48 replicas. Docs and benchmarks are in the repo, and we'll walk through it at the Inference Systems Summit on Nov 12.</p>"""
add(
    id="en-social-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://x.example.com/helix_eng/status/1849912345678901234",
    title=None,
    headline="",
    published="2026-10-25",
    date_source="time-datetime",
    style="social-post",
    distractors=["event 'Nov 12' in the post", "reply times", "trending counts"],
    body=body,
    text=social_post(
        platform="X",
        domain="x.example.com",
        author="Helix Engineering",
        handle="helix_eng",
        avatar_alt="Helix Engineering",
        lang="en",
        title_text='Helix Engineering on X: "We just open-sourced our KV cache router. In production it raised…" / X',
        post_html=body,
        time_html='<a href="/helix_eng/status/1849912345678901234"><time datetime="2026-10-25T16:20:00.000Z">4:20 PM · Oct 25, 2026</time></a> · <span>48.2K Views</span>',
        stats="<span>112 Reposts</span> <span>31 Quotes</span> <span>904 Likes</span> <span>260 Bookmarks</span>",
        replies=[
            ("Sam Li", "samli_ml", "Oct 25", "Does it handle LoRA adapters per tenant?"),
            (
                "infra_ana",
                "infra_ana",
                "Oct 26",
                "74% is wild. What was the eviction policy before?",
            ),
        ],
        trending=[("LLMinference", "12.4K posts"), ("KVcache", "3,120 posts")],
        footer='<p class="legal">Terms of Service | Privacy Policy | Cookie Policy | Accessibility | Ads info | © 2026 X Corp.</p>',
    ),
    must_contain=[
        "In production it raised prefix-cache hit rates from 31% to 74% across 48 replicas.",
        "we'll walk through it at the Inference Systems Summit on Nov 12.",
    ],
    must_not_contain=[
        "Does it handle LoRA adapters per tenant?",
        "What was the eviction policy before?",
        "12.4K posts",
    ],
)

# --- UTF-8 (header); GitHub repository page, README rendered; no date.
body = """<div class="markdown-heading" dir="auto"><h1 tabindex="-1" class="heading-element" dir="auto">OpenKV</h1><a id="user-content-openkv" class="anchor" aria-label="Permalink: OpenKV" href="#openkv"></a></div>
<p dir="auto"><a href="https://pypi.org/project/openkv/" rel="nofollow"><img src="https://camo.githubusercontent.com/3c1d/openkv-pypi" alt="PyPI" data-canonical-src="https://img.shields.io/pypi/v/openkv.svg" style="max-width: 100%;"></a> <a href="https://github.com/openkv/openkv/actions"><img src="https://github.com/openkv/openkv/actions/workflows/ci.yml/badge.svg" alt="CI" style="max-width: 100%;"></a></p>
<p dir="auto">OpenKV is a hierarchical KV-cache store for LLM serving engines. It lets the cache spill from GPU memory to CPU memory and NVMe, so a single node can serve contexts of up to 1M tokens.</p>
<div class="markdown-heading" dir="auto"><h2 tabindex="-1" class="heading-element" dir="auto">News</h2><a id="user-content-news" class="anchor" href="#news"></a></div>
<ul dir="auto">
<li><strong>[2026/10/23]</strong> OpenKV 2.0 released with the NVMe tier and block-sparse kernels.</li>
<li><strong>[2026/09/02]</strong> OpenKV 1.4 adds an NVMe tier preview.</li>
</ul>
<div class="markdown-heading" dir="auto"><h2 tabindex="-1" class="heading-element" dir="auto">Benchmarks</h2><a id="user-content-benchmarks" class="anchor" href="#benchmarks"></a></div>
<p dir="auto">On an 8×H100 node serving a 70B model, OpenKV 2.0 raises the maximum context length from 256K to 1M tokens. Restoring an evicted 8K-token conversation from host memory takes 14 ms, versus 310 ms to recompute it.</p>
<markdown-accessiblity-table><table>
<thead><tr><th>Tier</th><th>Capacity per node</th><th>Read bandwidth</th></tr></thead>
<tbody>
<tr><td>GPU HBM</td><td>640 GB</td><td>3.35 TB/s per GPU</td></tr>
<tr><td>Host DRAM</td><td>2 TB</td><td>64 GB/s per GPU</td></tr>
<tr><td>NVMe</td><td>30 TB</td><td>28 GB/s</td></tr>
</tbody>
</table></markdown-accessiblity-table>
<div class="markdown-heading" dir="auto"><h2 tabindex="-1" class="heading-element" dir="auto">Install</h2><a id="user-content-install" class="anchor" href="#install"></a></div>
<div class="highlight highlight-source-shell notranslate position-relative overflow-auto" dir="auto"><pre>pip install openkv
openkv doctor   <span class="pl-c"># checks pinned memory and NVMe setup</span></pre></div>
<div class="markdown-heading" dir="auto"><h2 tabindex="-1" class="heading-element" dir="auto">License</h2><a id="user-content-license" class="anchor" href="#license"></a></div>
<p dir="auto">OpenKV is released under the Apache 2.0 license.</p>"""
add(
    id="en-readme-01",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://github.com/openkv/openkv",
    title="OpenKV",
    published=None,
    date_source="none",
    style="github-readme",
    distractors=[
        "'[2026/10/23]' news items inside the README",
        "release date 'Oct 20, 2026' in the sidebar",
        "commit ages in the file list",
        "footer © 2026",
    ],
    body=body,
    text=github_readme(
        owner="openkv",
        repo="openkv",
        about="Hierarchical KV-cache storage for LLM serving",
        body=body,
        stars="5.8k",
        forks="402",
        release=("v2.0.0", "Latest", "Oct 23, 2026", "2026-10-23T15:58:40Z"),
        releases=19,
        contributors=64,
        topics=["kv-cache", "llm", "nvme"],
        files=[
            ("csrc", "block-sparse kernels for sm90", "3 days ago"),
            ("openkv", "release 2.0.0", "2 days ago"),
            ("README.md", "README: add tier table", "yesterday"),
        ],
        last_commit=("c0ffee12", "README: add tier table", "yesterday"),
    ),
    must_contain=[
        "OpenKV is a hierarchical KV-cache store for LLM serving engines.",
        "On an 8×H100 node serving a 70B model, OpenKV 2.0 raises the maximum context length from 256K to 1M tokens.",
    ],
    must_not_contain=[
        "block-sparse kernels for sm90",
        "README: add tier table",
        "Do not share my personal information",
    ],
)

body = """<div class="markdown-heading" dir="auto"><h1 tabindex="-1" class="heading-element" dir="auto">Speculant: fast speculative decoding for any model</h1><a id="user-content-speculant" class="anchor" href="#speculant-fast-speculative-decoding-for-any-model"></a></div>
<p align="center" dir="auto"><a href="https://speculant.example.dev/docs" rel="nofollow"><b>Documentation</b></a> | <a href="https://arxiv.org/abs/2609.04321" rel="nofollow"><b>Paper</b></a> | <a href="https://discord.gg/example-speculant" rel="nofollow"><b>Discord</b></a></p>
<div class="markdown-heading" dir="auto"><h2 tabindex="-1" class="heading-element" dir="auto">Latest News 🔥</h2><a id="user-content-latest-news-" class="anchor" href="#latest-news-"></a></div>
<ul dir="auto">
<li>[2026/10/21] v0.4 adds tree drafting and FP8 draft heads.</li>
<li>[2026/09/12] Our paper was accepted to an example systems conference.</li>
<li>[2026/07/30] Speculant is now integrated with two major serving engines.</li>
</ul>
<div class="markdown-heading" dir="auto"><h2 tabindex="-1" class="heading-element" dir="auto">About</h2><a id="user-content-about" class="anchor" href="#about"></a></div>
<p dir="auto">Speculant trains a lightweight draft head for any Hugging Face causal language model in under 2 hours on a single GPU, and plugs the head into popular serving engines.</p>
<p dir="auto">On a 70B chat model, Speculant's draft heads reach an average acceptance length of 3.4 tokens and speed up decoding by 2.5x at batch size 1. At batch size 32 the speedup falls to 1.4x.</p>
<div class="markdown-heading" dir="auto"><h2 tabindex="-1" class="heading-element" dir="auto">Quick start</h2><a id="user-content-quick-start" class="anchor" href="#quick-start"></a></div>
<div class="highlight highlight-source-python notranslate position-relative overflow-auto" dir="auto"><pre><span class="pl-k">from</span> <span class="pl-s1">speculant</span> <span class="pl-k">import</span> <span class="pl-v">DraftTrainer</span>

<span class="pl-s1">trainer</span> <span class="pl-c1">=</span> <span class="pl-v">DraftTrainer</span>(<span class="pl-s">"example/chat-70b"</span>, <span class="pl-s1">num_heads</span><span class="pl-c1">=</span><span class="pl-c1">4</span>)
<span class="pl-s1">trainer</span>.<span class="pl-c1">fit</span>(<span class="pl-s">"data/sharegpt.jsonl"</span>, <span class="pl-s1">max_hours</span><span class="pl-c1">=</span><span class="pl-c1">2</span>)</pre></div>
<div class="markdown-heading" dir="auto"><h2 tabindex="-1" class="heading-element" dir="auto">Citation</h2><a id="user-content-citation" class="anchor" href="#citation"></a></div>
<div class="highlight highlight-text-bibtex notranslate position-relative overflow-auto" dir="auto"><pre>@article{speculant2026,
  title={Speculant: Draft Heads for Any Model},
  year={2026}
}</pre></div>"""
add(
    id="en-readme-02",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://github.com/speculant-ai/speculant",
    title="Speculant: fast speculative decoding for any model",
    published=None,
    date_source="none",
    style="github-readme",
    distractors=[
        "'Latest News' list with [2026/10/21] etc. inside the README",
        "release date in the sidebar",
        "footer © 2026",
    ],
    body=body,
    text=github_readme(
        owner="speculant-ai",
        repo="speculant",
        about="Draft heads for speculative decoding, trained in hours",
        body=body,
        stars="3.1k",
        forks="228",
        release=("v0.4.0", "Latest", "Oct 21, 2026", "2026-10-21T11:02:13Z"),
        releases=9,
        contributors=31,
        topics=["speculative-decoding", "llm", "inference"],
        files=[
            ("speculant", "v0.4.0: tree drafting", "4 days ago"),
            ("examples", "add 70B chat example", "last week"),
            ("README.md", "Update README.md", "4 days ago"),
        ],
        last_commit=("5eed1e55", "v0.4.0: tree drafting", "4 days ago"),
    ),
    must_contain=[
        "Speculant trains a lightweight draft head for any Hugging Face causal language model in under 2 hours on a single GPU",
        "On a 70B chat model, Speculant's draft heads reach an average acceptance length of 3.4 tokens and speed up decoding by 2.5x at batch size 1.",
    ],
    must_not_contain=[
        "add 70B chat example",
        "We use optional cookies",
        "Do not share my personal information",
    ],
)


# --- ISO-8859-1 bytes declared in the header (a genuine Latin-1 page, to contrast with the
#     mislabelled ones); UK style byline "Thu 22 Oct 2026 10.32 BST".
def uk_news(*, headline, standfirst, byline, dateline, body, most_viewed, more_on):
    return f"""<!DOCTYPE html>
<html lang="en-GB">
<head>
{CHARSET_MARK}
<title>{headline} | Technology | The Example Herald</title>
<meta name="description" content="{standfirst}">
<meta property="og:title" content="{headline}">
</head>
<body>
<div class="cmp-banner" role="dialog"><h2>It's your choice</h2><p>We use cookies and similar technologies to help provide and improve our services. You can change your mind at any time in Privacy Settings.</p><button>Yes, I'm happy</button> <button>Manage my cookies</button></div>
<header><a href="/uk" class="logo">The Example Herald</a> <a href="/contribute" class="support">Support us</a> <a href="/subscribe/print">Print subscriptions</a>
<nav><a href="/uk">News</a> <a href="/uk/commentisfree">Opinion</a> <a href="/uk/sport">Sport</a> <a href="/uk/culture">Culture</a> <a href="/uk/lifeandstyle">Lifestyle</a></nav>
<nav class="subnav"><a href="/world">World</a> <a href="/uk-news">UK</a> <a href="/uk/business">Business</a> <a href="/uk/technology">Technology</a> <a href="/science">Science</a></nav></header>
<main>
<article>
<div class="series"><a href="/technology/artificialintelligenceai">Artificial intelligence (AI)</a></div>
<h1>{headline}</h1>
<div class="standfirst"><p>{standfirst}</p></div>
<address class="byline">{byline}</address>
<div class="dateline"><details><summary>{dateline}</summary></details></div>
<div class="article-body-commercial-selector">
{body}
</div>
<div class="submeta"><a href="/technology/chips">Computer chips</a> <a href="/technology/startups">Start-ups</a> <a href="/uk/business">Business</a> <span>Share</span> <span>Reuse this content</span></div>
</article>
<section class="more-on"><h2>More on this story</h2><ul>
{lis(more_on, '<li><a href="/{0}">{1}</a> <span>{2}</span></li>')}
</ul></section>
<section class="most-viewed"><h2>Most viewed</h2><ol>
{lis(most_viewed, '<li><a href="/{0}">{1}</a></li>')}
</ol></section>
</main>
<footer><p><a href="/about">About us</a> <a href="/help/contact-us">Contact us</a> <a href="/info/complaints">Complaints &amp; corrections</a> <a href="/info/privacy">Privacy policy</a></p>
<p>&copy; 2019-2026 Example Herald News &amp; Media Limited or its affiliated companies. All rights reserved.</p></footer>
</body>
</html>
"""


body = """<p>A Cambridge start-up says it has built a chip that can run large AI models on half the electricity of the graphics processors that dominate data centres today.</p>
<p>Brightwell, founded in 2023 by former chip designers, said its B1 accelerator produced 1,150 tokens a second per chip on a 70bn-parameter model while drawing 350 watts, compared with about 700 watts for a comparable GPU.</p>
<p>The company has raised £48m, including a £12m grant from a government programme, and employs 85 people in Cambridge and Bristol.</p>
<p>"The limiting factor for AI in Britain is not going to be chips, it is going to be power," said the chief executive, Zoé Marchetti. "Every data centre we talk to has a grid connection problem."</p>
<p>Analysts were cautious. Hélène Dubois of Example Research said independent benchmarks would be needed, noting that energy claims made by chip start-ups "rarely survive contact with real workloads".</p>
<p>Brightwell plans to begin shipping to customers in the second half of 2027.</p>"""
add(
    id="en-latin1-01",
    encoding="latin-1",
    label="iso-8859-1",
    declared="header",
    language="en",
    url="https://www.example-herald.co.uk/technology/brightwell-ai-chip-energy",
    title="UK start-up Brightwell says its chip halves the energy cost of running AI",
    published="2026-10-22",
    date_source="byline",
    style="news-uk",
    distractors=[
        "'More on this story' dated 2026-09/10",
        "'second half of 2027' in body",
        "footer (c) 2019-2026",
    ],
    body=body,
    text=uk_news(
        headline="UK start-up Brightwell says its chip halves the energy cost of running AI",
        standfirst="Cambridge firm claims its B1 accelerator uses 350 watts where rival GPUs need about 700",
        byline='<a rel="author" href="/profile/tom-barrett">Tom Barrett</a> Technology reporter',
        dateline="Thu 22 Oct 2026 10.32 BST",
        body=body,
        more_on=[
            (
                "technology/uk-ai-power",
                "AI boom threatens UK grid targets, says regulator",
                "12 Oct 2026",
            ),
            (
                "business/chip-startups",
                "British chip start-ups raised record £900m this year",
                "28 Sep 2026",
            ),
        ],
        most_viewed=[
            ("uk-news/storm-agnes", "Storm Agnes: amber warnings issued for wind"),
            ("football/derby", "Five talking points from the weekend's derby"),
        ],
    ),
    must_contain=[
        "said its B1 accelerator produced 1,150 tokens a second per chip on a 70bn-parameter model while drawing 350 watts",
        "The company has raised £48m, including a £12m grant from a government programme, and employs 85 people in Cambridge and Bristol.",
        "said the chief executive, Zoé Marchetti.",
    ],
    must_not_contain=[
        "British chip start-ups raised record £900m this year",
        "Yes, I'm happy",
        "Print subscriptions",
    ],
)

# --- UTF-8 (header); Bloomberg-style; article:published_time + visible published and
#     later "Updated on" times.
body = """<p>The three largest makers of high-bandwidth memory have told customers they will raise prices for 2027 deliveries by about 20%, according to people familiar with the matter, as demand from AI inference servers outstrips supply.</p>
<p>HBM, which is stacked next to AI accelerators to feed them data, accounted for roughly 35% of the bill of materials of a typical inference server this year, up from 22% in 2024, according to estimates by Example Research.</p>
<p>Inference has become the main driver of demand. Shipments of servers used primarily for running AI models rather than training them are expected to rise 68% next year to about 1.9 million units, the firm estimates.</p>
<p>The price increases are likely to add about $3,000 to the cost of an eight-accelerator server, said analyst Mei Tanaka. Representatives for the memory makers declined to comment.</p>"""
add(
    id="en-news-05",
    encoding="utf-8",
    label="utf-8",
    declared="header",
    language="en",
    url="https://www.example-markets.com/news/articles/2026-hbm-price-increase-inference",
    title="Memory Makers to Raise HBM Prices 20% as AI Inference Demand Surges",
    published="2026-10-22",
    date_source="meta-article-published_time",
    style="news-financial",
    distractors=[
        "visible 'Updated on October 24, 2026' and article:modified_time",
        "'Latest' rail before the article dated Oct 23–24",
        "2027 deliveries in body",
        "footer © 2019–2026",
    ],
    body=body,
    text=en_news(
        site="Example Markets",
        domain="example-markets.com",
        section="Technology",
        headline="Memory Makers to Raise HBM Prices 20% as AI Inference Demand Surges",
        dek="Price increases for 2027 deliveries could add $3,000 to an AI server.",
        byline='By <a href="/authors/ken-ito">Ken Ito</a> <div class="timestamps"><time>October 22, 2026 at 9:00 AM PDT</time> <span class="updated">Updated on October 24, 2026 at 1:15 PM PDT</span></div>',
        head_extra='<meta property="article:published_time" content="2026-10-22T16:00:00.000Z">\n<meta property="article:modified_time" content="2026-10-24T20:15:00.000Z">',
        body=body,
        newsletter="Tech Daily",
        latest=[
            (
                "news/articles/2026-ai-capex",
                "Big Tech's AI spending to top $500 billion next year",
                "October 24, 2026",
            ),
            (
                "news/articles/2026-gpu-rentals",
                "GPU rental prices climb for second month",
                "October 23, 2026",
            ),
        ],
        related=[
            (
                "news/articles/2026-hbm-supply",
                "HBM Supply Crunch Deepens as Packaging Capacity Lags",
                "September 15, 2026",
            )
        ],
        most_read=[
            ("news/articles/2026-fed", "Fed officials signal patience on rate cuts"),
            ("news/articles/2026-oil", "Oil rises as supply concerns mount"),
        ],
    ),
    must_contain=[
        "accounted for roughly 35% of the bill of materials of a typical inference server this year, up from 22% in 2024",
        "are expected to rise 68% next year to about 1.9 million units",
        "The price increases are likely to add about $3,000 to the cost of an eight-accelerator server, said analyst Mei Tanaka.",
    ],
    must_not_contain=[
        "Big Tech's AI spending to top $500 billion next year",
        "GPU rental prices climb for second month",
        "Tech Daily",
    ],
)


# ===========================================================================
# Writing
# ===========================================================================

INDEX_KEYS = [
    "id",
    "file",
    "url",
    "content_type",
    "language",
    "title",
    "published",
    "must_contain",
    "must_not_contain",
    "encoding",
    "bom",
    "declared",
    "script",
    "date_source",
    "style",
    "distractors",
]


def render(p):
    """The document text with its charset declaration put in (or its marker removed)."""
    tag = charset_tag(p)
    text = p["text"]
    if tag:
        text = text.replace(CHARSET_MARK, tag, 1)
    else:
        text = text.replace(CHARSET_MARK + "\n", "", 1)
    return text


def page_bytes(p):
    data = render(p).encode(p["encoding"])  # strict: every character must exist in the codec
    return (b"\xef\xbb\xbf" + data) if p["bom"] else data


def yaml_scalar(v):
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    return json.dumps(v, ensure_ascii=False)  # a JSON string is a YAML double-quoted scalar


def index_yaml():
    out = ["# Page-extraction test set; generated by make_pages.py (see its docstring).", ""]
    for p in PAGES:
        item = {
            "id": p["id"],
            "file": f"{p['id']}.{p['ext']}",
            "url": p["url"],
            "content_type": p["content_type"],
            "language": p["language"],
            "title": p["title"],
            "published": p["published"],
            "must_contain": p["must_contain"],
            "must_not_contain": p["must_not_contain"],
            "encoding": p["encoding"],
            "bom": p["bom"],
            "declared": p["declared"],
            "script": p.get("script"),
            "date_source": p["date_source"],
            "style": p["style"],
            "distractors": p["distractors"],
        }
        first = True
        for k in INDEX_KEYS:
            v = item[k]
            if k == "script" and v is None:
                continue
            lead = "- " if first else "  "
            first = False
            if k == "published":
                out.append(f"{lead}{k}: {v if v else 'null'}")
            elif isinstance(v, list):
                if not v:
                    out.append(f"{lead}{k}: []")
                else:
                    out.append(f"{lead}{k}:")
                    out.extend(f"    - {yaml_scalar(x)}" for x in v)
            else:
                out.append(f"{lead}{k}: {yaml_scalar(v)}")
        out.append("")
    return "\n".join(out)


def write_all():
    ids = [p["id"] for p in PAGES]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise SystemExit(f"duplicate ids: {sorted(dup)}")
    for p in PAGES:
        with open(os.path.join(HERE, f"{p['id']}.{p['ext']}"), "wb") as f:
            f.write(page_bytes(p))
    with open(os.path.join(HERE, "index.yaml"), "w", encoding="utf-8", newline="\n") as f:
        f.write(index_yaml())


# ===========================================================================
# Checking (reads what is on disk; uses the specs above only to locate the article)
# ===========================================================================

VOID = {
    "br",
    "img",
    "input",
    "meta",
    "link",
    "hr",
    "wbr",
    "source",
    "col",
    "area",
    "base",
    "embed",
    "param",
    "track",
}


class _Text(HTMLParser):
    """Collect the text of an HTML fragment; `plain` leaves out headings, tables, code and scripts."""

    EXCL = {"h1", "h2", "h3", "h4", "h5", "h6", "pre", "code", "table", "script", "style"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.all, self.plain = [], []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in self.stack:
            while self.stack and self.stack.pop() != tag:
                pass

    def handle_data(self, data):
        if any(t in ("script", "style") for t in self.stack):
            return
        self.all.append(data)
        if not any(t in self.EXCL for t in self.stack):
            self.plain.append(data)


def html_text(fragment):
    t = _Text()
    t.feed(fragment)
    t.close()
    return "".join(t.all), "".join(t.plain)


def md_plain(md):
    """Paragraph and list text of a markdown file: no front matter, headings, fences,
    tables, HTML comments/blocks or link definitions."""
    lines, out, fence, front = md.split("\n"), [], False, False
    for i, line in enumerate(lines):
        s = line.strip()
        if i == 0 and s == "---":
            front = True
            continue
        if front:
            front = s != "---"
            continue
        if s.startswith("```"):
            fence = not fence
            continue
        if fence or s.startswith(("#", "|", "<", "[![")) or re.match(r"^\[[^\]]+\]:\s", s):
            continue
        out.append(s)
    return "\n".join(out)


def md_visible(md):
    """What a reader of the rendered markdown sees, roughly: no front matter, HTML comments,
    link reference definitions, image/badge URLs or raw HTML tags."""
    t = re.sub(r"\A---\n.*?\n---\n", "", md, flags=re.S)
    t = re.sub(r"<!--.*?-->", "", t, flags=re.S)
    t = re.sub(r"^\[[^\]]+\]:\s+\S+\s*$", "", t, flags=re.M)
    t = re.sub(r"!\[([^\]]*)\]\([^)]*\)", r"\1", t)
    t = re.sub(r"\]\([^)]*\)", "]", t)
    t = re.sub(r"<[^>]+>", "", t)
    return t


def date_forms(d):
    y, m, dd = d.year, d.month, d.day
    mon = d.strftime("%b")
    month = d.strftime("%B")
    return [
        f"{y}-{m:02d}-{dd:02d}",
        f"{y}/{m:02d}/{dd:02d}",
        f"{y}年{m}月{dd}日",
        f"{m}月{dd}日",
        f"{y} 年 {m} 月 {dd} 日",
        f"{m} 月 {dd} 日",
        f"{mon} {dd}",
        f"{mon}. {dd}",
        f"{month} {dd}",
        f"{dd} {mon}",
        f"{dd} {month}",
        f"{m:02d}-{dd:02d}",
        f"{y}{m:02d}{dd:02d}",
    ]


MARKERS = {
    "meta-article-published_time": r'property="article:published_time"\s+content="{d}',
    "meta-pubdate": r'name="pubdate"\s+content="({d}|{c})',
    "json-ld": r'"datePublished"\s*:\s*"{d}',
    "time-datetime": r'<time\b[^>]*\bdatetime="{d}',
}
ALT_CODECS = {
    "gb2312": ("gbk", "gb18030"),
    "gbk": ("gb18030",),
    "big5": ("cp950", "big5hkscs"),
    "latin-1": ("cp1252",),
}
ANY_MARKER = r'article:published_time|name="pubdate"|datePublished|<time\b[^>]*\bdatetime='


def check(verbose=True):
    import yaml  # PyYAML: only the check needs it

    errors = []

    def err(pid, msg):
        errors.append(f"{pid}: {msg}")

    with open(os.path.join(HERE, "index.yaml"), encoding="utf-8") as f:
        index = yaml.safe_load(f)
    if not isinstance(index, list) or not index:
        raise SystemExit("index.yaml: not a non-empty list")
    specs = {p["id"]: p for p in PAGES}
    seen = set()
    for item in index:
        pid = item.get("id")
        for k in (
            "id",
            "file",
            "url",
            "content_type",
            "language",
            "title",
            "published",
            "must_contain",
            "must_not_contain",
        ):
            if k not in item:
                err(pid, f"missing key {k}")
        if pid in seen:
            err(pid, "duplicate id")
        seen.add(pid)
        spec = specs.get(pid)
        if spec is None:
            err(pid, "no spec in make_pages.py")
            continue
        path = os.path.join(HERE, item["file"])
        if not os.path.isfile(path):
            err(pid, f"missing file {item['file']}")
            continue
        raw = open(path, "rb").read()

        # --- encoding
        enc, bom = item["encoding"], item["bom"]
        if bom != raw.startswith(b"\xef\xbb\xbf"):
            err(pid, "BOM presence does not match index")
        body_bytes = raw[3:] if bom else raw
        try:
            text = body_bytes.decode(enc)
        except UnicodeDecodeError as e:
            err(pid, f"does not decode as {enc}: {e}")
            continue
        if enc not in ("utf-8",):
            try:
                body_bytes.decode("utf-8")
                err(pid, f"{enc} bytes are also valid UTF-8 (nothing to decode)")
            except UnicodeDecodeError:
                pass
        if item["declared"] == "meta-http-equiv" and enc == "gbk" and "gb2312" in text.lower():
            try:
                body_bytes.decode("gb2312")
                err(pid, "declared gb2312 but bytes decode as gb2312 (no GBK-only characters)")
            except UnicodeDecodeError:
                pass
        if enc == "gb18030":
            try:
                body_bytes.decode("gbk")
                err(pid, "GB18030 page has no characters outside GBK")
            except UnicodeDecodeError:
                pass
        for alt in ALT_CODECS.get(enc, ()):
            # what a browser-style decoder (GB18030 for every GB label, Big5-HKSCS/CP950 for
            # Big5, windows-1252 for Latin-1) makes of the page must agree on what is checked
            try:
                alt_text = body_bytes.decode(alt)
            except UnicodeDecodeError:
                err(pid, f"does not decode as {alt}")
                continue
            for s in (
                item["must_contain"]
                + item["must_not_contain"]
                + ([item["title"]] if item["title"] else [])
            ):
                if s not in unescape(alt_text):
                    err(pid, f"{s!r} is lost when decoded as {alt}")
        if text != render(spec):
            err(pid, "file differs from what make_pages.py generates (run it)")

        # --- charset declarations
        ct = item["content_type"]
        m = re.search(r"charset=([\w-]+)", ct)
        header_cs = m.group(1).lower() if m else None
        metas = re.findall(r'<meta[^>]*charset=["\']?([\w-]+)', text[:4096], re.I)
        meta_cs = metas[0].lower() if metas else None
        d = item["declared"]
        want = {
            "header": (spec["label"].lower(), None),
            "meta": (None, spec["label"].lower()),
            "meta-http-equiv": (None, spec["label"].lower()),
            "none": (None, None),
            "header+meta": (spec["label"].lower(), spec["label"].lower()),
            "mislabelled-header": ("iso-8859-1", None),
            "mislabelled-header+meta": ("iso-8859-1", "utf-8"),
        }[d]
        if spec["ext"] == "md":
            want = (want[0], None)
        if (header_cs, meta_cs) != want:
            err(
                pid,
                f"declared={d}: header charset {header_cs}, meta charset {meta_cs}, expected {want}",
            )
        if d == "meta-http-equiv" and "http-equiv" not in text[:4096].lower():
            err(pid, "no http-equiv meta")

        # --- the article: title, body, snippets
        body = spec["body"]
        if body not in text:
            err(pid, "article body not found verbatim in the page")
        if spec["ext"] == "md":
            body_all, body_plain = md_visible(body), md_plain(body)
        else:
            body_all, body_plain = html_text(body)
        title = item["title"]
        if title is not None:
            if title not in unescape(text):
                err(pid, "title not in page")
        mc, mnc = item["must_contain"], item["must_not_contain"]
        if not 2 <= len(mc) <= 4:
            err(pid, f"{len(mc)} must_contain snippets")
        if not 2 <= len(mnc) <= 4:
            err(pid, f"{len(mnc)} must_not_contain snippets")
        for s in mc:
            if s not in text:
                err(pid, f"must_contain not in decoded page: {s!r}")
            if s not in body_plain:
                err(pid, f"must_contain not in the article's plain body text: {s!r}")
        for s in mnc:
            if s not in text:
                err(pid, f"must_not_contain not in decoded page: {s!r}")
            if (spec["ext"] != "md" and s in body) or s in body_all or (title and s in title):
                err(pid, f"must_not_contain occurs in the article: {s!r}")
        if spec["long"]:
            n = len(re.sub(r"\s", "", body_all))
            if n < 2000:
                err(pid, f"long article has only {n} characters")
        cjk = len(re.findall(r"[\u4e00-\u9fff]", body_all))
        if item["language"] == "zh" and cjk < 30:
            err(pid, "zh page with little Chinese in the body")
        if item["language"] == "en" and cjk:
            err(pid, "en page with Chinese in the body")

        # --- publication date and where it is found
        pub = item["published"]
        src = item["date_source"]
        if pub is not None and not isinstance(pub, _dt.date):
            err(pid, f"published is not a date: {pub!r}")
            continue
        if (pub is None) != (src == "none"):
            err(pid, "published is null exactly when date_source is none")
        if src in MARKERS:
            pat = MARKERS[src].format(d=pub.isoformat(), c=pub.strftime("%Y%m%d"))
            if not re.search(pat, text):
                err(pid, f"no {src} marker for {pub}")
        elif src in ("byline", "url", "none", "front-matter"):
            if re.search(ANY_MARKER, text):
                err(pid, f"date_source {src} but the page has a machine-readable date")
        if src == "url":
            if pub.strftime("/%Y/%m/%d/") not in item["url"]:
                err(pid, "date not in the URL")
            for form in date_forms(pub):
                if form in text:
                    err(pid, f"url-only page shows its date as {form!r}")
        if src == "front-matter" and not re.search(rf"^date:\s*{pub.isoformat()}\s*$", text, re.M):
            err(pid, "no front-matter date")
        if src == "byline":
            byline_text = unescape(text)
            y = str(pub.year)
            roc = f"{pub.year - 1911}-{pub.month:02d}-{pub.day:02d}"
            if not any(f in byline_text for f in date_forms(pub) + [roc]) or (
                y not in byline_text and roc not in byline_text
            ):
                err(pid, "byline page without a visible date")

    if len(index) != len(PAGES):
        err("-", f"index has {len(index)} items, make_pages.py defines {len(PAGES)}")

    if verbose:
        summary(index)
    if errors:
        print("\n".join(errors), file=sys.stderr)
        print(f"{len(errors)} problem(s)", file=sys.stderr)
        return 1
    print(f"OK: {len(index)} pages checked")
    return 0


def summary(index):
    from collections import Counter

    def show(name, counter):
        print(f"{name}: " + ", ".join(f"{k} {v}" for k, v in sorted(counter.items())))

    show(
        "language",
        Counter(i["language"] + ("-" + i["script"] if i.get("script") else "") for i in index),
    )
    show("encoding", Counter(i["encoding"] + ("+bom" if i["bom"] else "") for i in index))
    show("declared", Counter(i["declared"] for i in index))
    show(
        "encoding x declared",
        Counter(f"{i['encoding']}/{i['declared']}" for i in index if i["encoding"] != "utf-8"),
    )
    show("date_source", Counter(i["date_source"] for i in index))
    show("file type", Counter(i["file"].rsplit(".", 1)[1] for i in index))
    show("style", Counter(i["style"] for i in index))


def main(argv=None):
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--check", action="store_true", help="only check the files on disk")
    args = ap.parse_args(argv)
    if not args.check:
        write_all()
    return check()


if __name__ == "__main__":
    sys.exit(main())
