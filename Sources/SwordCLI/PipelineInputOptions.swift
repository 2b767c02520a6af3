import ArgumentParser
import SwordGenerator

/// Where a run gets its input when it is not `.sword.yml` plus SwiftPM: a precomputed package description, or
/// (build-system mode) index files written by `sword index` and module lists. `generate` and `check` take
/// build-system mode's generated file as ``GeneratedFileOption``.
struct PipelineInputOptions: ParsableArguments {
  @Option(
    name: .customLong("package-description"),
    help: ArgumentHelp(
      "Read package descriptions from this JSON file instead of running `swift package describe`.",
      discussion: "One object: each key a package folder (relative to the file or absolute), each value what "
        + "`swift package describe --type json` prints for it.",
      valueName: "file"))
  var packageDescription: String?

  @Option(
    name: .customLong("index"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Build-system mode: merge these `sword index` files instead of reading .sword.yml (needs --root-module and "
        + "--output).",
      valueName: "file"))
  var indexFiles: [String] = []

  @Option(
    name: .customLong("modules"),
    help: ArgumentHelp(
      "Build-system mode: index the modules this JSON file lists and merge them too: "
        + "{\"modules\": [{\"module\": …, \"sources\": […]}]}.",
      valueName: "file"))
  var moduleLists: [String] = []

  @Option(
    name: .customLong("xcode-project"),
    help: ArgumentHelp(
      "Xcode mode: the root is a target of this Xcode project (needs --xcode-target and --output), read from its "
        + "project.pbxproj as `root: {xcode_project:, target:}` is; with --config, that file's other settings apply.",
      valueName: "path"))
  var xcodeProject: String?

  @Option(
    name: .customLong("xcode-target"),
    help: ArgumentHelp("Xcode mode: the app target that receives the generated code.", valueName: "name"))
  var xcodeTarget: String?

  @Option(
    name: .customLong("root-module"),
    help: ArgumentHelp("Build-system mode: the module that receives the generated code.", valueName: "name"))
  var rootModule: String?

  @Option(
    name: .customLong("output-files"),
    help: ArgumentHelp(
      "Build-system mode: split the generated code into this many files beside --output (NAME.1.swift … "
        + "NAME.N.swift), which the compiler builds in parallel, as `output_files:` under `root` does in .sword.yml.",
      valueName: "count"))
  var outputFiles: Int?

  @Flag(
    name: .customLong("test-overrides"),
    help: ArgumentHelp(
      "Build-system mode: generate test overrides (`AppComponent(…, overrides:)`, DEBUG builds only), as "
        + "`test_overrides: true` does in .sword.yml."))
  var testOverrides = false

  @Option(
    name: .customLong("main-actor-module"),
    help: ArgumentHelp(
      "Build-system mode: a module built with default MainActor isolation (`-default-isolation MainActor`); repeat "
        + "for several. A module list may instead say \"default_isolation\": \"MainActor\" for its module.",
      valueName: "name"))
  var mainActorModules: [String] = []

  /// True when index files or module lists replace `.sword.yml`.
  var isIndexMode: Bool { !indexFiles.isEmpty || !moduleLists.isEmpty }
  /// True when an Xcode project's target is the root (`--xcode-project`).
  var isXcodeMode: Bool { xcodeProject != nil || xcodeTarget != nil }
  /// True when the generated file is named on the command line (`--output`).
  var takesOutput: Bool { isIndexMode || isXcodeMode }

  func validate() throws {
    if isXcodeMode {
      if isIndexMode { throw ValidationError("--xcode-project goes without --index and --modules") }
      if xcodeProject?.isEmpty ?? true || xcodeTarget?.isEmpty ?? true {
        throw ValidationError("--xcode-project PATH and --xcode-target NAME go together")
      }
      try OptionRanges.check(outputFiles, "--output-files", OptionRanges.outputFiles)
      if rootModule != nil || testOverrides || !mainActorModules.isEmpty {
        throw ValidationError(
          "--root-module, --test-overrides and --main-actor-module go with --index and --modules; with "
            + "--xcode-project the project names the module and its isolation, and .sword.yml (--config) says "
            + "'test_overrides: true'")
      }
      return
    }
    if isIndexMode {
      if rootModule?.isEmpty ?? true { throw ValidationError("--index and --modules need --root-module NAME") }
      try OptionRanges.check(outputFiles, "--output-files", OptionRanges.outputFiles)
      if packageDescription != nil {
        throw ValidationError("--index and --modules read no packages; leave out --package-description")
      }
    } else if rootModule != nil || outputFiles != nil || testOverrides
      || !mainActorModules.isEmpty
    {
      throw Self.buildSystemOnly
    }
  }

  /// The mistake of a build-system option given with `.sword.yml`.
  static let buildSystemOnly = ValidationError(
    "--root-module, --output, --output-files, --component, --test-overrides and --main-actor-module go with "
      + "--index FILE… or --modules FILE (with .sword.yml, write 'components:', 'output_files:' under 'root', "
      + "and 'test_overrides: true'; isolation is read from Package.swift)")
}

/// Build-system mode's generated file and root components, for `generate` and `check` (`graph` has an `--output`
/// and a `--component` of its own: the picture's file and component).
struct GeneratedFileOptions: ParsableArguments {
  @Option(
    name: .customLong("output"),
    help: ArgumentHelp("Build-system mode: the generated file to write or check.", valueName: "path"))
  var path: String?

  @Option(
    name: .customLong("component"),
    help: ArgumentHelp(
      "Build-system mode: generate only this root component and its subcomponents (repeat for several), as "
        + "`components:` under `root` does in .sword.yml.",
      valueName: "name"))
  var components: [String] = []

  /// Checks `--output` and `--component` against the input: `--output` is needed with `--index` or `--modules`;
  /// neither goes without them.
  func validate(with input: PipelineInputOptions) throws {
    if input.isIndexMode, path?.isEmpty ?? true { throw ValidationError("--index and --modules need --output PATH") }
    if input.isXcodeMode, path?.isEmpty ?? true { throw ValidationError("--xcode-project needs --output PATH") }
    if input.isXcodeMode, !components.isEmpty {
      throw ValidationError(
        "--component goes with --index and --modules; with --xcode-project, write 'components:' under 'root' in .sword.yml"
      )
    }
    if !input.takesOutput, path != nil || !components.isEmpty { throw PipelineInputOptions.buildSystemOnly }
  }
}
