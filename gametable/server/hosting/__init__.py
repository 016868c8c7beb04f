"""Hosting: one process alone or one of a cluster behind one interface (:mod:`.hosts`), table
leases and fencing (:mod:`.leases`), ownership and handoffs (:mod:`.ownership`), and ``gametable
serve`` itself (:mod:`.cli`)."""
