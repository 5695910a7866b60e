"""Each decision is filed under the kinds it is: positions of every kind, built by hand."""

from __future__ import annotations

import pytest

from ofc_desktop.bots.decision_kinds import (
    CHASE_LATE,
    CLOSED_GAME,
    FANTASYLAND_CHASE,
    FANTASYLAND_SET,
    FOUL_RISK,
    FOUL_RISK_EARLY,
    FOUL_RISK_LATE,
    HIGH_CARD_TOP_EARLY,
    LATER_STREET,
    LOW_PAIR_TOP_EARLY,
    OPENING,
    PINEAPPLE_DISCARD,
    PlayOutcome,
    classify,
    kind_name,
    leak_words,
)
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.position_notation import parse_position
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import PlayerView

CLASSIC = RuleSet()
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)


def _view(notation: str, rules: RuleSet = CLASSIC) -> PlayerView:
    return parse_position(notation, rules).view()


def _play(view: PlayerView, rows: dict[str, str], discard: str = "") -> Decision:
    held = list(view.held)

    def take(text: str) -> Card:
        card = next(card for card in held if card.text == text)
        held.remove(card)
        return card

    placements = tuple((take(text), row) for row, texts in rows.items() for text in texts.split())
    return Decision(placements, tuple(take(text) for text in discard.split()))


def _outcome(decision: Decision, foul: float = 0.0, stderr: float = 0.0) -> PlayOutcome:
    return PlayOutcome(decision, foul, stderr)


def test_the_opening_set_up() -> None:
    view = _view("hand As Kd 7c 7h 2s ; opp ; button 1")
    chosen = _play(view, {"middle": "7c 7h", "bottom": "As Kd 2s"})
    found = classify(view, _outcome(chosen), _outcome(chosen))
    assert found.situation == OPENING and found.kinds == (OPENING,) and found.leak == OPENING


def test_a_later_street_placement() -> None:
    view = _view(
        "top 4s | mid 9h 9c | bot Ah Kh ; hand 8c ; opp top 2c | mid 5s 5h | bot 3c 3d ; "
        "button Opp1"
    )
    chosen = _play(view, {"bottom": "8c"})
    best = _play(view, {"middle": "8c"})
    found = classify(view, _outcome(chosen), _outcome(best))
    assert found.kinds == (LATER_STREET,) and found.leak == LATER_STREET


def test_a_pineapple_discard_other_than_the_best_plays() -> None:
    view = _view(
        "top Qs | mid 9h 9c | bot Ah Kh ; hand 9d 8c 2h ; opp top Kc | mid 5s 5h | bot 2c 3c ; "
        "button Opp1",
        PINEAPPLE,
    )
    chosen = _play(view, {"middle": "9d", "bottom": "2h"}, "8c")
    best = _play(view, {"middle": "9d", "bottom": "8c"}, "2h")
    found = classify(view, _outcome(chosen), _outcome(best))
    assert found.kinds == (LATER_STREET, PINEAPPLE_DISCARD)
    assert found.leak == PINEAPPLE_DISCARD
    same = classify(view, _outcome(best), _outcome(best))
    assert PINEAPPLE_DISCARD not in same.kinds


def test_a_low_pair_kept_on_top_early_is_a_chase_below_the_entry() -> None:
    view = _view("hand 7c 7h As Kd 2s ; opp ; button 1")
    chosen = _play(view, {"top": "7c 7h", "bottom": "As Kd 2s"})
    best = _play(view, {"middle": "7c 7h", "bottom": "As Kd 2s"})
    found = classify(view, _outcome(chosen), _outcome(best))
    assert FANTASYLAND_CHASE in found.kinds and found.leak == LOW_PAIR_TOP_EARLY
    assert leak_words(found.leak) == ("keeping a pair below Queens on top in the first two streets")


def test_a_queen_on_top_early_is_a_high_card_chase_and_a_pair_of_queens_is_no_low_pair() -> None:
    view = _view("hand Qc 7h As Kd 2s ; opp ; button 1")
    chosen = _play(view, {"top": "Qc", "middle": "7h", "bottom": "As Kd 2s"})
    found = classify(view, _outcome(chosen), _outcome(chosen))
    assert found.leak == HIGH_CARD_TOP_EARLY
    queens = _view(
        "top Qs | mid 9h 9c | bot Ah Kh ; hand Qd ; opp top 2c | mid 5s 5h | bot 3c 3d ; "
        "button Opp1"
    )
    paired = classify(
        queens, _outcome(_play(queens, {"top": "Qd"})), _outcome(_play(queens, {"top": "Qd"}))
    )
    assert paired.leak == HIGH_CARD_TOP_EARLY  # street 1, queens enter: no low pair


def test_a_chase_on_a_later_street() -> None:
    view = _view(
        "top 4s | mid 9h 9c 8s | bot Ah Kh 2d ; hand Kc ; opp top 2c | mid 5s 5h 6h "
        "| bot 3c 3d 7d ; button Opp1"
    )
    assert view.street >= 2
    chosen = _play(view, {"top": "Kc"})
    found = classify(view, _outcome(chosen), _outcome(_play(view, {"bottom": "Kc"})))
    assert found.leak == CHASE_LATE


@pytest.mark.parametrize(("street_cards", "leak"), [(0, FOUL_RISK_EARLY), (3, FOUL_RISK_LATE)])
def test_a_foul_risk_taken(street_cards: int, leak: str) -> None:
    if street_cards == 0:
        view = _view("hand As Kd 7c 7h 2s ; opp ; button 1")
        chosen = _play(view, {"top": "As", "middle": "7c 7h", "bottom": "Kd 2s"})
        best = _play(view, {"middle": "7c 7h", "bottom": "As Kd 2s"})
    else:
        view = _view(
            "top 4s | mid 9h 9c 8s | bot Ah Kh 2d ; hand 5c ; opp top 2c | mid 5s 5h 6h "
            "| bot 3c 3d 7d ; button Opp1"
        )
        chosen = _play(view, {"middle": "5c"})
        best = _play(view, {"bottom": "5c"})
    found = classify(view, _outcome(chosen, 0.30, 0.01), _outcome(best, 0.10, 0.01))
    assert FOUL_RISK in found.kinds
    if street_cards:
        assert found.leak == leak
    # Within the estimate's noise, or too small a difference: no risk taken.
    assert (
        FOUL_RISK
        not in classify(view, _outcome(chosen, 0.30, 0.2), _outcome(best, 0.10, 0.2)).kinds
    )
    assert FOUL_RISK not in classify(view, _outcome(chosen, 0.12), _outcome(best, 0.10)).kinds


def test_a_fantasyland_set_and_a_closed_game_arrangement() -> None:
    hand = "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s Ah"
    view = _view(f"hero fl ; hand {hand} ; opp", PINEAPPLE)
    chosen = _play(
        view,
        {"top": "As Ks Qs", "middle": "Js Ts 9s 8s 7s", "bottom": "6s 5s 4s 3s 2s"},
        "Ah",
    )
    found = classify(view, _outcome(chosen), _outcome(chosen))
    assert found.kinds == (FANTASYLAND_SET,) and found.leak == FANTASYLAND_SET
    closed = _view(f"hand {' '.join(hand.split()[:13])} ; opp", RuleSet(variant=Variant.CHINESE))
    chosen = _play(
        closed,
        {"top": "As Ks Qs", "middle": "Js Ts 9s 8s 7s", "bottom": "6s 5s 4s 3s 2s"},
    )
    found = classify(closed, _outcome(chosen), _outcome(chosen))
    assert found.kinds == (CLOSED_GAME,)


def test_every_kind_has_a_name() -> None:
    from ofc_desktop.bots.decision_kinds import KINDS, LEAKS

    assert len({kind_name(kind) for kind in KINDS}) == len(KINDS)
    assert len({leak_words(leak) for leak in LEAKS}) == len(LEAKS)
