import Foundation
import XCTest

@testable import SwordGenerator

final class ContentHashTests: XCTestCase {
  /// Every prefix of a text, from empty to past two 16-byte blocks, has its own digest: the tail bytes count.
  func testEveryLengthAndEveryByteChangesTheDigest() {
    let bytes = Array("struct UserRepository { let apiClient: APIClient }".utf8)
    var seen: Set<ContentHash> = []
    for length in 0...bytes.count {
      XCTAssertTrue(seen.insert(ContentHash(Data(bytes.prefix(length)))).inserted, "length \(length)")
    }
    for position in bytes.indices {
      var changed = bytes
      changed[position] ^= 1
      XCTAssertTrue(seen.insert(ContentHash(Data(changed))).inserted, "byte \(position)")
    }
  }

  func testSameBytesSameDigestAndHexIs32Digits() {
    let text = "import Sword\n@Dependency(registeredTo: AppComponent.self)\n"
    XCTAssertEqual(ContentHash(text), ContentHash(Data(text.utf8)))
    XCTAssertEqual(ContentHash(text).hex.count, 32)
    XCTAssertNotEqual(ContentHash(text, seed: 1), ContentHash(text))
    XCTAssertEqual(ContentHash(high: 1, low: 0xab).hex, "0000000000000001" + "00000000000000ab")
  }

  /// Parts are length-prefixed: moving a boundary between two parts changes the key.
  func testCacheKeyPartsCannotRunTogether() {
    var first = CacheKey()
    first.add("ab")
    first.add("c")
    var second = CacheKey()
    second.add("a")
    second.add("bc")
    XCTAssertNotEqual(first.digest, second.digest)
  }
}
