"""``python -m gametable``: the ``gametable`` command, for where its script is not on PATH."""

import sys

from gametable.cli import main

sys.exit(main())
