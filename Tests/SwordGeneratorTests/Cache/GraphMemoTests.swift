import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// A graph memo reads back as it was written, under the frame key it was stored with; damaged bytes are refused.
final class GraphMemoTests: XCTestCase {
  private let memo = GraphMemo(
    targets: [
      .init(moduleName: "Core", indexDigest: "i1", frameDigest: "f1", registrations: ["AppComponent"]),
      .init(moduleName: "Feature", indexDigest: "i2", frameDigest: "f2", registrations: []),
    ],
    pieces: [
      "AppComponent": ComponentPieces(
        texts: ["\nextension AppComponent {\n}\n", ""], modules: ["Core"], files: ["/repo/Core/A.swift"],
        names: .init(allTypes: true, perPart: [["Clock"], []])),
      "FeatureComponent": ComponentPieces(texts: ["", "\n"], modules: [], files: []),
    ],
    bindingCounts: ["AppComponent": 3, "FeatureComponent": 0], heads: ["// head 1\n", "// head 2\n"],
    mocks: [
      "Feature": GeneratedFile(
        path: "/repo/Feature/Sword.mocks.generated.swift", contents: "#if DEBUG\nextension Feed {}\n#endif\n")
    ])

  func testTheBytesGiveTheMemoBackAndDamageIsRefused() throws {
    let bytes = memo.encoded()
    XCTAssertEqual(try GraphMemo(decoding: bytes), memo)
    for length in 0..<bytes.count {
      XCTAssertThrowsError(try GraphMemo(decoding: bytes.prefix(length)), "cut at \(length)")
    }
    XCTAssertThrowsError(try GraphMemo(decoding: bytes + Data([0])))
  }

  /// A memo read back, with one piece rendered again, writes the others' bytes as they were read and the new one's
  /// anew: read again, it is the memo with the new piece.
  func testARereadMemoWithOneNewPieceReadsBackWithIt() throws {
    var reread = try GraphMemo(decoding: memo.encoded())
    var pieces = reread.pieces
    pieces["FeatureComponent"] = ComponentPieces(
      texts: ["\nextension FeatureComponent {\n}\n", ""], modules: ["Feature"], files: ["/repo/F.swift"],
      names: .init(allTypes: true, perPart: [["Feature"], []]))
    reread.replacePieces(pieces, rendered: ["FeatureComponent"])
    let again = try GraphMemo(decoding: reread.encoded())
    XCTAssertEqual(again.pieces, pieces)
    XCTAssertEqual(again, reread)
  }

  func testTheMemoIsReadUnderTheKeyItWasWrittenWith() throws {
    let folder = try TemporaryFolder(for: self)
    let cache = GraphMemoCache(
      store: CacheStore(directory: folder.path + "/cache", fingerprint: "sword test", secret: .process))
    XCTAssertNil(cache.read(configFile: "/repo/.sword.yml").map(\.frameKey))
    cache.write(memo, frameKey: "frame", configFile: "/repo/.sword.yml")
    let read = cache.read(configFile: "/repo/.sword.yml")
    XCTAssertEqual(read?.frameKey, "frame")
    XCTAssertEqual(read?.memo, memo)
    XCTAssertNil(cache.read(configFile: "/other/.sword.yml").map(\.frameKey))
  }
}
