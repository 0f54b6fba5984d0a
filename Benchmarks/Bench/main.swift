import Foundation
import Rewriter

/// modernize-bench: measures lexing plus structural parsing.
///
///     swift run -c release modernize-bench PATH... [--verify] [--swiftc] [--synthetic]
///                                                  [--regex] [--tokens FILE] [--repeat N]
let usage = """
usage: modernize-bench PATH... [--verify] [--swiftc] [--synthetic] [--regex] [--tokens FILE] [--repeat N]
  PATH         .swift files or directories (.build, .git, Pods, Carthage, DerivedData skipped)
  --verify     check that every file round-trips through the lexer; list failures and files with error tokens
  --swiftc     also time `swiftc -frontend -parse -enable-bare-slash-regex` over the same files
  --synthetic  time 1 MB and 5 MB generated files and print the 5MB/1MB time and memory ratios
  --regex      print every regex literal token found (file:line: text), to inspect them
  --tokens F   print the tokens of one file (kind and text) and exit
  --repeat N   timing passes over the files, best kept (default 3)
"""

var paths: [String] = []
var repeats = 3
var verify = false, compareSwiftc = false, synthetic = false, listRegex = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--verify": verify = true
    case "--swiftc": compareSwiftc = true
    case "--synthetic": synthetic = true
    case "--regex": listRegex = true
    case "--repeat":
        guard let value = arguments.next().flatMap({ Int($0) }), value > 0 else { print(usage); exit(2) }
        repeats = value
    case "--tokens":
        guard let path = arguments.next() else { print(usage); exit(2) }
        TokenDump.print(path: path)
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
if paths.isEmpty && !synthetic {
    print(usage)
    exit(2)
}

if !paths.isEmpty {
    let files = SourceFiles.read(SourceFiles.collect(paths))
    let result = CorpusRun.measure(files, repeats: repeats)
    result.report()
    if verify { Verification.run(files) }
    if listRegex { Verification.listRegexLiterals(files) }
    if compareSwiftc { SwiftcComparison.run(files, ownSeconds: result.seconds, ownCPUSeconds: result.cpuSeconds) }
}
if synthetic { SyntheticRun.run() }
