@testable import Rewriter
import Foundation
import XCTest

/// `SourceFile.identifierTokens(spelling:)` finds by a byte search what testing every token finds.
final class IdentifierTokensTests: XCTestCase {
    private func scan(_ file: SourceFile, _ word: StaticString) -> [Int] {
        (0..<file.tokens.count).filter { file.tokens.kinds[$0] == .identifier && file.token($0, is: word) }
    }

    private func check(_ text: String, _ label: String) {
        let file = SourceFile(path: "t.swift", bytes: Array(text.utf8))
        XCTAssertEqual(file.identifierTokens(spelling: "Task"), scan(file, "Task"), "\(label): Task")
        XCTAssertEqual(file.identifierTokens(spelling: "onAppear"), scan(file, "onAppear"), "\(label): onAppear")
        // One letter (a hit in most tokens) and a word that overlaps itself.
        XCTAssertEqual(file.identifierTokens(spelling: "a"), scan(file, "a"), "\(label): a")
        XCTAssertEqual(file.identifierTokens(spelling: "aa"), scan(file, "aa"), "\(label): aa")
        XCTAssertEqual(file.identifierTokens(spellingAnyOf: ["aa", "Task", "a"]), (scan(file, "a") + scan(file, "aa") + scan(file, "Task")).sorted(),
                       "\(label): any of three")
    }

    func testFindsWhatATokenScanFinds() {
        let text = """
            Task { try await load() }
            let t = Task<Void, Error> { }   // Task in a comment
            _ = "Task \\(Task.self) Task"  /* Task */ TaskGroup MyTask `Task` Task.detached
            view.onAppear { a; aa; aaa; a.aa.a } .onAppear(perform: f)
            aa
            Task
            """
        check(text, "mixed")
        let file = SourceFile(path: "t.swift", bytes: Array(text.utf8))
        XCTAssertEqual(file.identifierTokens(spelling: "Task").count, 4)
        XCTAssertEqual(file.identifierTokens(spelling: "aa").count, 3)
        check("", "empty")
        check("Task", "alone")
    }

    /// The same on every Swift file under MODERNIZE_CORPUS, for the words rules ask about most.
    func testFindsWhatATokenScanFindsInTheCorpus() throws {
        let files = try LexerTestSupport.corpusSwiftFiles()
        for url in files {
            let file = SourceFile(path: url.path, bytes: try [UInt8](Data(contentsOf: url)))
            XCTAssertEqual(file.identifierTokens(spelling: "Task"), scan(file, "Task"), url.path)
            XCTAssertEqual(file.identifierTokens(spelling: "window"), scan(file, "window"), url.path)
            XCTAssertEqual(file.identifierTokens(spelling: "UIScreen"), scan(file, "UIScreen"), url.path)
        }
    }

    func testFindsWhatATokenScanFindsInTortureInputsAndSoups() {
        for (name, text) in LexerTortureInputs.all { check(text, name) }
        let pieces = ["Task", "a", "aa", " ", "\n", ".", "(", ")", "{", "}", "\"", "\\(", "//", "/*", "*/", "`", "#",
                      "onAppear", "Taskk", "_", "é", "1"]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let text = (0..<Int.random(in: 1...80, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            check(text, "soup \(round)")
        }
    }
}
