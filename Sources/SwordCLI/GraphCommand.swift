import ArgumentParser
import Foundation
import SwordGenerator

extension GraphFormat: ExpressibleByArgument {}

/// `sword graph`: print the dependency graph as dot, Mermaid, JSON or a self-contained HTML page.
struct GraphCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Print the dependency graph as dot, Mermaid, JSON or a self-contained HTML page.",
    discussion: """
      Components and subcomponents are clusters; each node is a binding (its type, how it is made, its scope and \
      module); an arrow goes from a dependency to what receives it, labelled with the parameter. With \
      --component, only that component and its subcomponents are drawn, with the bindings they use from its \
      parents as context. The graph is printed even when it has errors (a type nothing binds is a `missing:` node).

      Examples:
        sword graph | dot -Tsvg > graph.svg
        sword graph --format mermaid --component LoginComponent
        sword graph --format html --output graph.html
        sword graph --stats

      Exit codes: 0 the graph is valid; 1 errors (in .sword.yml or a package: nothing is printed; in the graph: \
      the graph is printed and the errors follow on standard error); 64 wrong usage.
      """)

  @Option(name: .shortAndLong, help: "The output format.")
  var format: GraphFormat = .dot

  @Option(help: ArgumentHelp("Only this component and its subcomponents.", valueName: "name"))
  var component: String?

  @Flag(
    help: ArgumentHelp(
      "Print the graph's statistics instead of the graph: the most depended-on bindings (blast radius, fan-in, "
        + "fan-out, depth), the longest dependency chain, bindings used only through another, and unused bindings."))
  var stats = false

  @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "path"))
  var output: String?

  @OptionGroup var options: CommonOptions
  @OptionGroup(title: "Build-system and Xcode mode") var mode: InputModeOptions

  func validate() throws { try mode.validate(with: options) }

  func run() async throws {
    let goal = PipelineGoal.graph(
      GraphRequest(format: format, component: component, statistics: stats, outputPath: output))
    let report = await options.run(goal, mode: mode)
    if let text = report.text { FileHandle.standardOutput.write(Data(text.utf8)) }
    ReportPrinter(options).print(report, goal: goal)
    if report.graph == nil || report.errorCount > 0 { throw ExitCode(1) }
  }
}
