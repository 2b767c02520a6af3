import ArgumentParser
import SwordGenerator

/// `sword generate`: validate the graph and write the generated file when its bytes change.
struct GenerateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Validate the graph and write the generated Swift into the root target.",
    discussion: "The file is written only when its bytes change, and never when there is an error.")

  @OptionGroup var options: CommonOptions
  @OptionGroup var output: GeneratedFileOptions

  func validate() throws { try output.validate(with: options.input) }

  func run() async throws {
    let report = await options.run(.generate, output: output)
    let printer = ReportPrinter(options)
    printer.print(report)
    if report.outcome == .failed { throw ExitCode(1) }
  }
}
