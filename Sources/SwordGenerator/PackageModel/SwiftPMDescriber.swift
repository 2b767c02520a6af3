import Foundation

/// Describes a package by running `swift package describe --type json` on it.
///
/// The `swift` executable is the one named by the environment variable `SWORD_SWIFT` (an absolute path) or else
/// the first one on `PATH`. Describe gets a scratch path of its own (see ``scratchPath(for:)``), so it does not
/// wait for the lock of a build running in the package's own `.build`: SwiftPM holds that lock for a whole
/// build, and for the whole run of a command plugin, which would otherwise wait forever.
///
/// ```swift
/// let core = try await SwiftPMDescriber().describe(packageAt: "/repo/Packages/Core", reportingAt: location)
/// core.targets.map(\.c99name)  // ["Networking", "Storage"]
/// ```
package struct SwiftPMDescriber: PackageDescribing {
  /// The environment variable that overrides which `swift` runs.
  package static let swiftOverrideVariable = "SWORD_SWIFT"
  /// At most this many lines of SwiftPM's standard error go into a diagnostic's detail.
  package static let maximumDetailLines = 40

  /// Where `SWORD_SWIFT` and `PATH` are read from.
  package var environment: [String: String]
  /// Runs the process.
  package var runner: ProcessRunner

  /// A describer that reads `SWORD_SWIFT` and `PATH` from `environment`.
  package init(environment: [String: String] = ProcessInfo.processInfo.environment, runner: ProcessRunner = .init()) {
    self.environment = environment
    self.runner = runner
  }

  /// The absolute path of the `swift` to run, or a `Sword/SwiftNotFound` diagnostic saying why there is none.
  package func swiftExecutable() throws(DiagnosticsError) -> String {
    if let override = environment[Self.swiftOverrideVariable], !override.isEmpty {
      guard override.hasPrefix("/") else {
        throw DiagnosticsError(notFound("\(Self.swiftOverrideVariable) must be an absolute path, not '\(override)'"))
      }
      guard FileManager.default.isExecutableFile(atPath: override) else {
        throw DiagnosticsError(
          notFound("\(Self.swiftOverrideVariable) is '\(override)', which is not an executable file"))
      }
      return override
    }
    guard let found = ProcessRunner.findExecutable(named: "swift", environment: environment) else {
      throw DiagnosticsError(
        notFound(
          "no 'swift' executable on PATH; install a Swift toolchain or set \(Self.swiftOverrideVariable) to its absolute path"
        ))
    }
    return found
  }

  /// Runs `swift package describe --type json` on the package in `path` and decodes what it prints.
  package func describe(packageAt path: String, reportingAt location: SourceLocation) async throws(DiagnosticsError)
    -> DescribedPackage
  {
    let swift = try swiftExecutable()
    if let (link, other) = LinkLoops.first(inPackageAt: path) {
      throw DiagnosticsError(
        Diagnostic(
          .sourceLinkLoop,
          "the symbolic links '\(TerminalText.escaped(link))' and '\(TerminalText.escaped(other))' each lead to a "
            + "folder that holds the other: SwiftPM would walk them without end; remove one, or point it elsewhere",
          at: location))
    }
    let scratch = Self.scratchPath(for: path)
    let arguments = ["package", "--package-path", path, "--scratch-path", scratch, "describe", "--type", "json"]
    let output: ProcessRunner.Output
    do {
      output = try await runner.run(swift, arguments: arguments)
    } catch {
      throw DiagnosticsError(
        Diagnostic(.describeFailed, "could not describe the package at '\(path)': \(error)", at: location))
    }
    let detail = Self.detailLines(fromStandardError: output.standardError)
    if case .timedOut(let seconds) = output.termination {
      throw DiagnosticsError(
        Diagnostic(
          .describeFailed,
          "'swift package describe' did not finish within \(seconds) s for the package at '\(path)', and was ended "
            + "with everything it started; run it in that folder to see where it waits (a lock, a fetch, a loop of "
            + "symbolic links in a target's folder), or raise the limit with --process-timeout",
          at: location))
    }
    guard output.succeeded else {
      throw DiagnosticsError(
        Diagnostic(
          .describeFailed,
          "'swift package describe' failed for the package at '\(path)' (it \(output.termination))",
          at: location,
          detail: detail
        ))
    }
    var package: DescribedPackage
    do {
      package = try DescribedPackage.decode(json: output.standardOutput)
    } catch {
      throw DiagnosticsError(
        Diagnostic(
          .describeFailed,
          "could not read what 'swift package describe' printed for the package at '\(path)': \(error)",
          at: location,
          detail: detail
        ))
    }
    if DefaultIsolationReader.mayIsolate(packageAt: path) {
      let settings = try await settingTargets(packageAt: path, swift: swift, scratch: scratch, location: location)
      for position in package.targets.indices {
        let name = package.targets[position].name
        if settings.mainActor.contains(name) { package.targets[position].isMainActorByDefault = true }
        if settings.internalImports.contains(name) { package.targets[position].importsInternalByDefault = true }
      }
    }
    return package
  }

  /// The targets built with default `MainActor` isolation, and those with `InternalImportsByDefault`, read with
  /// `swift package dump-package` (describe does not print settings).
  private func settingTargets(
    packageAt path: String, swift: String, scratch: String, location: SourceLocation
  ) async throws(DiagnosticsError) -> (mainActor: Set<String>, internalImports: Set<String>) {
    let arguments = ["package", "--package-path", path, "--scratch-path", scratch, "dump-package"]
    let output: ProcessRunner.Output
    do {
      output = try await runner.run(swift, arguments: arguments)
    } catch {
      throw DiagnosticsError(
        Diagnostic(.describeFailed, "could not read the settings of '\(path)': \(error)", at: location))
    }
    guard output.succeeded, let targets = try? DefaultIsolationReader.targets(dumpPackageJSON: output.standardOutput)
    else {
      throw DiagnosticsError(
        Diagnostic(
          .describeFailed,
          "'swift package dump-package' failed for the package at '\(path)' (it \(output.termination)); Sword reads "
            + "each target's default isolation from it",
          at: location,
          detail: Self.detailLines(fromStandardError: output.standardError)))
    }
    return targets
  }

  /// A scratch path of our own for the package in `path`, never created by describe: `describe-<hash>` in the
  /// user's private folder (``scratchFolder``).
  ///
  /// SwiftPM keeps a lock file named after the scratch path in the temporary directory, so the name is stable
  /// per package (an FNV-1a hash of its path) rather than fresh per run: one small file per package, not one
  /// per run. Two Sword runs on the same package at once then wait for each other for a moment. The folder holds
  /// the user's id: on a machine several people share, each has locks of their own (another user's lock file,
  /// which this user may not open, failed every describe with "invalid access").
  static func scratchPath(for path: String) -> String {
    scratchFolder + "/describe-" + String(StableHash.fnv1a64(path), radix: 16)
  }

  /// Where the scratch paths go: ``privateFolder(in:)`` of the temporary directory, found once per run.
  static let scratchFolder = privateFolder(in: FileManager.default.temporaryDirectory.path)

  /// `sword-<uid>` in `temporary` (the shared temporary folder), made mode 0700 when missing, and used only when
  /// `lstat` says it is a folder, not a link, owned by this user, that no one else may write. A name anyone could
  /// guess in a folder everyone writes to could otherwise be a link or a folder someone else planted, and SwiftPM's
  /// build products would then be written where they lead. When the name is taken that way, a fresh folder of this
  /// run's (`mkdtemp`, mode 0700) is used instead: SwiftPM's scratch caches start empty, nothing goes astray.
  static func privateFolder(in temporary: String) -> String {
    let folder = Paths.join(temporary, "sword-\(geteuid())")
    _ = mkdir(folder, 0o700)
    if WorkFolder.isPrivateFolder(folder) { return folder }
    // No private folder can be made: a path nobody else can have made either, which describe creates.
    return (try? WorkFolder.make(in: temporary, prefix: "sword-\(geteuid())-").path)
      ?? folder + "-" + UUID().uuidString
  }

  private func notFound(_ message: String) -> Diagnostic {
    Diagnostic(.swiftNotFound, message, at: nil)
  }

  /// SwiftPM's standard error as detail lines: blank lines dropped, the manifest compiler's long command line
  /// left out, at most ``maximumDetailLines`` lines (the last one then says how many were left out).
  static func detailLines(fromStandardError data: Data) -> [String] {
    let text = String(decoding: data, as: UTF8.self)
    var lines = text.split(whereSeparator: \.isNewline).map { line in
      shortened(String(line)).trimmingCharacters(in: .whitespaces.union(.controlCharacters))
    }
    lines.removeAll(where: \.isEmpty)
    guard lines.count > maximumDetailLines else { return lines }
    let kept = lines.prefix(maximumDetailLines - 1)
    return kept + ["… \(lines.count - kept.count) more lines"]
  }

  /// `error: 'x': Invalid manifest (compiled with: [...])` without the parenthesised command line.
  private static func shortened(_ line: String) -> String {
    guard let start = line.range(of: " (compiled with: ["), let end = line.range(of: "])", options: .backwards),
      start.upperBound <= end.lowerBound
    else { return line }
    return String(line[..<start.lowerBound] + line[end.upperBound...])
  }
}
