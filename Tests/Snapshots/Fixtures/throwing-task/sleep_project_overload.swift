import Foundation

extension Task where Success == Never, Failure == Never {
    /// Sleeps, or throws if the app is shutting down: not the standard library's.
    static func sleep(seconds: Double) async throws {
        try await sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}

func blink(_ flag: inout Bool) {
    Task { // expect: throwing-task TASK-I1
        try await Task.sleep(nanoseconds: 1_000)
        print("done")
    }
}
