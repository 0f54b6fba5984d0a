enum Event { case started, received }
extension Verifier {
    var delay: Duration { .seconds(1) }
    func send(_ event: Event) {}
}
