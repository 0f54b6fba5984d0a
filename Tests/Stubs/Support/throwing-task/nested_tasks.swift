enum Event { case started, received }
extension Verifier {
    var delay: Duration { .seconds(1) }
    func send(_ event: Event) {}
    /// Throws, unlike a sleep in a task whose handle is dropped.
    func pause(for duration: Duration) async throws {}
}
