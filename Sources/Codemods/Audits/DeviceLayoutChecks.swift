import Rewriter

/// Reports layout decisions taken on the device idiom or the interface
/// orientation, which iOS 27's resizable windows make unreliable.
public struct DeviceLayoutChecks: Codemod {
    public static let id = "device-layout-checks"
    public static let summary = "report layout decisions on userInterfaceIdiom, interfaceOrientation and UIDevice.current.orientation"
    public static let explanation = """
        In iOS 27 iPhone Mirroring windows resize freely and iPhone apps on iPad can be fully resizable while
        still reporting the phone idiom; interface orientation is a preference, and iPhone Mirroring reports
        portrait whatever the aspect ratio. Layout should follow size classes or the bounds of the view being
        laid out. Which branch is right (and left versus right landscape) needs a person, so nothing is
        rewritten.

        Before:
            if UIDevice.current.orientation.isLandscape {             // warning: DEVICE-W2
                stack.axis = .horizontal
            }
            let columns = traitCollection.userInterfaceIdiom == .pad ? 3 : 1   // info: DEVICE-I1
        After (by hand):
            stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
            let columns = traitCollection.horizontalSizeClass == .regular ? 3 : 1

        DEVICE-I1 (info): reads of `.userInterfaceIdiom`. Many idiom checks are not layout (feature
          availability, analytics), so these are information only; review the ones that size or arrange views.
        DEVICE-W2 (warning): `UIDevice.current.orientation`.
        DEVICE-W3 (warning): reads of `.interfaceOrientation` and the deprecated `.statusBarOrientation`.
        Assignments to these names and declarations of them are not reported, nor are test sources, nor
        orientation reads in files that use AVCapture (camera code maps the device orientation to the capture or
        image orientation, which is not layout).
        """

    public init(options: [String: String]) {}

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        let file = tree.file
        // Findings are made at these identifiers only.
        guard file.mayHaveIdentifier("userInterfaceIdiom") || file.mayHaveIdentifier("orientation")
                || file.mayHaveIdentifier("interfaceOrientation") || file.mayHaveIdentifier("statusBarOrientation"),
              WordTokens.bytes(file.bytes, containAnyOf: ["userInterfaceIdiom", "UIDevice", "Orientation"]), !WordTokens.isTestFile(file.path) else { return [] }
        // Camera code turns the device orientation into a capture or image orientation: not layout.
        let camera = ByteSearch.contains(file.bytes, "AVCapture")
        var findings: [Finding] = []
        for i in file.identifierTokens(spellingAnyOf: ["userInterfaceIdiom", "orientation", "interfaceOrientation", "statusBarOrientation"]) {
            let idiom = file.token(i, is: "userInterfaceIdiom")
            let orientation = !idiom && file.token(i, is: "orientation")
            let interface = !idiom && !orientation && (file.token(i, is: "interfaceOrientation") || file.token(i, is: "statusBarOrientation"))
            guard idiom || orientation || interface, WordTokens.isMember(i, in: tree), !isAssigned(i, tree) else { continue }
            if idiom {
                findings.append(WordTokens.finding(Self.id, "DEVICE-I1", .info, at: i, in: tree,
                    "`userInterfaceIdiom` does not describe the window size: iPhone apps on iPad and in iPhone Mirroring resize freely in iOS 27",
                    "if this decides layout, use size classes or the view's bounds"))
            } else if camera {
                continue
            } else if orientation {
                guard WordTokens.chain(endingAt: i, is: ["UIDevice", "current", "orientation"], in: tree) else { continue }
                findings.append(WordTokens.finding(Self.id, "DEVICE-W2", .warning, at: i, in: tree,
                    "`UIDevice.current.orientation` is the device's physical orientation, not the window's shape, in resizable iOS 27 windows",
                    "lay out from size classes or the view's bounds; read `windowScene.effectiveGeometry` where the scene's orientation matters"))
            } else {
                findings.append(WordTokens.finding(Self.id, "DEVICE-W3", .warning, at: i, in: tree,
                    "`\(file.text(of: i))` is a preference in resizable iOS 27 windows, and iPhone Mirroring reports portrait whatever the aspect ratio",
                    "lay out from size classes or the view's bounds"))
            }
        }
        return findings
    }

    /// `x.interfaceOrientation = …` sets it (a test double, a custom trait) rather than reading it.
    private func isAssigned(_ i: Int, _ tree: SyntaxTree) -> Bool {
        guard let next = tree.next(i) else { return false }
        return tree.isOperator(next, "=")
    }
}
