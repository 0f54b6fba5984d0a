final class Syncer {
    func sync() {
        Task { do { try x() } catch { log(error) } } // nope: the catch is exhaustive
        Task { // nope: the last catch binds the error
            do {
                try await pull()
            } catch let error as URLError {
                log(error)
            } catch let other {
                log(other)
            }
        }
        Task { // nope: the last catch is a wildcard
            do {
                for try await event in events { handle(event) }
            } catch _ {
                log("failed")
            }
        }
    }
}
