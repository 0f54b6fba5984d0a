import PackagePlugin

/// `swift package modernize [options] [path ...]`: modernize in the package's folder, on the
/// package (or the paths given, or the folders of `--target NAME`). SwiftPM asks for write
/// access first, or takes `--allow-writing-to-package-directory`, as `--apply` needs it;
/// `swift package modernize-dry-run` is the same without write access.
@main
struct ModernizeCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ModernizeTool(executable: context.tool(named: "CLI").url)
            .run(in: context.package.directory.string, context.modernizeArguments(arguments))
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same from the project's context menu in Xcode, on the project's folder (the targets
/// Xcode names are in that folder: modernize finds each target's files itself).
extension ModernizeCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try ModernizeTool(executable: context.tool(named: "CLI").url)
            .run(in: context.xcodeProject.directory.string, ModernizeTool.arguments(arguments).arguments)
    }
}
#endif
