# The two commands of the README: `make build` and `make test`. Each creates the
# virtual environment and installs what it needs on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
CORES ?= 2

.PHONY: build test test-tools test-fast benchmark clean

build: $(VENV)/.installed
	$(BIN)/python -m pipeline build --cores $(CORES)

# The browser the site's tests drive: Debian's chromium (Playwright downloads none).
CHROMIUM ?= /usr/bin/chromium
export CHROMIUM
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# What the tests need, installed side by side: on a fresh machine the packages of the
# virtual environment and Debian's chromium download and unpack at once.
test-tools:
	@$(MAKE) --no-print-directory --jobs=2 --output-sync=target $(VENV)/.installed-dev $(CHROMIUM)

# Files run in the order tests/conftest.py gives (longest kinds first), not by their count
# of tests. Bytecode is kept (see test-fast): the builds the tests start then import the
# project's code compiled once.
test: test-tools
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/snakemake --lint
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n auto --dist loadfile --no-loadscope-reorder

# The unit tests of the readers, extractors, games, contract and publishing: no Snakemake,
# no PDF layout, no sweep over every sheet (`make test` runs all of them).
# pytest keeps the test modules it rewrites in __pycache__ unless PYTHONDONTWRITEBYTECODE
# is set, as some machines set it: a second run then starts in a few seconds, not ten.
test-fast: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest tests/unit --ignore tests/unit/render -n auto --dist loadfile -q -m "not e2e and not sweep"

# Not part of the tests: prints figures and writes benchmark-results.json (15 to 35 min).
benchmark: $(VENV)/.installed
	$(BIN)/python tools/benchmark.py --sizes 5 100 --output benchmark-results.json

$(CHROMIUM):
	@echo "Installing Debian's chromium for the site's browser tests..."
	$(SUDO) apt-get install -y --no-install-recommends chromium || { $(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends chromium; }

# uv installs the same releases pip would, from the same index, in seconds rather than a
# minute: it fetches and unpacks in parallel. Compiled to bytecode as pip does: Python
# would otherwise compile Snakemake and pandas again in each process a build starts, where
# PYTHONDONTWRITEBYTECODE is set.
# uv is a target of its own: a .venv made before uv was used gets it too.
$(VENV)/.created:
	$(PYTHON) -m venv $(VENV)
	touch $@

$(BIN)/uv: $(VENV)/.created
	$(BIN)/python -m pip install --quiet uv

$(VENV)/.installed: pyproject.toml $(BIN)/uv
	@echo "Installing the project and its dependencies into $(VENV) (on first use: about ten seconds)..."
	$(BIN)/uv pip install --quiet --compile-bytecode --python $(BIN)/python -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml $(BIN)/uv
	@echo "Installing the project and its test tools into $(VENV) (on first use: about ten seconds)..."
	$(BIN)/uv pip install --quiet --compile-bytecode --python $(BIN)/python -e ".[dev]"
	touch $(VENV)/.installed $@

clean:
	rm -rf build output .snakemake benchmark-results.json
