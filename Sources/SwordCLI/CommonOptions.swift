import ArgumentParser
import SwordGenerator

/// Options shared by every command that runs the pipeline on a `.sword.yml` workspace (`generate`, `check`,
/// `graph`, `diff`). The other modes' inputs are ``InputModeOptions``.
struct CommonOptions: ParsableArguments {
  /// `--config`, `--jobs`, `--cache-dir` and `--no-cache`, as `graph` and `diff` take them.
  @OptionGroup var workspace: WorkspaceOptions

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
    name: .customLong("package-description"),
    help: ArgumentHelp(
      "Read package descriptions from this JSON file instead of running `swift package describe`.",
      discussion: "One object: each key a package folder (relative to the file or absolute), each value what "
        + "`swift package describe --type json` prints for it.",
      valueName: "file"))
  var packageDescription: String?

  func validate() throws {
    if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    if workspace.describeWithSwiftPM, packageDescription != nil {
      throw ValidationError(
        "--describe-with-swiftpm goes with packages described from .sword.yml; leave it out with "
          + "--package-description, which runs no SwiftPM")
    }
  }
}

extension DiagnosticFormat: ExpressibleByArgument {}
