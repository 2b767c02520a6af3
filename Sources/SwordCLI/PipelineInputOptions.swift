import ArgumentParser
import SwordGenerator

/// Where `generate` and `check` get their input when it is not `.sword.yml` plus SwiftPM: a precomputed package
/// description, or (build-system mode) index files written by `sword index`.
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
    name: .customLong("root-module"),
    help: ArgumentHelp("Build-system mode: the module that receives the generated code.", valueName: "name"))
  var rootModule: String?

  @Option(
    name: .customLong("output"),
    help: ArgumentHelp("Build-system mode: the generated file to write or check.", valueName: "path"))
  var output: String?

  @Option(
    name: .customLong("output-files"),
    help: ArgumentHelp(
      "Build-system mode: split the generated code into this many files beside --output (NAME.1.swift … "
        + "NAME.N.swift), which the compiler builds in parallel, as `output_files:` under `root` does in .sword.yml.",
      valueName: "count"))
  var outputFiles: Int?

  @Option(
    name: .customLong("component"),
    help: ArgumentHelp(
      "Build-system mode: generate only this root component and its subcomponents (repeat for several), as "
        + "`components:` under `root` does in .sword.yml.",
      valueName: "name"))
  var components: [String] = []

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

  func validate() throws {
    if isIndexMode {
      if rootModule?.isEmpty ?? true { throw ValidationError("--index and --modules need --root-module NAME") }
      if output?.isEmpty ?? true { throw ValidationError("--index and --modules need --output PATH") }
      if let outputFiles, !(1...OutputParts.maximum).contains(outputFiles) {
        throw ValidationError("--output-files must be from 1 to \(OutputParts.maximum), found \(outputFiles)")
      }
      if packageDescription != nil {
        throw ValidationError("--index and --modules read no packages; leave out --package-description")
      }
    } else if rootModule != nil || output != nil || outputFiles != nil || testOverrides || !components.isEmpty
      || !mainActorModules.isEmpty
    {
      throw ValidationError(
        "--root-module, --output, --output-files, --component, --test-overrides and --main-actor-module go with "
          + "--index FILE… or --modules FILE (with .sword.yml, write 'components:', 'output_files:' under 'root', "
          + "and 'test_overrides: true'; isolation is read from Package.swift)")
    }
  }
}
