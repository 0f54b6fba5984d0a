#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PBXProject {
    /// The PBXFileReferences that may resolve to a path whose last component is `name`, in file
    /// order, found by searching the project's bytes for the name instead of reading every
    /// reference; nil when the bytes cannot tell and every reference must be read.
    ///
    /// A resolved path is made of `path` values (the reference's and its groups') and the
    /// project's `projectDirPath`, so its last component is written in one of them. The search
    /// finds it unless the name is not plain ASCII (another normalization form of it compares
    /// equal), a `path` value is written with escapes, or the name is in a group's or the project's
    /// own path (then the references under that group do not spell it).
    func fileReferencesThatMayBeNamed(_ name: String) -> [PBXObject]? {
        let needle = Array(name.utf8)
        guard !needle.isEmpty, !needle.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }),
              !pathValues(holdAnyOf: [0x5C]) else { return nil }
        var found: [PBXObject] = []
        var from = 0
        while let hit = ByteSearch.firstOffset(of: needle, in: bytes, from: from) {
            guard let i = objectIndex(at: hit) else { from = hit + 1; continue }
            let object = objectList[i]
            if object.isa == "PBXFileReference" {
                found.append(object)
            } else if pathValue(of: object, holds: needle) {
                return nil
            }
            // The object's other mentions add nothing: its path value was read whole.
            from = object.entry.range.upperBound
        }
        return found
    }

    /// Whether a byte of `set` is in some object's `path` or `projectDirPath` value.
    private func pathValues(holdAnyOf set: [UInt8]) -> Bool {
        for byte in set {
            var from = 0
            while from < bytes.count, let hit = bytes.withUnsafeBytes({ b in
                memchr(b.baseAddress! + from, Int32(byte), b.count - from).map { b.baseAddress!.distance(to: UnsafeRawPointer($0)) }
            }) {
                guard let i = objectIndex(at: hit) else { from = hit + 1; continue }
                if pathValue(of: objectList[i], holds: [byte]) { return true }
                from = objectList[i].entry.range.upperBound
            }
        }
        return false
    }

    /// Whether the object's `path` or `projectDirPath` value, as written, holds `needle`.
    private func pathValue(of object: PBXObject, holds needle: [UInt8]) -> Bool {
        [object["path"], object["projectDirPath"]].contains { value in
            guard let range = value?.range else { return false }
            return ByteSearch.contains(Array(bytes[range]), needle)
        }
    }

    /// The index in `objectList` of the object whose entry spans byte `offset`, if any: objects
    /// are in file order and disjoint.
    private func objectIndex(at offset: Int) -> Int? {
        let i = objectList.partitionPoint { $0.entry.range.upperBound > offset }
        return i < objectList.count && objectList[i].entry.range.contains(offset) ? i : nil
    }
}
