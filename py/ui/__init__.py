"""Browser shell and pure renderers; only this package may import pyscript, js or pyodide."""
