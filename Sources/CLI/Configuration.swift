import Codemods
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The options in effect: the command line over the configuration files.
///
/// Each path argument reads its own `.modernize` (the nearest at or above it, up to the top of
/// its git work tree), as SwiftFormat reads the `.swiftformat` of the folder it formats: rule
/// selection, rule options, `--exclude` and `--severity` can differ per path. Output and
/// parallelism (`--format`, `--jobs`, `--quiet`, `--verbose`, `--color`) belong to the whole run,
/// so they come from one file, the first path's; another path's file that sets them differently
/// is warned about. `--config FILE` is the one file for every path, `--no-config` reads none.
///
/// The command line wins: a value it gives replaces the file's; `--only` on it starts the
/// selection afresh (the file's `--only` and `--skip` no longer apply), `--skip` adds to the
/// file's, and `--exclude` globs add to the file's, which are relative to the file's folder.
struct Configuration {
    enum Source: Equatable {
        case commandLine
        case file(path: String, line: Int)
        case byDefault
    }

    /// One option as it takes effect, for `--print-config`.
    struct Entry: Equatable {
        var name: String
        var value: String?
        var source: Source
    }

    struct Root {
        var argument: String
        var file: ConfigFile?
        /// The command line merged with the file: what the root's run reads.
        var options: Options
        var selected: [any Codemod.Type]
        var excludes: [Discovery.ExcludeGlob]
        var entries: [Entry]
    }

    /// The whole run's options (mode, output, parallelism).
    var options: Options
    var wholeRunFile: ConfigFile?
    var wholeRunEntries: [Entry]
    var roots: [Root]
    /// Options a file sets that do not take effect (whole-run options of a path other than the first).
    var warnings: [String]
    /// The format of the `--report` file, when there is one.
    var reportFormat: Options.Format?

    static func resolve(_ commandLine: Options, codemods: [any Codemod.Type], cwd: String, display: PathDisplay) throws -> Configuration {
        var cache: [String: ConfigFile] = [:]
        func load(_ path: String) throws -> ConfigFile {
            if let file = cache[path] { return file }
            let file = try ConfigFile.read(path, shown: display.show(path), codemods: codemods)
            cache[path] = file
            return file
        }
        var files: [ConfigFile?] = []
        switch commandLine.config {
        case .none:
            files = commandLine.paths.map { _ in nil }
        case .file(let given):
            let absolute = given.hasPrefix("/") ? given : cwd + "/" + given
            var info = stat()
            guard stat(absolute, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, let path = PatchPaths.canonical(absolute) else {
                throw Options.UsageError(message: "--config \(given): no such file")
            }
            let file = try load(path)
            files = commandLine.paths.map { _ in file }
        case .search:
            for argument in commandLine.paths {
                files.append(try ConfigFile.find(from: folder(of: argument, cwd: cwd)).map(load))
            }
        }

        var configuration = Configuration(options: commandLine, wholeRunFile: files.first ?? nil, wholeRunEntries: [], roots: [], warnings: [])
        configuration.mergeWholeRun(commandLine, display: display)
        for (argument, file) in zip(commandLine.paths, files) {
            configuration.roots.append(try root(argument, file: file, commandLine: commandLine, codemods: codemods, cwd: cwd, display: display))
        }
        configuration.warnAboutIgnoredWholeRunOptions(files, commandLine: commandLine, display: display)
        if let path = commandLine.reportFile {
            configuration.reportFormat = try ReportFile.format(of: path, commandLine: commandLine, effective: configuration.options)
        }
        return configuration
    }

    /// The folder a path argument's configuration is searched from: the folder itself, a file's
    /// folder, or for a path that does not exist the nearest folder above it that does.
    static func folder(of argument: String, cwd: String) -> String {
        var path = Discovery.normalize(argument)
        if !path.hasPrefix("/") { path = PatchPaths.lexical(cwd + "/" + path) }
        while true {
            var info = stat()
            if stat(path, &info) == 0 {
                let folder = (info.st_mode & S_IFMT) == S_IFDIR ? path : PatchPaths.parent(path)
                return PatchPaths.canonical(folder) ?? folder
            }
            if path == "/" { return path }
            path = PatchPaths.parent(path)
        }
    }

    // MARK: Merging

    private mutating func mergeWholeRun(_ commandLine: Options, display: PathDisplay) {
        let file = wholeRunFile
        let given = Set(commandLine.given.map(\.name))
        func source(_ name: String) -> Source {
            if given.contains(name) { return .commandLine }
            if let file, let line = file.line(of: name) { return .file(path: file.path, line: line) }
            return .byDefault
        }
        if let file {
            if !given.contains("--format"), file.sets("--format") {
                options.format = file.options.format
                options.formatGiven = true
            }
            if !given.contains("--jobs"), file.sets("--jobs") { options.jobs = file.options.jobs }
            if !given.contains("--color"), file.sets("--color") { options.colour = file.options.colour }
            if !given.contains("--quiet") && !given.contains("--verbose") {
                options.quiet = file.options.quiet
                options.verbose = file.options.verbose
            }
        }
        wholeRunEntries = [
            Entry(name: "--format", value: options.format.rawValue, source: source("--format")),
            Entry(name: "--jobs", value: String(options.jobs), source: source("--jobs")),
            Entry(name: "--color", value: options.colour.rawValue, source: source("--color")),
        ]
        if options.quiet { wholeRunEntries.append(Entry(name: "--quiet", value: nil, source: source("--quiet"))) }
        if options.verbose { wholeRunEntries.append(Entry(name: "--verbose", value: nil, source: source("--verbose"))) }
    }

    private static func root(_ argument: String, file: ConfigFile?, commandLine: Options, codemods: [any Codemod.Type],
                             cwd: String, display: PathDisplay) throws -> Root {
        var options = commandLine
        var entries: [Entry] = []
        let given = Set(commandLine.given.map(\.name))
        func occurrences(_ name: String, in options: Options, source: (Int) -> Source) -> [Entry] {
            options.given.indices.filter { options.given[$0].name == name }.map {
                Entry(name: name, value: options.given[$0].value, source: source($0))
            }
        }
        let fromCommandLine: (String) -> [Entry] = { name in occurrences(name, in: commandLine) { _ in .commandLine } }
        let fromFile: (String) -> [Entry] = { name in
            guard let file else { return [] }
            return occurrences(name, in: file.options) { .file(path: file.path, line: file.lines[$0]) }
        }
        func last(_ name: String, defaultValue: String) -> Entry {
            fromCommandLine(name).last ?? fromFile(name).last ?? Entry(name: name, value: defaultValue, source: .byDefault)
        }

        if given.contains("--only") {
            entries += fromCommandLine("--only") + fromCommandLine("--skip")
        } else {
            options.only = file?.options.only
            options.skip = (file?.options.skip ?? []) + commandLine.skip
            entries += fromFile("--only") + fromFile("--skip") + fromCommandLine("--skip")
        }
        var excludes = commandLine.excludes.map { Discovery.ExcludeGlob(glob: $0) }
        if let file, !file.options.excludes.isEmpty {
            let anchor = relativePath(from: file.folder, to: folder(of: argument, cwd: cwd))
            excludes = file.options.excludes.map { Discovery.ExcludeGlob(glob: $0, anchor: anchor) } + excludes
        }
        entries += fromFile("--exclude") + fromCommandLine("--exclude")
        if !given.contains("--severity"), let file, file.sets("--severity") { options.severity = file.options.severity }
        entries.append(last("--severity", defaultValue: Severity.warning.rawValue))
        for option in codemods.flatMap({ $0.options }) {
            let name = "--" + option.name
            if commandLine.codemodOptions[option.name] == nil, let value = file?.options.codemodOptions[option.name] {
                options.codemodOptions[option.name] = value
            }
            entries.append(last(name, defaultValue: option.defaultValue))
        }
        let selected: [any Codemod.Type]
        do {
            selected = try options.selectedCodemods(from: codemods)
        } catch let error as Options.UsageError {
            guard let file, file.sets("--only") || file.sets("--skip") else { throw error }
            throw Options.UsageError(message: "\(argument): \(error.message) (with the configuration \(display.show(file.path)))")
        }
        return Root(argument: argument, file: file, options: options, selected: selected, excludes: excludes, entries: entries)
    }

    /// A whole-run option set by a path's file other than the first does not take effect: say so.
    private mutating func warnAboutIgnoredWholeRunOptions(_ files: [ConfigFile?], commandLine: Options, display: PathDisplay) {
        let given = Set(commandLine.given.map(\.name))
        var warned = Set<String>()
        for file in files.dropFirst().compactMap({ $0 }) where file.path != wholeRunFile?.path && warned.insert(file.path).inserted {
            for name in ConfigFile.wholeRunOptions where !given.contains(name) {
                guard let line = file.line(of: name) else { continue }
                let value = file.options.given.last { $0.name == name }?.value
                let effective = wholeRunEntries.first { $0.name == name }
                let same = name == "--quiet" || name == "--verbose" ? effective != nil : effective?.value == value
                if same { continue }
                warnings.append("\(display.show(file.path)):\(line): \(name) applies to the whole run and is taken from the first path's "
                                + "configuration (\(wholeRunFile.map { display.show($0.path) } ?? "none")); give it on the command line to choose")
            }
        }
    }

    /// `target` relative to `base`, both canonical: "" when equal, "../x" when beside.
    static func relativePath(from base: String, to target: String) -> String {
        let baseParts = base.split(separator: "/"), targetParts = target.split(separator: "/")
        var common = 0
        while common < baseParts.count, common < targetParts.count, baseParts[common] == targetParts[common] { common += 1 }
        let parts = Array(repeating: "..", count: baseParts.count - common) + targetParts[common...].map(String.init)
        return parts.joined(separator: "/")
    }

    // MARK: --print-config

    /// Every option a configuration can hold, one a line in the file's own syntax, each followed
    /// by where it comes from: `# command line`, `# FILE:LINE` or `# default`.
    func printed(display: PathDisplay) -> String {
        func line(_ entry: Entry) -> String {
            let option = entry.value.map { "\(entry.name) \(ConfigFile.quoted($0))" } ?? entry.name
            let source: String
            switch entry.source {
            case .commandLine: source = "command line"
            case .file(let path, let line): source = "\(display.show(path)):\(line)"
            case .byDefault: source = "default"
            }
            return "\(option)  # \(source)\n"
        }
        func named(_ file: ConfigFile?) -> String {
            file.map { "configuration: \(display.show($0.path))" } ?? "no configuration file"
        }
        var text = "# whole run (\(named(wholeRunFile)))\n" + wholeRunEntries.map(line).joined()
        for root in roots {
            text += "\n# \(root.argument) (\(named(root.file)))\n"
            text += "# rules: \(root.selected.map { $0.id }.joined(separator: ", "))\n"
            text += root.entries.map(line).joined()
        }
        return text
    }
}
