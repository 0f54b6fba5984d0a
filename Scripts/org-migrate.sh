#!/bin/sh
# Runs modernize in one checkout, for a tool that runs a script in every repository of an
# organisation and opens a pull request where the script succeeds and changed files
# (multi-gitter, git-xargs). In the checkout's top folder:
#
#   modernize --apply --verify "$VERIFY_COMMAND" --format json [ARGUMENTS] .
#
# then writes a pull request body from what modernize did, rule by rule.
#
# Exit status (the tools open a pull request only after 0 with changed files):
#   0  the verified rewrites are in the work tree (and the body in $PR_BODY_FILE), or there was
#      nothing to rewrite (work tree unchanged, no body)
#   1  VERIFY_COMMAND failed with every rewrite: all were reverted, nothing is left to propose
#   2  usage: the checkout had uncommitted changes, modernize is missing, or a bad argument
#   3  modernize could not read, parse or write a file, and nothing was left to propose
#   4  VERIFY_COMMAND fails on the checkout as it is: the files are as they were
#   other: modernize was interrupted (128 + the signal)
#
# Environment:
#   MODERNIZE        the modernize executable (default: modernize on PATH)
#   VERIFY_COMMAND   the build that must pass, run with sh in the checkout, for example
#                    'xcodebuild -scheme App -destination generic/platform=iOS build' or
#                    'swift build'; unset: the rewrites are not built here (a warning)
#   PR_BODY_FILE     where the body goes (default: a file in $TMPDIR named after the repository;
#                    never inside the checkout, where the tool would commit it)
#   MODERNIZE_COMMIT 1: commit the rewrites with the title and the body as the message
#                    (multi-gitter --manual-commit takes the pull request's title and body from
#                    the first commit the script makes)
#   REPOSITORY (multi-gitter), XARGS_REPO_OWNER and XARGS_REPO_NAME (git-xargs): name the
#                    default body file
set -u

modernize="${MODERNIZE:-modernize}"
title="Migrate to the iOS 27 SDK with modernize"
repository="${REPOSITORY:-${XARGS_REPO_OWNER:+$XARGS_REPO_OWNER/}${XARGS_REPO_NAME:-$(basename "$(pwd)")}}"
body="${PR_BODY_FILE:-${TMPDIR:-/tmp}/modernize-pr-body-$(printf '%s' "$repository" | tr -c 'A-Za-z0-9._-' '_').md}"

say() { printf 'org-migrate: %s\n' "$*" >&2; }

if ! command -v "$modernize" > /dev/null 2>&1; then
    say "modernize not found (set MODERNIZE to its path)"
    exit 2
fi
if ! git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
    say "not inside a git work tree"
    exit 2
fi
cd "$(git rev-parse --show-toplevel)" || exit 2
if [ -n "$(git status --porcelain)" ]; then
    say "the checkout has uncommitted changes; a pull request would carry them too"
    exit 2
fi
rm -f "$body"

report="$(mktemp "${TMPDIR:-/tmp}/modernize-report.XXXXXX")" || exit 2
trap 'rm -f "$report"' EXIT
if [ -n "${VERIFY_COMMAND:-}" ]; then
    "$modernize" --apply --verify "$VERIFY_COMMAND" --format json "$@" . > "$report"
else
    say "VERIFY_COMMAND is not set: the rewrites are not built before the pull request"
    "$modernize" --apply --format json "$@" . > "$report"
fi
status=$?
case $status in
    0 | 1 | 3) ;;
    *) say "modernize exited with status $status; nothing to propose"; exit "$status" ;;
esac

if [ -z "$(git status --porcelain)" ]; then
    reverted=$(grep -c '^{"type":"reverted"' "$report")
    if [ "$reverted" -gt 0 ]; then
        say "every rewrite was reverted: '$VERIFY_COMMAND' fails with each of them"
        exit 1
    fi
    [ "$status" -eq 3 ] && { say "modernize could not process some files and rewrote nothing"; exit 3; }
    say "nothing to rewrite"
    exit 0
fi

# The body, from modernize's JSON Lines (one object per line, keys in a fixed order).
awk -v title="$title" -v verify="${VERIFY_COMMAND:-}" -v version="$("$modernize" --version 2> /dev/null)" '
    # Reads the JSON string that opens at index `at` of `s` (at its quote): sets `text` to it,
    # unescaped as modernize escapes, and returns the index after its closing quote.
    function scan(s, at,    i, c) {
        text = ""
        for (i = at + 1; i <= length(s); i++) {
            c = substr(s, i, 1)
            if (c == "\"") return i + 1
            if (c == "\\") {
                i++
                c = substr(s, i, 1)
                if (c == "n") c = "\n"; else if (c == "t") c = "\t"; else if (c == "r") c = ""
                else if (c == "u") { c = "?"; i += 4 }
            }
            text = text c
        }
        return i
    }
    function field(line, key,    start) {
        start = index(line, "\"" key "\":\"")
        if (start == 0) return ""
        scan(line, start + length(key) + 3)
        return text
    }
    function number(line, key,    start) {
        start = index(line, "\"" key "\":")
        return start == 0 ? 0 : substr(line, start + length(key) + 3) + 0
    }
    # The strings of the array "key", one a line.
    function strings(line, key,    at, all) {
        at = index(line, "\"" key "\":[")
        if (at == 0) return ""
        at += length(key) + 4
        all = ""
        while (substr(line, at, 1) == "\"") {
            at = scan(line, at)
            all = all text "\n"
            if (substr(line, at, 1) == ",") at++
        }
        return all
    }
    # The keys of `set`, sorted, in `sorted[1..n]`; returns n.
    function keys(set, sorted,    n, k, i, j, t) {
        n = 0
        for (k in set) sorted[++n] = k
        for (i = 2; i <= n; i++) for (j = i; j > 1 && sorted[j - 1] > sorted[j]; j--) { t = sorted[j]; sorted[j] = sorted[j - 1]; sorted[j - 1] = t }
        return n
    }
    /^\{"type":"change"/ {
        rule = field($0, "rule")
        rewrites[rule]++
        if (!((rule, field($0, "file")) in seen)) { seen[rule, field($0, "file")] = 1; files[rule]++ }
    }
    /^\{"type":"create"/ { created[++creates] = field($0, "file") }
    /^\{"type":"finding"/ { findings[field($0, "rule")]++ }
    /^\{"type":"reverted"/ {
        fixes = number($0, "fixes")
        findings[field($0, "rule")] -= fixes
        reverts[++revertCount] = "- `" field($0, "rule") "` in `" field($0, "file") "` (" fixes " rewrite" (fixes == 1 ? "" : "s") ", exit status " number($0, "exit") ")"
        outputs[revertCount] = strings($0, "output")
    }
    /^\{"type":"error"/ { errors[++errorCount] = "- `" field($0, "file") "`: " field($0, "message") }
    END {
        print title
        print ""
        if (verify != "") print "Rewritten by " version "; `" verify "` passes with every change below."
        else print "Rewritten by " version "; not built before this pull request."
        print ""
        print "| rule | rewrites | files |"
        print "|---|---|---|"
        n = keys(rewrites, order)
        for (i = 1; i <= n; i++) print "| `" order[i] "` | " rewrites[order[i]] " | " files[order[i]] " |"
        if (creates > 0) {
            print ""
            print "New files:"
            for (i = 1; i <= creates; i++) print "- `" created[i] "`"
        }
        if (revertCount > 0) {
            print ""
            print "Reverted, because `" verify "` failed with them (still to migrate by hand):"
            for (i = 1; i <= revertCount; i++) {
                print reverts[i]
                if (outputs[i] != "") {
                    print ""
                    print "  ```"
                    count = split(outputs[i], lines, "\n")
                    for (j = 1; j < count; j++) print "  " lines[j]
                    print "  ```"
                }
            }
        }
        if (errorCount > 0) {
            print ""
            print "Not processed:"
            for (i = 1; i <= errorCount; i++) print errors[i]
        }
        n = keys(findings, order)
        total = 0; list = ""
        for (i = 1; i <= n; i++) if (findings[order[i]] > 0) {
            total += findings[order[i]]
            list = list (list == "" ? "" : ", ") "`" order[i] "` " findings[order[i]]
        }
        if (total > 0) {
            print ""
            print "Left for a person: " total " finding" (total == 1 ? "" : "s") " (" list "); `modernize --check .` lists each with a suggestion."
        }
    }
' "$report" > "$body" || { say "cannot write $body"; exit 2; }
# The tool commits every new file: say which ones modernize did not create (build output?).
git status --porcelain --untracked-files=all | sed -n 's/^?? //p' | while read -r path; do
    grep -qF "\"type\":\"create\"" "$report" && grep -F "\"type\":\"create\"" "$report" | grep -qF "\"file\":\"$path\"" && continue
    say "warning: $path is new and not from modernize (build output?); the tool would commit it"
done
say "pull request body: $body"
cat "$body"

if [ "${MODERNIZE_COMMIT:-}" = 1 ]; then
    git add -A && git commit -q -F "$body" || { say "git commit failed"; exit 2; }
fi
exit 0
