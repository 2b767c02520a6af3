/// What Sword reads from an Xcode project for `root: {xcode_project: App.xcodeproj, target: App}`: the app target's
/// Swift sources, module name and settings, the framework targets of the project it depends on, and the local
/// Swift packages whose products it uses.
///
/// ```swift
/// let root = try XcodeProjectReader.read(
///   projectPath: "/repo/VoiceMemo.xcodeproj", target: Located("VoiceMemo", at: location), output: nil,
///   projectLocation: location, rootLocation: location
/// ).get()
/// root.app.moduleName  // "VoiceMemo"
/// root.packages.map(\.path)  // ["/repo/Package"]
/// ```
package struct XcodeProjectRoot: Hashable, Sendable {
  /// One target of the project that Sword indexes: the app target, or a framework it depends on.
  package struct Target: Hashable, Sendable {
    package var name: String
    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` made an identifier, as Xcode derives it.
    package var moduleName: String
    /// Its Swift sources (the Sources build phase, or its synchronized folders), absolute and sorted.
    package var sourceFiles: [String]
    /// The folder its sources share (where the generated file goes by default).
    package var directory: String
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`.
    package var isMainActorByDefault: Bool
    /// `SWIFT_UPCOMING_FEATURE_INTERNAL_IMPORTS_BY_DEFAULT = YES` in some build configuration.
    package var importsInternalByDefault = false
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` by build configuration (`Debug: [DEBUG]`): what the project compiles
    /// its `#if` blocks with. The generated code keeps each `#if` of the sources, so it compiles in every one.
    package var compilationConditions: [String: [String]]
  }

  /// A local package the project references, by its folder.
  package struct Package: Hashable, Sendable {
    /// The package folder, absolute and standardized.
    package var path: String
    /// Where the project names it.
    package var location: SourceLocation
    /// True when it is an `XCLocalSwiftPackageReference` (Xcode's "Add Local…"); false for a package folder
    /// dragged into the project's file tree.
    package var isPackageReference: Bool
  }

  /// A package product a target of the project uses (`packageProductDependencies`).
  package struct Product: Hashable, Sendable {
    package var name: String
    /// The folder of the local package it comes from; `nil` when the project does not say, as Xcode writes it for
    /// a package added with "Add Local…" or dragged into the file tree: any local package of the project may vend it.
    package var packagePath: String?
    /// Where the project names it.
    package var location: SourceLocation
  }

  /// The `.xcodeproj` folder, absolute.
  package var projectPath: String
  /// The app target: the root of the generated code.
  package var app: Target
  /// The framework and library targets of the project the app depends on (`PBXTargetDependency`), recursively.
  package var frameworks: [Target]
  /// The local packages the project references.
  package var packages: [Package]
  /// The products of local packages that the app and its frameworks use (remote packages' and plugins' left out).
  package var products: [Product]
  /// The generated file, absolute: `output:` in `.sword.yml`, else `Sword.generated.swift` in the app's folder.
  package var outputPath: String
  /// Where `root:` is written in `.sword.yml`.
  package var location: SourceLocation
}
