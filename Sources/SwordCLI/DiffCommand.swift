import ArgumentParser
import Foundation
import SwordGenerator

extension GraphDiffFormat: ExpressibleByArgument {}

/// `sword diff`: what a change did to the dependency graph.
struct DiffCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Show what a change did to the dependency graph: a git revision against the work tree, or two graphs.",
    discussion: """
      With --base, the graph of that revision (its sources read from git into .build/sword-diff, the work tree \
      untouched) is compared with the work tree's; with two files, two `sword graph --format json` outputs are \
      compared. The report lists bindings added and removed, scope and constructor changes, components added, \
      removed or moved, injections added and removed, and bindings whose blast radius grew a lot (at least doubled \
      and by 3 or more).

      Examples:
        sword diff --base origin/main
        sword diff --base origin/main --format markdown > graph-change.md
        sword diff before.json after.json --format json

      Exit codes: 0 the report was printed; 1 a graph could not be built, a revision or file could not be read; \
      2 with --exit-code, the graph changed; 64 wrong usage.
      """)

  @Argument(
    help: ArgumentHelp("Two `sword graph --format json` files to compare, before and after.", valueName: "graph.json"))
  var files: [String] = []

  @Option(help: ArgumentHelp("The git revision to compare the work tree with.", valueName: "revision"))
  var base: String?

  @Option(name: .shortAndLong, help: "The report's format: text, markdown (for a pull-request comment) or json.")
  var format: GraphDiffFormat = .text

  @Flag(name: .customLong("exit-code"), help: "Exit with 2 when the graph changed.")
  var exitCode = false

  @OptionGroup var options: CommonOptions

  func validate() throws {
    if base == nil && files.count != 2 { throw ValidationError("give --base REVISION, or two graph JSON files") }
    if base != nil && !files.isEmpty { throw ValidationError("give --base or two files, not both") }
  }

  func run() async throws {
    let goal = PipelineGoal.diff(base: base ?? "", format: format)
    var report: PipelineReport
    if base != nil {
      report = await options.run(goal)
    } else {
      report = GraphDiff.report(before: files[0], after: files[1], format: format)
    }
    if let text = report.text { FileHandle.standardOutput.write(Data(text.utf8)) }
    ReportPrinter(options).print(report, goal: goal)
    if report.outcome == .failed { throw ExitCode(1) }
    if exitCode && report.outcome == .reported(changed: true) { throw ExitCode(2) }
  }
}
