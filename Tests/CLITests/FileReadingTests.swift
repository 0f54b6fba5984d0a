@testable import Codemods
import Foundation
import XCTest

/// `FileLoader.readBytes`: every byte of a file, whatever its size, in as few reads as the file
/// allows; only regular files.
final class FileReadingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func read(_ path: String) -> [UInt8]? {
        if case .success(let bytes) = FileLoader.readBytes(path) { return bytes }
        return nil
    }

    func testReadsEveryByteAroundTheChunkSizes() throws {
        for size in [0, 1, 7, 4095, 4096, 65535, 65536, 65537, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            let url = folder.appendingPathComponent("file-\(size).swift")
            try Data(bytes).write(to: url)
            XCTAssertEqual(read(url.path), bytes, "size \(size)")
        }
    }

    func testRefusesWhatIsNotARegularFile() throws {
        guard case .failure(let message) = FileLoader.readBytes(folder.path) else { return XCTFail("a folder was read") }
        XCTAssertEqual(message, "not a regular file")
        // A link to a readable file: following it would succeed, so only refusing links passes.
        let target = folder.appendingPathComponent("target.swift")
        try Data("let x = 1\n".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        guard case .failure(let linkMessage) = FileLoader.readBytes(link.path) else { return XCTFail("a symbolic link was read") }
        XCTAssertEqual(linkMessage, "not a regular file")
        // A named pipe with no writer: opening it to read would wait for one.
        let pipe = folder.appendingPathComponent("pipe.swift")
        XCTAssertEqual(mkfifo(pipe.path, 0o644), 0)
        guard case .failure(let pipeMessage) = FileLoader.readBytes(pipe.path) else { return XCTFail("a pipe was read") }
        XCTAssertEqual(pipeMessage, "not a regular file")
        guard case .failure(let missing) = FileLoader.readBytes(folder.appendingPathComponent("gone.swift").path) else {
            return XCTFail("a missing file was read")
        }
        XCTAssertEqual(missing, "no such file (removed while running?)")
    }

    #if os(Linux)
    /// A file longer than the size stat gives (procfs files say 0) is read to its end: the size
    /// only sizes the first read.
    func testReadsOnPastTheSizeStatGave() throws {
        let bytes = try XCTUnwrap(read("/proc/self/status"))
        XCTAssertGreaterThan(bytes.count, 100)
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("\nPid:"))
    }
    #endif
}
