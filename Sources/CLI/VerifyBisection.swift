/// Which fixes `--apply --verify COMMAND` keeps. Fixes come in groups (one rule's fixes whose
/// finding starts in one file; a fix spanning several files stays whole). The groups are built
/// all at once; when that fails, rule by rule in id order (what was kept so far plus the rule),
/// and for a rule that fails, group by group. A failure before any state has built is first
/// checked against the unchanged files, so a build that was broken already blames no rule.
///
/// Pure: `build` writes a state and runs the command; this type only decides what to try next.
struct VerifyBisection {
    struct Group: Hashable {
        var rule: String
        var file: String
    }

    enum Step: Hashable {
        case all
        case unchanged
        case rule(String)
        case file(rule: String, file: String)
    }

    struct Build {
        var step: Step
        var groups: Set<Int>
        var status: Int32
        /// The command's last lines.
        var tail: [String]
        var passed: Bool { status == 0 }
    }

    struct Decision {
        var kept: Set<Int> = []
        /// Each reverted group and the build (an index into `builds`) that rejected it.
        var reverted: [(group: Int, build: Int)] = []
        var builds: [Build] = []
        /// The command failed on the unchanged files: nothing is kept, no rule is blamed.
        var failsUnchanged = false
        /// `build` gave up (interrupted, or a file could not be written): nothing is kept.
        var stopped = false
    }

    let groups: [Group]

    /// The most builds a decision can take: all, the unchanged files, one per rule, and one per
    /// group of each rule with more than one.
    var worstCase: Int {
        guard !groups.isEmpty else { return 0 }
        let perRule = Dictionary(grouping: groups.indices, by: { groups[$0].rule })
        return 2 + perRule.count + perRule.values.filter { $0.count > 1 }.reduce(0) { $0 + $1.count }
    }

    /// Decides by calling `build(groups, step)`, which writes that state, runs the command and
    /// returns its exit status and last lines, or nil to stop. The same state is never built twice.
    func decide(_ build: (Set<Int>, Step) -> (status: Int32, tail: [String])?) -> Decision {
        var decision = Decision()
        guard !groups.isEmpty else { return decision }
        var known: [Set<Int>: Int] = [:]

        /// The index of the build of `state`, or nil when stopped.
        func attempt(_ state: Set<Int>, _ step: Step) -> Int? {
            if let index = known[state] { return index }
            guard let outcome = build(state, step) else { return nil }
            decision.builds.append(Build(step: step, groups: state, status: outcome.status, tail: outcome.tail))
            known[state] = decision.builds.count - 1
            return decision.builds.count - 1
        }

        let all = Set(groups.indices)
        guard let first = attempt(all, .all) else { decision.stopped = true; return decision }
        if decision.builds[first].passed {
            decision.kept = all
            return decision
        }

        var kept: Set<Int> = []
        // Whether some state (the kept groups so far) is known to build.
        var proven = false
        let rules = Set(groups.map(\.rule)).sorted()
        for rule in rules {
            let members = groups.indices.filter { groups[$0].rule == rule }.sorted { groups[$0].file < groups[$1].file }
            guard let ruleBuild = attempt(kept.union(members), .rule(rule)) else { decision.stopped = true; return decision }
            if decision.builds[ruleBuild].passed {
                kept.formUnion(members)
                proven = true
                continue
            }
            if !proven {
                guard let before = attempt(kept, .unchanged) else { decision.stopped = true; return decision }
                if !decision.builds[before].passed {
                    decision.failsUnchanged = true
                    return decision
                }
                proven = true
            }
            if members.count == 1 {
                decision.reverted.append((members[0], ruleBuild))
                continue
            }
            for member in members {
                let group = groups[member]
                guard let fileBuild = attempt(kept.union([member]), .file(rule: group.rule, file: group.file)) else {
                    decision.stopped = true
                    return decision
                }
                if decision.builds[fileBuild].passed {
                    kept.insert(member)
                } else {
                    decision.reverted.append((member, fileBuild))
                }
            }
        }
        decision.kept = kept
        return decision
    }
}
