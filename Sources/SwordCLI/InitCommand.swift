import ArgumentParser
import Foundation
import SwordGenerator

/// `sword init`: write a commented `.sword.yml` for the root package in the current directory.
struct InitCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a commented .sword.yml for the root package (or Xcode project) in this directory.",
    discussion: """
      Lists the targets of the root package that the root target depends on, the local packages the root \
      package depends on by path (directly or through each other) with their Swift library targets, and the root \
      target that receives the generated code. In a folder with an Xcode project and no Package.swift, names the \
      project's app target instead (`root: {xcode_project:, target:}`): Sword reads the rest from the project. \
      Never overwrites an existing .sword.yml (exit 1).
      """)

  @Option(help: ArgumentHelp("The root package's folder.", valueName: "path"))
  var packagePath: String = "."

  @Option(
    help: ArgumentHelp(
      "The target that receives the generated code (default: the package's only executable target, or the Xcode "
        + "project's only application target).",
      valueName: "name"))
  var target: String?

  func run() async throws {
    let currentDirectory = URL(fileURLWithPath: CurrentDirectory.path)
    let root = URL(fileURLWithPath: packagePath, relativeTo: currentDirectory).standardizedFileURL.path
    let printer = ReportPrinter(quiet: false, verbose: false)
    do {
      let file = try await ConfigInitializer().write(rootPath: root, rootTarget: target)
      FileHandle.standardError.write(
        Data("sword: wrote \(TerminalText.escaped(file)); review it, then run `sword generate`\n".utf8))
      if let note = BuildFolderIgnore.problem(packageAt: root) {
        FileHandle.standardError.write(Data("sword: \(note)\n".utf8))
      }
    } catch {
      printer.print(PipelineReport(outcome: .failed, diagnostics: error.diagnostics))
      throw ExitCode(1)
    }
  }
}
