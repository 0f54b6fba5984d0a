#if canImport(Foundation)
import Foundation
#endif

/// Locks shared by many objects, one picked by the object's address. Source files and syntax trees
/// lock only around the caches rules fill on first use, briefly and rarely at once; a lock of
/// their own cost every file two allocations a lock. A stripe is never held while another of the
/// same set is taken, so sharing one cannot deadlock.
final class LockStripes: Sendable {
    private let locks: [NSLock]

    init(count: Int) {
        precondition(count > 0 && count & (count - 1) == 0, "a power of two")
        locks = (0..<count).map { _ in NSLock() }
    }

    @inline(__always)
    func lock(for object: AnyObject) -> NSLock {
        let address = UInt(bitPattern: ObjectIdentifier(object).hashValue)
        return locks[Int((address >> 4) & UInt(locks.count - 1))]
    }

    /// `SourceFile`'s line table and column memo.
    static let sourceFiles = LockStripes(count: 64)
    /// `SyntaxTree.bodies`.
    static let treeBodies = LockStripes(count: 64)
    /// `SyntaxTree`'s statement and enclosing-bracket tables.
    static let treeCaches = LockStripes(count: 64)
}
