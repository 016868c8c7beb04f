"""The tables: a table's round (:mod:`.round`: every change goes one way), its clocks, bots,
hints, dealing, chat and rematch, the live table and its messages (:mod:`.live`), and the
manager of every table of a process (:mod:`.manager`)."""
