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
/// it cannot rewrite (STATE-E1...E5, STATE-W1, W2, W4).
public struct RedundantStateDefault: Codemod {
    public static let id = "redundant-state-default"
    public static let summary = "remove @State defaults that every init overrides, and initialize plain properties before state"
    public static let explanation = """
    With Xcode 27, @State is a macro. A @State property's inline default takes precedence: a value assigned \
    in init is discarded. When every init assigns the property on every path (x = ..., self.x = ..., or \
    _x = State(initialValue:)), the default is removed and, if the declaration has no type annotation, the \
    type is added where the syntax names it for certain (literals, T(), T(args) of a project type, [E](), \
    [K: V](), URL(string:)!). The init is left exactly as it is; the two assignment forms are never converted.

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
    statements whose value uses only parameters, literals, globals or statics move up, as above.

    Reported without a rewrite:
      STATE-E1  multiple bindings, or the init assigns only inside a closure, loop or nested function
      STATE-E2  the declaration has no type annotation and the default's type cannot be named from syntax
      STATE-E3  some init, or some path through one, does not assign exactly once
      STATE-E4  an init assigns state before a plain property and the statements cannot be moved safely
      STATE-E5  the default spans comments that removing it would lose
      STATE-W1  _x = State(initialValue:) in some inits but not all: valid, but easy to break
      STATE-W2  a @State default in a type whose init is in another file (Xcode 27.0/27.1 link error)
      STATE-W4  @State combined with another property wrapper ('invalid redeclaration of _x')
    Projects that declare their own 'State' type or macro are skipped for unqualified @State.
    """

    public init(options: [String: String]) {}

    public func runProject(_ project: ProjectContext) -> [Finding] {
        let index = StateProjectIndex(project)
        var findings: [Finding] = []
        for group in index.typeGroups {
            findings += StateTypeAnalysis(index: index, group: group).findings()
        }
        return findings.sorted { ($0.path, $0.offset) < ($1.path, $1.offset) }
    }
}
