/// The text of the new scene delegate file.
struct SceneDelegateSource {
    var className: String
    var imports: [String]
    /// Body of scene(_:willConnectTo:options:), or nil for a storyboard app.
    var connectBody: [String]?
    var callbacks: [(name: String, body: [String])]
    var indent: String
    var lineEnding: String

    func render() -> String {
        var lines: [String] = []
        for module in imports { lines.append("import \(module)") }
        lines.append("")
        lines.append("final class \(className): UIResponder, UIWindowSceneDelegate {")
        lines.append("")
        lines.append("\(indent)var window: UIWindow?")
        if let connectBody {
            lines.append("")
            lines.append("\(indent)func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {")
            lines.append("\(indent)\(indent)guard let windowScene = scene as? UIWindowScene else { return }")
            for line in connectBody { lines.append(line.isEmpty ? "" : indent + indent + line) }
            lines.append("\(indent)}")
        }
        for callback in callbacks {
            lines.append("")
            lines.append("\(indent)func \(callback.name)(_ scene: UIScene) {")
            for line in callback.body { lines.append(line.isBlankLine ? "" : indent + indent + line) }
            lines.append("\(indent)}")
        }
        lines.append("}")
        return lines.joined(separator: lineEnding) + lineEnding
    }
}
