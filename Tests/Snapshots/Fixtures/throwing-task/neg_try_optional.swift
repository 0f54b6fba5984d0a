final class Saver {
    func save() {
        Task { try? await store.write() } // nope: try? handles the error
        Task { try! await store.write() } // nope: try! traps instead of throwing
        Task { // nope: only try? and try!
            let data = try? await store.read()
            if let data { try! store.decode(data) }
        }
        Task { await store.flush() } // nope: nothing throws
    }
    let store = Store()
}
