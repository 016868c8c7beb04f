"""The sockets' messages are typed values, read in one place (gametable/server/web/protocol.py)."""

from __future__ import annotations

import pytest

from gametable.server.errors import RequestError
from gametable.server.web import protocol as P


def test_every_table_message_reads_as_its_type_with_its_fields():
    assert P.parse_table_message({"type": "move", "move": "3R", "turn": 2}) == P.Move("3R", 2)
    assert P.parse_table_message({"type": "hint", "level": "hard"}) == P.Hint("hard")
    assert P.parse_table_message({"type": "rematch"}) == P.Rematch(True)
    assert P.parse_table_message({"type": "mute", "seats": [1]}) == P.Mute([1])
    for kind in P.TABLE_MESSAGES:
        assert isinstance(P.parse_table_message({"type": kind}), P.Inbound), kind


def test_what_a_move_costs_and_what_is_answered_signed_out():
    assert P.Move.charge == "move" and P.Hint.charge == "hint" and P.Rematch.charge == "create"
    assert {k for k, read in P.TABLE_MESSAGES.items() if read({}).signed_out_ok} == {
        "time", "ping", "state"}


@pytest.mark.parametrize("message, error", [
    ([1, 2], "a message is a JSON object with a 'type'"),
    ({"type": "teleport"}, "unknown message type 'teleport'"),
    ({"type": 7}, "unknown message type 7"),
    ({"type": "rematch", "accept": "yes"}, "'accept' is true or false"),
])
def test_a_bad_table_message_says_what_is_wrong(message, error):
    with pytest.raises(RequestError, match=error):
        P.parse_table_message(message)


def test_queue_messages_are_their_own_kinds():
    assert P.parse_queue_message({"type": "join", "game": "g", "party": True}) == P.Join(
        game="g", party=True)
    assert P.parse_queue_message({"type": "party_join", "code": "ab"}) == P.PartyJoin("ab")
    with pytest.raises(RequestError, match="'party' is true or false"):
        P.parse_queue_message({"type": "join", "party": 1})
    with pytest.raises(P.UnknownMessage):
        P.parse_queue_message({"type": "move"})  # a table's message, not the queue's
