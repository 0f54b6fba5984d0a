import Foundation

/// The UIKit, SwiftUI and other SDK stand-ins under Tests/Stubs (a folder of Swift files per module),
/// compiled once per test run
/// with `swiftc -emit-module` so fixtures can be type-checked on any platform.
enum StubModules {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Stubs")

    /// Build levels: a module imports only modules of earlier levels; one level builds in parallel.
    static let levels = [["QuartzCore", "Combine", "UserNotifications", "AVFoundation", "SwiftData"], ["UIKit"], ["SwiftUI"], ["WidgetKit", "Then", "Flutter", "React"]]

    /// Fixture type-checks and stub modules use Swift 5 mode with minimal concurrency checking:
    /// that is how the UIKit apps these codemods target build, and the stubs mark SDK types
    /// `@preconcurrency @MainActor` as the Objective-C importer does, so isolation and Sendable
    /// mistakes are reported exactly where Xcode reports them for such apps (inside tasks and
    /// `@Sendable` closures) instead of on every UIKit call. Capture mistakes (missing `self`)
    /// are errors in every mode.
    static let languageFlags = ["-swift-version", "5", "-enable-bare-slash-regex"]

    struct Built: Sendable {
        var directory: URL?
        var failure: String?
    }

    /// Built once; later callers share the result.
    static let built: Built = build()

    /// Versions at which the SwiftUI stand-in's replacements appear (`STUB_IOS_BELOW_<N>` in
    /// Tests/Stubs/SwiftUI/DeprecatedModifiers.swift and AlertsAndDialogs.swift).
    static let swiftUIThresholds = [14, 15, 16, 17, 26]
    private static let variantLock = NSLock()
    nonisolated(unsafe) private static var variants: [Int: Built] = [:]

    /// A folder holding the SwiftUI stand-in built for an iOS deployment target of `major` (searched
    /// before `built.directory`), or nil when the default build already fits (17 and later).
    static func swiftUIVariant(forIOS major: Int?) -> URL? {
        guard let major, let base = built.directory else { return nil }
        let below = swiftUIThresholds.filter { major < $0 }
        guard let key = below.first else { return nil }
        variantLock.lock()
        defer { variantLock.unlock() }
        if let known = variants[key] { return known.directory }
        let variant = build(levels: [["SwiftUI"]], folder: "modernize-stubs-ios\(key - 1)", what: "stub module") { _, _ in
            ["-emit-module", "-parse-as-library", "-I", base.path] + below.flatMap { ["-D", "STUB_IOS_BELOW_\($0)"] }
        }
        variants[key] = variant
        return variant.directory
    }

    /// The Swift files of one stand-in module, `Tests/Stubs/<name>/*.swift`.
    static func sourceFiles(of name: String) -> [String] {
        let folder = root.appendingPathComponent(name)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    private static func build() -> Built {
        let built = build(levels: levels, folder: "modernize-stubs", what: "stub module") { name, _ in ["-emit-module", "-parse-as-library"] }
        // The modules live as long as the test process; remove them when it exits.
        atexit {
            if let directory = StubModules.built.directory { try? FileManager.default.removeItem(at: directory) }
            for variant in StubModules.variants.values { if let directory = variant.directory { try? FileManager.default.removeItem(at: directory) } }
        }
        return built
    }

    /// Compiles stand-in modules into a new temporary folder, level by level (each level in
    /// parallel), with `arguments(name, folder)` besides the module name, include path, module
    /// output, language flags and sources. Modules without sources are left out.
    static func build(levels: [[String]], folder prefix: String, what: String,
                      arguments: @escaping @Sendable (String, URL) -> [String]) -> Built {
        guard let swiftc = ExternalTools.swiftc else { return Built(directory: nil, failure: "swiftc is not on PATH") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            return Built(directory: nil, failure: "cannot create \(directory.path): \(error)")
        }
        for level in levels {
            let failures = Parallel.map(level, workers: level.count) { name -> String? in
                let sources = sourceFiles(of: name)
                if sources.isEmpty { return nil }
                let result = ExternalTools.run(swiftc, arguments(name, directory) + ["-module-name", name, "-I", directory.path,
                                                        "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path]
                                                       + languageFlags + sources, in: directory)
                return result.status == 0 ? nil : "\(what) \(name) does not compile:\n\(result.stderr.prefix(2000))"
            }
            if let failure = failures.compactMap({ $0 }).first { return Built(directory: nil, failure: failure) }
        }
        return Built(directory: directory, failure: nil)
    }
}

/// One compiler diagnostic without its position, so input and output can be compared.
struct Diagnostic: Hashable, Comparable, CustomStringConvertible {
    var severity: String
    var message: String
    var description: String { "\(severity): \(message)" }
    static func < (a: Diagnostic, b: Diagnostic) -> Bool { a.description < b.description }

    /// Diagnostics that say only that the Objective-C runtime is absent (Linux), not that the code is wrong.
    static let platformOnly = [
        "Objective-C interoperability is disabled",
        "'#selector' can only be used with the Objective-C runtime",
        "'@IBOutlet' property cannot have non-'@objc' class type",
        "'@IBAction' methods must",
        // `#Preview` expands through a compiler plugin that ships with Xcode; its body is still type-checked.
        "external macro implementation type 'PreviewsMacros.SwiftUIView' could not be found",
    ]

    var isPlatformOnly: Bool { Self.platformOnly.contains { message.hasPrefix($0) } }
}

enum TypeChecker {
    /// `swiftc -frontend -typecheck` of one module's files against the stubs; the diagnostics by
    /// message (diagnostic group suffixes such as ` [#DeprecatedDeclaration]` removed).
    static func diagnostics(files: [String], modules: URL, variant: URL? = nil) -> Set<Diagnostic> {
        guard let swiftc = ExternalTools.swiftc, !files.isEmpty else { return [] }
        var arguments = ["-frontend", "-typecheck"] + (variant.map { ["-I", $0.path] } ?? [])
            + ["-I", modules.path, "-module-name", "App", "-diagnostic-style", "llvm"]
            + StubModules.languageFlags
        // A module has top-level code only in main.swift; elsewhere `@main` must be allowed.
        if !files.contains(where: { ($0 as NSString).lastPathComponent == "main.swift" }) {
            arguments.append("-parse-as-library")
        }
        let result = ExternalTools.run(swiftc, arguments + files)
        var found = Set<Diagnostic>()
        for line in result.stderr.split(separator: "\n") {
            for severity in ["error", "warning"] {
                guard let marker = line.range(of: ": \(severity): "), !line.hasPrefix(" ") else { continue }
                var message = String(line[marker.upperBound...])
                if let group = message.range(of: #" \[#[A-Za-z-]+\]$"#, options: .regularExpression) {
                    message.removeSubrange(group)
                }
                let diagnostic = Diagnostic(severity: severity, message: message.trimmingCharacters(in: .whitespaces))
                if !diagnostic.isPlatformOnly { found.insert(diagnostic) }
                break
            }
        }
        if result.status != 0 && !found.contains(where: { $0.severity == "error" })
            && !result.stderr.contains(": error: ") {
            found.insert(Diagnostic(severity: "error", message: "swiftc failed (\(result.status)): \(result.stderr.prefix(300))"))
        }
        return found
    }
}

/// Runs blocking work (mostly waiting on child processes) on a fixed number of threads.
enum Parallel {
    /// Several swiftc processes per core: the work is process start-up and module loading, and on a
    /// machine shared with other builds more processes keep the test's share of the cores.
    static let defaultWorkers = max(4, ProcessInfo.processInfo.activeProcessorCount * 3)

    static func map<T, R>(_ items: [T], workers: Int = defaultWorkers, _ body: @escaping @Sendable (T) -> R) -> [R] {
        let results = Slots<R>(count: items.count)
        let next = Slots<Int>(count: 1)
        let group = DispatchGroup()
        let items = UncheckedBox(items)
        for _ in 0..<max(1, min(workers, items.value.count)) {
            group.enter()
            let thread = Thread {
                while let index = next.claim(below: items.value.count) {
                    results.set(index, body(items.value[index]))
                }
                group.leave()
            }
            thread.start()
        }
        group.wait()
        return results.values.map { $0! }
    }

    private struct UncheckedBox<V>: @unchecked Sendable {
        let value: V
        init(_ value: V) { self.value = value }
    }

    /// Result slots written from the worker threads, and the shared next-index counter.
    private final class Slots<V>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [V?]
        private var counter = 0
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: V) {
            lock.lock(); defer { lock.unlock() }
            slots[index] = value
        }
        func claim(below limit: Int) -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard counter < limit else { return nil }
            counter += 1
            return counter - 1
        }
        var values: [V?] {
            lock.lock(); defer { lock.unlock() }
            return slots
        }
    }
}
