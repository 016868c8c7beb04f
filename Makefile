# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
EXTRAS := dev,openspiel,ray,postgres
# extras only the tests need (make run stays free of them)
TEST_EXTRAS := jax
TEST_STAMP := $(VENV)/.installed-test
UV_VERSION := 0.13.9

.PHONY: run test lint install play bench clean web

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null || { echo "needs $(PYTHON)"; exit 1; }
	# (a venv whose making was cut short has a python but no pip: made again)
	$(BIN)/python -m pip --version >/dev/null 2>&1 || $(PYTHON) -m venv --clear $(VENV)
	# uv resolves and installs in seconds where pip takes minutes; pip remains the fallback.
	# Bytecode is compiled at install: where PYTHONDONTWRITEBYTECODE is set (CI images often
	# set it) nothing else ever writes it, and every process would compile the libraries
	# from source again (about 2 s of CPU per server start).
	$(BIN)/python -m pip install --quiet --disable-pip-version-check uv==$(UV_VERSION) \
		&& $(BIN)/uv pip install --quiet --compile-bytecode --python $(BIN)/python -e '.[$(EXTRAS)]' \
		|| $(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[$(EXTRAS)]'
	touch $(STAMP)

install: $(STAMP)

$(TEST_STAMP): $(STAMP)
	$(BIN)/uv pip install --quiet --compile-bytecode --python $(BIN)/python -e '.[$(EXTRAS),$(TEST_EXTRAS)]' \
		|| $(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[$(EXTRAS),$(TEST_EXTRAS)]'
	touch $(TEST_STAMP)

# The main job: the web app once it exists, terminal play before that.
run: install
	@if [ -f scripts/run.sh ]; then bash scripts/run.sh; else $(BIN)/gametable play balloon-cup --vs random; fi

test: install $(TEST_STAMP)
	bash scripts/test-setup.sh  # under CI=true a component it cannot install stops here
	# bytecode for the libraries and the project (see above; a check of times once written):
	# the suite starts many server processes, each importing them all
	$(BIN)/python -m compileall -q -j 0 "$$($(BIN)/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')" \
		gametable tests bench examples >/dev/null
	# three workers on two cores: a browser test waits on its server and pages part of the time
	# (one worker alone keeps ~0.9 of a core busy); a sample of the suite ran 9 % faster than on two
	$(BIN)/python -m pytest -n 3 --dist loadfile --no-loadscope-reorder  # slowest files first: tests/conftest.py

lint: install
	$(BIN)/ruff check gametable tests bench examples

play: install
	$(BIN)/gametable play $(or $(GAME),balloon-cup) --vs random

bench: install
	$(BIN)/python bench/engine_speed.py balloon-cup

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis

# Rebuild the front end (web/ → gametable/web/static/, which is committed).
web:
	cd web && npm ci --no-audit --no-fund && cp package-lock.json node_modules/.gametable-lock && node build.mjs
