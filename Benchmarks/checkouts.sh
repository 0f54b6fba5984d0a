#!/usr/bin/env bash
# Whole dry runs of each app as a git work tree, the way users run modernize: inside a work tree a
# run also asks git what it ignores (`git ls-files --others --ignored`), which walks the checkout
# as modernize does. The apps are copied, and each copy is made a repository with one commit.
#
#     Benchmarks/checkouts.sh APP_DIR...
#
# For each app, `--jobs 1` and `--jobs 2` runs of MODERNIZE (default .build/release/modernize),
# and of BEFORE when set, alternate RUNS times (default 11) on two cores; medians are printed.
# Needs git, and taskset on Linux.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: Benchmarks/checkouts.sh APP_DIR..." >&2; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
bin=${MODERNIZE:-$here/.build/release/modernize}
before=${BEFORE:-}
runs=${RUNS:-11}
[ -x "$bin" ] || { echo "build first: make release" >&2; exit 2; }
if command -v taskset > /dev/null; then two="taskset -c 0,1"; else two=""; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }
time_run() {
    local out=$1; shift
    local start end
    start=$(now); "$@" > /dev/null 2>&1 || true; end=$(now)
    echo "($end - $start) * 1000" | bc -l >> "$out"
}

printf '%-24s %6s %12s' app jobs "ms (median)"
[ -n "$before" ] && printf ' %12s %7s' "before (ms)" ratio
echo
for app in "$@"; do
    name=$(basename "$app")
    copy="$work/$name"
    cp -R "$app" "$copy"
    (cd "$copy" && git init -q && git add -A > /dev/null 2>&1 && git -c user.name=bench -c user.email=bench@localhost commit -qm checkout)
    for jobs in 1 2; do
        : > "$work/new"; : > "$work/old"
        for _ in $(seq "$runs"); do
            time_run "$work/new" $two "$bin" --no-config --jobs "$jobs" "$copy"
            [ -n "$before" ] && time_run "$work/old" $two "$before" --no-config --jobs "$jobs" "$copy"
        done
        new=$(median < "$work/new")
        printf '%-24s %6s %12.1f' "$name" "$jobs" "$new"
        if [ -n "$before" ]; then
            old=$(median < "$work/old")
            printf ' %12.1f %6.2fx' "$old" "$(echo "$old / $new" | bc -l)"
        fi
        echo
    done
    rm -rf "$copy"
done
