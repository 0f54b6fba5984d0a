import SwiftUI
import UIKit

struct FeedView: View {
    var body: some View {
        List(items) { item in Row(item) }
            .onAppear { Task { try await model.load() } } // expect: throwing-task TASK-I1
            .onChange(of: query) { _, new in Task { try await model.search(new) } } // expect: throwing-task TASK-I1
            .refreshable { await model.reload() }
    }
}

final class FeedController: UIViewController {
    func bind() {
        DispatchQueue.main.async { Task { try await self.model.load() } } // expect: throwing-task TASK-I1
        cancellable = publisher.sink { [weak self] _ in Task { try await self?.model.load() } } // expect: throwing-task TASK-I1
        button.addAction(UIAction(handler: { _ in Task { try await self.model.load() } }), for: .touchUpInside) // expect: throwing-task TASK-I1
        let work = queue.async { Task { try await self.model.load() } } // expect: throwing-task TASK-W2
    }
}
