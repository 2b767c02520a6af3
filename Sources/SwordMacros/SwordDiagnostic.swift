import SwiftDiagnostics

/// A problem a Sword macro reports, with a stable id in the `Sword` domain (`Sword.ComponentNotFinal`), so that
/// tests and tools can match it without depending on the wording.
struct SwordDiagnostic: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  init(_ id: String, _ message: String, severity: DiagnosticSeverity = .error) {
    self.message = message
    self.diagnosticID = MessageID(domain: "Sword", id: id)
    self.severity = severity
  }
}

extension SwordDiagnostic {
  static func notAClass(_ macro: String) -> Self {
    Self("ComponentNotClass", "@\(macro) must be attached to a final class")
  }

  /// A warning, not an error: rockname/sword accepts a component that is not `final`, and so does Sword; a
  /// subclass would inherit the generated accessors but not its own bindings, so `final` is what is meant.
  static func notFinal(_ macro: String) -> Self {
    Self(
      "ComponentNotFinal",
      "@\(macro) should be attached to a final class: a subclass would not get bindings of its own",
      severity: .warning)
  }

  static func argumentNotType(_ macro: String) -> Self {
    Self("ComponentArgumentNotType", "@\(macro) arguments must be written as a type followed by '.self'")
  }

  static func parentNotType() -> Self {
    Self("SubcomponentParentNotType", "@Subcomponent needs its parent written as 'of: ParentComponent.self'")
  }

  static func argumentNameClash(_ name: String) -> Self {
    Self(
      "ComponentArgumentNameClash",
      "this argument would be stored as '\(name)', a name already taken; wrap it in a type with another name"
    )
  }

  static let injectedNotOnInitializer = Self("InjectedNotOnInitializer", "@Injected must be attached to an initializer")
  static let providerNotFunction = Self("ProviderNotFunction", "@Provider must be attached to a static function")
  static let providerNotStatic = Self("ProviderNotStatic", "@Provider must be attached to a static function")
  static let dependencyNotType = Self(
    "DependencyNotType", "@Dependency must be attached to a class, struct, enum or actor"
  )
  static let namedMisplaced = Self(
    "NamedMisplaced",
    "@Named qualifies a @Dependency type, a @Provider function or an injected parameter; remove it here"
  )
  static func contributionWithoutProvider(_ attribute: String) -> Self {
    Self("ContributionWithoutProvider", "@\(attribute) must be attached to a @Provider static function of a @Module")
  }

  static let moduleNotStructOrEnum = Self("ModuleNotStructOrEnum", "@Module must be attached to a struct or enum")

  static func weakReferenceOnValueType(_ kind: String) -> Self {
    Self(
      "WeakReferenceOnValueType",
      "a weak reference needs a class, and this \(kind) is a value type; use '.single' or make it a class"
    )
  }

  static func missingInjectedInit(_ type: String) -> Self {
    Self(
      "MissingInjectedInit",
      "'\(type)' needs an initializer marked @Injected in its body, so that Sword knows how to create it"
    )
  }

  static func multipleInjectedInits(_ type: String, count: Int) -> Self {
    Self(
      "MultipleInjectedInits",
      "'\(type)' has \(count) initializers marked @Injected; Sword needs exactly one"
    )
  }
}
