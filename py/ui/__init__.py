"""The game-agnostic browser shell; only this package may import pyscript, js or pyodide."""
