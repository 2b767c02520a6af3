import ArgumentParser
import SwordGenerator

/// `sword generate`: validate the graph and write the generated file when its bytes change.
struct GenerateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Validate the graph and write the generated Swift into the root target.",
    discussion: "The file is written only when its bytes change, and never when there is an error.")

  @OptionGroup var options: CommonOptions
  @OptionGroup(title: "Build-system and Xcode mode") var mode: InputModeOptions
  @OptionGroup(title: "Their generated file") var output: GeneratedFileOptions

  func validate() throws {
    try mode.validate(with: options)
    try output.validate(with: mode)
  }

  func run() async throws {
    let report = await options.run(.generate, mode: mode, output: output)
    let printer = ReportPrinter(options)
    printer.print(report)
    if report.outcome == .failed { throw ExitCode(1) }
  }
}
