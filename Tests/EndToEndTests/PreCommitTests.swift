import Foundation
import SwordTestSupport
import XCTest

/// Sword in git hooks: the real `pre-commit` tool with this repository's `.pre-commit-hooks.yaml`, and the plain
/// git hook the documentation shows. Each works on a temporary repository whose graph lives in a plain folder of sources,
/// so no package is described or built. Runs when SWORD_E2E=1, which `make test` sets.
final class PreCommitTests: XCTestCase {
  private var swordFolder: String { (Repository.sword as NSString).deletingLastPathComponent }

  override func setUpWithError() throws {
    try XCTSkipUnless(ProcessInfo.processInfo.environment["SWORD_E2E"] == "1", "set SWORD_E2E=1 (make test does)")
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: Repository.sword), "build sword first: swift build --product sword")
  }

  private let identity = [
    "GIT_AUTHOR_NAME": "Sword Tests", "GIT_AUTHOR_EMAIL": "tests@example.com",
    "GIT_COMMITTER_NAME": "Sword Tests", "GIT_COMMITTER_EMAIL": "tests@example.com",
    "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
  ]

  private func git(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
    -> TestProcess.Result
  {
    let git = try XCTUnwrap(TestProcess.find("git"), "git is not installed")
    return try TestProcess.run(
      git, arguments, in: folder, environment: identity.merging(environment) { _, new in new },
      pathPrefix: [swordFolder])
  }

  /// A git repository holding a workspace whose root is a plain folder of sources, with its generated file
  /// committed.
  private func repository(in folder: TemporaryFolder, name: String = "work") throws -> URL {
    try folder.write("\(name)/.sword.yml", "root: {sources: App, module: App, output: App/Sword.generated.swift}\n")
    try folder.write(
      "\(name)/App/AppComponent.swift",
      """
      import Sword

      @Component
      public final class AppComponent {}

      @Dependency(registeredTo: AppComponent.self)
      public final class Greeter {
        @Injected
        public init() {}
      }
      """)
    let root = URL(fileURLWithPath: folder.path).appendingPathComponent(name)
    XCTAssertEqual(try git(["init", "--quiet"], in: root).status, 0)
    let generate = try TestProcess.run(Repository.sword, ["generate"], in: root)
    XCTAssertEqual(generate.status, 0, generate.output)
    return root
  }

  /// An edit that changes the graph (Greeter becomes a single instance), staged without regenerating.
  private func stageAStaleEdit(in root: URL) throws {
    let file = root.appendingPathComponent("App/AppComponent.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(
      of: "registeredTo: AppComponent.self)", with: "registeredTo: AppComponent.self, scopedWith: .single)"
    )
    .write(to: file, atomically: true, encoding: .utf8)
    XCTAssertEqual(try git(["add", "-A"], in: root).status, 0)
  }

  func testPreCommitRefusesACommitThatLeavesTheGeneratedCodeStale() throws {
    let preCommit = try Self.preCommitCommand()
    let folder = try TemporaryFolder(for: self)
    // The hooks come from a commit of this repository's .pre-commit-hooks.yaml, as `repo:` + `rev:` would fetch them.
    try folder.write(
      "hooks/.pre-commit-hooks.yaml",
      try String(
        contentsOf: FixtureWorkspace.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8))
    let hooks = URL(fileURLWithPath: folder.path).appendingPathComponent("hooks")
    XCTAssertEqual(try git(["init", "--quiet"], in: hooks).status, 0)
    XCTAssertEqual(try git(["add", "-A"], in: hooks).status, 0)
    XCTAssertEqual(try git(["commit", "--quiet", "-m", "hooks"], in: hooks).status, 0)
    let revision = try git(["rev-parse", "HEAD"], in: hooks).output.trimmingCharacters(in: .whitespacesAndNewlines)

    let root = try repository(in: folder)
    try folder.write(
      "work/.pre-commit-config.yaml",
      """
      repos:
        - repo: \(hooks.path)
          rev: \(revision)
          hooks:
            - id: sword-check-installed
      """)
    let environment = ["PRE_COMMIT_HOME": folder.path + "/pre-commit-cache"]
    let install = try TestProcess.run(
      preCommit.executable, preCommit.arguments + ["install"], in: root,
      environment: identity.merging(environment) { _, new in new }, pathPrefix: [swordFolder])
    XCTAssertEqual(install.status, 0, install.output)

    XCTAssertEqual(try git(["add", "-A"], in: root).status, 0)
    let first = try git(["commit", "-m", "a current graph"], in: root, environment: environment)
    XCTAssertEqual(first.status, 0, first.output)
    XCTAssertTrue(first.output.contains("sword check") && first.output.contains("Passed"), first.output)

    try stageAStaleEdit(in: root)
    let refused = try git(["commit", "-m", "a stale graph"], in: root, environment: environment)
    XCTAssertNotEqual(refused.status, 0, refused.output)
    XCTAssertTrue(refused.output.contains("Failed"), refused.output)
    XCTAssertTrue(refused.output.contains("App/Sword.generated.swift is stale; run `sword generate`"), refused.output)
    XCTAssertEqual(
      try git(["rev-list", "--count", "HEAD"], in: root).output.trimmingCharacters(in: .whitespacesAndNewlines), "1")

    XCTAssertEqual(try TestProcess.run(Repository.sword, ["generate"], in: root).status, 0)
    XCTAssertEqual(try git(["add", "-A"], in: root).status, 0)
    let fixed = try git(["commit", "-m", "the graph, regenerated"], in: root, environment: environment)
    XCTAssertEqual(fixed.status, 0, fixed.output)
  }

  func testThePlainGitHookFromTheDocumentationRefusesAStaleCommit() throws {
    let article = try String(
      contentsOf: FixtureWorkspace.repositoryRoot.appendingPathComponent("Sources/Sword/Sword.docc/BuildSystems.md"),
      encoding: .utf8)
    let script = try XCTUnwrap(
      Self.hookScript(in: article), "BuildSystems.md has no ```sh block after 'A plain git hook'")
    let folder = try TemporaryFolder(for: self)
    let root = try repository(in: folder)
    let hook = root.appendingPathComponent(".git/hooks/pre-commit")
    try script.write(to: hook, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)

    XCTAssertEqual(try git(["add", "-A"], in: root).status, 0)
    let first = try git(["commit", "-m", "a current graph"], in: root)
    XCTAssertEqual(first.status, 0, first.output)
    try stageAStaleEdit(in: root)
    let refused = try git(["commit", "-m", "a stale graph"], in: root)
    XCTAssertNotEqual(refused.status, 0, refused.output)
    XCTAssertTrue(refused.output.contains("run 'sword generate'"), refused.output)
  }

  /// `pre-commit` on `PATH`, else `python3 -m pre_commit` when that module is installed; a skip when neither is.
  static func preCommitCommand() throws -> (executable: String, arguments: [String]) {
    if let found = TestProcess.find("pre-commit") { return (found, []) }
    if let python = TestProcess.find("python3"),
      let probe = try? TestProcess.run(
        python, ["-m", "pre_commit", "--version"], in: URL(fileURLWithPath: NSTemporaryDirectory())),
      probe.status == 0
    {
      return (python, ["-m", "pre_commit"])
    }
    throw XCTSkip("pre-commit is not installed (python3 -m pip install pre-commit; .ci/run installs it)")
  }

  /// The first ```sh block after the documentation's "A plain git hook" sentence.
  static func hookScript(in readme: String) -> String? {
    guard let start = readme.range(of: "A plain git hook") else { return nil }
    let rest = readme[start.upperBound...]
    guard let open = rest.range(of: "```sh\n") else { return nil }
    guard let close = rest[open.upperBound...].range(of: "```") else { return nil }
    return String(rest[open.upperBound..<close.lowerBound])
  }
}
