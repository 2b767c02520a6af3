/// A value read from `.sword.yml`, with the place it was written, for diagnostics.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var location: SourceLocation
  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

/// What `.sword.yml` says, with every path made absolute and checked to exist.
///
/// ```yaml
/// local_packages:
///   - path: Packages/Core
///     targets: [Networking, Storage]
/// root:
///   path: .
///   target: App
///   output: Sword.generated.swift
/// ```
public struct Configuration: Hashable, Sendable {
  /// A local package whose listed targets take part in the graph (rockname/sword's `local_packages`).
  public struct LocalPackage: Hashable, Sendable {
    /// The package folder, absolute and standardized.
    public var path: String
    /// Where `path:` was written.
    public var location: SourceLocation
    /// The target names listed under `targets:`, each with its location.
    public var targets: [Located<String>]
    public init(path: String, location: SourceLocation, targets: [Located<String>]) {
      self.path = path
      self.location = location
      self.targets = targets
    }
  }

  /// Where the generated code goes.
  public enum Root: Hashable, Sendable {
    /// A target of a Swift package. `target == nil` means "the package's only executable target".
    /// `output` is relative to the target's directory.
    case package(path: String, target: Located<String>?, output: String)
    /// A plain folder of sources (an Xcode app), with its module name. `output` is relative to the
    /// folder of `.sword.yml`.
    case sources(folder: String, module: String, output: String)
  }

  /// The `.sword.yml` that was read, absolute.
  public var file: String
  /// The folder of `.sword.yml`: relative paths are resolved against it.
  public var workspaceRoot: String
  public var localPackages: [LocalPackage]
  public var root: Root
  /// Where `root:` was written (or the top of the file when it was left out), for diagnostics about it.
  public var rootLocation: SourceLocation
  /// `test_overrides: true`: the generated code lets tests replace bindings (`AppComponent(…, overrides: …)`), in
  /// DEBUG builds only.
  public var testOverrides = false
  /// `components:` under `root`: the root components whose code goes into this root target (with their
  /// subcomponents); `nil` for all of them. Lets two targets (an app and its widget extension, say) each get the
  /// code of their own root component, from two configuration files.
  public var rootComponents: [Located<String>]?
  /// `default_isolation: MainActor` in the Xcode form of `root`: the app target is built with
  /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (Xcode 26's default for new apps). A package target's isolation is
  /// read from its `Package.swift` instead.
  public var rootIsMainActorByDefault = false
  /// `root` was left out: the generated code goes to the only executable target of the package in the folder of
  /// `.sword.yml`, which rockname/sword's Xcode layout does not have.
  public var rootIsDefault = false
  /// `allow_outside_workspace: true`: paths (and the output) may lead outside the folder of `.sword.yml`.
  public var allowOutsideWorkspace = false
  /// `output_files:` under `root`: the generated code in this many files beside `output` (see ``OutputParts``).
  public var outputFiles = 1

  /// The folder the generated file must stay in, symbolic links resolved: the workspace folder, or `nil` when
  /// `allow_outside_workspace` is set.
  public var outputBoundary: String? { allowOutsideWorkspace ? nil : workspaceRoot }

  public init(
    file: String,
    workspaceRoot: String,
    localPackages: [LocalPackage],
    root: Root,
    rootLocation: SourceLocation
  ) {
    self.file = file
    self.workspaceRoot = workspaceRoot
    self.localPackages = localPackages
    self.root = root
    self.rootLocation = rootLocation
  }

  /// The default name of the generated file.
  public static let defaultOutput = "Sword.generated.swift"
}
