import Foundation
import Rewriter

/// Lex + structural parse of every file, one thread, timing only that work.
struct CorpusRun {
    var files = 0
    var bytes = 0
    var tokens = 0
    var seconds = 0.0
    var largestFile = 0
    var largestPath = ""
    var baselineRSS = 0
    var peakRSS = 0

    static func measure(_ inputs: [InputFile]) -> CorpusRun {
        var run = CorpusRun()
        run.files = inputs.count
        for input in inputs where input.bytes.count > run.largestFile {
            run.largestFile = input.bytes.count
            run.largestPath = input.path
        }
        // Warm up allocator and code paths on one file, outside the measurement.
        if let first = inputs.first { _ = SyntaxTree(file: SourceFile(path: first.path, bytes: first.bytes)) }
        run.baselineRSS = peakRSSBytes()
        let start = now()
        for input in inputs {
            let tree = SyntaxTree(file: SourceFile(path: input.path, bytes: input.bytes))
            run.tokens += tree.file.tokens.count
            run.bytes += input.bytes.count
        }
        run.seconds = now() - start
        run.peakRSS = peakRSSBytes()
        return run
    }

    func report() {
        let mb = Double(bytes) / 1e6
        print("files:            \(files)")
        print("bytes:            \(bytes) (\(megabytes(bytes)))")
        print("tokens:           \(tokens)")
        print(String(format: "lex+parse time:   %.3f s", seconds))
        print(String(format: "throughput:       %.1f MB/s, %.0f files/s (one thread)", rate(mb, seconds), rate(Double(files), seconds)))
        print("largest file:     \(megabytes(largestFile)) \(largestPath)")
        print("peak RSS:         \(megabytes(peakRSS)) (baseline before loop \(megabytes(baselineRSS)), increase \(megabytes(peakRSS - baselineRSS)))")
        if largestFile > 0 {
            print(String(format: "RSS increase / largest input: %.2fx", Double(peakRSS - baselineRSS) / Double(largestFile)))
        }
    }
}
