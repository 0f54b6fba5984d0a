import Foundation

/// The UIKit, SwiftUI and other SDK stand-ins under Tests/Stubs, compiled once per test run
/// with `swiftc -emit-module` so fixtures can be type-checked on any platform.
enum StubModules {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Stubs")

    /// Dependency order: each module may import the ones before it.
    static let names = ["QuartzCore", "Combine", "UIKit", "SwiftUI", "UserNotifications", "AVFoundation", "WidgetKit", "SwiftData"]

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

    private static func build() -> Built {
        guard let swiftc = ExternalTools.swiftc else { return Built(directory: nil, failure: "swiftc is not on PATH") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-stubs-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            return Built(directory: nil, failure: "cannot create \(directory.path): \(error)")
        }
        for name in names {
            let source = root.appendingPathComponent(name).appendingPathComponent("\(name).swift")
            let result = ExternalTools.run(swiftc, ["-emit-module", "-parse-as-library", "-module-name", name,
                                                    "-I", directory.path,
                                                    "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path]
                                                   + languageFlags + [source.path])
            if result.status != 0 {
                return Built(directory: nil, failure: "stub module \(name) does not compile:\n\(result.stderr.prefix(2000))")
            }
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
    ]

    var isPlatformOnly: Bool { Self.platformOnly.contains { message.hasPrefix($0) } }
}

enum TypeChecker {
    /// `swiftc -frontend -typecheck` of one module's files against the stubs; the diagnostics by
    /// message (diagnostic group suffixes such as ` [#DeprecatedDeclaration]` removed).
    static func diagnostics(files: [String], modules: URL) -> Set<Diagnostic> {
        guard let swiftc = ExternalTools.swiftc, !files.isEmpty else { return [] }
        var arguments = ["-frontend", "-typecheck", "-I", modules.path, "-module-name", "App", "-diagnostic-style", "llvm"]
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
