/// The text of the generated Objective-C scene delegate, `SceneDelegate.h` and `SceneDelegate.m`
/// (`.mm` beside an Objective-C++ app delegate), the counterpart of `SceneDelegateSource`: it
/// shows the app delegate's window in the scene and calls the app delegate's methods from the
/// scene callbacks that replace them. A method the app delegate compiles only under `#if` is
/// called under the same `#if`; one it may not have (inherited from a framework, or written
/// twice) is asked for with `respondsToSelector:` first.
struct ObjectiveCSceneDelegateSource {
    var className: String
    var appDelegateName: String
    /// `#import "AppDelegate.h"`, and the app delegate's own imports when its `#if` lines need them.
    var imports: [String]
    /// `API_AVAILABLE(ios(13.0))` below iOS 13.
    var availability: String?
    var window: SceneDelegateSource.WindowSource
    var appDelegateHasWindow: Bool
    var appDelegateWindowIsSettable: Bool
    var forwards: [ObjectiveCBridgePlan.Forward]
    var launchCanRefuse = false
    var tracksLaunchPhase = false
    var callsDeprecated = false
    var indent: String
    var lineEnding: String
    /// Method braces on a line of their own, as the app delegate writes them.
    var allman = false
    var headerComment: [String] = []
    var implementationComment: [String] = []
    var headerFileName: String

    typealias Handler = ObjectiveCBridgePlan.Handler

    private func forward(_ event: SceneForwarding.Event) -> ObjectiveCBridgePlan.Forward? { forwards.first { $0.event == event } }
    private func has(_ event: SceneForwarding.Event) -> Bool { forward(event) != nil }
    private var usesBackgroundFlag: Bool { has(.willEnterForeground) }
    private var coldEntryPoints: Bool { has(.openURL) || has(.continueUserActivity) || has(.performShortcut) }
    /// After a launch in the background, UIKit told the app it was entering the foreground before
    /// it passed on what opened it: a scene connecting then keeps its options for sceneWillEnterForeground:.
    private var defersConnectionOptions: Bool { tracksLaunchPhase && usesBackgroundFlag && coldEntryPoints }
    private let app = "UIApplication.sharedApplication"

    // MARK: Header

    func renderHeader() -> String {
        var out = Lines(indent: indent)
        if !headerComment.isEmpty {
            out.lines += headerComment
            out.blank()
        }
        out.add(0, "#import <UIKit/UIKit.h>")
        out.blank()
        for line in summary { out.add(0, line) }
        if let availability { out.add(0, availability) }
        out.add(0, "@interface \(className) : UIResponder <UIWindowSceneDelegate>")
        out.blank()
        out.add(0, "@property (strong, nonatomic) UIWindow *window;")
        out.blank()
        out.add(0, "@end")
        return out.text(lineEnding)
    }

    /// What the class does, in its doc comment: only what this one does.
    private var summary: [String] {
        SceneDelegateSource.summary(window: window, appDelegateWindowIsSettable: appDelegateWindowIsSettable, forwards: !forwards.isEmpty)
    }

    // MARK: Implementation

    func renderImplementation() -> String {
        var out = Lines(indent: indent)
        if !implementationComment.isEmpty {
            out.lines += implementationComment
            out.blank()
        }
        out.add(0, "#import \"\(headerFileName)\"")
        for line in imports { out.add(0, line) }
        out.blank()
        if callsDeprecated {
            out.add(0, "// The app delegate's entry points this class calls are deprecated at the deployment target")
            out.add(0, "// (or, for URLs, replaced long ago); calling them is the point.")
            out.add(0, "#pragma clang diagnostic push")
            out.add(0, "#pragma clang diagnostic ignored \"-Wdeprecated-declarations\"")
            out.blank()
        }
        out.add(0, "@interface \(className) ()")
        out.blank()
        out.add(0, "/// The app delegate, which keeps its window, state and code.")
        out.add(0, "@property (nonatomic, readonly) \(appDelegateName) *appDelegate;")
        if usesBackgroundFlag && tracksLaunchPhase {
            out.blank()
            out.add(0, "/// UIKit also calls sceneWillEnterForeground: when a scene connects. For the scene the app")
            out.add(0, "/// launched with, the app delegate's applicationWillEnterForeground: ran only on a return from")
            out.add(0, "/// the background; for one connecting after a launch in the background, it ran when the user")
            out.add(0, "/// opened the app.")
            out.add(0, "@property (nonatomic) BOOL connectedAtLaunch;")
            out.add(0, "@property (nonatomic) BOOL hasEnteredBackground;")
        }
        if defersConnectionOptions {
            out.add(0, "/// What opened the app after a launch in the background, passed on once it enters the foreground.")
            out.add(0, "@property (nonatomic, strong) UISceneConnectionOptions *pendingConnectionOptions;")
        }
        out.blank()
        out.add(0, "@end")
        out.blank()
        if usesBackgroundFlag && !tracksLaunchPhase {
            out.add(0, "/// UIKit also calls sceneWillEnterForeground: when the scene first connects; the app")
            out.add(0, "/// delegate's applicationWillEnterForeground: ran only on a return from the background.")
            out.add(0, "static BOOL hasEnteredBackground = NO;")
            out.blank()
        }
        out.add(0, "@implementation \(className)")
        out.blank()
        method(&out, "- (\(appDelegateName) *)appDelegate", [
            "id<UIApplicationDelegate> delegate = \(app).delegate;",
            "return [delegate isKindOfClass:[\(appDelegateName) class]] ? (\(appDelegateName) *)delegate : nil;",
        ])
        if appDelegateWindowIsSettable {
            out.blank()
            out.add(0, "/// The app delegate's window, so code that reads the app delegate's window keeps working.")
            method(&out, "- (UIWindow *)window", ["return self.appDelegate.window;"])
            out.blank()
            method(&out, "- (void)setWindow:(UIWindow *)window", ["self.appDelegate.window = window;"])
        }
        renderConnect(&out)
        renderForwards(&out)
        renderHelpers(&out)
        out.blank()
        out.add(0, "@end")
        if callsDeprecated {
            out.blank()
            out.add(0, "#pragma clang diagnostic pop")
        }
        return out.text(lineEnding)
    }

    private func method(_ out: inout Lines, _ signature: String, _ body: [String]) {
        if allman {
            out.add(0, signature)
            out.add(0, "{")
        } else {
            out.add(0, signature + " {")
        }
        for line in body { out.lines.append(line.hasPrefix("#") ? line : indent + line) }
        out.add(0, "}")
    }

    /// `lines` under the handler's `#if` lines, and asked for with respondsToSelector: when dynamic.
    private func guarded(_ handler: Handler, _ lines: [String]) -> [String] {
        var body = lines
        if handler.dynamic {
            body = ["if ([self.appDelegate respondsToSelector:@selector(\(handler.selector))]) {"] + lines.map { indented($0) } + ["}"]
        }
        return wrapped(handler.guardLines, body)
    }

    private func wrapped(_ guardLines: [String], _ lines: [String]) -> [String] {
        let opened = guardLines.filter { line in ["if", "ifdef", "ifndef"].contains(Self.directiveName(line)) }.count
        return guardLines + lines + Array(repeating: "#endif", count: opened)
    }

    private func indented(_ line: String) -> String { line.hasPrefix("#") ? line : indent + line }

    static func directiveName(_ line: String) -> String {
        String(line.dropFirst().drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter })
    }

    private func renderConnect(_ out: inout Lines) {
        var body: [String] = []
        if usesBackgroundFlag && tracksLaunchPhase { body.append("self.connectedAtLaunch = !self.appDelegate.launchFinished;") }
        if case .appDelegate(let storyboardLoaded) = window, appDelegateHasWindow {
            body += ["if (![scene isKindOfClass:[UIWindowScene class]]) {", indent + "return;", "}"]
            body.append(storyboardLoaded ? "// The main storyboard's window, which the app delegate loaded at launch."
                                         : "// The window the app delegate built at launch.")
            body += ["UIWindow *window = self.appDelegate.window;", "if (window != nil) {", indent + "window.windowScene = (UIWindowScene *)scene;"]
            if storyboardLoaded {
                body.append(indent + "[window makeKeyAndVisible];")
            } else {
                body += [indent + "if (!window.hidden) {", indent + indent + "[window makeKeyAndVisible];", indent + "}"]
            }
            if !appDelegateWindowIsSettable { body.append(indent + "self.window = window;") }
            body.append("}")
        }
        var cold: [String] = []
        if coldEntryPoints {
            cold.append("// What launched the app, as UIKit passed it on before the scene life cycle.")
            if launchCanRefuse && tracksLaunchPhase {
                cold.append("// Not if didFinishLaunching said no, unless the scene connects after launch, as for a running app.")
                cold += ["if (self.appDelegate.launchRefused && !self.appDelegate.launchFinished) {", indent + "return;", "}"]
            } else if launchCanRefuse {
                cold += ["if (self.appDelegate.launchRefused) {", indent + "return;", "}"]
            }
        }
        if let url = forward(.openURL) {
            cold += wrapped(commonGuard(url), ["for (UIOpenURLContext *context in connectionOptions.URLContexts) {",
                                               indent + "[self openURLContext:context];", "}"])
        }
        if let activity = forward(.continueUserActivity) {
            cold += wrapped(activity.handlers[0].guardLines, [
                "NSUserActivity *userActivity = connectionOptions.userActivities.anyObject;",
                "if (userActivity != nil) {", indent + "[self continueUserActivity:userActivity];", "}"])
        }
        if let shortcut = forward(.performShortcut) {
            let handler = shortcut.handlers[0]
            let call = "[self.appDelegate application:\(app) performActionForShortcutItem:connectionOptions.shortcutItem completionHandler:^(BOOL succeeded) {}];"
            cold += wrapped(handler.guardLines, ["if (connectionOptions.shortcutItem != nil) {"]
                + guarded(Handler(selector: handler.selector, dynamic: handler.dynamic), [call]).map { indented($0) } + ["}"])
        }
        if defersConnectionOptions {
            body += ["// After a launch in the background, what opened the app follows sceneWillEnterForeground:, as it",
                     "// followed applicationWillEnterForeground: before.",
                     "if (!self.connectedAtLaunch) {", indent + "self.pendingConnectionOptions = connectionOptions;", indent + "return;", "}",
                     "[self passOnConnectionOptions:connectionOptions];"]
        } else {
            body += cold
        }
        // UIKit does the rest for a scene storyboard: no method when there is nothing else to do.
        guard !body.isEmpty else { return }
        out.blank()
        method(&out, "- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions", body)
        if defersConnectionOptions {
            out.blank()
            method(&out, "- (void)passOnConnectionOptions:(UISceneConnectionOptions *)connectionOptions", cold)
        }
    }

    /// The `#if` lines under which every URL form the app delegate has is compiled (none when
    /// they are asked for at run time).
    private func commonGuard(_ forward: ObjectiveCBridgePlan.Forward) -> [String] {
        forward.handlers.count == 1 && !forward.handlers[0].dynamic ? forward.handlers[0].guardLines : []
    }

    private func call(_ event: SceneForwarding.Event, _ message: String) -> [String] {
        guard let handler = forward(event)?.handlers.first else { return [] }
        return guarded(handler, ["[self.appDelegate \(message)];"])
    }

    private func renderForwards(_ out: inout Lines) {
        var events = forwards.map(\.event)
        if usesBackgroundFlag, !has(.didEnterBackground), let index = events.firstIndex(of: .willEnterForeground) {
            events.insert(.didEnterBackground, at: index + 1)
        }
        let flag = tracksLaunchPhase ? "self.hasEnteredBackground" : "hasEnteredBackground"
        for event in events {
            // Lines every build needs (the background flag), then the guarded call.
            var prelude: [String] = []
            var calls: [String] = []
            let signature: String
            switch event {
            case .willEnterForeground:
                signature = "- (void)sceneWillEnterForeground:(UIScene *)scene"
                prelude = [tracksLaunchPhase ? "if (self.connectedAtLaunch && !self.hasEnteredBackground) {" : "if (!hasEnteredBackground) {",
                           indent + "return;", "}"]
                calls = call(event, "applicationWillEnterForeground:\(app)")
                if defersConnectionOptions {
                    calls += ["if (self.pendingConnectionOptions != nil) {",
                              indent + "UISceneConnectionOptions *options = self.pendingConnectionOptions;",
                              indent + "self.pendingConnectionOptions = nil;",
                              indent + "[self passOnConnectionOptions:options];", "}"]
                }
            case .didBecomeActive:
                signature = "- (void)sceneDidBecomeActive:(UIScene *)scene"
                calls = call(event, "applicationDidBecomeActive:\(app)")
            case .willResignActive:
                signature = "- (void)sceneWillResignActive:(UIScene *)scene"
                calls = call(event, "applicationWillResignActive:\(app)")
            case .didEnterBackground:
                signature = "- (void)sceneDidEnterBackground:(UIScene *)scene"
                if usesBackgroundFlag { prelude = ["\(flag) = YES;"] }
                calls = call(event, "applicationDidEnterBackground:\(app)")
            case .openURL:
                signature = "- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts"
                calls = wrapped(commonGuard(forward(event)!), ["for (UIOpenURLContext *context in URLContexts) {", indent + "[self openURLContext:context];", "}"])
            case .continueUserActivity:
                signature = "- (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity"
                calls = wrapped(forward(event)!.handlers[0].guardLines, ["[self continueUserActivity:userActivity];"])
            case .performShortcut:
                signature = "- (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler"
                calls = call(event, "application:\(app) performActionForShortcutItem:shortcutItem completionHandler:completionHandler")
            case .willContinueUserActivity:
                signature = "- (void)scene:(UIScene *)scene willContinueUserActivityWithType:(NSString *)userActivityType"
                calls = call(event, "application:\(app) willContinueUserActivityWithType:userActivityType")
            case .didFailToContinueUserActivity:
                signature = "- (void)scene:(UIScene *)scene didFailToContinueUserActivityWithType:(NSString *)userActivityType error:(NSError *)error"
                calls = call(event, "application:\(app) didFailToContinueUserActivityWithType:userActivityType error:error")
            case .didUpdateUserActivity:
                signature = "- (void)scene:(UIScene *)scene didUpdateUserActivity:(NSUserActivity *)userActivity"
                calls = call(event, "application:\(app) didUpdateUserActivity:userActivity")
            }
            out.blank()
            if prelude.isEmpty, let lines = methodGuard(event), !lines.isEmpty {
                // Nothing but the call: the method exists only where the app delegate's does.
                let inner = calls.dropFirst(lines.count).dropLast(lines.filter { ["if", "ifdef", "ifndef"].contains(Self.directiveName($0)) }.count)
                var method = Lines(indent: indent)
                self.method(&method, signature, Array(inner))
                out.lines += wrapped(lines, method.lines)
            } else {
                method(&out, signature, prelude + calls)
            }
        }
    }

    /// The `#if` lines of an event whose only handler is compiled conditionally.
    private func methodGuard(_ event: SceneForwarding.Event) -> [String]? {
        guard let forward = forward(event), forward.handlers.count == 1 else { return nil }
        return forward.handlers[0].guardLines
    }

    private func renderHelpers(_ out: inout Lines) {
        if let url = forward(.openURL) {
            out.blank()
            out.add(0, "/// Passes a URL to the app delegate with the options UIKit gave it before the scene life cycle.")
            var body: [String] = []
            for (index, handler) in url.handlers.enumerated() {
                let lines = openLines(handler.selector)
                if url.handlers.count == 1 && !handler.dynamic {
                    body = lines
                    break
                }
                let test = "([self.appDelegate respondsToSelector:@selector(\(handler.selector))]) {"
                body.append(index == 0 ? "if " + test : "} else if " + test)
                body += lines.map { indented($0) }
                if index == url.handlers.count - 1 { body.append("}") }
            }
            var method = Lines(indent: indent)
            self.method(&method, "- (void)openURLContext:(UIOpenURLContext *)context", body)
            out.lines += wrapped(commonGuard(url), method.lines)
        }
        if let activity = forward(.continueUserActivity) {
            out.blank()
            out.add(0, "/// Passes a user activity to the app delegate; the objects it hands back restore their state, as with UIKit.")
            let call = ["[self.appDelegate application:\(app) continueUserActivity:userActivity restorationHandler:^(NSArray<id<UIUserActivityRestoring>> *restoring) {",
                        indent + "for (id<UIUserActivityRestoring> object in restoring) {",
                        indent + indent + "[object restoreUserActivityState:userActivity];",
                        indent + "}",
                        "}];"]
            let handler = activity.handlers[0]
            var method = Lines(indent: indent)
            self.method(&method, "- (void)continueUserActivity:(NSUserActivity *)userActivity",
                        guarded(Handler(selector: handler.selector, dynamic: handler.dynamic), call))
            out.lines += wrapped(handler.guardLines, method.lines)
        }
    }

    private func openLines(_ selector: String) -> [String] {
        switch selector {
        case "application:openURL:sourceApplication:annotation:":
            return ["[self.appDelegate application:\(app) openURL:context.URL sourceApplication:context.options.sourceApplication annotation:context.options.annotation];"]
        case "application:handleOpenURL:":
            return ["[self.appDelegate application:\(app) handleOpenURL:context.URL];"]
        default:
            return ["NSMutableDictionary<UIApplicationOpenURLOptionsKey, id> *options = [NSMutableDictionary dictionary];",
                    "if (context.options.sourceApplication != nil) {",
                    indent + "options[UIApplicationOpenURLOptionsSourceApplicationKey] = context.options.sourceApplication;",
                    "}",
                    "if (context.options.annotation != nil) {",
                    indent + "options[UIApplicationOpenURLOptionsAnnotationKey] = context.options.annotation;",
                    "}",
                    "if (context.options.openInPlace) {",
                    indent + "options[UIApplicationOpenURLOptionsOpenInPlaceKey] = @YES;",
                    "}",
                    "[self.appDelegate application:\(app) openURL:context.URL options:options];"]
        }
    }

    /// Lines at an indentation depth; directive lines stay at the line start.
    private struct Lines {
        let indent: String
        var lines: [String] = []
        mutating func add(_ depth: Int, _ text: String) { lines.append(String(repeating: indent, count: depth) + text) }
        mutating func blank() { lines.append("") }
        func text(_ lineEnding: String) -> String { lines.joined(separator: lineEnding) + lineEnding }
    }
}
