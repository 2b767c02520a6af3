import Foundation

/// `sword init`: reads the root package and the local packages it depends on by path (following them through each
/// other), and writes a commented `.sword.yml` that lists them with their library targets, and the root target. In
/// a folder with an Xcode project and no `Package.swift` (or one without Swift targets), it names the project's app
/// target instead (``XcodeInitPlanner``): the project gives the rest.
///
/// ```swift
/// let written = try await ConfigInitializer().write(rootPath: "/repo", rootTarget: nil)  // "/repo/.sword.yml"
/// ```
/// An existing `.sword.yml` is never overwritten.
package struct ConfigInitializer: Sendable {
  /// The name of the file `sword init` writes.
  package static let fileName = ".sword.yml"

  /// Reads packages: statically where it can, else SwiftPM, unless a test says otherwise.
  package var reader: any InitPackageReading

  /// An initializer that reads packages with `reader`.
  package init(reader: any InitPackageReading = StaticInitPackageReader()) {
    self.reader = reader
  }

  /// Writes `.sword.yml` into `rootPath` and returns its path; refuses when the file exists or the package
  /// cannot be read. `rootTarget` names the target receiving the code (default: the only executable target).
  package func write(rootPath: String, rootTarget: String?) async throws(DiagnosticsError) -> String {
    let root = Paths.standardized(rootPath)
    let file = Paths.join(root, Self.fileName)
    if FileManager.default.fileExists(atPath: file) { throw DiagnosticsError(exists(file)) }
    let text = InitTemplate.render(try await plan(rootPath: root, rootTarget: rootTarget))
    // Created only if it still does not exist, so a file that appeared meanwhile is left alone.
    switch AtomicFile.create(file, with: Data(text.utf8)) {
    case .success: return file
    case .failure(.exists): throw DiagnosticsError(exists(file))
    case .failure(.unwritable(let reason)):
      throw DiagnosticsError(Diagnostic(.outputUnwritable, "cannot write '\(file)': \(reason)", at: nil))
    }
  }

  /// What `.sword.yml` will say for the root package in `rootPath` (absolute).
  package func plan(rootPath: String, rootTarget: String?) async throws(DiagnosticsError) -> InitPlan {
    let root = Paths.standardized(rootPath)
    guard FileManager.default.fileExists(atPath: Paths.join(root, "Package.swift")) else {
      if let plan = try XcodeInitPlanner.plan(in: root, target: rootTarget) { return plan }
      throw DiagnosticsError(
        Diagnostic(
          .initNoRoot,
          "there is no Package.swift and no .xcodeproj in '\(root)'; run `sword init` in the root package of the "
            + "monorepo, or in the folder of the app's Xcode project",
          at: nil))
    }
    let rootPackage = try await reader.read(packageAt: root)
    // A Package.swift without targets beside an Xcode project (one made for plugins or scripts): the app is the
    // project's.
    if (rootPackage.executableTargets + rootPackage.libraryTargets).isEmpty,
      let plan = try XcodeInitPlanner.plan(in: root, target: rootTarget)
    {
      return plan
    }
    let (target, others) = try chooseRootTarget(in: rootPackage, named: rootTarget)
    var packages: [InitPlan.Package] = []
    // The root target's own package first: the targets of it that the root target depends on (rockname/sword's
    // SNS keeps its whole app in one package, the root target importing its siblings).
    let siblings = Self.samePackageDependencies(of: target, in: rootPackage.described)
    if !siblings.isEmpty { packages.append(InitPlan.Package(path: ".", targets: siblings)) }
    var leftOut: [String] = []
    var seen: Set<String> = [root]
    // Breadth first, a level at a time: the level's packages are read side by side (``readAll(_:)``), then taken
    // in the order a walk reading one package at a time would take them, so the file lists them the same way.
    var level = rootPackage.localDependencies.map(Paths.standardized)
    while !level.isEmpty {
      var unread: [String] = []
      var asked: Set<String> = []
      // A package outside the folder `init` runs in is read only if that runs nothing (a declarative manifest),
      // as `sword generate` describes nothing outside the workspace unless `allow_outside_workspace` is set.
      var read: [String: Result<InitPackage, DiagnosticsError>] = [:]
      var unreadOutside: Set<String> = []
      for path in level where !seen.contains(path) && asked.insert(path).inserted {
        guard Self.relativePath(of: path, under: root).isOutside else {
          unread.append(path)
          continue
        }
        if let package = reader.readWithoutRunningManifest(packageAt: path) {
          read[path] = .success(package)
        } else {
          unreadOutside.insert(path)
        }
      }
      read.merge(await readAll(unread)) { first, _ in first }
      var next: [String] = []
      for path in level {
        if unreadOutside.contains(path), seen.insert(path).inserted {
          if !XcodeProjectTargets.looksLikeSword(path) {
            leftOut.append(
              "\(Self.relativePath(of: path, under: root).0): outside this folder, and not read: its manifest is not "
                + "declarative, and reading it would run it")
          }
          continue
        }
        guard seen.insert(path).inserted, let result = read[path] else { continue }
        let package = try result.get()
        next += package.localDependencies.map(Paths.standardized)
        if package.isSword { continue }
        let (relative, isOutside) = Self.relativePath(of: path, under: root)
        let targets = package.libraryTargets.map(\.name)
        if targets.isEmpty {
          leftOut.append("\(relative): no Swift library targets")
          continue
        }
        packages.append(InitPlan.Package(path: relative, targets: targets, isOutside: isOutside))
      }
      level = next
    }
    return InitPlan(rootTarget: target, otherExecutables: others, packages: packages, leftOut: leftOut)
  }

  /// Reads the packages in `paths`, as many at a time as there are cores, keyed by folder.
  private func readAll(_ paths: [String]) async -> [String: Result<InitPackage, DiagnosticsError>] {
    let reader = self.reader
    return await withTaskGroup(of: (String, Result<InitPackage, DiagnosticsError>).self) { group in
      var pending = paths[...]
      var results: [String: Result<InitPackage, DiagnosticsError>] = [:]
      func startNext() {
        guard let path = pending.popFirst() else { return }
        group.addTask { (path, await Self.read(path, with: reader)) }
      }
      for _ in 0..<max(1, ProcessInfo.processInfo.activeProcessorCount) { startNext() }
      for await (path, result) in group {
        results[path] = result
        startNext()
      }
      return results
    }
  }

  /// One package, or the diagnostics of its failure (in a function of its own, as ``WorkspaceLoader`` keeps its
  /// typed `do`/`catch` out of the task group's closure).
  private static func read(
    _ path: String, with reader: any InitPackageReading
  ) async -> Result<InitPackage, DiagnosticsError> {
    do throws(DiagnosticsError) {
      return .success(try await reader.read(packageAt: path))
    } catch {
      return .failure(error)
    }
  }

  /// The named target, or the only executable target, and the other executable targets.
  private func chooseRootTarget(
    in package: InitPackage, named name: String?
  ) throws(DiagnosticsError) -> (String, [String]) {
    let executables = package.executableTargets.map(\.name)
    let usable = (package.executableTargets + package.libraryTargets).map(\.name).sorted()
    if let name {
      guard usable.contains(name) else {
        throw DiagnosticsError(
          Diagnostic(
            .initNoRoot,
            "package '\(package.described.name)' has no Swift library or executable target named '\(name)'",
            at: nil, detail: ["its targets: " + (usable.isEmpty ? "none" : usable.joined(separator: ", "))]))
      }
      return (name, executables.filter { $0 != name })
    }
    if usable.isEmpty {
      throw DiagnosticsError(
        Diagnostic(
          .initNoRoot,
          "package '\(package.described.name)' has no Swift library or executable target; run `sword init` in the "
            + "root package of the monorepo, or in the folder of the app's Xcode project", at: nil))
    }
    guard executables.count == 1 else {
      let found = executables.isEmpty ? "no executable target" : "\(executables.count) executable targets"
      throw DiagnosticsError(
        Diagnostic(
          .initNoRoot,
          "package '\(package.described.name)' has \(found); name the target that receives the generated code with "
            + "`sword init --target NAME`",
          at: nil, detail: ["its targets: " + (usable.isEmpty ? "none" : usable.joined(separator: ", "))]))
    }
    return (executables[0], [])
  }

  /// The Swift library and executable targets of `package` that `target` depends on, directly or through each
  /// other, sorted by name.
  static func samePackageDependencies(of target: String, in package: DescribedPackage) -> [String] {
    var found: Set<String> = []
    var pending = package.target(named: target)?.targetDependencies ?? []
    while let name = pending.popLast() {
      guard name != target, let dependency = package.target(named: name), dependency.kind.canTakePart,
        dependency.isSwift, found.insert(name).inserted
      else { continue }
      pending += dependency.targetDependencies
    }
    return found.sorted()
  }

  /// `path` relative to `root`: below it when it lies inside (`Packages/Core`), with symbolic links resolved when
  /// the spellings differ; else through their deepest shared folder (`../Shared/Kit`), so that the file names no
  /// folder of the machine it was written on.
  static func relativePath(of path: String, under root: String) -> (String, isOutside: Bool) {
    for (candidate, base) in [(path, root), (resolved(path), resolved(root))] {
      if candidate == base { return (".", false) }
      if candidate.hasPrefix(base + "/") { return (String(candidate.dropFirst(base.count + 1)), false) }
    }
    let from = root.split(separator: "/")
    let to = path.split(separator: "/")
    let shared = zip(from, to).prefix { $0 == $1 }.count
    return ((Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared)).joined(separator: "/"), true)
  }

  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  private func exists(_ file: String) -> Diagnostic {
    Diagnostic(
      .initConfigExists, "'\(file)' already exists; `sword init` never overwrites it (edit it, or remove it first)",
      at: nil)
  }
}
