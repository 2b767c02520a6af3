/// Finds the top-level types of files that are not parsed (they mention no Sword attribute, or do not parse) with
/// one pass over their bytes, so that diagnostics can say "'Clock' is a struct without @Dependency" about a type
/// declared in a plain file. Comments and string literals are skipped and braces counted, so only declarations at
/// the top level are seen; `init` at the first level of a type's or extension's body is counted.
///
/// What it finds is for hints only, never for resolving keys: it cannot see through `#if` or macros.
///
/// ```swift
/// var scanner = TypeScanner()
/// scanner.scan("public struct Clock { init() {} }", file: "/repo/Sources/Core/Clock.swift")
/// scanner.declarations().map(\.name) // ["Clock"]
/// ```
struct TypeScanner {
  private var found: [TypeDeclaration] = []
  /// The types extended with an inheritance clause (`extension Fake: Backend`).
  private(set) var conformingExtensions: Set<String> = []
  private var initializerCounts: [String: Int] = [:]

  /// Scans one file's text; `file` is used in locations.
  mutating func scan(_ text: String, file: String) {
    var text = text
    text.withUTF8 { bytes in
      var lexer = TypeScannerLexer(bytes: bytes)
      var state = ScanState()
      while let token = lexer.next() {
        state.consume(token, file: file, into: &self)
      }
    }
  }

  /// Every type found so far, in file order, with the initializers counted in all scanned files plus `extra`
  /// (those the parsed files declare, by name).
  func declarations(addingInitializerCounts extra: [String: Int] = [:]) -> [TypeDeclaration] {
    found.map { type in
      var type = type
      type.initializerCount = (initializerCounts[type.name] ?? 0) + (extra[type.name] ?? 0)
      return type
    }
  }

  fileprivate mutating func record(_ declaration: TypeDeclaration) { found.append(declaration) }
  fileprivate mutating func countInitializer(of name: String) { initializerCounts[name, default: 0] += 1 }

  /// What the scan remembers between tokens of one file.
  private struct ScanState {
    var depth = 0
    var accessLevel: AccessLevel?
    /// A declaration keyword was just read; the next identifier is its name.
    var pendingKind: TypeDeclaration.Kind?
    var pendingExtension = false
    /// The type whose body the next `{` at the top level opens.
    var pendingBody: String?
    /// The type whose body is open at depth 1.
    var openBody: String?
    /// The type an `extension` at the top level names, until its body opens.
    var extensionName: String?

    mutating func consume(_ token: TypeScannerLexer.Token, file: String, into scanner: inout TypeScanner) {
      switch token.kind {
      case .openBrace:
        if depth == 0 {
          openBody = pendingBody
          pendingBody = nil
          extensionName = nil
        }
        depth += 1
        reset()
      case .closeBrace:
        depth = max(0, depth - 1)
        if depth == 0 { openBody = nil }
        reset()
      case .colon:
        if depth == 0, let extended = extensionName { scanner.conformingExtensions.insert(extended) }
        if depth == 0 { reset(keepingBody: true) }
      case .other:
        if depth == 0 { reset(keepingBody: true) }
      case .identifier(let name, let afterDot):
        identifier(name, afterDot: afterDot, token: token, file: file, into: &scanner)
      }
    }

    private mutating func identifier(
      _ name: String, afterDot: Bool, token: TypeScannerLexer.Token, file: String, into scanner: inout TypeScanner
    ) {
      if depth == 1, let openBody, name == "init", !afterDot {
        scanner.countInitializer(of: openBody)
        return
      }
      guard depth == 0 else { return }
      if pendingExtension {
        pendingExtension = false
        pendingBody = name
        extensionName = name
        return
      }
      if let kind = pendingKind {
        pendingKind = nil
        scanner.record(
          TypeDeclaration(
            name: name, kind: kind, accessLevel: accessLevel ?? .internal,
            location: SourceLocation(file: file, line: token.line, column: token.column)))
        accessLevel = nil
        pendingBody = kind == .typealias || kind == .protocol ? nil : name
        return
      }
      if afterDot, let outer = pendingBody {
        pendingBody = "\(outer).\(name)"  // `extension Outer.Inner`: a nested type's initializers are not Outer's
        if extensionName != nil { extensionName = pendingBody }
        return
      }
      if let level = AccessLevel(rawValue: name) {
        accessLevel = level
      } else if name == "extension" {
        pendingExtension = true
      } else if let kind = TypeDeclaration.Kind(rawValue: name) {
        pendingKind = kind
      }
    }

    private mutating func reset(keepingBody: Bool = false) {
      pendingKind = nil
      pendingExtension = false
      accessLevel = nil
      if !keepingBody { pendingBody = nil }
    }
  }
}
