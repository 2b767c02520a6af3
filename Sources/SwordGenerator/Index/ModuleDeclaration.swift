/// A type marked `@Module(registeredTo:)`, with its `@Provider` functions.
package struct ModuleDeclaration: Hashable, Sendable {
  package var name: String
  package var moduleName: String
  package var registeredTo: TypeReference
  package var accessLevel: AccessLevel
  package var providers: [ProviderDeclaration]
  /// `multibindings:`, the collections this module declares (possibly empty): `[any Tracker]`, `Set<String>`,
  /// `[String: any Screen]`.
  package var multibindings: [TypeReference] = []
  package var location: SourceLocation

  package init(
    name: String, moduleName: String, registeredTo: TypeReference, accessLevel: AccessLevel,
    providers: [ProviderDeclaration], location: SourceLocation
  ) {
    self.name = name
    self.moduleName = moduleName
    self.registeredTo = registeredTo
    self.accessLevel = accessLevel
    self.providers = providers
    self.location = location
  }
}
