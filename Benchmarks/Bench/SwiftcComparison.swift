import Foundation

/// Times `swiftc -frontend -parse` over the same files in one process and
/// prints the ratio, by wall clock and by CPU time.
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

        // One process over a -filelist: no argument-length limit, and the frontend
        // parses every listed file even when base names repeat.
        let list = directory.appendingPathComponent("files.txt")
        try? (inputs.map(\.path).joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-frontend", "-parse", "-enable-bare-slash-regex", "-filelist", list.path]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let childCPUBefore = childrenCPUTime()
        let start = now()
        do {
            try process.run()
        } catch {
            print("swiftc: could not start \(swiftc): \(error)")
            return
        }
        // Drain stderr while it runs so a chatty swiftc cannot block on a full pipe.
        let diagnostics = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let total = now() - start
        let errorFiles = Set(String(decoding: diagnostics, as: UTF8.self).split(separator: "\n").compactMap { line -> Substring? in
            guard line.contains(": error:") else { return nil }
            return line.split(separator: ":").first
        })
        let childCPU = childrenCPUTime() - childCPUBefore
        print(String(format: "swiftc -parse:    %.3f s wall, %.3f s CPU in one process (exit status %d, %d files with parse errors)",
                     total, childCPU, process.terminationStatus, errorFiles.count))
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
