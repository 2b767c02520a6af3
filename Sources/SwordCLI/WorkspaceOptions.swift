import ArgumentParser
import SwordGenerator

/// Where the configuration is, how many targets to index at once, and whether to use the cache.
struct WorkspaceOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The configuration file (default: .sword.yml in this folder or the nearest folder above it, as git finds its "
        + "repository).", valueName: "path"))
  var config: String?

  @Option(name: .shortAndLong, help: "How many targets to index at once, 1 to 1024 (default: the number of cores).")
  var jobs: Int?

  @Option(
    name: .customLong("cache-dir"),
    help: ArgumentHelp(
      "Where indexes and package descriptions are kept between runs (default: .build/sword-cache next to the "
        + "configuration file).", valueName: "path"))
  var cacheDirectory: String?

  @Flag(name: .customLong("no-cache"), help: "Describe and parse everything again; read and write no cache.")
  var noCache = false

  @Option(
    name: .customLong("process-timeout"),
    help: ArgumentHelp(
      "The longest any process Sword starts may run (`swift package describe`, `git`), in seconds (1 to 604800, a "
        + "week); past it, the "
        + "process and everything it started are ended and the run fails, naming the package (default: "
        + "\(ProcessRunner.defaultTimeLimit)).", valueName: "seconds"))
  var processTimeout: Int?

  @Flag(
    name: .customLong("describe-with-swiftpm"),
    help: ArgumentHelp(
      "Describe every package with `swift package describe` instead of reading declarative manifests statically.",
      discussion: "By default a Package.swift made of PackageDescription calls and constants is read without "
        + "compiling it, and only other manifests go to SwiftPM (`--verbose` says which, and why). This flag "
        + "compiles every manifest, as Sword did before; `sword verify-manifests` compares both readings."))
  var describeWithSwiftPM = false

  /// The cache these options ask for; `besideConfiguration` is the default.
  var cache: CacheSetting {
    if noCache { return .disabled }
    return cacheDirectory.map { .directory($0) } ?? .besideConfiguration
  }

  func validate() throws {
    try OptionRanges.check(jobs, "--jobs", OptionRanges.jobs)
    try OptionRanges.check(processTimeout, "--process-timeout", OptionRanges.processTimeout, unit: " seconds")
    if noCache && cacheDirectory != nil { throw ValidationError("--no-cache and --cache-dir cannot be used together") }
  }
}
