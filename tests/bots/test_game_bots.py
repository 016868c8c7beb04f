"""Every game's bots: legal moves only, from views only; hints; the heuristic's judgement."""

import json

import pytest

import gametable
from gametable.bots import available, make
from gametable.bots.hints import hint
from gametable.bots.search import Budget
from gametable.bots.searchbot import SearchBot
from gametable.cli import main
from tests.hidden import CARD, card_tokens, hidden_cards

GAMES = {
    "balloon-cup": {},
    "baloot": {"hands": 1},
    "climbing": {},
}
TINY = Budget(iterations=8, seconds=0.5, determinizations=2)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_bots_play_legal_moves_from_views_holding_no_hidden_card(game):
    """Spies stand between the table and the bots: each call carries the seat's view only."""
    state = gametable.new_game(game, seed=3, **GAMES[game])
    assert sorted(available(game)) == ["heuristic", "random", "search"]
    calls = []

    def spy(bot):
        real = bot.choose

        def choose(view, legal_moves):
            calls.append(1)
            assert isinstance(view, dict) and view["seat"] == seat
            assert view == state.view(seat)  # exactly the view, nothing else
            if game in CARD:  # no card the seat may not know (read off the engine's state)
                assert not card_tokens(view, game) & hidden_cards(state, seat, named)
            move = real(view, legal_moves)
            assert move in legal_moves
            return move

        bot.choose = choose
        return bot

    bots = []
    for s in range(state.num_seats):
        name = ("search", "heuristic")[s % 2]
        bot = make(name, game, seed=s, level="easy")
        if isinstance(bot, SearchBot):
            bot.budget = TINY
        bots.append(spy(bot))
    decisions = 0
    named: set[str] = set()  # the cards the moves so far name (every move here is public)
    while not state.over and decisions < 60:
        for seat in state.to_act:
            move = bots[seat].choose(state.view(seat), state.legal_moves(seat))
            state.play(seat, move)
            if game in CARD:
                named |= card_tokens(move, game)
            decisions += 1
            if state.over:
                break
    assert calls


@pytest.mark.parametrize("game", sorted(GAMES))
def test_hint_for_every_game(game):
    state = gametable.new_game(game, seed=5, **GAMES[game])
    seat = state.to_act[0]
    answer = hint(game, state.view(seat), state.legal_moves(seat), level="easy")
    assert answer["move"] in state.legal_moves(seat)
    assert 0.0 <= answer["win_chance"] <= 1.0
    json.dumps(answer)


def test_hint_command_replays_a_record(tmp_path, capsys):
    from gametable.core.records import Recorder

    state = gametable.new_game("climbing", seed=2)
    recorder = Recorder(state)
    for seat in state.to_act:
        recorder.play(seat, state.legal_moves(seat)[0])
    path = tmp_path / "game.json"
    recorder.record().save(path)
    assert main(["hint", "climbing", "--record", str(path), "--level", "easy", "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["seat"] in state.to_act and answer["move"] in state.legal_moves(answer["seat"])
    assert main(["hint", "climbing", "--record", str(path), "--seat", "5"]) == 2


def test_balloon_cup_heuristic_never_completes_a_lost_tile():
    from gametable.games.balloon_cup.bots import BalloonCupHeuristic, placement_value

    view = gametable.new_game("balloon-cup", seed=1).view(0)
    # tile 1 on its plains side, one green cube: seat 1 shows green4, seat 0's side is open
    view["tiles"][0].update(
        side="plains", cubes=["green"], cards=[[], ["green4"]], sums=[0, 4],
        free=[{"green": 1}, {}],
    )
    view["hand"] = ["green12", "green1", "red7"]
    worth = {c: 1.0 for c in ("red", "yellow", "green", "blue", "gray")}
    assert placement_value(view, "green12@1:0", worth) < -100  # 12 > 4 on the plains: lost
    assert placement_value(view, "green1@1:0", worth) > 0  # 1 < 4: won
    bot = BalloonCupHeuristic("balloon-cup", seed=0)
    assert bot.choose(view, ["green12@1:0", "red7@3:1"]) == "red7@3:1"
    assert bot.choose(view, ["green12@1:0", "green1@1:0"]) == "green1@1:0"


def test_climbing_heuristic_takes_the_place_whose_cube_climbs_highest():
    """The heuristic's place is one whose own cube, turned its best way, starts the highest
    reach (worked out here turn by turn on the engine's state)."""
    from gametable.games.climbing.bots import reach_score

    checked = 0
    for seed in range(20):
        state = gametable.new_game("climbing", seed=seed)
        legal = state.legal_moves(0)
        values = {}
        for move in legal:
            best = 0.0
            for turn in range(6):
                trial = state.clone()
                trial.set_pawn(0, trial.move_to_action(move))
                trial.turn_cube(int(move[:-1]), turn)
                best = max(best, reach_score(trial, 0))
            values[move] = best
        chosen = make("heuristic", "climbing", seed=seed).choose(state.view(0), legal)
        assert values[chosen] == max(values.values()), (seed, chosen, values)
        checked += len(set(values.values())) > 1
    assert checked >= 5


def test_climbing_search_steps_aside_from_the_cube_the_others_are_expected_to_take():
    """Places are chosen at once, and two places on one cube clash like one place: a search
    that took the heuristic's best place would meet the heuristic there, so it takes its best
    place on another cube, never the cube of the heuristic's choice from the other seat."""
    from gametable.games.climbing.bots import ClimbingHeuristic

    stepped = 0
    for seed in range(12):
        state = gametable.new_game("climbing", seed=seed)
        legal = state.legal_moves(0)
        if len({move[:-1] for move in legal}) < 2:
            continue
        heuristic = ClimbingHeuristic("climbing", seed=seed)
        theirs = heuristic.choose(state.view(1), state.legal_moves(1))
        ours = make("search", "climbing", seed=seed, level="easy").choose(state.view(0), legal)
        assert ours[:-1] != theirs[:-1], (seed, ours, theirs)
        stepped += 1
    assert stepped >= 8


def test_climbing_search_samples_the_others_secret_choice_from_its_model():
    """In a simultaneous phase a sample has the other seat's choice made: the heuristic's
    when the model says so, any legal one otherwise; the seat's own choice stays open."""
    import random

    from gametable.games.climbing.bots import ClimbingHeuristic
    from tests.bots.helpers import random_prefix

    for seed in range(100):  # a pointing phase where seat 1 has a real choice
        state = random_prefix("climbing", seed, 9, placement="random")
        if (not state.over and state.view(0)["phase"] == "point"
                and set(state.to_act) == {0, 1} and len(state.legal_moves(1)) > 2):
            break
    else:
        raise AssertionError("no such position")
    view = state.view(0)
    bot = make("search", "climbing", seed=1, level="easy")
    bot.opponent_model = 1.0
    bot._predicted = {}
    sample = bot.sample(view, random.Random(2))
    assert sample.to_act == (0,)
    expected = ClimbingHeuristic("climbing", seed=1).choose(state.view(1), state.legal_moves(1))
    assert sample.to_json()["pending"][1] == expected
    bot.opponent_model = 0.0
    chosen = {bot.sample(view, random.Random(k)).to_json()["pending"][1] for k in range(30)}
    assert chosen <= set(state.legal_moves(1)) and len(chosen) > 1


@pytest.mark.parametrize("pair", [("heuristic", "heuristic"), ("search", "heuristic")])
def test_climbing_bots_that_choose_alike_still_settle_their_places(pair):
    """Two players who pick places on one cube void them and choose again; bots that always
    agree would meet until the lot places them after five rounds. They toss a coin instead."""
    by_lot = 0
    for seed in range(25):
        state = gametable.new_game("climbing", seed=seed)
        bots = [make(name, "climbing", seed=7, level="easy") for name in pair]
        while state.view(0)["phase"] == "place":
            for seat in state.to_act:
                state.play(seat, bots[seat].choose(state.view(seat), state.legal_moves(seat)))
        by_lot += state.view(0)["placement_rounds"] == 5
    assert by_lot <= 2, f"{by_lot} of 25 placements ran to the lot's round"


def test_baloot_search_falls_back_to_the_heuristic_when_no_deal_fits(monkeypatch):
    """When the sampler finds no deal for the view (rare), a move and a hint still come back:
    the heuristic's card, with no chance of winning claimed (a hint shows an even 50 %)."""
    from gametable.games.baloot import bots as baloot_bots
    from gametable.games.baloot.sampler import SampleError

    def no_deal(view, rng, tries=60):
        raise SampleError("no deal fits the view")

    state = gametable.new_game("baloot", seed=3, hands=1)
    players = [make("heuristic", "baloot", seed=s) for s in range(4)]
    while state.view(None)["phase"] != "playing":
        seat = state.to_act[0]
        state.play(seat, players[seat].choose(state.view(seat), state.legal_moves(seat)))
    seat = state.to_act[0]
    view, legal = state.view(seat), state.legal_moves(seat)
    monkeypatch.setattr(baloot_bots, "sample_state", no_deal)
    expected = baloot_bots.BalootHeuristic("baloot", seed=7).choose(view, legal)
    bot = make("search", "baloot", seed=7, level="hard")
    assert bot.choose(view, legal) == expected
    assert bot.last.iterations == 0
    again = make("search", "baloot", seed=7, level="hard").analyse(view, legal)
    assert again.move == expected and again.stats == []
    advice = hint("baloot", view, legal, level="easy")
    assert advice["move"] in legal and advice["win_chance"] == 0.5 and advice["moves"] == []


def test_no_baloot_bot_calls_akka_with_its_last_card():
    """Akka on the hand's last trick tells nobody anything (every seat has one card left and
    must play it); a player read a bot's "Q♣ · Akka" there as a mistake. Neither bot says it,
    whenever the rules would let it."""
    offered = 0
    for seed in range(12):
        state = gametable.new_game("baloot", seed=seed, hands=1)
        players = [make("heuristic", "baloot", seed=seed), make("search", "baloot", seed=seed,
                                                                level="easy")] * 2
        while not state.over:
            seat = state.to_act[0]
            view, legal = state.view(seat), state.legal_moves(seat)
            if view["phase"] == "playing" and len(view["hand"]) == 1:
                offered += any(m.endswith("+akka") for m in legal)
                for bot in (players[0], tiny_search(seed)):
                    assert not bot.choose(view, legal).endswith("+akka"), (seed, legal)
            state.play(seat, players[seat].choose(view, legal))
    assert offered  # the rules offered it on some last card


def tiny_search(seed: int) -> SearchBot:
    """Baloot's search bot on a budget of a few play-outs (a test's)."""
    bot = make("search", "baloot", seed=seed, level="easy")
    bot.budget = TINY
    return bot


def test_the_baloot_search_follows_a_lost_trick_with_its_cheapest_card():
    """Sun, the other team's Ace of diamonds leads and nothing unseen beats it: with the Ten
    and the Queen the search followed with either by noise (its hint said the Ten: 10 points
    given where 3 did, and the suit's next master thrown away). It gives the Queen."""
    from gametable.games.baloot.bots import cheapest_in_a_lost_trick

    view = {"phase": "playing", "seat": 0, "contract": {"type": "sun", "trump": None},
            "hand": ["TD", "QD", "AS", "KS", "9C", "8C", "7H", "JH"],
            "trick": {"cards": [[3, "AD"]]}, "tricks": []}
    assert cheapest_in_a_lost_trick(view, ["TD", "QD"]) == "QD"
    # the partner still to play could beat it (Hokum, diamonds not trumps: a trump could):
    hokum = {**view, "contract": {"type": "hokum", "trump": "S"}, "hand": view["hand"]}
    assert cheapest_in_a_lost_trick(hokum, ["TD", "QD"]) is None
    # the trick is your partner's, or a card of yours wins it: every card is weighed
    partners = {**view, "trick": {"cards": [[1, "7D"], [2, "AD"], [3, "8D"]]}}
    assert cheapest_in_a_lost_trick(partners, ["TD", "QD"]) is None
    yours = {**view, "trick": {"cards": [[3, "KD"]]}, "hand": ["AD", "QD", *view["hand"][2:]]}
    assert cheapest_in_a_lost_trick(yours, ["AD", "QD"]) is None
    # and the search's root takes only that card
    bot = make("search", "baloot", seed=1, level="easy")
    assert bot.candidates(view, ["TD", "QD"]) == ["QD"]
    # leading, an Ace is offered with Akka by the rules; the search (and its hint) never says
    # it, as the page has no such button
    lead = {**view, "contract": {"type": "hokum", "trump": "S"}, "trick": {"cards": []}}
    assert "AS+akka" not in bot.candidates(lead, ["AS", "AS+akka", "KS", "9C"])


def test_an_easy_baloot_bots_slip_in_play_is_a_plain_card():
    """An easy bot's slip is a random legal move: in play it said "A♣ · Akka" (an Ace is the
    suit's master for all to see: no player says it). Its slips are plain cards."""
    bot = make("heuristic", "baloot", seed=0)
    legal = ["AC", "AC+akka", "KS", "KS+akka", "9H"]
    view = {"phase": "playing"}
    assert bot.slips(view, legal) == ["AC", "KS", "9H"]
    easy = make("heuristic", "baloot", seed=3, level="easy")
    for seed in range(6):
        state = gametable.new_game("baloot", seed=seed, hands=1)
        while not state.over:
            seat = state.to_act[0]
            move = easy.choose(state.view(seat), state.legal_moves(seat))
            assert not (move.endswith("+akka") and move[0] == "A"), (seed, move)
            state.play(seat, move)


def test_an_easy_baloot_bots_slip_in_the_calls_passes_only_a_borderline_hand():
    """A slip in the calls is a pass, but not of a hand well over the bar (every slip a pass
    left a third of easy tables' deals passed by all): a strong hand's "slip" is its bid."""
    bot = make("heuristic", "baloot", seed=0)
    seen = set()
    for seed in range(200):
        state = gametable.new_game("baloot", seed=seed)
        seat = state.to_act[0]
        view, legal = state.view(seat), state.legal_moves(seat)
        choice = bot.bid(view, legal)
        if choice == "pass":
            assert bot.slips(view, legal) == ["pass"]
            continue
        plain = bot.plain_buy(view, choice)
        assert bot.slips(view, legal) == ([choice] if plain else ["pass"]), (seed, choice)
        seen.add(plain)
    assert seen == {True, False}  # both kinds of hand were met


def test_easy_baloot_tables_pass_out_few_more_deals_than_the_heuristics():
    """Deals passed by all at an easy table, against the heuristic's own (the same deals):
    bench/baloot_calls.py measures it over more deals."""
    from bench.baloot_calls import passed_out

    deals = range(150)
    assert passed_out("easy", deals) <= passed_out(None, deals) + 0.08 * len(deals)
