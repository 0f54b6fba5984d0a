import SwiftUI

struct SaveView: View {
    @State var vm = ViewModel()
    var body: some View {
        Button("Save") { Task { try await vm.save() } } // expect: throwing-task TASK-I1
    }
}
