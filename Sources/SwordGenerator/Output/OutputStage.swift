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
    let leftovers = OutputParts.leftovers(of: output.path, keeping: files.map(\.path))
    do throws(DiagnosticsError) {
      let outcome = goal == .check ? try compare(files, leftovers: leftovers) : try write(files, leftovers, output)
      return (outcome, rendered.diagnostics)
    } catch {
      return (.failed, rendered.diagnostics + error.diagnostics)
    }
  }

  private static func compare(
    _ files: [GeneratedFile], leftovers: [String]
  ) throws(DiagnosticsError) -> PipelineReport.Outcome {
    var diffs: [String] = []
    for file in files {
      let read = FileReader.read(file.path)
      let current = (try? read.get().data).map { String(decoding: $0, as: UTF8.self) }
      // A file that is there but cannot be read (not a regular file, no permission) is not a missing file.
      if let problem = read.failure, problem != .missing {
        throw DiagnosticsError(
          Diagnostic(.outputUnreadable, "cannot read '\(file.path)' to compare it: \(problem)", at: nil))
      }
      if current == file.contents { continue }
      let diff = UnifiedDiff.diff(old: current ?? "", new: file.contents, path: file.path)
      diffs.append(current == nil ? "\(file.path) does not exist\n" + diff : diff)
    }
    diffs += leftovers.map { "\($0) is no longer generated (`sword generate` removes it)\n" }
    return diffs.isEmpty ? .upToDate : .stale(diff: diffs.joined())
  }

  private static func write(
    _ files: [GeneratedFile], _ leftovers: [String], _ output: OutputLocation
  ) throws(DiagnosticsError) -> PipelineReport.Outcome {
    var changed = false
    for file in files {
      changed = try OutputWriter.write(file, inside: output.boundary) == .written || changed
    }
    for leftover in leftovers
    where output.boundary.map({ OutputWriter.outsideProblem(leftover, boundary: $0) == nil }) ?? true {
      try? FileManager.default.removeItem(atPath: leftover)
      changed = true
    }
    return changed ? .written : .upToDate
  }
}
