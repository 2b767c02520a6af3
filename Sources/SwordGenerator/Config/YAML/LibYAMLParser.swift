import CYaml

/// libyaml's event parser, owned: the parser and a private copy of the input live exactly as long as this object.
///
/// libyaml keeps a pointer to the parser inside the parser and to the input for the whole parse, so both are
/// allocated once here and never move; `deinit` frees them on every path. Each C event is turned into an
/// ``Event`` and deleted before ``next()`` returns.
final class LibYAMLParser {
  /// A libyaml position: 0-based line, 0-based column counted in characters.
  struct Mark: Hashable {
    var line: Int
    var column: Int
  }

  /// What libyaml reports next, with its C strings already copied.
  enum Event: Hashable {
    case streamStart, streamEnd, documentStart, documentEnd
    case alias(String)
    case scalar(YAMLNode.Scalar, anchor: String?)
    case sequenceStart(anchor: String?)
    case sequenceEnd
    case mappingStart(anchor: String?)
    case mappingEnd
  }

  /// libyaml's own error: `problem` at `problemMark`, found `context` (which started at `contextMark`).
  ///
  /// Errors of libyaml's reader (a control character, say) carry a byte offset instead of a mark.
  struct Failure: Error, Hashable {
    var problem: String
    var problemMark: Mark
    var problemOffset: Int?
    var context: String?
    var contextMark: Mark?
  }

  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let input: UnsafeMutableBufferPointer<UInt8>
  private var initialized = false

  init(bytes: [UInt8]) {
    parser = .allocate(capacity: 1)
    input = .allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(from: bytes)
    if yaml_parser_initialize(parser) == 1 {
      initialized = true
      yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }
  }

  deinit {
    if initialized { yaml_parser_delete(parser) }
    parser.deallocate()
    input.deallocate()
  }

  /// The next event and where it starts.
  func next() throws(Failure) -> (event: Event, mark: Mark) {
    guard initialized else {
      throw Failure(problem: "libyaml could not allocate a parser", problemMark: Mark(line: 0, column: 0))
    }
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
    defer { yaml_event_delete(&event) }
    let mark = Mark(line: Int(event.start_mark.line), column: Int(event.start_mark.column))
    return (Self.convert(event), mark)
  }

  private func failure() -> Failure {
    let p = parser.pointee
    let problem = p.problem.map { String(cString: $0) } ?? "invalid YAML"
    var failure = Failure(
      problem: problem, problemMark: Mark(line: Int(p.problem_mark.line), column: Int(p.problem_mark.column)))
    if p.error == YAML_READER_ERROR { failure.problemOffset = Int(p.problem_offset) }
    if let context = p.context {
      failure.context = String(cString: context)
      failure.contextMark = Mark(line: Int(p.context_mark.line), column: Int(p.context_mark.column))
    }
    return failure
  }

  private static func convert(_ event: yaml_event_t) -> Event {
    switch event.type {
    case YAML_STREAM_START_EVENT: return .streamStart
    case YAML_STREAM_END_EVENT: return .streamEnd
    case YAML_DOCUMENT_START_EVENT: return .documentStart
    case YAML_DOCUMENT_END_EVENT: return .documentEnd
    case YAML_ALIAS_EVENT: return .alias(string(event.data.alias.anchor) ?? "")
    case YAML_SEQUENCE_START_EVENT: return .sequenceStart(anchor: string(event.data.sequence_start.anchor))
    case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
    case YAML_MAPPING_START_EVENT: return .mappingStart(anchor: string(event.data.mapping_start.anchor))
    case YAML_MAPPING_END_EVENT: return .mappingEnd
    default: return .scalar(scalar(event), anchor: string(event.data.scalar.anchor))
    }
  }

  private static func scalar(_ event: yaml_event_t) -> YAMLNode.Scalar {
    let data = event.data.scalar
    let text = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) }
    let style: YAMLNode.ScalarStyle =
      switch data.style {
      case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
      case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
      case YAML_LITERAL_SCALAR_STYLE: .literal
      case YAML_FOLDED_SCALAR_STYLE: .folded
      default: .plain
      }
    return YAMLNode.Scalar(text ?? "", style: style, tag: string(data.tag))
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }
}
