"""The queue: quick play's pure matchmaking (:mod:`.matchmaking`), its service on the event loop
(:mod:`.quickplay`) and its cluster form (:mod:`.sharedqueue`)."""
