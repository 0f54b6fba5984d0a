import Rewriter

/// How much a finding matters. `--check` fails on warnings and errors.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case info, warning, error

    private var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A file a fix creates. `path` is relative to the same root as the edited files.
public struct NewFile: Sendable, Hashable {
    public var path: String
    public var contents: String
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Whether a fix keeps what the program does at run time. A `behavior` fix changes it on
/// purpose, and says how in one sentence, so a reviewer (or `--safe-only`) can tell.
public enum FixSafety: Sendable, Hashable {
    case safe
    case behavior(String)

    /// "safe" or "behavior", as JSON and SARIF spell it.
    public var name: String {
        if case .safe = self { return "safe" }
        return "behavior"
    }
    /// How the fix changes behaviour; nil for a safe fix.
    public var behaviorChange: String? {
        if case .behavior(let how) = self { return how }
        return nil
    }
}

/// Everything one rewrite changes: edits against the original bytes of one or
/// more files, plus files it creates. A fix is applied whole or not at all.
public struct Fix: Sendable, Hashable {
    public var edits: [String: [Edit]]
    public var newFiles: [NewFile]
    public var safety: FixSafety

    public init(edits: [String: [Edit]] = [:], newFiles: [NewFile] = [], safety: FixSafety = .safe) {
        self.edits = edits
        self.newFiles = newFiles
        self.safety = safety
    }
    public init(path: String, edits: [Edit], safety: FixSafety = .safe) {
        self.init(edits: [path: edits], safety: safety)
    }
}

/// One result of a codemod: a rewrite (with a fix, severity `.info`) or a
/// report the user must act on (no fix). Dry run, apply, JSON and SARIF are
/// all views of one list of findings.
public struct Finding: Sendable, Hashable {
    public var rule: String
    /// A stable id for the kind of finding within the rule ("STATE-E2"), for
    /// scripts and fixtures; nil for plain rewrites.
    public var code: String?
    public var severity: Severity
    public var path: String
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    /// 1-based, in UTF-16 code units (for SARIF).
    public var utf16Column: Int
    /// Byte offset in `path` where the finding points; orders findings and
    /// lets suppression comments be found.
    public var offset: Int
    public var message: String
    public var suggestion: String?
    public var fix: Fix?

    public init(rule: String, code: String? = nil, severity: Severity, path: String, line: Int, column: Int, offset: Int,
                message: String, suggestion: String? = nil, fix: Fix? = nil) {
        self.rule = rule
        self.code = code
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.utf16Column = column
        self.offset = offset
        self.message = message
        self.suggestion = suggestion
        self.fix = fix
    }

    /// A finding at a byte offset of a Swift file; line and column come from the file.
    public init(rule: String, code: String? = nil, severity: Severity, file: SourceFile, offset: Int,
                message: String, suggestion: String? = nil, fix: Fix? = nil) {
        let location = file.locationWithUTF16Column(of: offset)
        self.init(rule: rule, code: code, severity: severity, path: file.path, line: location.line, column: location.column,
                  offset: offset, message: message, suggestion: suggestion, fix: fix)
        self.utf16Column = location.utf16Column
    }
}

/// An option a codemod reads, exposed by the CLI as `--NAME VALUE` and listed by `explain`.
public struct CodemodOption: Sendable {
    public var name: String
    public var help: String
    public var defaultValue: String
    /// The values the option takes, when it is a choice; nil for free text. The CLI
    /// rejects anything else (exit 2), so a typo never silently means the default.
    public var allowedValues: [String]?
    public init(name: String, help: String, defaultValue: String, allowedValues: [String]? = nil) {
        self.name = name
        self.help = help
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
    }
}

/// A codemod reads a parsed file (and the project index) and returns findings
/// with edits against the original text. It never writes, prints or keeps
/// mutable state, and does not depend on running order.
public protocol Codemod: Sendable {
    static var id: String { get }
    /// One line, lower case, for `modernize rules`.
    static var summary: String { get }
    /// The long description with a before/after example, for `modernize explain`.
    static var explanation: String { get }
    /// What the rule's fixes do to run-time behaviour, for the "Fix safety" section of
    /// `modernize explain`: when a fix is `safe` and when it is a `behavior` change, and why.
    static var fixSafety: String { get }
    static var options: [CodemodOption] { get }

    init(options: [String: String])

    /// Whether the project pass does real work over many files (its own
    /// cross-file scan): the runner starts such passes before everything else,
    /// so they overlap the per-file passes instead of finishing last.
    static var hasCostlyProjectPass: Bool { get }

    /// Per-file pass; runs in parallel over files.
    func run(_ file: SyntaxTree, in project: ProjectContext) -> [Finding]
    /// Project pass; runs once per root, alongside the per-file passes (Info.plist,
    /// project.pbxproj, cross-file rewrites). It must not depend on their results.
    func runProject(_ project: ProjectContext) -> [Finding]
}

/// The "Fix safety" text of a rule that changes no code.
public let reportOnlyFixSafety = "Reports only: this rule changes no code."

extension Codemod {
    public static var options: [CodemodOption] { [] }
    public static var fixSafety: String { reportOnlyFixSafety }
    public static var hasCostlyProjectPass: Bool { false }
    public func run(_ file: SyntaxTree, in project: ProjectContext) -> [Finding] { [] }
    public func runProject(_ project: ProjectContext) -> [Finding] { [] }
    public var id: String { Self.id }
}
