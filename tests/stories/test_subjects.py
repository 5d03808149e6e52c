"""Subjects: what each claim is about, read from the words around its figure."""

from __future__ import annotations

from pipeline.i18n import default_glossary
from pipeline.records import Claim
from pipeline.stories import story_claims

from .conftest import make_article

GLOSSARY = default_glossary()


def subject_of(text: str, figure: str, *, owner: str = "press", title: str = "") -> dict[str, str]:
    article = make_article(text, owner=owner, title=title or text.split("\n")[0])
    claims: tuple[Claim, ...] = story_claims([article], GLOSSARY)
    return next(c for c in claims if any(f.text == figure for f in c.figures)).subject


def test_a_tier_named_in_plain_words_is_the_products_tier() -> None:
    text = (
        "Nimbus Archive cuts prices\n\n"
        "Nimbus Archive hot storage drops from $0.025 to $0.020 per GB-month in March. "
        "Infrequent-access storage falls to $0.010 per GB-month, with a 30-day minimum."
    )
    assert subject_of(text, "$0.010 per GB-month") == {
        "en": "Nimbus Archive's infrequent-access storage",
        "zh": "Nimbus Archive 的低频访问存储",
    }


def test_the_company_said_its_product_names_the_product() -> None:
    text = (
        "Corsair Auto deliveries rise in May\n\n"
        "Corsair Auto delivered 21,400 vehicles in May. The automaker said its new Tern SUV "
        "accounted for 6,100 deliveries in its first month on sale."
    )
    assert subject_of(text, "6,100")["en"] == "Corsair Auto's new Tern SUV"


def test_a_figure_in_a_relative_clause_is_about_the_clause_antecedent() -> None:
    text = (
        "Lumo Cloud lowers A200 prices\n\n"
        "On-demand Lumo Cloud A200 instances drop from $3.10 to $2.60 per GPU-hour. "
        "Nothing changes for A100 instances, which remain at $1.80 per GPU-hour. "
        "Spot capacity stays at $1.20 per GPU-hour."
    )
    assert subject_of(text, "$1.80 per GPU-hour")["en"] == "A100 instances"
    # the aside does not take over the passage: spot capacity is still Lumo Cloud A200's
    assert "A100" not in subject_of(text, "$1.20 per GPU-hour")["en"]


def test_a_company_with_a_relative_clause_after_its_name_is_the_subject() -> None:
    text = (
        "Corsair Auto deliveries rise in May\n\n"
        "Corsair Auto delivered 21,400 vehicles in May. The automaker said its new Tern SUV "
        "accounted for 6,100 deliveries. Corsair, which is listed in Singapore, has delivered "
        "98,500 vehicles so far this year."
    )
    assert subject_of(text, "98,500")["en"] == "Corsair"


def test_a_posts_topic_tag_names_what_it_is_about() -> None:
    post = "#Vireo Max# 今晚登陆欧洲！6.7 英寸屏幕，峰值亮度 3000 nits，国内首销 30 天销量突破 120 万台，感谢每一位 Vireo 粉丝！"
    article = make_article(post, owner="vireo", title=post)
    claims = story_claims([article], GLOSSARY)
    assert {c.subject["zh"] for c in claims if c.figures} == {"Vireo Max"}


def test_another_thing_bought_is_the_subject_of_its_price() -> None:
    text = (
        "Re: are Osprey cards worth it?\n\n"
        "I have two Norvane Osprey cards in one box. For what it's worth the cards cost me "
        "$900 each, used, and the chassis was another $250."
    )
    assert subject_of(text, "$250") == {"en": "chassis", "zh": "机箱"}
    assert "Osprey" in subject_of(text, "$900")["en"]


def test_our_estimate_of_a_companys_share_is_about_the_company() -> None:
    text = (
        "Quick take: Lumen (LMN) after investor day\n\n"
        "Lumen's assistant passed 80 million monthly active users in September, the company "
        "said. We estimate Lumen's share of the US assistant market at 11%, up from 8% in March."
    )
    assert subject_of(text, "11%", owner="brannock")["en"] == "Lumen"


def test_a_release_notes_item_label_names_the_part_it_measures() -> None:
    text = (
        "## Tallow 3.3.0 release notes\n\n### Performance\n\n"
        "- Range scans: p99 latency falls 30% to 3.5 ms, from 5.0 ms in 3.2.x.\n"
    )
    article = make_article(text, owner="tallow", title="Tallow 3.3.0 release notes")
    claims = story_claims([article], GLOSSARY)
    claim = next(c for c in claims if any(f.text == "3.5 ms" for f in c.figures))
    assert claim.subject == {"en": "Tallow's range scans", "zh": "Tallow 的范围扫描"}


def test_a_date_before_the_subject_is_when_not_what() -> None:
    text = (
        "New prices from March 3\n\n"
        "From Monday, March 3, Halyard A100 on-demand instances cost $1.49 per GPU-hour, "
        "down from $1.79."
    )
    assert subject_of(text, "$1.49 per GPU-hour")["en"] == "Halyard A100 on-demand instances"


def test_a_price_cut_to_a_figure_is_the_price_of_what_was_cut() -> None:
    text = "Thread\n\nTarnwick Cloud just cut L40S spot to $0.61/GPU-hr, effective Monday."
    assert subject_of(text, "$0.61/GPU-hr")["en"] == "Tarnwick Cloud's L40S spot"


def test_a_rival_listing_a_chip_at_a_price_is_the_rivals_offer() -> None:
    text = (
        "Prices\n\n"
        "Orbel Compute, the largest GPU cloud in Canada, lists H100 reserved at $1.85 per GPU-hour."
    )
    assert subject_of(text, "$1.85 per GPU-hour")["en"] == "Orbel Compute's H100 reserved"


def test_a_subject_ends_on_its_noun_not_on_own_or_of() -> None:
    text = "Thread\n\nBut Vessa's own status page says 99.2% for the month, not 99.9%."
    assert subject_of(text, "99.2%")["en"] == "Vessa"


def test_after_a_colon_the_figure_s_clause_names_its_subject() -> None:
    text = (
        "Our pricing rule\n\n"
        "Our guiding number is simple: spot capacity now costs 0.5 times the on-demand rate."
    )
    assert "guiding" not in subject_of(text, "0.5 times")["en"]


def test_a_figure_leading_its_clause_is_about_the_subject_after_it() -> None:
    text = (
        "Reserved and on-demand\n\n"
        "At $1.79 against $1.30, A100 on-demand is now 1.38 times the reserved rate."
    )
    assert subject_of(text, "$1.79")["en"] == "A100 on-demand"


def test_whose_names_the_owner_of_the_thing_the_figure_is_about() -> None:
    text = (
        "Halyard cuts prices\n\n"
        "The move puts pressure on Orbel Compute, whose A100 list price is now 20 cents higher."
    )
    assert subject_of(text, "20 cents")["en"] == "Orbel Compute's A100"


def test_the_price_of_its_instances_is_the_claimants_instances() -> None:
    text = (
        "Halyard cuts prices\n\n"
        "Halyard Compute said on Monday that it would cut the on-demand price of its A100 "
        "instances by 17%, to $1.49 per GPU-hour from $1.79."
    )
    assert subject_of(text, "17%")["en"] == "Halyard Compute's A100 instances"
    assert subject_of(text, "$1.49 per GPU-hour")["en"] == "Halyard Compute's A100 instances"


def test_a_page_that_says_a_price_for_a_thing_gives_the_things_price() -> None:
    text = "Thread\n\nBut Halyard's own pricing page says $2.59 for the H100 node, not $2.49."
    assert subject_of(text, "$2.59")["en"] == "Halyard's H100 node"


def test_a_chip_bought_at_a_price_is_what_the_price_is_of() -> None:
    text = (
        "Payback\n\n"
        "My rough math: at $1.49 and 65% utilization, an A100 bought at about $14,000 pays "
        "for itself in roughly 20 months."
    )
    # (the price is an input of the payback estimate, whose subject is the chip bought)
    assert subject_of(text, "20 months")["en"] == "A100"


def test_a_tier_the_sentence_gives_a_chip_for_is_that_chips_tier() -> None:
    text = (
        "Prices\n\n"
        "We are not matching every discount, though: our reserved prices stay at $1.30 per "
        "GPU-hour for a one-year A100 term."
    )
    assert subject_of(text, "$1.30 per GPU-hour", owner="halyard")["en"].endswith("reserved A100")


def test_a_labelled_line_with_an_owner_before_the_figure_is_the_owners_thing() -> None:
    text = "Thread\n\nA100: Halyard's $1.49 against Orbel's list price of $1.79."
    assert subject_of(text, "$1.49")["en"] == "Halyard's A100"


def test_a_masthead_line_is_page_frame_and_a_measure_of_a_thing_is_the_things() -> None:
    """A note whose first line is its publisher's name: the headline is the line after it;
    `Spot prices for 2TB PCIe5 drives rose to` is about the drives, and after a clause and a
    colon the next clause names its own subject."""
    text = (
        "Tessaly Research · Storage Monthly\n\n"
        "NAND prices firm as data centres buy ahead\n\n"
        "Spot prices for 2TB PCIe5 drives rose to $118 in October from $104 in September. "
        "Client drives moved less: 1TB SATA drive contract prices edged up to $41 from $40."
    )
    article = make_article(
        text,
        owner="tessaly",
        title="Tessaly Research · Storage Monthly",
        publisher="Tessaly Research · Storage Monthly",
    )
    claims = story_claims([article], GLOSSARY)

    def subject(figure: str) -> str:
        return next(c for c in claims if any(f.text == figure for f in c.figures)).subject["en"]

    assert subject("$118") == "2TB PCIe5 drives"
    assert subject("$41") == "1TB SATA drive"


def test_said_on_a_day_it_and_a_linking_adverb_leave_the_company_as_the_subject() -> None:
    text = (
        "Harrowind wins 900 MW order\n\n"
        "Harrowind Energy said on Tuesday it has won an order for 900 MW of onshore turbines. "
        "Separately, the company said it shipped 4.1 GW of turbines in the half.\n\n"
        "Press contact: media@harrowind.example"
    )
    assert subject_of(text, "900 MW", owner="harrowind")["en"].startswith("Harrowind")
    assert subject_of(text, "4.1 GW", owner="harrowind")["en"].startswith("Harrowind")


def test_whose_tests_are_not_the_subject_and_a_part_does_not_become_the_topic() -> None:
    """`Brenwick says the Tarn 5's CPU is 18% faster`, then `In Brenwick's own tests the chip
    scored 9,800`: the chip is the Tarn 5, not its CPU, nor the tests."""
    text = (
        "Brenwick unveils Tarn 5\n\n"
        "Brenwick says the Tarn 5's CPU is 18% faster in multi-core work than the Tarn 4. "
        "In Brenwick's own tests the chip scored 9,800 in the Benchline 3 multi-core benchmark."
    )
    assert subject_of(text, "18%", owner="brenwick")["en"] == "Tarn 5's CPU"
    assert subject_of(text, "9,800", owner="brenwick")["en"] == "Tarn 5"


def _subject(text: str, figure: str, publisher: str) -> dict[str, str]:
    article = make_article(text, owner="note", title=text.split("\n")[0], publisher=publisher)
    claims = story_claims([article], GLOSSARY)
    return next(c for c in claims if any(f.text == figure for f in c.figures)).subject


def test_what_a_source_estimates_of_another_is_about_that_other() -> None:
    text = (
        "NAND: Harrowgate pulls ahead\n\n"
        "We estimate Harrowgate shipped 38% of the world's NAND bits in the second quarter. "
        "A quarter earlier, Harrowgate held 35%."
    )
    publisher = "Fenwick Research · Storage Weekly"
    assert _subject(text, "38%", publisher)["en"] == "Harrowgate"
    assert _subject(text, "35%", publisher)["en"] == "Harrowgate"


def test_a_price_for_a_route_is_about_the_route() -> None:
    text = (
        "Wavelength prices ease\n\n"
        "Monthly lease prices for a 400G wavelength between Paris and Madrid fell to $7,200."
    )
    subject = _subject(text, "$7,200", "Larchmont Telecom Research")["en"]
    assert "Paris and Madrid" in subject and "lease" not in subject


def test_our_fleet_is_the_sources_own_and_names_it_not_a_place() -> None:
    text = "November in numbers\n\nOur vans flew through 12,600 stops across the Leeds depot area."
    assert _subject(text, "12,600", "Quayline Freight (@quayline)")["en"].startswith(
        "Quayline Freight"
    )


def test_a_headline_that_leads_with_the_sources_own_name_is_its_masthead() -> None:
    text = (
        "Pellow Labs: this week's notes\n\n"
        "We re-ran Tamsin's L40S configuration on a rented instance. We measured 1.3K tokens/s "
        "per GPU."
    )
    assert _subject(text, "1.3K tokens/s", "Pellow Labs")["en"] == "Tamsin"


def test_what_a_maker_rates_and_its_alternative_are_about_its_product() -> None:
    text = (
        "Tessaly Trek 3 goes on sale\n\n"
        "Tessaly today launched the Trek 3, a rugged phone. The Trek 3 costs $399. "
        "Tessaly rates the battery at 30 hours of standby, or 5 hours of voice calls."
    )
    assert "Trek 3" in _subject(text, "30 hours", "Tessaly Mobile")["en"]
    assert "Trek 3" in _subject(text, "5 hours", "Tessaly Mobile")["en"]


def test_the_shipments_of_a_kind_of_product_are_its_markets() -> None:
    text = (
        "HBM: a quarter in numbers\n\n"
        "Harrowgate shipped 40% of the bits. By our count, total HBM bit shipments grew 12% "
        "quarter on quarter to 1.6 billion gigabits."
    )
    subject = _subject(text, "1.6 billion", "Fenwick Research")["en"]
    assert "HBM" in subject and "market" in subject


def test_a_thing_with_an_aside_figure_is_what_the_figure_is_about() -> None:
    text = (
        "Stacks qualified\n\n"
        "Tillory's 16-high HBM4 stack, with 48 GB per stack, passed qualification in May."
    )
    assert _subject(text, "48 GB", "Fenwick Research")["en"].startswith("Tillory's")


def test_the_words_of_a_measure_before_its_figure_are_no_subject() -> None:
    text = (
        "Training Quarrel-12B\n\n"
        "Quarrel-12B trained at 1.6 million tokens per second, and model FLOPs utilisation "
        "averaged 38%."
    )
    assert _subject(text, "38%", "Larchmont AI")["en"] == "Quarrel-12B"


def test_a_named_baseline_is_the_others_own_and_all_of_a_kind_is_a_market() -> None:
    text = (
        "DRAM: Tillory gains\n\n"
        "We estimate Tillory shipped 41% of the world's DRAM bits in the second quarter, "
        "17 percentage points more than Harrowgate's 24%. By our count, total DRAM bit "
        "shipments rose 6% quarter on quarter to 21 billion gigabits."
    )
    article = make_article(text, owner="note", title="DRAM: Tillory gains", publisher="Harlow")
    own = [c for c in story_claims([article], GLOSSARY) if [f.text for f in c.figures] == ["24%"]]
    assert own[0].subject["en"] == "Harrowgate"
    assert "DRAM" in _subject(text, "21 billion", "Harlow Capital")["en"]


def test_a_markets_prices_for_a_thing_are_the_things_and_a_place_owns_no_part() -> None:
    text = (
        "Larkspur Grid · Storage Notes\n\n"
        "Turnkey prices for a four-hour grid battery system in Spain fell to $181 per kWh. "
        "In Portugal, a comparable system now costs $196 per kWh."
    )
    first = _subject(text, "$181 per kWh", "Larkspur Grid")["en"]
    assert first.startswith("four-hour grid battery system")
    assert not _subject(text, "$196 per kWh", "Larkspur Grid")["en"].startswith("Spain")


def test_a_party_named_once_that_holds_a_share_is_the_subject() -> None:
    text = (
        "Corran Research · Display Tracker\n\n"
        "Foldable phone shipments fell 12% to 4.4 million units. Samvo held 48% of the "
        "segment, down from 55% a quarter earlier."
    )
    assert _subject(text, "48%", "Corran Research · Display Tracker")["en"] == "Samvo"


def test_a_participle_frame_before_the_comma_is_not_the_subject() -> None:
    subject = subject_of(
        "Ostra e-motor\n\nFitted to the Ostra 3 frame, the Vell motor delivers 85 Nm of torque.",
        "85",
        title="Ostra e-motor",
    )
    assert subject["en"] == "Vell motor"


def test_its_after_a_sentence_that_opens_on_a_name_is_that_names() -> None:
    """`Its Ember 4 boiler, launched in May at £2,150`: the noun phrase the participle aside
    hangs on, owned by the name the sentence before leads with, not the headline's."""
    subject = subject_of(
        "Boiler makers in Wales\n\nKelda, the largest maker, is betting on a quieter boiler. "
        "Its Ember 4 boiler, launched in May at £2,150, heats a three-bed house.",
        "£2,150",
        title="Boiler makers in Wales",
    )
    assert subject["en"] == "Kelda's Ember 4 boiler"


def test_a_headlines_first_word_the_text_writes_small_names_nothing() -> None:
    subject = subject_of(
        "Boiler sales slip in Wales\n\nFewer boiler units were sold this year. Its Ember 4 "
        "boiler, launched in May at £2,150, heats a three-bed house.",
        "£2,150",
        title="Boiler sales slip in Wales",
    )
    assert not subject["en"].startswith("Boiler's")


def test_a_frame_read_as_the_subject_gives_way_to_what_the_headline_is_about() -> None:
    """`In Harlow's own lab tests the earbuds …`, `On Tuesday it said …`: the words before
    the figure open a frame, so the thing the article is about is the better subject."""
    title = "Harlow Audio ships the Quill v3 earbuds"
    lab = subject_of(
        "In Harlow's own lab tests the earbuds lasted 31 hours.", "31 hours", title=title
    )
    sold = subject_of(
        "On Tuesday it said the Quill v3 had sold 120,000 units.", "120,000", title=title
    )
    assert lab["en"] == "Quill v3" and sold["en"] == "Quill v3", (lab, sold)


def test_the_shapes_no_subject_has() -> None:
    from pipeline.stories.subjects import implausible_subject

    def why(subject: str, *, claimant: str = "Fernhill", publisher: str = "Fernhill") -> str:
        return implausible_subject(
            subject, claimant=claimant, publisher=publisher, conditions=("B300",)
        )

    # frames, set-up counts, labels, dates, versions, a condition, a cut clause, a verb
    for subject in (
        "on Monday it",
        "Beyond 80 TB a month",
        "4 nodes",
        "Price per month",
        "October",
        "v3",
        "B300",
        "将供应 100 台机组（单机",
        "实测",
        "公司预计",
        "",
    ):
        assert why(subject), subject
    # a newsletter's name from the page frame, not the company that speaks
    assert why("Storage Weekly", publisher="Quayle Research · Storage Weekly") == (
        "the page's frame"
    )
    # names, products, markets and the claimant's own name are subjects
    for subject in (
        "Quill v3",
        "Fernhill",
        "global smartphone market",
        "Cloud",
        "server DRAM",
        "Hall 2 racks",
        "8 卡节点",
        "泓岳储能二期",
        "ES Max 储能电芯循环寿命实测",
    ):
        assert not why(subject), subject


def test_a_figure_that_with_gives_a_sized_thing_is_about_that_thing() -> None:
    text = (
        "Quillon Compute rental terms\n\n"
        "Every rate below is billed per minute, for 16-GPU nodes with 1.6 Tbps RoCE between "
        "racks."
    )
    assert subject_of(text, "1.6 Tbps", owner="quillon") == {
        "en": "16-GPU nodes",
        "zh": "16 卡节点",
    }


def test_a_figures_stuff_before_with_is_no_thing_of_its_own() -> None:
    text = (
        "Ondra launches the Vantis V3\n\n"
        "The Vantis V3 runs at 900 W and carries 144 GB of HBM4 memory with 9.1 TB/s of "
        "bandwidth."
    )
    assert subject_of(text, "9.1 TB/s")["en"] == "Vantis V3"


def test_it_after_a_sayer_is_the_sayer_and_its_things_figure_is_its_things() -> None:
    lockers = make_article(
        "Boxwell handled 186 million parcels through its UK lockers in the year to October. "
        "Rival Lockbay said last week that it now runs 7,400 sites.",
        owner="boxwell",
    )
    claims = story_claims([lockers], GLOSSARY)
    assert next(c for c in claims if c.figures[0].text == "7,400").subject["en"] == "Lockbay"
    # `that it would cut the price of its A100 instances`: the instances' price
    text = (
        "Halyard Compute said on Monday that it would cut the price of its A100 instances to $1.49."
    )
    [claim] = story_claims([make_article(text, owner="wire")], GLOSSARY)
    assert claim.subject["en"] == "Halyard Compute's A100 instances"


def test_a_market_trackers_figure_is_of_the_market_it_counts() -> None:
    index = make_article(
        "The average used car was advertised at £16,840 in October.",
        owner="carwright",
        publisher="Carwright Analytics",
    )
    [claim] = story_claims([index], GLOSSARY)
    assert claim.subject["en"] == "average used car"  # not Carwright's own price
