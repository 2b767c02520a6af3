/// Identifiers for Xcode projects read as the root (`root: {xcode_project: …, target: …}`), and for a graph that
/// finds no component where the sources have some.
extension DiagnosticID {
  /// An `.xcodeproj` without a `project.pbxproj`, or one that is not the property list Xcode writes.
  package static let xcodeProjectUnreadable = DiagnosticID("XcodeProjectUnreadable")
  /// A Swift file the app target compiles (by the project's file references) that is not on disk.
  package static let xcodeFileMissing = DiagnosticID("XcodeFileMissing")
  /// Build configurations of the app target that disagree on a setting the generated code depends on (its module
  /// name or default actor isolation).
  package static let xcodeSettingsDiffer = DiagnosticID("XcodeSettingsDiffer")
  /// A package product the Xcode project uses that no local package it references vends.
  package static let xcodeProductMissing = DiagnosticID("XcodeProductMissing")
  /// A local package the Xcode project references (`XCLocalSwiftPackageReference`) whose folder is not there or
  /// holds no `Package.swift`.
  package static let xcodePackageMissing = DiagnosticID("XcodePackageMissing")
  /// The graph has no root component (a warning), so nothing is generated but an empty file.
  package static let noRootComponent = DiagnosticID("NoRootComponent")
  /// A component declared in a target of a described package that `.sword.yml` does not list (a warning, given
  /// with ``noRootComponent``).
  package static let unindexedComponent = DiagnosticID("UnindexedComponent")
}
