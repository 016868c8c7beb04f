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
#: seconds a request's body may take to arrive once its headers have (a body trickled a byte
#: at a time holds a connection as slow headers do): 408 and the connection closed
BODY_TIMEOUT = 30.0
#: WebSockets one client may hold open at once (a tab per table it plays or watches); 0: no cap
MAX_SOCKETS_PER_CLIENT = 50
#: messages one client may send over its WebSockets (any type: move, hint, state, ping):
#: at most COUNT in any SECONDS
WS_MESSAGE_RATE = (600, 60.0)
#: days a sign-in (a guest's or an account's session) lasts unused; each use extends it
SESSION_DAYS = 90.0
#: seconds a person's seat may stay without a connection before a bot holds it (until the
#: person takes it back)
TAKEOVER_GRACE = 30.0
#: quick play: seconds the oldest person in a queue waits before bots fill the empty seats
QUEUE_FILL_AFTER = 20.0
#: quick play: seconds between two looks at the whole queue (windows widen, bots are due)
QUEUE_TICK = 0.25
#: seconds each step of a new table's dealing phase (commit, then reveal) waits for the seats'
#: own random values (``gametable serve``; ``create_app`` waits 0: no phase, unless told)
DEAL_WAIT = 4.0
#: quick play: seconds a queued person with no queue socket open (and no poll) stays queued
QUEUE_IDLE = 30.0
#: quick play: people from one address waiting in the queue at once (a household, a club);
#: 0: no cap
MAX_QUEUE_PER_ADDRESS = 8
