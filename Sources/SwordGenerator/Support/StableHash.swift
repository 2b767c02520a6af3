/// FNV-1a, 64 bits: a hash of text that is the same on every machine and in every run (Swift's `Hasher` is seeded
/// per process), for names derived from text: scratch folders, the generated code's scope keys.
enum StableHash {
  static func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }
}
