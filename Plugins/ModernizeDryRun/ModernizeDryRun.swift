import Foundation
import PackagePlugin

/// `swift package modernize-dry-run [options] [path ...]`: `swift package modernize` without
/// write access, so CI runs it without `--allow-writing-to-package-directory`: the patch on
/// stdout, or the report with `--check` and `--format`. Options that write are refused.
@main
struct ModernizeDryRun: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(context.tool(named: "CLI").url, in: context.package.directory.string, context.modernizeArguments(arguments))
    }

    func run(_ executable: URL, in folder: String, _ arguments: [String]) throws {
        let writing = ["--apply", "--interactive", "-i", "--verify"]
        if let option = arguments.prefix(while: { $0 != "--" }).first(where: { argument in
            writing.contains { argument == $0 || argument.hasPrefix($0 + "=") }
        }) {
            Diagnostics.error("modernize-dry-run never writes; for \(option) run `swift package modernize \(option)`")
            return
        }
        try ModernizeTool(executable: executable).run(in: folder, arguments)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ModernizeDryRun: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try run(context.tool(named: "CLI").url, in: context.xcodeProject.directory.string, ModernizeTool.arguments(arguments).arguments)
    }
}
#endif
