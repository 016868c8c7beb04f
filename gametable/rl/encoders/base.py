"""What every observation encoder is: a fixed-size float vector built from one seat's view.

An encoder sees ``state.view(seat)`` and nothing else (it is never handed the state), so an
observation can hold only what the seat may know. Every value lies in ``[0, 1]``: one-hot
codes, bits and counts divided by their maximum. :class:`Layout` names the slices of the
vector, so the encoding is documented by the code that writes it and OpenSpiel's observers
can expose the same slices as a dict.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

import numpy as np

from gametable.core.protocol import Seat, View


class Layout:
    """Named, shaped slices of one flat float32 vector."""

    def __init__(self) -> None:
        self.fields: dict[str, tuple[int, tuple[int, ...]]] = {}
        self._spans: list[tuple[str, int, int, tuple[int, ...]]] = []
        self.size = 0

    def add(self, name: str, *shape: int) -> Layout:
        if name in self.fields:
            raise ValueError(f"field {name!r} declared twice")
        count = int(np.prod(shape))
        self.fields[name] = (self.size, tuple(shape))
        self._spans.append((name, self.size, self.size + count, tuple(shape)))
        self.size += count
        return self

    def slices(self, vector: np.ndarray) -> dict[str, np.ndarray]:
        """Writable views of ``vector``, one per field, in its declared shape."""
        return {name: vector[start:end].reshape(shape) for name, start, end, shape in self._spans}

    def describe(self) -> str:
        """One line per field: name, shape and offset (for docs and error messages)."""
        return "\n".join(
            f"{name:24s} {'x'.join(map(str, shape)):>10s}  @ {start}"
            for name, (start, shape) in self.fields.items()
        )


class Encoder(ABC):
    """Turns a seat's view into a fixed-size vector; one subclass per game.

    ``options`` are the game's options and ``num_seats`` its seat count: both public, both
    fixed for an environment's lifetime, so the size never changes between episodes.
    """

    #: registry name of the game this encoder reads
    game: str = ""

    def __init__(self, options: dict[str, Any], num_seats: int) -> None:
        self.options = dict(options)
        self.num_seats = num_seats
        self.layout = self.build_layout()

    @abstractmethod
    def build_layout(self) -> Layout:
        """Declare the fields of the vector."""

    @abstractmethod
    def fill(self, out: dict[str, np.ndarray], view: View, seat: Seat) -> None:
        """Write ``view`` (seat ``seat``'s view) into the zeroed field slices ``out``."""

    @property
    def size(self) -> int:
        return self.layout.size

    def encode(self, view: View, seat: Seat) -> np.ndarray:
        """The observation vector of ``seat`` built from ``view`` (its own view) alone."""
        vector = np.zeros(self.layout.size, dtype=np.float32)
        self.fill(self.layout.slices(vector), view, seat)
        return vector

    def potential(self, view: View) -> list[float] | None:
        """Per-seat progress read from the public part of any view, for shaped rewards.

        A shaped reward is the change of this figure between steps (potential-based, so it
        leaves the best policy unchanged). ``None``: the game has no shaping.
        """
        return None

    def max_game_length(self) -> int:
        """An upper bound on the decisions in one game (OpenSpiel asks for it)."""
        return 10_000
