import ArgumentParser
import SwordGenerator

/// Options shared by every command that runs the pipeline.
struct CommonOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("The configuration file.", valueName: "path"))
  var config: String = ".sword.yml"

  @Option(name: .shortAndLong, help: "How many targets to index at once (default: the number of cores).")
  var jobs: Int = 0

  @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
  var quiet = false

  @Flag(name: .shortAndLong, help: "Also print per-stage timings and counts.")
  var verbose = false


  func validate() throws {
    if jobs < 0 { throw ValidationError("--jobs must be 1 or more") }
    if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
  }
}
