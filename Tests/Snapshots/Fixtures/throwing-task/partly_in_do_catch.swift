final class Sync {
    func run() {
        Task { // expect: throwing-task TASK-I1
            do {
                try await pull()
            } catch {
                print(error)
            }
            try await push()
        }
    }
}
