import Foundation

/// Reads a package for `sword init` with `swift package describe --type json`, run the way ``SwiftPMDescriber``
/// runs it (its own scratch path, `SWORD_SWIFT` or the `swift` on `PATH`).
package struct SwiftPMInitPackageReader: InitPackageReading {
  /// Finds `swift` and runs the process.
  package var describer: SwiftPMDescriber

  /// A reader that runs SwiftPM as `describer` does.
  package init(describer: SwiftPMDescriber = SwiftPMDescriber()) {
    self.describer = describer
  }

  /// Runs `swift package describe --type json` in `path` and decodes it, or says why it could not.
  package func read(packageAt path: String) async throws(DiagnosticsError) -> InitPackage {
    let swift = try describer.swiftExecutable()
    let arguments = [
      "package", "--package-path", path, "--scratch-path", SwiftPMDescriber.scratchPath(for: path),
      "describe", "--type", "json",
    ]
    let output: ProcessRunner.Output
    do {
      output = try await describer.runner.run(swift, arguments: arguments)
    } catch {
      throw DiagnosticsError(
        Diagnostic(
          .describeFailed, "could not describe the package at '\(path)': \(error)", at: nil))
    }
    let detail = SwiftPMDescriber.detailLines(fromStandardError: output.standardError)
    guard output.succeeded else {
      throw DiagnosticsError(
        Diagnostic(
          .describeFailed, "'swift package describe' failed for the package at '\(path)' (it \(output.termination))",
          at: nil, detail: detail))
    }
    do {
      return try InitPackage.decode(json: output.standardOutput)
    } catch {
      throw DiagnosticsError(
        Diagnostic(
          .describeFailed,
          "could not read what 'swift package describe' printed for '\(path)': \(DecodingErrorText.describe(error))",
          at: nil, detail: detail))
    }
  }
}
