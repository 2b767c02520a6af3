import ArgumentParser
import SwordGenerator

/// `sword check`: validate the graph and compare the generated file on disk, writing nothing.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate the graph and check that the committed generated file is current. Writes nothing.",
    discussion: """
      For pre-commit hooks and CI. Exits 0 when the graph is valid and the file is current, 1 when there are \
      errors, 2 when the file is stale or missing (a diff shows what `sword generate` would change).
      """)

  @OptionGroup var options: CommonOptions
  @OptionGroup(title: "Build-system and Xcode mode") var mode: InputModeOptions
  @OptionGroup(title: "Their generated file") var output: GeneratedFileOptions

  @Option(
    help: ArgumentHelp(
      "Touch this file when the check passes: the output a build system waits for (SwordCheckBuildPlugin).",
      valueName: "path"))
  var stamp: String?

  func validate() throws {
    try mode.validate(with: options)
    try output.validate(with: mode)
  }

  func run() async throws {
    let report = await options.run(.check, mode: mode, output: output, stamp: stamp)
    let printer = ReportPrinter(options)
    printer.print(report)
    switch report.outcome {
    case .failed: throw ExitCode(1)
    case .stale: throw ExitCode(2)
    case .written, .upToDate, .reported: break
    }
  }
}
