/// The keys of a component's scoped bindings in its `_swordStorage` (`_swordStorage.single(0x2F1C_88A0) { … }`):
/// a hash of each accessor's name, so that a binding's key depends on that binding alone. Adding, removing or
/// changing one binding then changes only its own lines of the generated file, and two branches that each add a
/// binding merge without a conflict (numbers in the accessors' order renumbered every later binding).
///
/// Keys are 31 bits, positive in a 32-bit `Int` too (watchOS's arm64_32). Within one component they are unique: a
/// name whose hash another name of the component already has (in name order) hashes `name#1`, `name#2`… instead,
/// one chance in two billion per pair of names.
enum ScopeKeys {
  /// The key of each scoped binding's accessor name among `bindings` (one component's).
  static func keys(of bindings: [Binding]) -> [String: Int] {
    keys(of: Array(Set(bindings.lazy.filter { $0.scope != nil }.map(\.accessorName))), salt: "", avoiding: [])
  }

  /// The keys of `names` (scoped accessors of one component), in name order, each a hash of `salt` and the name,
  /// none of them `taken`: with a salt, a test target's accessors keep their instances apart from the app's in the
  /// same storage.
  static func keys(of names: [String], salt: String, avoiding taken: Set<Int>) -> [String: Int] {
    var taken = taken
    var keys: [String: Int] = [:]
    for name in names.sorted() {
      var attempt = 0
      var key = hash(salt + name)
      while !taken.insert(key).inserted {
        attempt += 1
        key = hash("\(salt)\(name)#\(attempt)")
      }
      keys[name] = key
    }
    return keys
  }

  /// `0x2F1C_88A0`: eight hex digits, grouped in fours like the rest of Swift's long literals.
  static func literal(_ key: Int) -> String {
    let digits = String(key, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    return "0x\(padded.prefix(4))_\(padded.dropFirst(4))"
  }

  /// FNV-1a, then MurmurHash3's finaliser: FNV alone gives names that differ in a last digit keys that differ in a
  /// few low bits only.
  static func hash(_ text: String) -> Int {
    var wide = StableHash.fnv1a64(text)
    wide ^= wide >> 33
    wide &*= 0xff51_afd7_ed55_8ccd
    wide ^= wide >> 33
    wide &*= 0xc4ce_b9fe_1a85_ec53
    wide ^= wide >> 33
    return Int(wide & 0x7FFF_FFFF)
  }
}
