import Foundation
import Rewriter

/// Lex + structural parse of every file, one thread, timing only that work.
/// The machine may be shared, so each pass is repeated and the best kept, and
/// thread CPU time is reported next to wall time.
struct CorpusRun {
    var files = 0
    var bytes = 0
    var tokens = 0
    var seconds = Double.infinity
    var cpuSeconds = Double.infinity
    var lexSeconds = Double.infinity
    var lexCPUSeconds = Double.infinity
    var largestFile = 0
    var largestPath = ""
    var baselineRSS = 0
    var peakRSS = 0
    var repeats = 0
    /// Whether the figures are the median pass rather than the best.
    var median = false

    static func measure(_ inputs: [InputFile], repeats: Int, median: Bool = false) -> CorpusRun {
        var run = CorpusRun()
        run.files = inputs.count
        run.repeats = repeats
        run.bytes = inputs.reduce(0) { $0 + $1.bytes.count }
        for input in inputs where input.bytes.count > run.largestFile {
            run.largestFile = input.bytes.count
            run.largestPath = input.path
        }
        // Warm up allocator and code paths on one file, outside the measurement.
        if let first = inputs.first { _ = SyntaxTree(file: SourceFile(path: first.path, bytes: first.bytes)) }
        resetPeakRSS()
        run.baselineRSS = peakRSSBytes()
        run.median = median
        var passes: [(wall: Double, cpu: Double, lexWall: Double, lexCPU: Double)] = []
        for _ in 0..<max(1, repeats) {
            var tokens = 0
            let (wall, cpu) = timed {
                for input in inputs {
                    let tree = SyntaxTree(file: SourceFile(path: input.path, bytes: input.bytes))
                    tokens += tree.file.tokens.count
                }
            }
            run.tokens = tokens
            run.seconds = min(run.seconds, wall)
            run.cpuSeconds = min(run.cpuSeconds, cpu)
            // The lexer alone (SourceFile: tokens and line table), for the breakdown.
            let (lexWall, lexCPU) = timed {
                for input in inputs { _ = SourceFile(path: input.path, bytes: input.bytes) }
            }
            run.lexSeconds = min(run.lexSeconds, lexWall)
            run.lexCPUSeconds = min(run.lexCPUSeconds, lexCPU)
            passes.append((wall, cpu, lexWall, lexCPU))
        }
        if median {
            func middle(_ values: [Double]) -> Double {
                let sorted = values.sorted()
                return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            }
            run.seconds = middle(passes.map(\.wall))
            run.cpuSeconds = middle(passes.map(\.cpu))
            run.lexSeconds = middle(passes.map(\.lexWall))
            run.lexCPUSeconds = middle(passes.map(\.lexCPU))
        }
        run.peakRSS = peakRSSBytes()
        return run
    }

    func report() {
        let mb = Double(bytes) / 1e6
        print("files:            \(files)")
        print("bytes:            \(bytes) (\(megabytes(bytes)))")
        print("tokens:           \(tokens)")
        print(String(format: "lex+parse:        %.3f s wall, %.3f s CPU", seconds, cpuSeconds) + " (\(median ? "median" : "best") of \(repeats))")
        print(String(format: "throughput:       %.1f MB/s, %.0f files/s wall; %.1f MB/s CPU (one thread)",
                     rate(mb, seconds), rate(Double(files), seconds), rate(mb, cpuSeconds)))
        print(String(format: "  lexing alone:   %.3f s wall (%.1f MB/s), %.3f s CPU (%.1f MB/s)",
                     lexSeconds, rate(mb, lexSeconds), lexCPUSeconds, rate(mb, lexCPUSeconds)))
        // One line each for scripts (Benchmarks/targets.sh): MB/s by thread CPU time.
        print(String(format: "lex+parse rate: %.1f MB/s CPU", rate(mb, cpuSeconds)))
        print(String(format: "lexing rate: %.1f MB/s CPU", rate(mb, lexCPUSeconds)))
        print("largest file:     \(megabytes(largestFile)) \(largestPath)")
        print("peak RSS:         \(megabytes(peakRSS)) (baseline before loop \(megabytes(baselineRSS)), increase \(megabytes(peakRSS - baselineRSS)))")
        if largestFile > 0 {
            print(String(format: "RSS increase / largest input: %.2fx", Double(peakRSS - baselineRSS) / Double(largestFile)))
        }
    }
}
