# Tabletop developer commands. The two everyday ones (see README):
#   make serve   - vendor the runtime if needed and serve the site at http://127.0.0.1:8000/
#   make test    - install what is missing, lint, run the default test suite (incl. browser tests)
#
# `setup` is idempotent and cheap when nothing changed: each step records a hash of its inputs and
# reruns only when they change or its output is missing.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := test

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
CHROMIUM := /usr/bin/chromium
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT := DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get -qq -o Dpkg::Use-Pty=0
NPM_STAMP := node_modules/.tabletop-npm-stamp
VENV_STAMP := $(VENV)/.tabletop-venv-stamp
NPM_INPUTS := package.json package-lock.json tools/vendor.mjs tools/snapshot.mjs
LINT_PATHS := $(wildcard py tools tests bench)

.PHONY: setup setup-chromium setup-npm setup-venv serve test test-long bench

setup: setup-chromium setup-npm setup-venv

# Debian's Chromium drives the browser tests (Playwright's own browser download cannot work here).
setup-chromium:
	@if [ -x $(CHROMIUM) ]; then exit 0; fi; \
	echo "setup: installing chromium (apt)"; \
	$(APT) update; \
	$(APT) install -y chromium >/dev/null

# npm ci (whose postinstall vendors Pyodide + PyScript into assets/vendor/ and makes the runtime's
# start-up snapshot) when node_modules or the vendored runtime is missing, or package.json /
# package-lock.json / tools/vendor.mjs / tools/snapshot.mjs changed.
setup-npm:
	@want="$$(sha256sum $(NPM_INPUTS))"; \
	if [ -f $(NPM_STAMP) ] && [ -f assets/vendor/pyodide/pyodide.mjs ] \
	   && [ -f assets/vendor/pyodide/snapshot.bin.gz ] && [ -f assets/vendor/pyscript/core.js ] && [ "$$(cat $(NPM_STAMP))" = "$$want" ]; then exit 0; fi; \
	echo "setup: npm ci"; \
	npm ci --no-audit --no-fund --loglevel=error; \
	echo "$$want" > $(NPM_STAMP)

# Python venv with the pinned test tools; rebuilt in place when requirements-test.txt changes.
setup-venv:
	@want="$$(sha256sum requirements-test.txt)"; \
	if [ -x $(VPY) ] && [ -f $(VENV_STAMP) ] && [ "$$(cat $(VENV_STAMP))" = "$$want" ]; then exit 0; fi; \
	if [ ! -x $(VPY) ]; then \
	  if ! $(PYTHON) -m venv $(VENV) 2>/dev/null; then \
	    echo "setup: installing python3-venv (apt)"; rm -rf $(VENV); \
	    $(APT) update; $(APT) install -y python3-venv >/dev/null; \
	    $(PYTHON) -m venv $(VENV); \
	  fi; \
	fi; \
	echo "setup: pip install -r requirements-test.txt"; \
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-test.txt; \
	echo "$$want" > $(VENV_STAMP)

serve: setup-npm
	$(PYTHON) tools/serve.py --port 8000

test: setup
	$(VENV)/bin/ruff check $(LINT_PATHS)
	$(VPY) -m pytest -q -n 2

# Thousands of self-play games through the automation contract (not part of `make test`).
test-long: setup-venv
	$(VPY) tools/selfplay.py --game catan --players 3,4 --cycle setup=beginner,variable --games 10000 --seed 1 --check --jobs 2
	$(VPY) tools/selfplay.py --game aquatica --players 1,2,3,4 --cycle mode=basic,expert --games 5000 --seed 1 --check --jobs 2
	$(VPY) tools/selfplay.py --game feast_for_odin --players 1,2,3,4 --cycle length=long,short --cycle deck=A,B,C,mixed \
	    --cycle start_card=drawn,chosen --games 2400 --seed 1 --check --jobs 2
	$(VPY) tools/selfplay.py --game glen_more_2 --players 2,3,4 --cycle die=auto,on,off --cycle c1=off,on \
	    --cycle c2=off,on --cycle c3=off,on --cycle c5=off,on --cycle c6=off,on --cycle c7=off,on \
	    --cycle c8=off,on --games 2000 --seed 1 --check --jobs 2
	$(VPY) tools/selfplay.py --game glen_more_2 --players 3,4 --cycle die=auto,on --cycle c4=on --cycle c1=off,on \
	    --cycle c2=off,on --cycle c3=off,on --cycle c5=off,on --cycle c6=off,on --cycle c7=off,on \
	    --cycle c8=off,on --games 1000 --seed 1 --check --jobs 2

bench: setup-venv
	$(VPY) bench/run.py
