/// The indexes of a build-system run (`sword generate --index … --modules …`): index files read as they are, and
/// module lists indexed now. Each module may come once; every problem is reported together.
enum BuildSystemInput {
  /// The indexes, sorted by module name, the modules the module lists say are main-actor isolated by default, and
  /// the problems found reading them.
  static func load(
    indexFiles: [String], moduleLists: [String], jobs: Int
  ) async -> (indexes: [TargetIndex], mainActorModules: Set<String>, problems: [Diagnostic]) {
    var mainActorModules: Set<String> = []
    var problems: [Diagnostic] = []
    var loaded: [(index: TargetIndex, origin: String)] = []
    for path in indexFiles {
      do {
        loaded.append((try IndexFile.read(path), path))
      } catch {
        problems += error.diagnostics
      }
    }
    var targets: [SwordTarget] = []
    var targetOrigins: [String] = []
    for path in moduleLists {
      do {
        for module in try ModuleList.read(path).modules {
          targets.append(SwordTarget(
            name: module.module, moduleName: module.module, packagePath: "", directory: "",
            sourceFiles: module.sources, isRoot: false))
          if module.defaultIsolation == "MainActor" { mainActorModules.insert(module.module) }
          targetOrigins.append(path)
        }
      } catch {
        problems += error.diagnostics
      }
    }
    let indexed = await Pipeline.index(targets, jobs: jobs)
    loaded += zip(indexed, targetOrigins).map { ($0, $1) }
    var firstOrigin: [String: String] = [:]
    var indexes: [TargetIndex] = []
    for (index, origin) in loaded {
      if let earlier = firstOrigin[index.moduleName] {
        problems.append(Diagnostic(
          .duplicateIndex, "module '\(index.moduleName)' is given twice; pass each module once",
          at: SourceLocation(file: origin, line: 1, column: 1),
          notes: [
            .init("'\(index.moduleName)' is also given here", at: SourceLocation(file: earlier, line: 1, column: 1))
          ]))
        continue
      }
      firstOrigin[index.moduleName] = origin
      indexes.append(index)
    }
    return (indexes.sorted { $0.moduleName < $1.moduleName }, mainActorModules, problems.sorted())
  }
}
