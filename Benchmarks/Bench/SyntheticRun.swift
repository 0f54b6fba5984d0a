import Foundation
import Rewriter

/// Generated SwiftGen- and mock-style files of 1 MB and 5 MB: time and memory
/// must grow linearly (about 5x from one to the other).
enum SyntheticRun {
    static func run() {
        let small = generate(bytes: 1_000_000)
        let large = generate(bytes: 5_000_000)
        let baseline = peakRSSBytes()
        let smallResult = measure(small)
        let smallRSS = peakRSSBytes() - baseline
        let largeResult = measure(large)
        let largeRSS = peakRSSBytes() - baseline
        func line(_ name: String, _ bytes: Int, _ r: (seconds: Double, tokens: Int, storage: Int), _ rss: Int) {
            print(String(format: "synthetic %@: %@, %d tokens, best of 3 %.4f s (%.1f MB/s), token storage %@, peak RSS increase %@",
                         name, megabytes(bytes), r.tokens, r.seconds, rate(Double(bytes) / 1e6, r.seconds),
                         megabytes(r.storage), megabytes(rss)))
        }
        line("1MB", small.count, smallResult, smallRSS)
        line("5MB", large.count, largeResult, largeRSS)
        print(String(format: "synthetic ratios 5MB/1MB: time %.2fx, token storage %.2fx, peak RSS increase %.2fx (target about 5x)",
                     largeResult.seconds / max(smallResult.seconds, 1e-9),
                     Double(largeResult.storage) / Double(max(smallResult.storage, 1)),
                     Double(largeRSS) / Double(max(smallRSS, 1))))
    }

    static func measure(_ bytes: [UInt8]) -> (seconds: Double, tokens: Int, storage: Int) {
        var best = Double.infinity
        var tokens = 0
        var storage = 0
        for _ in 0..<3 {
            let start = now()
            let tree = SyntaxTree(file: SourceFile(path: "Synthetic.swift", bytes: bytes))
            best = min(best, now() - start)
            tokens = tree.file.tokens.count
            storage = tree.file.tokens.kinds.capacity + tree.file.tokens.starts.capacity * 4
        }
        return (best, tokens, storage)
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
