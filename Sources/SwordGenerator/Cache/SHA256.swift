import Foundation

/// SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104), for authenticating cache entries (see ``CacheSecret``).
/// Neither the standard library nor Foundation on Linux has them, and the one job does not earn a dependency on
/// swift-crypto and its build time. ``ContentHash`` is no substitute: it is a fast non-cryptographic hash that anyone
/// can compute, so a checksum made with it proves nothing about who wrote an entry.
///
/// ```swift
/// SHA256.hash(Data("abc".utf8)).hex          // "ba7816bf…f20015ad"
/// SHA256.authenticationCode(key: key, parts: [header, payload])
/// ```
/// `SHA256Tests` holds it to the FIPS 180-4 and RFC 4231 test vectors.
struct SHA256 {
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
  )
  /// Bytes not yet making a whole 64-byte block.
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  init() { pending.reserveCapacity(64) }

  /// Adds `data` to the message.
  mutating func update(_ data: some DataProtocol) {
    for region in data.regions {
      region.withUnsafeBytes { update(bytes: $0) }
    }
  }

  mutating func update(bytes: UnsafeRawBufferPointer) {
    length &+= UInt64(bytes.count)
    var position = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, bytes.count)
      pending.append(contentsOf: bytes[0..<taken])
      position = taken
      guard pending.count == 64 else { return }
      pending.withUnsafeBytes { compress($0, at: 0) }
      pending.removeAll(keepingCapacity: true)
    }
    while bytes.count - position >= 64 {
      compress(bytes, at: position)
      position += 64
    }
    pending.append(contentsOf: bytes[position...])
  }

  /// The 32-byte digest of the message.
  mutating func finalize() -> [UInt8] {
    let bits = length &* 8
    var padding: [UInt8] = [0x80]
    padding += [UInt8](repeating: 0, count: (119 - pending.count) % 64)
    padding += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) }
    padding.withUnsafeBytes { update(bytes: $0) }
    let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
    return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
  }

  /// The digest of `data`.
  static func hash(_ data: some DataProtocol) -> [UInt8] {
    var hasher = SHA256()
    hasher.update(data)
    return hasher.finalize()
  }

  /// HMAC-SHA256 of the concatenation of `parts` under `key` (RFC 2104: a key longer than a block is hashed first).
  static func authenticationCode(key: [UInt8], parts: [Data]) -> [UInt8] {
    var block = key.count > 64 ? hash(key) : key
    block += [UInt8](repeating: 0, count: 64 - block.count)
    var inner = SHA256()
    inner.update(block.map { $0 ^ 0x36 })
    for part in parts { inner.update(part) }
    var outer = SHA256()
    outer.update(block.map { $0 ^ 0x5c })
    outer.update(inner.finalize())
    return outer.finalize()
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// One 64-byte block of `bytes`, from `offset`, into the state. Written for the optimizer (no bounds checks, no
  /// array in the loop): a warm run authenticates every entry it reads, a run's result among them.
  private mutating func compress(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
    Self.roundConstants.withUnsafeBufferPointer { constants in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
        for index in 0..<16 {
          schedule[index] = UInt32(
            bigEndian: bytes.loadUnaligned(fromByteOffset: offset + index * 4, as: UInt32.self))
        }
        for index in 16..<64 {
          let early = schedule[index - 15]
          let late = schedule[index - 2]
          let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
          let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
          schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
        }
        var (a, b, c, d, e, f, g, h) = state
        for index in 0..<64 {
          let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
          let choice = (e & f) ^ (~e & g)
          let first = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
          let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ sum0 &+ majority)
        }
        state = (
          state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
          state.7 &+ h
        )
      }
    }
  }
}

extension [UInt8] {
  /// Lowercase hexadecimal digits, two a byte.
  var hex: String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(count * 2)
    for byte in self {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}

extension UInt32 {
  @inline(__always)
  fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
