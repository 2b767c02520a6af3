import SwordGenerator
import XCTest

/// ``ListedPackages``: each described package finds its own `local_packages` entries by its folder, whatever the
/// number of entries (the loader asks once per package, so the lookup must not pass over all of them).
final class ListedPackagesTests: XCTestCase {
  private typealias F = WorkspaceTestFixtures

  func testEachFolderFindsItsOwnEntriesHoweverItsPathIsWritten() {
    let configuration = F.configuration(
      local: [
        F.local(".", line: 2, targets: ["AppSupport"]), F.local("Packages/Core", line: 5, targets: ["B-Lib"]),
        F.local("/repo/Packages/./Features/", line: 8, targets: ["Login"]),
        F.local("Packages/Core/../Core", line: 11, targets: ["Networking"]),
      ],
      root: .package(path: "/repo", target: nil, output: "Sword.generated.swift"))
    let listed = ListedPackages(configuration)
    func targets(at path: String) -> [[String]] { listed.entries(at: path).map { $0.targets.map(\.value) } }
    XCTAssertEqual(targets(at: "/repo"), [["AppSupport"]])
    // Both entries naming the folder, in the order of the file.
    XCTAssertEqual(targets(at: "/repo/Packages/Core"), [["B-Lib"], ["Networking"]])
    XCTAssertEqual(targets(at: "/repo/Packages/Features"), [["Login"]])
    XCTAssertEqual(targets(at: "/repo/Packages/Other"), [])
  }

  func testThousandsOfPackagesEachFindExactlyTheirOwn() {
    let names = (0..<3_000).map { "Pkg\($0)" }
    let configuration = F.configuration(
      local: names.enumerated().map { F.local("Packages/\($1)", line: 2 + 3 * $0, targets: [$1 + "Lib"]) },
      root: .package(path: "/repo", target: nil, output: "Sword.generated.swift"))
    let listed = ListedPackages(configuration)
    for name in names {
      XCTAssertEqual(listed.entries(at: "/repo/Packages/\(name)").flatMap { $0.targets.map(\.value) }, [name + "Lib"])
    }
  }
}
