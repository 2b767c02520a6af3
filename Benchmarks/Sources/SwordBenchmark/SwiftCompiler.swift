import Foundation

/// Compiles the small Swift modules the compile-time and runtime benchmarks need with `swiftc` directly: the
/// `Sword` runtime from this repository's sources, a module of annotated types (expanded by the `SwordMacros`
/// plugin that `swift build` made), and an app module holding the generated code.
struct SwiftCompiler {
  var swiftc: String
  /// This repository's root (for `Sources/Sword`).
  var packageRoot: String
  /// The `SwordMacros-tool` executable.
  var macroTool: String
  /// Where modules and libraries go.
  var output: URL
  /// Further folders where modules and libraries are looked for (the compile benchmark builds `Sword` once in a
  /// shared folder and each size's `BenchGraph` in a folder of its own).
  var searchPaths: [URL] = []

  var moduleFlags: [String] {
    ([output] + searchPaths).flatMap { ["-I", $0.path, "-L", $0.path] } + ["-swift-version", "6"]
  }

  /// A compiler writing to `output`, that also finds what this one built (a benchmark's own modules beside the
  /// shared `Sword`).
  func writing(to output: URL) throws -> SwiftCompiler {
    var compiler = self
    compiler.output = output
    compiler.searchPaths = [self.output] + searchPaths
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    return compiler
  }

  /// Builds `Sword` (module + static library) with `optimization` (`-O` or `-Onone`).
  func buildSwordRuntime(optimization: String) throws {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let folder = URL(fileURLWithPath: packageRoot).appendingPathComponent("Sources/Sword")
    let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    try library("Sword", sources: sources, optimization: optimization, objects: true)
  }

  /// Builds the module `name` from `sources`, expanding Sword's macros; with `objects`, also its static library.
  /// One whole-module job either way: a module of thousands of files emitted file by file parses every file once
  /// per job.
  func library(
    _ name: String, sources: [String], optimization: String, objects: Bool, extra: [String] = []
  ) throws {
    var arguments =
      [
        "-parse-as-library", "-module-name", name, "-wmo", "-emit-module", "-emit-module-path",
        "\(output.path)/\(name).swiftmodule",
      ]
      + moduleFlags + [optimization] + macroFlags + extra
    if objects {
      arguments += ["-emit-library", "-static", "-o", "\(output.path)/lib\(name).a"]
    }
    try CommandRunner.check(swiftc, arguments + sources)
  }

  /// The `swiftc` arguments that compile `sources` as the module `name` to the object file `object` (in `output`).
  func objectArguments(
    _ name: String, sources: [String], object: String, optimization: String = "-Onone", extra: [String] = []
  ) -> [String] {
    ["-c", "-parse-as-library", "-module-name", name] + moduleFlags
      + [optimization, "-wmo", "-o", "\(output.path)/\(object)"] + extra + sources
  }

  /// What compiling sources with Sword's macros adds: the macro plugin.
  var macroFlags: [String] { Self.macroFlags(plugin: macroTool) }

  /// What compiling sources with Sword's macros expanded by the `SwordMacros-tool` at `plugin` adds.
  static func macroFlags(plugin: String) -> [String] { ["-load-plugin-executable", "\(plugin)#SwordMacros"] }

  /// Compiles `sources` as the module `name` to an object file, timed; returns the run (wall and CPU seconds).
  func timeObject(
    _ name: String, sources: [String], optimization: String = "-Onone", extra: [String] = []
  ) throws -> CommandRunner.Result {
    try CommandRunner.check(
      swiftc, objectArguments(name, sources: sources, object: "\(name).o", optimization: optimization, extra: extra))
  }

  /// The frontend job `swiftc arguments` runs, as `swiftc -###` prints it: the executable's path and its arguments.
  /// Throws unless there is exactly one (a whole-module compile of one object has one).
  func frontendCommand(_ arguments: [String]) throws -> [String] {
    let printed = try CommandRunner.check(swiftc, arguments + ["-###"]).standardOutput
    let jobs = printed.split(separator: "\n").map { ShellWords.split($0) }.filter {
      $0.dropFirst().first == "-frontend"
    }
    guard jobs.count == 1 else {
      throw CommandRunner.Failure(description: "expected one frontend job from `swiftc -###`, got:\n\(printed)")
    }
    return jobs[0]
  }

  /// Links `sources` with the given static libraries into an executable; returns its path.
  func executable(_ name: String, sources: [String], libraries: [String]) throws -> String {
    let path = "\(output.path)/\(name)"
    let arguments =
      ["-module-name", name, "-O", "-wmo"] + moduleFlags + libraries.map { "-l\($0)" } + ["-o", path] + sources
    try CommandRunner.check(swiftc, arguments)
    return path
  }
}
