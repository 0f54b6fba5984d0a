struct Moon {}
final class Lander {
    func fly(to destination: Moon) async throws {}
}
struct Logger {
    func error(_ message: String) {}
}
extension Flight {
    var lander: Lander { Lander() }
    var moon: Moon { Moon() }
    var logger: Logger { Logger() }
}
