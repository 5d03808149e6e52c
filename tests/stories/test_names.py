"""Names: the proper names of an article, read line by line with what stands around a line."""

from __future__ import annotations

from pipeline.stories.names import Lexicon


def test_a_sentence_start_is_a_name_by_what_follows_it_across_the_line() -> None:
    # `Fernwick` opens its line, and the version after the line break names it
    lexicon = Lexicon("Results\nFernwick\n1.2 delivers twice the speed.\nTested on one card.")
    assert "Fernwick" in lexicon.proper
    assert "Results" not in lexicon.proper and "Tested" not in lexicon.proper


def test_a_word_that_opens_two_sentences_is_a_name_wherever_the_lines_break() -> None:
    lexicon = Lexicon("Halden cut prices this week.\nHalden said more would follow, halving costs.")
    assert "Halden" in lexicon.proper
    assert Lexicon("Halden cut prices this week.").proper == set()
