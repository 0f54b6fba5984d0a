import Rewriter

/// Reports `GeometryReader`s that read nothing but their proxy's size, to size views in proportion with
/// `.frame`: `containerRelativeFrame` (iOS 17) or a `Layout` (iOS 16) do that without GeometryReader's greedy sizing.
///
///     GeometryReader { proxy in Side().frame(width: proxy.size.width * 0.3) }   ->   Side().containerRelativeFrame(.horizontal) { length, _ in length * 0.3 }
public struct GeometryReaderSuggestion: Codemod {
    public static let id = "swiftui-geometry-reader"
    public static let summary = "report GeometryReaders used only for their size, where containerRelativeFrame or a Layout sizes views declaratively"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `GeometryReader` is not deprecated, but it takes all the space offered and lays its content out from the
        top leading corner, which makes it hard to compose. A reader whose proxy is used only for its `size`
        usually sizes views in proportion to their container: `containerRelativeFrame(_:alignment:_:)` (iOS 17)
        does that directly, and a custom `Layout` (iOS 16) arranges views by proportions. The right form depends
        on the layout, so nothing is rewritten: with `--swiftui-modernize available` and a deployment target of
        iOS 16 or later, each such reader is reported.

        Before:
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    SidePanel().frame(width: proxy.size.width * 0.3)
                    MainContent().frame(width: proxy.size.width * 0.7)
                }
            }
        After (by hand, iOS 17):
            HStack(spacing: 0) {
                SidePanel().containerRelativeFrame(.horizontal) { length, _ in length * 0.3 }
                MainContent().containerRelativeFrame(.horizontal) { length, _ in length * 0.7 }
            }

        GEOMETRY-I1 (info), at `GeometryReader`: its closure names the proxy and reads only `proxy.size` (its
          width and height), and only in the arguments of `.frame(...)`: proportional sizing. Readers that use
          `frame(in:)`, `safeAreaInsets`, anchors, pass the proxy on, or read the size elsewhere (measuring it
          into state, drawing a path, computing a grid) are not reported.

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.geometryReader],
                                                new: [SwiftUIAvailabilityTable.layout, SwiftUIAvailabilityTable.containerRelativeFrame])

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.geometryReader) else { return [] }
        var readers: [(Int, Int)] = []
        for i in tree.file.identifierTokens(spelling: "GeometryReader") {
            guard let call = tree.call(calleeLast: i), call.calleeFirst == i || tree.isIdentifier(call.calleeFirst, "SwiftUI"),
                  let content = call.trailingClosures.first?.leftBrace ?? call.arguments.first(where: { $0.label == "content" })?.value.lowerBound,
                  let closure = tree.closure(at: content), closure.parameterNames.count == 1,
                  let proxy = closure.parameterNames.first, proxy != "_", let reads = sizeReads(of: proxy, in: closure, tree), reads > 0
            else { continue }
            readers.append((i, reads))
        }
        guard !readers.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.geometryReader, SwiftUIAvailabilityTable.layout, in: deployment)
        else { return [] }
        let frame = settings.permits(SwiftUIAvailabilityTable.geometryReader, SwiftUIAvailabilityTable.containerRelativeFrame, in: deployment) != nil
        let replacement = frame ? "containerRelativeFrame(_:alignment:_:) or a Layout" : "a Layout (containerRelativeFrame is iOS 17)"
        return readers.map { reader, reads in
            Finding(rule: Self.id, code: "GEOMETRY-I1", severity: .info, file: tree.file, offset: tree.file.tokens.start(reader),
                    message: "GeometryReader reads only its size (\(reads) time\(reads == 1 ? "" : "s")): \(replacement) sizes views without it: \(reason)",
                    suggestion: frame ? "size the views with .containerRelativeFrame(_:alignment:_:), or arrange them with a custom Layout"
                        : "arrange the views with a custom Layout")
        }
    }

    /// How many times the closure reads `proxy.size`; nil when it uses the proxy any other way, or
    /// reads the size anywhere but in a `.frame(...)`'s arguments (measuring a size into state, drawing
    /// a path: containerRelativeFrame does not replace those).
    private func sizeReads(of proxy: String, in closure: Closure, _ tree: SyntaxTree) -> Int? {
        var reads = 0
        for i in closure.bodyStart..<closure.rightBrace where tree.kind(i) == .identifier && tree.text(i) == proxy {
            if let dot = tree.previous(i), tree.kind(dot) == .period { continue }
            guard let dot = tree.next(i), tree.kind(dot) == .period, let member = tree.next(dot), tree.isIdentifier(member, "size"),
                  isInFrameArguments(i, within: closure, tree) else { return nil }
            reads += 1
        }
        return reads
    }

    private func isInFrameArguments(_ i: Int, within closure: Closure, _ tree: SyntaxTree) -> Bool {
        var bracket = tree.innermostBracket(of: i)
        while let open = bracket, open > closure.leftBrace {
            if tree.kind(open) == .leftParen, let callee = tree.previous(open), tree.isIdentifier(callee, "frame"),
               let dot = tree.previous(callee), tree.kind(dot) == .period { return true }
            bracket = tree.innermostBracket(of: open)
        }
        return false
    }
}
