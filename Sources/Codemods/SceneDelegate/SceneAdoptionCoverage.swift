/// What `scene-delegate` already says about each file, so other rules do not
/// report the same code twice: the byte ranges its migration rewrites, the
/// windows it puts in the scene, the files whose `delegate?.window` it keeps
/// working, and the offsets of its post-adoption audit findings. Computed
/// once per project.
enum SceneAdoptionCoverage {
    struct Coverage: Sendable {
        /// Ranges rewritten by the migration, by file path.
        var rewritten: [String: [Range<Int>]] = [:]
        /// Offsets of audit findings, by code then file path.
        var audits: [String: [String: [Int]]] = [:]
        /// `UIWindow(frame:)` calls whose window the migration puts in the scene, by file path.
        var bridgedWindows: [String: [Range<Int>]] = [:]
        /// Files of migrated apps, where the app delegate's `window` stays the on-screen window.
        var bridgedFiles: Set<String> = []

        func isRewritten(_ path: String, _ offset: Int) -> Bool {
            rewritten[path]?.contains { $0.contains(offset) } == true
        }
    }

    /// Empty when `scene-delegate` is not running: then nothing is said twice.
    static func of(_ project: ProjectContext) -> Coverage {
        guard project.runs(SceneDelegateMigration.id) else { return Coverage() }
        return project.shared("scene-delegate.coverage") {
            var coverage = Coverage()
            let analysis = SceneDelegateMigration.analysis(of: project)
            coverage.bridgedWindows = analysis.bridgedWindows
            coverage.bridgedFiles = analysis.bridgedFiles
            for finding in analysis.findings {
                if let code = finding.code { coverage.audits[code, default: [:]][finding.path, default: []].append(finding.offset) }
                for (path, edits) in finding.fix?.edits ?? [:] {
                    coverage.rewritten[path, default: []] += edits.map {
                        $0.range.isEmpty ? $0.range.lowerBound..<($0.range.lowerBound + 1) : $0.range
                    }
                }
            }
            return coverage
        }
    }
}
