/// Build-system mode's first stage, in place of config and describe: the index files read as they are and the
/// modules of the module lists, to be indexed by the index stage. Each module may come once; every problem is
/// reported together.
package enum BuildSystemInput {
  /// What the request's files hold.
  package struct Loaded: Sendable {
    /// The indexes of the index files.
    package var indexes: [TargetIndex]
    /// The modules of the module lists, for the index stage.
    package var targets: [SwordTarget]
    /// The modules the module lists say are main-actor isolated by default.
    package var mainActorModules: Set<String>
  }

  /// Reads the index files and module lists of `request`. Their paths, and the sources' paths in module lists,
  /// are kept as given (a build system's paths, relative to the folder it runs `sword` in): they are what
  /// diagnostics show.
  package static func load(_ request: BuildSystemRequest) throws(DiagnosticsError) -> Loaded {
    var loaded = Loaded(indexes: [], targets: [], mainActorModules: [])
    var problems: [Diagnostic] = []
    var firstOrigin: [String: String] = [:]
    /// False, with a problem, when `module` was already given.
    func isFirst(_ module: String, origin: String) -> Bool {
      guard let earlier = firstOrigin[module] else {
        firstOrigin[module] = origin
        return true
      }
      problems.append(
        Diagnostic(
          .duplicateIndex, "module '\(module)' is given twice; pass each module once",
          at: SourceLocation(file: origin, line: 1, column: 1),
          notes: [.init("'\(module)' is also given here", at: SourceLocation(file: earlier, line: 1, column: 1))]))
      return false
    }
    for path in request.indexFiles {
      do {
        let index = try IndexFile.read(path)
        if isFirst(index.moduleName, origin: path) { loaded.indexes.append(index) }
      } catch {
        problems += error.diagnostics
      }
    }
    for path in request.moduleLists {
      do {
        for module in try ModuleList.read(path).modules
        where isFirst(module.module, origin: path) {
          loaded.targets.append(
            SwordTarget(
              name: module.module, moduleName: module.module, packagePath: "", directory: "",
              sourceFiles: module.sources, isRoot: false))
          if module.defaultIsolation == "MainActor" { loaded.mainActorModules.insert(module.module) }
        }
      } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems.sorted()) }
    return loaded
  }
}
