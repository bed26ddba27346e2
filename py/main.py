"""Browser entry (loaded by index.html through PyScript): mount the shell, then enable offline use.

Everything else lives in importable packages: core/ and ui/ come in the core bundle that
pyscript.toml [files] unpacks; each game (its folder games/<id>/: rules, data, screens, catalogs)
comes in its own bundle when first needed (ui/bundles.py).
"""

import js  # type: ignore[import-not-found]

js.performance.mark("tabletop-main")  # start-up's stages (bench/run.py --ready): PyScript handed over

from ui.app import App, register_service_worker  # noqa: E402

APP = App()  # module-level: keeps the event-listener proxies alive for the page's lifetime
register_service_worker(APP.check_offline)  # "ready to play offline" once it is true
