final class SettingsStore {
    func save() async throws {}
}
extension OnboardingCoordinator {
    func load() async throws {}
}
extension SettingsModel {
    var store: SettingsStore { SettingsStore() }
}
