/// A seeded mutation engine for fuzzing: the same seed gives the same inputs on every machine, so a failure can be
/// replayed with `SWORD_FUZZ_SEED=<seed>`.
struct Mutator {
  /// SplitMix64: small, fast, and good enough to pick mutations.
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }

  /// Applies one to four random edits: flip a byte, insert a token from `dictionary`, delete a range, duplicate a
  /// range, splice in part of `other`, or nest brackets deep (up to 5,000 levels of `[`, `(`, `<` or `{`, closed
  /// or not: the inputs that once crashed the parser's thread or took it exponential time).
  mutating func mutate(_ input: [UInt8], dictionary: [String], other: [UInt8]) -> [UInt8] {
    var bytes = input
    for _ in 0...below(4) {
      let position = below(bytes.count + 1)
      switch below(7) {
      case 0 where !bytes.isEmpty:
        bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: next())
      case 1:
        bytes.insert(contentsOf: Array(dictionary[below(dictionary.count)].utf8), at: position)
      case 2 where !bytes.isEmpty:
        let end = min(bytes.count, position + 1 + below(40))
        bytes.removeSubrange(min(position, end)..<end)
      case 3 where !bytes.isEmpty:
        let start = min(position, bytes.count - 1)
        let end = min(bytes.count, start + 1 + below(80))
        bytes.insert(contentsOf: bytes[start..<end], at: below(bytes.count + 1))
      case 4 where !other.isEmpty:
        let start = below(other.count)
        let end = min(other.count, start + 1 + below(120))
        bytes.insert(contentsOf: other[start..<end], at: position)
      case 5:
        let (open, close) = [("[", "]"), ("(", ")"), ("Array<", ">"), ("{", "}")][below(4)]
        let depth = [8, 14, 30, 300, 5_000][below(5)]
        let nested =
          String(repeating: open, count: depth) + "Int" + (below(2) == 0 ? String(repeating: close, count: depth) : "")
        bytes.insert(contentsOf: Array(nested.utf8), at: position)
      default:
        bytes.insert(UInt8(truncatingIfNeeded: next() % 128), at: position)
      }
    }
    return bytes
  }
}
