#!/usr/bin/env bash
# Where a dry run's time goes, per phase and per rule, in instructions (callgrind): unlike wall
# time, the counts do not depend on what else the machine is doing, so two builds can be compared
# on a busy machine.
#
#     Benchmarks/phases.sh [--base OLD_BINARY] APP_DIR...
#
# Runs the release `modernize` (MODERNIZE, else .build/release/modernize) over the apps, every
# rule, `--jobs 1`, under `valgrind --tool=callgrind`, and prints each phase's and each rule's
# instructions, inclusive: discovery, reading, lexing, parsing, the project index, project files,
# the rules, suppression, fix resolution, the diff, and the background teardown of parsed roots.
# With --base, the same run of OLD_BINARY is printed beside it, with the ratio. Each run takes
# about 50 times the native time. Needs valgrind.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
base=""
if [ "${1:-}" = --base ]; then base=$2; shift 2; fi
[ $# -ge 1 ] || { echo "usage: Benchmarks/phases.sh [--base OLD_BINARY] APP_DIR..." >&2; exit 2; }
command -v valgrind > /dev/null || { echo "valgrind not found" >&2; exit 2; }
bin=${MODERNIZE:-$here/.build/release/modernize}
[ -x "$bin" ] || { echo "build first: make release" >&2; exit 2; }
# Swift seeds its hashing per process: Set and Dictionary probe differently from run to run, which
# moves a count by a few million. A fixed seed makes two runs of one build count the same.
export SWIFT_DETERMINISTIC_HASHING=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# profile BINARY NAME: the inclusive instruction counts of one run, "count function" a line.
profile() {
    valgrind --tool=callgrind --callgrind-out-file="$work/$2.cg" "$1" --jobs 1 "${@:3}" > /dev/null 2> "$work/$2.log"
    callgrind_annotate --inclusive=yes --threshold=100 "$work/$2.cg" 2> /dev/null \
        | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1, "TOTAL"; next}
               /^ *[0-9,]+ \(/ {n = $1; gsub(",", "", n); f = $0; sub(/^[^)]*\) +/, "", f); sub(/ \[.*\]$/, "", f);
                                sub(/^[^:]*:/, "", f); print n, f}' > "$work/$2.txt"
}

# The phases, as (name, regex of the function names whose inclusive count is the phase's).
phases='discovery|^\$s3CLI9DiscoveryV8discoveryAC7OutcomeOSSF$
read|FileLoaderO9readBytes
lex|^\$s8Rewriter10SourceFileC4path5bytesACSS_Says5UInt8VGtcf[cC]
parse|^\$s8Rewriter10SyntaxTreeC4fileAcA10SourceFileC_tcfc
index: per file|^\$s8Rewriter12ProjectIndexC11FileEntriesVyAeA10SyntaxTreeCcfC
index: project|^\$s8Rewriter12ProjectIndexC7entriesACSayAC11FileEntriesVG_tcfc$
project files (pbxproj)|^\$s8Rewriter10PBXProjectV5bytesACSays5UInt8VG_tAA8PBXErrorOYKcfC$
suppression|^\$s8Codemods11SuppressionO(13isSuppressed|19unknownRuleFindings)
resolve fixes|^\$s8Codemods11FixResolverO7resolve
diff|^\$s8Codemods14PipelineResultV5patch6naming
background teardown|^start_thread$'

# table NAME: "label count" lines for phases, then rules.
table() {
    local txt=$work/$1.txt
    local total; total=$(awk '$2 == "TOTAL" {print $1}' "$txt")
    local sum=0
    while IFS='|' read -r name regex; do
        local n; n=$(awk -v rx="$regex" '$2 ~ rx && $2 !~ /'"'"'2$/ {if ($1 > m) m = $1} END {printf "%.0f\n", m + 0}' "$txt")
        sum=$((sum + n)); echo "$name|$n"
    done <<< "$phases"
    # Rules: the protocol witnesses of run(_:in:) and runProject(_:), one a rule and pass.
    awk '$2 ~ /^\$s8Codemods[0-9]+[A-Za-z]+VAA7CodemodA2aDP(3run_2in|10runProject).*TW$/ {
            f = $2; sub(/^\$s8Codemods/, "", f); match(f, /^[0-9]+/); len = substr(f, 1, RLENGTH) + 0
            name = substr(f, RLENGTH + 1, len); pass = ($2 ~ /DP3run_2in/) ? "per file" : "project"
            key = name " (" pass ")"; if ($1 > v[key]) v[key] = $1 }
         END { for (k in v) print "rule|" k "|" v[k] }' "$txt" > "$work/$1.rules"
    local rules; rules=$(awk -F'|' '{s += $3} END {printf "%.0f\n", s + 0}' "$work/$1.rules")
    echo "rules (all)|$rules"
    echo "other|$((total - sum - rules))"
    echo "total|$total"
    # Passes a rule does not have (an empty default) are left out.
    sort -t'|' -k3 -rn "$work/$1.rules" | awk -F'|' '$3 >= 100000 {print "  " $2 "|" $3}'
}

echo "callgrind, --jobs 1, every rule: $*" >&2
profile "$bin" new "$@"
if [ -n "$base" ]; then
    profile "$base" old "$@"
    table old > "$work/old.table"
fi
table new > "$work/new.table"
if [ -n "$base" ]; then
    printf '%-36s %14s %14s %8s\n' "instructions (inclusive)" "before" "after" "after/before"
    awk -F'|' 'NR == FNR {old[$1] = $2; next} {o = old[$1] + 0; printf "%-36s %13.0fM %13.0fM %8s\n", $1, o / 1e6, $2 / 1e6, (o > 0 ? sprintf("%.2fx", $2 / o) : "-")}' \
        "$work/old.table" "$work/new.table"
else
    printf '%-36s %14s %7s\n' "instructions (inclusive)" "count" "share"
    total=$(awk -F'|' '$1 == "total" {print $2}' "$work/new.table")
    awk -F'|' -v t="$total" '{printf "%-36s %13.0fM %6.1f%%\n", $1, $2 / 1e6, 100 * $2 / t}' "$work/new.table"
fi
