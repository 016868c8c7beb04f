"""The web face: the HTTP routes, the WebSocket endpoints and their typed messages
(:mod:`.protocol`), who may do what from where (:mod:`.access`, :mod:`.limits`), the pages, and
the health probes."""
