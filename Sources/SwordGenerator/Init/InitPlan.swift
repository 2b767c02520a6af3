/// What `sword init` found, before it is written out as YAML by ``InitTemplate``.
package struct InitPlan: Hashable, Sendable {
  /// A local package to list.
  package struct Package: Hashable, Sendable {
    /// Its folder relative to the root package (`Packages/Core`, or `../Shared/Kit` when it lies outside).
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

  /// An Xcode project's app target as the root (`root: {xcode_project:, target:}`), for a folder without a
  /// `Package.swift`.
  package struct XcodeRoot: Hashable, Sendable {
    /// The `.xcodeproj`, relative to the folder of `.sword.yml`.
    package var project: String
    /// The generated file, relative to the folder of `.sword.yml` (the app target's folder).
    package var output: String
    /// The local packages the project references (read from it, so not listed), relative to the folder of
    /// `.sword.yml` (`../Packages/Core` when outside).
    package var packages: [String]

    package init(project: String, output: String, packages: [String]) {
      self.project = project
      self.output = output
      self.packages = packages
    }
  }

  /// The root package's target that receives the generated code (or the Xcode project's app target).
  package var rootTarget: String
  /// Set when the root is an Xcode project's target.
  package var xcode: XcodeRoot?
  /// The other executable targets of the root package (or application targets of the project), in a comment.
  package var otherExecutables: [String]
  /// The local packages, in the order they were found (the root's dependencies first, breadth first).
  package var packages: [Package]
  /// Local packages left out, each with the reason (`Packages/Tools: no Swift library targets`).
  package var leftOut: [String]

  /// A plan made from its parts.
  package init(
    rootTarget: String, otherExecutables: [String] = [], packages: [Package], leftOut: [String] = [],
    xcode: XcodeRoot? = nil
  ) {
    self.rootTarget = rootTarget
    self.otherExecutables = otherExecutables
    self.packages = packages
    self.leftOut = leftOut
    self.xcode = xcode
  }
}
