/// A target's resources as SwiftPM's `TargetSourcesBuilder` sorts them out, for what decides its sources: a file
/// under a declared resource (`.process`, `.copy`, `.embedInCode`) is a resource even when it is a `.swift` file, a
/// folder marked `.copy` is not entered, and a file in a localization folder (`fr.lproj/`) that no other rule claims
/// is a localized resource. SwiftPM's errors about resources are checked here so that such a package goes to
/// SwiftPM: a file two rules claim, two resources with one destination in the bundle, a folder inside a `.lproj`, a
/// localized resource without the package's `defaultLocalization`, a resource named `Info.plist`.
///
/// ```swift
/// var resources = TargetResources(
///   target: target, root: "/repo/Core/Sources/Core", declaredSources: nil, defaultLocalization: nil)
/// try resources.claim("/repo/Core/Sources/Core/Assets/logo.png")  // true: under `.process("Assets")`
/// ```
struct TargetResources {
  private let declared: [(path: String, resource: DeclaredResource)]
  private let declaredSources: Set<String>?
  private let defaultLocalization: String?
  private let target: DeclaredTarget
  /// Each resource's place in the bundle: its name, under `<language>.lproj/` when localized.
  private var destinations: Set<String> = []

  /// `root` is the target's folder, absolute; `declaredSources` the absolute paths of its `sources:`, if any.
  init(target: DeclaredTarget, root: String, declaredSources: Set<String>?, defaultLocalization: String?) {
    self.target = target
    self.declaredSources = declaredSources
    self.defaultLocalization = defaultLocalization
    declared = target.resources.map { (Paths.standardized(Paths.join(root, $0.path)), $0) }
  }

  /// Whether the folder `path` is marked `.copy`: SwiftPM takes it whole, as one resource.
  mutating func isCopiedFolder(_ path: String) throws(ManifestFallback) -> Bool {
    guard declared.contains(where: { $0.path == path && $0.resource.rule == .copy }) else { return false }
    let name = Paths.lastComponent(path)
    if PackageFolder.pathExtension(name)?.lowercased() == "lproj" {
      throw fallback("the copied folder '\(name)', named like a localization folder")
    }
    try add(destination: name)
    return true
  }

  /// Whether a declared resource claims the file `path`; a file claimed twice, or by a resource and `sources:`,
  /// is an error of SwiftPM's.
  mutating func claim(_ path: String) throws(ManifestFallback) -> Bool {
    let matches = declared.filter { Paths.isInside(path, folder: $0.path) }
    guard let match = matches.first else { return false }
    guard matches.count == 1 else { throw fallback("'\(Paths.lastComponent(path))', claimed by two resource rules") }
    if let declaredSources, declaredSources.contains(where: { Paths.isInside(path, folder: $0) }) {
      throw fallback("'\(Paths.lastComponent(path))', claimed by both `resources:` and `sources:`")
    }
    let parent = Paths.parent(of: path)
    let implicit = Self.localization(ofFolder: parent)
    var localization: String?
    if match.resource.rule == .process, let explicit = match.resource.localization {
      guard implicit == nil else { throw fallback("'\(Paths.lastComponent(path))', localized twice") }
      localization = explicit == "base" ? "Base" : (defaultLocalization ?? "en")
    } else if match.resource.rule == .process {
      localization = implicit
    }
    try add(path, localization: localization)
    return true
  }

  /// A file no rule claimed: in a `.lproj` folder it is a localized resource.
  mutating func claimLocalized(_ path: String) throws(ManifestFallback) -> Bool {
    guard let localization = Self.localization(ofFolder: Paths.parent(of: path)) else { return false }
    try add(path, localization: localization)
    return true
  }

  /// A resource of Xcode's kinds (`.xcassets`, `.storyboard`…), which some tools versions and build systems
  /// process: kept apart from every other by its name.
  mutating func addXcodeResource(_ path: String) throws(ManifestFallback) {
    try add(destination: Paths.lastComponent(path))
  }

  private mutating func add(_ path: String, localization: String?) throws(ManifestFallback) {
    let name = Paths.lastComponent(path)
    guard let localization else { return try add(destination: name) }
    guard defaultLocalization != nil else {
      throw fallback("the localized resource '\(name)' without the package's `defaultLocalization:`")
    }
    try add(destination: (localization == "Base" ? localization : localization.lowercased()) + ".lproj/" + name)
  }

  private mutating func add(destination: String) throws(ManifestFallback) {
    if destination == "Info.plist" { throw fallback("a resource named 'Info.plist'") }
    guard destinations.insert(destination).inserted else {
      throw fallback("two resources named '\(destination)'")
    }
  }

  /// The language of a localization folder (`fr.lproj` → `fr`), `nil` for any other folder.
  static func localization(ofFolder path: String) -> String? {
    let name = Paths.lastComponent(path)
    guard let pathExtension = PackageFolder.pathExtension(name), pathExtension == "lproj" else { return nil }
    return String(name.dropLast(pathExtension.count + 1))
  }

  private func fallback(_ what: String) -> ManifestFallback {
    ManifestFallback("\(what) (target '\(target.name)')", at: target.location)
  }
}
