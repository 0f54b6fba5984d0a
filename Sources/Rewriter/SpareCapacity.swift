extension Array {
    /// The array in storage of its own size when at least `limit` elements of its capacity are
    /// unused, else the array itself. For arrays sized by a guess before they were filled and
    /// kept as long as a file is: the unused room would stay allocated in the middle of a heap
    /// that is touched page by page (a page fault each) as it grows. Freed, the old storage takes
    /// the allocations that follow.
    func withoutSpareCapacity(limit: Int) -> [Element] {
        guard capacity - count >= limit else { return self }
        if isEmpty { return [] }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            withUnsafeBufferPointer { source in
                buffer.baseAddress!.initialize(from: source.baseAddress!, count: source.count)
            }
            initialized = count
        }
    }
}
