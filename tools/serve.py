"""Serve the repository root (= the site root) on 127.0.0.1 with the standard library only.

Why not `python -m http.server`: its MIME types come partly from the machine's /etc/mime.types, so
`.mjs` or `.wasm` may be served with a type the browser refuses (module scripts need a JavaScript
type, `WebAssembly.instantiateStreaming` needs application/wasm). This server pins every type the
site uses, binds to loopback only and can run in a thread so tests start it on a free port:

    server = make_server(port=0, quiet=True)
    thread = start_in_thread(server)
    url = base_url(server)            # e.g. http://127.0.0.1:41234
    ...
    server.shutdown(); server.server_close()
"""

from __future__ import annotations

import argparse
import importlib.util
import mimetypes
import re
import sys
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _sibling(name: str):
    """Load a module from this folder (tools/ is not a package; tests load this file by path)."""
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_manifest = _sibling("build_manifest")
BUNDLE_PATH = re.compile(r"/assets/app(-[a-z0-9_]+)?\.zip")
_BUNDLE_LOCK = threading.Lock()
_built: dict[Path, tuple] = {}  # root → build_manifest.inputs_stamp() of its last build
HOST = "127.0.0.1"
DEFAULT_PORT = 8000

# Pinned here so the result never depends on the machine's mime.types.
MIME_TYPES: dict[str, str] = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "application/toml",
    ".py": "text/x-python; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".webp": "image/webp",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".zip": "application/zip",
}


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with pinned MIME types, revalidated on every load, optionally silent."""

    quiet = False
    rebuild = True  # False: serve the bundles as they are (benchmarks time the page, not the build)
    protocol_version = "HTTP/1.1"  # keep-alive: the page makes dozens of requests at start

    def do_GET(self) -> None:  # noqa: N802 — the http.server hook's name
        path = self.path.split("?", 1)[0]
        if self.rebuild and BUNDLE_PATH.fullmatch(path):
            # The bundles are built from py/ on demand, so an edited module is live on reload.
            refresh_bundles(Path(self.directory), path.lstrip("/"))
        super().do_GET()

    def guess_type(self, path: str | Path) -> str:
        suffix = Path(str(path)).suffix.lower()
        if suffix in MIME_TYPES:
            return MIME_TYPES[suffix]
        return mimetypes.guess_type(str(path))[0] or "application/octet-stream"

    def end_headers(self) -> None:
        # no-cache = revalidate (cheap 304s): edited Python files show on reload during development,
        # and nosniff makes a wrong MIME type fail here as it would on a strict host.
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True  # a hung browser connection never blocks shutdown

    def handle_error(self, request: object, client_address: tuple[str, int]) -> None:
        # Browsers and Playwright abort requests mid-transfer; that is not a server fault.
        exc = sys.exc_info()[1]
        if isinstance(exc, (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)):
            return
        super().handle_error(request, client_address)


def refresh_bundles(root: Path, wanted: str) -> None:
    """Rebuild the bundles if a shipped file changed since the last build, or `wanted` is missing.
    The page asks for two bundles at start-up: the second one costs only a stat of each input."""
    with _BUNDLE_LOCK:
        stamp = build_manifest.inputs_stamp(root)
        if _built.get(root) != stamp or not (root / wanted).is_file():
            build_manifest.write_bundles(root)
            _built[root] = stamp


def make_server(port: int = DEFAULT_PORT, root: Path = ROOT, quiet: bool = False, rebuild: bool = True) -> SiteServer:
    """Bind to 127.0.0.1:port (0 = any free port) serving `root`; not started yet."""
    handler = type("BoundSiteHandler", (SiteHandler,), {"quiet": quiet, "rebuild": rebuild})
    return SiteServer((HOST, port), partial(handler, directory=str(root)))


def base_url(server: SiteServer) -> str:
    host, port = server.server_address[:2]
    return f"http://{host}:{port}"


def start_in_thread(server: SiteServer) -> threading.Thread:
    """Serve in a daemon thread; stop with server.shutdown() then server.server_close()."""
    thread = threading.Thread(target=server.serve_forever, name="tabletop-serve", daemon=True)
    thread.start()
    return thread


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the Tabletop site root on 127.0.0.1.")
    parser.add_argument("port_pos", nargs="?", type=int, metavar="PORT", help="port (default 8000)")
    parser.add_argument("--port", type=int, default=None, help="port (default 8000; 0 = any free)")
    parser.add_argument("--root", type=Path, default=ROOT, help="directory to serve (default: repo)")
    parser.add_argument("-q", "--quiet", action="store_true", help="do not log each request")
    args = parser.parse_args(argv)
    port = args.port if args.port is not None else args.port_pos
    port = DEFAULT_PORT if port is None else port

    server = make_server(port, args.root.resolve(), args.quiet)
    print(f"Serving {args.root.resolve()} at {base_url(server)}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
