/// A dependency graph nested in a parent component: the class that `@Subcomponent(of:)` marks. Its bindings can
/// use everything its parent provides; the parent gets a `make<Name>(...)` factory for it.
///
/// A subcomponent also exposes its ancestors' bindings as its own members, as rockname/sword's subcomponents do:
/// `loginComponent.userRepository` reads `loginComponent.parent.userRepository` when the subcomponent has no
/// binding of that name itself (its own accessors always win).
///
/// You do not conform to this protocol yourself; the `@Subcomponent` macro adds the conformance.
@dynamicMemberLookup
public protocol Subcomponent: Component {
  /// The component this one is created from.
  associatedtype Parent: Component
  /// The component this one was made from (`appComponent.makeLoginComponent().parent === appComponent`).
  var parent: Parent { get }
}

extension Subcomponent {
  /// A member of the parent (and so of any ancestor) read through this subcomponent: `login.userRepository`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Parent, Value>) -> Value {
    parent[keyPath: keyPath]
  }
}

/// Marks a `final class` as a subcomponent of `parent`.
///
/// The macro adds `let parent: Parent`, one stored `let` per argument type, the storage for scoped instances and
/// an initializer taking the parent and then the arguments. Sword generates the factory on the parent:
///
/// ```swift
/// @Subcomponent(of: AppComponent.self, arguments: Session.self)
/// final class LoginComponent {}
///
/// let login = appComponent.makeLoginComponent(session: session)
/// login.parent === appComponent // true
/// ```
@attached(member, names: arbitrary)
@attached(extension, conformances: Subcomponent, names: named(Parent))
public macro Subcomponent(of parent: any Component.Type, arguments: Any.Type...) =
  #externalMacro(module: "SwordMacros", type: "SubcomponentMacro")

/// Marks a `final class` as a subcomponent of `parent`, with arguments spelled the older rockname/sword way:
///
/// ```swift
/// @Subcomponent(of: AppComponent.self, arguments: .init(Session.self))
/// final class LoginComponent {}
/// ```
@attached(member, names: arbitrary)
@attached(extension, conformances: Subcomponent, names: named(Parent))
public macro Subcomponent(of parent: any Component.Type, arguments: ComponentArgument...) =
  #externalMacro(module: "SwordMacros", type: "SubcomponentMacro")

/// Marks a `final class` as a subcomponent of `parent` that takes no arguments of its own.
///
/// ```swift
/// @Subcomponent(of: AppComponent.self)
/// final class SettingsComponent {}
///
/// let settings = appComponent.makeSettingsComponent()
/// ```
@attached(member, names: arbitrary)
@attached(extension, conformances: Subcomponent, names: named(Parent))
public macro Subcomponent(of parent: any Component.Type) =
  #externalMacro(module: "SwordMacros", type: "SubcomponentMacro")
