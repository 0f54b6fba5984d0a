import Foundation

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
            let base = URL(fileURLWithPath: root).resolvingSymlinksInPath()
            guard let walker = manager.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walker {
                if skippedDirectories.contains(url.lastPathComponent) {
                    walker.skipDescendants()
                } else if url.pathExtension == "swift",
                          (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                    paths.append(url.path)
                }
            }
        }
        return paths.sorted()
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
