import ArgumentParser
import Foundation
import SwordGenerator

/// `sword index`: index one target's sources into a file, for build systems that run each target as its own
/// cacheable action (Bazel, Buck, SwiftPM's build-tool plugin).
struct IndexCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "index",
    abstract: "Index one target's sources into a file for `sword generate --index`.",
    // Lines that start with spaces stay under 80 columns: the help is wrapped there, a wrapped line to column 0.
    discussion: """
      Reads no .sword.yml and runs no SwiftPM: the build system names the module and its sources. The output is \
      a binary file in the index cache's encoding, deterministic (paths as given, no timestamps) and written only \
      when its bytes change. Problems in the sources are kept in the index and reported by \
      `sword generate --index`.

      Example:
        sword index --module Networking --output out/Networking.swordindex \\
          Sources/Networking/*.swift
      """)

  @Option(help: ArgumentHelp("The module name that `import` uses.", valueName: "name"))
  var module: String

  @Option(help: ArgumentHelp("The index file to write.", valueName: "path"))
  var output: String

  @Argument(help: ArgumentHelp("The target's Swift source files.", valueName: "source"))
  var sources: [String] = []

  func validate() throws {
    if module.isEmpty { throw ValidationError("--module must not be empty") }
    if output.isEmpty { throw ValidationError("--output must not be empty") }
  }

  func run() throws {
    do {
      try IndexFile.write(
        moduleName: module, files: sources, to: output, currentDirectory: CurrentDirectory.path)
    } catch {
      let report = PipelineReport(outcome: .failed, diagnostics: error.diagnostics)
      ReportPrinter(quiet: false, verbose: false).print(report)
      throw ExitCode(1)
    }
  }
}
