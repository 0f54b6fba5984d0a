import Foundation

final class VisitLog {
    func save() async throws {}

    func record(_ name: String?, _ other: String?) {
        if let name,
           let other {
            print(name, other)
            Task(priority: .background) { // expect: throwing-task
                try await save()
            }
        }
    }
}
