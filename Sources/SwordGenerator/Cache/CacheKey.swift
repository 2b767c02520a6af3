/// Builds a cache key from parts: each part is written with its length, so `["ab", "c"]` and `["a", "bc"]` give
/// different keys, then the whole is hashed.
///
/// ```swift
/// var key = CacheKey()
/// key.add("Networking")
/// key.add(ContentHash(fileData))
/// key.digest.hex
/// ```
struct CacheKey {
  private var bytes: [UInt8] = []

  mutating func add(_ text: String) {
    add(text.utf8.count)
    bytes.append(contentsOf: text.utf8)
  }

  mutating func add(_ number: Int) {
    withUnsafeBytes(of: UInt64(truncatingIfNeeded: number).littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func add(_ hash: ContentHash) {
    add(Int(truncatingIfNeeded: hash.high))
    add(Int(truncatingIfNeeded: hash.low))
  }

  /// The digest of everything added so far.
  var digest: ContentHash {
    bytes.withUnsafeBytes { ContentHash(bytes: $0) }
  }
}
