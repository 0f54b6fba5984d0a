import Foundation

final class Loader {
    var tasks: [Task<Void, Error>] = []
    var current: Task<Data, Error>?

    func start() async throws {
        let t = Task { try await fetch() } // nope: bound to a name
        _ = Task { try await fetch() } // nope: explicitly discarded
        let _ = Task { try await fetch() } // nope: explicitly discarded
        current = Task { try await download() } // nope: assigned
        tasks.append(Task { try await fetch() }) // nope: argument
        let pair = (Task { try await fetch() }, 1) // nope: tuple element
        let list = [Task { try await fetch() }] // nope: collection element
        Task { try await fetch() }.cancel() // nope: member access base
        let value = try await Task { try await download() }.value // nope: .value
        try await Task.detached { try await fetch() }.value // nope: member access base
        let either = flag ? Task { try await fetch() } : nil // nope: ternary operand
        print(t, pair, list, value, either as Any)
    }

    func make() -> Task<Data, Error> {
        return Task { try await download() } // nope: returned
    }

    var flag = false
    func fetch() async throws {}
    func download() async throws -> Data { Data() }
}
