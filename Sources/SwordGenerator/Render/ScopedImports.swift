/// The scoped imports (`import class Timeline.DateFormatter`) that make each workspace type the generated code
/// names win over a type of the same name in another imported module: an app's `DateFormatter` or `Logger` beside
/// Foundation's, which would otherwise be ambiguous in the generated file. One line per top-level type the code
/// names, under the `#if` its declaration is under; types of the root module need none (its own names win).
///
/// Every scoped import is work for the type checker, so they are written only where a clash is possible: for
/// every type when the file imports a module outside the workspace besides Sword (Foundation, SwiftUI…, whose
/// names Sword does not know), else only for types named like one of Sword's own.
///
/// ```swift
/// let scoped = ScopedImports(graph: graph, imports: ["Foundation"])
/// scoped.lines(naming: scoped.names(in: "var formatter: DateFormatter { DateFormatter() }"))
/// // ["import class Timeline.DateFormatter"]
/// ```
struct ScopedImports {
  /// The public type names of the `Sword` module, which the generated file always imports.
  static let swordTypeNames: Set<String> = [
    "Assisted", "Component", "ComponentArgument", "ComponentStorage", "Lazy", "Named", "Provider", "Qualified", "Scope",
    "SingleScope", "Subcomponent", "Weak", "WeakReferenceScope",
  ]

  private let graph: BindingGraph
  /// The names that may need one: every top-level type, or only those named like Sword's own; each with where it
  /// is declared (positions, so that no declaration is copied for the thousands never named).
  private let declared: [Substring: [(index: Int, type: Int)]]
  /// The keys of `declared`, as ``typeNames(in:among:)`` takes them (made once, not for each piece of code).
  private let candidates: Set<Substring>
  /// Whether every top-level type is a candidate, not only those named like Sword's own.
  let namesAllTypes: Bool

  /// `imports`: the modules the generated file imports.
  init(graph: BindingGraph, imports: [String]) {
    self.graph = graph
    let foreign = imports.contains { $0 != "Sword" && !graph.modules.contains($0) }
    namesAllTypes = foreign
    let indexes = graph.resolver.indexes
    var declared: [Substring: [(index: Int, type: Int)]] = [:]
    for indexPosition in indexes.indices {
      for typePosition in indexes[indexPosition].types.indices {
        let name = indexes[indexPosition].types[typePosition].name
        guard !name.utf8.contains(UInt8(ascii: ".")), foreign || Self.swordTypeNames.contains(name) else { continue }
        declared[Substring(name), default: []].append((indexPosition, typePosition))
      }
    }
    self.declared = declared
    candidates = Set(declared.keys)
  }

  /// The names of `code` that may need a scoped import (see ``typeNames(in:among:)``); the names of several
  /// pieces of code together are those of the pieces joined.
  func names(in code: String) -> Set<String> {
    candidates.isEmpty ? [] : Self.typeNames(in: code, among: candidates)
  }

  /// What ``names(in:)`` gives for `code` when ``namesAllTypes`` is `allTypes`, without the table of every declared
  /// type: the names of `code` that the graph's indexes declare (only those named like Sword's own types unless
  /// `allTypes`).
  static func names(in code: String, allTypes: Bool, graph: BindingGraph) -> Set<String> {
    typeNames(in: code).filter { (allTypes || swordTypeNames.contains($0)) && graph.isDeclaredTypeName($0) }
  }

  /// The scoped imports for the type names `names` (from ``names(in:)``), sorted by module and name.
  func lines(naming names: Set<String>) -> [String] {
    let indexes = graph.resolver.indexes
    var lines: [(module: String, name: String, text: [String])] = []
    for name in names {
      // A name declared in several modules is written module-qualified already; the root's own names win.
      guard let declarations = declared[Substring(name)], declarations.count == 1,
        let (at, position) = declarations.first
      else { continue }
      let module = indexes[at].moduleName
      let type = indexes[at].types[position]
      guard module != graph.rootModule, graph.isVisibleFromRoot(type.accessLevel, in: module) else { continue }
      let statement = "import \(Self.keyword(type.kind)) \(module).\(name)"
      let text =
        type.condition.isEmpty
        ? [statement] : ["#if \(ConditionText.joined(type.condition))", statement, "#endif"]
      lines.append((module, name, text))
    }
    return lines.sorted { ($0.module, $0.name) < ($1.module, $1.name) }.flatMap(\.text)
  }

  /// The import kind of a declaration: an actor is imported as a class.
  private static func keyword(_ kind: TypeDeclaration.Kind) -> String {
    switch kind {
    case .class, .actor: "class"
    case .struct: "struct"
    case .enum: "enum"
    case .protocol: "protocol"
    case .typealias: "typealias"
    }
  }

  /// The identifiers of `code` that are not member names (not after a `.`), once each; only those in `candidates`
  /// when given (the generated file is megabytes of identifiers, and most are not type names).
  static func typeNames(in code: String, among candidates: Set<Substring>? = nil) -> Set<String> {
    // Over UTF-8 bytes: ASCII letters, digits and `_`, and every byte of a non-ASCII scalar (`日本語`), make names.
    var names: Set<String> = []
    var start: String.UTF8View.Index?
    var afterDot = false
    var previous = UInt8(ascii: " ")
    let bytes = code.utf8
    func finish(at end: String.UTF8View.Index) {
      if let begin = start, !afterDot {
        let word = code[begin..<end]
        if candidates?.contains(word) ?? true { names.insert(String(word)) }
      }
      start = nil
    }
    var position = bytes.startIndex
    while position != bytes.endIndex {
      let byte = bytes[position]
      let isLetter =
        byte == UInt8(ascii: "_") || byte >= 0x80
        || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      if isLetter || (isDigit && start != nil) {
        if start == nil {
          start = position
          afterDot = previous == UInt8(ascii: ".")
        }
      } else {
        finish(at: position)
      }
      if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t") { previous = byte }
      position = bytes.index(after: position)
    }
    finish(at: bytes.endIndex)
    return names
  }
}
