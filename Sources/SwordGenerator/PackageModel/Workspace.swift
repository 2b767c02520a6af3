/// Every module that takes part in the graph, and where the generated code goes.
///
/// Made by ``WorkspaceLoader`` from a ``Configuration``:
/// ```swift
/// let workspace = try await WorkspaceLoader().load(configuration)
/// workspace.targets.map(\.moduleName)  // ["App", "Networking", "Storage"], the root included
/// ```
package struct Workspace: Hashable, Sendable {
  /// The listed targets and the root target, each once, sorted by module name (then package path).
  package var targets: [SwordTarget]
  /// The root module and the generated file.
  package var root: RootOutput
  /// What the describe stage found worth a warning (an Xcode project's product that no local package vends).
  package var warnings: [Diagnostic] = []
  /// The Swift library and executable targets of the described packages that are not in ``targets``, sorted by
  /// module name: where components may hide when the graph has none.
  package var unlistedTargets: [SwordTarget] = []

  /// A workspace made from its parts; `targets` is sorted.
  package init(targets: [SwordTarget], root: RootOutput) {
    self.targets = targets.sorted { ($0.moduleName, $0.packagePath) < ($1.moduleName, $1.packagePath) }
    self.root = root
  }

  /// The root target, the one with ``SwordTarget/isRoot`` set.
  package var rootTarget: SwordTarget? { targets.first(where: \.isRoot) }
}
