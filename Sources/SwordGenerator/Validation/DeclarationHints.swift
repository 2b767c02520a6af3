/// What the indexes know beyond the bindings, for the "what to do" part of a missing binding: types declared
/// without `@Dependency` (parsed, or found by ``TypeScanner`` in files Sword does not parse), `@Dependency` types and
/// `@Provider`s that did not become bindings and why, and files that do not parse. Built only when a binding is
/// missing, in one pass over the indexes.
struct DeclarationHints {
  /// A top-level type declared in an indexed target.
  struct DeclaredType {
    var module: String
    var declaration: TypeDeclaration
    /// Found by the text scan, in a file that was not parsed.
    var isScanned: Bool
  }

  /// Why a declaration that provides a key is not a binding, and where it is.
  struct Unbound {
    /// Why, and what to change: "'Clock' is a @Dependency, but none of its initializers is marked @Injected…".
    var reason: String
    /// The note at the declaration.
    var note: String
    var location: SourceLocation
  }

  private var types: [String: [DeclaredType]] = [:]
  private var unbound: [BindingKey: [Unbound]] = [:]
  /// `@Dependency` types bound under another key (`boundTo:`), by the key of the type itself.
  private(set) var boundAs: [BindingKey: [Binding]] = [:]
  private var unparsableFiles: Set<String> = []

  init(_ graph: BindingGraph) {
    let componentKeys = Set(
      graph.components.values.map { graph.key(declared: $0.name, in: $0.declaration.moduleName) })
    func isComponent(_ reference: TypeReference) -> Bool { componentKeys.contains(graph.key(for: reference)) }

    for index in graph.resolver.indexes {
      for type in index.types where !type.name.utf8.contains(UInt8(ascii: ".")) {
        types[type.name, default: []].append(
          DeclaredType(module: index.moduleName, declaration: type, isScanned: false))
      }
      for type in index.scannedTypes {
        types[type.name, default: []].append(DeclaredType(module: index.moduleName, declaration: type, isScanned: true))
      }
      for diagnostic in index.diagnostics where diagnostic.id == .sourceSyntax {
        if let file = diagnostic.location?.file { unparsableFiles.insert(file) }
      }
      for dependency in index.dependencies {
        let key =
          dependency.boundTo.map(graph.key(for:)) ?? graph.key(declared: dependency.name, in: dependency.moduleName)
        let reason: String
        if !isComponent(dependency.registeredTo) {
          reason = "its 'registeredTo: \(dependency.registeredTo.text).self' names no component"
        } else if dependency.initializers.isEmpty {
          reason = "none of its initializers is marked @Injected: mark the one Sword should call"
        } else if dependency.initializers.count > 1 {
          reason = "it has \(dependency.initializers.count) @Injected initializers: keep @Injected on one"
        } else {
          continue
        }
        unbound[key, default: []].append(
          Unbound(
            reason: "'\(dependency.name)' is a @Dependency, but \(reason)",
            note: "'\(dependency.name)' is declared here", location: dependency.location))
      }
      for module in index.modules {
        for provider in module.providers {
          let reason: String
          if !isComponent(module.registeredTo) {
            reason = "its module's 'registeredTo: \(module.registeredTo.text).self' names no component"
          } else {
            continue
          }
          let name = "\(module.name).\(provider.signature)"
          unbound[graph.key(for: provider.returnType), default: []].append(
            Unbound(
              reason: "@Provider '\(name)' returns it, but \(reason)", note: "'\(name)' is declared here",
              location: provider.location))
        }
      }
    }
    for component in graph.componentNames {
      for binding in graph.bindings(of: component) {
        guard case .dependency(let dependency, _) = binding.source, dependency.boundTo != nil else { continue }
        boundAs[graph.key(declared: dependency.name, in: dependency.moduleName), default: []].append(binding)
      }
    }
  }

  /// Declarations of `key` that Sword saw but could not bind, with the reason.
  func unboundDeclarations(of key: BindingKey) -> [Unbound] { unbound[key] ?? [] }

  /// The top-level types named like the head of `key` (`Clock` for `Clock` or `Core.Clock`), declared in the
  /// module the key names when it names one.
  func declaredTypes(for key: BindingKey) -> [DeclaredType] {
    let head = TypeResolver.head(of: key.display)
    let all = types[head] ?? []
    let module = key.type.hasSuffix(key.display) ? String(key.type.dropLast(key.display.count + 1)) : ""
    let sameModule = all.filter { $0.module == module }
    return sameModule.isEmpty ? all : sameModule
  }

  /// The parsed types that declare a conformance to the protocol `name` (written plainly or module-qualified) and
  /// have an `@Injected` initializer: what would implement it had it kept its `@Dependency`.
  func injectableConformers(of name: String) -> [DeclaredType] {
    types.values.joined().filter { type in
      !type.isScanned && type.declaration.hasInjectedInit
        && type.declaration.inherits.contains { $0 == name || $0.hasSuffix("." + name) }
    }.sorted { $0.declaration.location < $1.declaration.location }
  }

  /// Whether `file` has a syntax error (its declarations were not read).
  func doesNotParse(_ file: String) -> Bool { unparsableFiles.contains(file) }
}
