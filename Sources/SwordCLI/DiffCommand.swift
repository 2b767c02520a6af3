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

  @Argument(help: ArgumentHelp("Two `sword graph --format json` files to compare, before and after.", valueName: "graph.json"))
  var files: [String] = []

  @Option(help: ArgumentHelp("The git revision to compare the work tree with.", valueName: "revision"))
  var base: String?

  @Option(name: .shortAndLong, help: "The report's format: text, markdown (for a pull-request comment) or json.")
  var format: GraphDiffFormat = .text

  @Flag(name: .customLong("exit-code"), help: "Exit with 2 when the graph changed.")
  var exitCode = false

  @OptionGroup var workspace: WorkspaceOptions


  func validate() throws {
    if base == nil && files.count != 2 { throw ValidationError("give --base REVISION, or two graph JSON files") }
    if base != nil && !files.isEmpty { throw ValidationError("give --base or two files, not both") }
  }

  func run() async throws {
    let before: ExportGraph
    let after: ExportGraph
    let title: String
    do {
      if let base {
        (before, after) = try await graphs(base: base)
        title = "Dependency graph: \(base) → work tree"
      } else {
        before = try Self.read(files[0])
        after = try Self.read(files[1])
        title = "Dependency graph: \(files[0]) → \(files[1])"
      }
    } catch {
      let lines = error.diagnostics.map(\.rendered) + ["sword: \(DiagnosticSummary.count(error.diagnostics)); no report was printed"]
      FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
      throw ExitCode(1)
    }
    let diff = GraphDiff(from: before, to: after)
    FileHandle.standardOutput.write(Data(GraphDiffReport.render(diff, format: format, title: title).utf8))
    if exitCode && !diff.isEmpty { throw ExitCode(2) }
  }

  /// The graphs of `base` and of the work tree.
  private func graphs(base: String) async throws(DiagnosticsError) -> (ExportGraph, ExportGraph) {
    let workTree = try workspace.pipelineOptions(mode: .check).get()
    let tree = try await GitBase.extract(revision: base, configPath: workTree.configPath)
    var revision = workTree
    revision.configPath = tree.configPath
    // The base shares the work tree's cache: what did not change between the two is not parsed again. (None when
    // the default folder leads out of the workspace through a link, as for the work tree.)
    if workTree.cache == .besideConfiguration {
      let folder = URL(fileURLWithPath: workTree.configPath).deletingLastPathComponent().path
      revision.cache = CacheSetting.besideConfiguration.folder(workspaceRoot: folder, currentDirectory: folder)
        .map(CacheSetting.directory) ?? .disabled
    }
    return (try await graph(revision), try await graph(workTree))
  }

  private func graph(_ options: PipelineOptions) async throws(DiagnosticsError) -> ExportGraph {
    let report = await Pipeline.graph(options)
    guard let graph = report.graph else { throw DiagnosticsError(report.diagnostics) }
    return try GraphExporter.picture(graph, relativeTo: report.workspaceRoot)
  }

  private static func read(_ path: String) throws(DiagnosticsError) -> ExportGraph {
    do {
      return try JSONDecoder().decode(ExportGraph.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw DiagnosticsError(Diagnostic(
        .diffInputUnreadable, "cannot read '\(path)' as a graph: write it with `sword graph --format json` (\(error))",
        at: nil))
    }
  }
}
