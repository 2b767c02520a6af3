/// A type marked `@Module(registeredTo:)`, with its `@Provider` functions.
public struct ModuleDeclaration: Codable, Hashable, Sendable {
  public var name: String
  public var moduleName: String
  public var registeredTo: TypeReference
  public var accessLevel: AccessLevel
  public var providers: [ProviderDeclaration]
  /// `multibindings:`, the collections this module declares (possibly empty): `[any Tracker]`, `Set<String>`,
  /// `[String: any Screen]`.
  public var multibindings: [TypeReference] = []
  public var location: SourceLocation

  public init(
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
