"""Browser entry (loaded by index.html through PyScript): mount the shell, then enable offline use.

Everything else lives in importable packages shipped by pyscript.toml [files]: core/, games/, ui/.
"""

from ui.app import App, register_service_worker

APP = App()  # module-level: keeps the event-listener proxies alive for the page's lifetime
register_service_worker()
