import Foundation

/// What a package's description depends on besides its manifests' bytes: a manifest is a program, and may read
/// environment variables (`ProcessInfo.processInfo.environment["USE_LOCAL_KIT"]`, `getenv("CI")`) or files. A cached
/// description must not outlive a change of either, or a cached `sword check` would pass where a cold one fails.
///
/// The environment variables a manifest names (`environment["NAME"]`, `getenv("NAME")`) join the cache key with
/// their values; a manifest that reads the environment in a way that names no variable keys on the whole
/// environment; one that reads files is never cached (its inputs are unknown).
///
/// ```swift
/// ManifestInputs.key(manifests: [coreManifest], environment: ["CI": "1"])  // "CI=1", or nil: do not cache
/// ```
enum ManifestInputs {
  /// The text to add to the cache key, or `nil` when the description must not be cached. `manifests` are the
  /// bytes ``PackageListing/manifests(package:)`` read.
  static func key(manifests: [Data], environment: [String: String]) -> String? {
    var names: Set<String> = []
    var wholeEnvironment = false
    for manifest in manifests {
      // Most manifests mention none of the words: a byte search each, and no String made (every warm run
      // checks every package's manifests).
      if readsFiles(manifest) { return nil }
      guard mentions(manifest, "environment") || mentions(manifest, "getenv") else { continue }
      let found = namedVariables(in: String(decoding: manifest, as: UTF8.self))
      names.formUnion(found.names)
      if found.unnamedReads { wholeEnvironment = true }
    }
    // The shell's own bookkeeping changes with every folder and shell, and no manifest means to depend on it.
    if wholeEnvironment { names.formUnion(environment.keys.filter { !Self.shellBookkeeping.contains($0) }) }
    return names.sorted().map { "\($0)=\(environment[$0] ?? "<unset>")" }.joined(separator: "\n")
  }

  /// Variables left out of a whole-environment key: they differ between two shells in one checkout.
  static let shellBookkeeping: Set<String> = ["PWD", "OLDPWD", "SHLVL", "_"]

  /// Whether the manifest reads files: Foundation's readers, `FileManager`, C's `fopen`.
  static func readsFiles(_ manifest: Data) -> Bool {
    ["contentsOfFile", "contentsOf:", "FileManager", "fopen(", "FileHandle"].contains { mentions(manifest, $0) }
  }

  /// Whether the bytes of `word` occur in `manifest`.
  private static func mentions(_ manifest: Data, _ word: String) -> Bool {
    let needle = Array(word.utf8)
    return manifest.withUnsafeBytes { bytes in
      guard let first = needle.first, bytes.count >= needle.count else { return false }
      search: for start in 0...(bytes.count - needle.count) where bytes[start] == first {
        for offset in 1..<needle.count where bytes[start + offset] != needle[offset] { continue search }
        return true
      }
      return false
    }
  }

  /// The variables named in `environment["NAME"]` and `getenv("NAME")`, and whether the environment is also read
  /// some other way (`environment[name]`, `environment.keys`, `getenv(name)`).
  static func namedVariables(in text: String) -> (names: Set<String>, unnamedReads: Bool) {
    var names: Set<String> = []
    var unnamed = false
    for (marker, close) in [("environment[", "]"), ("getenv(", ")")] {
      var rest = Substring(text)
      while let range = rest.range(of: marker) {
        rest = rest[range.upperBound...]
        let argument = rest.prefix { String($0) != close }.trimmingCharacters(in: .whitespaces)
        if argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\""),
          !argument.dropFirst().dropLast().contains("\"")
        {
          names.insert(String(argument.dropFirst().dropLast()))
        } else {
          unnamed = true
        }
      }
    }
    // `environment` used other than through a subscript: `.keys`, `.filter`, passed along.
    var rest = Substring(text)
    while let range = rest.range(of: "environment") {
      rest = rest[range.upperBound...]
      if !rest.hasPrefix("[") { unnamed = true }
    }
    return (names, unnamed)
  }
}
