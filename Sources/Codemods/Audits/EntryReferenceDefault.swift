import Rewriter

/// Reports `@Entry` environment (and focused, transaction, container) values
/// whose default expression builds a fresh reference or changing value.
public struct EntryReferenceDefault: Codemod {
    public static let id = "entry-reference-default"
    public static let summary = "report @Entry defaults that build a fresh class instance or changing value on every read"
    public static let explanation = """
        `@Entry` wraps its default expression in a computed `defaultValue`, so the expression runs again on
        every fallback read: a class default is a new object each time (readers see a changed value and
        re-render; different readers get different objects; initializer side effects repeat). The guide marks
        the per-read recreation as unverified on the final SDK, so the severity follows what is known about the
        type. Literals, nil, enum cases and project structs are fine. Nothing is rewritten.

        Before:
            extension EnvironmentValues {
                @Entry var theme = Theme()          // warning: ENTRY-W1 (Theme is a project class)
            }
        After (by hand), one of:
            @Entry var theme = EnvironmentValues.defaultTheme    // with `static let defaultTheme = Theme()`
            @Entry var theme: Theme?                             // model the missing injection

        ENTRY-W1 (warning): the default calls the initializer of a class declared in the project.
        ENTRY-W2 (warning): the default is a changing value: `Date()`, `UUID()`, `.random(...)`, `.now`.
        ENTRY-I1 (info): the default calls an initializer of a type not declared in the project (it is a
          problem only if that type is a class).
        ENTRY-I2 (info): the default is a closure; Xcode 27 also warns on closure defaults.
        """

    public init(options: [String: String]) {}

    private static let changing: Set<String> = ["Date", "UUID"]
    /// Framework value types whose fresh instances compare equal: never reported.
    private static let valueTypes: Set<String> = [
        "Color", "Font", "CGSize", "CGPoint", "CGRect", "CGFloat", "EdgeInsets", "Angle", "String", "Int", "Double", "Float",
        "Bool", "Array", "Set", "Dictionary", "URL", "Locale", "TimeZone", "Calendar", "Image", "Text", "AnyView",
        "LocalizedStringKey", "LocalizedStringResource", "Duration", "Decimal", "Data", "IndexSet", "Measurement",
        "UnitPoint", "Animation", "ScrollPosition", "AttributedString", "Optional", "DateComponents",
    ]

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard tree.file.mayHaveIdentifier("Entry"), ByteSearch.contains(tree.file.bytes, "@Entry") else { return [] }
        var findings: [Finding] = []
        for declaration in tree.allDeclarations where declaration.kind == .variable && declaration.hasAttribute("Entry") {
            for binding in declaration.bindings {
                guard let value = binding.initializer, let finding = classify(value, binding, tree, project) else { continue }
                findings.append(finding)
            }
        }
        return findings
    }

    private func classify(_ value: ClosedRange<Int>, _ binding: Binding, _ tree: SyntaxTree, _ project: ProjectContext) -> Finding? {
        let file = tree.file
        var first = value.lowerBound
        if tree.kind(first).isTrivia, let s = tree.significant(from: first) { first = s }
        let name = binding.name ?? "value"
        if tree.kind(first) == .leftBrace {
            return WordTokens.finding(Self.id, "ENTRY-I2", .info, at: first, in: tree,
                "`@Entry var \(name)` defaults to a closure, rebuilt on every fallback read (Xcode 27 warns on closure defaults)",
                "store the closure in a `static let` and use that as the default")
        }
        // `.now` with the type written in the annotation.
        if tree.kind(first) == .period, let member = tree.next(first), member == value.upperBound, file.token(member, is: "now") {
            return WordTokens.finding(Self.id, "ENTRY-W2", .warning, at: first, in: tree,
                "`@Entry var \(name)` defaults to a changing value, evaluated again on every fallback read",
                "compute it once in a `static let`, or make the entry optional and inject the value")
        }
        // A call `Type(...)`, `Module.Type(...)`, or a static like `Date.now`/`UUID.random`.
        guard tree.kind(first) == .identifier else { return nil }
        var typeToken = first
        var j = first
        while let dot = tree.next(j), dot <= value.upperBound, tree.kind(dot) == .period,
              let member = tree.next(dot), member <= value.upperBound, tree.kind(member) == .identifier {
            typeToken = member
            j = member
        }
        let typeName = file.text(of: typeToken)
        var after = tree.next(j).flatMap { $0 <= value.upperBound ? $0 : nil }
        // `NSCache<NSString, UIImage>()`: step over the generic arguments.
        if let lt = after, let gt = tree.genericArgumentsEnd(openingAt: lt) { after = tree.next(gt).flatMap { $0 <= value.upperBound ? $0 : nil } }
        let isCall = after.map { tree.kind($0) == .leftParen && tree.partner(of: $0) == value.upperBound } ?? false
        let firstName = file.text(of: first)
        if (Self.changing.contains(firstName) && (isCall || file.token(j, is: "now"))) || file.token(j, is: "random")
            || (isCall && file.token(j, is: "random")) {
            return WordTokens.finding(Self.id, "ENTRY-W2", .warning, at: first, in: tree,
                "`@Entry var \(name)` defaults to a changing value, evaluated again on every fallback read",
                "compute it once in a `static let`, or make the entry optional and inject the value")
        }
        guard isCall, let scalar = typeName.unicodeScalars.first, scalar.properties.isUppercase else { return nil }
        let declared = project.index.types(named: typeName)
        if declared.contains(where: { $0.kind == .class || $0.kind == .actor }) {
            return WordTokens.finding(Self.id, "ENTRY-W1", .warning, at: first, in: tree,
                "`@Entry var \(name)` builds a new `\(typeName)` (a class) on every fallback read, so readers see a changed value",
                "back it with one stable instance (`static let`) or declare the entry optional")
        }
        if !declared.isEmpty || Self.valueTypes.contains(typeName) { return nil }   // a struct or enum
        return WordTokens.finding(Self.id, "ENTRY-I1", .info, at: first, in: tree,
            "`@Entry var \(name)` calls `\(typeName)(...)` on every fallback read; if `\(typeName)` is a class each read gets a new object",
            "if it is a class, back it with one stable instance (`static let`) or declare the entry optional")
    }
}
