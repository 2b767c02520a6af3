import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwordSyntaxRules

/// Builds a ``TargetIndex`` from a target's source files: a cheap text check skips files that mention no Sword
/// attribute, the others are parsed with SwiftParser and walked once.
///
/// ```swift
/// let index = TargetIndexer.index(moduleName: "Networking", files: ["/repo/Sources/Networking/APIClient.swift"])
/// index.dependencies.map(\.name) // ["DefaultAPIClient"]
/// ```
package enum TargetIndexer {
  /// Reads and indexes `files` (absolute paths) of the module `moduleName`.
  package static func index(moduleName: String, files: [String]) -> TargetIndex {
    index(moduleName: moduleName, contents: files.map { ($0, FileReader.contents($0)) })
  }

  /// Indexes files already read: `(path, bytes)` pairs, `nil` bytes for a file that could not be read.
  static func index(moduleName: String, contents: [(path: String, data: Data?)]) -> TargetIndex {
    var sources: [(path: String, text: String)] = []
    var diagnostics: [Diagnostic] = []
    for (file, data) in contents {
      guard let data else {
        // Why, asked again only for a file that could not be read (a FIFO, a folder, a file that went away).
        let reason = FileReader.read(file).failure.map { ": \($0)" } ?? ""
        diagnostics.append(
          Diagnostic(
            .sourceUnreadable, "cannot read '\(file)'\(reason)", at: SourceLocation(file: file, line: 1, column: 1)))
        continue
      }
      guard let text = String(data: data, encoding: .utf8) else {
        diagnostics.append(
          Diagnostic(
            .sourceUnreadable, "'\(file)' is not valid UTF-8; Swift sources must be UTF-8",
            at: SourceLocation(file: file, line: 1, column: 1)))
        continue
      }
      sources.append((file, text))
    }
    var index = index(moduleName: moduleName, sources: sources)
    index.diagnostics = (diagnostics + index.diagnostics).sorted()
    return index
  }

  /// Indexes sources already in memory: `(path, text)` pairs. The path is only used in locations.
  package static func index(moduleName: String, sources: [(path: String, text: String)]) -> TargetIndex {
    var index = TargetIndex(moduleName: moduleName)
    var initializers: [String: [InitializerDeclaration]] = [:]
    var initializerCounts: [String: Int] = [:]
    // Files that are not parsed are scanned for type names, for hints in diagnostics (see TypeScanner).
    var scanner = TypeScanner()
    var exported: Set<String> = []
    var spiGroups: Set<String> = []
    var conforming: Set<String> = []
    for source in sources.sorted(by: { $0.path < $1.path }) {
      guard mentionsSword(source.text) else {
        scanner.scan(source.text, file: source.path)
        exported.formUnion(reexportedModules(in: source.text))
        // A type a parsed file's `@Injected` extension or a provider's module needs may be declared here under SPI.
        spiGroups.formUnion(self.spiGroups(in: source.text))
        continue
      }
      if source.text.utf8.count > maximumParsedFileSize {
        index.diagnostics.append(tooLarge(source.path, bytes: source.text.utf8.count))
        continue
      }
      if let offset = SourceParser.nestingOverflow(source.text) {
        let position = LineTable(source.text).location(ofOffset: offset)
        index.diagnostics.append(
          Diagnostic(
            .sourceTooComplex,
            "brackets nest deeper here than Sword parses (\(SourceParser.maximumSquareBracketNesting) levels of '[', "
              + "\(SourceParser.maximumBracketNesting) of '(', '{' or '<'); give the nested part a name (a typealias "
              + "or a helper) or move it out of the file that uses Sword's attributes",
            at: SourceLocation(file: source.path, line: position.line, column: position.column)))
        scanner.scan(source.text, file: source.path)
        continue
      }
      let tree = SourceParser.parse(source.text)
      if tree.hasError {
        index.diagnostics.append(contentsOf: syntaxErrors(in: tree, file: source.path))
        scanner.scan(source.text, file: source.path)
        continue
      }
      let collector = DeclarationCollector(moduleName: moduleName, file: source.path, text: source.text)
      collector.walk(tree)
      index.components += collector.components
      index.dependencies += collector.dependencies
      index.modules += collector.modules
      index.types += collector.types
      index.diagnostics += collector.diagnostics
      index.imports[source.path] = collector.imports.sorted()
      if !collector.conditionalImports.isEmpty {
        index.conditionalImports[source.path] = collector.conditionalImports.sorted()
      }
      if !collector.restrictedImports.isEmpty {
        index.restrictedImports[source.path] = collector.restrictedImports.sorted()
      }
      if !collector.publicImports.isEmpty { index.publicImports[source.path] = collector.publicImports.sorted() }
      exported.formUnion(collector.exportedImports)
      spiGroups.formUnion(collector.spiGroups)
      conforming.formUnion(collector.conformingExtensions)
      initializers.merge(collector.injectedInitializers) { $0 + $1 }
      initializerCounts.merge(collector.initializerCounts) { $0 + $1 }
    }
    index.exportedImports = exported.sorted()
    index.spiGroups = spiGroups.sorted()
    index.scannedTypes = scanner.declarations(addingInitializerCounts: initializerCounts)
    index.conformingExtensions = conforming.union(scanner.conformingExtensions).sorted()
    for position in index.types.indices {
      index.types[position].initializerCount = initializerCounts[index.types[position].name] ?? 0
      index.types[position].hasInjectedInit = initializers[index.types[position].name] != nil
    }
    // An @Injected init may sit in an extension, in another file of the same target.
    for position in index.dependencies.indices {
      index.dependencies[position].initializers = initializers[index.dependencies[position].name] ?? []
    }
    index.diagnostics.sort()
    return index
  }

  /// The largest file that uses Sword's attributes Sword parses (8 MiB, about 200,000 lines). A larger one is
  /// reported instead of stalling every run; files without Sword attributes are skipped whatever their size.
  package static let maximumParsedFileSize = 8 << 20

  private static func tooLarge(_ file: String, bytes: Int) -> Diagnostic {
    Diagnostic(
      .sourceTooLarge,
      "'\(file)' is \(bytes >> 20) MiB and uses Sword attributes; Sword parses such files up to "
        + "\(maximumParsedFileSize >> 20) MiB: move the Sword declarations into a smaller file",
      at: SourceLocation(file: file, line: 1, column: 1))
  }

  /// The cheap check: a file that contains none of the attribute names cannot declare anything for Sword.
  /// One pass over the UTF-8 bytes that looks for every marker at each `@`, rather than one search of the text per
  /// marker: it runs on every file indexed.
  static func mentionsSword(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let at = UInt8(ascii: "@")
      var position = 0
      while position < bytes.count {
        if bytes[position] == at {
          for marker in markerTails where position + marker.count < bytes.count {
            var matches = true
            for offset in marker.indices where bytes[position + 1 + offset] != marker[offset] {
              matches = false
              break
            }
            if matches { return true }
          }
        }
        position += 1
      }
      return false
    }
  }

  /// The markers' bytes after the leading `@`.
  private static let markerTails: [[UInt8]] = SwordAttribute.markers.map { Array($0.utf8.dropFirst()) }

  private static func syntaxErrors(in tree: SourceFileSyntax, file: String) -> [Diagnostic] {
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    let found = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
    guard let first = found.first else {
      return [Diagnostic(.sourceSyntax, "'\(file)' does not parse", at: SourceLocation(file: file, line: 1, column: 1))]
    }
    let position = first.location(converter: converter)
    let location = SourceLocation(file: file, line: position.line, column: position.column)
    if let overflow = found.first(where: { SourceParser.isNestingOverflow($0.message) }) {
      let place = overflow.location(converter: converter)
      return [
        Diagnostic(
          .sourceTooComplex,
          "this file nests types or expressions deeper than the \(SourceParser.maximumNestingLevel) levels Sword "
            + "parses; give the nested part a name (a typealias or a helper) or move it out of the file that uses "
            + "Sword's attributes",
          at: SourceLocation(file: file, line: place.line, column: place.column))
      ]
    }
    var diagnostic = Diagnostic(
      .sourceSyntax, "\(first.message); Sword reads this file and cannot until it parses", at: location)
    if found.count > 1 { diagnostic.detail = ["and \(found.count - 1) more syntax error(s) in this file"] }
    return [diagnostic]
  }

  /// The modules a file that is not parsed re-exports: the `X` of each line `@_exported import X` (an umbrella
  /// file such as `Exports.swift` rarely holds anything else).
  /// The groups of every `@_spi(Group)` written in `text`, found without parsing it.
  static func spiGroups(in text: String) -> [String] {
    guard text.contains("@_spi(") else { return [] }
    return text.components(separatedBy: "@_spi(").dropFirst().compactMap { rest in
      let group = String(rest.prefix { $0 != ")" }).trimmingCharacters(in: .whitespaces)
      return SwiftIdentifier.isValid(group) ? group : nil
    }
  }

  static func reexportedModules(in text: String) -> [String] {
    guard text.contains("@_exported") else { return [] }
    return text.split(whereSeparator: \.isNewline).compactMap { line in
      let words = line.split(whereSeparator: \.isWhitespace)
      guard words.first == "@_exported" else { return nil }
      let rest = words.dropFirst().drop { ["public", "package", "internal"].contains($0) }
      guard rest.first == "import", rest.count >= 2 else { return nil }
      // `@_exported import struct Core.Clock` names a declaration's module after its kind.
      let path = rest.count > 2 ? rest[rest.startIndex + 2] : rest[rest.startIndex + 1]
      return path.split(separator: ".").first.map(String.init)
    }
  }
}
