import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Rewriter

/// Generated SwiftGen- and mock-style files of 1 MB and 5 MB: time and memory
/// must grow linearly (about 5x from one to the other).
enum SyntheticRun {
    /// Each size runs in a child process of this executable, so its peak RSS
    /// is its own and not the high-water mark of whatever ran before.
    static func run() {
        guard let small = child(bytes: 1_000_000), let large = child(bytes: 5_000_000) else { return }
        small.report("1MB")
        large.report("5MB")
        print(String(format: "synthetic ratios 5MB/1MB: time %.2fx wall, %.2fx CPU; peak RSS increase %.2fx; token storage %.2fx (target about 5x)",
                     large.seconds / max(small.seconds, 1e-9), large.cpuSeconds / max(small.cpuSeconds, 1e-9),
                     Double(large.rssIncrease) / Double(max(small.rssIncrease, 1)),
                     Double(large.storage) / Double(max(small.storage, 1))))
        print(String(format: "synthetic ratios 5MB/1MB, lexing alone: time %.2fx CPU; peak RSS increase %.2fx",
                     large.lexCPUSeconds / max(small.lexCPUSeconds, 1e-9),
                     Double(large.lexRSSIncrease) / Double(max(small.lexRSSIncrease, 1))))
    }

    struct Result {
        var bytes = 0, tokens = 0, storage = 0, rssIncrease = 0, lexRSSIncrease = 0
        var seconds = 0.0, cpuSeconds = 0.0, lexCPUSeconds = 0.0

        var line: String {
            "\(bytes) \(tokens) \(storage) \(rssIncrease) \(seconds) \(cpuSeconds) \(lexRSSIncrease) \(lexCPUSeconds)"
        }

        init() {}

        init?(line: String) {
            let fields = line.split(separator: " ")
            guard fields.count == 8, let b = Int(fields[0]), let t = Int(fields[1]), let s = Int(fields[2]),
                  let r = Int(fields[3]), let w = Double(fields[4]), let c = Double(fields[5]),
                  let lr = Int(fields[6]), let lc = Double(fields[7]) else { return nil }
            (bytes, tokens, storage, rssIncrease, seconds, cpuSeconds) = (b, t, s, r, w, c)
            (lexRSSIncrease, lexCPUSeconds) = (lr, lc)
        }

        func report(_ name: String) {
            print(String(format: "synthetic %@: %@, %d tokens, best of 3 %.4f s wall (%.1f MB/s), %.4f s CPU (%.1f MB/s), peak RSS increase %@ (%.2fx input), token storage %@",
                         name, megabytes(bytes), tokens, seconds, rate(Double(bytes) / 1e6, seconds), cpuSeconds,
                         rate(Double(bytes) / 1e6, cpuSeconds), megabytes(rssIncrease),
                         Double(rssIncrease) / Double(max(bytes, 1)), megabytes(storage)))
            print(String(format: "  lexing alone %@: %.4f s CPU (%.1f MB/s), peak RSS increase %@ (%.2fx input)",
                         name, lexCPUSeconds, rate(Double(bytes) / 1e6, lexCPUSeconds), megabytes(lexRSSIncrease),
                         Double(lexRSSIncrease) / Double(max(bytes, 1))))
        }
    }

    static func child(bytes: Int) -> Result? {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("modernize-bench-synthetic-\(ProcessInfo.processInfo.processIdentifier)-\(bytes).swift").path
        guard FileManager.default.createFile(atPath: path, contents: Data(generate(bytes: bytes))) else {
            print("synthetic: cannot write \(path)")
            return nil
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !CommandLine.arguments[0].contains("/") {
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        }
        process.arguments = ["--synthetic-child", path]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch {
            print("synthetic: could not run \(process.executableURL?.path ?? "?"): \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let result = Result(line: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            print("synthetic: child for \(bytes) bytes failed")
            return nil
        }
        return result
    }

    /// Runs in the child: read the file (straight into one array, so nothing freed
    /// is left for the measured work to reuse), then time lex+parse (best of 3)
    /// and measure the growth of peak RSS.
    static func childMain(path: String) {
        guard let bytes = readWhole(path) else { exit(1) }
        var result = Result()
        result.bytes = bytes.count
        result.seconds = .infinity
        result.cpuSeconds = .infinity
        result.lexCPUSeconds = .infinity
        // Run lexer and parser once on a small input first, so that faulting in
        // their code pages (once per process) is not counted as memory that grows
        // with the input, as the corpus run does with its warm-up. Before each
        // run, freed memory goes back to the system and the peak is reset.
        _ = SyntaxTree(file: SourceFile(path: "Warmup.swift", bytes: generate(bytes: 1)))
        var lexIncreases: [Int] = []
        for _ in 0..<3 {
            let baseline = freshPeakBaseline()
            var file: SourceFile?
            let (_, cpu) = timed { file = SourceFile(path: "Synthetic.swift", bytes: bytes) }
            lexIncreases.append(peakRSSBytes() - baseline)
            result.lexCPUSeconds = min(result.lexCPUSeconds, cpu)
            if file == nil { exit(1) }
        }
        result.lexRSSIncrease = median(lexIncreases)
        var increases: [Int] = []
        for run in 0..<3 {
            let baseline = freshPeakBaseline()
            var tree: SyntaxTree?
            let (wall, cpu) = timed { tree = SyntaxTree(file: SourceFile(path: "Synthetic.swift", bytes: bytes)) }
            increases.append(peakRSSBytes() - baseline)
            result.seconds = min(result.seconds, wall)
            result.cpuSeconds = min(result.cpuSeconds, cpu)
            guard run == 2, let tree else { continue }
            // The line table is built on first use, not by lex+parse: count it after the peak is read.
            result.tokens = tree.file.tokens.count
            result.storage = tree.file.tokens.storageBytes + tree.file.lineStarts.count * 8
        }
        result.rssIncrease = median(increases)
        print(result.line)
    }

    /// Resets the peak (returning freed memory to the system first), so that
    /// the next run's peak is its own; returns the baseline.
    static func freshPeakBaseline() -> Int {
        resetPeakRSS()
        return peakRSSBytes()
    }

    /// Each run's peak is measured from its own baseline; the median is reported,
    /// as the first run in a process may differ by an allocator's page or so.
    static func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }

    static func readWhole(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size {
                let got = read(fd, buffer.baseAddress! + done, size - done)
                if got <= 0 { complete = false; break }
                done += got
            }
            count = done
        }
        return complete ? bytes : nil
    }

    /// Alternates a SwiftGen-style strings enum and a mock class until `bytes` is reached.
    static func generate(bytes target: Int) -> [UInt8] {
        var out = "// swiftlint:disable all\n// Generated code\n\nimport Foundation\n\n"
        var index = 0
        while out.utf8.count < target {
            out += """
            // MARK: - Strings \(index)

            internal enum L10n\(index) {
              /// Title shown on screen \(index) with "quotes" and \\(interpolation)
              internal static let title\(index) = L10n.tr("Localizable", "screen\(index).title", fallback: "Screen #\(index)")
              /// Plural format %d items
              internal static func items\(index)(_ p1: Int) -> String {
                return L10n.tr("Localizable", "screen\(index).items", p1, fallback: "\\(p1) items on \\("screen \\(\(index))")")
              }
              internal enum Alert {
                internal static let message = L10n.tr("Localizable", "alert\(index)", fallback: #"Raw "text" \\#(value)"#)
              }
            }

            final class MockService\(index): ServiceProtocol, @unchecked Sendable {
                var fetchCallCount = 0
                var fetchReceivedArguments: [(id: Int, force: Bool)] = []
                var fetchHandler: ((Int, Bool) async throws -> [Item])?
                func fetch(id: Int, force: Bool = false) async throws -> [Item] {
                    fetchCallCount += 1
                    fetchReceivedArguments.append((id: id, force: force))
                    if let handler = fetchHandler { return try await handler(id, force) }
                    return [Item(id: \(index), ratio: 0x1.8p3 / 2.5e-1, mask: 0b1010_1010)]
                }
                @MainActor func update(_ value: Double) -> Bool { value / 2 > 1 && !(value.isNaN) }
            }


            """
            index += 1
        }
        return Array(out.utf8)
    }
}
