import Foundation

/// One target's index as a file: what `sword index` writes and `sword generate --index` reads, for build systems
/// (Bazel, Buck, SwiftPM's build-tool plugin) that index each target as its own cacheable action.
///
/// The file holds the same encoding as the index cache's entries (``IndexCodec``), behind a header: the eight bytes
/// `SWORDIDX`, then the ``TargetIndex/formatVersion`` as a variable-length number. One encoding of the index model
/// serves both, so a change to the model is made and tested once. The bytes are deterministic (paths as given, no
/// timestamps), so the same sources give the same file on any machine and a remote cache can share it.
/// ```swift
/// try IndexFile.write(moduleName: "Networking", files: ["Sources/Networking/Client.swift"],
///                     to: "out/Networking.swordindex", currentDirectory: "/repo")
/// let index = try IndexFile.read("out/Networking.swordindex")
/// ```
package enum IndexFile {
  /// The first bytes of every index file.
  static let header = Data("SWORDIDX".utf8)

  /// The bytes of the file holding `index`, in this Sword's format.
  package static func encoded(_ index: TargetIndex) -> Data {
    var bytes = [UInt8](header)
    Varint.append(UInt64(TargetIndex.formatVersion), to: &bytes)
    return Data(bytes) + IndexCodec.encode(index)
  }

  /// Indexes `files` of the module `moduleName` (paths kept as given) and writes the index to `output` (relative
  /// to `currentDirectory` or absolute), only when its bytes change, so a build system sees an unchanged output
  /// when an edit changed nothing Sword reads.
  @discardableResult
  package static func write(
    moduleName: String, files: [String], to output: String, currentDirectory: String
  ) throws(DiagnosticsError) -> OutputWriter.Outcome {
    let index = TargetIndexer.index(moduleName: moduleName, files: files)
    return try OutputWriter.write(encoded(index), to: Paths.join(currentDirectory, output))
  }

  /// Reads the index file at `path` (relative to the current directory or absolute), or the diagnostic saying why
  /// it cannot be used: unreadable, not an index file, or written in another format version.
  package static func read(_ path: String) throws(DiagnosticsError) -> TargetIndex {
    let location = SourceLocation(file: path, line: 1, column: 1)
    let data: Data
    switch FileReader.read(path) {
    case .success(let file): data = file.data
    case .failure(let problem):
      throw DiagnosticsError(
        Diagnostic(.indexUnreadable, "cannot read the index file '\(path)': \(problem)", at: location))
    }
    return try decode(data, path: path, at: location)
  }

  /// The index in `bytes`, the contents of the file at `path`.
  package static func decode(
    _ bytes: Data, path: String, at location: SourceLocation
  ) throws(DiagnosticsError) -> TargetIndex {
    let data = Data(bytes)  // indices from 0, whatever slice `bytes` is
    func rerun(_ written: String) -> DiagnosticsError {
      DiagnosticsError(
        Diagnostic(
          .indexVersionMismatch,
          "'\(path)' has index format \(written) but this sword reads format \(TargetIndex.formatVersion); "
            + "run 'sword index' again for this target",
          at: location))
    }
    guard data.starts(with: header) else {
      // Swords before format 10 wrote JSON: `{ "format_version": …, "index": … }`.
      if data.first == UInt8(ascii: "{"), data.range(of: Data("\"format_version\"".utf8)) != nil {
        throw rerun("JSON")
      }
      throw DiagnosticsError(
        Diagnostic(
          .indexUnreadable, "'\(path)' is not an index file written by 'sword index'", at: location))
    }
    let (version, payload): (UInt64?, Data) = data.withUnsafeBytes { raw in
      var position = header.count
      let version = Varint.read(raw, at: &position)
      return (version, data.subdata(in: position..<data.count))
    }
    guard let version else {
      throw DiagnosticsError(
        Diagnostic(
          .indexUnreadable, "cannot decode the index file '\(path)': it ends inside its header", at: location))
    }
    guard version == UInt64(TargetIndex.formatVersion) else { throw rerun(String(version)) }
    let index: TargetIndex
    do {
      index = try IndexCodec.decode(payload)
    } catch {
      throw DiagnosticsError(
        Diagnostic(
          .indexUnreadable,
          "cannot decode the index file '\(path)': it is cut short or damaged; run 'sword index' again for this target",
          at: location))
    }
    // Whatever made the file, nothing but names reaches the generated code.
    if let problem = IndexSpellingCheck.problem(in: index) {
      throw DiagnosticsError(
        Diagnostic(
          .indexUnreadable,
          "the index file '\(path)' was not written by 'sword index' or was changed since: \(problem); run "
            + "'sword index' again for this target",
          at: location))
    }
    return index
  }
}
