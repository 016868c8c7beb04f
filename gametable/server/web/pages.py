"""The web app's pages: one HTML shell for every route the front end draws, the service
worker and manifest at the site's root, and the static files (gzipped for a browser that
takes it, and cached by it for as long as their names say they may be)."""

from __future__ import annotations

import gzip
import os
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.responses import FileResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.datastructures import Headers

#: the built front end (``make web``)
STATIC = Path(__file__).resolve().parents[2] / "web" / "static"

NOT_BUILT = "the front end is not built: run `make web`"


async def page() -> Response:
    """The front end's one HTML page (it draws whichever route it was opened at)."""
    index = STATIC / "index.html"
    if not index.exists():
        return Response(NOT_BUILT, status_code=503)
    return FileResponse(index, headers={"Cache-Control": "no-cache"})


#: static files worth compressing (text); images are compressed already
COMPRESSIBLE = {".js", ".css", ".svg", ".json", ".webmanifest", ".html", ".txt"}
#: a file's name carries a hash of its content (esbuild's chunks): it never changes
IMMUTABLE = "public, max-age=31536000, immutable"


class AppFiles(StaticFiles):
    """The built front end. A phone on a slow line fetches the climbing page's 3D board (half
    a megabyte of script) in a quarter of the bytes gzipped; each file is compressed once per
    process and kept (the set is the build's, a few files), so no client can make the server
    compress again and again. Chunks, whose names change with their content, are cached for a
    year; every other file is checked with the server each time (``no-cache``: a 304 when it
    has not changed), so a new build is seen at once."""

    def __init__(self, directory: Path) -> None:
        super().__init__(directory=directory)
        self._gzipped: dict[tuple[str, int, int], bytes] = {}

    def file_response(self, full_path: Any, stat_result: os.stat_result, scope: Any,
                      status_code: int = 200) -> Response:
        response = super().file_response(full_path, stat_result, scope, status_code)
        path = Path(full_path)
        chunk = path.parent.name == "chunks"
        response.headers["Cache-Control"] = IMMUTABLE if chunk else "no-cache"
        if path.suffix not in COMPRESSIBLE:
            return response
        response.headers["Vary"] = "Accept-Encoding"
        accepts = Headers(scope=scope).get("accept-encoding", "")
        if (response.status_code != 200 or scope["method"] != "GET"
                or "gzip" not in accepts.lower() or stat_result.st_size < 1024):
            return response
        key = (str(path), stat_result.st_mtime_ns, stat_result.st_size)
        body = self._gzipped.get(key)
        if body is None:
            body = self._gzipped[key] = gzip.compress(path.read_bytes(), 9, mtime=0)
        headers = {name: value for name, value in response.headers.items()
                   if name not in ("content-length", "etag")}
        # the same file in another encoding: a weak tag (Starlette compares tags without W/,
        # so the browser's next If-None-Match still gets its 304)
        headers["ETag"] = "W/" + response.headers["etag"]
        headers["Content-Encoding"] = "gzip"
        return Response(body, status_code=200, headers=headers,
                        media_type=response.media_type)


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
        app.mount("/static", AppFiles(static), name="static")
