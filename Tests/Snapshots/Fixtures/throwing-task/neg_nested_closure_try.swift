func persist(items: [Item]) {
    Task { items.forEach { try? save($0) }; let f = { () throws in try g() } } // nope: try only in nested closures
    Task { // nope: throwing code lives in a nested function and a local type
        func helper() throws { try g() }
        struct Local { func run() throws { throw Failure() } }
        let work: () throws -> Void = { try g() }
        items.forEach { item in try? save(item) }
    }
}
