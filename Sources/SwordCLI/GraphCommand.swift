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

  @OptionGroup var workspace: WorkspaceOptions

  @Option(
    name: .customLong("package-description"),
    help: ArgumentHelp(
      "Read package descriptions from this JSON file instead of running `swift package describe`.",
      valueName: "file"))
  var packageDescription: String?

  @Flag(name: .shortAndLong, help: "Print nothing but diagnostics (no progress, no summary).")
  var quiet = false

  @Flag(name: .shortAndLong, help: "Also print per-stage timings and counts.")
  var verbose = false

  func validate() throws {
    if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
  }

  func run() async throws {
    let printer = ReportPrinter(quiet: quiet, verbose: verbose)
    var describer: any PackageDescribing = SwiftPMDescriber()
    if let packageDescription {
      do {
        describer = try PrecomputedDescriber.load(file: packageDescription)
      } catch {
        printer.print(GraphReport(graph: nil, diagnostics: error.diagnostics), wrote: nil)
        throw ExitCode(1)
      }
    }
    var options: PipelineOptions
    switch workspace.pipelineOptions(mode: .check) {
    case .success(let located): options = located
    case .failure(let error):
      printer.print(GraphReport(graph: nil, diagnostics: error.diagnostics), wrote: nil)
      throw ExitCode(1)
    }
    let progress = ProgressReporter(quiet: quiet)
    options.progress = progress.handler
    var report = await Pipeline.graph(options, describer: describer)
    progress.finish()

    var destination: String?
    if let graph = report.graph {
      do {
        let picture = try GraphExporter.picture(
          graph, component: component, relativeTo: report.workspaceRoot, rootSources: report.rootSources,
          statistics: stats || format.showsStatistics)
        destination = try write(stats ? GraphStatsReport.text(picture) : GraphExporter.export(picture, format: format))
      } catch {
        report.diagnostics += error.diagnostics
        report.graph = nil
      }
    }
    printer.print(report, wrote: destination)
    if report.graph == nil || report.errorCount > 0 { throw ExitCode(1) }
  }

  /// Writes `text` to `--output` (returning its absolute path) or to standard output (returning `nil`).
  private func write(_ text: String) throws(DiagnosticsError) -> String? {
    guard let output else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return nil
    }
    let url = URL(fileURLWithPath: output)
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw DiagnosticsError(
        Diagnostic(.outputUnwritable, "cannot write '\(output)': \(error.localizedDescription)", at: nil))
    }
    return url.path
  }
}
