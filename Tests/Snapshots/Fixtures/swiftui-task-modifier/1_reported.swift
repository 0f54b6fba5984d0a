import SwiftUI

struct Feed: View {
    @State private var posts: [String] = []
    @State private var loader: Task<Void, Never>?

    var body: some View {
        List(posts, id: \.self) { Text($0) }
            .onAppear { // expect: swiftui-task-modifier TASKMOD-I1
                Task {
                    posts = await fetch()
                }
            }
            .onAppear(perform: { Task(priority: .high) { await refresh() } }) // expect: swiftui-task-modifier TASKMOD-I1
            .onAppear { // nope: the task is kept and cancelled by the view
                loader = Task { await refresh() }
            }
            .onAppear { // nope: more than starting a task
                print("appeared")
                Task { await refresh() }
            }
            .onAppear { // nope: a detached task is not the view's work
                Task.detached { await refresh() }
            }
    }

    func fetch() async -> [String] { [] }
    func refresh() async {}
}
