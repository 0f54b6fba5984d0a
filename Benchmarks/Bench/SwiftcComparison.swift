import Foundation

/// Times `swiftc -frontend -parse` over the same files, in as few processes as
/// possible (a -filelist, so one process unless it fails to start), and prints the ratio.
enum SwiftcComparison {
    static func run(_ inputs: [InputFile], ownSeconds: Double, ownCPUSeconds: Double) {
        guard let swiftc = findSwiftc() else {
            print("swiftc: not found on PATH (set SWIFTC to its path); comparison skipped")
            return
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("modernize-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // swiftc refuses two inputs with the same file name in one invocation, so
        // split files into chunks in which every base name is unique.
        var chunks: [[String]] = []
        var names: [Set<String>] = []
        for input in inputs {
            let name = (input.path as NSString).lastPathComponent
            if let index = names.firstIndex(where: { !$0.contains(name) }) {
                chunks[index].append(input.path)
                names[index].insert(name)
            } else {
                chunks.append([input.path])
                names.append([name])
            }
        }
        var total = 0.0
        let childCPUBefore = childrenCPUTime()
        var failedProcesses = 0
        for (index, chunk) in chunks.enumerated() {
            let list = directory.appendingPathComponent("files-\(index).txt")
            try? (chunk.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = ["-frontend", "-parse", "-enable-bare-slash-regex", "-filelist", list.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = now()
            do {
                try process.run()
                process.waitUntilExit()
            } catch {
                print("swiftc: could not start \(swiftc): \(error)")
                return
            }
            total += now() - start
            if process.terminationStatus != 0 { failedProcesses += 1 }
        }
        let childCPU = childrenCPUTime() - childCPUBefore
        print(String(format: "swiftc -parse:    %.3f s wall, %.3f s CPU in %d process(es)%@", total, childCPU, chunks.count,
                     failedProcesses > 0 ? " (\(failedProcesses) reported parse errors)" : ""))
        print(String(format: "speed-up vs swiftc -parse: %.1fx wall, %.1fx CPU",
                     ownSeconds > 0 ? total / ownSeconds : 0, ownCPUSeconds > 0 ? childCPU / ownCPUSeconds : 0))
    }

    static func findSwiftc() -> String? {
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] { return explicit }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
