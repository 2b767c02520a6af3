// The index model's fields in codec order (see IndexCodec). Reading mirrors writing line by line.

extension SourceLocation: IndexCodable {
  static let codedFields = ["file", "line", "column"]

  func write(to writer: inout IndexWriter) {
    writer.string(file)
    writer.int(line)
    writer.int(column)
  }

  init(from reader: inout IndexReader) throws {
    self.init(file: try reader.string(), line: try reader.int(), column: try reader.int())
  }
}

extension TypeReference: IndexCodable {
  static let codedFields = ["text", "location"]

  func write(to writer: inout IndexWriter) {
    writer.string(text)
    writer.value(location)
  }

  init(from reader: inout IndexReader) throws {
    self.init(try reader.string(), at: try reader.value())
  }
}

extension TargetIndex: IndexCodable {
  static let codedFields = [
    "moduleName", "components", "dependencies", "modules", "types", "imports", "conditionalImports",
    "restrictedImports", "publicImports", "exportedImports", "scannedTypes", "diagnostics", "spiGroups",
    "conformingExtensions",
  ]

  func write(to writer: inout IndexWriter) {
    writer.string(moduleName)
    writer.array(components) { $0.value($1) }
    writer.array(dependencies) { $0.value($1) }
    writer.array(modules) { $0.value($1) }
    writer.array(types) { $0.value($1) }
    Self.write(imports, to: &writer)
    Self.write(conditionalImports, to: &writer)
    Self.write(restrictedImports, to: &writer)
    Self.write(publicImports, to: &writer)
    writer.array(exportedImports) { $0.string($1) }
    writer.array(scannedTypes) { $0.value($1) }
    writer.array(diagnostics) { $0.value($1) }
    writer.array(spiGroups) { $0.string($1) }
    writer.array(conformingExtensions) { $0.string($1) }
  }

  init(from reader: inout IndexReader) throws {
    self.init(moduleName: try reader.string())
    components = try reader.array { try $0.value() }
    dependencies = try reader.array { try $0.value() }
    modules = try reader.array { try $0.value() }
    types = try reader.array { try $0.value() }
    imports = try Self.readImports(from: &reader)
    conditionalImports = try Self.readImports(from: &reader)
    restrictedImports = try Self.readImports(from: &reader)
    publicImports = try Self.readImports(from: &reader)
    exportedImports = try reader.array { try $0.string() }
    scannedTypes = try reader.array { try $0.value() }
    diagnostics = try reader.array { try $0.value() }
    spiGroups = try reader.array { try $0.string() }
    conformingExtensions = try reader.array { try $0.string() }
  }

  /// File → modules, in file order (the bytes are the same for the same index).
  private static func write(_ imports: [String: [String]], to writer: inout IndexWriter) {
    writer.array(imports.keys.sorted()) { writer, file in
      writer.string(file)
      writer.array(imports[file]!) { $0.string($1) }
    }
  }

  private static func readImports(from reader: inout IndexReader) throws -> [String: [String]] {
    let pairs = try reader.array { reader in (try reader.string(), try reader.array { try $0.string() }) }
    guard let imports = try? Dictionary(pairs, uniquingKeysWith: { _, _ in throw IndexCodec.Malformed() }) else {
      throw IndexCodec.Malformed()
    }
    return imports
  }
}

extension ComponentDeclaration: IndexCodable {
  static let codedFields = [
    "name", "moduleName", "parent", "arguments", "accessLevel", "isMainActor", "isNonisolated", "condition", "location",
  ]

  func write(to writer: inout IndexWriter) {
    writer.string(name)
    writer.string(moduleName)
    writer.optional(parent) { $0.value($1) }
    writer.array(arguments) { $0.value($1) }
    writer.raw(accessLevel)
    writer.bool(isMainActor)
    writer.bool(isNonisolated)
    writer.array(condition) { $0.string($1) }
    writer.value(location)
  }

  init(from reader: inout IndexReader) throws {
    let name = try reader.string()
    let moduleName = try reader.string()
    let parent: TypeReference? = try reader.optional { try $0.value() }
    let arguments: [TypeReference] = try reader.array { try $0.value() }
    let accessLevel: AccessLevel = try reader.raw()
    let isMainActor = try reader.bool()
    let isNonisolated = try reader.bool()
    let condition = try reader.array { try $0.string() }
    self.init(
      name: name, moduleName: moduleName, parent: parent, arguments: arguments, accessLevel: accessLevel,
      isMainActor: isMainActor, location: try reader.value())
    self.isNonisolated = isNonisolated
    self.condition = condition
  }
}

extension DependencyDeclaration: IndexCodable {
  static let codedFields = [
    "name", "moduleName", "kind", "registeredTo", "boundTo", "scope", "qualifier", "scopeLocation", "accessLevel",
    "isMainActor", "isNonisolated", "condition", "generatesMock", "initializers", "location",
  ]

  func write(to writer: inout IndexWriter) {
    writer.string(name)
    writer.string(moduleName)
    writer.raw(kind)
    writer.value(registeredTo)
    writer.optional(boundTo) { $0.value($1) }
    writer.optional(scope) { $0.raw($1) }
    writer.optional(qualifier) { $0.value($1) }
    writer.optional(scopeLocation) { $0.value($1) }
    writer.raw(accessLevel)
    writer.bool(isMainActor)
    writer.bool(isNonisolated)
    writer.array(condition) { $0.string($1) }
    writer.bool(generatesMock)
    writer.array(initializers) { $0.value($1) }
    writer.value(location)
  }

  init(from reader: inout IndexReader) throws {
    let name = try reader.string()
    let moduleName = try reader.string()
    let kind: Kind = try reader.raw()
    let registeredTo: TypeReference = try reader.value()
    let boundTo: TypeReference? = try reader.optional { try $0.value() }
    let scope: ScopeKind? = try reader.optional { try $0.raw() }
    let qualifier: TypeReference? = try reader.optional { try $0.value() }
    let scopeLocation: SourceLocation? = try reader.optional { try $0.value() }
    let accessLevel: AccessLevel = try reader.raw()
    let isMainActor = try reader.bool()
    let isNonisolated = try reader.bool()
    let condition = try reader.array { try $0.string() }
    let generatesMock = try reader.bool()
    self.init(
      name: name, moduleName: moduleName, kind: kind, registeredTo: registeredTo, boundTo: boundTo, scope: scope,
      scopeLocation: scopeLocation, accessLevel: accessLevel, isMainActor: isMainActor,
      initializers: try reader.array { try $0.value() }, location: try reader.value())
    self.qualifier = qualifier
    self.isNonisolated = isNonisolated
    self.condition = condition
    self.generatesMock = generatesMock
  }
}

extension InitializerDeclaration: IndexCodable {
  static let codedFields = [
    "parameters", "accessLevel", "isMainActor", "isNonisolated", "condition", "isAsync", "isThrowing", "location",
  ]

  func write(to writer: inout IndexWriter) {
    writer.array(parameters) { $0.value($1) }
    writer.raw(accessLevel)
    writer.bool(isMainActor)
    writer.bool(isNonisolated)
    writer.array(condition) { $0.string($1) }
    writer.bool(isAsync)
    writer.bool(isThrowing)
    writer.value(location)
  }

  init(from reader: inout IndexReader) throws {
    let parameters: [ParameterDeclaration] = try reader.array { try $0.value() }
    let accessLevel: AccessLevel = try reader.raw()
    let isMainActor = try reader.bool()
    let isNonisolated = try reader.bool()
    let condition = try reader.array { try $0.string() }
    let isAsync = try reader.bool()
    let isThrowing = try reader.bool()
    self.init(parameters: parameters, accessLevel: accessLevel, isMainActor: isMainActor, location: try reader.value())
    self.isNonisolated = isNonisolated
    self.condition = condition
    self.isAsync = isAsync
    self.isThrowing = isThrowing
  }
}

extension ParameterDeclaration: IndexCodable {
  static let codedFields = ["label", "name", "type", "isAssisted", "qualifier", "location", "hasDefault"]

  func write(to writer: inout IndexWriter) {
    writer.optional(label) { $0.string($1) }
    writer.string(name)
    writer.value(type)
    writer.bool(isAssisted)
    writer.optional(qualifier) { $0.value($1) }
    writer.value(location)
    writer.bool(hasDefault)
  }

  init(from reader: inout IndexReader) throws {
    self.init(
      label: try reader.optional { try $0.string() }, name: try reader.string(), type: try reader.value(),
      isAssisted: try reader.bool(), qualifier: try reader.optional { try $0.value() }, location: try reader.value())
    hasDefault = try reader.bool()
  }
}

extension ModuleDeclaration: IndexCodable {
  static let codedFields = [
    "name", "moduleName", "registeredTo", "accessLevel", "providers", "multibindings", "location",
  ]

  func write(to writer: inout IndexWriter) {
    writer.string(name)
    writer.string(moduleName)
    writer.value(registeredTo)
    writer.raw(accessLevel)
    writer.array(providers) { $0.value($1) }
    writer.array(multibindings) { $0.value($1) }
    writer.value(location)
  }

  init(from reader: inout IndexReader) throws {
    let name = try reader.string()
    let moduleName = try reader.string()
    let registeredTo: TypeReference = try reader.value()
    let accessLevel: AccessLevel = try reader.raw()
    let providers: [ProviderDeclaration] = try reader.array { try $0.value() }
    let multibindings: [TypeReference] = try reader.array { try $0.value() }
    self.init(
      name: name, moduleName: moduleName, registeredTo: registeredTo, accessLevel: accessLevel, providers: providers,
      location: try reader.value())
    self.multibindings = multibindings
  }
}

extension ProviderDeclaration: IndexCodable {
  static let codedFields = [
    "name", "parameters", "returnType", "scope", "qualifier", "contribution", "accessLevel", "isMainActor",
    "isNonisolated", "condition", "isAsync", "isThrowing", "location",
  ]

  func write(to writer: inout IndexWriter) {
    writer.string(name)
    writer.array(parameters) { $0.value($1) }
    writer.value(returnType)
    writer.optional(scope) { $0.raw($1) }
    writer.optional(qualifier) { $0.value($1) }
    writer.optional(contribution) { $0.value($1) }
    writer.raw(accessLevel)
    writer.bool(isMainActor)
    writer.bool(isNonisolated)
    writer.array(condition) { $0.string($1) }
    writer.bool(isAsync)
    writer.bool(isThrowing)
    writer.value(location)
  }

  init(from reader: inout IndexReader) throws {
    let name = try reader.string()
    let parameters: [ParameterDeclaration] = try reader.array { try $0.value() }
    let returnType: TypeReference = try reader.value()
    let scope: ScopeKind? = try reader.optional { try $0.raw() }
    let qualifier: TypeReference? = try reader.optional { try $0.value() }
    let contribution: Contribution? = try reader.optional { try $0.value() }
    let accessLevel: AccessLevel = try reader.raw()
    let isMainActor = try reader.bool()
    let isNonisolated = try reader.bool()
    let condition = try reader.array { try $0.string() }
    let isAsync = try reader.bool()
    let isThrowing = try reader.bool()
    self.init(
      name: name, parameters: parameters, returnType: returnType, scope: scope, accessLevel: accessLevel,
      isMainActor: isMainActor, location: try reader.value())
    self.qualifier = qualifier
    self.contribution = contribution
    self.isNonisolated = isNonisolated
    self.condition = condition
    self.isAsync = isAsync
    self.isThrowing = isThrowing
  }
}

extension Contribution: IndexCodable {
  static let codedFields = ["kind", "mapKey", "location"]

  func write(to writer: inout IndexWriter) {
    writer.raw(kind)
    writer.optional(mapKey) { writer, key in
      writer.string(key.expression)
      writer.value(key.type)
    }
    writer.value(location)
  }

  init(from reader: inout IndexReader) throws {
    let kind: Kind = try reader.raw()
    let mapKey = try reader.optional { MapKey(expression: try $0.string(), type: try $0.value()) }
    self.init(kind: kind, mapKey: mapKey, location: try reader.value())
  }
}

extension TypeDeclaration: IndexCodable {
  static let codedFields = [
    "name", "kind", "accessLevel", "aliasOf", "initializerCount", "location", "condition", "inherits",
    "hasInjectedInit",
  ]

  func write(to writer: inout IndexWriter) {
    writer.string(name)
    writer.raw(kind)
    writer.raw(accessLevel)
    writer.optional(aliasOf) { $0.string($1) }
    writer.int(initializerCount)
    writer.value(location)
    writer.array(condition) { $0.string($1) }
    writer.array(inherits) { $0.string($1) }
    writer.bool(hasInjectedInit)
  }

  init(from reader: inout IndexReader) throws {
    self.init(
      name: try reader.string(), kind: try reader.raw(), accessLevel: try reader.raw(),
      aliasOf: try reader.optional { try $0.string() }, initializerCount: try reader.int(), location: try reader.value()
    )
    condition = try reader.array { try $0.string() }
    inherits = try reader.array { try $0.string() }
    hasInjectedInit = try reader.bool()
  }
}

extension Diagnostic: IndexCodable {
  static let codedFields = ["id", "severity", "message", "location", "detail", "notes"]

  func write(to writer: inout IndexWriter) {
    writer.string(id.rawValue)
    writer.raw(severity)
    writer.string(message)
    writer.optional(location) { $0.value($1) }
    writer.array(detail) { $0.string($1) }
    writer.array(notes) { writer, note in
      writer.string(note.message)
      writer.optional(note.location) { $0.value($1) }
    }
  }

  init(from reader: inout IndexReader) throws {
    let id = DiagnosticID(rawValue: try reader.string())
    let severity: Severity = try reader.raw()
    let message = try reader.string()
    let location: SourceLocation? = try reader.optional { try $0.value() }
    let detail = try reader.array { try $0.string() }
    let notes = try reader.array { Note(try $0.string(), at: try $0.optional { try $0.value() }) }
    self.init(id, message, at: location, severity: severity, detail: detail, notes: notes)
  }
}
