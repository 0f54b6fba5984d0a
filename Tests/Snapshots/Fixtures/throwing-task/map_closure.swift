func loadAll(ids: [Int]) {
    let tasks = ids.map { Task { try await load($0) } } // expect: throwing-task TASK-W2
    let handler = { Task { try await load(0) } } // expect: throwing-task TASK-W2
    print(tasks, handler)
}
