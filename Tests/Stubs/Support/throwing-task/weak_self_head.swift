extension ProfileViewController {
    func refresh() async throws {}
}
