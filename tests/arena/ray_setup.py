"""Run in every Ray worker of the ray test: register the toy game there too."""


def register_toy() -> None:
    import sys

    from gametable.core.registry import REGISTRY, GameEntry
    from tests.bots import toy

    REGISTRY["tricks"] = GameEntry("tricks", toy.__name__, "Tricks")
    sys.modules.setdefault(toy.__name__, toy)
