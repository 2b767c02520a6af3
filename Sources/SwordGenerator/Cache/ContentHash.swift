import Foundation

/// A 128-bit digest of bytes (the MurmurHash3 x64 128-bit construction): fast enough to hash every source file on
/// every run, wide enough that two different contents do not collide by accident. It keys the cache; it is no
/// defence against someone crafting collisions, which the cache does not need.
///
/// ```swift
/// ContentHash(Data("struct A {}".utf8)).hex  // 32 hexadecimal digits
/// ```
struct ContentHash: Hashable, Sendable, CustomStringConvertible {
  var high: UInt64
  var low: UInt64

  /// The digest of `data`.
  init(_ data: Data, seed: UInt64 = 0) {
    self = data.withUnsafeBytes { ContentHash(bytes: $0, seed: seed) }
  }

  /// The digest of the UTF-8 bytes of `text`.
  init(_ text: String, seed: UInt64 = 0) {
    var copy = text
    self = copy.withUTF8 { ContentHash(bytes: UnsafeRawBufferPointer($0), seed: seed) }
  }

  init(bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) {
    let c1: UInt64 = 0x87c3_7b91_1142_53d5
    let c2: UInt64 = 0x4cf5_ad43_2745_937f
    var h1 = seed
    var h2 = seed
    let count = bytes.count
    let blocks = count / 16
    for block in 0..<blocks {
      var k1 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
      var k2 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
      k1 = (k1 &* c1).rotatedLeft(31) &* c2
      h1 ^= k1
      h1 = (h1.rotatedLeft(27) &+ h2) &* 5 &+ 0x52dc_e729
      k2 = (k2 &* c2).rotatedLeft(33) &* c1
      h2 ^= k2
      h2 = (h2.rotatedLeft(31) &+ h1) &* 5 &+ 0x3849_5ab5
    }
    // The last 0…15 bytes.
    var k1: UInt64 = 0
    var k2: UInt64 = 0
    let tail = blocks * 16
    for position in stride(from: count - 1, through: tail, by: -1) {
      let byte = UInt64(bytes[position])
      if position - tail >= 8 {
        k2 = (k2 << 8) | byte
      } else {
        k1 = (k1 << 8) | byte
      }
    }
    if count - tail > 8 { h2 ^= (k2 &* c2).rotatedLeft(33) &* c1 }
    if count - tail > 0 { h1 ^= (k1 &* c1).rotatedLeft(31) &* c2 }
    h1 ^= UInt64(count)
    h2 ^= UInt64(count)
    h1 &+= h2
    h2 &+= h1
    h1 = Self.finalMix(h1)
    h2 = Self.finalMix(h2)
    h1 &+= h2
    h2 &+= h1
    high = h1
    low = h2
  }

  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// 32 lowercase hexadecimal digits.
  var hex: String {
    let digits = String(high, radix: 16) + "|" + String(low, radix: 16)
    let parts = digits.split(separator: "|").map { String(repeating: "0", count: 16 - $0.count) + $0 }
    return parts.joined()
  }

  var description: String { hex }

  private static func finalMix(_ value: UInt64) -> UInt64 {
    var k = value
    k ^= k >> 33
    k &*= 0xff51_afd7_ed55_8ccd
    k ^= k >> 33
    k &*= 0xc4ce_b9fe_1a85_ec53
    k ^= k >> 33
    return k
  }
}

extension UInt64 {
  fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
