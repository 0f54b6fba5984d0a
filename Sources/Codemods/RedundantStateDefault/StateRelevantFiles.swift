import Rewriter

/// Which files the token scan must read, and what the others contribute.
///
/// Only types with `@State` properties are rewritten, so only two kinds of file
/// need the full scan: files that hold the attribute or declare something named
/// `State` (shadowing SwiftUI's), and files that declare or extend a type
/// holding state (its inits). Every other file contributes only top-level
/// names and type traits, which the shared declaration outline already has:
/// its top-level names are gathered here, its type traits are looked up by name
/// when inference asks (`ProjectTypeTraitsLookup`). (Memberwise call sites are
/// found separately, by name.)
struct StateRelevantFiles {
    /// One entry per file; files left out of the scan hold an empty result.
    var scanned: [ScannedFile]
    var unreliableNames: Set<String> = []
    /// Paths of the files the token scan read (balanced or not).
    var scannedPaths: Set<String> = []
    /// The files the token scan did not read: their top-level names come from the declaration outline.
    var outlineFiles: [SyntaxTree] = []

    init(_ trees: [SyntaxTree], index: ProjectIndex, jobs: Int) {
        scanned = Array(repeating: ScannedFile(), count: trees.count)
        // Files with the attribute, and files declaring anything named `State`
        // (which shadows SwiftUI's in its scope), as the declaration outline sees them.
        let shadowing = Set(index.types(named: "State").map(\.path))
        var selected = Parallel.map(trees.count, jobs: jobs) { f in
            // The identifier filter holds attribute names too: `@State` and `SwiftUI.State` both put
            // "State" there, and most files are ruled out without a search.
            let file = trees[f].file
            return (!shadowing.isEmpty && shadowing.contains(file.path))
                || (file.mayHaveIdentifier("State") && (ByteSearch.contains(file.bytes, "@State") || ByteSearch.contains(file.bytes, "SwiftUI.State")))
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
        scannedPaths = Set(trees.indices.filter { selected[$0] }.map { trees[$0].file.path })
        outlineFiles = trees.indices.filter { !selected[$0] }.map { trees[$0] }
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
