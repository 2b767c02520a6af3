/// Finds the root target, the one that receives the generated code, and where the generated file goes.
struct RootResolver {
  /// The root target and the generated file.
  struct Resolved {
    var target: SwordTarget
    var output: RootOutput
  }

  var configuration: Configuration
  /// The descriptions of the packages, keyed by absolute folder (failed ones are reported elsewhere).
  var descriptions: [String: Result<DescribedPackage, DiagnosticsError>]

  /// The root target with the generated file left out of its sources, or why there is none. A failed describe of
  /// the root package gives no further diagnostic here: it was already reported.
  func resolve() -> Result<Resolved, DiagnosticsError> {
    resolveTarget().flatMap { resolved in
      // The output, symbolic links resolved, must stay in the workspace (the writer checks again when it writes).
      guard let boundary = configuration.outputBoundary,
        let problem = FileSystemProbe.outsideProblem(resolved.output.outputPath, boundary: boundary)
      else { return .success(resolved) }
      return .failure(
        DiagnosticsError(Diagnostic(.configPathOutsideWorkspace, problem, at: configuration.rootLocation)))
    }
  }

  private func resolveTarget() -> Result<Resolved, DiagnosticsError> {
    switch configuration.root {
    case .package(let path, let target, let output):
      let packagePath = Paths.join(configuration.workspaceRoot, path)
      guard case .success(let package)? = descriptions[packagePath] else { return .failure(DiagnosticsError([])) }
      return packageRoot(in: package, packagePath: packagePath, target: target, output: output)
    case .sources(let folder, let module, let output):
      return sourcesRoot(folder: Paths.join(configuration.workspaceRoot, folder), module: module, output: output)
    case .xcodeProject(let project):
      var output = RootOutput(
        moduleName: project.app.moduleName, directory: project.app.directory, outputPath: project.outputPath)
      output.parts = configuration.outputFiles
      return .success(Resolved(target: XcodeProjectTargets.rootTarget(of: project), output: output))
    }
  }

  private func packageRoot(
    in package: DescribedPackage,
    packagePath: String,
    target name: Located<String>?,
    output: String
  ) -> Result<Resolved, DiagnosticsError> {
    let described: DescribedTarget
    if let name {
      switch TargetLookup.find(name.value, in: package, at: name.location) {
      case .success(let target): described = target
      case .failure(let error): return .failure(error)
      }
    } else {
      let executables = package.targets.filter { $0.kind == .executable && $0.isSwift }.map(\.name).sorted()
      guard executables.count == 1, let only = package.target(named: executables[0]) else {
        return .failure(DiagnosticsError(ambiguous(package, executables: executables)))
      }
      described = only
    }
    let directory = Paths.join(packagePath, described.path)
    let outputPath = Paths.join(directory, output)
    let target = SwordTarget(described: described, packagePath: packagePath, isRoot: true, excluding: outputPath)
    var rootOutput = RootOutput(moduleName: target.moduleName, directory: directory, outputPath: outputPath)
    rootOutput.parts = configuration.outputFiles
    return .success(Resolved(target: target, output: rootOutput))
  }

  private func sourcesRoot(folder: String, module: String, output: String) -> Result<Resolved, DiagnosticsError> {
    guard let files = SourceFolderScanner.swiftFiles(under: folder) else {
      return .failure(
        DiagnosticsError(
          Diagnostic(
            .sourceUnreadable,
            "cannot list the sources of the root folder '\(folder)'",
            at: configuration.rootLocation
          )))
    }
    let outputPath = Paths.join(configuration.workspaceRoot, output)
    var target = SwordTarget(
      name: module,
      moduleName: module,
      packagePath: folder,
      directory: folder,
      sourceFiles: files.filter {
        !OutputParts.isPart($0, of: outputPath) && !SwordTarget.isGeneratedCompanion($0, in: folder)
      },
      isRoot: true
    )
    target.isMainActorByDefault = configuration.rootIsMainActorByDefault
    var rootOutput = RootOutput(moduleName: module, directory: folder, outputPath: outputPath)
    rootOutput.parts = configuration.outputFiles
    return .success(Resolved(target: target, output: rootOutput))
  }

  private func ambiguous(_ package: DescribedPackage, executables: [String]) -> Diagnostic {
    let instruction = "name the one that receives the generated code with 'root: {target: …}'"
    if executables.isEmpty {
      return Diagnostic(
        .rootTargetAmbiguous,
        "package '\(package.name)' has no executable target to receive the generated code; \(instruction)",
        at: configuration.rootLocation,
        detail: TargetLookup.candidatesLine(in: package)
      )
    }
    return Diagnostic(
      .rootTargetAmbiguous,
      "package '\(package.name)' has \(executables.count) executable targets; \(instruction)",
      at: configuration.rootLocation,
      detail: ["executable targets: " + executables.joined(separator: ", ")]
    )
  }
}
