import Foundation

let server = Server()
Task {
    do {
        _ = try await server.run()
    } catch {
        // TODO(modernize): handle this error — it was silently discarded before.
    }
} // expect: throwing-task TASK-I1
RunLoop.main.run()
