import Foundation
import XCTest

@testable import SwordGenerator

/// The SHA-256 and HMAC-SHA256 that authenticate cache entries, against the published test vectors.
final class SHA256Tests: XCTestCase {
  /// FIPS 180-4's examples (NIST's SHA-256 example values), and the million `a`s of its test suite.
  func testFIPSVectors() {
    let vectors: [(String, String)] = [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
      ),
    ]
    for (message, digest) in vectors {
      XCTAssertEqual(SHA256.hash(Data(message.utf8)).hex, digest, message)
    }
    XCTAssertEqual(
      SHA256.hash(Data(repeating: UInt8(ascii: "a"), count: 1_000_000)).hex,
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Every length around the block and padding boundaries, fed whole and in uneven pieces, gives the same digest.
  func testPiecesGiveTheDigestOfTheWhole() {
    let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
    for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 300] {
      let message = Data(bytes.prefix(length))
      var pieces = SHA256()
      var start = 0
      for size in [1, 3, 60, 5, 64, 200] where start < length {
        let end = min(length, start + size)
        pieces.update(message[start..<end])
        start = end
      }
      if start < length { pieces.update(message[start...]) }
      XCTAssertEqual(pieces.finalize(), SHA256.hash(message), "length \(length)")
    }
  }

  /// RFC 4231's test cases 1–4, 6 and 7 (5 truncates the output, which Sword never does).
  func testRFC4231Vectors() {
    let blockSizeKey = [UInt8](repeating: 0xaa, count: 131)
    let cases: [(key: [UInt8], data: Data, code: String)] = [
      (
        [UInt8](repeating: 0x0b, count: 20), Data("Hi There".utf8),
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
      ),
      (
        Array("Jefe".utf8), Data("what do ya want for nothing?".utf8),
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
      ),
      (
        [UInt8](repeating: 0xaa, count: 20), Data(repeating: 0xdd, count: 50),
        "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
      ),
      (
        Array(1...25), Data(repeating: 0xcd, count: 50),
        "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
      ),
      (
        blockSizeKey, Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
      ),
      (
        blockSizeKey,
        Data(
          ("This is a test using a larger than block-size key and a larger than block-size data. The key needs to be "
            + "hashed before being used by the HMAC algorithm.").utf8),
        "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
      ),
    ]
    for (number, test) in cases.enumerated() {
      XCTAssertEqual(SHA256.authenticationCode(key: test.key, parts: [test.data]).hex, test.code, "case \(number)")
      // The message may come in parts: the code is that of their concatenation.
      let half = test.data.count / 2
      XCTAssertEqual(
        SHA256.authenticationCode(key: test.key, parts: [test.data.prefix(half), test.data.dropFirst(half)]).hex,
        test.code, "case \(number) in parts")
    }
  }
}
