import ArgumentParser
import SwordGenerator

/// Options shared by every command that runs the pipeline.
struct CommonOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The configuration file (default: .sword.yml in this folder or the nearest folder above it, as git finds its "
        + "repository).", valueName: "path"))
  var config: String?

  @Option(name: .shortAndLong, help: "How many targets to index at once (default: the number of cores).")
  var jobs: Int?

  @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
  var quiet = false

  @Flag(name: .shortAndLong, help: "Also print per-stage timings and counts.")
  var verbose = false

  @Option(
    name: .customLong("diagnostics-format"),
    help: ArgumentHelp(
      "How to print problems: text (path:line:col: error: …, for people and editors), json (one object per line "
        + "on standard output, for tools), sarif (one SARIF 2.1.0 log on standard output, for GitHub code scanning) "
        + "or github (workflow commands on standard output: annotations on the pull request's lines).",
      valueName: "format"))
  var diagnosticsFormat: DiagnosticFormat = .text

  @Option(
    name: .customLong("cache-dir"),
    help: ArgumentHelp(
      "Where indexes and package descriptions are kept between runs (default: .build/sword-cache next to the "
        + "configuration file).", valueName: "path"))
  var cacheDirectory: String?

  @Flag(name: .customLong("no-cache"), help: "Describe and parse everything again; read and write no cache.")
  var noCache = false

  /// `--package-description`, or build-system mode's `--index`, `--root-module` and `--output`.
  @OptionGroup var input: PipelineInputOptions

  /// The cache these options ask for.
  var cacheSetting: CacheSetting {
    if noCache { return .disabled }
    return cacheDirectory.map { .directory($0) } ?? .besideConfiguration
  }

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
    if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    if noCache && cacheDirectory != nil { throw ValidationError("--no-cache and --cache-dir cannot be used together") }
  }
}

extension DiagnosticFormat: ExpressibleByArgument {}
