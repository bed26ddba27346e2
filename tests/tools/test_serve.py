"""tools/serve.py: pinned MIME types, loopback only, usable from a thread."""

import importlib.util
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("tabletop_serve", ROOT / "tools" / "serve.py")
serve = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(serve)

EXPECTED = {
    "a.mjs": "text/javascript",
    "a.js": "text/javascript",
    "a.wasm": "application/wasm",
    "a.json": "application/json",
    "manifest.webmanifest": "application/manifest+json",
    "pyscript.toml": "application/toml",
    "a.svg": "image/svg+xml",
    "a.css": "text/css",
    "index.html": "text/html",
    "a.py": "text/x-python",
    "a.zip": "application/zip",
}


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    root = tmp_path_factory.mktemp("site")
    for name in EXPECTED:
        (root / name).write_bytes(b"x")
    server = serve.make_server(port=0, root=root, quiet=True)
    thread = serve.start_in_thread(server)
    yield serve.base_url(server)
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_mime_types(served: str, name: str) -> None:
    with urllib.request.urlopen(f"{served}/{name}", timeout=5) as response:
        assert response.headers.get_content_type() == EXPECTED[name]
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.read() == b"x"


def test_binds_loopback_and_404s(served: str) -> None:
    assert served.startswith("http://127.0.0.1:")
    with pytest.raises(urllib.error.HTTPError) as info:
        urllib.request.urlopen(f"{served}/missing.txt", timeout=5)
    assert info.value.code == 404


def test_cli_port_parsing(monkeypatch) -> None:
    seen = {}

    def fake_make_server(port, root, quiet):
        seen.update(port=port, quiet=quiet)
        raise SystemExit(0)

    monkeypatch.setattr(serve, "make_server", fake_make_server)
    for argv, port in ((["--port", "8123"], 8123), (["8124"], 8124), ([], 8000)):
        with pytest.raises(SystemExit):
            serve.main([*argv, "-q"])
        assert seen == {"port": port, "quiet": True}


def test_bundles_are_built_on_request_and_only_when_an_input_changed(tmp_path, monkeypatch) -> None:
    (tmp_path / "py" / "games" / "demo").mkdir(parents=True)
    (tmp_path / "py" / "main.py").write_text("X = 1\n")
    (tmp_path / "py" / "games" / "demo" / "rules.py").write_text("PLAYER_COUNTS = (2,)\n")
    real = serve.build_manifest.write_bundles
    builds = []

    def counting(root, bytecode=True):
        builds.append(root)
        return real(root, bytecode=False)

    monkeypatch.setattr(serve.build_manifest, "write_bundles", counting)
    server = serve.make_server(port=0, root=tmp_path, quiet=True)
    thread = serve.start_in_thread(server)
    try:
        base = serve.base_url(server)
        with urllib.request.urlopen(f"{base}/assets/app.zip", timeout=5) as response:
            assert response.headers.get_content_type() == "application/zip"
        with urllib.request.urlopen(f"{base}/assets/app-demo.zip?v=1", timeout=5) as response:
            assert b"games/demo/rules.py" in response.read()
        assert len(builds) == 1, "the second bundle of a page load must not rebuild"
        (tmp_path / "py" / "main.py").write_text("X = 22\n")
        urllib.request.urlopen(f"{base}/assets/app.zip", timeout=5).close()
        assert len(builds) == 2
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
