/// The rules Sword's macros enforce, each with its stable id and the words it is reported in. The macros report
/// them when the compiler expands them (`SwordDiagnostic`), and `sword generate` reports the same ones, in the same
/// words, at the same place, before anything is written: a graph the compiler would refuse never gets a success.
///
/// ```swift
/// MacroRule.notAClass("Component").message  // "@Component must be attached to a final class"
/// ```
public struct MacroRule: Sendable, Equatable {
  /// The id, in the `Sword` domain of the macros and the `Sword/` prefix of the generator (`ComponentNotClass`).
  public let id: String
  public let message: String
  /// Only a warning (`ComponentNotFinal`): the code still compiles.
  public let isWarning: Bool

  init(_ id: String, _ message: String, isWarning: Bool = false) {
    self.id = id
    self.message = message
    self.isWarning = isWarning
  }

  /// `@Component` or `@Subcomponent` on anything but a class.
  public static func notAClass(_ macro: String) -> Self {
    Self("ComponentNotClass", "@\(macro) must be attached to a final class")
  }

  /// A warning: rockname/sword accepts a component that is not `final`, and so does Sword; a subclass would
  /// inherit the generated accessors but not its own bindings, so `final` is what is meant.
  public static func notFinal(_ macro: String) -> Self {
    Self(
      "ComponentNotFinal",
      "@\(macro) should be attached to a final class: a subclass would not get bindings of its own",
      isWarning: true)
  }

  public static func argumentNotType(_ macro: String) -> Self {
    Self("ComponentArgumentNotType", "@\(macro) arguments must be written as a type followed by '.self'")
  }

  public static let parentNotType = Self(
    "SubcomponentParentNotType", "@Subcomponent needs its parent written as 'of: ParentComponent.self'")

  /// A component argument stored under a name the component already uses (`parent` of a subcomponent, the
  /// storage, or another argument of the same name).
  public static func argumentNameClash(_ name: String) -> Self {
    Self(
      "ComponentArgumentNameClash",
      "this argument would be stored as '\(name)', a name already taken; wrap it in a type with another name")
  }

  /// The names a component's arguments may not be stored under: the storage, and a subcomponent's `parent`.
  public static func reservedArgumentNames(isSubcomponent: Bool) -> Set<String> {
    isSubcomponent ? ["_swordStorage", "parent"] : ["_swordStorage"]
  }

  public static let injectedNotOnInitializer = Self(
    "InjectedNotOnInitializer", "@Injected must be attached to an initializer")
  public static let providerNotFunction = Self("ProviderNotFunction", "@Provider must be attached to a static function")
  public static let providerNotStatic = Self(
    "ProviderNotStatic", "@Provider must be attached to a static function; add 'static'")
  public static let dependencyNotType = Self(
    "DependencyNotType", "@Dependency must be attached to a class, struct, enum or actor")
  public static let namedMisplaced = Self(
    "NamedMisplaced",
    "@Named qualifies a @Dependency type, a @Provider function or an injected parameter; remove it here")

  public static func contributionWithoutProvider(_ attribute: String) -> Self {
    Self("ContributionWithoutProvider", "@\(attribute) must be attached to a @Provider static function of a @Module")
  }

  public static let moduleNotStructOrEnum = Self(
    "ModuleNotStructOrEnum", "@Module must be attached to a struct or enum")

  public static func weakReferenceOnValueType(_ kind: String) -> Self {
    Self(
      "WeakReferenceOnValueType",
      "a weak reference needs a class, and this \(kind) is a value type; use '.single' or make it a class")
  }

  public static func missingInjectedInit(_ type: String) -> Self {
    Self(
      "MissingInjectedInit",
      "'\(type)' needs an initializer marked @Injected in its body, so that Sword knows how to create it")
  }

  public static func multipleInjectedInits(_ type: String, count: Int) -> Self {
    Self("MultipleInjectedInits", "'\(type)' has \(count) initializers marked @Injected; Sword needs exactly one")
  }

  /// The note ``multipleInjectedInits(_:count:)`` puts on each of the initializers.
  public static let injectedInitHere = "initializer marked @Injected here"
}
