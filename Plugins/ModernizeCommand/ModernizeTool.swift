import Foundation
import PackagePlugin

/// The modernize executable as both command plugins run it. (One file, linked into both plugin
/// folders: a plugin target can depend on no library.)
struct ModernizeTool {
    let executable: URL

    /// The arguments for modernize, and the targets named by `--target NAME`. SwiftPM's own
    /// plugin options, which newer SwiftPM also passes on when they follow the verb, are left out.
    static func arguments(_ arguments: [String]) -> (arguments: [String], targets: [String]) {
        var extractor = ArgumentExtractor(arguments)
        for flag in ["allow-writing-to-package-directory", "disable-sandbox"] { _ = extractor.extractFlag(named: flag) }
        for option in ["allow-writing-to-directory", "allow-network-connections", "package"] { _ = extractor.extractOption(named: option) }
        let targets = extractor.extractOption(named: "target")
        return (extractor.remainingArguments, targets)
    }

    /// Runs modernize in `folder` with this process's standard streams; SwiftPM fails with
    /// modernize's message when modernize exits non-zero.
    func run(in folder: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("modernize exited with status \(process.terminationStatus)")
        }
    }
}

extension PluginContext {
    /// modernize's arguments in a package: each `--target NAME` becomes that target's folder.
    func modernizeArguments(_ arguments: [String]) throws -> [String] {
        let (arguments, targets) = ModernizeTool.arguments(arguments)
        return try arguments + package.targets(named: targets).map(\.directory.string)
    }
}
