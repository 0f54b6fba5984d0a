import Rewriter

/// Which files the token scan must read, and what the others contribute.
///
/// Only types with `@State` properties are rewritten, so only two kinds of file
/// need the full scan: files that hold the attribute or declare something named
/// `State` (shadowing SwiftUI's), and files that declare or extend a type
/// holding state (its inits). Every other file contributes only top-level
/// names and type traits, which the shared declaration outline already has.
/// (Memberwise call sites are found separately, by name.)
struct StateRelevantFiles {
    /// One entry per file; files left out of the scan hold an empty result.
    var scanned: [ScannedFile]
    var unreliableNames: Set<String> = []
    var outlineFacts = OutlineFacts()

    struct OutlineFacts {
        var topLevelNames: Set<String> = []
        var declared: [String: ProjectTypeTraits] = [:]
        var failableExtensions: Set<String> = []
    }

    init(_ trees: [SyntaxTree], index: ProjectIndex, jobs: Int) {
        scanned = Array(repeating: ScannedFile(), count: trees.count)
        // Files with the attribute, and files declaring anything named `State`
        // (which shadows SwiftUI's in its scope), as the declaration outline sees them.
        let shadowing = Set(index.types(named: "State").map(\.path))
        var selected = Parallel.map(trees.count, jobs: jobs) { f in
            let bytes = trees[f].file.bytes
            return shadowing.contains(trees[f].file.path) || ByteSearch.contains(bytes, "@State") || ByteSearch.contains(bytes, "SwiftUI.State")
        }
        scan(trees, selected, jobs: jobs)

        // Files naming a type that holds state: extensions, inits, call sites.
        var holders: Set<String> = []
        for file in scanned {
            for type in file.types where type.kind != "extension" && type.properties.contains(where: \.isState) {
                holders.insert(TypeKey.simpleName(type.key))
            }
        }
        if !holders.isEmpty {
            // The declaration outline already knows where each is declared and extended.
            let fileIndex = Dictionary(trees.indices.map { (trees[$0].file.path, $0) }, uniquingKeysWith: { a, _ in a })
            var naming = [Bool](repeating: false, count: trees.count)
            for name in holders {
                let paths = index.types(named: name).map(\.path) + index.extensions(of: name).map(\.path)
                for path in paths { if let f = fileIndex[path], !selected[f] { naming[f] = true } }
            }
            scan(trees, naming, jobs: jobs)
            for f in trees.indices where naming[f] { selected[f] = true }
        }
        let rest = trees.indices.filter { !selected[$0] }
        // One set of facts per worker (files taken in turn), merged: not one per file.
        let workers = max(1, min(jobs, rest.count))
        let facts = Parallel.map(workers, jobs: jobs) { w in
            var one = OutlineFacts()
            for n in stride(from: w, to: rest.count, by: workers) { one.add(trees[rest[n]]) }
            return one
        }
        outlineFacts = facts.dropFirst().reduce(into: facts[0]) { $0.merge($1) }
    }

    private mutating func scan(_ trees: [SyntaxTree], _ which: [Bool], jobs: Int) {
        let indices = trees.indices.filter { which[$0] }
        let results = Parallel.map(indices.count, jobs: jobs) { n -> (ScannedFile, Set<String>) in
            let offset = indices[n]
            let tokens = TokenStatements(trees[offset])
            // A file whose brackets do not balance is not scanned; the types it names
            // may have unseen inits there, so their defaults are left alone.
            guard tokens.tree.isBalanced else { return (ScannedFile(), StateProjectIndex.declaredNames(tokens)) }
            return (StateDeclarationScanner(tokens: tokens, fileIndex: offset).scan(), [])
        }
        for (n, offset) in indices.enumerated() {
            scanned[offset] = results[n].0
            unreliableNames.formUnion(results[n].1)
        }
    }

}

extension StateRelevantFiles.OutlineFacts {
    mutating func merge(_ other: Self) {
        topLevelNames.formUnion(other.topLevelNames)
        failableExtensions.formUnion(other.failableExtensions)
        for (simple, traits) in other.declared {
            declared.record(simple, failable: traits.hasFailableInit, generic: traits.isGeneric)
        }
    }

    /// What the token scan would record for a file without state: its top-level
    /// names, and for every type its genericity and failable inits.
    mutating func add(_ tree: SyntaxTree) {
        for declaration in tree.declarations where declaration.kind != .extension && declaration.kind != .import {
            topLevelNames.insert(declaration.name)
        }
        // Types and extensions, nested ones included (only they have members).
        func visit(_ declaration: Declaration) {
            guard declaration.kind.hasMemberBody else { return }
            let simple = ProjectIndex.baseName(declaration.name)
            let failable = declaration.members.contains { $0.kind == .initializer && $0.isFailable }
            if declaration.kind == .extension {
                if failable { failableExtensions.insert(simple) }
            } else {
                declared.record(simple, failable: failable, generic: declaration.genericParameters != nil)
            }
            declaration.members.forEach(visit)
        }
        tree.declarations.forEach(visit)
    }
}
