/// Feeds libyaml's events for the first document to a ``YAMLTreeBuilder`` and collects what goes wrong.
struct YAMLEventLoop {
  private let parser: LibYAMLParser
  private let positions: YAMLPositionMap
  private var builder = YAMLTreeBuilder()
  private var unsupported: [Diagnostic] = []

  init(bytes: [UInt8], file: String) {
    parser = LibYAMLParser(bytes: bytes)
    positions = YAMLPositionMap(bytes: bytes, file: file)
  }

  /// Problems that did not stop reading, in the order they were found.
  var diagnostics: [Diagnostic] { (builder.diagnostics + unsupported).sorted() }

  /// Reads up to the end of the stream; returns the first document's root, or `nil` when there is no document.
  mutating func run() throws(DiagnosticsError) -> YAMLNode? {
    var documents = 0
    while true {
      let next: (event: LibYAMLParser.Event, mark: LibYAMLParser.Mark)
      do {
        next = try parser.next()
      } catch {
        throw DiagnosticsError(diagnostics + [syntaxError(error)])
      }
      let location = positions.location(line: next.mark.line, column: next.mark.column)
      switch next.event {
      case .streamStart, .documentEnd:
        continue
      case .streamEnd:
        return builder.root
      case .documentStart:
        documents += 1
        if documents > 1 {
          let message =
            "found a second YAML document; .sword.yml holds exactly one (remove this '---' and what follows)"
          throw DiagnosticsError(diagnostics + [Diagnostic(.configUnsupported, message, at: location)])
        }
      case .alias(let name):
        refuse("aliases are not supported ('*\(name)'); write the value out in full", at: location)
        builder.add(YAMLNode(.alias(name), at: location))
      case .scalar(let scalar, let anchor):
        refuseAnchor(anchor, at: location)
        builder.add(YAMLNode(.scalar(scalar), at: location))
      case .sequenceStart(let anchor):
        refuseAnchor(anchor, at: location)
        try checkDepth(at: location)
        builder.openSequence(at: location)
      case .mappingStart(let anchor):
        refuseAnchor(anchor, at: location)
        try checkDepth(at: location)
        builder.openMapping(at: location)
      case .sequenceEnd, .mappingEnd:
        builder.close()
      }
    }
  }

  private mutating func refuseAnchor(_ anchor: String?, at location: SourceLocation) {
    guard let anchor else { return }
    refuse("anchors are not supported ('&\(anchor)'); write each value out in full", at: location)
  }

  private mutating func refuse(_ message: String, at location: SourceLocation) {
    unsupported.append(Diagnostic(.configUnsupported, message, at: location))
  }

  private func checkDepth(at location: SourceLocation) throws(DiagnosticsError) {
    guard builder.depth >= YAMLReader.maximumDepth else { return }
    let message = "lists and mappings nest deeper than \(YAMLReader.maximumDepth) levels"
    throw DiagnosticsError(diagnostics + [Diagnostic(.configUnsupported, message, at: location)])
  }

  /// libyaml's error, worded as libyaml words it, with the offending character quoted.
  private func syntaxError(_ failure: LibYAMLParser.Failure) -> Diagnostic {
    let mark = failure.problemMark
    var message = failure.problem
    let location: SourceLocation
    if let offset = failure.problemOffset {
      location = positions.location(byteOffset: offset)
    } else {
      location = positions.location(line: mark.line, column: mark.column)
      if let character = positions.character(line: mark.line, column: mark.column), Self.isVisible(character) {
        message += " ('\(character)')"
      }
    }
    if let context = failure.context {
      message += " \(context)"
      if let start = failure.contextMark, start != mark {
        let startLocation = positions.location(line: start.line, column: start.column)
        message += " that starts at line \(startLocation.line), column \(startLocation.column)"
      }
    }
    return Diagnostic(.configSyntax, message, at: location)
  }

  private static func isVisible(_ character: Character) -> Bool {
    !character.isWhitespace && character.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
  }
}
