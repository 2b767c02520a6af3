import Foundation
import SwordTestSupport
import XCTest

/// What `sword` prints on a terminal and elsewhere: progress only on a terminal (and not with --quiet), colour only
/// on a terminal without NO_COLOR, and shell completions. A terminal is made with util-linux's `script`. Runs with
/// SWORD_E2E=1, which `make test` sets.
final class TerminalOutputTests: XCTestCase {
  private let fixture = FixtureWorkspace.repositoryRoot.appendingPathComponent("Fixtures/Monorepo")
  private let broken = FixtureWorkspace.repositoryRoot.appendingPathComponent("Fixtures/Diagnostics/BrokenGraph")
  private let erase = "\r\u{1B}[K"

  override func setUpWithError() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["SWORD_E2E"] == "1", "set SWORD_E2E=1 (make test does)")
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: Repository.sword), "build sword first: swift build --product sword")
  }

  func testProgressIsShownOnATerminalOnly() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("sword-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let arguments = ["graph", "--format", "json", "--output", output]

    let onTerminal = try onATerminal(arguments, in: fixture, environment: ["SWORD_PROGRESS_DELAY": "0"])
    XCTAssertEqual(onTerminal.status, 0, onTerminal.output)
    XCTAssertTrue(onTerminal.output.contains("sword: reading 3 packages"), onTerminal.output)
    XCTAssertTrue(onTerminal.output.contains("sword: indexing targets "), onTerminal.output)
    XCTAssertTrue(onTerminal.output.contains(erase), "the progress line is erased at the end")

    let quiet = try onATerminal(arguments + ["--quiet"], in: fixture, environment: ["SWORD_PROGRESS_DELAY": "0"])
    XCTAssertEqual(quiet.status, 0, quiet.output)
    XCTAssertFalse(quiet.output.contains("indexing"), quiet.output)

    let piped = try TestProcess.run(
      Repository.sword, arguments, in: fixture, environment: ["SWORD_PROGRESS_DELAY": "0"])
    XCTAssertEqual(piped.status, 0, piped.output)
    XCTAssertFalse(piped.output.contains("indexing"), piped.output)
    XCTAssertFalse(piped.output.contains("\u{1B}"), piped.output)
  }

  /// `generate` and `check` show the same progress. With a cache of its own: in the fixture's own cache, once
  /// every file's stamp is as recorded, `check` reuses the last result and indexes nothing, so there would be no
  /// indexing line to show (and the test would depend on which runs came before it).
  func testCheckShowsProgressOnATerminal() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("sword-cache-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let check = try onATerminal(
      ["check", "--cache-dir", cache], in: fixture, environment: ["SWORD_PROGRESS_DELAY": "0"])
    XCTAssertEqual(check.status, 0, check.output)
    XCTAssertTrue(check.output.contains("sword: indexing targets"), check.output)
  }

  func testAnUnchangedRunSaysSoInOneLineOnATerminalOnly() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("sword-cache-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let onTerminal = try onATerminal(["check", "--cache-dir", cache], in: fixture, environment: [:])
    XCTAssertEqual(onTerminal.status, 0, onTerminal.output)
    XCTAssertNotNil(
      onTerminal.output.range(
        of: #"sword: Sources/App/Sword\.generated\.swift is up to date · \d+ bindings · \d+\.\d\d s"#,
        options: .regularExpression), onTerminal.output)
    let quiet = try onATerminal(["check", "--cache-dir", cache, "--quiet"], in: fixture, environment: [:])
    XCTAssertFalse(quiet.output.contains("up to date"), quiet.output)
    let piped = try TestProcess.run(Repository.sword, ["check", "--cache-dir", cache], in: fixture, environment: [:])
    XCTAssertEqual(piped.status, 0, piped.output)
    XCTAssertFalse(piped.output.contains("up to date"), piped.output)
  }

  func testAMistypedCommandGetsADidYouMean() throws {
    let typo = try TestProcess.run(Repository.sword, ["genrate"], in: fixture, environment: [:])
    XCTAssertEqual(typo.status, 64, typo.output)
    XCTAssertTrue(typo.output.contains("unknown command 'genrate'; did you mean 'generate'?"), typo.output)
    let hostile = try TestProcess.run(Repository.sword, ["gen\u{1B}[2Jrate"], in: fixture, environment: [:])
    XCTAssertTrue(hostile.output.contains(#"unknown command 'gen\u{1B}[2Jrate'"#), hostile.output)
    XCTAssertFalse(hostile.output.contains("\u{1B}"), "the word is escaped, not printed raw")
    // The argument parser's own errors quote the user's words too.
    for arguments in [["generate", "--bo\u{1B}[2Jgus"], ["generate", "--jobs", "1\u{1B}[2J"]] {
      let parsed = try TestProcess.run(Repository.sword, arguments, in: fixture, environment: [:])
      XCTAssertEqual(parsed.status, 64, parsed.output)
      XCTAssertTrue(parsed.output.contains(#"\u{1B}[2J"#), parsed.output)
      XCTAssertFalse(parsed.output.contains("\u{1B}"), "escaped, not printed raw: \(parsed.output)")
    }
    let help = try TestProcess.run(Repository.sword, ["generate", "--help"], in: fixture, environment: [:])
    XCTAssertFalse(help.output.contains("(default: 0)"), "no doubled default for --jobs:\n\(help.output)")
  }

  /// Each command's help lists the options it takes and no other: `graph` draws no generated file (no
  /// `--output-files`, `--test-overrides`), `diff` compares `.sword.yml` workspaces (no build-system or Xcode mode).
  func testHelpListsOnlyTheOptionsACommandTakes() throws {
    let workspace = [
      "--config", "--jobs", "--cache-dir", "--no-cache", "--process-timeout", "--describe-with-swiftpm", "--quiet",
      "--verbose", "--diagnostics-format", "--package-description", "--version", "--help",
    ]
    let modes = ["--index", "--modules", "--root-module", "--main-actor-module", "--xcode-project", "--xcode-target"]
    let expected: [String: Set<String>] = [
      "diff": Set(workspace + ["--base", "--format", "--exit-code"]),
      "graph": Set(workspace + modes + ["--format", "--component", "--stats", "--output"]),
      "generate": Set(workspace + modes + ["--output", "--component", "--output-files", "--test-overrides"]),
    ]
    for (command, options) in expected {
      let help = try TestProcess.run(Repository.sword, [command, "--help"], in: fixture, environment: [:])
      XCTAssertEqual(help.status, 0, help.output)
      let listed = Set(
        help.output.split(separator: "\n").compactMap { line -> String? in
          guard let match = line.firstMatch(of: /^  (?:-\w, )?(--[a-z-]+)/) else { return nil }
          return String(match.1)
        })
      XCTAssertEqual(listed, options, "\(command) --help:\n\(help.output)")
    }
    // What a command does not take is an unknown option, not a late refusal.
    let graph = try TestProcess.run(Repository.sword, ["graph", "--output-files", "2"], in: fixture, environment: [:])
    XCTAssertEqual(graph.status, 64, graph.output)
    XCTAssertTrue(graph.output.contains("Unknown option '--output-files'"), graph.output)
  }

  func testErrorsAreColouredOnATerminalUnlessNoColorIsSet() throws {
    let coloured = try onATerminal(["graph", "--quiet"], in: broken, environment: ["NO_COLOR": nil])
    XCTAssertEqual(coloured.status, 1, coloured.output)
    XCTAssertTrue(coloured.output.contains(": \u{1B}[1;31merror:\u{1B}[0m [Sword/MissingBinding]"), coloured.output)

    let plain = try onATerminal(["graph", "--quiet"], in: broken, environment: ["NO_COLOR": "1"])
    XCTAssertEqual(plain.status, 1, plain.output)
    XCTAssertTrue(plain.output.contains(": error: [Sword/MissingBinding]"), plain.output)
    XCTAssertFalse(plain.output.contains("\u{1B}["), plain.output)
  }

  func testAnUnknownComponentIsReported() throws {
    let result = try TestProcess.run(Repository.sword, ["graph", "--component", "LoginComponnet"], in: fixture)
    XCTAssertEqual(result.status, 1, result.output)
    XCTAssertTrue(
      result.output.contains(
        "error: [Sword/GraphUnknownComponent] 'LoginComponnet' is not a component of the graph; did you mean "
          + "'LoginComponent'?"),
      result.output)
  }

  /// What CI reads: one SARIF log with a result per error, and one workflow command per error, on standard output.
  func testCIFormatsReportEveryErrorOnStandardOutput() throws {
    let text = try TestProcess.run(Repository.sword, ["check"], in: broken)
    XCTAssertEqual(text.status, 1, text.output)
    let errors = text.output.split(separator: "\n").filter { $0.contains(": error: [Sword/") }
    XCTAssertGreaterThan(errors.count, 2)

    let sarif = try TestProcess.run(
      "/bin/sh", ["-c", "'\(Repository.sword)' check --diagnostics-format sarif 2>/dev/null"], in: broken)
    XCTAssertEqual(sarif.status, 1)
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any], sarif.output)
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.filter { $0["level"] as? String == "error" }.count, errors.count)
    let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
    XCTAssertEqual(driver?["name"] as? String, "sword")

    let github = try TestProcess.run(
      "/bin/sh", ["-c", "'\(Repository.sword)' check --diagnostics-format github 2>/dev/null"], in: broken)
    let commands = github.output.split(separator: "\n")
    XCTAssertEqual(commands.filter { $0.hasPrefix("::error file=Sources/") }.count, errors.count, github.output)
  }

  /// `sword check` prints exactly what `CheckOutputTests` records for `Fixtures/Check`: each stale or missing file as
  /// an error at its first changed line, every hunk of a stale one, then the summary; and exits 2.
  func testCheckPrintsEveryChangeOfAStaleFileAndOneLineForAMissingOne() throws {
    for name in ["Missing", "Stale"] {
      let root = FixtureWorkspace.repositoryRoot.appendingPathComponent("Fixtures/Check/\(name)")
      let result = try TestProcess.run(Repository.sword, ["check", "--no-cache"], in: root, environment: [:])
      XCTAssertEqual(result.status, 2, result.output)
      let expected = try String(contentsOf: root.appendingPathComponent("expected.txt"), encoding: .utf8)
      XCTAssertEqual(result.output.replacingOccurrences(of: root.path + "/", with: ""), expected, name)
    }
  }

  /// `graph` and `diff` take the cache options of `generate`.
  func testGraphKeepsItsCacheWhereToldAndRefusesTwoCacheOptions() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("sword-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let stats = try TestProcess.run(Repository.sword, ["graph", "--stats", "--cache-dir", cache.path], in: fixture)
    XCTAssertEqual(stats.status, 0, stats.output)
    XCTAssertTrue(stats.output.contains("Most depended-on bindings"), stats.output)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: cache.appendingPathComponent("index").path), "no index cache written")
    let both = try TestProcess.run(Repository.sword, ["graph", "--cache-dir", cache.path, "--no-cache"], in: fixture)
    XCTAssertEqual(both.status, 64, both.output)
    XCTAssertTrue(both.output.contains("--no-cache and --cache-dir cannot be used together"), both.output)
  }

  func testShellCompletionsKnowTheGraphCommand() throws {
    for shell in ["bash", "zsh", "fish"] {
      let result = try TestProcess.run(Repository.sword, ["--generate-completion-script", shell], in: fixture)
      XCTAssertEqual(result.status, 0, result.output)
      XCTAssertTrue(result.output.contains("graph"), "\(shell): \(result.output)")
      XCTAssertTrue(result.output.contains("mermaid"), "\(shell) completes --format's values")
    }
  }

  /// Runs `sword` with a pseudo-terminal as its standard streams, via util-linux's `script`.
  private func onATerminal(
    _ arguments: [String], in directory: URL, environment: [String: String?]
  ) throws -> TestProcess.Result {
    let script = "/usr/bin/script"
    guard FileManager.default.isExecutableFile(atPath: script) else {
      throw XCTSkip("util-linux's script is needed to make a terminal")
    }
    let command = ([Repository.sword] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    var variables = environment
    variables["TERM"] = "xterm"
    return try TestProcess.run(
      script, ["--quiet", "--return", "--command", command.joined(separator: " "), "/dev/null"], in: directory,
      environment: variables)
  }
}
