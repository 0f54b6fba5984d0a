import Codemods
import Foundation

/// What the command line asks for. Parsed by hand: no dependencies.
struct Options {
    enum Mode { case dryRun, apply, check, interactive }
    enum Format: String, CaseIterable { case human, json, sarif, github }
    enum Command { case run, rules, explain(String), help, version, printConfig }
    /// `--color`: `auto` colours a stream only when it is a terminal and NO_COLOR is unset.
    enum ColourChoice: String, CaseIterable { case auto, always, never }
    /// Where the configuration comes from: `.modernize` files found from each root, one file, or none.
    enum ConfigChoice: Equatable { case search, file(String), none }

    var command = Command.run
    var mode = Mode.dryRun
    var format = Format.human
    var formatGiven = false
    var paths: [String] = []
    var only: [String]?
    var skip: [String] = []
    var excludes: [String] = []
    /// `--jobs N`; the number of cores when not given, asked only then (it reads the process's
    /// CPU limits, a few files in a container: startup time a run that says `--jobs` does not pay).
    var jobs: Int {
        get { givenJobs ?? Self.processorCount }
        set { givenJobs = newValue }
    }
    private var givenJobs: Int?
    private static let processorCount = ProcessInfo.processInfo.activeProcessorCount
    var quiet = false
    var verbose = false
    var codemodOptions: [String: String] = [:]
    /// `--check` fails on report-only findings at or above this severity.
    var severity = Severity.warning
    var colour = ColourChoice.auto
    var config = ConfigChoice.search
    /// `--max-changes N`: only the first N changes (whole fixes, in path order).
    var maxChanges: Int?
    /// `--report FILE`: the `--format` report goes to FILE; stdout and stderr stay human.
    var reportFile: String?
    /// `--allow-dirty`: write files that have uncommitted changes.
    var allowDirty = false
    /// Every option read, by its long name, with its value: a configuration file is read through
    /// the same parser, and this says which options it set.
    var given: [Given] = []

    struct Given: Equatable {
        var name: String
        var value: String?
    }
    /// `--verify COMMAND`: the shell command that must pass after `--apply` writes.
    var verify: String?
    /// `--safe-only`: apply only fixes that keep behaviour.
    var safeOnly = false
    /// `--baseline FILE`: leave out the findings the file records.
    var baseline: String?
    /// `--write-baseline FILE`: record every current finding there (a check that writes nothing else).
    var writeBaseline: String?

    struct UsageError: Error { var message: String }

    /// Every option name a registered codemod declares.
    static func codemodOptionNames(_ codemods: [any Codemod.Type]) -> Set<String> {
        Set(codemods.flatMap { $0.options.map(\.name) })
    }

    static func parse(_ arguments: [String], codemods: [any Codemod.Type]) throws -> Options {
        var options = Options()
        let modes = try read(arguments, codemods: codemods, into: &options)
        if Set(modes).count > 1 {
            throw UsageError(message: "choose one of \(Set(modes).sorted().joined(separator: ", "))")
        }
        if options.quiet && options.verbose { throw UsageError(message: "--quiet and --verbose contradict each other") }
        if options.given.contains(where: { $0.name == "--config" }) && options.given.contains(where: { $0.name == "--no-config" }) {
            throw UsageError(message: "--config and --no-config contradict each other")
        }
        if options.verify != nil && options.mode != .apply && options.mode != .interactive {
            throw UsageError(message: "--verify checks what --apply writes; add --apply")
        }
        if options.writeBaseline != nil {
            if options.mode == .apply || options.mode == .interactive {
                throw UsageError(message: "--write-baseline records the findings as they are and writes nothing else; drop \(modes.first { $0 != "--check" }!)")
            }
            if options.baseline != nil {
                throw UsageError(message: "--write-baseline records every current finding; drop --baseline (the new baseline replaces the old one)")
            }
            if options.maxChanges != nil {
                throw UsageError(message: "--write-baseline records every current finding; drop --max-changes")
            }
            options.mode = .check
        }
        if options.maxChanges != nil && options.mode == .check {
            throw UsageError(message: "--max-changes limits what is written or shown as a patch; --check reports every change")
        }
        if options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    /// Reads `arguments` into `options`; returns the mode options seen.
    static func read(_ arguments: [String], codemods: [any Codemod.Type], into options: inout Options) throws -> [String] {
        let codemodOptions = codemodOptionNames(codemods)
        var i = 0
        var onlyPaths = false
        var modes: [String] = []
        var taken: String?

        func value(_ name: String, inline: String?) throws -> String {
            if let inline { taken = inline; return inline }
            i += 1
            guard i < arguments.count else { throw UsageError(message: "\(name) needs a value") }
            taken = arguments[i]
            return arguments[i]
        }

        while i < arguments.count {
            let argument = arguments[i]
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                if options.paths.isEmpty, case .run = options.command, argument == "rules" || argument == "explain",
                   !onlyPaths, !FileManager.default.fileExists(atPath: argument) {
                    if argument == "rules" {
                        options.command = .rules
                    } else {
                        i += 1
                        guard i < arguments.count else { throw UsageError(message: "explain needs a rule id") }
                        options.command = .explain(arguments[i])
                    }
                } else {
                    options.paths.append(argument)
                }
                i += 1
                continue
            }
            if argument == "--" { onlyPaths = true; i += 1; continue }
            var name = argument
            var inline: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            switch name {
            case "--apply": modes.append(name); options.mode = .apply
            case "--check": modes.append(name); options.mode = .check
            case "--interactive", "-i": modes.append(name); options.mode = .interactive
            case "--format":
                let text = try value(name, inline: inline)
                guard let format = Format(rawValue: text) else {
                    throw UsageError(message: "unknown format '\(text)' (use \(Format.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                options.format = format
                options.formatGiven = true
            case "--only": options.only = (options.only ?? []) + list(try value(name, inline: inline))
            case "--skip": options.skip += list(try value(name, inline: inline))
            case "--exclude": options.excludes.append(try value(name, inline: inline))
            case "--verify":
                let command = try value(name, inline: inline)
                guard !command.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError(message: "--verify needs a command") }
                options.verify = command
            case "--severity":
                let text = try value(name, inline: inline)
                guard let severity = Severity(rawValue: text) else {
                    throw UsageError(message: "unknown severity '\(text)' (use \(Severity.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                options.severity = severity
            case "--jobs", "-j":
                let text = try value(name, inline: inline)
                guard let jobs = Int(text), jobs > 0 else { throw UsageError(message: "--jobs needs a positive number, not '\(text)'") }
                options.jobs = jobs
            case "--safe-only": options.safeOnly = true
            case "--baseline": options.baseline = try value(name, inline: inline)
            case "--write-baseline": options.writeBaseline = try value(name, inline: inline)
            case "--quiet", "-q": options.quiet = true
            case "--verbose", "-v": options.verbose = true
            case "--version": options.command = .version
            case "--help", "-h": options.command = .help
            case "--color":
                let text = try value(name, inline: inline)
                guard let choice = ColourChoice(rawValue: text) else {
                    throw UsageError(message: "--color takes one of \(ColourChoice.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
                }
                options.colour = choice
            case "--config":
                options.config = .file(try value(name, inline: inline))
            case "--no-config": options.config = .none
            case "--print-config": options.command = .printConfig
            case "--max-changes":
                let text = try value(name, inline: inline)
                guard let count = Int(text), count > 0 else { throw UsageError(message: "--max-changes needs a positive number, not '\(text)'") }
                options.maxChanges = count
            case "--report": options.reportFile = try value(name, inline: inline)
            case "--allow-dirty": options.allowDirty = true
            default:
                let bare = String(name.drop { $0 == "-" })
                guard name.hasPrefix("--"), codemodOptions.contains(bare) else {
                    throw UsageError(message: "unknown option \(name)")
                }
                let given = try value(name, inline: inline)
                if let allowed = codemods.lazy.flatMap({ $0.options }).first(where: { $0.name == bare })?.allowedValues,
                   !allowed.contains(given.lowercased()) {
                    throw UsageError(message: "\(name) takes one of \(allowed.joined(separator: ", ")), not '\(given)'")
                }
                options.codemodOptions[bare] = given
            }
            options.given.append(Given(name: longNames[name] ?? name, value: taken))
            taken = nil
            i += 1
        }
        return modes
    }

    static let longNames = ["-i": "--interactive", "-j": "--jobs", "-q": "--quiet", "-v": "--verbose", "-h": "--help"]

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The codemods to run, after --only and --skip; unknown ids are a usage error.
    func selectedCodemods(from all: [any Codemod.Type]) throws -> [any Codemod.Type] {
        let known = Set(all.map { $0.id })
        let unknown = ((only ?? []) + skip).filter { !known.contains($0) }
        if !unknown.isEmpty {
            let valid = all.map { $0.id }.sorted()
            throw UsageError(message: "unknown rule id\(unknown.count > 1 ? "s" : "") \(unknown.joined(separator: ", ")); valid ids: "
                             + (valid.isEmpty ? "(none registered)" : valid.joined(separator: ", ")))
        }
        if let only, only.isEmpty {
            throw UsageError(message: "--only names no rule; give one or more rule ids (`modernize rules` lists them)")
        }
        let selected = all.filter { (only == nil || only!.contains($0.id)) && !skip.contains($0.id) }
        if selected.isEmpty && !all.isEmpty {
            throw UsageError(message: "--only and --skip leave no rule to run")
        }
        return selected
    }
}
