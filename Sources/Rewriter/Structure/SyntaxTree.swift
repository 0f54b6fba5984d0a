/// What a "{" opens.
public enum BraceRole: UInt8, Sendable {
    case none = 0
    /// The member list of a type or extension.
    case typeBody
    /// The body of a function, initializer, deinitializer, accessor, or a
    /// computed property's getter.
    case functionBody
    /// `{ get set }`, `{ willSet ... didSet ... }` blocks holding accessors.
    case accessorBlock
    /// The body of if/else/guard/while/for/repeat/switch/do/catch/defer.
    case statementBody
    /// A closure expression.
    case closure
}

#if canImport(Foundation)
import Foundation
#endif

/// A parsed Swift file: the token list plus the structure codemods need.
/// Built once per file (linear in its size), immutable, shared by every codemod.
///
/// The declaration outline (types, members, signatures, bindings) is built
/// eagerly; the roles of braces inside bodies (closure, statement body, ...)
/// need every body parsed, so they are computed on the first query, once.
public final class SyntaxTree: @unchecked Sendable {
    public let file: SourceFile
    /// For each bracket token ( ( [ { and their closers ), the index of its
    /// partner: `partner[i]` is -1 for other tokens and for unmatched brackets.
    public let partner: BracketPartners
    /// Brackets without a partner; a non-empty list means the file is unbalanced.
    public let unmatched: [Int]
    /// What the pre-parse pass found (`NestingDepth.scan`). A file nesting past the limit is not
    /// parsed (no declarations, no statements); none with a problem may be rewritten.
    public let problems: NestingDepth.Problems
    /// Declarations of the file's top level (including inside `#if`), with members.
    /// Set once, at the end of init (the parser runs on the tree being built).
    public private(set) var declarations: DeclarationList
    /// The file's top-level statements (declarations among them).
    public private(set) var topLevelStatements: [Statement] = []
    /// Brace roles and body owners, filled on first use under `lock`.
    private var lock: NSLock { LockStripes.treeBodies.lock(for: self) }
    private nonisolated(unsafe) var bodyStructure: BodyStructure? = nil
    /// Partial walks made of this file (`enclosingWalk(of:)`, under `lock`).
    private nonisolated(unsafe) var enclosedWalks = 0
    /// Tables built on first use, under `cacheLock`: the statements of blocks already asked for,
    /// by opening brace (a rule asking once per occurrence in one block must not parse the block
    /// again each time), and each token's innermost enclosing bracket.
    private var cacheLock: NSLock { LockStripes.treeCaches.lock(for: self) }
    private nonisolated(unsafe) var statementsByBrace: [Int: [Statement]] = [:]
    private nonisolated(unsafe) var cachedEnclosingBrackets: [Int32]? = nil

    /// For each token, the innermost matched "(", "[" or "{" that encloses it (-1 at top
    /// level); a closer maps to its own opener.
    private var enclosingBracketTable: [Int32] {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let table = cachedEnclosingBrackets { return table }
        let kinds = file.tokens.kinds
        // Between two brackets every token has the same innermost bracket: runs are filled whole,
        // and only bracket tokens (found through the partner table's bit mask) are looked at.
        let brackets = partner.isBracket
        let table = [Int32](unsafeUninitializedCapacity: kinds.count) { table, count in
            guard let base = table.baseAddress else { return }
            var open: [Int32] = []
            var filled = 0
            var top: Int32 = -1
            for block in 0..<brackets.count {
                var word = brackets[block]
                while word != 0 {
                    let t = block &<< 6 | word.trailingZeroBitCount
                    word &= word &- 1
                    guard t < kinds.count else { break }
                    if t > filled { (base + filled).initialize(repeating: top, count: t - filled) }
                    (base + t).initialize(to: top)
                    filled = t + 1
                    if kinds[t].isOpeningBracket {
                        if partner(of: t) != nil {
                            open.append(Int32(t))
                            top = Int32(t)
                        }
                    } else if let p = partner(of: t), top >= 0, Int(top) == p {
                        open.removeLast()
                        top = open.last ?? -1
                    }
                }
            }
            if kinds.count > filled { (base + filled).initialize(repeating: top, count: kinds.count - filled) }
            count = kinds.count
        }
        cachedEnclosingBrackets = table
        return table
    }

    /// The innermost bracket ( "(", "[" or "{" ) still open at token `i` (for a closer, its
    /// own opener). Found by walking back over a few brackets when it is near, as it mostly is;
    /// otherwise from a table over every token, built on first such use. Constant time either way.
    public func innermostBracket(of i: Int) -> Int? {
        guard i >= 0, i < tokenCount else { return nil }
        if let nearby = innermostBracketNearby(of: i) { return nearby }
        let bracket = Int(enclosingBracketTable[i])
        return bracket < 0 ? nil : bracket
    }

    /// `innermostBracket(of:)` by walking back from `i` over at most `nearbyBrackets` bracket
    /// tokens and `nearbyEmptyWords` words of 64 tokens without one, over each closed pair at
    /// once: `.some(nil)` at the top level, nil when the walk would be longer. Matched pairs nest
    /// (the matcher pairs like a stack), so the first opener met whose partner is at or after `i`
    /// encloses it; unmatched brackets enclose nothing, as in the table.
    private func innermostBracketNearby(of i: Int) -> Int?? {
        let bits = partner.isBracket
        let kinds = file.tokens.kinds
        var j = i - 1
        var steps = 0, emptyWords = 0
        while j >= 0 {
            // The last bracket token at or before `j`.
            var block = j &>> 6
            var word = bits[block] & (UInt64.max &>> UInt64(63 - (j & 63)))
            while word == 0 {
                block -= 1
                if block < 0 { return .some(nil) }
                // Stretches without brackets are bounded too: a question costs the same however far
                // back the next bracket is.
                emptyWords += 1
                if emptyWords > Self.nearbyEmptyWords { return nil }
                word = bits[block]
            }
            let t = block &<< 6 | (63 - word.leadingZeroBitCount)
            steps += 1
            if steps > Self.nearbyBrackets { return nil }
            if kinds[t].isOpeningBracket {
                if let close = partner(of: t), close >= i { return .some(t) }
                j = t - 1
            } else {
                j = (partner(of: t) ?? t) - 1
            }
        }
        return .some(nil)
    }

    /// How many brackets `innermostBracketNearby` walks over before leaving the answer to the table.
    private static let nearbyBrackets = 64
    /// How many words of 64 tokens without a bracket it passes (65,536 tokens) before doing so.
    private static let nearbyEmptyWords = 1024

    func cachedStatements(in brace: Int, compute: () -> [Statement]) -> [Statement] {
        cacheLock.lock()
        if let cached = statementsByBrace[brace] { cacheLock.unlock(); return cached }
        cacheLock.unlock()
        let computed = compute()
        cacheLock.lock()
        statementsByBrace[brace] = computed
        cacheLock.unlock()
        return computed
    }

    public init(file: SourceFile) {
        self.file = file
        (partner, unmatched, problems) = file.lexedBrackets ?? BracketMatcher.match(file)
        let table = DeclarationTable(outlineOf: file)
        defer { table.giveBackSpareCapacity() }
        declarations = DeclarationList(table, ListSpan())
        if problems.tooDeep != nil { return }
        // The parser reads only the tokens and bracket partners, set above.
        let statements = statements(from: 0, to: tokenCount, inMemberList: false, into: table)
        for statement in statements { collectDeclarations(statement, into: table) }
        topLevelStatements = statements
        declarations = DeclarationList(table, table.closeMemberList(from: 0))
    }

    /// Parses every body once, on first need.
    var bodies: BodyStructure {
        lock.lock()
        defer { lock.unlock() }
        if let done = bodyStructure { return done }
        let builder = StructureBuilder(tree: self)
        builder.build()
        let built = BodyStructure(roles: builder.roles, owners: builder.owners)
        bodyStructure = built
        return built
    }

    public convenience init(path: String, text: String) {
        self.init(file: SourceFile(path: path, text: text))
    }

    public var isBalanced: Bool { unmatched.isEmpty }

    // MARK: Queries

    /// What `brace` opens. While the whole file's bodies are not built, found by a walk of only
    /// what encloses the brace (a rule asking about one block paid for every body of the file);
    /// after a few such questions about one file the whole structure is built once.
    public func role(ofBrace brace: Int) -> BraceRole {
        if brace >= 0, brace < tokenCount, let builder = enclosingWalk(of: brace) { return builder.roles[brace] }
        let roles = bodies.roles
        return brace < roles.count ? roles[brace] : .none
    }

    /// The walk of what encloses token `i` only, or nil when the whole file is walked (or is to
    /// be: after `enclosedWalkLimit` partial walks of one file, a whole walk costs less than more).
    private func enclosingWalk(of i: Int) -> StructureBuilder? {
        lock.lock()
        let partial = bodyStructure == nil && enclosedWalks < Self.enclosedWalkLimit
        if partial { enclosedWalks += 1 }
        lock.unlock()
        guard partial else { return nil }
        let builder = StructureBuilder(tree: self, enclosing: i)
        builder.build()
        return builder
    }

    /// Questions answered by partial walks of one file before the whole file is walked.
    static let enclosedWalkLimit = 4

    /// The declaration whose body (type members, function body, accessor
    /// block) is opened by `brace`.
    public func owner(ofBody brace: Int) -> Declaration? {
        if brace >= 0, brace < tokenCount, let builder = enclosingWalk(of: brace) { return builder.owners[brace] }
        return bodies.owners[brace]
    }

    /// The "{" tokens enclosing token `i`, innermost first.
    public func enclosingBraces(of i: Int) -> [Int] {
        var out: [Int] = []
        var brace = innermostBrace(of: i)
        while let b = brace {
            out.append(b)
            brace = innermostBrace(of: b)
        }
        return out
    }

    /// The innermost "{" enclosing token `i` (for a "}", the "{" it closes): up the enclosing
    /// brackets, at most the file's nesting depth (bounded by `NestingDepth.limit`).
    public func innermostBrace(of i: Int) -> Int? {
        var bracket = innermostBracket(of: i)
        while let b = bracket, kind(b) != .leftBrace { bracket = innermostBracket(of: b) }
        return bracket
    }

    /// Declarations enclosing token `i` in declaration contexts, outermost
    /// first (type, then member, e.g. [class Foo, func layoutSubviews]). Local
    /// declarations inside function bodies are found through their bodies.
    public func enclosingDeclarations(of i: Int) -> [Declaration] {
        var out: [Declaration] = []
        var level = declarations
        while let d = Self.declaration(containing: i, in: level) {
            out.append(d)
            level = d.members
        }
        // Local functions/types inside bodies: walk the enclosing braces.
        if let innermost = out.last {
            let braces = enclosingBraces(of: i).reversed().filter { $0 > innermost.first }
            let owners = braces.isEmpty ? [:] : bodyOwners(around: i)
            for brace in braces {
                // Declarations inside `#if` blocks are parsed once for the outline and once
                // for the bodies: compare by position, not identity.
                if let owner = owners[brace],
                   !out.contains(where: { $0.first == owner.first && $0.kind == owner.kind }) {
                    out.append(owner)
                }
            }
        }
        return out
    }

    /// The owners of the bodies enclosing token `i` (`owner(ofBody:)` for each), from a walk of
    /// what encloses `i` only while the whole file has not been walked (see `role(ofBrace:)`).
    private func bodyOwners(around i: Int) -> [Int: Declaration] {
        guard let builder = enclosingWalk(of: i) else { return bodies.owners }
        return builder.owners
    }

    /// The declaration of `level` (siblings, in source order, disjoint) that spans token `i`:
    /// a binary search, so asking for every reference in a type of thousands of members
    /// stays linear.
    static func declaration(containing i: Int, in level: DeclarationList) -> Declaration? {
        let lo = level.partitionPoint { $0.first > i }
        guard lo > 0 else { return nil }
        let candidate = level[lo - 1]
        return i <= candidate.last ? candidate : nil
    }

    /// Every declaration of the file in declaration contexts, depth first.
    public var allDeclarations: [Declaration] {
        var out: [Declaration] = []
        func visit(_ d: Declaration) {
            out.append(d)
            d.members.forEach(visit)
        }
        declarations.forEach(visit)
        return out
    }
}

struct BodyStructure: Sendable {
    let roles: [BraceRole]
    let owners: [Int: Declaration]
}

/// Walks a file once: parses declarations and statements everywhere and
/// records what each "{" opens, so later queries are lookups.
final class StructureBuilder {
    static let accessorModifiers = WordSet(words: ["mutating", "nonmutating", "private", "fileprivate", "internal", "public"])
    static let accessorNames = WordSet(words: ["get", "set", "willSet", "didSet", "_read", "_modify", "init", "read", "modify",
                                               "unsafeAddress", "unsafeMutableAddress"])
    let tree: SyntaxTree
    var roles: [BraceRole]
    var owners: [Int: Declaration] = [:]
    /// The declarations of every block the walk parses: one table, not one per block.
    private let table: DeclarationTable
    /// With a token: only blocks and expression ranges holding it are parsed and scanned, which
    /// gives that token's role (if it is a "{") and the owners of the bodies around it as the
    /// whole walk would: each is set while walking something that holds the token, in the same
    /// order. Other braces' roles and owners may be missing.
    private let enclosing: Int?

    init(tree: SyntaxTree, enclosing: Int? = nil) {
        self.tree = tree
        self.enclosing = enclosing
        roles = [BraceRole](repeating: .none, count: tree.tokenCount)
        table = DeclarationTable(file: tree.file)
    }

    /// Whether the walk goes into `lo...hi`: always, unless it is limited to what holds a token.
    @inline(__always) private func goesInto(_ lo: Int, _ hi: Int) -> Bool {
        guard let t = enclosing else { return true }
        return lo <= t && t <= hi
    }

    func build() {
        for statement in tree.topLevelStatements {
            walk(statement, inMemberList: false)
        }
    }

    private func walkItems(from lo: Int, to hi: Int, inMemberList: Bool) {
        guard goesInto(lo, hi) else { return }
        for statement in tree.statements(from: lo, to: hi, inMemberList: inMemberList, into: table) {
            walk(statement, inMemberList: inMemberList)
        }
    }

    private func walkBlock(_ brace: Int, role: BraceRole, inMemberList: Bool = false) {
        guard let close = tree.partner(of: brace) else { return }
        roles[brace] = role
        walkItems(from: brace + 1, to: close, inMemberList: inMemberList)
    }

    private func walk(_ statement: Statement, inMemberList: Bool) {
        switch statement.kind {
        case .declaration:
            if let d = statement.declaration { walk(d) }
        case .poundIf:
            for clause in statement.poundIfClauses {
                walkItems(from: clause.contents.lowerBound, to: clause.contents.upperBound, inMemberList: inMemberList)
            }
        default:
            let bodies = statement.bodyBraces
            for brace in bodies { walkBlock(brace, role: .statementBody) }
            // Closures live in the parts that are not bodies.
            var lo = statement.first
            for brace in bodies.sorted() {
                scanExpressions(from: lo, to: brace - 1)
                lo = (tree.partner(of: brace) ?? brace) + 1
            }
            scanExpressions(from: lo, to: statement.last)
        }
    }

    private func walk(_ d: Declaration) {
        if let body = d.body { owners[body] = d }
        // Attribute arguments may hold closures: `@Option(detailView: { ... })`.
        for attribute in d.attributes where attribute.arguments != nil {
            scanExpressions(from: attribute.arguments!, to: attribute.last)
        }
        if d.kind.hasMemberBody {
            if let body = d.body { roles[body] = .typeBody }
            d.members.forEach(walk)
            return
        }
        // Parameter defaults and initializers may hold closures.
        for v in d.parameterDefaults { scanExpressions(from: v.lowerBound, to: v.upperBound) }
        if d.kind.isFunctionLike && d.kind != .subscript, let body = d.body {
            walkBlock(body, role: .functionBody)
        }
        for binding in d.bindingSlots {
            if let v = binding.initializer { scanExpressions(from: v.lowerBound, to: v.upperBound) }
            if let block = binding.accessorBlockIndex { walkAccessors(block, owner: d) }
        }
        if d.kind == .subscript, let body = d.body { walkAccessors(body, owner: d) }
        if d.kind == .macro || d.kind == .enumCase || d.kind == .typealias {
            scanExpressions(from: d.keyword, to: d.last)
        }
    }

    /// `{ get {...} set {...} }`, `{ willSet {...} didSet {...} }`, or a bare getter body.
    private func walkAccessors(_ block: Int, owner: Declaration) {
        guard let close = tree.partner(of: block) else { return }
        owners[block] = owner
        var j = tree.next(block)
        var accessors: [Int] = []
        // Accessors: [attributes] [modifiers] get|set|willSet|didSet|_read|_modify|init [ (name) ] [async] [throws] {
        while let t = j, t < close {
            var k = t
            while tree.kind(k) == .attribute || Self.accessorModifiers.contains(tree.file, k) {
                guard let n = tree.next(k), n < close else { break }
                if tree.kind(k) == .attribute, tree.kind(n) == .leftParen, let p = tree.partner(of: n), let m = tree.next(p) { k = m } else { k = n }
            }
            guard tree.kind(k) == .identifier || tree.kind(k) == .keyword,
                  Self.accessorNames.contains(tree.file, k) else { break }
            var b = tree.next(k)
            while let x = b, x < close, tree.kind(x) != .leftBrace {
                if tree.kind(x) == .leftParen, let p = tree.partner(of: x) { b = tree.next(p) } else { b = tree.next(x) }
                if let y = b, tree.kind(y) == .identifier || tree.kind(y) == .keyword, !tree.isText(y, "async"), !tree.isText(y, "throws") { break }
            }
            guard let brace = b, brace < close, tree.kind(brace) == .leftBrace, let bc = tree.partner(of: brace) else {
                // `{ get set }` in protocols: bare accessor names.
                accessors.append(-1)
                j = tree.next(k)
                continue
            }
            accessors.append(brace)
            j = tree.next(bc)
        }
        if accessors.isEmpty || j != nil && j! < close {
            // A getter body.
            walkBlock(block, role: .functionBody)
            return
        }
        roles[block] = .accessorBlock
        for brace in accessors where brace >= 0 {
            owners[brace] = owner
            walkBlock(brace, role: .functionBody)
        }
    }

    /// Marks every "{" in an expression range as a closure and walks its body.
    private func scanExpressions(from lo: Int, to hi: Int) {
        guard goesInto(lo, hi) else { return }
        var t = lo
        while t <= hi {
            if tree.kind(t) == .leftBrace, roles[t] == .none, let close = tree.partner(of: t) {
                roles[t] = .closure
                let start = tree.closure(at: t)?.bodyStart ?? t + 1
                walkItems(from: start, to: close, inMemberList: false)
                t = close + 1
            } else {
                t += 1
            }
        }
    }
}
