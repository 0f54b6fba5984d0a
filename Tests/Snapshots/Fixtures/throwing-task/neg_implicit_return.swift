final class Factory {
    func make() -> Task<Data, Error> { Task { try await download() } } // nope: implicit return of a function

    var pending: Task<Void, Error> { Task { try await refresh() } } // nope: implicit return of a getter

    var explicitGetter: Task<Void, Error> {
        get { Task { try await refresh() } } // nope: implicit return of get
    }

    let builder: () -> Task<Void, Error> = { () -> Task<Void, Error> in Task { try await refresh() } } // nope: closure declares its result

    func never() {
        Task<Void, Never> { await quiet() } // nope: failure type is Never
    }

    func pick(_ flag: Bool) -> Task<Void, Error> {
        if flag { Task { try await refresh() } } else { Task { try await quiet() } } // nope: the if-expression is returned
    }

    func choose(_ k: Int) -> Task<Void, Error> {
        switch k {
        case 0: Task { try await refresh() } // nope: the switch-expression is returned
        default: Task { try await refresh() } // nope: the switch-expression is returned
        }
    }

    func download() async throws -> Data { Data() }
    func refresh() async throws {}
    func quiet() async {}
}
