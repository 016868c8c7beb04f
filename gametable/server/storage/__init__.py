"""Storage: the schema of every feature (:mod:`.schema`), the one writer with its group commit
(:mod:`.store`), the reads (:mod:`.reads`) and which database (:mod:`.database`)."""
