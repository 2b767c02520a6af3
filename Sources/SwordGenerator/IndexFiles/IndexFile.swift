import Foundation

/// One target's index as a file: what `sword index` writes and `sword generate --index` reads, for build systems
/// (Bazel, Buck, SwiftPM's build-tool plugin) that index each target as its own cacheable action.
///
/// The JSON is deterministic: keys sorted, paths as they were given, no timestamps, so the same sources give the
/// same bytes on any machine and a remote cache can share it.
/// ```json
/// { "format_version": 2, "index": { "moduleName": "Networking", "components": [], … } }
/// ```
package struct IndexFile: Codable, Hashable, Sendable {
  /// The ``TargetIndex/formatVersion`` of the Sword that wrote the file; any other version must be indexed again.
  package var formatVersion: Int
  /// The target's index.
  package var index: TargetIndex

  /// A file holding `index`, in this Sword's format.
  package init(index: TargetIndex) {
    self.formatVersion = TargetIndex.formatVersion
    self.index = index
  }

  enum CodingKeys: String, CodingKey {
    case formatVersion = "format_version"
    case index
  }

  /// The file's bytes: pretty-printed JSON with sorted keys, ending in a newline.
  package func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings, numbers and arrays cannot fail.
    let data = (try? encoder.encode(self)) ?? Data()
    return data + Data("\n".utf8)
  }

  /// Indexes `files` of the module `moduleName` (paths kept as given) and writes the index to `output`, only when
  /// its bytes change, so a build system sees an unchanged output when an edit changed nothing Sword reads.
  @discardableResult
  package static func write(
    moduleName: String, files: [String], to output: String
  ) throws(DiagnosticsError) -> OutputWriter.Outcome {
    let index = TargetIndexer.index(moduleName: moduleName, files: files)
    let contents = String(decoding: IndexFile(index: index).encoded(), as: UTF8.self)
    let absolute = Paths.join(FileManager.default.currentDirectoryPath, output)
    return try OutputWriter.write(GeneratedFile(path: absolute, contents: contents))
  }

  /// Reads the index file at `path` (relative to the current directory or absolute), or the diagnostic saying why
  /// it cannot be used: unreadable, not an index file, or written in another format version.
  package static func read(_ path: String) throws(DiagnosticsError) -> TargetIndex {
    try decode(path, at: SourceLocation(file: path, line: 1, column: 1)).index
  }

  private static func decode(_ path: String, at location: SourceLocation) throws(DiagnosticsError) -> IndexFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DiagnosticsError(Diagnostic(.indexUnreadable, "cannot read the index file '\(path)'", at: location))
    }
    struct Version: Decodable {
      var formatVersion: Int?
      enum CodingKeys: String, CodingKey { case formatVersion = "format_version" }
    }
    let version = (try? JSONDecoder().decode(Version.self, from: data))?.formatVersion
    guard let version else {
      throw DiagnosticsError(Diagnostic(
        .indexUnreadable, "'\(path)' is not an index file written by 'sword index'", at: location))
    }
    guard version == TargetIndex.formatVersion else {
      throw DiagnosticsError(Diagnostic(
        .indexVersionMismatch,
        "'\(path)' has index format \(version) but this sword reads format \(TargetIndex.formatVersion); "
          + "run 'sword index' again for this target",
        at: location))
    }
    do {
      return try JSONDecoder().decode(IndexFile.self, from: data)
    } catch {
      throw DiagnosticsError(Diagnostic(
        .indexUnreadable, "cannot decode the index file '\(path)': \(DecodingErrorText.describe(error))", at: location))
    }
  }
}
