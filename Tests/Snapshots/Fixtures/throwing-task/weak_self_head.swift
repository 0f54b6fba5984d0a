final class ProfileViewController {
    func viewDidLoad() {
        Task { @MainActor [weak self] in // expect: throwing-task TASK-I1
            guard let self else { return }
            try await self.refresh()
        }
    }
}
