import Codemods

/// Texts for --help, `rules` and `explain`.
enum Help {
    static func usage(codemods: [any Codemod.Type]) -> String {
        var text = """
        modernize: migrate iOS app source for the iOS 27 SDK.

        Usage:
          modernize [options] [path ...]     paths default to "."
          modernize rules                    list the rules
          modernize explain ID               describe a rule, with a before/after example

        Modes (default: dry run, the unified diff of every change on stdout):
          --apply                 write the changes in place (atomically)
          --check                 report only; exit 1 if a change is pending or a warning/error exists
          --severity LEVEL        with --check, the lowest finding severity that fails: info, warning (default), error
          --interactive, -i       show each change and ask y/n/a/q on stdin, then write the accepted ones
          --allow-dirty           let --apply and --interactive rewrite files with uncommitted changes (git)
          --max-changes N         only the first N changes in path order, whole fixes; a later run does the rest
          --verify COMMAND        with --apply: run COMMAND (sh -c, in each root) after writing; when it fails,
                                  keep only the rules and files it passes with, revert the rest
          --safe-only             apply only safe fixes; fixes that change behaviour are reported, not applied
          --baseline FILE         leave out the findings FILE records (not reported, not rewritten, not failing --check)
          --write-baseline FILE   record every current finding in FILE (JSON) and write nothing else

        Selection and input:
          --only ID[,ID...]       run only these rules
          --skip ID[,ID...]       do not run these rules
          --exclude GLOB          skip matching paths (repeatable; matched against the path and the name)

        Output:
          --format FORMAT         human (default), json (JSON Lines), sarif (SARIF 2.1.0), github (annotations)
          --report FILE           also write the --format report to FILE (.json/.sarif names choose it); stdout keeps the diff
          --color WHEN            auto (default: on a terminal, unless NO_COLOR is set), always, never
          --quiet, -q             only warnings and errors, no summary
          --verbose, -v           more detail (discovered files, suggestions, per-root summaries)
          --jobs N, -j N          parallel jobs (default: the number of cores)
          --version               print the version
          --help, -h              print this help

        Configuration: options, one a line with # comments, in a .modernize file at or above each path
        (up to the top of its git work tree); the command line wins.
          --config FILE           read FILE for every path instead
          --no-config             read no configuration file
          --print-config          print the options in effect and where each comes from

        Exit codes: 0 done, 1 changes pending or warnings (--check) or reverted (--verify), 2 usage error,
        3 a file could not be read, parsed or written (every other file was still processed),
        4 the --verify command fails without any change (every file is put back).
        Suppress a finding with `// modernize:ignore` or `// modernize:ignore ID[,ID]` at the end of
        its line or alone on the line above.

        """
        // An option several rules declare (a rule family's) is listed once, with every rule that reads it.
        var options: [(option: CodemodOption, ids: [String])] = []
        for codemod in codemods {
            for option in codemod.options {
                if let i = options.firstIndex(where: { $0.option.name == option.name && $0.option.help == option.help }) {
                    options[i].ids.append(codemod.id)
                } else {
                    options.append((option, [codemod.id]))
                }
            }
        }
        if !options.isEmpty {
            text += "\nRule options (see `modernize explain ID`):\n"
            for (option, ids) in options {
                text += "  --\(option.name) VALUE".padding(toLength: 34, withPad: " ", startingAt: 0)
                    + "\(option.help) [\(ids.joined(separator: ", ")), default: \(option.defaultValue.isEmpty ? "\"\"" : option.defaultValue)]\n"
            }
        }
        return text
    }

    static func rules(_ codemods: [any Codemod.Type]) -> String {
        guard !codemods.isEmpty else { return "no rules are registered\n" }
        let width = (codemods.map { $0.id.count }.max() ?? 0) + 2
        return codemods.map { $0.id.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary + "\n" }.joined()
    }

    static func explain(_ codemod: any Codemod.Type) -> String {
        var text = "\(codemod.id): \(codemod.summary)\n\n\(codemod.explanation)"
        if !text.hasSuffix("\n") { text += "\n" }
        text += "\nFix safety:\n" + codemod.fixSafety.split(separator: "\n").map { wrap(String($0), indent: "    ") }.joined()
        if !codemod.options.isEmpty {
            text += "\nOptions:\n"
            for option in codemod.options {
                let choices = option.allowedValues.map { "; one of " + $0.joined(separator: ", ") } ?? ""
                text += "  --\(option.name) VALUE\n      \(option.help)\(choices) (default: \(option.defaultValue.isEmpty ? "\"\"" : option.defaultValue))\n"
            }
        }
        return text
    }

    /// A paragraph in lines of at most `width` characters (a longer word gets a line of its own).
    static func wrap(_ paragraph: String, indent: String, width: Int = 100) -> String {
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ") {
            if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { indent + $0 + "\n" }.joined()
    }
}
