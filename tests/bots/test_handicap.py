"""The levels a table seats (gametable/bots/handicap.py): the easy heuristic bot slips, the
other levels are the bots as they are, and the slips are the seed's."""

import pytest

import gametable
from gametable.bots import handicap, make
from gametable.bots.searchbot import SearchBot
from gametable.core.errors import BadOptions

GAMES = ("balloon-cup", "baloot", "climbing")


def moves_of(bot_of, game: str, seed: int) -> list:
    """The moves of a whole game where every seat is ``bot_of(seat)``."""
    state = gametable.new_game(game, seed=seed)
    bots = [bot_of(seat) for seat in range(state.num_seats)]
    played = []
    while not state.over:
        for seat in state.to_act:
            legal = state.legal_moves(seat)
            move = bots[seat].choose(state.view(seat), legal)
            assert move in legal
            played.append(move)
            state.play(seat, move)
            if state.over:
                break
    return played


@pytest.mark.parametrize("game", GAMES)
def test_the_easy_heuristic_bot_slips_and_plays_on_legally(game):
    def easy(seat):
        return handicap.make("heuristic", game, seed=10 + seat, level="easy")

    def medium(seat):
        return handicap.make("heuristic", game, seed=10 + seat, level="medium")

    slipping = moves_of(easy, game, 5)
    assert slipping == moves_of(easy, game, 5)  # the seed's slips, the same every time
    as_it_is = moves_of(lambda seat: make("heuristic", game, seed=10 + seat), game, 5)
    assert moves_of(medium, game, 5) == as_it_is  # medium (and hard) is the bot itself
    assert slipping != as_it_is


def test_the_share_of_slips():
    """About 30 % of the decisions with a choice are random: the inner bot is asked the rest."""
    bot = handicap.make("heuristic", "balloon-cup", seed=1, level="easy")
    assert isinstance(bot, handicap.Slipping) and bot.name == "heuristic"
    asked = []
    bot.inner.choose = lambda view, legal: asked.append(1) or legal[0]
    for _ in range(2000):
        bot.choose({}, ["a", "b", "c"])
    assert 0.25 < 1 - len(asked) / 2000 < 0.35
    asked.clear()
    for _ in range(50):  # no choice, no slip: the inner bot answers every time
        assert bot.choose({}, ["only"]) == "only"
    assert len(asked) == 50


def test_other_bots_are_made_as_they_are():
    search = handicap.make("search", "climbing", seed=1, level="easy")
    assert isinstance(search, SearchBot) and search.level == "easy"  # its own levels
    assert type(handicap.make("random", "climbing", seed=1, level="easy")).__name__ == "RandomBot"
    assert not isinstance(handicap.make("heuristic", "baloot", seed=1), handicap.Slipping)
    with pytest.raises(BadOptions, match="unknown bot level"):
        handicap.make("heuristic", "baloot", level="grandmaster")
    with pytest.raises(BadOptions, match="no bot"):
        handicap.make("oracle", "baloot", level="easy")



def test_an_easy_baloot_bots_slips_in_the_calls_are_passes():
    """A slip in the calls is a pass: at random among the calls the easy bots bought Sun at
    two slips in three, and failed hand after hand. (A hand well over the bar is bought even
    so: tests/bots/test_game_bots.py.)"""
    bot = handicap.make("heuristic", "baloot", seed=3, level="easy")
    bot.inner.bid = lambda view, legal: "sun"
    bot.inner.plain_buy = lambda view, bid: False  # a borderline hand
    bot.inner.double = lambda view, legal: legal[0]
    bot.inner.play_card = lambda view, legal: legal[0]
    calls = {bot.choose({"phase": "bidding"}, ["hokum", "pass", "sun"]) for _ in range(300)}
    assert calls == {"sun", "pass"}  # its own call, or a slip: a pass
    cards = {bot.choose({"phase": "playing"}, ["7H", "8H", "9H"]) for _ in range(300)}
    assert cards == {"7H", "8H", "9H"}  # in play a slip is any legal card


def test_easy_baloot_bots_buy_about_as_often_as_the_heuristic_bot():
    """Over whole games the easy bots' contracts fail about as often as the bot's own do."""
    def contracts(bot_of) -> tuple[int, int]:
        bought = failed = 0
        for seed in range(6):
            state = gametable.new_game("baloot", seed=seed, hands=4)
            bots = [bot_of(seat, seed) for seat in range(4)]
            while not state.over:
                seat = state.to_act[0]
                state.play(seat, bots[seat].choose(state.view(seat), state.legal_moves(seat)))
            for row in state.view(None)["score_sheet"]:
                if row["contract"]:
                    bought += 1
                    failed += row["outcome"] != "made"
        return bought, failed

    easy = contracts(lambda seat, seed: handicap.make("heuristic", "baloot", seed=seed * 4 + seat,
                                                      level="easy"))
    medium = contracts(lambda seat, seed: make("heuristic", "baloot", seed=seed * 4 + seat))
    assert easy[1] / easy[0] <= medium[1] / medium[0] + 0.2, (easy, medium)
