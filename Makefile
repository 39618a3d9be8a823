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

.PHONY: all build run test install uninstall bench deps test-deps clean

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
# store on purpose (strace), and set the date (faketime, with the zones of tzdata).
test-deps: deps
	@command -v tmux >/dev/null && command -v strace >/dev/null && command -v faketime >/dev/null \
		&& [ -e /usr/share/zoneinfo/Asia/Shanghai ] \
		|| { $(SUDO) apt-get update && $(SUDO) apt-get install -y tmux strace faketime tzdata; }

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

run: build
	$(DEBUG_BIN) $(ARGS)

# The tests use the debug build, and the release binary as `make install` builds it.
test: test-deps
	$(SWIFT) build $(SWIFT_FLAGS)
	$(SWIFT) build -c release --static-swift-stdlib --product breathe $(SWIFT_FLAGS)
	BREATHE_BIN=$(CURDIR)/$(DEBUG_BIN) BREATHE_RELEASE_BIN=$(CURDIR)/$(RELEASE_BIN) \
		STORE_HARNESS=$(CURDIR)/.build/debug/store-harness \
		$(SWIFT) test $(SWIFT_FLAGS) --disable-xctest

MANDIR := $(PREFIX)/share/man/man1
BASHDIR := $(PREFIX)/share/bash-completion/completions
ZSHDIR := $(PREFIX)/share/zsh/site-functions
FISHDIR := $(PREFIX)/share/fish/vendor_completions.d

# A release binary with the Swift runtime linked in, so it runs where no Swift
# toolchain is installed (it needs only libc and the system's libncursesw6), the man
# page and completions for bash, zsh and fish.
install: deps
	$(SWIFT) build -c release --static-swift-stdlib --product breathe $(SWIFT_FLAGS)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(BASHDIR) $(DESTDIR)$(ZSHDIR) $(DESTDIR)$(FISHDIR)
	install -m 0755 $(RELEASE_BIN) $(DESTDIR)$(BINDIR)/breathe
	install -m 0644 Docs/breathe.1 $(DESTDIR)$(MANDIR)/breathe.1
	install -m 0644 Docs/completions/breathe.bash $(DESTDIR)$(BASHDIR)/breathe
	install -m 0644 Docs/completions/_breathe $(DESTDIR)$(ZSHDIR)/_breathe
	install -m 0644 Docs/completions/breathe.fish $(DESTDIR)$(FISHDIR)/breathe.fish

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/breathe $(DESTDIR)$(MANDIR)/breathe.1 \
		$(DESTDIR)$(BASHDIR)/breathe $(DESTDIR)$(ZSHDIR)/_breathe $(DESTDIR)$(FISHDIR)/breathe.fish

# Figures from the release binary, written to Docs/BENCHMARKS.md and Docs/benchmarks.json.
bench: test-deps
	$(SWIFT) build -c release --static-swift-stdlib --product breathe $(SWIFT_FLAGS)
	$(SWIFT) build -c release --product breathe-bench $(SWIFT_FLAGS)
	.build/release/breathe-bench $(CURDIR)/$(RELEASE_BIN) $(CURDIR)/Docs

clean:
	$(SWIFT) package clean
