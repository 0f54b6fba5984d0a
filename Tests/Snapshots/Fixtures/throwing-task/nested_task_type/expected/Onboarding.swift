final class OnboardingCoordinator {
    enum Task {
        case payments, shipping
    }
    func start() {
        Task { try await load() } // expect: throwing-task TASK-W1
    }
}

extension OnboardingCoordinator {
    func resume() {
        Task { try await load() } // expect: throwing-task TASK-W1
    }
}
