import PackagePlugin

/// `swift package modernize [options] [path ...]`: modernize in the package's folder, on the
/// package (or the paths given, or the folders of `--target NAME`). SwiftPM asks for write
/// access first, or takes `--allow-writing-to-package-directory`, as `--apply` needs it;
/// `swift package modernize-dry-run` is the same without write access.
@main
struct ModernizeCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let arguments = try ModernizeTool.arguments(arguments, folderOfTarget: context.package.folder(ofTarget:))
        try ModernizeTool(executable: context.tool(named: "CLI").url).run(in: context.package.directory.string, arguments)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same from Xcode's project menu (File > Packages, or the project's context menu), on the
/// project's folder.
extension ModernizeCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let arguments = ModernizeTool.arguments(arguments, folderOfTarget: { _ in context.xcodeProject.directory.string })
        try ModernizeTool(executable: context.tool(named: "CLI").url).run(in: context.xcodeProject.directory.string, arguments)
    }
}
#endif
