"""``gametable render climbing --position FILE --out pyramid.svg``: draw a position as SVG.

FILE is JSON: a saved state (``to_json``), a setup (``{"cubes": [...], "pawns": [...]}``) or a
game record (its moves are replayed to the end).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from gametable.core.errors import BadOptions


def load_position(path: str | Path) -> Any:
    """A climbing state from any of the three kinds of file."""
    import gametable
    from gametable.core.records import Record, replay

    try:
        data = json.loads(Path(path).read_text())
    except (OSError, json.JSONDecodeError) as error:
        raise BadOptions(f"cannot read {path}: {error}") from None
    if not isinstance(data, dict):
        raise BadOptions(f"{path}: expected a JSON object")
    if "moves" in data:
        return replay(Record.from_dict(data))
    if "phase" in data:
        return gametable.from_json(data)
    options = data.pop("options", {}) if "cubes" in data else {}
    return gametable.new_game("climbing", setup=data, **options)


def cmd_render(args: argparse.Namespace) -> int:
    from gametable.games.climbing.svg import pyramid_svg

    if args.game != "climbing":
        raise BadOptions("only the climbing game has a picture to render")
    state = load_position(args.position)
    Path(args.out).write_text(pyramid_svg(state.view(args.seat)))
    print(f"wrote {args.out}")
    return 0


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Add the ``render`` sub-command to the ``gametable`` command."""
    render = sub.add_parser("render", help="draw a climbing position as an isometric SVG")
    render.add_argument("game", help="climbing")
    render.add_argument("--position", required=True, help="saved state, setup or record (JSON)")
    render.add_argument("--out", default="pyramid.svg", help="SVG file to write")
    render.add_argument("--seat", type=int, default=None, help="draw as this seat sees it")
    render.set_defaults(func=cmd_render)
