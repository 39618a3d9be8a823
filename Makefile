# breathe — build, run, test, install.
# Every target builds what it needs first; `make run` and `make test` are the two
# commands a newcomer needs (see README.md).

PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
SWIFT ?= swift
# Our own code builds without warnings; keep it that way.
SWIFT_FLAGS := -Xswiftc -warnings-as-errors
DEBUG_BIN := .build/debug/breathe
RELEASE_BIN := .build/release/breathe

.PHONY: all build run check test install uninstall bench bench-loop fuzz deps test-deps clean

all: build

# apt-get needs root: use sudo when not running as root.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Installs what the build needs, when it is missing (Debian): the ncurses headers.
deps:
	@if [ ! -e /usr/include/ncursesw/curses.h ]; then \
		echo "Installing libncursesw5-dev (ncurses headers)..."; \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y libncursesw5-dev; \
	fi

# The end-to-end tests run breathe in a real terminal (tmux), fail system calls of the
# store on purpose (strace), set the date (faketime, with the zones of tzdata) and hear
# the tones through a sound server with a null sink (pulseaudio, parec, paplay).
test-deps: deps
	@command -v tmux >/dev/null && command -v strace >/dev/null && command -v faketime >/dev/null \
		&& [ -e /usr/share/zoneinfo/Asia/Shanghai ] && command -v pulseaudio >/dev/null && command -v parec >/dev/null \
		|| { $(SUDO) apt-get update && $(SUDO) apt-get install -y tmux strace faketime tzdata pulseaudio pulseaudio-utils; }

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

run: build
	$(DEBUG_BIN) $(ARGS)

# The fast tests while you work: the core's, the system's and the terminal's (no
# end-to-end suite, no release build, no tmux). Seconds once built.
check: deps
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build --disable-xctest --skip EndToEndTests

# Everything: the fast tests and the end-to-end suites, which run the debug build and
# the release binary as `make install` builds it in a real terminal.
test: test-deps
	$(SWIFT) build $(SWIFT_FLAGS)
	$(SWIFT) build -c release --static-swift-stdlib --product breathe $(SWIFT_FLAGS)
	BREATHE_BIN=$(CURDIR)/$(DEBUG_BIN) BREATHE_RELEASE_BIN=$(CURDIR)/$(RELEASE_BIN) \
		STORE_HARNESS=$(CURDIR)/.build/debug/store-harness \
		$(SWIFT) test $(SWIFT_FLAGS) --disable-xctest

MANDIR := $(PREFIX)/share/man/man1
# The Chinese page, which man finds under a Chinese locale (or with `man -L zh_CN`).
ZHMANDIR := $(PREFIX)/share/man/zh_CN/man1
BASHDIR := $(PREFIX)/share/bash-completion/completions
ZSHDIR := $(PREFIX)/share/zsh/site-functions
FISHDIR := $(PREFIX)/share/fish/vendor_completions.d

# A release binary with the Swift runtime linked in, so it runs where no Swift
# toolchain is installed (it needs only libc and the system's libncursesw6), the man
# pages (English and Chinese) and completions for bash, zsh and fish.
install: deps
	$(SWIFT) build -c release --static-swift-stdlib --product breathe $(SWIFT_FLAGS)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(ZHMANDIR) $(DESTDIR)$(BASHDIR) $(DESTDIR)$(ZSHDIR) $(DESTDIR)$(FISHDIR)
	install -m 0755 $(RELEASE_BIN) $(DESTDIR)$(BINDIR)/breathe
	install -m 0644 Docs/breathe.1 $(DESTDIR)$(MANDIR)/breathe.1
	install -m 0644 Docs/breathe.zh_CN.1 $(DESTDIR)$(ZHMANDIR)/breathe.1
	install -m 0644 Docs/completions/breathe.bash $(DESTDIR)$(BASHDIR)/breathe
	install -m 0644 Docs/completions/_breathe $(DESTDIR)$(ZSHDIR)/_breathe
	install -m 0644 Docs/completions/breathe.fish $(DESTDIR)$(FISHDIR)/breathe.fish

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/breathe $(DESTDIR)$(MANDIR)/breathe.1 $(DESTDIR)$(ZHMANDIR)/breathe.1 \
		$(DESTDIR)$(BASHDIR)/breathe $(DESTDIR)$(ZSHDIR)/_breathe $(DESTDIR)$(FISHDIR)/breathe.fish

# breathe-cli (PyPI), which the report runs beside breathe, kept in .build and never on
# PATH (its command is also called breathe). Without pip the report leaves its row out.
BREATHE_CLI := .build/breathe-cli/breathe.py

# Figures from the release binary, written to Docs/BENCHMARKS.md and Docs/benchmarks.json.
bench: test-deps
	$(SWIFT) build -c release --static-swift-stdlib --product breathe $(SWIFT_FLAGS)
	$(SWIFT) build -c release --product breathe-bench $(SWIFT_FLAGS)
	@[ -e $(BREATHE_CLI) ] || python3 -m pip install --quiet --target .build/breathe-cli breathe-cli==1.14.0 \
		|| echo "breathe-cli could not be installed: the report leaves it out"
	BREATHE_CLI=$(CURDIR)/$(BREATHE_CLI) .build/release/breathe-bench $(CURDIR)/$(RELEASE_BIN) $(CURDIR)/Docs

# The frame loop's CPU alone (box sessions at 80x24 and 200x60, 2 minutes each, and
# breathe-cli's minute): what to run while working on the loop.
bench-loop: test-deps
	$(SWIFT) build -c release --static-swift-stdlib --product breathe $(SWIFT_FLAGS)
	$(SWIFT) build -c release --product breathe-bench $(SWIFT_FLAGS)
	@[ -e $(BREATHE_CLI) ] || python3 -m pip install --quiet --target .build/breathe-cli breathe-cli==1.14.0 \
		|| echo "breathe-cli could not be installed: it is left out"
	BREATHE_CLI=$(CURDIR)/$(BREATHE_CLI) .build/release/breathe-bench --loop $(CURDIR)/$(RELEASE_BIN) 2

# libFuzzer over everything breathe reads from outside (Tests/Fuzz/FuzzHarness.swift):
# the store (both readers, differentially), program files, the pattern notation,
# config.json, the import and sync path, and session journals. BreatheCore is compiled
# into the fuzzer with the address sanitizer. Each target runs FUZZ_SECONDS (CI: 6 x 12 s);
# new inputs go to .build/fuzz/corpus, crashes to .build/fuzz/crash-TARGET-*, and a
# crash fails the target. Add a crash's input to Tests/Fuzz/corpus/TARGET once fixed.
FUZZ_SECONDS ?= 12
FUZZ_TARGETS := store program pattern config import journal
FUZZ_BIN := .build/fuzz/breathe-fuzz
SWIFTC ?= swiftc

fuzz: build
	mkdir -p .build/fuzz
	rm -f $(FUZZ_BIN)
	$(SWIFTC) -sanitize=fuzzer,address -parse-as-library -O -module-name BreatheFuzz \
		$$(find Sources/BreatheCore -name '*.swift' | sort) \
		$$(find .build/plugins/outputs -name BuiltInSeeds.swift -path '*EmbedSeeds*' | head -n 1) \
		Tests/Fuzz/FuzzHarness.swift -o $(FUZZ_BIN) 2>.build/fuzz/compile.log \
		|| { grep -v 'Cannot export local symbol' .build/fuzz/compile.log; exit 1; }
	@for target in $(FUZZ_TARGETS); do \
		mkdir -p .build/fuzz/corpus/$$target; \
		echo "fuzz $$target: $(FUZZ_SECONDS) s"; \
		BREATHE_FUZZ_TARGET=$$target SWIFT_BACKTRACE=enable=no $(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) \
			-dict=Tests/Fuzz/json.dict -artifact_prefix=.build/fuzz/crash-$$target- -print_final_stats=1 \
			.build/fuzz/corpus/$$target Tests/Fuzz/corpus/$$target 2>.build/fuzz/$$target.log \
			|| { tail -40 .build/fuzz/$$target.log; exit 1; }; \
		grep -E '^(Done|stat::number_of_executed_units)' .build/fuzz/$$target.log; \
	done

clean:
	$(SWIFT) package clean
