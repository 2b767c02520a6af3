/// What `sword init` found, before it is written out as YAML by ``InitTemplate``.
package struct InitPlan: Hashable, Sendable {
  /// A local package to list.
  package struct Package: Hashable, Sendable {
    /// Its folder relative to the root package (`Packages/Core`), or absolute when it lies outside.
    package var path: String
    /// Its Swift library targets, sorted.
    package var targets: [String]
    /// True when it lies outside the root package's folder: listed commented out, since `.sword.yml` refuses
    /// such paths unless `allow_outside_workspace` is set.
    package var isOutside: Bool

    /// A package made from its parts.
    package init(path: String, targets: [String], isOutside: Bool = false) {
      self.path = path
      self.targets = targets
      self.isOutside = isOutside
    }
  }

  /// The root package's target that receives the generated code.
  package var rootTarget: String
  /// The other executable targets of the root package, mentioned in a comment.
  package var otherExecutables: [String]
  /// The local packages, in the order they were found (the root's dependencies first, breadth first).
  package var packages: [Package]
  /// Local packages left out, each with the reason (`Packages/Tools: no Swift library targets`).
  package var leftOut: [String]

  /// A plan made from its parts.
  package init(rootTarget: String, otherExecutables: [String] = [], packages: [Package], leftOut: [String] = []) {
    self.rootTarget = rootTarget
    self.otherExecutables = otherExecutables
    self.packages = packages
    self.leftOut = leftOut
  }
}
