import Foundation

/// Describes packages from a file instead of running SwiftPM: for sandboxes (SwiftPM plugins), hermetic builds and
/// tests. `sword generate --package-description packages.json` uses it.
///
/// The file is one JSON object. Each key is a package folder, relative to the file's own folder or absolute; each
/// value is what `swift package describe --type json` prints for that package (Sword needs `name`, `path` and
/// `targets`, and ignores the rest):
/// ```json
/// {
///   ".": { "name": "App", "path": ".", "targets": [
///     { "name": "App", "type": "executable", "path": "Sources/App", "sources": ["main.swift"] } ] },
///   "Packages/Core": { "name": "Core", "path": "Packages/Core", "targets": [ … ] }
/// }
/// ```
/// A package that `.sword.yml` names but the file leaves out is a `Sword/DescriptionMissing` error: SwiftPM is
/// never run behind the file's back.
package struct PrecomputedDescriber: PackageDescribing {
  /// The descriptions, keyed by absolute, standardized package folder.
  package var packages: [String: DescribedPackage]
  /// The file they came from, for messages.
  package var file: String

  /// A describer over descriptions already in memory, keyed by absolute package folder.
  package init(packages: [String: DescribedPackage], file: String) {
    self.file = file
    self.packages = Dictionary(packages.map { (Paths.standardized($0.key), $0.value) }) { first, _ in first }
  }

  /// Reads a description file; `file` may be relative to `currentDirectory`.
  package static func load(
    file: String, currentDirectory: String
  ) throws(DiagnosticsError) -> PrecomputedDescriber {
    let path = Paths.join(currentDirectory, file)
    let data: Data
    switch FileReader.read(path) {
    case .success(let file): data = file.data
    case .failure(let problem): throw DiagnosticsError(unreadable(path, "cannot read the file: \(problem)"))
    }
    let decoded: [String: DescribedPackage]
    do {
      decoded = try JSONDecoder().decode([String: DescribedPackage].self, from: data)
    } catch {
      let reason = "not a JSON object of package descriptions keyed by folder (\(DecodingErrorText.describe(error)))"
      throw DiagnosticsError(unreadable(path, reason))
    }
    let folder = (path as NSString).deletingLastPathComponent
    let packages = Dictionary(decoded.map { (Paths.join(folder, $0.key), $0.value) }) { first, _ in first }
    return PrecomputedDescriber(packages: packages, file: path)
  }

  /// The description of the package in `path`, matched by its spelling first and then with symbolic links resolved.
  package func describe(packageAt path: String, reportingAt location: SourceLocation) async throws(DiagnosticsError)
    -> DescribedPackage
  {
    let wanted = Paths.standardized(path)
    if let package = packages[wanted] { return package }
    let resolved = Self.resolvingLinks(wanted)
    if let match = packages.first(where: { Self.resolvingLinks($0.key) == resolved }) { return match.value }
    let known = packages.keys.sorted()
    throw DiagnosticsError(
      Diagnostic(
        .descriptionMissing,
        "the package description '\(file)' does not describe the package at '\(wanted)'",
        at: location,
        detail: known.isEmpty ? ["it describes no package"] : ["it describes: " + known.joined(separator: ", ")]
      ))
  }

  private static func resolvingLinks(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  private static func unreadable(_ path: String, _ reason: String) -> Diagnostic {
    Diagnostic(
      .descriptionUnreadable, "cannot use the package description '\(path)': \(reason)",
      at: SourceLocation(file: path, line: 1, column: 1))
  }
}
