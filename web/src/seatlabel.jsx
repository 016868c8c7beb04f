// A seat's name where it sits beside marks and a clock (the seat strip, the Baloot board): on
// one line, cut with an ellipsis when the seat is too narrow for it, so that a long name never
// pushes the clock out or runs into it; the whole name is its title. "(you)" and the other
// marks are parts of their own beside it, so that they stay in view when the name is cut.

/** The name ``name`` as one part of a seat's label (styled by .seat-name in table.css). */
export function SeatName({ name }) {
  return (
    <span class="seat-name" dir="auto" title={name}>
      {name}
    </span>
  );
}
