"""The terminal picture, the SVG and the render command."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET

from rich.console import Console

import gametable
from gametable.cli import main
from gametable.games.climbing.svg import pyramid_svg
from gametable.games.climbing.terminal import render

from .helpers import FIXTURES, example_setup, new


def text_of(view, seat) -> str:
    console = Console(width=120, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    console.print(render(view, seat))
    return console.export_text()


def test_terminal_picture_shows_views_ids_and_paths():
    state = new(example_setup())
    text = text_of(state.view(1), 1)
    for title in ("top (north up)", "south side", "north side", "east side", "west side"):
        assert title in text
    assert "13" in text and "●" in text and "┃" in text
    assert "paths to cubes [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13]" in text
    assert "← you" in text


def test_terminal_picture_during_placement_and_after_the_end():
    state = new(seed=3)
    assert "free pawn places" in text_of(state.view(0), 0)
    state = new(example_setup())
    state.play(0, "1")
    state.play(1, "13")
    state.play(1, "y-")
    assert "Player 1 wins: their pawn has a path to the top" in text_of(state.view(None), None)


def test_svg_is_well_formed_and_draws_paths(tmp_path):
    state = new(example_setup())
    svg = pyramid_svg(state.view(None))
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    polygons = root.findall(f"{ns}polygon")
    assert len(polygons) > 132  # two drawings of the visible squares (U faces in both)
    lines = root.findall(f"{ns}line")
    assert lines and {line.get("stroke") for line in lines} == {"#e6194b", "#1e90ff"}


def test_render_command_writes_svg(tmp_path):
    out = tmp_path / "p.svg"
    assert main(["render", "climbing", "--position", str(FIXTURES / "rules_example.json"),
                 "--out", str(out)]) == 0
    assert out.read_text().startswith("<svg")
    saved = tmp_path / "state.json"
    state = new(seed=5, placement="random")
    saved.write_text(json.dumps(state.to_json()))
    assert main(["render", "climbing", "--position", str(saved), "--out", str(out)]) == 0
    recorder = gametable.Recorder(new(seed=6))
    first, last = recorder.state.legal_moves(0)[0], recorder.state.legal_moves(1)[-1]
    recorder.play(0, first)
    recorder.play(1, last)
    record = tmp_path / "record.json"
    recorder.record().save(record)
    assert main(["render", "climbing", "--position", str(record), "--out", str(out)]) == 0
