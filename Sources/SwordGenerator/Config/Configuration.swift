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
package struct Configuration: Hashable, Sendable {
  /// A local package whose listed targets take part in the graph (rockname/sword's `local_packages`).
  package struct LocalPackage: Hashable, Sendable {
    /// The package folder, absolute and standardized.
    package var path: String
    /// Where `path:` was written.
    package var location: SourceLocation
    /// The target names listed under `targets:`, each with its location.
    package var targets: [Located<String>]
    /// `generate_mocks: true`: every `@Dependency` type of these targets gets a DEBUG-only `mock(…)`, as
    /// `generateMock: true` gives one type (see ``MockPlan``).
    package var generatesMocks = false
    package init(path: String, location: SourceLocation, targets: [Located<String>]) {
      self.path = path
      self.location = location
      self.targets = targets
    }
  }

  /// Where the generated code goes.
  package enum Root: Hashable, Sendable {
    /// A target of a Swift package. `target == nil` means "the package's only executable target".
    /// `output` is relative to the target's directory.
    case package(path: String, target: Located<String>?, output: String)
    /// A plain folder of sources (an Xcode app), with its module name. `output` is relative to the
    /// folder of `.sword.yml`.
    case sources(folder: String, module: String, output: String)
    /// A target of an Xcode project (`xcode_project:` and `target:`), as read from its `project.pbxproj`: its
    /// sources, module name and settings, and the local packages it uses.
    case xcodeProject(XcodeProjectRoot)
  }

  /// The `.sword.yml` that was read, absolute.
  package var file: String
  /// The folder of `.sword.yml`: relative paths are resolved against it.
  package var workspaceRoot: String
  package var localPackages: [LocalPackage]
  package var root: Root
  /// Where `root:` was written (or the top of the file when it was left out), for diagnostics about it.
  package var rootLocation: SourceLocation
  /// `test_overrides: true`: the generated code lets tests replace bindings (`AppComponent(…, overrides: …)`), in
  /// DEBUG builds only.
  package var testOverrides = false
  /// `tests:`: test targets of the root package whose `@Module`s and `@Dependency` types replace the bindings of
  /// the same keys for every component their tests build (see ``TestModulePlan``).
  package var tests: [Located<String>] = []
  /// `components:` under `root`: the root components whose code goes into this root target (with their
  /// subcomponents); `nil` for all of them. Lets two targets (an app and its widget extension, say) each get the
  /// code of their own root component, from two configuration files.
  package var rootComponents: [Located<String>]?
  /// `default_isolation: MainActor` in the Xcode form of `root`: the app target is built with
  /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (Xcode 26's default for new apps). A package target's isolation is
  /// read from its `Package.swift` instead.
  package var rootIsMainActorByDefault = false
  /// `root` was left out: the generated code goes to the only executable target of the package in the folder of
  /// `.sword.yml`, which rockname/sword's Xcode layout does not have.
  package var rootIsDefault = false
  /// `allow_outside_workspace: true`: paths (and the output) may lead outside the folder of `.sword.yml`.
  package var allowOutsideWorkspace = false
  /// `output_files:` under `root`: the generated code in this many files beside `output` (see ``OutputParts``).
  package var outputFiles = 1

  /// The generated file may go anywhere (a build system's run on an Xcode project chooses where its outputs go);
  /// the packages it reads still obey ``allowOutsideWorkspace``.
  package var outputMayLeaveWorkspace = false

  /// The folder the generated file must stay in, symbolic links resolved: the workspace folder, or `nil` when
  /// `allow_outside_workspace` is set or a build system chose the output.
  package var outputBoundary: String? { allowOutsideWorkspace || outputMayLeaveWorkspace ? nil : workspaceRoot }

  package init(
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
}
