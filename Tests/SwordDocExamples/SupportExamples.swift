import Foundation
import SwiftParser
import SwiftSyntax
import SwordNaming

@testable import SwordGenerator

func atomicFileExample(data: Data) async throws {
  // doc-example: Sources/SwordGenerator/Support/AtomicFile.swift
  if let reason = AtomicFile.replace("/repo/graph.html", with: data) { print("cannot write: \(reason)") }
  // end doc-example
}

func decodingErrorTextExample(error: any Error) async throws {
  // doc-example: Sources/SwordGenerator/Support/DecodingErrorText.swift
  DecodingErrorText.describe(error)  // "at targets[0].name: Expected to decode String but found number instead."
  // end doc-example
}

func fileReaderExample() async throws {
  // doc-example: Sources/SwordGenerator/Support/FileReader.swift
  switch FileReader.read("/repo/.sword.yml", limit: 1 << 20) {
  case .success(let file): print(file.data.count, file.owner)
  case .failure(let problem): print(problem)  // "it is a FIFO, not a regular file"
  }
  // end doc-example
}

func pathsExample() async throws {
  // doc-example: Sources/SwordGenerator/Support/Paths.swift
  Paths.join("/repo/Core", "Sources/Net")  // "/repo/Core/Sources/Net"
  Paths.standardized("/repo/Packages/../App/")  // "/repo/App"
  Paths.isInside("/repo/App", folder: "/repo")  // true
  // end doc-example
}

func pathsExample2() async throws {
  // doc-example: Sources/SwordGenerator/Support/Paths.swift
  Paths.standardized("/repo/./Core/../App/")  // "/repo/App"
  // end doc-example
}

func pathsExample3() async throws {
  // doc-example: Sources/SwordGenerator/Support/Paths.swift
  Paths.join("/repo/Core", "Sources/Net")  // "/repo/Core/Sources/Net"
  // end doc-example
}

func processRunnerExample() async throws {
  // doc-example: Sources/SwordGenerator/Support/ProcessRunner.swift
  let output = try await ProcessRunner().run("/usr/bin/swift", arguments: ["--version"])
  if output.termination == .exited(0) { print(String(decoding: output.standardOutput, as: UTF8.self)) }
  // end doc-example
}

func processRunnerExample2() async throws {
  // doc-example: Sources/SwordGenerator/Support/ProcessRunner.swift
  ProcessRunner.findExecutable(named: "swift", environment: ["PATH": "/usr/bin:/bin"])  // "/usr/bin/swift"
  // end doc-example
}

func processTreeExample() async throws {
  // doc-example: Sources/SwordGenerator/Support/ProcessTree.swift
  ProcessTree.endDescendants(grace: .seconds(2), reaping: true)  // nothing below this process runs any more
  // end doc-example
}

func swiftIdentifierExample() async throws {
  // doc-example: Sources/SwordGenerator/Support/SwiftIdentifier.swift
  SwiftIdentifier.isValid("Core")  // true
  SwiftIdentifier.isValid("my-module")  // false
  // end doc-example
}

func swiftNameExample() async throws {
  // doc-example: Sources/SwordGenerator/Support/SwiftName.swift
  SwiftName.spelled("Clock")  // "Clock"
  SwiftName.spelled("default")  // "`default`"
  SwiftName.spelled("Raw Thing")  // "`Raw Thing`"
  SwiftName.unescaped("`default`")  // "default"
  // end doc-example
}

func terminalTextExample() async throws {
  // doc-example: Sources/SwordGenerator/Support/TerminalText.swift
  TerminalText.escaped("odd\nname")  // "odd\\nname"
  TerminalText.escaped("x\u{1B}[2Jy")  // "x\\u{1B}[2Jy"
  // end doc-example
}

func workFolderExample() async throws {
  // doc-example: Sources/SwordGenerator/Support/WorkFolder.swift
  let parent = "/repo/.build/sword-diff"
  if WorkFolder.makeRealFolder(parent, below: "/repo") == nil {
    let folder = try WorkFolder.make(in: parent, prefix: "tree-")  // /repo/.build/sword-diff/tree-Xa81Qz
    folder.remove()
  }
  // end doc-example
}
