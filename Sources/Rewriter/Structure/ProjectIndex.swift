#if canImport(Foundation)
import Foundation
#endif

/// Cross-file facts about a project's Swift files, built in one pass over
/// their declarations: every type's inheritance, every extension's
/// conformances, and declarations that shadow framework names.
public final class ProjectIndex: @unchecked Sendable {
    public struct TypeInfo: Sendable {
        public let name: String
        /// Enclosing types joined with ".": "Outer.Inner".
        public let qualifiedName: String
        public let kind: DeclarationKind
        /// Inherited types and conformances, generic arguments and module prefixes removed.
        public let inheritance: [String]
        public let path: String
        public let declaration: Declaration
    }

    public struct ExtensionInfo: Sendable {
        public let extendedType: String
        public let conformances: [String]
        public let path: String
        public let declaration: Declaration
    }

    /// Types, typealiases, protocols, macros and associated types by simple name.
    public let typesByName: [String: [TypeInfo]]
    public let extensionsByName: [String: [ExtensionInfo]]
    /// For each name of an `async` or throwing function declared in the project (top level,
    /// types, extensions): whether some declaration of it returns a value (a result type other
    /// than `Void` or `()`). Plain functions are left out: `try await x.name()` cannot be one.
    public let functionReturnsValue: [String: Bool]
    /// `supertypes(of:)` by base name, filled on first use under `lock`: rules ask for the same
    /// types again and again (every class of the project, for instance).
    private let lock = NSLock()
    private nonisolated(unsafe) var supertypeCache: [String: Set<String>] = [:]
    private nonisolated(unsafe) var cachedSubtypes: [String: [String]]? = nil

    /// For each name, the types and extended types that name it among their supertypes and
    /// conformances: the inheritance graph read downwards, built on first use.
    private var directSubtypes: [String: [String]] {
        lock.lock()
        let cached = cachedSubtypes
        lock.unlock()
        if let cached { return cached }
        var subtypes: [String: [String]] = [:]
        for (name, infos) in typesByName { for info in infos { for s in info.inheritance { subtypes[s, default: []].append(name) } } }
        for (name, infos) in extensionsByName { for info in infos { for s in info.conformances { subtypes[s, default: []].append(name) } } }
        lock.lock()
        cachedSubtypes = subtypes
        lock.unlock()
        return subtypes
    }

    /// One file's contribution, computable on its own (in parallel, as files load).
    public struct FileEntries: Sendable {
        /// What the index records of a declaration: types, extensions, and functions that are
        /// async or throw; nil for the rest.
        enum Recorded { case type, `extension`, function }

        static func recorded(_ row: DeclarationRow) -> Recorded? {
            switch row.kind {
            case .class, .struct, .enum, .protocol, .actor, .typealias, .associatedtype, .macro: return .type
            case .extension: return .extension
            case .function where row.flags & (DeclarationRow.Flags.async | DeclarationRow.Flags.throwing) != 0: return .function
            default: return nil
            }
        }

        let types: [(String, TypeInfo)]
        let extensions: [(String, ExtensionInfo)]
        let functions: [(String, Bool)]

        public init(_ tree: SyntaxTree) {
            var types: [(String, TypeInfo)] = []
            var extensions: [(String, ExtensionInfo)] = []
            var functions: [(String, Bool)] = []
            let path = tree.file.path
            func visit(_ table: DeclarationTable, _ index: Int32, _ recorded: Recorded, outer: String?) {
                let d = Declaration(table, index)
                switch recorded {
                case .type:
                    // Names are decoded on each read: read once.
                    let name = d.name
                    let qualified = outer.map { $0 + "." + name } ?? name
                    types.append((name, TypeInfo(name: name, qualifiedName: qualified, kind: d.kind,
                                                 inheritance: d.inheritance.map(ProjectIndex.baseName), path: path, declaration: d)))
                    visitAll(d.members, outer: qualified)
                case .extension:
                    let written = d.name
                    let name = ProjectIndex.baseName(written)
                    extensions.append((name, ExtensionInfo(extendedType: name, conformances: d.inheritance.map(ProjectIndex.baseName),
                                                           path: path, declaration: d)))
                    visitAll(d.members, outer: written)
                case .function:
                    let result = d.returnType.map(ProjectIndex.removingWhitespace)
                    functions.append((d.name, result != nil && result != "Void" && result != "()"))
                }
            }
            // Most members are neither types nor async or throwing functions: the row's kind and
            // flags pass them over before a view of the declaration is made.
            func visitAll(_ list: DeclarationList, outer: String?) {
                let table = list.table
                for k in list.span.range {
                    let index = table.memberIndices[k]
                    if let recorded = Self.recorded(table.rows[Int(index)]) { visit(table, index, recorded, outer: outer) }
                }
            }
            visitAll(tree.declarations, outer: nil)
            self.types = types
            self.extensions = extensions
            self.functions = functions
        }
    }

    /// `text.filter { !$0.isWhitespace }`, reading the bytes when they are ASCII without white space
    /// (types come trivia-free from the parser).
    static func removingWhitespace(_ text: String) -> String {
        if !ByteSearch.anyByte(of: text, where: { $0 >= 0x80 || $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }) { return text }
        return text.filter { !$0.isWhitespace }
    }

    public convenience init(trees: [SyntaxTree]) {
        self.init(entries: trees.map(FileEntries.init))
    }

    /// Merges per-file entries, in file order.
    public init(entries: [FileEntries]) {
        var types: [String: [TypeInfo]] = [:]
        var extensions: [String: [ExtensionInfo]] = [:]
        var functions: [String: Bool] = [:]
        // Sized once for every entry (names repeat, so a little more than needed): no rehashing
        // as the tables grow.
        types.reserveCapacity(entries.reduce(0) { $0 + $1.types.count })
        extensions.reserveCapacity(entries.reduce(0) { $0 + $1.extensions.count })
        functions.reserveCapacity(entries.reduce(0) { $0 + $1.functions.count })
        for file in entries {
            for (name, info) in file.types { types[name, default: []].append(info) }
            for (name, info) in file.extensions { extensions[name, default: []].append(info) }
            for (name, returnsValue) in file.functions { functions[name] = (functions[name] ?? false) || returnsValue }
        }
        typesByName = types
        extensionsByName = extensions
        functionReturnsValue = functions
    }

    /// "UIKit.UIView" -> "UIView", "BaseCell<Item>" -> "BaseCell", "Foo.Bar" -> "Bar".
    public static func baseName(_ written: String) -> String {
        // ASCII names (nearly all) are cut on their bytes; nil: already plain, no copy.
        if let cut = ByteSearch.withASCII(written, { b -> String? in
            let end = b.firstIndex(of: 0x3C) ?? b.count
            guard end < b.count || b.contains(where: { $0 == 0x2E || $0 == 0x3F || $0 == 0x21 || $0 == 0x20 }) else { return nil }
            let start = b[..<end].lastIndex(of: 0x2E).map { $0 + 1 } ?? 0
            let kept = b[start..<end].filter { $0 != 0x3F && $0 != 0x21 && $0 != 0x20 && !($0 >= 0x09 && $0 <= 0x0D) }
            return String(decoding: kept, as: UTF8.self)
        }) {
            return cut ?? written
        }
        var s = Substring(written)
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
        return String(s.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace })
    }

    public func types(named name: String) -> [TypeInfo] { typesByName[Self.baseName(name)] ?? [] }
    public func extensions(of name: String) -> [ExtensionInfo] { extensionsByName[Self.baseName(name)] ?? [] }

    /// Whether the project declares a type, typealias, protocol, macro or
    /// associated type with this simple name (for example its own `Task`).
    public func declares(_ name: String) -> Bool { typesByName[name] != nil }

    /// Whether a project declaration named `name` is what the unqualified name means inside
    /// the type `typeName`: one at top level, or one nested in `typeName`, in a type enclosing
    /// it, or in a supertype of either (types matched by simple name, so a same-named type
    /// elsewhere counts too). A `typealias View = WKWebView` nested in another type leaves
    /// SwiftUI's `View` meaning SwiftUI's elsewhere.
    public func declares(_ name: String, visibleInside typeName: String) -> Bool {
        guard let infos = typesByName[name] else { return false }
        if infos.contains(where: { !$0.qualifiedName.contains(".") }) { return true }
        // The types whose members the name lookup in `typeName` sees: it, the types
        // enclosing it, and all their supertypes.
        var scopes: Set<String> = []
        let base = Self.baseName(typeName)
        for qualified in [base] + types(named: base).map(\.qualifiedName) {
            for component in qualified.split(separator: ".").map(String.init) where scopes.insert(component).inserted {
                scopes.formUnion(supertypes(of: component))
            }
        }
        return infos.contains { info in
            let enclosing = info.qualifiedName.split(separator: ".").dropLast().last.map(String.init) ?? ""
            return scopes.contains(enclosing)
        }
    }

    /// Every supertype and conformance of `name` the project states, through
    /// any number of project types and extensions, in any files. Framework
    /// types end the walk: `class Cell: BaseCell` + `class BaseCell: UITableViewCell`
    /// gives ["BaseCell", "UITableViewCell"].
    public func supertypes(of name: String) -> Set<String> {
        let base = Self.baseName(name)
        // The walk skips `name` itself as written, so only a plain name is cached by its base name.
        let cacheable = base == name
        if cacheable {
            lock.lock()
            let cached = supertypeCache[base]
            lock.unlock()
            if let cached { return cached }
        }
        var seen: Set<String> = []
        var queue = [base]
        while let current = queue.popLast() {
            var direct: [String] = []
            for info in typesByName[current] ?? [] { direct += info.inheritance }
            for ext in extensionsByName[current] ?? [] { direct += ext.conformances }
            for s in direct where !seen.contains(s) && s != name {
                seen.insert(s)
                queue.append(s)
            }
        }
        if cacheable {
            lock.lock()
            supertypeCache[base] = seen
            lock.unlock()
        }
        return seen
    }

    /// The simple names of the project's types and extended types that inherit from or conform to
    /// any of `bases` through at least one step: `inherits(name, fromAnyOf: bases)` for every
    /// plain name at once, walking down from the bases instead of up from each type.
    public func names(inheritingFromAnyOf bases: Set<String>) -> Set<String> {
        Self.walkDown(from: bases, directSubtypes)
    }

    /// The same, counting only the declarations and extensions in `paths` (file paths as the index
    /// holds them): in a checkout of several apps, another app's class of the same name, or its
    /// extension of one, says nothing about this app's. The project-wide walk gives the candidates.
    public func names(inheritingFromAnyOf bases: Set<String>, declaredIn paths: Set<String>) -> Set<String> {
        var subtypes: [String: [String]] = [:]
        for name in names(inheritingFromAnyOf: bases) {
            for info in typesByName[name] ?? [] where paths.contains(info.path) {
                for base in info.inheritance { subtypes[base, default: []].append(name) }
            }
            for info in extensionsByName[name] ?? [] where paths.contains(info.path) {
                for base in info.conformances { subtypes[base, default: []].append(name) }
            }
        }
        return Self.walkDown(from: bases, subtypes)
    }

    private static func walkDown(from bases: Set<String>, _ subtypes: [String: [String]]) -> Set<String> {
        var found: Set<String> = []
        var queue = Array(bases)
        while let current = queue.popLast() {
            for sub in subtypes[current] ?? [] where found.insert(sub).inserted { queue.append(sub) }
        }
        return found
    }

    /// `inherits(_:fromAnyOf: bases)` for many names: the bases' subtypes are found once, by one
    /// walk down from them.
    public struct Inheriting: Sendable {
        let bases: Set<String>
        let subtypes: Set<String>

        public func contains(_ name: String) -> Bool {
            let base = ProjectIndex.baseName(name)
            return bases.contains(base) || subtypes.contains(base)
        }
    }

    public func inheriting(fromAnyOf bases: Set<String>) -> Inheriting {
        Inheriting(bases: bases, subtypes: names(inheritingFromAnyOf: bases))
    }

    /// Whether `name` is, or inherits from or conforms to, any of `bases`.
    public func inherits(_ name: String, fromAnyOf bases: Set<String>) -> Bool {
        let base = Self.baseName(name)
        if bases.contains(base) { return true }
        return !supertypes(of: base).isDisjoint(with: bases)
    }
}
