import Foundation

/// The output stage: what the render stage gave, compared with the files on disk (`check`) or written where their
/// bytes change (`generate`); nothing when it has errors. Files an earlier run wrote with another number of parts
/// are stale for `check` and removed by `generate`.
package enum OutputStage {
  /// What happened, and the diagnostics of `rendered` with any problem of reading or writing the files.
  package static func apply(
    _ rendered: RenderedOutput, to output: OutputLocation, goal: PipelineGoal
  ) -> (outcome: PipelineReport.Outcome, diagnostics: [Diagnostic]) {
    guard let files = rendered.files else { return (.failed, rendered.diagnostics) }
    let leftovers =
      OutputParts.leftovers(of: output.path, keeping: files.map(\.path))
      + companionLeftovers(of: output, keeping: Set(files.map(\.path)))
    do throws(DiagnosticsError) {
      guard goal == .check else { return (try write(files, leftovers, output), rendered.diagnostics) }
      let (outcome, stale) = try compare(files, leftovers: leftovers)
      return (outcome, rendered.diagnostics + stale)
    } catch {
      return (.failed, rendered.diagnostics + error.diagnostics)
    }
  }

  /// Whether the files on disk are the generated ones; for each one that is not, a `Sword/OutputStale` error at
  /// its first changed line (where editors and build logs show it) and, for a file that is there, its diff.
  private static func compare(
    _ files: [GeneratedFile], leftovers: [String]
  ) throws(DiagnosticsError) -> (PipelineReport.Outcome, [Diagnostic]) {
    var diffs: [String] = []
    var stale: [Diagnostic] = []
    for file in files {
      let read = FileReader.read(file.path)
      let current = (try? read.get().data).map { String(decoding: $0, as: UTF8.self) }
      // A file that is there but cannot be read (not a regular file, no permission) is not a missing file.
      if let problem = read.failure, problem != .missing {
        throw DiagnosticsError(
          Diagnostic(.outputUnreadable, "cannot read '\(file.path)' to compare it: \(problem)", at: nil))
      }
      if current == file.contents { continue }
      guard let current else {
        stale.append(staleFile(file.path, "does not exist", line: 1))
        continue
      }
      let diff = UnifiedDiff(old: current, new: file.contents, path: file.path)
      // Bytes differ but no line does: a line break at the end.
      guard let line = diff.firstChangedLine else {
        stale.append(staleFile(file.path, "lacks the final line break `sword generate` writes", line: 1))
        continue
      }
      diffs.append(diff.text)
      let changes = diff.changes == 1 ? "1 change" : "\(diff.changes) changes, the first"
      stale.append(staleFile(file.path, "is not what `sword generate` writes (\(changes) at line \(line))", line: line))
    }
    stale += leftovers.map { staleFile($0, "is no longer generated (`sword generate` removes it)", line: 1) }
    return stale.isEmpty ? (.upToDate, []) : (.stale(diff: diffs.joined(separator: "\n")), stale)
  }

  /// The mocks and test modules' files Sword wrote before where none is generated now (see
  /// ``OutputLocation/companionFiles``): only files that start with Sword's header.
  private static func companionLeftovers(of output: OutputLocation, keeping kept: Set<String>) -> [String] {
    output.companionFiles.filter { path in
      !kept.contains(path) && access(path, F_OK) == 0 && OutputParts.startsWithHeader(path)
    }
  }

  private static func staleFile(_ path: String, _ what: String, line: Int) -> Diagnostic {
    Diagnostic(
      .outputStale, "the generated file \(what); run `sword generate` and commit the result",
      at: SourceLocation(file: path, line: line, column: 1))
  }

  private static func write(
    _ files: [GeneratedFile], _ leftovers: [String], _ output: OutputLocation
  ) throws(DiagnosticsError) -> PipelineReport.Outcome {
    var changed = false
    for file in files {
      changed = try OutputWriter.write(file, inside: output.boundary) == .written || changed
    }
    for leftover in leftovers
    where output.boundary.map({ FileSystemProbe.outsideProblem(leftover, boundary: $0) == nil }) ?? true {
      try? FileManager.default.removeItem(atPath: leftover)
      changed = true
    }
    return changed ? .written : .upToDate
  }
}
