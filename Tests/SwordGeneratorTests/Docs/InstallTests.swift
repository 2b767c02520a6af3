import Foundation
import SwordTestSupport
import XCTest

/// `make install` ends with `scripts/check-path.sh`: it says whether the shell finds the `sword` just installed,
/// and what to do when the folder is not on PATH or another `sword` comes first.
final class InstallTests: XCTestCase {
  private let script = Repository.root.appendingPathComponent("scripts/check-path.sh").path

  private func check(_ folder: String, path: String, shell: String = "/bin/bash") throws -> String {
    let result = try TestProcess.run(
      "/bin/bash", [script, folder], environment: ["PATH": path, "SHELL": shell, "HOME": NSTemporaryDirectory()],
      inheritsEnvironment: false)
    XCTAssertEqual(result.status, 0, "the install worked; the check only advises")
    return result.output
  }

  func testTheInstallRecipeChecksThePath() throws {
    let makefile = try String(contentsOf: Repository.root.appendingPathComponent("Makefile"), encoding: .utf8)
    XCTAssertTrue(makefile.contains("\t@scripts/check-path.sh \"$(PREFIX)/bin\"\n"), "make install runs the check")
  }

  func testAFolderNotOnPathIsNamedWithTheLineToAdd() throws {
    let folder = try TemporaryFolder(for: self)
    try folder.write("bin/sword", "#!/bin/sh\n")
    let bin = folder.path + "/bin"
    chmod(bin + "/sword", 0o755)
    let missing = try check(bin, path: "/usr/bin:/bin")
    XCTAssertTrue(missing.contains("is not on PATH"), missing)
    let real = URL(fileURLWithPath: bin).resolvingSymlinksInPath().path
    XCTAssertTrue(missing.contains("export PATH=\"\(real):$PATH\""), missing)
    XCTAssertTrue(missing.contains(">> ~/.bashrc"), missing)
    let zsh = try check(bin, path: "/usr/bin:/bin", shell: "/bin/zsh")
    XCTAssertTrue(zsh.contains(">> ~/.zshrc"), zsh)

    let found = try check(bin, path: "\(bin):/usr/bin:/bin")
    XCTAssertTrue(found.contains("installed \(bin)/sword; 'sword --help' to start"), found)

    try folder.write("other/sword", "#!/bin/sh\n")
    chmod(folder.path + "/other/sword", 0o755)
    let shadowed = try check(bin, path: "\(folder.path)/other:\(bin):/usr/bin:/bin")
    XCTAssertTrue(shadowed.contains("'\(folder.path)/other/sword' comes first on PATH"), shadowed)
  }
}
