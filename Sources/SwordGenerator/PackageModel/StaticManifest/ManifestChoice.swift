/// Which manifest of a package folder SwiftPM loads (`ManifestLoader.findManifest`): `Package.swift`, or a
/// version-specific `Package@swift-X[.Y[.Z]].swift` beside it.
///
/// SwiftPM's rule, for the toolchain's tools version `current`:
/// 1. `Package@swift-<major>.<minor>.<patch>.swift`, `Package@swift-<major>.<minor>.swift` or
///    `Package@swift-<major>.swift` of `current`, the first that exists, wins outright;
/// 2. otherwise the newest version-specific manifest whose file-name version is at most `current` wins if the tools
///    version on its first line is newer than `Package.swift`'s, or if `Package.swift` declares a tools version the
///    toolchain does not support;
/// 3. otherwise `Package.swift`.
///
/// The reader follows this rule only where it can tell SwiftPM's answer: a name with a patch component (SwiftPM
/// matches it against its own patch version, which `swift --version` need not share) or any other spelling of
/// `Package@swift-…` that the plain form does not cover is left to SwiftPM.
///
/// ```swift
/// // Package.swift (tools 5.7) beside Package@swift-5.9.swift (tools 5.9), with a 6.3 toolchain:
/// try ManifestChoice.choose(among: entries, in: folder, current: ToolsVersion(6, 3))  // "Package@swift-5.9.swift"
/// ```
enum ManifestChoice {
  /// The name of the manifest SwiftPM loads from the folder `path` whose entries are `entries`; `current` is the
  /// toolchain's tools version, `nil` when not known (a folder with a version-specific manifest then needs it).
  static func choose(
    among entries: [String], in path: String, current: ToolsVersion?
  ) throws(ManifestFallback) -> String {
    var variants: [(version: ToolsVersion, components: Int, name: String)] = []
    for name in entries.sorted() where name.hasPrefix("Package@") {
      guard let (version, components) = fileNameVersion(name) else {
        // SwiftPM ignores a `Package@…` that is not a `.swift` file; the rest it may read in its own way.
        if name.hasSuffix("swift") { throw ManifestFallback("the version-specific manifest '\(name)'") }
        continue
      }
      guard components < 3 else {
        throw ManifestFallback("the version-specific manifest '\(name)' (a patch version in its name)")
      }
      variants.append((version, components, name))
    }
    guard !variants.isEmpty else { return "Package.swift" }
    guard let current else {
      var fallback = ManifestFallback("the version-specific manifest '\(variants[0].name)'")
      fallback.needsToolchainVersion = true
      throw fallback
    }
    for key in ["\(current.major).\(current.minor)", "\(current.major)"] {
      if let exact = variants.first(where: { $0.name == "Package@swift-\(key).swift" }),
        PackageFolder.kind(of: path + "/" + exact.name).kind == .file
      {
        return exact.name
      }
    }
    let candidates = variants.filter { $0.version <= current }.sorted { $0.version > $1.version }
    guard let candidate = candidates.first else { return "Package.swift" }
    let regularTools = try toolsVersion(of: "Package.swift", in: path)
    let candidateTools = try toolsVersion(of: candidate.name, in: path)
    if candidateTools > regularTools { return candidate.name }
    return regularTools <= current ? "Package.swift" : candidate.name
  }

  /// `Package@swift-5.9.swift` → (5.9, 2 components); `nil` for a name that is not of that form.
  static func fileNameVersion(_ name: String) -> (ToolsVersion, Int)? {
    let prefix = "Package@swift-"
    let suffix = ".swift"
    guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
    return ToolsVersion.parse(Substring(name.dropFirst(prefix.count).dropLast(suffix.count)))
  }

  /// The tools version a manifest in the folder declares, in the plain form the reader accepts.
  private static func toolsVersion(of name: String, in path: String) throws(ManifestFallback) -> ToolsVersion {
    guard let data = FileReader.contents(path + "/" + name), let text = String(validating: data, as: UTF8.self),
      let version = ToolsVersion(manifest: text)
    else {
      throw ManifestFallback(
        "the tools version of '\(name)', beside a version-specific manifest",
        at: SourceLocation(file: path + "/" + name, line: 1, column: 1))
    }
    return version
  }
}
