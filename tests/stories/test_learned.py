"""The learned join/drop step after the rule reader (pipeline/stories/learned.py).

The examples are fresh text in a field none of the corpora covers (kilns). The join and the
drop are shown with small models written out here, so that each example says what the step
does with a decision, whatever the shipped weights decide; the shipped weights are checked
for what they promise: they load, they score the same each time, they act only when sure,
and every feature they weigh is structure or a listed function word.
"""

from __future__ import annotations

import json

from pipeline.i18n import default_glossary
from pipeline.records import Figure
from pipeline.stories import story_claims
from pipeline.stories.claims import read_claims
from pipeline.stories.learned import (
    EN_WORDS,
    WEIGHTS,
    ZH_WORDS,
    Layout,
    Linear,
    Model,
    coherent,
    correct,
    figure_features,
    merge,
    roles,
    shipped,
)

from .conftest import make_article

GLOSSARY = default_glossary()
NEVER = Linear({}, -30.0, 0.9)


def _figures(claim) -> list[tuple[str, str]]:
    return [(f.text, f.role) for f in claim.figures]


def test_a_value_and_its_year_ago_figure_in_the_next_sentence_join_into_one_claim() -> None:
    article = make_article(
        "雀鸣陶瓷发布新窑炉\n\n10 月订单达到 3400 台。去年同期为 2100 台，增长 62%。",
        owner="queming",
    )
    read = read_claims(article, GLOSSARY, {})
    assert [_figures(c) for c in read] == [
        [("3400 台", "value")],
        [("2100 台", "value"), ("62%", "change")],
    ]
    # a model that joins two claims of adjacent sentences
    joins_next = Model(NEVER, Linear({"sent:next": 60.0}, -30.0, 0.9))
    (claim,) = correct(read, article, joins_next)
    # `去年同期为` introduces the baseline; the % stated as a change is the change
    assert _figures(claim) == [("3400 台", "value"), ("2100 台", "baseline"), ("62%", "change")]
    assert claim.comparison == "change"
    assert claim.quote.startswith("10 月订单达到 3400 台") and claim.quote.endswith("增长 62%。")


def test_a_set_up_figure_becomes_a_condition_of_the_next_claim_of_its_passage() -> None:
    article = make_article(
        "雀鸣陶瓷发布新窑炉\n\n测试采用 12 台窑炉组成的产线。每台窑炉烧制一批仅需 41 分钟，雀鸣陶瓷表示。",
        owner="queming",
    )
    read = read_claims(article, GLOSSARY, {})
    assert [_figures(c) for c in read] == [[("12 台", "value")], [("41 分钟", "value")]]
    # a model that takes a figure in a sentence with a set-up verb (测试, 采用) as a set-up
    drops_setups = Model(Linear({"setup-verb": 60.0}, -30.0, 0.9), NEVER)
    (claim,) = correct(read, article, drops_setups)
    assert _figures(claim) == [("41 分钟", "value")]
    assert [(c.text, c.value) for c in claim.conditions] == [("12 台", 12)]


def test_from_introduces_the_before_and_two_changes_are_two_findings() -> None:
    text = "Kiln yield rose from 89.4% to 92.5% this quarter."
    before, after = text.index("89.4%"), text.index("92.5%")
    figures = [
        Figure("89.4%", 89.4, "%", "value", start=before, end=before + 5),
        Figure("92.5%", 92.5, "%", "value", start=after, end=after + 5),
    ]
    assert [f.role for f in roles(figures, text)] == ["before", "after"]
    article = make_article(
        "Results\n\nRevenue was $2 billion, up 5% (7% excluding currency effects).",
        owner="harwick",
    )
    read = read_claims(article, GLOSSARY, {})
    whole = next(c for c in read if len(c.figures) == 2)
    aside = next(c for c in read if len(c.figures) == 1)
    assert not coherent(merge(whole, aside, article.text))  # so the step never joins them


def test_the_shipped_weights_load_and_score_the_same_each_time() -> None:
    model = shipped()
    data = json.loads(WEIGHTS.read_text(encoding="utf-8"))
    assert model.drop.threshold == data["drop"]["threshold"] >= 0.9  # it acts only when sure
    assert model.join.threshold == data["join"]["threshold"] >= 0.9
    article = make_article(
        "Quillmoor ships faster kilns\n\nWe tested with 24 burners and 5 trays. "
        "A batch fired in 41 minutes, down from 58 minutes on the older kiln.",
        owner="quillmoor",
    )
    layout = Layout(article.text)
    at = article.text.index("24 burners")
    features = figure_features(layout, at, at + 10, "burners", False, 1)
    assert model.drop.prob(features) == model.drop.prob(dict(features))
    first = story_claims([article], GLOSSARY)
    assert story_claims([article], GLOSSARY) == first
    assert story_claims([article], GLOSSARY, learned=model) == first


_STRUCTURE = {
    "in-brackets", "setup-verb", "setup-before", "report-verb", "same-unit", "same-kind", "row",
    "lead-baseline", "between-change", "next-setup",
}  # fmt: skip
_PREFIXES = {
    "kind", "lang", "sent", "place", "neighbours", "gap", "kinds", "between-figs", "before",
    "after", "between", "lead",
}  # fmt: skip
_MARKS = {"open", "close", "comma", "semi", "stop", "colon", "enum", "cell", "dash"}


def test_every_feature_is_structure_or_a_listed_function_word() -> None:
    words = set(EN_WORDS) | set(ZH_WORDS) | _MARKS
    for part in (shipped().drop, shipped().join):
        for name in part.weights:
            if name in _STRUCTURE:
                continue
            prefix, _, rest = name.partition(":")
            assert prefix in _PREFIXES, name
            if prefix in ("before", "after", "between", "lead"):
                assert rest in words, name
