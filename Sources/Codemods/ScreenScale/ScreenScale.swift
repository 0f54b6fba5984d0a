import Rewriter

/// Replaces `UIScreen.main.scale` (and `UIScreen.main.traitCollection`) with
/// the trait collection of the view or view controller the code runs in.
///
///     1 / UIScreen.main.scale      ->   1 / self.traitCollection.displayScale
///
/// Setup methods that cache the value also re-run it on display scale changes;
/// SwiftUI views read `@Environment(\.displayScale)`. Code with no view to
/// read from is reported, as are the main screen's bounds and native metrics.
public struct ScreenScale: Codemod {
    public static let id = "screen-scale"
    public static let summary = "use the trait collection's display scale instead of the deprecated main screen's scale"
    public static let options = [
        CodemodOption(name: "deployment-target",
                      help: "lowest iOS version the app supports (\"15.0\"); decides whether trait-change registrations "
                          + "need `if #available(iOS 17.0, *)`. `auto`: the lowest IPHONEOS_DEPLOYMENT_TARGET in the "
                          + "project's project.pbxproj files and the .xcconfig files they name, or below 17 when there is none",
                      defaultValue: "auto"),
    ]
    public static let explanation = """
        UIScreen.main is deprecated (iOS 26): an app's scenes can be on another screen, mirrored, or resized, so
        the main screen's scale can be wrong for the view being drawn. Views and view controllers read the scale
        from their trait collection instead.

        Before:
            override func layoutSubviews() {
                super.layoutSubviews()
                hairline.frame.size.height = 1 / UIScreen.main.scale
            }
        After:
            override func layoutSubviews() {
                super.layoutSubviews()
                hairline.frame.size.height = 1 / self.traitCollection.displayScale
            }

        What it rewrites:
        - UIScreen.main.scale -> self.traitCollection.displayScale, and UIScreen.main.traitCollection ->
          self.traitCollection, in instance members of UIView, UIViewController and UIPresentationController
          subclasses (through any number of project classes, in any files), their extensions, and types that
          declare UITraitEnvironment. `self.` is always written, so escaping closures compile.
        - A fallback `traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale`
          collapses to self.traitCollection.displayScale.
        - In setup methods (init after super.init, awakeFromNib, loadView, viewDidLoad, commonInit, setup...),
          a cached `self.member = <arithmetic on the scale>` also gets
              registerForTraitChanges([UITraitDisplayScale.self]) { (self: MyView, _: UITraitCollection) in
                  self.member = <the same expression>
              }
          when the deployment target is iOS 17 or later. The display scale is 0 until the view is in a window,
          so the handler is what makes the value right; SCALE-I2 notes divisions by it. Below iOS 17 (or with
          no known target) nothing would redo the value, so the read is reported (SCALE-W5) instead.
        - SwiftUI views get `@Environment(\\.displayScale) private var displayScale` and read `displayScale`.

        What it reports (no change):
        - SCALE-W1: static/class members, free functions, globals, and types that are not views.
        - SCALE-W2: stored-property initializers (lazy too), default arguments, init before super.init.
        - SCALE-W3: @Sendable, Task.detached, DispatchQueue.global and other background-queue closures.
        - SCALE-W4: [weak self] closures without a preceding `guard let self`.
        - SCALE-W5: values a setup method computes once when the deployment target is below iOS 17,
          other values a setup method computes once (images, local values, helper arguments,
          configure methods that run per reuse, methods the setup methods call, @IBOutlet observers), and
          divisions feeding a layout constraint constant outside a layout pass (a constant of 1 / 0 raises
          an exception): says what to redo when the scale changes.
        - SCALE-W6: SwiftUI views where the environment property cannot be added.
        - SCALE-W7: a read inside a string interpolation (`"\\(UIScreen.main.scale)x"`), never rewritten.
        - SCALE-W8: a scale read in a statement that also reads main-screen metrics with no trait
          equivalent (`UIScreen.main.scale < UIScreen.main.nativeScale`): rewriting only the scale would
          compare the window's screen with the main screen, so the statement is left whole.
        - SCALE-S1..S4: UIScreen.main.bounds, nativeScale, nativeBounds and coordinateSpace, with the
          replacement to use (view bounds, view.window?.windowScene?.screen).
        - SCALE-S5: any other read of UIScreen.main (`brightness`, the screen itself), so that no
          use of the main screen goes unreported.
        - SCALE-W9: the main screen in Objective-C sources (`[UIScreen mainScreen].scale`,
          `[[UIScreen mainScreen] bounds]`, the screen itself), with what to use instead.
        """

    public static let fixSafety = ScaleSafety.explanation

    let deploymentTarget: DeploymentTarget?

    public init(options: [String: String]) {
        deploymentTarget = options["deployment-target"].flatMap { DeploymentTarget($0) }
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        // Code and interpolations alike read the screen through `UIScreen`: the identifier filter
        // (which holds names inside interpolations too) rules most files out.
        guard tree.file.mayHaveIdentifier("UIScreen"), ByteSearch.contains(tree.file.bytes, "UIScreen") else { return [] }
        let interpolated = InterpolatedScreenReads.offsets(in: tree.file).map { read in
            Finding(rule: Self.id, code: ScaleCode.interpolated, severity: .warning, file: tree.file, offset: read.offset,
                    message: "UIScreen.main\(read.property.isEmpty ? "" : "." + read.property) inside a string interpolation reads the main screen, not the scene's; not rewritten",
                    suggestion: read.property == "scale" ? "read traitCollection.displayScale (or the view's window scene's screen) into a constant and interpolate that"
                        : "read the value from the view's window scene and interpolate that")
        }
        let references = ScreenReference.all(in: tree.file)
        guard !references.isEmpty else { return interpolated }
        let classifier = TypeClassifier(index: project.index)
        let analyzer = ScaleContextAnalyzer(tree: tree, classifier: classifier)
        let target = deploymentTarget ?? DeploymentTarget.lowest(in: project)
        var findings: [Finding] = []
        var keyboardHandlers: [Int: Bool] = [:]
        let setupReachability = SetupReachability(tree: tree)
        // Statements that also read what has no trait equivalent keep their scale reads too.
        var mixed: [Int: ScreenReference] = [:]
        var statementOf: [Int: Int] = [:]
        for reference in references {
            guard let brace = tree.innermostBrace(of: reference.first),
                  let statement = tree.statement(containing: reference.first, in: brace) else { continue }
            statementOf[reference.first] = statement.first
            if !reference.kind.isRewritable, mixed[statement.first] == nil { mixed[statement.first] = reference }
        }
        for reference in references {
            if reference.kind.isRewritable, let statement = statementOf[reference.first], let other = mixed[statement] {
                let name = tree.file.text(tokens: other.first, through: other.last)
                findings.append(Finding(rule: Self.id, code: ScaleCode.mixedScreens, severity: .warning, file: tree.file,
                                        offset: tree.file.tokens.start(reference.first),
                                        message: "UIScreen.main.scale is read in the same statement as \(name), which has no trait equivalent; rewriting only the scale would mix the window's screen with the main screen, so neither is rewritten",
                                        suggestion: "read both from the view's screen (view.window?.windowScene?.screen.scale and .nativeScale), or from traits where one exists"))
                continue
            }
            if reference.kind.isRewritable {
                findings += ScaleRewriter(tree: tree, classifier: classifier, deploymentTarget: target, setupReachability: setupReachability)
                    .findings(for: reference, context: analyzer.analyze(reference))
            } else if case .other = reference.kind {
                let read = ScaleMessages.construct(reference)
                findings.append(Finding(rule: Self.id, code: ScaleCode.otherMainScreenRead, severity: .warning, file: tree.file,
                                        offset: tree.file.tokens.start(reference.first),
                                        message: "\(read) reads the main screen, which is deprecated: with scenes, the screen an app shows on comes from its window scene",
                                        suggestion: "use the screen of the view's window scene (view.window?.windowScene?.screen) or of the scene in question"))
            } else if !SceneAdoptionCoverage.of(project).isRewritten(tree.file.path, tree.file.tokens.start(reference.first)) {
                // The window block `scene-delegate` moves is rewritten there; reporting its
                // `UIScreen.main.bounds` too would point at a line the migration removes.
                findings.append(geometryFinding(reference, tree: tree, analyzer: analyzer, keyboardHandlers: &keyboardHandlers))
            }
        }
        return findings + interpolated
    }

    /// Objective-C sources are reported, not rewritten (SCALE-W9).
    public func runProject(_ project: ProjectContext) -> [Finding] {
        ObjectiveCScreenReads.findings(in: project)
    }

    /// §6: the main screen's bounds and native metrics, reported with the replacement to use.
    /// `keyboardHandlers`: whether each member (by first token) reads the keyboard frame, computed once per member.
    private func geometryFinding(_ reference: ScreenReference, tree: SyntaxTree, analyzer: ScaleContextAnalyzer,
                                 keyboardHandlers: inout [Int: Bool]) -> Finding {
        let declarations = tree.enclosingDeclarations(of: reference.first)
        let ownerIndex = declarations.lastIndex { $0.kind.hasMemberBody }
        let owner = ownerIndex.map { declarations[$0] }
        let member = ownerIndex.flatMap { $0 + 1 < declarations.count ? declarations[$0 + 1] : nil } ?? declarations.last
        let category = owner.map {
            analyzer.classifier.category(of: $0.name, written: $0.inheritance, isStruct: $0.kind == .struct)
        } ?? .other
        let place = owner.map { o in "\(ProjectIndex.baseName(o.name))" + (member.map { ".\($0.kind == .initializer ? "init" : $0.name)" } ?? "") }
            ?? member.map { "`\($0.name)`" } ?? "top-level code"
        var inKeyboardHandler = false
        if let member {
            if let known = keyboardHandlers[member.first] {
                inKeyboardHandler = known
            } else {
                inKeyboardHandler = (member.first...member.last).contains {
                    tree.kind($0) == .identifier && (tree.isText($0, "keyboardFrameEndUserInfoKey") || tree.isText($0, "keyboardFrameBeginUserInfoKey"))
                }
                keyboardHandlers[member.first] = inKeyboardHandler
            }
        }
        var inWindowInit = false
        if let colon = tree.previous(reference.first), tree.kind(colon) == .colon, let label = tree.previous(colon), tree.isText(label, "frame"),
           let paren = tree.previous(label), tree.kind(paren) == .leftParen, let callee = tree.previous(paren), tree.isText(callee, "UIWindow") {
            inWindowInit = true
        }
        let (message, suggestion) = ScaleMessages.screenGeometry(reference, where: place, category: category,
                                                                  inKeyboardHandler: inKeyboardHandler, inWindowInit: inWindowInit)
        let code: String
        switch reference.kind {
        case .bounds: code = ScaleCode.bounds
        case .nativeScale: code = ScaleCode.nativeScale
        case .nativeBounds: code = ScaleCode.nativeBounds
        default: code = ScaleCode.coordinateSpace
        }
        return Finding(rule: Self.id, code: code, severity: .warning, file: tree.file, offset: tree.file.tokens.start(reference.first),
                       message: message, suggestion: suggestion)
    }
}
