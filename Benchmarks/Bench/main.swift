import Foundation
import Rewriter

/// modernize-bench: measures lexing plus structural parsing.
///
///     swift run -c release modernize-bench PATH... [--verify] [--swiftc] [--synthetic]
///                                                  [--regex] [--tokens FILE] [--repeat N] [--median]
let usage = """
usage: modernize-bench PATH... [--filelist FILE] [--verify] [--swiftc] [--synthetic] [--regex] [--tokens FILE] [--repeat N] [--median]
  PATH         .swift files or directories (.build, .git, Pods, Carthage, DerivedData skipped)
  --filelist F the Swift files to read, one path a line (as swiftc's -filelist)
  --verify     check that every file round-trips through the lexer; list failures and files with error tokens
  --swiftc     also time `swiftc -frontend -parse -enable-bare-slash-regex` over the same files
  --synthetic  time 1 MB and 5 MB generated files and print the 5MB/1MB time and memory ratios
  --regex      print every regex literal token found (file:line: text), to inspect them
  --tokens F   print the tokens of one file (kind and text) and exit
  --repeat N   timing passes over the files, best kept (default 3)
  --median     report the median pass instead of the best
"""

var paths: [String] = []
var listedFiles: [String] = []
var repeats = 3
var verify = false, compareSwiftc = false, synthetic = false, listRegex = false, median = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--verify": verify = true
    case "--swiftc": compareSwiftc = true
    case "--synthetic": synthetic = true
    case "--regex": listRegex = true
    case "--median": median = true
    case "--filelist":
        guard let list = arguments.next(), let text = try? String(contentsOfFile: list, encoding: .utf8) else { print(usage); exit(2) }
        listedFiles += text.split(separator: "\n").map(String.init)
    case "--repeat":
        guard let value = arguments.next().flatMap({ Int($0) }), value > 0 else { print(usage); exit(2) }
        repeats = value
    case "--tokens":
        guard let path = arguments.next() else { print(usage); exit(2) }
        TokenDump.print(path: path)
        exit(0)
    case "--synthetic-child":
        guard let path = arguments.next() else { exit(2) }
        SyntheticRun.childMain(path: path)
        exit(0)
    case "-h", "--help": print(usage); exit(0)
    default:
        if argument.hasPrefix("--") {
            FileHandle.standardError.write(Data("modernize-bench: unknown option \(argument)\n\(usage)\n".utf8))
            exit(2)
        }
        paths.append(argument)
    }
}
if paths.isEmpty && listedFiles.isEmpty && !synthetic {
    print(usage)
    exit(2)
}

if !paths.isEmpty || !listedFiles.isEmpty {
    let files = SourceFiles.read(SourceFiles.collect(paths) + listedFiles)
    let result = CorpusRun.measure(files, repeats: repeats, median: median)
    result.report()
    if verify { Verification.run(files) }
    if listRegex { Verification.listRegexLiterals(files) }
    if compareSwiftc { SwiftcComparison.run(files, ownSeconds: result.seconds, ownCPUSeconds: result.cpuSeconds) }
}
if synthetic { SyntheticRun.run() }
