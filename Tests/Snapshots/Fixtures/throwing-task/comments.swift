final class Store {
    func save() {
        Task { // persist the draft // expect: throwing-task TASK-I1
            // write first, then notify
            try await disk.write(draft) // may fail on a full disk
            notify()
            // done
        }
        Task { /* quick */ try await disk.flush() } // expect: throwing-task TASK-I1
    }
}
