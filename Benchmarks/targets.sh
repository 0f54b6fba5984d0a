#!/usr/bin/env bash
# The performance targets, measured in one run and printed as ratios with PASS or FAIL:
#
#   1. the whole dry run, every rule, `--jobs 1`, against one `swiftc -frontend -parse` process
#      over the same Swift files, both pinned to one core: at least 5x, for each app and for
#      all of them together;
#   2. lexing plus structural parse (modernize-bench), one core: at least 250 MB/s;
#   3. `--jobs 2` against `--jobs 1` on all the apps together: at least 1.8x faster;
#   4. peak memory of the runs over all the apps together: under 200 MB.
#
#     Benchmarks/targets.sh APP_DIR...
#
# Every ratio compares medians of runs that alternate between the two commands (RUNS of each,
# default 7), so that both see the same machine. With BEFORE (and BEFORE_BENCH) naming an
# earlier build's binaries, those run in the same alternation and their figures are printed
# beside the current ones: a machine whose speed drifts between two separate runs still
# compares the builds fairly. Builds the release binaries first unless
# MODERNIZE and MODERNIZE_BENCH name them. Needs taskset (util-linux) on Linux, /usr/bin/time,
# and swiftc on PATH (or SWIFTC). The load average before and after is printed: numbers taken
# on a busy machine are not the machine's.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: Benchmarks/targets.sh APP_DIR..." >&2; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-7}
swiftc=${SWIFTC:-$(command -v swiftc || true)}
[ -n "$swiftc" ] || { echo "swiftc not found: set SWIFTC" >&2; exit 2; }
if [ -z "${MODERNIZE:-}" ] || [ -z "${MODERNIZE_BENCH:-}" ]; then
    # As the Makefile's release target builds them.
    flags="-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xswiftc -cross-module-optimization"
    if [ "$(uname -s)" = Linux ]; then
        if [ -f "$(clang -print-file-name=libc.a 2> /dev/null)" ]; then flags="$flags -Xswiftc -static-executable"
        else flags="$flags -Xswiftc -static-stdlib"; fi
    fi
    (cd "$here" && swift build -c release --product modernize $flags >&2 && swift build -c release --product modernize-bench $flags >&2)
fi
bin=${MODERNIZE:-$here/.build/release/modernize}
bench=${MODERNIZE_BENCH:-$here/.build/release/modernize-bench}
before=${BEFORE:-}
before_bench=${BEFORE_BENCH:-}
if command -v taskset > /dev/null; then one="taskset -c 0"; two="taskset -c 0,1"; else one=""; two=""; fi
if /usr/bin/time -v true 2> /dev/null; then timeflag=-v; else timeflag=-l; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

apps=()
for app in "$@"; do apps+=("$(cd "$app" && pwd)"); done

# The Swift files modernize reads: hidden folders, the dependency folders it skips and, inside a
# git work tree, what git ignores are left out.
swift_files() {
    find "$1" \( -name '.*' -o -name Pods -o -name 'Local Pods' -o -name Carthage -o -name DerivedData -o -name node_modules \
        -o -name SourcePackages -o -name CMakeFiles -o -name Vendor -o -name vendor -o -name Vendors -o -name vendors \
        -o -name ThirdParty -o -name third_party -o -name 'Third Party' -o -name 3rdParty -o -name '*.xcframework' \
        -o -name '*.framework' -o -name '*.xcworkspace' -o -name '*.xcassets' -o -name '*.bundle' -o -name '*.app' \) -prune \
        -o -name '*.swift' -type f -print | sort > "$work/all"
    if git -C "$1" rev-parse --is-inside-work-tree > /dev/null 2>&1; then
        (git -C "$1" check-ignore --stdin < "$work/all" || true) | sort > "$work/ignored"
        comm -23 "$work/all" "$work/ignored"
    else
        cat "$work/all"
    fi
}

now() { date +%s.%N; }
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }
# run FILE COMMAND...: appends the wall time of COMMAND to FILE (stdout discarded)
run() {
    local out=$1; shift
    local start end
    start=$(now); "$@" > /dev/null 2> "$work/stderr" || true; end=$(now)
    echo "$end - $start" | bc -l >> "$out"
}
# peak FILE COMMAND...: like run, and appends the peak RSS in KB to FILE.rss
peak() {
    local out=$1; shift
    local start end
    start=$(now); /usr/bin/time $timeflag "$@" > /dev/null 2> "$work/time" || true; end=$(now)
    echo "$end - $start" | bc -l >> "$out"
    awk '/Maximum resident set size/ {print $6} /maximum resident set size/ {printf "%d\n", $1/1024}' "$work/time" >> "$out.rss"
}
verdict() { if [ "$(echo "$1" | bc -l)" = 1 ]; then echo PASS; else echo FAIL; fi; }

printf 'load average before: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || uptime)"
printf '%s runs of each command, alternating; medians; one core: %s\n\n' "$runs" "${one:-not pinned (no taskset)}"
fails=0
: > "$work/summary"

# 1. The dry run against swiftc -parse, one core, per app and all together.
printf '%-28s %7s %8s %10s %10s %8s' "dry run vs swiftc -parse" files MB "dry run" "swiftc" ratio
[ -n "$before" ] && printf '   %s' "(before: dry run, ratio)"
echo
for target in "${apps[@]}" all; do
    if [ "$target" = all ]; then
        list=("${apps[@]}"); name="all $# together"
        for app in "${apps[@]}"; do swift_files "$app"; done > "$work/files"
    else
        list=("$target"); name=$(basename "$target")
        swift_files "$target" > "$work/files"
    fi
    files=$(wc -l < "$work/files")
    bytes=$(tr '\n' '\0' < "$work/files" | xargs -0 cat | wc -c)
    : > "$work/dry"; : > "$work/parse"; : > "$work/before"
    for _ in $(seq "$runs"); do
        run "$work/dry" $one "$bin" --jobs 1 "${list[@]}"
        run "$work/parse" $one "$swiftc" -frontend -parse -enable-bare-slash-regex -filelist "$work/files"
        [ -n "$before" ] && run "$work/before" $one "$before" --jobs 1 "${list[@]}"
    done
    dry=$(median < "$work/dry"); parse=$(median < "$work/parse")
    ratio=$(echo "$parse / $dry" | bc -l)
    result=$(verdict "$ratio >= 5")
    [ "$result" = PASS ] || fails=$((fails + 1))
    printf '%-28s %7d %8.1f %9.3fs %9.3fs %7.1fx  %s (target 5x)' "$name" "$files" "$(echo "$bytes / 1000000" | bc -l)" \
        "$dry" "$parse" "$ratio" "$result"
    if [ -n "$before" ]; then
        old=$(median < "$work/before")
        printf '   %.3fs, %.1fx' "$old" "$(echo "$parse / $old" | bc -l)"
    fi
    echo
    [ "$target" = all ] && cp "$work/files" "$work/all-files"
done

# 2. Lexing plus structural parse over the same files, one core (median of the benchmark's passes;
#    with BEFORE_BENCH, median of alternating single passes of both).
echo
if [ -n "$before_bench" ]; then
    : > "$work/rates"; : > "$work/lexrates"; : > "$work/oldrates"; : > "$work/oldlexrates"
    for _ in $(seq "$runs"); do
        $one "$bench" --filelist "$work/all-files" --repeat 1 > "$work/bench"
        awk '/^lex\+parse rate:/ {print $3}' "$work/bench" >> "$work/rates"
        awk '/^lexing rate:/ {print $3}' "$work/bench" >> "$work/lexrates"
        $one "$before_bench" --filelist "$work/all-files" --repeat 1 > "$work/bench"
        awk '/^lex\+parse rate:/ {print $3}' "$work/bench" >> "$work/oldrates"
        awk '/^lexing rate:/ {print $3}' "$work/bench" >> "$work/oldlexrates"
    done
    rate=$(median < "$work/rates"); lexrate=$(median < "$work/lexrates")
else
    $one "$bench" --filelist "$work/all-files" --repeat "$runs" --median > "$work/bench"
    rate=$(awk '/^lex\+parse rate:/ {print $3}' "$work/bench")
    lexrate=$(awk '/^lexing rate:/ {print $3}' "$work/bench")
fi
result=$(verdict "$rate >= 250")
[ "$result" = PASS ] || fails=$((fails + 1))
printf 'lexing + structural parse:   %.0f MB/s CPU, one core (lexing alone %.0f MB/s)  %s (target 250 MB/s)' "$rate" "$lexrate" "$result"
[ -n "$before_bench" ] && printf '   before: %.0f MB/s (lexing alone %.0f)' "$(median < "$work/oldrates")" "$(median < "$work/oldlexrates")"
echo

# 3. and 4. --jobs 2 against --jobs 1, all the apps together, two cores; peak memory of both.
: > "$work/j1"; : > "$work/j2"; : > "$work/j1.rss"; : > "$work/j2.rss"; : > "$work/b1"; : > "$work/b2"
for _ in $(seq "$runs"); do
    peak "$work/j1" $two "$bin" --jobs 1 "${apps[@]}"
    peak "$work/j2" $two "$bin" --jobs 2 "${apps[@]}"
    if [ -n "$before" ]; then
        run "$work/b1" $two "$before" --jobs 1 "${apps[@]}"
        run "$work/b2" $two "$before" --jobs 2 "${apps[@]}"
    fi
done
j1=$(median < "$work/j1"); j2=$(median < "$work/j2")
speedup=$(echo "$j1 / $j2" | bc -l)
result=$(verdict "$speedup >= 1.8")
[ "$result" = PASS ] || fails=$((fails + 1))
printf '%-28s %.3fs --jobs 1, %.3fs --jobs 2: %.2fx  %s (target 1.8x)' "--jobs 2 vs --jobs 1:" "$j1" "$j2" "$speedup" "$result"
if [ -n "$before" ]; then
    b1=$(median < "$work/b1"); b2=$(median < "$work/b2")
    printf '   before: %.3fs, %.3fs: %.2fx' "$b1" "$b2" "$(echo "$b1 / $b2" | bc -l)"
fi
echo
rss=$(cat "$work/j1.rss" "$work/j2.rss" | sort -g | tail -1)
mb=$(echo "${rss:-0} / 1024" | bc -l)
result=$(verdict "$mb < 200")
[ "$result" = PASS ] || fails=$((fails + 1))
printf '%-28s %.0f MB (largest of every run above, --jobs 1: %.0f MB)  %s (target under 200 MB)\n' "peak memory, all together:" "$mb" \
    "$(echo "$(sort -g "$work/j1.rss" | tail -1) / 1024" | bc -l)" "$result"

printf '\nload average after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || uptime)"
[ "$fails" -eq 0 ] && echo "all targets met" || echo "$fails target(s) missed"
