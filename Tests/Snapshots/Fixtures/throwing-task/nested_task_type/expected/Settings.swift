final class SettingsModel {
    func save() {
        Task {
            do {
                _ = try await store.save()
            } catch {
                // TODO(modernize): handle this error — it was silently discarded before.
            }
        } // expect: throwing-task TASK-I1
    }
}
