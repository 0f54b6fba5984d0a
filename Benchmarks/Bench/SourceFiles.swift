import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file read into memory before timing starts.
struct InputFile {
    let path: String
    let bytes: [UInt8]
}

enum SourceFiles {
    static let skippedDirectories: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm"]

    /// Every .swift file under the given files or directories, sorted by path.
    static func collect(_ roots: [String]) -> [String] {
        var paths: [String] = []
        let manager = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("modernize-bench: no such file or directory: \(root)\n".utf8))
                continue
            }
            if !isDirectory.boolValue {
                paths.append(root)
                continue
            }
            walk(URL(fileURLWithPath: root).resolvingSymlinksInPath().path, into: &paths)
        }
        return paths.sorted()
    }

    /// readdir-based walk: no per-entry URL or stat, symbolic links not followed.
    static func walk(_ root: String, into paths: inout [String]) {
        var pending = [root]
        while let directory = pending.popLast() {
            guard let handle = opendir(directory) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = directory + "/" + name
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR):
                    if !skippedDirectories.contains(name) { pending.append(path) }
                case Int32(DT_REG):
                    if name.hasSuffix(".swift") { paths.append(path) }
                case Int32(DT_UNKNOWN):
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    if info.st_mode & S_IFMT == S_IFDIR {
                        if !skippedDirectories.contains(name) { pending.append(path) }
                    } else if info.st_mode & S_IFMT == S_IFREG, name.hasSuffix(".swift") {
                        paths.append(path)
                    }
                default:
                    continue
                }
            }
        }
    }

    static func read(_ paths: [String]) -> [InputFile] {
        paths.compactMap { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("modernize-bench: cannot read \(path)\n".utf8))
                return nil
            }
            return InputFile(path: path, bytes: [UInt8](data))
        }
    }
}
