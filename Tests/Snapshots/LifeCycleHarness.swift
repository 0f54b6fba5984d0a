import Foundation
import XCTest

/// Builds an app's Swift files against the runnable UIKit stand-in (Tests/Stubs/UIKit,
/// `LifeCycleSimulator`) and runs it under the iOS 26 app life cycle or the iOS 27 scene life
/// cycle, scenario by scenario. A scene migration is proved when the migrated app, under the
/// scene life cycle, prints what the original printed under the app life cycle.
enum LifeCycleHarness {
    /// Everything a launch can bring: plain launch, background and back, URL, user activity and
    /// shortcut item, each while running (warm) and as what starts the app (cold).
    static let scenarios = ["launch", "cycle", "warm-url", "cold-url", "warm-activity", "cold-activity", "warm-shortcut", "cold-shortcut",
                            "background-url"]

    /// Stand-in modules an app may import, built as static libraries so apps can be linked and run.
    static let libraryLevels = [["QuartzCore", "Combine", "UserNotifications", "AVFoundation"], ["UIKit"], ["Then", "Flutter", "React"]]

    static let libraries: StubModules.Built = buildLibraries()

    private static func buildLibraries() -> StubModules.Built {
        let built = StubModules.build(levels: libraryLevels, folder: "modernize-sim", what: "stand-in library") { name, folder in
            ["-emit-library", "-static", "-parse-as-library", "-emit-module", "-o", folder.appendingPathComponent("lib\(name).a").path]
        }
        atexit { if let directory = LifeCycleHarness.libraries.directory { try? FileManager.default.removeItem(at: directory) } }
        return built
    }

    /// Skips the test without swiftc; fails it (and stops it) when the libraries do not build.
    static func requireLibraries(file: StaticString = #filePath, line: UInt = #line) throws {
        guard libraries.directory == nil else { return }
        if ExternalTools.swiftc == nil { throw XCTSkip("swiftc is not on PATH") }
        XCTFail(libraries.failure ?? "simulator libraries were not built", file: file, line: line)
        throw XCTSkip("simulator libraries were not built")
    }

    /// An app to run: its Swift files, Info.plist and storyboards, written to a folder.
    struct App {
        var name: String
        /// Relative path -> bytes (Swift files, plists, storyboards).
        var files: [String: [UInt8]]
        /// INFOPLIST_KEY_ settings of a generated Info.plist, when the app has no plist file.
        var generatedPlistKeys: [String: String] = [:]
    }

    struct Run: Equatable, CustomStringConvertible {
        var status: Int32
        var output: String
        var description: String { "exit \(status):\n" + output }
        var launched: Bool { status == 0 }
    }

    /// Builds `app` into `scratch`; the executable, or the compiler's complaint.
    static func build(_ app: App, scratch: URL) -> Result<URL, HarnessError> {
        guard let swiftc = ExternalTools.swiftc, let libraries = libraries.directory else {
            return .failure(HarnessError(libraries.failure ?? "swiftc is not on PATH"))
        }
        let folder = scratch.appendingPathComponent(app.name)
        var sources: [String] = []
        var delegateClasses: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var tree = app.files
            for (relative, bytes) in app.files where relative.hasSuffix(".swift") {
                var text = String(decoding: bytes, as: UTF8.self)
                // Linux cannot compile `@UIApplicationMain` (it needs the Objective-C runtime); `@main`
                // on an app delegate is UIKit's own spelling of the same start.
                text = text.replacingOccurrences(of: "@UIApplicationMain", with: "@main")
                // `@objc` needs the Objective-C runtime too; on Linux it only stops the build.
                text = text.replacingOccurrences(of: "@objc class", with: "class")
                delegateClasses += delegateClassNames(in: text)
                tree[relative] = Array(text.utf8)
                sources.append(folder.appendingPathComponent(relative).path)
            }
            try FileTree.write(tree, to: folder)
            // The simulator creates delegates by name, which Swift on Linux can only do through code that names them.
            let glue = folder.appendingPathComponent("SimulatorObjects.swift")
            let lines = ["import UIKit", "", "final class SimulatorObjects: NSObject, SimulatorObjectFactory {",
                         "    static func make(className: String) -> AnyObject? {", "        switch className {"]
                + Set(delegateClasses).sorted().map { "        case \"\($0)\": return \($0)()" }
                + ["        default: return nil", "        }", "    }", "}"]
            try Data(lines.joined(separator: "\n").utf8).write(to: glue)
            sources.append(glue.path)
        } catch {
            return .failure(HarnessError("cannot write \(app.name): \(error)"))
        }
        let executable = folder.appendingPathComponent("app")
        var arguments = ["-module-name", "App", "-I", libraries.path, "-L", libraries.path, "-o", executable.path, "-Onone"]
            + StubModules.languageFlags + linkedLibraries(in: libraries)
        if !sources.contains(where: { ($0 as NSString).lastPathComponent == "main.swift" }) { arguments.append("-parse-as-library") }
        let result = ExternalTools.run(swiftc, arguments + sources, in: folder)
        guard result.status == 0 else {
            return .failure(HarnessError("\(app.name) does not build against the simulator:\n" + result.stderr.prefix(3000)))
        }
        return .success(executable)
    }

    /// The built libraries, those that depend on others first (as the static linker needs them).
    private static func linkedLibraries(in directory: URL) -> [String] {
        libraryLevels.reversed().joined()
            .filter { FileManager.default.fileExists(atPath: directory.appendingPathComponent("lib\($0).a").path) }
            .map { "-l" + $0 }
    }

    /// Runs a built app once, on iPhone or iPad (`idiom`: phone, pad).
    static func run(_ executable: URL, _ app: App, lifecycle: String, scenario: String, idiom: String = "phone") -> Run {
        let folder = executable.deletingLastPathComponent()
        let plist = folder.appendingPathComponent("Effective-Info.plist")
        if !FileManager.default.fileExists(atPath: plist.path) {
            let file = app.files.keys.filter { isInfoPlist($0) }.sorted().first.map { folder.appendingPathComponent($0) }
            try? effectivePlist(file: file, generatedKeys: app.generatedPlistKeys).write(to: plist)
        }
        let storyboards = app.files.keys.first { $0.hasSuffix(".storyboard") }
            .map { folder.appendingPathComponent($0).deletingLastPathComponent().path } ?? folder.path
        let result = ExternalTools.run(executable.path, [], in: folder, environment: [
            "SIM_LIFECYCLE": lifecycle, "SIM_SCENARIO": scenario, "SIM_INFO_PLIST": plist.path, "SIM_RESOURCES": storyboards,
            "SIM_IDIOM": idiom,
        ])
        return Run(status: result.status, output: result.stdout + result.stderr)
    }

    /// The Info.plist the app is built with: the file merged with the target's INFOPLIST_KEY_
    /// settings, as Xcode merges them.
    private static func effectivePlist(file: URL?, generatedKeys: [String: String]) throws -> Data {
        var dictionary: [String: Any] = [:]
        if let file, let data = FileManager.default.contents(atPath: file.path),
           let parsed = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            dictionary = parsed
        }
        if let storyboard = generatedKeys["UIMainStoryboardFile"], dictionary["UIMainStoryboardFile"] == nil {
            dictionary["UIMainStoryboardFile"] = storyboard
        }
        // Xcode's generated multi-window manifest has no scene configuration, and wins over the file's.
        if generatedKeys["UIApplicationSceneManifest_Generation"] == "YES" {
            dictionary["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": true]
        }
        return try PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0)
    }

    /// The devices to run on: the iPad too when the app has a separate iPad storyboard, the one
    /// Info.plist key the simulator reads differently there that an original app can have and launch.
    static func idioms(of app: App) -> [String] {
        app.files.contains { isInfoPlist($0.key) && String(decoding: $0.value, as: UTF8.self).contains("<key>UIMainStoryboardFile~ipad</key>") }
            ? ["phone", "pad"] : ["phone"]
    }

    static func isInfoPlist(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == "Info.plist" || (name.hasPrefix("Info") && name.hasSuffix(".plist")) || name.hasSuffix("-Info.plist")
    }

    /// `class X: ... UIApplicationDelegate / UIWindowSceneDelegate / FlutterAppDelegate ...` and `@main` classes.
    static func delegateClassNames(in source: String) -> [String] {
        var names: [String] = []
        let pattern = #"(@(?:main|UIApplicationMain)(?:\s*//[^\n]*)?\s+(?:final\s+|public\s+|@objc\s+)*class\s+(\w+))|(class\s+(\w+)\s*:[^{]*\b(?:UIApplicationDelegate|UIWindowSceneDelegate|UISceneDelegate|FlutterAppDelegate)\b)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let text = source as NSString
        for match in regex.matches(in: source, range: NSRange(location: 0, length: text.length)) {
            for group in [2, 4] where match.range(at: group).location != NSNotFound {
                names.append(text.substring(with: match.range(at: group)))
            }
        }
        return names
    }

    /// Only an app with background modes (or background URL session events) is launched in the
    /// background; the scenario does not happen to the others.
    static func canLaunchInBackground(_ app: App) -> Bool {
        app.files.contains { path, bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            return path.hasSuffix(".plist") && text.contains("<key>UIBackgroundModes</key>")
                || (path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")) && text.contains("handleEventsForBackgroundURLSession")
        } || app.generatedPlistKeys.keys.contains { $0.hasPrefix("UIBackgroundModes") }
    }

    /// Compares an original app (app life cycle) with its migration (scene life cycle, and app
    /// life cycle for systems older than iOS 13): the failures, empty when the migration holds.
    /// `knownDifferences`: scenarios where the scene life cycle cannot do what the app life cycle did
    /// (the migration reports them), by scenario, with the reason; they must still differ.
    /// `runner`: how to run an app once (the Swift simulator unless told otherwise).
    static func compare(original: URL, _ originalApp: App, migrated: URL, _ migratedApp: App,
                        knownDifferences: [String: String] = [:],
                        runner: (URL, App, String, String) -> Run = { run($0, $1, lifecycle: $2, scenario: $3) }) -> [String] {
        func run(_ executable: URL, _ app: App, lifecycle: String, scenario: String) -> Run { runner(executable, app, lifecycle, scenario) }
        var failures: [String] = []
        let refused = run(original, originalApp, lifecycle: "scene", scenario: "launch")
        if refused.launched {
            failures.append("the original launches under the scene life cycle, so the comparison proves nothing:\n\(refused)")
        }
        for scenario in scenarios where scenario != "background-url" || canLaunchInBackground(originalApp) {
            let before = run(original, originalApp, lifecycle: "app", scenario: scenario)
            guard before.launched else {
                failures.append("\(scenario): the original does not run under the app life cycle:\n\(before)")
                continue
            }
            let after = run(migrated, migratedApp, lifecycle: "scene", scenario: scenario)
            if let reason = knownDifferences[scenario] {
                if after == before {
                    failures.append("\(scenario): listed as a known difference (\(reason)), but the migration now does what the original did; remove it")
                }
            } else if after != before {
                failures.append("\(scenario): under the scene life cycle the migration does not do what the original did\n"
                                + "--- original, app life cycle\n\(before)\n--- migrated, scene life cycle\n\(after)")
            }
            let older = run(migrated, migratedApp, lifecycle: "app", scenario: scenario)
            if older != before {
                failures.append("\(scenario): under the app life cycle (systems before iOS 13) the migration changes what the app does\n"
                                + "--- original\n\(before)\n--- migrated\n\(older)")
            }
            if scenario == "launch", !after.output.contains(" (key)") || after.output.contains("on screen nothing") {
                failures.append("launch: the migrated app shows no key window:\n\(after)")
            }
        }
        return failures
    }

    struct HarnessError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
