import ArgumentParser

/// Build-system and Xcode mode's generated file, its root components and how it is written, for `generate` and
/// `check` (`graph` has an `--output` and a `--component` of its own: the picture's file and component). With
/// `.sword.yml`, the file says all of this under `root`.
struct GeneratedFileOptions: ParsableArguments {
  @Option(
    name: .customLong("output"),
    help: ArgumentHelp("The generated file to write or check.", valueName: "path"))
  var path: String?

  @Option(
    name: .customLong("component"),
    help: ArgumentHelp(
      "With --index or --modules: generate only this root component and its subcomponents (repeat for several), "
        + "as `components:` under `root` does in .sword.yml.",
      valueName: "name"))
  var components: [String] = []

  @Option(
    name: .customLong("output-files"),
    help: ArgumentHelp(
      "Split the generated code into this many files beside --output (NAME.1.swift … NAME.N.swift), which the "
        + "compiler builds in parallel, as `output_files:` under `root` does in .sword.yml.",
      valueName: "count"))
  var outputFiles: Int?

  @Flag(
    name: .customLong("test-overrides"),
    help: ArgumentHelp(
      "With --index or --modules: generate test overrides (`AppComponent(…, overrides:)`, DEBUG builds only), as "
        + "`test_overrides: true` does in .sword.yml."))
  var testOverrides = false

  /// Checks these options against the input: `--output` is needed with `--index`, `--modules` or
  /// `--xcode-project`; none of them goes with `.sword.yml`, and with an Xcode project only `--output` and
  /// `--output-files` do.
  func validate(with input: InputModeOptions) throws {
    guard input.takesOutput else {
      if path != nil || !components.isEmpty || outputFiles != nil || testOverrides {
        throw InputModeOptions.buildSystemOnly
      }
      return
    }
    try OptionRanges.check(outputFiles, "--output-files", OptionRanges.outputFiles)
    if input.isIndexMode, path?.isEmpty ?? true { throw ValidationError("--index and --modules need --output PATH") }
    if input.isXcodeMode {
      if path?.isEmpty ?? true { throw ValidationError("--xcode-project needs --output PATH") }
      if !components.isEmpty || testOverrides {
        throw ValidationError(
          "--component and --test-overrides go with --index and --modules; with --xcode-project, write "
            + "'components:' under 'root' and 'test_overrides: true' in .sword.yml (--config)")
      }
    }
  }
}
