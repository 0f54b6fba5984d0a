import Rewriter

/// Removes a `@State` declaration default that every initializer overrides.
/// With Xcode 27 `@State` is a macro and the inline default wins: the value
/// the init assigns is discarded (TN3211).
///
///     @State private var page = StickerPage()     ->   @State private var page: StickerPage
///     init(title: String) { page = StickerPage(title: title) }      (unchanged)
///
/// It also moves plain stored-property initializations above the first
/// @State assignment of an init when that is provably safe, and reports what
/// it cannot rewrite (STATE-E1...E5, STATE-W1...W4).
public struct RedundantStateDefault: Codemod {
    public static let id = "redundant-state-default"
    /// Its own scan of every file that holds state, inits and memberwise calls.
    public static let hasCostlyProjectPass = true
    public static let summary = "remove @State defaults that every init overrides, and initialize plain properties before state"
    public static let explanation = """
    With Xcode 27, @State is a macro. A @State property's inline default takes precedence: a value assigned \
    in init is discarded. When every init assigns the property on every path (x = ..., self.x = ..., or \
    _x = State(initialValue:)), the default is removed and, if the declaration has no type annotation, the \
    type is added where the syntax names it for certain (literals, T(), T(args) of a project type, [E](), \
    [K: V](), URL(string:)!). The assignments in init stay as written: the two forms are never converted into \
    each other, and the default is never copied into an init.

    Before:
        struct StickerPageView: View {
            @State private var page = StickerPage()
            let title: String

            init(title: String) {
                page = StickerPage(title: title)
                self.title = title
            }
        }

    After:
        struct StickerPageView: View {
            @State private var page: StickerPage
            let title: String

            init(title: String) {
                self.title = title
                page = StickerPage(title: title)
            }
        }

    Assigning a @State property reads self, so it must come after every other stored property without a \
    default is initialized ("variable 'self.title' used before being initialized"). Late 'self.p = expr' \
    statements (or unshadowed 'p = expr') whose value uses only parameters, literals, globals or \
    statics move up with their leading comments, as above; the @State assignments stay as written.

    Reported without a rewrite:
      STATE-E1  multiple bindings, or the init assigns only inside a closure, loop or nested function
      STATE-E2  the declaration has no type annotation and the default's type cannot be named from syntax
      STATE-E3  some init, or some path through one, does not assign exactly once, or no init is declared
                in the type's body (the synthesized memberwise init still uses the default)
      STATE-E4  an init assigns state before a plain property and the statements cannot be moved safely
      STATE-E5  the default holds a line comment and code follows it on its last line
      STATE-E6  an init uses self (reads a property, calls a method) before it assigns the property:
                without the default that use comes before self is initialized
      STATE-W1  _x = State(initialValue:) in some inits but not all: valid, but easy to break
      STATE-W2  a @State default in a type whose init is in another file (Xcode 27.0/27.1 link error)
      STATE-W3  a caller passes a non-private @State property to the synthesized memberwise init; the default wins
      STATE-W4  @State combined with another property wrapper ('invalid redeclaration of _x')
    Unqualified @State is skipped where the project declares its own 'State' (type, typealias or macro), and
    defaults are left alone when several declarations share the type's name (one per target).
    Suppress with '// modernize:ignore redundant-state-default' on the line or the line above.
    """

    public static let fixSafety = """
    Removing a default is a behavior change when an init assigns the property through its wrapped value \
    (`x = ...` or `self.x = ...`): the default used to win (the property wrapper dropped that assignment, \
    the macro gives the default precedence), so the view started with the default; without it, the view \
    starts with the init's value. That is the point of the rule, but what the user sees changes. It is safe \
    when every init stores the wrapper (`_x = State(initialValue: ...)`), which already overrode the default, \
    and when every init assigns the default's own literal (`true`, `false`, `nil`, a number, a plain string, \
    `[]`, `[:]`): the view starts with the same value.
    Moving initializations above the first state assignment is safe: the moved values read only parameters, \
    literals, globals and statics. It is a behavior change when a moved value calls a function and a \
    statement it moves above calls one too, since the two calls then run in the other order (type \
    initializers are taken to build values only).
    """

    public init(options: [String: String]) {}

    public func runProject(_ project: ProjectContext) -> [Finding] {
        let index = StateProjectIndex(project)
        var findings: [Finding] = []
        let callSites = MemberwiseCallSites(statements: index.statements, typeNames: memberwiseCandidates(index), jobs: project.jobs)
        // Only a type with @State properties can have findings (the analysis says none for the others).
        for group in index.typeGroups where group.contains(where: index.holdsState) {
            let primaries = group.filter { index.type($0).kind != "extension" }
            let simple = TypeKey.simpleName(index.type(group[0]).key)
            if primaries.count > 1 || index.unreliableNames.contains(simple) {
                for primary in primaries {
                    findings += StateTypeAnalysis(index: index, group: [primary], callSites: callSites, ambiguous: true)
                        .findings()
                }
            } else {
                findings += StateTypeAnalysis(index: index, group: group, callSites: callSites).findings()
            }
        }
        return findings.sorted { ($0.path, $0.offset) < ($1.path, $1.offset) }
    }

    /// Structs whose synthesized memberwise init takes a non-private @State default.
    private func memberwiseCandidates(_ index: StateProjectIndex) -> Set<String> {
        var names: Set<String> = []
        // Groups without state are passed over before any of their types is copied.
        for group in index.typeGroups where group.contains(where: index.holdsState) {
            let primaries = group.map { index.type($0) }.filter { $0.kind != "extension" }
            guard primaries.count == 1, let type = primaries.first, type.kind == "struct", type.inits.isEmpty,
                  type.properties.contains(where: { $0.isState && $0.hasDefault && !$0.isPrivate }) else { continue }
            names.insert(TypeKey.simpleName(type.key))
        }
        return names
    }
}
