#!/usr/bin/env bash
# The whole dry run (every codemod, diff on stdout) over an app checkout, timed
# against `swiftc -frontend -parse` over the same Swift files, in one run.
#
#     Benchmarks/dry-run.sh APP_DIR [MODERNIZE_BINARY]
#
# Prints the Swift files and bytes read, the dry run's wall time, MB/s and peak
# memory, swiftc's time over the same files, and the ratio.
set -euo pipefail
app=${1:?usage: Benchmarks/dry-run.sh APP_DIR [MODERNIZE_BINARY]}
bin=${2:-$(cd "$(dirname "$0")/.." && pwd)/.build/release/modernize}
[ -x "$bin" ] || { echo "build first: swift build -c release --product modernize" >&2; exit 2; }
swiftc=${SWIFTC:-$(command -v swiftc)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The Swift files the tool reads: hidden folders and the default skip list excluded.
find "$app" \( -name '.*' -o -name Pods -o -name Carthage -o -name DerivedData -o -name node_modules \
    -o -name '*.xcframework' -o -name '*.framework' \) -prune -o -name '*.swift' -type f -print0 > "$work/files"
files=$(tr -cd '\0' < "$work/files" | wc -c)
bytes=$(xargs -0 cat < "$work/files" | wc -c)

now() { date +%s.%N; }
if /usr/bin/time -v true 2>/dev/null; then timeflag=-v; else timeflag=-l; fi
start=$(now)
/usr/bin/time $timeflag "$bin" "$app" > "$work/patch" 2> "$work/time" || true
end=$(now)
dry=$(echo "$end - $start" | bc -l)
rss_kb=$(awk '/Maximum resident set size/ {print $6} /maximum resident set size/ {printf "%d", $1/1024}' "$work/time")

start=$(now)
xargs -0 "$swiftc" -frontend -parse -enable-bare-slash-regex < "$work/files" > /dev/null 2>&1 || true
end=$(now)
parse=$(echo "$end - $start" | bc -l)

printf 'swift files:      %d (%.1f MB)\n' "$files" "$(echo "$bytes / 1000000" | bc -l)"
printf 'dry run:          %.2f s wall, %.1f MB/s, peak RSS %.0f MB, patch %d lines\n' \
    "$dry" "$(echo "$bytes / 1000000 / $dry" | bc -l)" "$(echo "${rss_kb:-0} / 1024" | bc -l)" "$(wc -l < "$work/patch")"
printf 'swiftc -parse:    %.2f s wall\n' "$parse"
printf 'dry run speed-up: %.1fx faster than swiftc -parse alone\n' "$(echo "$parse / $dry" | bc -l)"
