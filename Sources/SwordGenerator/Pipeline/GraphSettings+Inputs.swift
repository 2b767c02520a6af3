extension GraphSettings {
  /// The settings `.sword.yml` gives, with what the describe stage found of its packages.
  init(_ configuration: Configuration, workspace: Workspace) {
    self.init(rootModule: workspace.root.moduleName)
    testOverrides = configuration.testOverrides
    rootComponents = configuration.rootComponents?.map { ($0.value, $0.location) }
    mainActorModules = Set(workspace.targets.filter(\.isMainActorByDefault).map(\.moduleName))
    internalImportModules = Set(workspace.targets.filter(\.importsInternalByDefault).map(\.moduleName))
    packageOfModule = Dictionary(workspace.targets.map { ($0.moduleName, $0.packagePath) }) { a, _ in a }
    workspaceWarnings = workspace.warnings
    rootLocation = configuration.rootLocation
    workspaceRoot = configuration.workspaceRoot
    unlistedTargets = workspace.unlistedTargets
    let mockPackages = Set(configuration.localPackages.filter(\.generatesMocks).map(\.path))
    mockModules = Set(workspace.targets.filter { mockPackages.contains($0.packagePath) }.map(\.moduleName))
    testModules = Set(TestTargets.modules(of: workspace, in: configuration).keys)
    mockModules.subtract(testModules)
  }

  /// The settings build-system mode's options give, with the modules its lists mark `@MainActor` by default.
  init(_ request: BuildSystemRequest, loaded: BuildSystemInput.Loaded) {
    self.init(rootModule: request.rootModule)
    testOverrides = request.testOverrides
    // Names from `--component` have no place in a file: their problems are reported without one.
    rootComponents = request.rootComponents?.map { ($0, nil) }
    mainActorModules = request.mainActorModules.union(loaded.mainActorModules)
  }
}
