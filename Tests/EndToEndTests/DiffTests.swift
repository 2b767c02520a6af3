import Foundation
import SwordTestSupport
import XCTest

/// `sword diff --base`: a branch of the fixture monorepo that adds a binding and changes a scope, compared with its
/// base read from git, the work tree untouched. Runs with SWORD_E2E=1, which `make test` sets.
final class DiffTests: XCTestCase {
  override func setUpWithError() throws {
    try FixtureWorkspace.requireEndToEnd()
  }

  private func git(_ arguments: [String], in folder: URL) throws -> TestProcess.Result {
    try TestProcess.run(
      "/usr/bin/env",
      [
        "git", "-c", "user.name=Sword Tests", "-c", "user.email=tests@example.invalid", "-c",
        "init.defaultBranch=main", "-c", "commit.gpgsign=false",
      ] + arguments, in: folder)
  }

  func testABranchThatAddsABindingAndChangesAScopeSaysExactlyThat() throws {
    let fixture = try FixtureWorkspace.copy("Monorepo")
    let root = fixture.root
    // The copy becomes a repository of its own for the test (its build folder ignored), and stops being one after.
    addTeardownBlock {
      try? FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
      try? FileManager.default.removeItem(at: root.appendingPathComponent(".gitignore"))
    }
    try fixture.write(".gitignore", ".build/\n")
    XCTAssertEqual(try git(["init", "-q"], in: root).status, 0)
    XCTAssertEqual(try git(["add", "-A"], in: root).status, 0)
    XCTAssertEqual(try git(["commit", "-q", "-m", "base"], in: root).status, 0)
    let status = try git(["status", "--porcelain"], in: root).output

    let source = FixtureWorkspace.userRepositorySource
    let original = try fixture.makeUserRepositoryUnscoped()
    defer { try? fixture.write(source, original) }
    let added = "Sources/App/Greeter.swift"
    defer { try? FileManager.default.removeItem(atPath: fixture.path(added)) }
    try fixture.write(
      added,
      """
      import Components
      import Sword

      @Dependency(registeredTo: AppComponent.self)
      final class Greeter {
        @Injected init(envVars: EnvVars) {}
      }

      """)

    let report = try TestProcess.run(Repository.sword, ["diff", "--base", "main", "--format", "markdown"], in: root)
    XCTAssertEqual(report.status, 0, report.output)
    XCTAssertEqual(
      report.output,
      """
      ### Dependency graph: main → work tree

      **Bindings added (1)**

      - `AppComponent/Greeter`

      **Scopes changed (1)**

      - `AppComponent/UserRepository`: .single → unscoped

      **Injections added (1)**

      - `AppComponent/EnvVars` → `AppComponent/Greeter` as `envVars`

      """)
    // The work tree is as the test left it: git sees only the test's own two edits.
    let after = try git(["status", "--porcelain"], in: root).output
    XCTAssertEqual(status, "")
    XCTAssertEqual(after.split(separator: "\n").map { String($0.dropFirst(3)) }.sorted(), [added, source].sorted())
    let changed = try TestProcess.run(Repository.sword, ["diff", "--base", "main", "--exit-code"], in: root)
    XCTAssertEqual(changed.status, 2, changed.output)
  }
}
