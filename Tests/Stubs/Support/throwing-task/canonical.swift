struct Moon {}
final class Lander {
    func fly(to destination: Moon) async throws {}
}
extension Mission {
    var lander: Lander { Lander() }
    var moon: Moon { Moon() }
}
