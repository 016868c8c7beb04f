"""The bots a table seats (gametable/server/tables/seats.py): each seat's bot at its level, the
easy heuristic bot with its slips, and one that no longer exists replaced by the random bot."""

from gametable.bots.base import RandomBot
from gametable.bots.handicap import Slipping
from gametable.bots.searchbot import SearchBot
from gametable.server.tables.live import SeatInfo
from gametable.server.tables.seats import make_bots


def test_each_seat_gets_its_bot_at_its_level(caplog):
    seats = [
        SeatInfo("human", "Ann", None, None, None),
        SeatInfo("bot", "Faisal", "heuristic", "easy", None),
        SeatInfo("bot", "Noura", "heuristic", None, None),
        SeatInfo("bot", "Salem", "search", "hard", None),
    ]
    bots = make_bots("t1", "baloot", 7, seats)
    assert sorted(bots) == [1, 2, 3]
    assert isinstance(bots[1], Slipping) and bots[1].level == "easy"
    assert not isinstance(bots[2], Slipping) and bots[2].name == "heuristic"
    assert isinstance(bots[3], SearchBot) and bots[3].level == "hard"
    gone = [SeatInfo("bot", "Old", "oracle", "easy", None)]
    assert isinstance(make_bots("t2", "climbing", 7, gone)[0], RandomBot)
    assert "a random bot sits in" in caplog.text
