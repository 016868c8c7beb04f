"""``gametable hint GAME --record FILE [--seat N] [--level L]``: the move the search suggests."""

from __future__ import annotations

import argparse
import json

from gametable.core.errors import BadOptions


def add_parser(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "hint", help="replay a record and suggest a move (with a win chance) for a seat to act"
    )
    parser.add_argument("game")
    parser.add_argument("--record", required=True, help="game record (JSON) to replay")
    parser.add_argument("--seat", type=int, help="the seat to advise (default: first to act)")
    parser.add_argument("--level", default="medium", choices=("easy", "medium", "hard"))
    parser.add_argument("--json", action="store_true", help="print the hint as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from gametable.bots.hints import hint
    from gametable.core.records import Record, replay
    from gametable.core.registry import game_entry

    record = Record.load(args.record)
    if game_entry(record.game).name != args.game:
        raise BadOptions(f"the record is a game of {record.game}, not {args.game}")
    state = replay(record)
    if state.over:
        raise BadOptions(f"the game in the record is over (result {state.scores})")
    seat = state.to_act[0] if args.seat is None else args.seat
    if seat not in state.to_act:
        raise BadOptions(f"seat {seat} is not to act (to act: {list(state.to_act)})")
    answer = hint(state.game, state.view(seat), state.legal_moves(seat), level=args.level)
    answer["seat"] = seat
    if args.json:
        print(json.dumps(answer))
        return 0
    print(f"seat {seat}: play {answer['move']}  (win chance {answer['win_chance']:.0%}, "
          f"{answer['iterations']} iterations in {answer['seconds']:.2f} s, level {args.level})")
    for entry in answer["moves"][:5]:
        print(f"  {entry['move']:>16}  visits {entry['visits']:>5}  win {entry['win_chance']:.0%}")
    return 0
