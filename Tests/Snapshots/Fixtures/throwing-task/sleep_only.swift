import Foundation

final class Banner {
    var isHidden = false

    func flash() {
        Task { // expect: throwing-task TASK-I2
            try await Task.sleep(nanoseconds: 2_000_000_000)
            isHidden = true
        }
    }

    func pulse(times: Int) {
        Task { @MainActor in // expect: throwing-task TASK-I2
            for _ in 0..<times {
                isHidden.toggle()
                try await Task.sleep(for: .milliseconds(300))
            }
            Task { // expect: throwing-task TASK-I2
                try await Task.sleep(until: .now + .seconds(1), clock: .continuous)
                isHidden = false
            }
        }
    }

    func refresh() {
        Task { // expect: throwing-task TASK-I1
            try await Task.sleep(nanoseconds: 500_000_000)
            try await reload()
        }
    }

    func refreshLater() {
        Task { // expect: throwing-task TASK-I1
            try await reload()
            Task { // expect: throwing-task TASK-I1
                try await Task.sleep(nanoseconds: 500_000_000)
                isHidden = false
            }
        }
    }

    func waitThenShow() {
        Task { // expect: throwing-task TASK-I1
            try await Task.sleep(for: try delay())
            isHidden = false
        }
    }

    func reload() async throws {}
    func delay() throws -> Duration { .seconds(1) }
}
