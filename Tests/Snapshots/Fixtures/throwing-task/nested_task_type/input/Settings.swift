final class SettingsModel {
    func save() {
        Task { try await store.save() } // expect: throwing-task TASK-I1
    }
}
