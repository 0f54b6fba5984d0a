/// One level of Xcode's build-setting precedence: a target's or project's buildSettings, or an
/// `.xcconfig` with its includes expanded. Each setting's assignments are kept in written order;
/// the last one that applies wins within the level.
public struct BuildSettingLevel: Sendable {
    let byKey: [String: [BuildSettingAssignment]]
    /// A project file's buildSettings dict, read for each setting asked instead: a configuration
    /// sets a hundred settings, and a run asks about a few.
    private let dict: BuildSettingsDict?
    /// An include chain too large to expand: whatever it would set is unknown.
    let isIncomplete: Bool

    public init(_ assignments: [BuildSettingAssignment], isIncomplete: Bool = false) {
        var byKey: [String: [BuildSettingAssignment]] = [:]
        for assignment in assignments { byKey[assignment.key, default: []].append(assignment) }
        self.byKey = byKey
        dict = nil
        self.isIncomplete = isIncomplete
    }

    init(_ dict: BuildSettingsDict) {
        byKey = [:]
        self.dict = dict
        isIncomplete = false
    }

    /// The assignments of `key`, in the level's order (the last that applies wins); nil when none.
    func assignments(_ key: String) -> [BuildSettingAssignment]? {
        if let dict { return dict.assignments(key) }
        return byKey[key]
    }

    public static let empty = BuildSettingLevel([])
}

/// Every value a build setting may take in one configuration.
public struct BuildSettingValues: Sendable, Equatable {
    public var configuration: String
    /// The possible values, highest precedence first; nil where one cannot be known (a reference
    /// to a setting no level sets, such as a built-in one, or to one that is set nowhere below
    /// `$(inherited)`). Conditional assignments whose condition may hold are each a possibility.
    public var values: [String?]
    /// Whether the setting may be set by no level at all (nothing sets it, or only under a
    /// condition that may not hold), leaving Xcode's default.
    public var mayBeUnset: Bool

    public init(configuration: String, values: [String?], mayBeUnset: Bool) {
        self.configuration = configuration
        self.values = values
        self.mayBeUnset = mayBeUnset
    }

    /// The possible values when every one is known.
    public var knownValues: [String]? {
        values.contains(nil) ? nil : values.compactMap { $0 }
    }
}

/// The levels a target's build settings come from in one configuration, highest precedence first
/// (target settings, target xcconfig, project settings, project xcconfig), evaluated as Xcode does:
/// the latest assignment whose conditions hold wins, `$(inherited)` is the value below it and
/// `$(NAME)` / `${NAME}` the value of NAME from the top. Only the configuration name is known of a
/// build, so a `[config=...]` condition is decided and any other (`sdk`, `arch`, ...) may hold:
/// its value is one possibility and the search goes on below it.
public struct BuildSettingStack: Sendable {
    public let configuration: String
    public let levels: [BuildSettingLevel]

    public init(configuration: String, levels: [BuildSettingLevel]) {
        self.configuration = configuration
        self.levels = levels
    }

    public func values(_ key: String) -> BuildSettingValues {
        var evaluator = Evaluator(stack: self)
        let found = evaluator.possible(key, level: 0, below: nil, depth: 0)
        return BuildSettingValues(configuration: configuration, values: found.values, mayBeUnset: found.mayBeUnset)
    }

    enum Match { case never, maybe, always }

    /// Whether an assignment's conditions hold in this configuration.
    func match(_ conditions: [BuildSettingCondition]) -> Match {
        var result = Match.always
        for condition in conditions {
            if condition.parameter == "config", let matches = Glob.matches(condition.pattern, configuration) {
                if !matches { return .never }
            } else if condition.pattern != "*" {
                result = .maybe
            }
        }
        return result
    }
}

/// One evaluation, bounded: reference cycles, deep chains and combinations past the limits are unknown.
private struct Evaluator {
    let stack: BuildSettingStack
    var steps = 0
    static let maxSteps = 10_000, maxDepth = 16, maxCombinations = 16

    init(stack: BuildSettingStack) { self.stack = stack }

    /// The values `key` may take from `level` down, starting below index `below` of that level's list.
    mutating func possible(_ key: String, level start: Int, below: Int?, depth: Int) -> (values: [String?], mayBeUnset: Bool) {
        var values: [String?] = []
        func add(_ more: [String?]) {
            for value in more where !values.contains(value) { values.append(value) }
        }
        var upper = below
        for level in start..<stack.levels.count {
            defer { upper = nil }
            let current = stack.levels[level]
            if current.isIncomplete {
                add([nil])
                return (values, false)
            }
            guard let list = current.assignments(key) else { continue }
            var k = (upper ?? list.count) - 1
            while k >= 0 {
                steps += 1
                if steps > Self.maxSteps {
                    add([nil])
                    return (values, false)
                }
                let assignment = list[k]
                switch stack.match(assignment.conditions) {
                case .never:
                    break
                case .always:
                    add(expand(assignment.value, key: key, level: level, index: k, depth: depth))
                    return (values, false)
                case .maybe:
                    add(expand(assignment.value, key: key, level: level, index: k, depth: depth))
                }
                k -= 1
            }
        }
        return (values, true)
    }

    /// The values of `value` with its references replaced; nil when a reference is not simple
    /// (`$(A:lower)`, `$(A_$(B))`, `$A`) or cannot be known.
    mutating func expand(_ value: String, key: String, level: Int, index: Int, depth: Int) -> [String?] {
        guard value.utf8.contains(UInt8(ascii: "$")) else { return [value] }
        guard depth < Self.maxDepth, let parts = Self.parts(of: value) else { return [nil] }
        var results: [String?] = [""]
        for part in parts {
            let alternatives: [String?]
            switch part {
            case .literal(let text):
                alternatives = [text]
            case .reference(let name):
                let found = name == "inherited"
                    ? possible(key, level: level, below: index, depth: depth + 1)
                    : possible(name, level: 0, below: nil, depth: depth + 1)
                alternatives = found.values + (found.mayBeUnset ? [nil] : [])
            }
            var combined: [String?] = []
            for prefix in results {
                for alternative in alternatives {
                    let joined = prefix.flatMap { p in alternative.map { p + $0 } }
                    if !combined.contains(joined) { combined.append(joined) }
                }
            }
            if combined.count > Self.maxCombinations { return [nil] }
            results = combined
        }
        return results
    }

    enum Part { case literal(String), reference(String) }

    static func parts(of value: String) -> [Part]? {
        let bytes = Array(value.utf8)
        var parts: [Part] = []
        var literalStart = 0
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "$") else { i += 1; continue }
            guard i + 1 < bytes.count else { return nil }
            let close: UInt8
            switch bytes[i + 1] {
            case UInt8(ascii: "("): close = UInt8(ascii: ")")
            case UInt8(ascii: "{"): close = UInt8(ascii: "}")
            default: return nil
            }
            var j = i + 2
            let nameStart = j
            while j < bytes.count, BuildSettingAssignment.isNameByte(bytes[j]) { j += 1 }
            guard j < bytes.count, bytes[j] == close, j > nameStart, !isDigit(bytes[nameStart]) else { return nil }
            if literalStart < i { parts.append(.literal(String(decoding: bytes[literalStart..<i], as: UTF8.self))) }
            parts.append(.reference(String(decoding: bytes[nameStart..<j], as: UTF8.self)))
            i = j + 1
            literalStart = i
        }
        if literalStart < bytes.count { parts.append(.literal(String(decoding: bytes[literalStart...], as: UTF8.self))) }
        return parts
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
}

/// `fnmatch` for the patterns conditions use: `*` and `?`; nil for bracket expressions and
/// escapes, which are not decided.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool? {
        let p = Array(pattern.utf8), t = Array(text.utf8)
        if p.contains(UInt8(ascii: "[")) || p.contains(UInt8(ascii: "\\")) { return nil }
        // Iterative matching with one backtrack point: linear in practice.
        var pi = 0, ti = 0
        var star = -1, resume = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == UInt8(ascii: "?") || p[pi] == t[ti]) {
                pi += 1
                ti += 1
            } else if pi < p.count && p[pi] == UInt8(ascii: "*") {
                star = pi
                resume = ti
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                resume += 1
                ti = resume
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}
