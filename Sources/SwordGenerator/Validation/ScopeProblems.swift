/// Scopes that cannot work on the binding they are written on.
enum ScopeProblems {
  static func check(_ binding: Binding) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    if let scope = binding.scope, binding.isAssisted {
      var notes: [Diagnostic.Note] = []
      if case .dependency(let dependency, _) = binding.source, let location = dependency.scopeLocation {
        notes.append(.init("scoped .\(scope.rawValue) here", at: location))
      }
      notes += binding.assistedParameters.map { .init("'\($0.name)' is @Assisted here", at: $0.location) }
      diagnostics.append(
        Diagnostic(
          .scopedAssisted,
          "'\(binding.key)' is scoped and has @Assisted parameters; a scoped instance is made once, so it cannot take "
            + "arguments from its caller. Remove 'scopedWith:' or the @Assisted parameters",
          at: binding.location, notes: notes))
    }
    return diagnostics
  }

  /// `.weakReference` on a `@Provider` whose return type a target declares as a struct, an enum or a protocol: the
  /// instance is held by a weak reference to its class, so the generated code would not compile. (A `@Dependency`
  /// on a struct or enum is refused while indexing, in the macro's words: `WeakReferenceOnValueType`; a provider's
  /// type may be declared anywhere, so this needs the declared types.)
  /// `declared` is only evaluated for such a provider.
  static func weakReferenceProvider(_ binding: Binding, declared: @autoclosure () -> DeclaredTypes) -> [Diagnostic] {
    guard isWeakReferenceProvider(binding), case .provider(let module, let provider) = binding.source,
      let declaration = declared().declaration(
        of: binding.key, seenFrom: provider.location.file, in: module.moduleName),
      [.struct, .enum, .protocol].contains(declaration.kind)
    else { return [] }
    let advice = declaration.kind == .protocol ? "return the concrete class" : "make it a class"
    return [
      Diagnostic(
        .weakReferenceValueType,
        "'\(module.name).\(provider.signature)' returns '\(binding.key.display)', a \(declaration.kind.rawValue); "
          + ".weakReference needs a class. Use .single or \(advice)",
        at: provider.location,
        notes: [.init("'\(declaration.name)' is declared here", at: declaration.location)])
    ]
  }

  /// Whether ``weakReferenceProvider(_:declared:)`` looks at `binding` (and so needs the declared types).
  static func isWeakReferenceProvider(_ binding: Binding) -> Bool {
    guard binding.scope == .weakReference, case .provider = binding.source else { return false }
    return true
  }

  /// Every type the targets declare, for ``weakReferenceProvider(_:declared:)``: those of parsed files, and those the
  /// text scan found in files without a Sword attribute (which are not parsed, so keys naming them stay unqualified).
  struct DeclaredTypes {
    private var qualified: [String: TypeDeclaration] = [:]
    /// By plain name, with the declaring module.
    private var byName: [String: [(module: String, declaration: TypeDeclaration)]] = [:]
    /// The modules each indexed file imports.
    private var imports: [String: [String]] = [:]

    init(_ graph: BindingGraph) {
      for index in graph.resolver.indexes {
        for type in index.types + index.scannedTypes
        where qualified.updateValue(type, forKey: index.moduleName + "." + type.name) == nil {
          byName[type.name, default: []].append((index.moduleName, type))
        }
        imports.merge(index.imports) { first, _ in first }
      }
    }

    /// The declaration `key` names: by its module-qualified type; for an unqualified key (`Score`, or `any Clock`
    /// looked up as `Clock`), the one type of that name in `module` or a module `file` imports, if there is exactly
    /// one (so that Foundation's `Timer` is never taken for a workspace's `struct Timer` the file does not see).
    func declaration(of key: BindingKey, seenFrom file: String, in module: String) -> TypeDeclaration? {
      let type = key.type.hasPrefix("any ") ? String(key.type.dropFirst(4)) : key.type
      if let found = qualified[type] { return found }
      let visible = Set([module] + (imports[file] ?? []))
      let named = (byName[type] ?? []).filter { visible.contains($0.module) }
      return named.count == 1 ? named[0].declaration : nil
    }
  }
}
