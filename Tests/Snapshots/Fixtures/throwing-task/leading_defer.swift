final class ListModel {
    var isLoading = false
    func refresh() {
        Task { // expect: throwing-task TASK-I1
            defer { isLoading = false }
            isLoading = true
            items = try await api.items()
            defer { log("inner") }
        }
    }
}
