"""The default of every server setting, in one place: ``gametable serve`` options, the
``create_app`` keywords and the docs take them from here (no imports: the command line reads
this without loading the server)."""

#: seconds a bot waits before it moves, so people can follow
BOT_DELAY = 0.6
#: worker processes for search bots and hints (``gametable serve``; ``create_app`` runs 0,
#: a thread of its own process, unless told)
COMPUTE_PROCESSES = 2
#: unfinished tables the server holds in all; creating more is refused (503)
MAX_OPEN_TABLES = 5000
#: seconds an unfinished table nobody is connected to stays loaded before it is archived
ARCHIVE_AFTER = 3 * 24 * 3600.0
#: seconds a write may wait for the database before what it stores is undone and refused
STORE_TIMEOUT = 10.0
#: seconds before a bot whose move was not stored tries again
BOT_RETRY = 2.0
