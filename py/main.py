"""Temporary browser entry: proves the vendored runtime starts offline and imports shipped modules."""

import sys

from pyscript import document

import hello

out = document.createElement("p")
out.id = "hello"
out.textContent = f"{hello.greeting()} (Python {sys.version.split()[0]})"
document.body.append(out)
document.documentElement.dataset.ready = "true"
