"""The web app's pages: one HTML shell for every route the front end draws, the service
worker and manifest at the site's root, and the static files."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse, Response
from fastapi.staticfiles import StaticFiles

#: the built front end (``make web``)
STATIC = Path(__file__).resolve().parents[2] / "web" / "static"

NOT_BUILT = "the front end is not built: run `make web`"


async def page() -> Response:
    """The front end's one HTML page (it draws whichever route it was opened at)."""
    index = STATIC / "index.html"
    if not index.exists():
        return Response(NOT_BUILT, status_code=503)
    return FileResponse(index, headers={"Cache-Control": "no-cache"})


def add_pages(app: FastAPI) -> None:
    """Route the front end's pages to ``app``."""
    static = STATIC

    @app.get("/")
    @app.get("/table/{table_id}")
    @app.get("/replay/{table_id}")
    @app.get("/players/{table_id}")
    @app.get("/login")
    @app.get("/leaderboard")
    @app.get("/leaderboard/{table_id}")
    async def app_page(table_id: str | None = None) -> Response:
        return await page()

    @app.get("/sw.js")
    async def service_worker() -> Response:
        """The installable app's service worker, at the root so that its scope is the site."""
        path = static / "sw.js"
        if not path.exists():
            return Response(NOT_BUILT, status_code=503)
        return FileResponse(path, media_type="text/javascript",
                            headers={"Cache-Control": "no-cache"})

    @app.get("/manifest.webmanifest")
    async def manifest() -> Response:
        """The web app manifest (name, icons, standalone display): "add to home screen"."""
        path = static / "manifest.webmanifest"
        if not path.exists():
            return Response(NOT_BUILT, status_code=503)
        return FileResponse(path, media_type="application/manifest+json",
                            headers={"Cache-Control": "no-cache"})

    @app.get("/rules")
    @app.get("/rules/{game}")
    async def rules_page(game: str | None = None) -> Response:
        return await page()  # "How to play": drawn by the front end

    if static.exists():
        app.mount("/static", StaticFiles(directory=static), name="static")
