import Rewriter

/// At a deployment target of iOS 26 or later the app-delegate life-cycle methods and entry
/// points are deprecated: calling them from the scene delegate would add warnings. Each one the
/// app implements keeps its body under a plain name, which both the old entry point and the
/// scene delegate call:
///
///     func applicationDidBecomeActive(_ application: UIApplication) {
///         appDidBecomeActive(application)
///     }
///
///     func appDidBecomeActive(_ application: UIApplication) {   // was applicationDidBecomeActive
///         Sync.shared.resume()
///     }
struct DeprecatedEntryPoints {
    static let plainNames: [SceneForwarding.Event: String] = [
        .didBecomeActive: "appDidBecomeActive", .willResignActive: "appWillResignActive",
        .didEnterBackground: "appDidEnterBackground", .willEnterForeground: "appWillEnterForeground",
        .openURL: "handleOpenURL", .continueUserActivity: "handleUserActivity", .performShortcut: "handleShortcutItem",
        .willContinueUserActivity: "handleWillContinueUserActivity",
        .didFailToContinueUserActivity: "handleFailedUserActivity", .didUpdateUserActivity: "handleUpdatedUserActivity",
    ]

    struct Extraction {
        var event: SceneForwarding.Event
        var plainName: String
        var path: String
        var edits: [Edit]
    }

    /// Whether every platform the target builds for is at iOS/tvOS 26 or later.
    static func applies(to platforms: [(name: String, deployment: DeploymentTarget?)]) -> Bool {
        !platforms.isEmpty && platforms.allSatisfy { ($0.deployment?.major ?? 0) >= 26 }
    }

    /// The extraction for one implemented method, or nil when it cannot be renamed safely (an
    /// override, a framework's method, a name already taken, or options of a deprecated type).
    static func extraction(of event: SceneForwarding.Event, selector: String, in surface: AppDelegateSurface,
                           memberNames: Set<String>) -> Extraction? {
        guard let plain = plainNames[event], let method = surface.methods[selector], !memberNames.contains(plain),
              !method.declaration.hasModifier("override"), let body = method.body,
              let nameToken = method.declaration.nameToken else { return nil }
        let file = method.tree.file
        let parameters = method.declaration.parameters
        // The options dictionary's key type is deprecated too: a plain method taking it would warn.
        if event == .openURL, let options = parameters.last, options.name != "_",
           (body.open..<body.close).contains(where: { file.tokens.kinds[$0] == .identifier && file.token($0, isText: options.name) }) {
            return nil
        }
        let declarationStart = method.declaration.first
        let indent = SourceIndent.memberIndent(of: declarationStart, in: file)
        let unit = SourceIndent.unit(of: file)
        let newline = file.lineEnding
        // The old entry point, written before the method, calling the plain one.
        var header = file.text(file.tokens.start(declarationStart)..<file.tokens.start(body.open))
        while header.last == " " { header.removeLast() }
        let arguments = parameters.enumerated().compactMap { index, parameter -> String? in
            if event == .openURL, index == parameters.count - 1 { return nil }
            let label = parameter.label ?? parameter.name
            return (label == "_" ? "" : label + ": ") + parameter.name
        }.joined(separator: ", ")
        let call = (method.declaration.returnType != nil ? "return " : "") + "\(plain)(\(arguments))"
        let wrapper = header + " {" + newline + indent + unit + call + newline + indent + "}" + newline + newline + indent
        var edits: [Edit] = [.insert(wrapper, at: file.tokens.start(declarationStart))]
        edits.append(Edit(range: file.tokens.start(nameToken)..<file.tokens.end(nameToken), replacement: plain))
        if event == .openURL, let options = parameters.last, parameters.count == 3 {
            // `options: [UIApplication.OpenURLOptionsKey: Any] = [:]` goes: the plain method does not read it.
            guard let comma = file.previous(before: options.first) else { return nil }
            edits.append(Edit(range: file.tokens.start(comma)..<file.tokens.end(options.last), replacement: ""))
        }
        return Extraction(event: event, plainName: plain, path: file.path, edits: edits)
    }
}
