import Foundation
import Rewriter

/// Every file's declarations, grouped by type: a type's body and all its
/// extensions, across files. Built once per project root.
struct StateProjectIndex {
    let trees: [SyntaxTree]
    let statements: [TokenStatements]
    let scanned: [ScannedFile]
    /// Type key -> the declaration and extensions, as (file, type index) pairs.
    let typeGroups: [[(file: Int, type: Int)]]
    let projectTypes: ProjectTypeTraitsLookup
    let globalNames: TopLevelNames
    let declaresTopLevelState: Bool
    /// Simple names of types declared or extended in files that could not be scanned.
    let unreliableNames: Set<String>
    /// Keys of types that declare a nested `State`, shadowing SwiftUI's inside them.
    let stateScopes: Set<String>

    init(_ project: ProjectContext) {
        trees = project.files
        let trees = self.trees
        statements = trees.map(TokenStatements.init)
        let selection = StateRelevantFiles(trees, index: project.index, jobs: project.jobs)
        scanned = selection.scanned
        unreliableNames = selection.unreliableNames
        // A type's group, by key: its place in `groups`, which keeps the order keys first come in.
        var groupOfKey: [String: Int] = [:]
        var groups: [[(file: Int, type: Int)]] = []
        var declared: [String: ProjectTypeTraits] = [:]
        var simpleToKeys: [String: Set<String>] = [:]
        var declaredKeys: Set<String> = []
        var scopes: Set<String> = []
        var failable: Set<String> = []
        var topState = false
        // Every table sized once for every type: growing rehashes each key in it.
        let typeCount = scanned.reduce(0) { $0 + $1.types.count }
        groupOfKey.reserveCapacity(typeCount)
        declared.reserveCapacity(typeCount)
        simpleToKeys.reserveCapacity(typeCount)
        declaredKeys.reserveCapacity(typeCount)
        // Each type's simple name, worked out once.
        var simpleNames: [[String]] = []
        simpleNames.reserveCapacity(scanned.count)
        for file in scanned {
            topState = topState || file.declaresTopLevelState
            var names: [String] = []
            names.reserveCapacity(file.types.count)
            for type in file.types {
                let simple = TypeKey.simpleName(type.key)
                names.append(simple)
                guard type.kind != "extension" else { continue }
                declared.record(simple, failable: type.hasFailableInit, generic: type.isGeneric)
                simpleToKeys[simple, default: []].insert(type.key)
                declaredKeys.insert(type.key)
            }
            simpleNames.append(names)
            for type in file.types where type.declaresState { scopes.insert(type.key) }
        }
        // Files without state: their types' traits are looked up in the declaration outline by
        // name when asked, their top-level names gathered from it when first asked.
        for (f, file) in scanned.enumerated() {
            for (t, type) in file.types.enumerated() {
                var key = type.key
                if type.kind == "extension" {
                    let simple = simpleNames[f][t]
                    if type.hasFailableInit { failable.insert(simple) }
                    // `extension Inner` inside the file scope may name a nested type `Outer.Inner`.
                    if !declaredKeys.contains(key),
                       let keys = simpleToKeys[simple], keys.count == 1 {
                        key = keys.first!
                    }
                }
                if let group = groupOfKey[key] {
                    groups[group].append((f, t))
                } else {
                    groupOfKey[key] = groups.count
                    groups.append([(f, t)])
                }
            }
        }
        typeGroups = groups
        projectTypes = ProjectTypeTraitsLookup(scannedDeclared: declared, scannedFailableExtensions: failable,
                                               outline: project.index, scannedPaths: selection.scannedPaths)
        globalNames = TopLevelNames(scanned: selection.scanned, outlineFiles: selection.outlineFiles)
        declaresTopLevelState = topState
        stateScopes = scopes
    }

    func type(_ ref: (file: Int, type: Int)) -> ScannedType { scanned[ref.file].types[ref.type] }

    /// Whether the type or extension declares an @State property (read in place, not copied).
    func holdsState(_ ref: (file: Int, type: Int)) -> Bool {
        scanned[ref.file].types[ref.type].properties.contains(where: \.isState)
    }

    /// Names following `struct`, `class`, `enum`, `actor` or `extension` anywhere in a file.
    static func declaredNames(_ tokens: TokenStatements) -> Set<String> {
        var names: Set<String> = []
        for i in 0..<tokens.file.tokens.count where StateDeclarationScanner.typeKeywordWords.lookup(tokens.file, i) != nil {
            if let n = tokens.next(i), tokens.kind(n) == .identifier { names.insert(tokens.text(n)) }
        }
        return names
    }
}

/// Every name declared at the top level of a project file (types, functions, variables), as the
/// token scan saw them in the files it read and the declaration outline in the others. Built on
/// first use: only the init-ordering check asks, and most projects never get that far.
final class TopLevelNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String>?
    private let scanned: [ScannedFile]
    private let outlineFiles: [SyntaxTree]

    init(scanned: [ScannedFile], outlineFiles: [SyntaxTree]) {
        self.scanned = scanned
        self.outlineFiles = outlineFiles
    }

    func contains(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if names == nil { names = build() }
        return names!.contains(name)
    }

    private func build() -> Set<String> {
        var names: Set<String> = []
        for file in scanned { names.formUnion(file.topLevelNames) }
        // What the token scan would record for a file without state.
        for tree in outlineFiles {
            for declaration in tree.declarations where declaration.kind != .extension && declaration.kind != .import {
                names.insert(declaration.name)
            }
        }
        return names
    }
}

/// Type keys: dotted names of nested types ("Outer.Inner").
enum TypeKey {
    /// The last component: "Inner" (`split(separator: ".").last`, without splitting names that have no dot).
    static func simpleName(_ key: String) -> String {
        // ASCII keys are cut on their bytes (walking String indexes cost about 1,600 instructions a
        // key); nil: no dot, the key itself.
        if let cut = ByteSearch.withASCII(key, { b -> String? in
            guard b.contains(0x2E) else { return nil }
            var end = b.count
            while end > 0, b[end - 1] == 0x2E { end -= 1 }
            var start = end
            while start > 0, b[start - 1] != 0x2E { start -= 1 }
            return String(decoding: b[start..<end], as: UTF8.self)
        }) {
            return cut ?? key
        }
        return String(key.split(separator: ".").last ?? "")
    }
}

/// What constructor-based type inference needs to know about a project type.
struct ProjectTypeTraits {
    var hasFailableInit = false
    var isGeneric = false
}

/// The traits of project types by simple name: the token scan's facts for the files it read,
/// the declaration outline's (the shared `ProjectIndex`) for the others. Inference asks about
/// a few names, so the outline is looked up per name instead of walking every file's declarations.
struct ProjectTypeTraitsLookup {
    /// Types (not extensions) declared in the scanned files.
    let scannedDeclared: [String: ProjectTypeTraits]
    /// Simple names that extensions in the scanned files give a failable init.
    let scannedFailableExtensions: Set<String>
    let outline: ProjectIndex
    /// The files whose facts come from the scan, not the outline.
    let scannedPaths: Set<String>

    /// The traits of the types named `simple` (an extension adding a failable init counts), nil
    /// when the project declares none.
    subscript(simple: String) -> ProjectTypeTraits? {
        var traits = scannedDeclared[simple]
        for type in outline.typesByName[simple] ?? [] where type.kind.isTypeDeclaration && !scannedPaths.contains(type.path) {
            var merged = traits ?? ProjectTypeTraits()
            merged.hasFailableInit = merged.hasFailableInit || Self.hasFailableInit(type.declaration)
            merged.isGeneric = merged.isGeneric || type.declaration.genericParameters != nil
            traits = merged
        }
        if var known = traits, !known.hasFailableInit, hasFailableExtension(simple) {
            known.hasFailableInit = true
            return known
        }
        return traits
    }

    /// Whether the project extends `simple` with a failable init without declaring it
    /// (`extension Color { init?(hex:) }`).
    func isOnlyExtendedFailably(_ simple: String) -> Bool {
        hasFailableExtension(simple) && self[simple] == nil
    }

    private func hasFailableExtension(_ simple: String) -> Bool {
        if scannedFailableExtensions.contains(simple) { return true }
        return outline.extensionsByName[simple]?.contains {
            !scannedPaths.contains($0.path) && Self.hasFailableInit($0.declaration)
        } ?? false
    }

    private static func hasFailableInit(_ declaration: Declaration) -> Bool {
        declaration.members.contains { $0.kind == .initializer && $0.isFailable }
    }
}

extension Dictionary where Key == String, Value == ProjectTypeTraits {
    /// Adds what one declaration of `simple` says: a type is failable or generic
    /// when any of its declarations is.
    mutating func record(_ simple: String, failable: Bool, generic: Bool) {
        var traits = self[simple] ?? ProjectTypeTraits()
        traits.hasFailableInit = traits.hasFailableInit || failable
        traits.isGeneric = traits.isGeneric || generic
        self[simple] = traits
    }
}
