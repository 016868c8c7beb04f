"""People: players, accounts and sessions, devices, ratings and the rules of rated play."""
