struct Moon {}
final class Lander {
    func fly(to destination: Moon) async throws {}
}
extension Flight {
    var lander: Lander { Lander() }
    var moon: Moon { Moon() }
    func compute() async throws -> Int { 0 }
}
