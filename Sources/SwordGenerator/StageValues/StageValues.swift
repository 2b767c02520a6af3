/// The values that pass between the stages of a run, declared together: what each stage takes and what it gives.
/// Each stage is a plain function in its own folder; ``Pipeline`` (`Pipeline/`) calls them in order. The stages,
/// the caches around them and the pipeline all use these values, and the values use only the models below them
/// (`Graph/`, `PackageModel/`, `GraphExport/`'s formats, `Diagnostics/`, `Support/`): no stage depends on the
/// pipeline, and none on the stage after it.
///
/// | stage    | plain function                                        | folder                | gives                 |
/// |----------|-------------------------------------------------------|-----------------------|-----------------------|
/// | config   | ``ConfigLoader/load(file:currentDirectory:)``         | `Config/`             | ``Configuration``     |
/// | describe | ``WorkspaceLoader/load(_:)``                           | `PackageModel/`       | ``Workspace``         |
/// | index    | ``TargetIndexer/index(_:jobs:given:finished:)``        | `Index/`              | `[TargetIndex]`       |
/// | graph    | ``GraphStage/validate(_:settings:)``                   | `Graph/`, `Validation/` | ``ValidatedGraph`` (a ``BindingGraph`` and its `[Diagnostic]`) |
/// | render   | ``RenderStage/render(_:to:)``                          | `Render/`             | ``RenderedOutput`` (the ``GeneratedFile`` texts) |
/// | output   | ``OutputStage/apply(_:to:goal:)``                      | `Output/`             | ``PipelineReport/Outcome`` |
///
/// Build-system mode replaces config and describe with ``BuildSystemInput/load(_:)``
/// (`IndexFiles/`); `sword graph` and `sword diff` end after the graph stage with ``GraphExporter`` and
/// ``GraphDiff`` (`GraphExport/`). Caches wrap stages from outside (`Cache/`), all held by one ``WarmPath``:
/// ``CachingDescriber`` the describe stage, ``CachingIndexer`` the index stage, ``RunCache`` everything from index
/// to render, ``WarmSnapshot`` everything from describe to render.

/// What a run reads: a `.sword.yml` whose packages are described, or (build-system mode) index files and module
/// lists with the settings `.sword.yml` would give.
package enum PipelineInput: Sendable {
  /// The `.sword.yml` at `path` (absolute, or relative to ``PipelineOptions/currentDirectory``), its packages
  /// described by `packages`.
  case configuration(path: String, packages: PackageSource = .swiftPM)
  /// `sword generate --index … --modules …`: no `.sword.yml`, no SwiftPM.
  case buildSystem(BuildSystemRequest)
  /// `sword generate --xcode-project App.xcodeproj --xcode-target App --output …` (the Xcode build-tool plugin): a
  /// target of an Xcode project as the root, as `root: {xcode_project:, target:}` gives it, with the rest of a
  /// `.sword.yml` when the request names one.
  case xcodeProject(XcodeProjectRequest, packages: PackageSource = .swiftPM)
}

/// What `--xcode-project`, `--xcode-target`, `--output` and the options beside them say.
package struct XcodeProjectRequest: Sendable {
  /// The `.xcodeproj` folder (absolute, or relative to ``PipelineOptions/currentDirectory``).
  package var projectPath: String
  /// The app target that receives the generated code.
  package var target: String
  /// The generated file (absolute, or relative to ``PipelineOptions/currentDirectory``): anywhere the build system
  /// chooses.
  package var outputPath: String
  /// A `.sword.yml` for the other settings (`local_packages`, `test_overrides`, `components`…); its `root` is
  /// replaced.
  package var configPath: String?
  /// `--output-files`: the code in this many files beside `outputPath`; `nil` for what the configuration says.
  package var outputFiles: Int?

  package init(
    projectPath: String, target: String, outputPath: String, configPath: String? = nil, outputFiles: Int? = nil
  ) {
    self.projectPath = projectPath
    self.target = target
    self.outputPath = outputPath
    self.configPath = configPath
    self.outputFiles = outputFiles
  }
}

/// Who describes the packages of a `.sword.yml`.
package enum PackageSource: Sendable {
  /// A declarative `Package.swift` read statically (``StaticPackageReader``), any other package by `swift package
  /// describe` (cached between runs).
  case swiftPM
  /// `swift package describe` for every package (`--describe-with-swiftpm`).
  case swiftPMOnly
  /// A JSON file of precomputed descriptions (`--package-description`, see ``PrecomputedDescriber``).
  case descriptionFile(String)
  /// Any describer (tests).
  case describer(any PackageDescribing)
}

/// Build-system mode's input: what `--index`, `--modules`, `--root-module`, `--output` and the options beside them
/// say.
package struct BuildSystemRequest: Sendable {
  package var indexFiles: [String]
  package var moduleLists: [String]
  package var rootModule: String
  /// The generated file (absolute, or relative to ``PipelineOptions/currentDirectory``).
  package var outputPath: String
  package var testOverrides: Bool
  /// `--component`: the root components to generate, all when `nil`.
  package var rootComponents: [String]?
  package var mainActorModules: Set<String>
  package var outputFiles: Int

  package init(
    indexFiles: [String], moduleLists: [String] = [], rootModule: String, outputPath: String,
    testOverrides: Bool = false, rootComponents: [String]? = nil, mainActorModules: Set<String> = [],
    outputFiles: Int = 1
  ) {
    self.indexFiles = indexFiles
    self.moduleLists = moduleLists
    self.rootModule = rootModule
    self.outputPath = outputPath
    self.testOverrides = testOverrides
    self.rootComponents = rootComponents
    self.mainActorModules = mainActorModules
    self.outputFiles = outputFiles
  }
}

/// What a run is for.
package enum PipelineGoal: Sendable, Equatable {
  /// Write the generated files whose bytes change (`sword generate`).
  case generate
  /// Write nothing; compare the generated files on disk (`sword check`).
  case check
  /// Export the graph, even when it has errors (`sword graph`).
  case graph(GraphRequest)
  /// Compare the graph of a git revision with the work tree's (`sword diff --base`).
  case diff(base: String, format: GraphDiffFormat)
}

/// What `sword graph` asks for.
package struct GraphRequest: Sendable, Equatable {
  package var format: GraphFormat
  /// Only this component and its subcomponents.
  package var component: String?
  /// The statistics report instead of the graph.
  package var statistics: Bool
  /// The file to write (absolute, or relative to ``PipelineOptions/currentDirectory``); standard output when `nil`.
  package var outputPath: String?

  package init(
    format: GraphFormat = .dot, component: String? = nil, statistics: Bool = false, outputPath: String? = nil
  ) {
    self.format = format
    self.component = component
    self.statistics = statistics
    self.outputPath = outputPath
  }
}

/// How the graph is built from the indexes: the same settings from `.sword.yml` and from build-system options.
package struct GraphSettings: Sendable {
  package var rootModule: String
  package var testOverrides = false
  /// `components:` or `--component` (a name from the command line has no location).
  package var rootComponents: [(name: String, location: SourceLocation?)]?
  package var mainActorModules: Set<String> = []
  /// The modules built with `InternalImportsByDefault`, where a public component needs `public import Sword`.
  package var internalImportModules: Set<String> = []
  /// The package folder of each module, for advice that names a manifest.
  package var packageOfModule: [String: String] = [:]
  /// Warnings of the describe stage (``Workspace/warnings``), reported with the graph's.
  package var workspaceWarnings: [Diagnostic] = []
  /// Where `root:` is written, for a warning about the root; `nil` in build-system mode.
  package var rootLocation: SourceLocation?
  /// The folder of `.sword.yml`, for package folders in messages.
  package var workspaceRoot: String?
  /// The Swift targets of the described packages that are not indexed (``Workspace/unlistedTargets``): where to
  /// look for components when the graph has none.
  package var unlistedTargets: [SwordTarget] = []
  /// The modules of packages with `generate_mocks: true`: every `@Dependency` type there gets a `mock()` (see
  /// ``MockPlan``), as `generateMock: true` gives one type.
  package var mockModules: Set<String> = []
  /// The test targets of `tests:`, by module name: their indexes are not part of the graph; each one's test
  /// modules replace bindings of a copy of it (see ``TestModulePlan``).
  package var testModules: Set<String> = []

  package init(rootModule: String) {
    self.rootModule = rootModule
  }
}

/// The graph stage's result: the graph (even when it has errors) and every problem of indexing, building,
/// selecting root components and validating, sorted.
package struct ValidatedGraph: Sendable {
  package var graph: BindingGraph
  package var diagnostics: [Diagnostic]
  /// The mocks the graph's types ask for (see ``MockPlan``), by module and type name.
  package var mocks: [MockPlan] = []
  /// What each test target of `tests:` replaces (see ``TestModulePlan``), by module name.
  package var testModules: [TestModulePlan] = []
  /// The part of the graph whose bindings were built, when only some were (an incremental run's); `nil`: all.
  package var selection: BindingSelection?

  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Where the generated code goes: the file (or the stem of `parts` files) and the folder it must stay in.
package struct OutputLocation: Sendable, Equatable {
  /// The absolute path of `output`.
  package var path: String
  /// `output_files:` / `--output-files`.
  package var parts: Int
  /// The folder the files must stay in; `nil` when the user allowed any (or a build system chose).
  package var boundary: String?

  /// Where each module's mocks go (see ``MockPlan``): `Sword.mocks.generated.swift` in its target's folder, for
  /// every indexed target of a `.sword.yml` workspace (none in build-system mode). A module whose types ask for no
  /// mock has none, and a mocks file Sword wrote there before is removed.
  package var mockFiles: [String: String] = [:]
  /// Where each test target of `tests:` has the code its test modules give (see ``TestModulePlan``):
  /// `Sword.tests.generated.swift` in its folder.
  package var testFiles: [String: String] = [:]

  package init(
    path: String, parts: Int = 1, boundary: String? = nil, mockFiles: [String: String] = [:],
    testFiles: [String: String] = [:]
  ) {
    self.path = path
    self.parts = parts
    self.boundary = boundary
    self.mockFiles = mockFiles
    self.testFiles = testFiles
  }

  /// Every file the output may hold besides the root target's: mocks and test modules' code.
  package var companionFiles: [String] { (Array(mockFiles.values) + Array(testFiles.values)).sorted() }

  /// Where every target of a Swift package in `workspace` has its mocks (see ``mockFiles``): not the targets of an
  /// Xcode project, nor a root given as a plain folder, whose files the project lists and Sword does not add to.
  package static func mockFiles(of workspace: Workspace) -> [String: String] {
    let targets = workspace.targets.filter { target in
      !target.packagePath.hasSuffix(".xcodeproj") && !(target.isRoot && target.packagePath == target.directory)
    }
    return Dictionary(targets.map { ($0.moduleName, $0.mocksFile) }) { first, _ in first }
  }
}

/// The render stage's result, which ``RunCache`` keeps between runs: every diagnostic, and the generated files
/// (one per part) when there were no errors.
package struct RenderedOutput: Codable, Equatable, Sendable {
  /// Every problem found, sorted.
  package var diagnostics: [Diagnostic]
  /// The generated files, one per part (see ``OutputParts``); `nil` when there were errors.
  package var files: [GeneratedFile]?
  /// The `components` and `bindings` counts of the graph.
  package var components: Int
  package var bindings: Int

  package init(diagnostics: [Diagnostic], files: [GeneratedFile]?, components: Int, bindings: Int) {
    self.diagnostics = diagnostics
    self.files = files
    self.components = components
    self.bindings = bindings
  }
}
