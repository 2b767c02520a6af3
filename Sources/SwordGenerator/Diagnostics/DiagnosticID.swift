/// The stable identifier of a kind of problem, printed as `[Sword/<Name>]`.
///
/// Identifiers are part of the product: scripts and documentation refer to them, so an identifier is never
/// renamed or reused for another problem.
public struct DiagnosticID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ name: String) { self.rawValue = "Sword/\(name)" }
  public var description: String { rawValue }
}

extension DiagnosticID {
  // Configuration (.sword.yml)
  public static let configUnreadable = DiagnosticID("ConfigUnreadable")
  public static let configSyntax = DiagnosticID("ConfigSyntax")
  public static let configUnknownKey = DiagnosticID("ConfigUnknownKey")
  public static let configWrongType = DiagnosticID("ConfigWrongType")
  public static let configMissingKey = DiagnosticID("ConfigMissingKey")
  public static let configDuplicateKey = DiagnosticID("ConfigDuplicateKey")
  public static let configMissingPath = DiagnosticID("ConfigMissingPath")
  public static let configPathOutsideWorkspace = DiagnosticID("ConfigPathOutsideWorkspace")
  public static let configUnsupported = DiagnosticID("ConfigUnsupported")
  /// A value of the right type but an unusable form: an empty `targets` list, an `output` that is absolute or not
  /// a `.swift` file, a `module` that is not an identifier.
  public static let configInvalidValue = DiagnosticID("ConfigInvalidValue")
  /// The same package path, or the same target of one package, listed twice.
  public static let configDuplicateEntry = DiagnosticID("ConfigDuplicateEntry")
  /// Keys that cannot be used together, such as the package and Xcode forms of `root`.
  public static let configConflictingKeys = DiagnosticID("ConfigConflictingKeys")

  // Packages (swift package describe)
  public static let describeFailed = DiagnosticID("DescribeFailed")
  public static let unknownTarget = DiagnosticID("UnknownTarget")
  public static let rootTargetAmbiguous = DiagnosticID("RootTargetAmbiguous")
  public static let unsupportedTarget = DiagnosticID("UnsupportedTarget")
  public static let swiftNotFound = DiagnosticID("SwiftNotFound")

  // Sources
  public static let sourceUnreadable = DiagnosticID("SourceUnreadable")
  public static let sourceSyntax = DiagnosticID("SourceSyntax")

  // Graph
  public static let missingBinding = DiagnosticID("MissingBinding")
  public static let duplicateBinding = DiagnosticID("DuplicateBinding")
  public static let dependencyCycle = DiagnosticID("DependencyCycle")
  public static let unknownComponent = DiagnosticID("UnknownComponent")
  public static let duplicateComponent = DiagnosticID("DuplicateComponent")
  public static let subcomponentCycle = DiagnosticID("SubcomponentCycle")
  public static let assistedInjectedAsDependency = DiagnosticID("AssistedInjectedAsDependency")
  public static let missingInjectedInit = DiagnosticID("MissingInjectedInit")
  public static let notVisible = DiagnosticID("NotVisible")
  public static let accessorCollision = DiagnosticID("AccessorCollision")

  // Output
  public static let outputUnwritable = DiagnosticID("OutputUnwritable")
  public static let outputStale = DiagnosticID("OutputStale")
}

extension DiagnosticID {
  public static let unreadableAttribute = DiagnosticID("UnreadableAttribute")
  public static let scopedAssisted = DiagnosticID("ScopedAssisted")
  public static let invalidInjectedInit = DiagnosticID("InvalidInjectedInit")
  public static let invalidProvider = DiagnosticID("InvalidProvider")
  public static let weakReferenceValueType = DiagnosticID("WeakReferenceValueType")
}
