PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin

.PHONY: build release test install uninstall example clean

build:
	swift build

release:
	swift build -c release

test:
	swift test

install: release
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 .build/release/modernize "$(DESTDIR)$(BINDIR)/modernize"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/modernize"

example:
	swift run -c release modernize Examples/LegacyApp

clean:
	swift package clean
