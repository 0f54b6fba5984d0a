import Foundation
import PackagePlugin

/// `swift package modernize-dry-run [options] [path ...]`: `swift package modernize` without
/// write access, so CI runs it without `--allow-writing-to-package-directory`: the patch on
/// stdout, or the report with `--check` and `--format`. Options that write are refused.
@main
struct ModernizeDryRun: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let arguments = try ModernizeTool.arguments(arguments, folderOfTarget: context.package.folder(ofTarget:))
        try run(context.tool(named: "CLI").url, in: context.package.directory.string, arguments)
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
        let arguments = ModernizeTool.arguments(arguments, folderOfTarget: { _ in context.xcodeProject.directory.string })
        try run(context.tool(named: "CLI").url, in: context.xcodeProject.directory.string, arguments)
    }
}
#endif
