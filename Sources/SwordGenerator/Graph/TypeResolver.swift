import SwordNaming

/// Resolves a type as written in one file to the binding key it means: the module that declares it (the file's own
/// module first, then the modules the file imports), with typealiases followed. Types no indexed module declares
/// (`URLSession`, `String`, closures, tuples) keep their spelling.
///
/// ```swift
/// // In Storage/UserRepository.swift, which imports Networking:
/// resolver.key(for: TypeReference("APIClient", at: location))  // "Networking.APIClient", shown as "APIClient"
/// ```
struct TypeResolver: Sendable {
  private struct Alias: Sendable {
    var text: String
    var file: String
  }

  /// Modules declaring each top-level type name.
  private var declaringModules: [String: [String]] = [:]
  /// Typealiases by qualified key (`Core.UserID`).
  private var aliases: [String: Alias] = [:]
  /// Protocols by qualified key (`Core.Store`): spelled `any Store` where generated code names them as a type.
  private var protocols: Set<String> = []
  /// Each indexed file's module and imports (a handful each: searched, not hashed), found with one lookup.
  private var files: [String: (module: String, imports: [String])] = [:]
  let modules: Set<String>
  /// The indexes the graph was built from, for the hints of diagnostics (declared types, unbound declarations).
  let indexes: [TargetIndex]

  init(indexes: [TargetIndex]) {
    modules = Set(indexes.map(\.moduleName))
    self.indexes = indexes
    files.reserveCapacity(indexes.reduce(0) { $0 + $1.imports.count })
    declaringModules.reserveCapacity(indexes.reduce(0) { $0 + $1.types.count })
    // A module a file imports brings the modules it re-exports (`@_exported import`), and theirs.
    let reexports = Dictionary(indexes.map { ($0.moduleName, $0.exportedImports) }) { first, _ in first }
    // Asked once, not for every file: most workspaces re-export nothing.
    let anyReexports = reexports.values.contains { !$0.isEmpty }
    func visible(_ imports: [String]) -> [String] {
      guard anyReexports else { return imports }
      var seen = Set(imports)
      var queue = imports
      while let module = queue.popLast() {
        for exported in reexports[module] ?? [] where seen.insert(exported).inserted { queue.append(exported) }
      }
      return imports + seen.subtracting(imports).sorted()
    }
    for index in indexes {
      for (file, imports) in index.imports { files[file] = (index.moduleName, visible(imports)) }
      for type in index.types {
        if !type.name.utf8.contains(UInt8(ascii: ".")) {
          declaringModules[type.name, default: []].append(index.moduleName)
        }
        if let aliasOf = type.aliasOf {
          aliases["\(index.moduleName).\(type.name)"] = Alias(text: aliasOf, file: type.location.file)
        }
        if type.kind == .protocol { protocols.insert("\(index.moduleName).\(type.name)") }
      }
    }
    // Most names are declared once; the others are listed once per module, sorted.
    let repeated = declaringModules.filter { $0.value.count > 1 }
    for (name, modules) in repeated { declaringModules[name] = Array(Set(modules)).sorted() }
  }

  /// The key `reference` means in the file it was written in.
  func key(for reference: TypeReference) -> BindingKey {
    key(for: reference.text, in: reference.location.file, depth: 0)
  }

  /// The key of a declaration `name` made in `module`.
  func key(declared name: String, in module: String) -> BindingKey {
    BindingKey("\(module).\(name)", display: name)
  }

  /// Whether the key `type` (module-qualified) is a protocol an indexed module declares.
  func isProtocol(_ type: String) -> Bool { protocols.contains(type) }

  /// How many indexed modules declare a top-level type with this name.
  func declarationCount(of name: String) -> Int { declaringModules[name]?.count ?? 0 }

  private func key(for spelled: String, in file: String, depth: Int) -> BindingKey {
    let written = Self.requestedType(spelled)
    var text = written
    if text.hasPrefix("any ") { text.removeFirst(4) } else if text.hasPrefix("some ") { text.removeFirst(5) }
    // `Swift.String` is `String` (unless the workspace has a module called Swift).
    if text.hasPrefix("Swift."), !modules.contains("Swift") { text.removeFirst("Swift.".count) }
    if let collection = collectionKey(text, display: written, in: file, depth: depth) { return collection }
    let head = Self.head(of: text)
    guard !head.isEmpty else { return BindingKey(text, display: written) }
    var module: String?
    var rest = text
    if modules.contains(head), text.count > head.count, text[text.index(text.startIndex, offsetBy: head.count)] == "." {
      // Written module-qualified: `Core.UserRepository`.
      let unqualified = String(text.dropFirst(head.count + 1))
      if declaringModules[Self.head(of: unqualified)]?.contains(head) == true {
        module = head
        rest = unqualified
      }
    }
    if module == nil, let candidates = declaringModules[head] {
      if candidates.count == 1 {
        module = candidates[0]
      } else {
        let known = files[file]
        if let known, candidates.contains(known.module) {
          module = known.module
        } else {
          module = candidates.first { known?.imports.contains($0) == true } ?? candidates.first
        }
      }
    }
    guard let module else { return BindingKey(text, display: written) }
    let qualified = "\(module).\(rest)"
    if let alias = aliases[qualified], depth < 8 {
      return key(for: alias.text, in: alias.file, depth: depth + 1)
    }
    return BindingKey(qualified, display: rest)
  }

  /// The type a parameter asks for, without what belongs to the parameter rather than the type: `@escaping`,
  /// `sending`, `borrowing`, `consuming` (`@escaping () -> Double` asks for `() -> Double`); `@autoclosure () -> T`
  /// asks for `T`, and `T!` for `T`.
  static func requestedType(_ spelled: String) -> String {
    var text = spelled
    var isAutoclosure = false
    var stripped = true
    while stripped {
      stripped = false
      for prefix in Self.parameterSpecifiers where text.hasPrefix(prefix) {
        text.removeFirst(prefix.count)
        if prefix == "@autoclosure " { isAutoclosure = true }
        stripped = true
      }
    }
    if isAutoclosure, text.hasPrefix("() -> ") { text.removeFirst("() -> ".count) }
    if text.hasSuffix("!"), TypeTextParts.split(text, separator: "-").count == 1 {
      text.removeLast()
      // `(any Session)!` asks for `any Session`.
      if text.hasPrefix("("), text.hasSuffix(")"), TypeTextParts.split(String(text.dropFirst().dropLast())).count == 1 {
        text = TypeTextParts.trimmed(String(text.dropFirst().dropLast()))
      }
    }
    return text
  }

  /// What may precede a parameter's type without being part of it.
  static let parameterSpecifiers = [
    "@escaping ", "@autoclosure ", "sending ", "borrowing ", "consuming ", "__owned ", "__shared ",
  ]

  /// `[Element]`, `Set<Element>` and `[Key: Value]` with their element types resolved, so that `[Tracker]` and
  /// `[any Analytics.Tracker]` are one key (the key of a multibinding).
  private func collectionKey(_ text: String, display: String, in file: String, depth: Int) -> BindingKey? {
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = String(text.dropFirst().dropLast())
      let parts = TypeTextParts.split(inner, separator: ":")
      if parts.count == 2 {
        let mapKey = key(for: TypeTextParts.trimmed(parts[0]), in: file, depth: depth)
        let value = key(for: TypeTextParts.trimmed(parts[1]), in: file, depth: depth)
        return BindingKey("[\(mapKey.type): \(value.type)]", display: display)
      }
      guard parts.count == 1 else { return nil }
      return BindingKey("[\(key(for: TypeTextParts.trimmed(inner), in: file, depth: depth).type)]", display: display)
    }
    for prefix in ["Set<", "Swift.Set<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
      let inner = String(text.dropFirst(prefix.count).dropLast())
      guard TypeTextParts.split(inner, separator: ",").count == 1 else { return nil }
      return BindingKey("Set<\(key(for: TypeTextParts.trimmed(inner), in: file, depth: depth).type)>", display: display)
    }
    return nil
  }

  /// Every identifier a type's text names, a backticked one whole: `[Core.Logger: Lazy<Clock>]` → `Core`, `Logger`,
  /// `Lazy`, `Clock`.
  static func names(in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let first = rest.first {
      if first == "`", let close = rest.dropFirst().firstIndex(of: "`") {
        names.append(String(rest[...close]))
        rest = rest[rest.index(after: close)...]
      } else if first == "_" || first.isLetter {
        let name = rest.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
        names.append(String(name))
        rest = rest.dropFirst(name.count)
      } else {
        rest = rest.dropFirst()
      }
    }
    return names
  }

  /// The leading identifier of a type: `Outer` for `Outer.Inner`, `Repository` for `Repository<User>`; empty for
  /// tuples, closures, arrays and dictionaries.
  static func head(of text: String) -> String {
    // A name in backticks is one identifier, whatever it holds (`` `Raw Thing`.Inner ``).
    if text.hasPrefix("`"), let close = text.dropFirst().firstIndex(of: "`") { return String(text[...close]) }
    // Fast path over ASCII bytes; the Character rules below decide as soon as a non-ASCII byte appears.
    var end = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        end += 1
        continue
      case 0x80...:
        return String(text.prefix { $0 == "_" || $0.isLetter || $0.isNumber })
      default:
        break
      }
      break
    }
    return String(decoding: text.utf8.prefix(end), as: UTF8.self)
  }
}
