"""What the server tests share, in one place (no test module is imported by another):

- ``tables``: making a table over the API (``create``, ``try_create``) and playing it out;
- ``sockets``: reading a table's WebSocket until a message comes;
- ``waiting``: polling until something holds (on the event loop, or by the clock);
- ``people``: browsers with addresses and cookies of their own, guests and accounts;
- ``guests``: a test client signed in as a guest made without any route;
- ``fakegame``: the server tests' toy card game and its descriptor;
- ``faulty``: a store that fails or stalls on command;
- ``loops``: a coroutine run on an event loop of its own;
- ``procs``: the real server as a separate process;
- ``pg``: a throw-away PostgreSQL cluster;
- ``cluster``: scripts/cluster.sh's PostgreSQL, HAProxy and ``serve --cluster`` processes;
- ``push``: a push service of the test's own that decrypts what the server pushes;
- ``tournaments``: a server taking bot entrants, a tournament made over the API, its end
  awaited, and an arena's points worked out again from its games.
"""
