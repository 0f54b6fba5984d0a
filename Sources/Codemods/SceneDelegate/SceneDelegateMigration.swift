import Rewriter

/// Adopts the UIKit scene life cycle in app-lifecycle UIKit apps by bridging the scene to the
/// app delegate, which keeps its state and code: a new `SceneDelegate.swift` shows the app
/// delegate's window in the scene and calls the app delegate's life-cycle callbacks and entry
/// points from the scene callbacks that replace them; the Info.plist manifest and the project
/// file follow. Every app target of a project is migrated in the same fix.
public struct SceneDelegateMigration: Codemod {
    public static let id = "scene-delegate"
    /// Reads the app delegate, every project file and the app's Swift files.
    public static let hasCostlyProjectPass = true
    public static let summary = "adopt the uikit scene life cycle: a scene delegate bridged to the app delegate, info.plist manifest and project file"
    public static let explanation = SceneDelegateExplanation.text
    public static let fixSafety = SceneDelegateExplanation.fixSafety

    public init(options: [String: String]) {}

    public func runProject(_ project: ProjectContext) -> [Finding] {
        Self.analysis(of: project).findings
    }

    /// The findings, and what other rules need to know of the migrations.
    struct Analysis: Sendable {
        var findings: [Finding] = []
        var bridgedWindows: [String: [Range<Int>]] = [:]
        var bridgedFiles: Set<String> = []
    }

    /// No options: the result depends on the project alone, and `key-window` asks for it too.
    static func analysis(of project: ProjectContext) -> Analysis {
        project.shared(id) { adopt(project) }
    }

    private static func adopt(_ project: ProjectContext) -> Analysis {
        var analysis = Analysis()
        let (entries, swiftUIApps) = AppDelegateEntry.find(in: project)
        var findings: [Finding] = []
        var outcomes: [SceneAdoption.Outcome] = []
        var seen = Set<String>()
        // A checkout's own apps come first: the sample apps of libraries it holds are the
        // libraries' business, migrated when modernize runs on their folder.
        let hasOwnApp = (entries.map(\.file.path) + swiftUIApps).contains { SampleApps.folder(of: $0) == nil }
        for entry in entries where seen.insert(entry.file.path + "#" + entry.name).inserted {
            if hasOwnApp, let folder = SampleApps.folder(of: entry.file.path) {
                findings.append(Finding(rule: id, code: "SCENE-W13", severity: .warning, file: entry.entryTree.file,
                    offset: entry.entryTree.file.tokens.start(entry.entryToken),
                    message: "a sample app (in \(folder)/) next to the checkout's own app; not migrated with it",
                    suggestion: "run modernize on \(folder) to migrate the sample too"))
                continue
            }
            outcomes.append(SceneAdoption(entry: entry, project: project, rule: id).run())
        }
        let handled = Set(entries.map { PathShape.normalized($0.file.path) })
        outcomes += ObjectiveCAppDelegates(project: project, rule: id, handledSwiftFiles: handled, hasOwnSwiftApp: hasOwnApp).outcomes()
        findings += SharedPlists(project: project, rule: id).withdrawMigrations(sharingPlistsWithOthers: &outcomes)
        // One fix per project (or generator): every app target of it migrates in one change.
        var groups: [String: Fix] = [:]
        for outcome in outcomes {
            guard let migration = outcome.migration else { continue }
            groups[migration.groupKey] = FixMerging.merge(groups[migration.groupKey], migration.fix)
        }
        for outcome in outcomes {
            findings += outcome.findings
            analysis.bridgedWindows.merge(outcome.bridgedWindows) { $0 + $1 }
            analysis.bridgedFiles.formUnion(outcome.bridgedFiles)
            if let migration = outcome.migration {
                var summary = migration.summary
                summary.fix = groups[migration.groupKey]
                findings.append(summary)
                analysis.bridgedWindows.merge(migration.bridgedWindows) { $0 + $1 }
                analysis.bridgedFiles.formUnion(migration.appFiles)
            }
        }
        analysis.findings = findings
        return analysis
    }
}

/// Joins the fixes of several app targets of one project into one: edits of a file they share
/// (project.pbxproj, an Info.plist) are merged, identical edits kept once.
enum FixMerging {
    static func merge(_ a: Fix?, _ b: Fix) -> Fix {
        guard var merged = a else { return b }
        for (path, edits) in b.edits { merged.edits[path] = mergeEdits((merged.edits[path] ?? []) + edits) }
        for file in b.newFiles where !merged.newFiles.contains(file) { merged.newFiles.append(file) }
        if case .safe = merged.safety { merged.safety = b.safety }
        return merged
    }

    /// Sorted, identical edits once, insertions at one offset joined in order.
    static func mergeEdits(_ edits: [Edit]) -> [Edit] {
        var result: [Edit] = []
        for edit in edits.sorted() {
            if let last = result.last, last == edit { continue }
            if let last = result.last, last.range.isEmpty, edit.range.isEmpty, last.range.lowerBound == edit.range.lowerBound {
                result[result.count - 1] = .insert(last.replacement + edit.replacement, at: last.range.lowerBound)
                continue
            }
            result.append(edit)
        }
        return result
    }
}

/// An Info.plist is edited only together with every app target that uses it: a manifest naming
/// a scene delegate class that one of them lacks would leave that app without a window.
struct SharedPlists {
    let project: ProjectContext
    let rule: String

    /// Turns migrations whose plists other, unmigrated app targets use into errors; returns them.
    func withdrawMigrations(sharingPlistsWithOthers outcomes: inout [SceneAdoption.Outcome]) -> [Finding] {
        var users: [String: [(project: String, target: PBXTarget)]] = [:]
        for (path, pbx) in project.xcodeProjects.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".xcodeproj/project.pbxproj") {
            let directory = ScenePaths.directory(of: ScenePaths.directory(of: PathShape.normalized(path)))
            for target in pbx.nativeTargets where target.isApplication {
                for setting in XcodeTarget.infoPlistSettings(of: target, in: pbx, projectDirectory: directory, configFiles: project.xcodeConfigFiles) {
                    var p = setting
                    for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where p.hasPrefix(prefix) { p.removeFirst(prefix.count) }
                    users[ScenePaths.join(directory, p), default: []].append((path, target))
                }
            }
        }
        var withdrawn = withdrawMigrations(writingDifferentManifests: &outcomes)
        var changed = true
        while changed {
            changed = false
            let migrated = Set(outcomes.compactMap { $0.migration?.target }.flatMap { t in t.siblingTargets.map { t.pbxprojPath + "#" + $0.id } })
            for i in outcomes.indices {
                guard let migration = outcomes[i].migration, let target = migration.target else { continue }
                for key in migration.plistKeys {
                    let others = (users[PathShape.normalized(key)] ?? []).filter { !migrated.contains($0.project + "#" + $0.target.id) }
                    guard let other = others.first else { continue }
                    var finding = migration.summary
                    finding.code = "SCENE-E6"
                    finding.severity = .error
                    finding.message = "\(key) is also the Info.plist of the app target \(other.target.name), which is not migrated in this run; a scene manifest naming \(target.name)'s scene delegate would leave \(other.target.name) without a window, so \(target.name) is not migrated either"
                    finding.suggestion = "give \(other.target.name) its own Info.plist, or migrate it too, then run again"
                    withdrawn.append(finding)
                    outcomes[i].migration = nil
                    // What it said about the migration no longer holds.
                    outcomes[i].findings.removeAll { ["SCENE-W7", "SCENE-W8", "SCENE-W9", "SCENE-W10"].contains($0.code) }
                    changed = true
                    break
                }
            }
        }
        return withdrawn
    }

    /// Migrations that write different manifests into one Info.plist (a Swift and an Objective-C
    /// app delegate name their scene delegates differently): one manifest cannot name both.
    private func withdrawMigrations(writingDifferentManifests outcomes: inout [SceneAdoption.Outcome]) -> [Finding] {
        var byPlist: [String: [(index: Int, key: String)]] = [:]
        for (i, outcome) in outcomes.enumerated() {
            for key in outcome.migration?.plistKeys ?? [] { byPlist[PathShape.normalized(key), default: []].append((i, key)) }
        }
        var conflicting: [Int: (plist: String, other: String)] = [:]
        for (plist, users) in byPlist.sorted(by: { $0.key < $1.key }) where users.count > 1 {
            let manifests = Set(users.map { outcomes[$0.index].migration?.fix.edits[$0.key] ?? [] })
            guard manifests.count > 1 else { continue }
            for user in users where conflicting[user.index] == nil {
                let other = users.first { $0.index != user.index }.flatMap { outcomes[$0.index].migration?.target?.name } ?? "another app target"
                conflicting[user.index] = (plist, other)
            }
        }
        var withdrawn: [Finding] = []
        for (i, conflict) in conflicting.sorted(by: { $0.key < $1.key }) {
            guard var finding = outcomes[i].migration?.summary else { continue }
            let name = outcomes[i].migration?.target?.name ?? "this app"
            finding.code = "SCENE-E6"
            finding.severity = .error
            finding.message = "\(conflict.plist) is also the Info.plist of the app target \(conflict.other), whose scene delegate UIKit would look up under another class name; one manifest cannot name both, so neither \(name) nor \(conflict.other) is migrated"
            finding.suggestion = "give each app target its own Info.plist, then run again"
            finding.fix = nil
            withdrawn.append(finding)
            outcomes[i].migration = nil
            outcomes[i].findings.removeAll { ["SCENE-W7", "SCENE-W8", "SCENE-W9", "SCENE-W10"].contains($0.code) }
        }
        return withdrawn
    }
}
