/// The test targets `tests:` names in `.sword.yml`: test targets of the root package that depend on the root
/// target, whose `@Module`s and `@Dependency` types replace bindings for the components their tests build (see
/// `TestModulePlan`). Each is indexed like any target; its generated code goes into its own folder.
///
/// ```yaml
/// root:
///   target: NotesApp
/// tests: [NotesAppTests]
/// ```
enum TestTargets {
  /// The targets `configuration` lists under `tests:`, found in the root package's description, or why one
  /// cannot be used.
  static func find(
    _ configuration: Configuration, root: SwordTarget,
    descriptions: [String: Result<DescribedPackage, DiagnosticsError>]
  ) -> (targets: [SwordTarget], problems: [Diagnostic]) {
    guard !configuration.tests.isEmpty else { return ([], []) }
    guard case .package(let path, _, _) = configuration.root,
      case .success(let package)? = descriptions[Paths.join(configuration.workspaceRoot, path)]
    else {
      return (
        [],
        configuration.tests.map {
          Diagnostic(
            .configUnsupported,
            "'tests' names test targets of the root package, and this root is not a package's target; write "
              + "'root: {target: …}' for a package, or leave 'tests' out",
            at: $0.location)
        }
      )
    }
    var targets: [SwordTarget] = []
    var problems: [Diagnostic] = []
    for name in configuration.tests {
      guard let target = package.target(named: name.value) else {
        let tests = package.targets.filter { $0.kind == .test }.map(\.name).sorted()
        let nearest = Suggestion.nearest(to: name.value, in: tests, maxDistance: max(2, name.value.count / 3))
        problems.append(
          Diagnostic(
            .unknownTarget,
            "package '\(package.name)' has no test target named '\(name.value)'"
              + (nearest.map { "; did you mean '\($0)'?" } ?? ""),
            at: name.location,
            detail: tests.isEmpty ? [] : ["test targets of '\(package.name)': \(tests.joined(separator: ", "))"]))
        continue
      }
      guard target.kind == .test, target.isSwift else {
        problems.append(
          Diagnostic(
            .unsupportedTarget,
            "'\(name.value)' is a \(target.kind) target of package '\(package.name)'; 'tests' lists test targets "
              + "(list other targets under 'local_packages')", at: name.location))
        continue
      }
      guard target.targetDependencies.contains(root.name) else {
        problems.append(
          Diagnostic(
            .testTargetWithoutRoot,
            "test target '\(name.value)' does not depend on '\(root.name)', whose bindings its test modules "
              + "replace; add \"\(root.name)\" to its dependencies in Package.swift", at: name.location))
        continue
      }
      targets.append(
        SwordTarget(described: target, packagePath: Paths.join(configuration.workspaceRoot, path), isRoot: false))
    }
    return (targets, problems)
  }

  /// The test targets of `workspace` that `configuration` lists under `tests:`, by module name, with the file
  /// their code goes to.
  static func modules(of workspace: Workspace, in configuration: Configuration) -> [String: String] {
    guard !configuration.tests.isEmpty, let root = workspace.rootTarget else { return [:] }
    let names = Set(configuration.tests.map(\.value))
    let tests = workspace.targets.filter { !$0.isRoot && $0.packagePath == root.packagePath && names.contains($0.name) }
    return Dictionary(tests.map { ($0.moduleName, $0.testsFile) }) { first, _ in first }
  }
}
