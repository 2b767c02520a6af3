/// Unsigned LEB128 numbers, the cache formats' integers (``CacheValue`` and ``IndexCodec``): seven bits a byte,
/// low bits first, the high bit set on every byte but the last.
enum Varint {
  static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// The number at `position`, which moves past it; `nil` when the bytes end first or it does not fit 64 bits.
  static func read(_ bytes: UnsafeRawBufferPointer, at position: inout Int) -> UInt64? {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while position < bytes.count {
      let next = bytes[position]
      position += 1
      guard shift < 64 else { return nil }
      result |= UInt64(next & 0x7f) << shift
      if next < 0x80 { return result }
      shift += 7
    }
    return nil
  }
}
