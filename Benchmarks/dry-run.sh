#!/usr/bin/env bash
# The whole dry run (every codemod, diff on stdout) over an app checkout, timed
# against `swiftc -frontend -parse` over the same Swift files, in one run.
#
#     Benchmarks/dry-run.sh APP_DIR [MODERNIZE_BINARY]
#
# The two commands run alternately RUNS times (default 5) so that both see the
# same machine; the medians and the best runs are compared. Prints the Swift
# files and bytes read, wall time, MB/s and peak memory of the dry run, and
# swiftc's time over the same files.
set -euo pipefail
app=${1:?usage: Benchmarks/dry-run.sh APP_DIR [MODERNIZE_BINARY]}
bin=${2:-$(cd "$(dirname "$0")/.." && pwd)/.build/release/modernize}
runs=${RUNS:-5}
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
: > "$work/dry"; : > "$work/parse"; : > "$work/rss"
for _ in $(seq "$runs"); do
    start=$(now)
    /usr/bin/time $timeflag "$bin" "$app" > "$work/patch" 2> "$work/time" || true
    end=$(now)
    echo "$end - $start" | bc -l >> "$work/dry"
    awk '/Maximum resident set size/ {print $6} /maximum resident set size/ {printf "%d\n", $1/1024}' "$work/time" >> "$work/rss"

    start=$(now)
    xargs -0 "$swiftc" -frontend -parse -enable-bare-slash-regex < "$work/files" > /dev/null 2>&1 || true
    end=$(now)
    echo "$end - $start" | bc -l >> "$work/parse"
done

median() { sort -g "$1" | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }
best() { sort -g "$1" | head -1; }
dry=$(median "$work/dry"); dry_best=$(best "$work/dry")
parse=$(median "$work/parse"); parse_best=$(best "$work/parse")
rss_kb=$(sort -g "$work/rss" | tail -1)

printf 'swift files:      %d (%.1f MB), %d runs each, alternating\n' "$files" "$(echo "$bytes / 1000000" | bc -l)" "$runs"
printf 'dry run:          median %.2f s wall (best %.2f), %.1f MB/s, peak RSS %.0f MB, patch %d lines\n' \
    "$dry" "$dry_best" "$(echo "$bytes / 1000000 / $dry" | bc -l)" "$(echo "${rss_kb:-0} / 1024" | bc -l)" "$(wc -l < "$work/patch")"
printf 'swiftc -parse:    median %.2f s wall (best %.2f)\n' "$parse" "$parse_best"
printf 'dry run speed-up: %.1fx faster than swiftc -parse alone (medians; best runs %.1fx)\n' \
    "$(echo "$parse / $dry" | bc -l)" "$(echo "$parse_best / $dry_best" | bc -l)"
