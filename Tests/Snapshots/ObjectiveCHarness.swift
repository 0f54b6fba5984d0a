import Foundation
import XCTest

/// Objective-C fixtures, checked with the clang that ships with the Swift toolchain against the
/// stand-in SDK in Tests/Stubs/ObjectiveC: `clang -fsyntax-only` for Apple targets (availability
/// and deprecation included), and a build of the app against the runnable stand-ins and the
/// minimal runtime, which `LifeCycleHarness.compare` then runs under both life cycles.
enum ObjectiveCHarness {
    static let stubs = StubModules.root.appendingPathComponent("ObjectiveC")
    static let clang = ExternalTools.find("clang")

    /// clang's own headers (stddef.h, stdarg.h), which an Apple target without an SDK still needs.
    static let resourceHeaders: String? = {
        guard let clang else { return nil }
        let result = ExternalTools.run(clang, ["-print-resource-dir"])
        let folder = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return result.status == 0 && !folder.isEmpty ? folder + "/include" : nil
    }()

    /// The toolchain's blocks runtime (blocks are part of the C runtime on Apple platforms).
    static let blocksRuntime: String? = {
        guard let clang else { return nil }
        let toolchain = URL(fileURLWithPath: clang).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        for candidate in ["lib/swift_static/linux/libBlocksRuntime.a", "lib/swift/linux/libBlocksRuntime.so"] {
            let path = toolchain.appendingPathComponent(candidate).path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }()

    static func isObjectiveC(_ path: String) -> Bool { path.hasSuffix(".m") || path.hasSuffix(".mm") }

    // MARK: Type-checking

    /// Diagnostics of `clang -fsyntax-only` for one source of a tree written to `folder`, for an
    /// Apple target ("arm64-apple-ios12.0"), as "file: severity: message" without positions.
    static func diagnostics(source: String, in folder: URL, tree: [String: [UInt8]], target: String) -> [String] {
        guard let clang, let resourceHeaders else { return [] }
        let headerFolders = Set(tree.keys.filter { $0.hasSuffix(".h") }.map { ($0 as NSString).deletingLastPathComponent })
        var arguments = ["-target", target, "-fsyntax-only", "-x", source.hasSuffix(".mm") ? "objective-c++" : "objective-c",
                         "-fobjc-arc", "-fblocks", "-nostdinc", "-isystem", resourceHeaders, "-isystem", stubs.appendingPathComponent("include").path,
                         "-Wall", "-Wextra", "-Wno-unused-parameter", "-Wdeprecated-declarations", "-Wunguarded-availability",
                         "-Wobjc-missing-super-calls", "-Wundeclared-selector", "-Wnullability-completeness"]
        for header in headerFolders.sorted() { arguments += ["-I", folder.appendingPathComponent(header).path] }
        arguments.append(folder.appendingPathComponent(source).path)
        let result = ExternalTools.run(clang, arguments, in: folder)
        return result.stderr.split(separator: "\n").compactMap { line -> String? in
            for severity in [": error: ", ": warning: "] {
                guard let marker = line.range(of: severity) else { continue }
                let location = line[..<marker.lowerBound]
                let file = (String(location.split(separator: ":").first ?? "") as NSString).lastPathComponent
                return file + severity.dropLast() + line[marker.upperBound...]
            }
            return nil
        }
    }

    /// The Apple targets a fixture's projects build for: each app target's SDK and deployment target.
    static func targets(of tree: [String: [UInt8]]) -> [String] {
        var targets: Set<String> = []
        for (path, bytes) in tree where path.hasSuffix("project.pbxproj") {
            let text = String(decoding: bytes, as: UTF8.self)
            for (key, platform) in [("IPHONEOS_DEPLOYMENT_TARGET", "ios"), ("TVOS_DEPLOYMENT_TARGET", "tvos")] {
                var rest = Substring(text)
                while let range = rest.range(of: key + " = ") {
                    rest = rest[range.upperBound...]
                    let version = rest.prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                    targets.insert("arm64-apple-\(platform)\(version)")
                }
            }
        }
        return targets.isEmpty ? ["arm64-apple-ios13.0"] : targets.sorted()
    }

    // MARK: Building and running

    /// The stand-in Foundation and UIKit, the simulator and the runtime, as object files built once.
    static let simulator: StubModules.Built = {
        guard let clang else { return StubModules.Built(directory: nil, failure: "clang is not on PATH") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-objc-sim-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        atexit { if let directory = ObjectiveCHarness.simulator.directory { try? FileManager.default.removeItem(at: directory) } }
        let sources = ["Simulator/Foundation.m", "Simulator/UIKit.m", "Simulator/LifeCycleSimulator.m", "Runtime/runtime.c"]
        let failures = Parallel.map(sources) { source -> String? in
            let input = stubs.appendingPathComponent(source).path
            let output = directory.appendingPathComponent((source as NSString).lastPathComponent + ".o").path
            let language = source.hasSuffix(".c") ? ["-x", "c"] : ["-x", "objective-c"] + runtimeFlags
            let result = ExternalTools.run(clang, ["-c"] + language + ["-I", stubs.appendingPathComponent("include").path, "-Werror", "-Wall", input, "-o", output])
            return result.status == 0 ? nil : "\(source) does not compile:\n\(result.stderr.prefix(3000))"
        }.compactMap { $0 }
        return failures.isEmpty ? StubModules.Built(directory: directory) : StubModules.Built(directory: nil, failure: failures.joined(separator: "\n"))
    }()

    static let runtimeFlags = ["-fobjc-runtime=gnustep-1.5", "-fobjc-arc", "-fblocks"]

    /// Builds an app's Objective-C sources into an executable against the simulator.
    static func build(_ app: LifeCycleHarness.App, scratch: URL) -> Result<URL, LifeCycleHarness.HarnessError> {
        guard let clang, let objects = simulator.directory, let blocksRuntime else {
            return .failure(.init(simulator.failure ?? "clang or the blocks runtime was not found"))
        }
        let folder = scratch.appendingPathComponent(app.name)
        do { try FileTree.write(app.files, to: folder) } catch { return .failure(.init("cannot write \(app.name): \(error)")) }
        let headerFolders = Set(app.files.keys.filter { $0.hasSuffix(".h") }.map { ($0 as NSString).deletingLastPathComponent })
        let includes = ["-I", stubs.appendingPathComponent("include").path] + headerFolders.sorted().flatMap { ["-I", folder.appendingPathComponent($0).path] }
        var linked: [String] = []
        for source in app.files.keys.filter(isObjectiveC).sorted() {
            let output = folder.appendingPathComponent(source + ".o").path
            let language = source.hasSuffix(".mm") ? "objective-c++" : "objective-c"
            let result = ExternalTools.run(clang, ["-c", "-x", language] + runtimeFlags + includes + ["-w", folder.appendingPathComponent(source).path, "-o", output])
            guard result.status == 0 else { return .failure(.init("\(app.name): \(source) does not build against the simulator:\n" + result.stderr.prefix(3000))) }
            linked.append(output)
        }
        let executable = folder.appendingPathComponent("app")
        let stubObjects = ["Foundation.m.o", "UIKit.m.o", "LifeCycleSimulator.m.o", "runtime.c.o"].map { objects.appendingPathComponent($0).path }
        let cPlusPlus = app.files.keys.contains { $0.hasSuffix(".mm") } ? ["-lstdc++"] : []
        let result = ExternalTools.run(clang, linked + stubObjects + [blocksRuntime] + cPlusPlus + ["-o", executable.path])
        guard result.status == 0 else { return .failure(.init("\(app.name) does not link:\n" + result.stderr.prefix(3000))) }
        return .success(executable)
    }

    /// Runs a built app once, with the simulator's settings derived from its Info.plist and storyboards.
    static func run(_ executable: URL, _ app: LifeCycleHarness.App, lifecycle: String, scenario: String, idiom: String) -> LifeCycleHarness.Run {
        var environment = settings(of: app, idiom: idiom)
        environment["SIM_LIFECYCLE"] = lifecycle
        environment["SIM_SCENARIO"] = scenario
        environment["SIM_IDIOM"] = idiom
        let result = ExternalTools.run(executable.path, [], in: executable.deletingLastPathComponent(), environment: environment)
        return LifeCycleHarness.Run(status: result.status, output: result.stdout + result.stderr)
    }

    /// The idioms to run: the iPad too when the Info.plist has iPad keys.
    static func idioms(of app: LifeCycleHarness.App) -> [String] {
        app.files.contains { LifeCycleHarness.isInfoPlist($0.key) && String(decoding: $0.value, as: UTF8.self).contains("~ipad</key>") }
            ? ["phone", "pad"] : ["phone"]
    }

    private static func settings(of app: LifeCycleHarness.App, idiom: String) -> [String: String] {
        var environment: [String: String] = [:]
        let plist = app.files.keys.filter(LifeCycleHarness.isInfoPlist).sorted().first.flatMap { app.files[$0] }
            .flatMap { try? PropertyListSerialization.propertyList(from: Data($0), format: nil) as? [String: Any] } ?? [:]
        // Device-specific keys win on that device, as UIKit reads them.
        func value(_ key: String) -> Any? { (idiom == "pad" ? plist[key + "~ipad"] : nil) ?? plist[key] }
        environment["SIM_MAIN_STORYBOARD"] = value("UIMainStoryboardFile") as? String ?? ""
        let manifest = value("UIApplicationSceneManifest") as? [String: Any]
        let roles = manifest?["UISceneConfigurations"] as? [String: Any]
        if let configuration = (roles?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first {
            // An Objective-C class goes by its bare name; a module-qualified one is not found.
            environment["SIM_SCENE_DELEGATE"] = (configuration["UISceneDelegateClassName"] as? String)?
                .replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: "App") ?? ""
            environment["SIM_SCENE_STORYBOARD"] = configuration["UISceneStoryboardFile"] as? String ?? ""
        }
        for (path, bytes) in app.files where path.hasSuffix(".storyboard") {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            environment["SIM_STORYBOARD_" + name] = initialController(String(decoding: bytes, as: UTF8.self))
        }
        return environment
    }

    /// "Class", or "UINavigationController>Root" for a navigation controller and its root.
    static func initialController(_ xml: String) -> String {
        guard let initial = attribute("initialViewController", in: xml[...]), let initialElement = element(id: initial, in: xml) else { return "UIViewController" }
        let element = initialElement
        let tag = String(element.dropFirst().prefix { $0.isLetter })
        let base = ["navigationController": "UINavigationController", "tabBarController": "UITabBarController"][tag] ?? "UIViewController"
        let custom = attribute("customClass", in: element) ?? base
        guard tag == "navigationController", let relationship = xml.range(of: #"relationship="rootViewController""#),
              let open = xml[..<relationship.lowerBound].lastIndex(of: "<"),
              let destination = attribute("destination", in: xml[open...].prefix { $0 != ">" }),
              let root = Self.element(id: destination, in: xml) else { return custom }
        return custom + ">" + (attribute("customClass", in: root) ?? "UIViewController")
    }

    private static func attribute(_ name: String, in text: Substring) -> String? {
        guard let start = text.range(of: " \(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }

    private static func element(id: String, in xml: String) -> Substring? {
        guard let at = xml.range(of: " id=\"\(id)\""), let open = xml[..<at.lowerBound].lastIndex(of: "<") else { return nil }
        return xml[open...].prefix { $0 != ">" }
    }
}
