import ArgumentParser
import SwordGenerator

/// Where `generate`, `check` and `graph` get their input when it is not `.sword.yml`: build-system mode's index
/// files (written by `sword index`) and module lists, or an Xcode project's target. `diff` takes none of these: it
/// compares two states of a `.sword.yml` workspace. The generated file of these modes is ``GeneratedFileOptions``.
struct InputModeOptions: ParsableArguments {
  @Option(
    name: .customLong("index"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Merge these `sword index` files instead of reading .sword.yml (needs --root-module; generate and check "
        + "also need --output).",
      valueName: "file"))
  var indexFiles: [String] = []

  @Option(
    name: .customLong("modules"),
    help: ArgumentHelp(
      "Index the modules this JSON file lists and merge them too: "
        + "{\"modules\": [{\"module\": …, \"sources\": […]}]}.",
      valueName: "file"))
  var moduleLists: [String] = []

  @Option(
    name: .customLong("root-module"),
    help: ArgumentHelp("With --index or --modules: the module that receives the generated code.", valueName: "name"))
  var rootModule: String?

  @Option(
    name: .customLong("main-actor-module"),
    help: ArgumentHelp(
      "With --index or --modules: a module built with default MainActor isolation (`-default-isolation "
        + "MainActor`); repeat for several. A module list may instead say \"default_isolation\": \"MainActor\" for "
        + "its module.",
      valueName: "name"))
  var mainActorModules: [String] = []

  @Option(
    name: .customLong("xcode-project"),
    help: ArgumentHelp(
      "Xcode mode: the root is a target of this Xcode project (needs --xcode-target; generate and check also need "
        + "--output), read from its project.pbxproj as `root: {xcode_project:, target:}` is; with --config, that "
        + "file's other settings apply.",
      valueName: "path"))
  var xcodeProject: String?

  @Option(
    name: .customLong("xcode-target"),
    help: ArgumentHelp("Xcode mode: the app target that receives the generated code.", valueName: "name"))
  var xcodeTarget: String?

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
      if rootModule != nil || !mainActorModules.isEmpty {
        throw ValidationError(
          "--root-module and --main-actor-module go with --index and --modules; with --xcode-project the project "
            + "names the module and its isolation")
      }
    } else if isIndexMode {
      if rootModule?.isEmpty ?? true { throw ValidationError("--index and --modules need --root-module NAME") }
    } else if rootModule != nil || !mainActorModules.isEmpty {
      throw Self.buildSystemOnly
    }
  }

  /// Checks these options against the ones every command takes: build-system mode reads no packages.
  func validate(with common: CommonOptions) throws {
    guard isIndexMode else { return }
    if common.packageDescription != nil {
      throw ValidationError("--index and --modules read no packages; leave out --package-description")
    }
    if common.workspace.describeWithSwiftPM {
      throw ValidationError("--index and --modules run no SwiftPM; leave out --describe-with-swiftpm")
    }
  }

  /// The mistake of a build-system option given with `.sword.yml`.
  static let buildSystemOnly = ValidationError(
    "--root-module, --output, --output-files, --component, --test-overrides and --main-actor-module go with "
      + "--index FILE… or --modules FILE (with .sword.yml, write 'components:', 'output_files:' under 'root', "
      + "and 'test_overrides: true'; isolation is read from Package.swift)")
}
