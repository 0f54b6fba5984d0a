func tail(url: URL) {
    Task { for try await line in url.lines { print(line) } } // expect: throwing-task TASK-I1
}
