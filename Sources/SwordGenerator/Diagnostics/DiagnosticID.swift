/// The stable identifier of a kind of problem, printed as `[Sword/<Name>]`.
///
/// Identifiers are part of the product: scripts and documentation refer to them, so an identifier is never
/// renamed or reused for another problem.
package struct DiagnosticID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
  package var rawValue: String
  package init(rawValue: String) { self.rawValue = rawValue }
  package init(_ name: String) { self.rawValue = "Sword/\(name)" }
  package var description: String { rawValue }
}

extension DiagnosticID {
  // Configuration (.sword.yml)
  package static let configUnreadable = DiagnosticID("ConfigUnreadable")
  package static let configSyntax = DiagnosticID("ConfigSyntax")
  package static let configUnknownKey = DiagnosticID("ConfigUnknownKey")
  package static let configWrongType = DiagnosticID("ConfigWrongType")
  package static let configMissingKey = DiagnosticID("ConfigMissingKey")
  package static let configDuplicateKey = DiagnosticID("ConfigDuplicateKey")
  package static let configMissingPath = DiagnosticID("ConfigMissingPath")
  package static let configPathOutsideWorkspace = DiagnosticID("ConfigPathOutsideWorkspace")
  package static let configUnsupported = DiagnosticID("ConfigUnsupported")
  /// A value of the right type but an unusable form: an empty `targets` list, an `output` that is absolute or not
  /// a `.swift` file, a `module` that is not an identifier.
  package static let configInvalidValue = DiagnosticID("ConfigInvalidValue")
  /// The same package path, or the same target of one package, listed twice.
  package static let configDuplicateEntry = DiagnosticID("ConfigDuplicateEntry")
  /// Keys that cannot be used together, such as the package and Xcode forms of `root`.
  package static let configConflictingKeys = DiagnosticID("ConfigConflictingKeys")

  // Packages (swift package describe)
  package static let describeFailed = DiagnosticID("DescribeFailed")
  package static let sourceLinkLoop = DiagnosticID("SourceLinkLoop")
  package static let unknownTarget = DiagnosticID("UnknownTarget")
  package static let rootTargetAmbiguous = DiagnosticID("RootTargetAmbiguous")
  package static let unsupportedTarget = DiagnosticID("UnsupportedTarget")
  package static let swiftNotFound = DiagnosticID("SwiftNotFound")

  // Sources
  package static let sourceUnreadable = DiagnosticID("SourceUnreadable")
  package static let sourceSyntax = DiagnosticID("SourceSyntax")

  // Graph
  package static let missingBinding = DiagnosticID("MissingBinding")
  package static let duplicateBinding = DiagnosticID("DuplicateBinding")
  package static let dependencyCycle = DiagnosticID("DependencyCycle")
  package static let unknownComponent = DiagnosticID("UnknownComponent")
  package static let duplicateComponent = DiagnosticID("DuplicateComponent")
  package static let subcomponentCycle = DiagnosticID("SubcomponentCycle")
  package static let assistedInjectedAsDependency = DiagnosticID("AssistedInjectedAsDependency")
  package static let notVisible = DiagnosticID("NotVisible")
  package static let accessorCollision = DiagnosticID("AccessorCollision")

  // Output
  package static let outputUnwritable = DiagnosticID("OutputUnwritable")
  package static let outputStale = DiagnosticID("OutputStale")
}

extension DiagnosticID {
  package static let unreadableAttribute = DiagnosticID("UnreadableAttribute")
  package static let scopedAssisted = DiagnosticID("ScopedAssisted")
  package static let invalidInjectedInit = DiagnosticID("InvalidInjectedInit")
  package static let weakReferenceValueType = DiagnosticID("WeakReferenceValueType")
}
