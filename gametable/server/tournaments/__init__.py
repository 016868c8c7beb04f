"""Tournaments in the server: the director of each (:mod:`.director`), one per tournament
across a cluster (:mod:`.lease`), the formats behind one face (:mod:`.formats`), what a new
tournament may be (:mod:`.rules`), the schedule file (:mod:`.schedule`), the rows
(:mod:`.records`), what pages are shown (:mod:`.describe`) and the service the routes use
(:mod:`.service`). The formats' rules are the library's: :mod:`gametable.tournaments`."""
