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
# The release binary, as make install, make deb and make dist ship it and make test and
# make bench run it: the Swift runtime linked in, and no $ORIGIN search path (it loads no
# library of its own, and a folder beside it is no place to look for system libraries).
RELEASE_BUILD = $(SWIFT) build -c release --static-swift-stdlib --disable-local-rpath --product breathe $(SWIFT_FLAGS)

.PHONY: all build run check test install uninstall bench bench-loop fuzz deps test-deps clean \
	deb deb-deps lintian dist dist-check po-check

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
# the tones through a sound server with a null sink (pulseaudio, parec, paplay), and make
# breathe fault from inside as a crash would (gdb). gettext's msgfmt and i18nspector
# check the message files of po/ as translators' tools read them.
test-deps: deps
	@command -v tmux >/dev/null && command -v strace >/dev/null && command -v faketime >/dev/null \
		&& [ -e /usr/share/zoneinfo/Asia/Shanghai ] && command -v pulseaudio >/dev/null && command -v parec >/dev/null \
		&& command -v gdb >/dev/null && command -v msgfmt >/dev/null && command -v i18nspector >/dev/null \
		|| { $(SUDO) apt-get update && $(SUDO) apt-get install -y tmux strace faketime tzdata pulseaudio pulseaudio-utils gdb \
			gettext i18nspector; }

# The message files: gettext's own check (syntax, headers, the {placeholders} of
# python-brace-format), then i18nspector, whose errors (E:) fail. Its warnings about the
# maintainers' address (a reserved .example domain) are expected.
po-check: test-deps
	for file in po/*.po po/*.pot; do msgfmt --check -o /dev/null $$file || exit 1; done
	! i18nspector po/*.po po/*.pot | grep '^E:'

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
test: test-deps po-check
	$(SWIFT) build $(SWIFT_FLAGS)
	$(RELEASE_BUILD)
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
	$(RELEASE_BUILD)
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

# The one version is VERSION's. The Debian package's is its changelog's newest entry:
# VERSION and a Debian revision (0.2.0-1), which ReleaseVersionTests hold equal.
VERSION := $(shell cat VERSION)
DEB_VERSION = $(shell dpkg-parsechangelog -l Docs/packaging/debian/changelog -S Version)
DEB_ARCH = $(shell dpkg --print-architecture)
DEB = breathe_$(DEB_VERSION)_$(DEB_ARCH).deb
DEB_ROOT := .build/deb/debian/breathe
# Every time in a package or tarball is the commit's (a source tarball's files carry it
# as their mtime, so a build from one gets the same).
DATE_EPOCH := $(shell git log -1 --format=%ct 2>/dev/null || stat -c %Y VERSION)
# What a release strips from the binary, as Debian's dh_strip does: symbols and debug
# information; the program is the same.
STRIP_RELEASE := strip --strip-unneeded --remove-section=.comment --remove-section=.note
# Entries sorted, owned by 0:0 (numeric), the commit's time, the same modes whatever the
# umask, then gzip -n (no name or time in the header): the same bytes at every run.
REPRO_TAR := tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@$(DATE_EPOCH) \
	--mode=u+rwX,go+rX,go-w --format=gnu

# Packaging tools (dpkg-shlibdeps, dpkg-gencontrol, strip), when missing (Debian).
deb-deps:
	@command -v dpkg-shlibdeps >/dev/null && command -v strip >/dev/null \
		|| { $(SUDO) apt-get update && $(SUDO) apt-get install -y dpkg-dev binutils; }

# breathe_VERSION-REVISION_ARCH.deb from a clean tree: what `make install PREFIX=/usr`
# installs (zsh's completion where Debian's zsh looks for packages'), the binary
# stripped, the man pages compressed, the copyright (DEP-5), both changelogs, lintian's
# one override (its reason in the file), Depends computed by dpkg-shlibdeps. Packaging
# files: Docs/packaging/debian/. `make lintian` checks the package.
deb: deps deb-deps
	@case "$(DEB_VERSION)" in "$(VERSION)"-*) ;; \
		*) echo "Docs/packaging/debian/changelog is at $(DEB_VERSION), VERSION at $(VERSION)"; exit 1;; esac
	rm -rf .build/deb $(DEB)
	mkdir -p $(DEB_ROOT)/DEBIAN
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/$(DEB_ROOT) PREFIX=/usr \
		ZSHDIR=/usr/share/zsh/vendor-completions
	$(STRIP_RELEASE) $(DEB_ROOT)/usr/bin/breathe
	gzip -9n $(DEB_ROOT)/usr/share/man/man1/breathe.1 $(DEB_ROOT)/usr/share/man/zh_CN/man1/breathe.1
	install -d $(DEB_ROOT)/usr/share/doc/breathe
	install -m 0644 Docs/packaging/debian/copyright $(DEB_ROOT)/usr/share/doc/breathe/copyright
	gzip -9n < Docs/packaging/debian/changelog > $(DEB_ROOT)/usr/share/doc/breathe/changelog.Debian.gz
	gzip -9n < CHANGELOG.md > $(DEB_ROOT)/usr/share/doc/breathe/changelog.gz
	chmod 0644 $(DEB_ROOT)/usr/share/doc/breathe/*.gz
	install -D -m 0644 Docs/packaging/debian/lintian-overrides $(DEB_ROOT)/usr/share/lintian/overrides/breathe
	cp Docs/packaging/debian/control Docs/packaging/debian/changelog .build/deb/debian/
	cd .build/deb && dpkg-shlibdeps -Tdebian/breathe.substvars debian/breathe/usr/bin/breathe
	cd .build/deb && dpkg-gencontrol -pbreathe -Pdebian/breathe -Tdebian/breathe.substvars
	cd $(DEB_ROOT) && find usr -type f | LC_ALL=C sort | xargs md5sum > DEBIAN/md5sums
	chmod 0644 $(DEB_ROOT)/DEBIAN/md5sums
	find $(DEB_ROOT) -exec touch -h -d @$(DATE_EPOCH) {} +
	SOURCE_DATE_EPOCH=$(DATE_EPOCH) dpkg-deb --root-owner-group --build $(DEB_ROOT) $(DEB)

# No error or warning allowed; overrides only with their reason (Docs/packaging/debian).
lintian: deb
	command -v lintian >/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y lintian; }
	lintian --fail-on error,warning --display-level '>=warning' $(DEB)

# dist/: breathe-VERSION.tar.gz (git archive of HEAD, and COMMIT naming it, so a build
# from the tarball knows its commit), breathe-VERSION-linux-ARCH.tar.gz (what
# `make install` installs, binary stripped, under one folder laid out as a prefix, with
# README.md and CHANGELOG.md) and SHA256SUMS. The source tarball is HEAD's, whatever
# the working tree holds; the binary is built from the working tree.
DIST_ARCH := $(shell uname -m)
SOURCE_NAME = breathe-$(VERSION)
BINARY_NAME = breathe-$(VERSION)-linux-$(DIST_ARCH)
DIST ?= dist

dist: deps
	rm -rf .build/dist $(DIST)
	mkdir -p .build/dist/$(SOURCE_NAME) $(DIST)
	git archive --format=tar HEAD | tar -x -C .build/dist/$(SOURCE_NAME)
	git rev-parse HEAD > .build/dist/$(SOURCE_NAME)/COMMIT
	$(MAKE) --no-print-directory install PREFIX=$(CURDIR)/.build/dist/$(BINARY_NAME)
	$(STRIP_RELEASE) .build/dist/$(BINARY_NAME)/bin/breathe
	install -m 0644 README.md CHANGELOG.md .build/dist/$(BINARY_NAME)/
	for name in $(SOURCE_NAME) $(BINARY_NAME); do \
		$(REPRO_TAR) -C .build/dist -cf - $$name | gzip -9n > $(DIST)/$$name.tar.gz || exit 1; \
	done
	cd $(DIST) && sha256sum $(SOURCE_NAME).tar.gz $(BINARY_NAME).tar.gz > SHA256SUMS
	cat $(DIST)/SHA256SUMS

# make dist twice (the second into .build/dist-again) and compare the bytes.
dist-check:
	$(MAKE) --no-print-directory dist
	$(MAKE) --no-print-directory dist DIST=.build/dist-again
	cmp dist/SHA256SUMS .build/dist-again/SHA256SUMS
	cd dist && for file in *.tar.gz; do cmp $$file ../.build/dist-again/$$file || exit 1; done
	@echo "make dist twice: the same bytes"

# breathe-cli (PyPI), which the report runs beside breathe, kept in .build and never on
# PATH (its command is also called breathe). Without pip the report leaves its row out.
BREATHE_CLI := .build/breathe-cli/breathe.py

# Figures from the release binary, written to Docs/BENCHMARKS.md and Docs/benchmarks.json.
bench: test-deps
	$(RELEASE_BUILD)
	$(SWIFT) build -c release --product breathe-bench $(SWIFT_FLAGS)
	@[ -e $(BREATHE_CLI) ] || python3 -m pip install --quiet --target .build/breathe-cli breathe-cli==1.14.0 \
		|| echo "breathe-cli could not be installed: the report leaves it out"
	BREATHE_CLI=$(CURDIR)/$(BREATHE_CLI) .build/release/breathe-bench $(CURDIR)/$(RELEASE_BIN) $(CURDIR)/Docs

# The frame loop's CPU alone (box sessions at 80x24 and 200x60, 2 minutes each, and
# breathe-cli's minute): what to run while working on the loop.
bench-loop: test-deps
	$(RELEASE_BUILD)
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
		$$(find .build/plugins/outputs -name BuildInfo.swift -path '*EmbedSeeds*' | head -n 1) \
		$$(find .build/plugins/outputs -name BuiltInTranslations.swift -path '*EmbedSeeds*' | head -n 1) \
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
