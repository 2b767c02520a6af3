import Foundation

/// The configuration of a run on an Xcode project's target (`--xcode-project`, the Xcode build-tool plugin): the
/// `.sword.yml` the request names, if any, with its `root` replaced by the project's target, else a configuration
/// of that root alone whose workspace is the repository holding the project (the nearest folder above it with a
/// `.git`, else the project's folder). The generated file goes where the request says, inside the workspace or not
/// (a build system chooses where its outputs go); the local packages the project references must lie inside the
/// workspace, as `local_packages:` must, unless `.sword.yml` says `allow_outside_workspace: true`.
///
/// ```swift
/// let (configuration, source) = try PipelineInput.xcodeProject(request).configuration(currentDirectory: "/repo")
/// ```
enum XcodeProjectInput {
  static func load(
    _ request: XcodeProjectRequest, currentDirectory: String
  ) throws(DiagnosticsError) -> (configuration: Configuration, source: Data) {
    let project = Paths.join(currentDirectory, request.projectPath)
    let location = SourceLocation(file: Paths.join(project, "project.pbxproj"), line: 1, column: 1)
    var configuration: Configuration
    var source: Data
    if let configPath = request.configPath {
      (configuration, source) = try ConfigLoader.loadWithSource(file: configPath, currentDirectory: currentDirectory)
    } else {
      let folder = Paths.parent(of: project)
      let workspace = FileSystemProbe.repositoryRoot(holding: folder) ?? folder
      configuration = Configuration(
        file: Paths.join(workspace, ConfigLocator.fileName), workspaceRoot: workspace, localPackages: [],
        root: .sources(folder: folder, module: "", output: ""), rootLocation: location)
      source = Data()
    }
    let target = Located(request.target, at: location)
    switch XcodeProjectReader.read(
      projectPath: project, target: target, output: Paths.join(currentDirectory, request.outputPath),
      projectLocation: location, rootLocation: configuration.rootLocation)
    {
    case .success(let root):
      configuration.root = .xcodeProject(root)
    case .failure(let error):
      throw error
    }
    configuration.rootIsDefault = false
    configuration.rootIsMainActorByDefault = false
    configuration.outputMayLeaveWorkspace = true
    // Test modules belong to a package root's test targets, which a build of the Xcode project does not compile.
    configuration.tests = []
    if let parts = request.outputFiles { configuration.outputFiles = parts }
    // What the cached runs of this configuration must be keyed on: the project file too.
    source += FileReader.contents(location.file) ?? Data()
    return (configuration, source)
  }
}

extension PipelineInput {
  /// The configuration of a `.sword.yml` or Xcode project input, with the bytes it was read from (what a cache keyed
  /// on it must key on). Build-system input has none: it is refused.
  func configuration(currentDirectory: String) throws(DiagnosticsError) -> (configuration: Configuration, source: Data)
  {
    switch self {
    case .configuration(let path, _):
      return try ConfigLoader.loadWithSource(file: path, currentDirectory: currentDirectory)
    case .xcodeProject(let request, _):
      return try XcodeProjectInput.load(request, currentDirectory: currentDirectory)
    case .buildSystem:
      throw DiagnosticsError(Diagnostic(.configUnsupported, "build-system input has no configuration", at: nil))
    }
  }
}
