import Foundation

/// Turns a ``Configuration`` into a ``Workspace``: describes every package it names, at most one `swift` per
/// core at a time and each folder once, then finds the listed targets and the root target in the descriptions.
///
/// Every problem is collected and thrown together:
/// ```swift
/// do throws(DiagnosticsError) {
///   let workspace = try await WorkspaceLoader().load(configuration)
/// } catch {
///   for diagnostic in error.diagnostics { print(diagnostic.rendered) }  // unknown targets, failed describes…
/// }
/// ```
package struct WorkspaceLoader: Sendable {
  /// What describes the packages: SwiftPM unless a test says otherwise.
  package var describer: any PackageDescribing
  /// At most this many packages are described at once.
  package var maximumConcurrentDescribes: Int
  /// Hears of each package's listed targets as its description arrives, and of how many describes are running.
  package var listener: (any DescribeListener)?

  /// A loader that describes packages with `describer`, `maximumConcurrentDescribes` at a time (one per core), and
  /// tells `listener` how it goes.
  package init(
    describer: any PackageDescribing = SwiftPMDescriber(),
    maximumConcurrentDescribes: Int = ProcessInfo.processInfo.activeProcessorCount,
    listener: (any DescribeListener)? = nil
  ) {
    self.describer = describer
    self.maximumConcurrentDescribes = max(1, maximumConcurrentDescribes)
    self.listener = listener
  }

  /// The workspace `configuration` describes, or every problem found on the way.
  package func load(_ configuration: Configuration) async throws(DiagnosticsError) -> Workspace {
    let listed = ListedPackages(configuration)
    let arrived = listener.map { listener in
      { @Sendable (path: String, described: DescribedPackage) in
        listener.listedTargetsArrived(
          Self.listedTargets(of: described, at: path, in: listed).compactMap { try? $0.get() })
      }
    }
    let (inside, outside) = Self.partition(packagesToDescribe(in: configuration), configuration)
    var descriptions = await describeAll(inside, arrived: arrived, running: listener.map { $0.describesRunning })
    if case .xcodeProject(let project) = configuration.root {
      // Products that name no package and that the first round did not find: the packages left (Sword's own).
      // Those outside the workspace are left undescribed: the first round's are reported in `outside` already,
      // and the others look like Sword, whose library holds no binding (a product still missing gets
      // `XcodeProductMissing`).
      let next = XcodeProjectTargets.packagesStillToDescribe(project, descriptions: descriptions)
      if !next.isEmpty {
        descriptions.merge(
          await describeAll(
            Self.partition(next, configuration).inside, arrived: arrived,
            running: listener.map { $0.describesRunning })
        ) { first, _ in first }
      }
    }
    for (path, problem) in outside { descriptions[path] = .failure(DiagnosticsError(problem)) }
    // rockname/sword's Xcode layout: only `local_packages`, next to an Xcode project and no Package.swift. Say what
    // `root` to write rather than that SwiftPM found no manifest.
    var layoutProblem: Diagnostic?
    if configuration.rootIsDefault, case .package(let path, nil, _) = configuration.root,
      !FileSystemProbe.isFile(Paths.join(path, "Package.swift"))
    {
      let guess = XcodeRootGuess(workspaceRoot: configuration.workspaceRoot)
      layoutProblem = Diagnostic(
        .configMissingKey, guess.message, at: configuration.rootLocation, detail: guess.detail)
      descriptions[path] = .failure(DiagnosticsError([]))
    }
    var problems: [Diagnostic] = descriptions.values.flatMap { $0.failure?.diagnostics ?? [] }
    if let layoutProblem { problems.append(layoutProblem) }
    var targets: [TargetKey: SwordTarget] = [:]
    for (path, description) in descriptions {
      guard case .success(let described) = description else { continue }
      for found in Self.listedTargets(of: described, at: path, in: listed) {
        switch found {
        case .success(let swordTarget): targets[TargetKey(swordTarget)] = swordTarget
        case .failure(let error): problems += error.diagnostics
        }
      }
    }
    var warnings: [Diagnostic] = []
    if case .xcodeProject(let project) = configuration.root {
      // The project's own targets and the package targets its products reach (those listed too are kept once).
      let found = XcodeProjectTargets.targets(of: project, descriptions: descriptions)
      for target in found.targets where targets[TargetKey(target)] == nil { targets[TargetKey(target)] = target }
      warnings = found.warnings
    }
    switch RootResolver(configuration: configuration, descriptions: descriptions).resolve() {
    case .success(let root):
      targets[TargetKey(root.target)] = root.target
      let tests = TestTargets.find(configuration, root: root.target, descriptions: descriptions)
      for target in tests.targets { targets[TargetKey(target)] = target }
      problems += tests.problems
      if let duplicate = DuplicateSourceFiles.problem(in: root.target, at: configuration.rootLocation) {
        problems.append(duplicate)
      }
      if problems.isEmpty {
        var workspace = Workspace(targets: Array(targets.values), root: root.output)
        workspace.warnings = warnings
        workspace.unlistedTargets = Self.unlistedTargets(of: descriptions, besides: Set(targets.keys))
        return workspace
      }
    case .failure(let error):
      problems += error.diagnostics
    }
    throw DiagnosticsError(Array(Set(problems)))
  }

  /// The targets `.sword.yml` lists for the package described as `described` in the folder `path` (every
  /// `local_packages` entry of that folder, found in `listed`), or why one cannot be found.
  static func listedTargets(
    of described: DescribedPackage, at path: String, in listed: ListedPackages
  ) -> [Result<SwordTarget, DiagnosticsError>] {
    var found: [Result<SwordTarget, DiagnosticsError>] = []
    for package in listed.entries(at: path) {
      for name in package.targets {
        found.append(
          TargetLookup.find(name.value, in: described, at: name.location)
            .map { SwordTarget(described: $0, packagePath: path, isRoot: false) }
            .flatMap { target in
              DuplicateSourceFiles.problem(in: target, at: name.location).map { .failure(DiagnosticsError($0)) }
                ?? .success(target)
            })
      }
    }
    return found
  }

  /// Each package folder the configuration names, once, with the place in `.sword.yml` that names it
  /// (a local package's `path:` before `root:`).
  func packagesToDescribe(in configuration: Configuration) -> [(path: String, location: SourceLocation)] {
    var seen: Set<String> = []
    var packages: [(path: String, location: SourceLocation)] = []
    for package in configuration.localPackages {
      let path = absolute(package.path, in: configuration)
      if seen.insert(path).inserted { packages.append((path, package.location)) }
    }
    if case .package(let rootPath, _, _) = configuration.root {
      let path = absolute(rootPath, in: configuration)
      if seen.insert(path).inserted { packages.append((path, configuration.rootLocation)) }
    }
    if case .xcodeProject(let project) = configuration.root {
      for package in XcodeProjectTargets.packagesToDescribe(project) where seen.insert(package.path).inserted {
        packages.append(package)
      }
    }
    return packages
  }

  /// `packages` split into those inside the workspace (symbolic links resolved), all of them with
  /// `allow_outside_workspace: true`, and those outside, each with the error at the place that names it (its
  /// reference in `project.pbxproj`): describing a package runs its manifest, so a package an Xcode project
  /// references by path follows the rule `local_packages:` follows in `.sword.yml`, with the same opt-in.
  static func partition(
    _ packages: [(path: String, location: SourceLocation)], _ configuration: Configuration
  ) -> (inside: [(path: String, location: SourceLocation)], outside: [(path: String, problem: Diagnostic)]) {
    guard !configuration.allowOutsideWorkspace else { return (packages, []) }
    let workspace = FileSystemProbe.realPath(configuration.workspaceRoot) ?? configuration.workspaceRoot
    var inside: [(path: String, location: SourceLocation)] = []
    var outside: [(path: String, problem: Diagnostic)] = []
    for package in packages {
      let real = FileSystemProbe.realPath(package.path) ?? package.path
      guard !Paths.isInside(real, folder: workspace) else {
        inside.append(package)
        continue
      }
      let problem = Diagnostic(
        .configPathOutsideWorkspace,
        "the local package '\(package.path)' is outside the workspace folder '\(configuration.workspaceRoot)', so "
          + "its manifest is not run; move it inside, or set 'allow_outside_workspace: true' in .sword.yml",
        at: package.location)
      outside.append((package.path, problem))
    }
    return (inside, outside)
  }

  /// Describes `packages`, at most ``maximumConcurrentDescribes`` at a time, keyed by folder; `arrived` hears of
  /// each description as it comes.
  func describeAll(
    _ packages: [(path: String, location: SourceLocation)],
    arrived: (@Sendable (String, DescribedPackage) -> Void)? = nil, running: (@Sendable (Int) -> Void)? = nil
  ) async -> [String: Result<DescribedPackage, DiagnosticsError>] {
    let describer = self.describer
    return await withTaskGroup(of: (String, Result<DescribedPackage, DiagnosticsError>).self) { group in
      var pending = packages[...]
      var results: [String: Result<DescribedPackage, DiagnosticsError>] = [:]
      var inFlight = 0
      func startNext() {
        guard let (path, location) = pending.popFirst() else { return }
        inFlight += 1
        // The typed `do`/`catch` lives in a function of its own: written inline in this closure, Swift 6.3's
        // optimizer miscompiles it (release builds lose the group's results and crash).
        group.addTask { (path, await Self.describe(path, at: location, with: describer)) }
      }
      for _ in 0..<maximumConcurrentDescribes { startNext() }
      running?(inFlight)
      for await (path, result) in group {
        results[path] = result
        inFlight -= 1
        startNext()
        running?(inFlight)
        if let arrived, case .success(let described) = result { arrived(path, described) }
      }
      return results
    }
  }

  /// One package's description or the diagnostics of its failure.
  private static func describe(
    _ path: String, at location: SourceLocation, with describer: any PackageDescribing
  ) async -> Result<DescribedPackage, DiagnosticsError> {
    do throws(DiagnosticsError) {
      return .success(try await describer.describe(packageAt: path, reportingAt: location))
    } catch {
      return .failure(error)
    }
  }

  /// The Swift targets of the described packages that are not among `indexed` (Sword's own package left out).
  private static func unlistedTargets(
    of descriptions: [String: Result<DescribedPackage, DiagnosticsError>], besides indexed: Set<TargetKey>
  ) -> [SwordTarget] {
    var unlisted: [SwordTarget] = []
    for (path, result) in descriptions {
      guard case .success(let package) = result, !XcodeProjectTargets.isSword(package) else { continue }
      for target in package.targets where target.kind.canTakePart && target.isSwift {
        let swordTarget = SwordTarget(described: target, packagePath: path, isRoot: false)
        if !indexed.contains(TargetKey(swordTarget)) { unlisted.append(swordTarget) }
      }
    }
    return unlisted.sorted { ($0.moduleName, $0.packagePath) < ($1.moduleName, $1.packagePath) }
  }

  /// Identifies a target across packages: the same target listed as root and as a local target is one.
  private struct TargetKey: Hashable {
    var packagePath: String
    var name: String
    init(_ target: SwordTarget) {
      packagePath = target.packagePath
      name = target.name
    }
  }

  /// `path` made absolute against the workspace root and standardized.
  func absolute(_ path: String, in configuration: Configuration) -> String {
    Paths.join(configuration.workspaceRoot, path)
  }
}
