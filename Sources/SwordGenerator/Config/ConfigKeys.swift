/// The keys `.sword.yml` knows, per mapping, in the order they are documented.
enum ConfigKeys {
  static let localPackages = "local_packages"
  static let root = "root"
  static let allowOutsideWorkspace = "allow_outside_workspace"
  static let testOverrides = "test_overrides"
  static let path = "path"
  static let targets = "targets"
  static let target = "target"
  static let output = "output"
  static let outputFiles = "output_files"
  static let sources = "sources"
  static let module = "module"
  static let components = "components"
  static let defaultIsolation = "default_isolation"
  static let xcodeProject = "xcode_project"
  static let generateMocks = "generate_mocks"
  static let tests = "tests"

  /// Keys of the top-level mapping.
  static let topLevel = [localPackages, root, allowOutsideWorkspace, testOverrides, tests]
  /// Keys of one `local_packages` entry.
  static let localPackage = [path, targets, generateMocks]
  /// Keys of `root`, both forms.
  static let rootKeys = [
    path, target, output, outputFiles, sources, module, defaultIsolation, xcodeProject, components,
  ]
  /// The keys only the package form of `root` has.
  static let packageRootKeys = [path, target]
  /// The keys only the Xcode form of `root` has.
  static let xcodeRootKeys = [sources, module, defaultIsolation]
  /// The key only the Xcode project form of `root` has (with `target` and `output`).
  static let xcodeProjectRootKeys = [xcodeProject]
}
