PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin

# On Linux the Swift runtime and Foundation are linked in: the binary runs on a
# machine without a Swift toolchain, and starts in about 5 ms instead of 13.
ifeq ($(shell uname -s),Linux)
STATIC := -Xswiftc -static-stdlib
endif

.PHONY: build release test install uninstall example clean

build:
	swift build

release:
	swift build -c release --product modernize $(STATIC)

test:
	Scripts/test

install: release
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 .build/release/modernize "$(DESTDIR)$(BINDIR)/modernize"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/modernize"

example:
	swift run -c release modernize Examples/LegacyApp

clean:
	swift package clean
