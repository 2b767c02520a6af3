import Foundation

/// A graph without a root component generates nothing, so the run says why: a warning at `root:` that there is no
/// `@Component`, and one at each component declared in a target of a described package that `.sword.yml` does not
/// list (rockname/sword's SNS keeps its components in sibling targets of the root target, which an empty
/// `local_packages` leaves unindexed). Those targets are indexed here only then, when nothing else is generated.
///
/// ```
/// .sword.yml:4:1: warning: [Sword/NoRootComponent] no @Component in the targets Sword indexed (the root target
///     'AppScene' and 0 listed targets), so the generated file is empty; …
/// Sources/AppGraph/AppComponent.swift:6:20: warning: [Sword/UnindexedComponent] 'AppComponent' is declared in
///     target 'AppGraph', which .sword.yml does not list; add it to the targets of '.' under 'local_packages'
/// ```
enum UnindexedComponents {
  static func warnings(
    graph: BindingGraph, settings: GraphSettings, indexedTargets: Int
  ) -> [Diagnostic] {
    guard !graph.components.values.contains(where: { $0.declaration.parent == nil }) else { return [] }
    let listed = max(0, indexedTargets - 1)
    var warnings = [
      Diagnostic(
        .noRootComponent,
        "no @Component in the targets Sword indexed (the root target '\(settings.rootModule)' and \(listed) listed "
          + "target\(listed == 1 ? "" : "s")), so the generated file is empty; list the targets that declare your "
          + "components and dependencies under 'local_packages' (for targets of the root's own package, 'path: .')",
        at: settings.rootLocation, severity: .warning)
    ]
    for target in settings.unlistedTargets {
      let index = TargetIndexer.index(moduleName: target.moduleName, files: target.sourceFiles)
      for component in index.components {
        let kind = component.parent == nil ? "component" : "subcomponent"
        warnings.append(
          Diagnostic(
            .unindexedComponent,
            "\(kind) '\(component.name)' is declared in target '\(target.name)', which .sword.yml does not list; add "
              + "'\(target.name)' to the targets of '\(display(target.packagePath, in: settings))' under 'local_packages'",
            at: component.location, severity: .warning))
      }
    }
    return warnings
  }

  /// A package folder as `.sword.yml` would write it: relative to the workspace, `.` for the workspace itself.
  private static func display(_ path: String, in settings: GraphSettings) -> String {
    guard let root = settings.workspaceRoot else { return path }
    return path == root ? "." : Paths.relative(path, to: root)
  }
}
