import Foundation

extension DeclaredPackage {
  /// The package the evaluated `Package(…)` call declares, or why the reader leaves it to SwiftPM: an argument
  /// whose effect on the description it does not model (`resources:`, `publicHeadersPath:`, C settings), or a value
  /// PackageDescription would refuse when the manifest runs (an invalid version, an empty platform list…).
  init(manifest package: ManifestCall, packagePath: String, toolsVersion: ToolsVersion) throws(ManifestFallback) {
    guard let name = package["name"]?.string else {
      throw ManifestFallback("Package(…) without a name", at: package.location)
    }
    self.name = name
    self.toolsVersion = toolsVersion
    location = package.location
    if let platforms = package["platforms"]?.array { try Self.checkPlatforms(platforms, at: package.location) }

    defaultLocalization = package["defaultLocalization"]?.string
    let enabledTraits = try Self.checkTraits(of: package)
    if let modes = package["swiftLanguageModes"], modes.array?.isEmpty == true {
      throw ManifestFallback("an empty list of Swift language modes", at: package.location)
    }
    try Self.checkLanguageModes(of: package)
    targets = try (package["targets"]?.array ?? []).map { value throws(ManifestFallback) in
      try DeclaredTarget(value.call!, enabledTraits: enabledTraits)
    }
    products = (package["products"]?.array ?? []).map { value in
      let call = value.call!
      return DeclaredProduct(
        kind: call.member, name: call["name"]?.string ?? "", targets: call["targets"]?.strings ?? [],
        location: call.location)
    }
    dependencyNames = try (package["dependencies"]?.array ?? []).map { value throws(ManifestFallback) in
      try Self.dependencyName(value.call!, packagePath: packagePath)
    }
    localDependencyPaths = (package["dependencies"]?.array ?? []).compactMap { $0.call?["path"]?.string }
  }

  /// A platform list as PackageDescription accepts it: not empty, each platform once, each version written as a
  /// string valid for its platform.
  private static func checkPlatforms(_ platforms: [ManifestValue], at location: SourceLocation) throws(ManifestFallback)
  {
    let names = platforms.compactMap { $0.call?.member.lowercased() }
    guard !names.isEmpty else { throw ManifestFallback("an empty platform list", at: location) }
    guard Set(names).count == names.count else {
      throw ManifestFallback("a platform declared twice", at: location)
    }
    for case .call(let platform) in platforms {
      guard let text = platform["versionString"]?.string else { continue }
      guard isValidPlatformVersion(text, minimumMajor: minimumMajorVersions[platform.member] ?? Int.max) else {
        throw ManifestFallback("the \(platform.member) version '\(text)'", at: platform.location)
      }
    }
  }

  /// Checks traits as SwiftPM's manifest validation does — at most 300, each name a plain identifier, every trait
  /// a trait enables declared — and returns the traits enabled when the package is the root: those the `default`
  /// trait enables, and those they enable in turn. A name declared twice in different ways, or a target dependency
  /// whose condition names a trait never declared, is left to SwiftPM.
  private static func checkTraits(of package: ManifestCall) throws(ManifestFallback) -> Set<String> {
    var traits: [String: [String]] = [:]
    for trait in package["traits"]?.array ?? [] {
      let name = trait.string ?? (trait.call?.member == "default" ? "default" : trait.call?["name"]?.string ?? "")
      let enables = trait.call?["enabledTraits"]?.strings ?? []
      if let earlier = traits[name], trait.call != nil || !earlier.isEmpty {
        throw ManifestFallback("the trait '\(name)' declared twice", at: package.location)
      }
      traits[name] = enables
    }
    guard traits.count <= 300 else { throw ManifestFallback("more than 300 traits", at: package.location) }
    for name in traits.keys.sorted()
    where name.isEmpty || !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
      throw ManifestFallback("the trait name '\(name)'", at: package.location)
    }
    for (name, enables) in traits.sorted(by: { $0.key < $1.key }) {
      if let unknown = enables.first(where: { traits[$0] == nil }) {
        throw ManifestFallback("the trait '\(unknown)', enabled by '\(name)' but not declared", at: package.location)
      }
    }
    for condition in calls(of: "TargetDependencyCondition", in: .call(package)) {
      if let unknown = condition["traits"]?.strings?.first(where: { traits[$0] == nil }) {
        throw ManifestFallback(
          "the trait '\(unknown)' in a dependency's condition, not declared", at: condition.location)
      }
    }
    var enabled: Set<String> = []
    var pending = traits["default"] ?? []
    while let name = pending.popLast() {
      if enabled.insert(name).inserted { pending += traits[name] ?? [] }
    }
    return enabled
  }

  /// Every call making a `type` inside `value` (`TargetDependencyCondition`: each `.when(…)` of a target
  /// dependency), outermost first.
  private static func calls(of type: String, in value: ManifestValue) -> [ManifestCall] {
    switch value {
    case .array(let elements): return elements.flatMap { calls(of: type, in: $0) }
    case .call(let call):
      let own = call.type == type ? [call] : []
      return own + call.arguments.keys.sorted().flatMap { calls(of: type, in: call.arguments[$0]!) }
    default: return []
    }
  }

  /// `.version("6")` where a Swift language mode is expected, as SwiftPM reads it: a version of one to three
  /// numbers (else "invalid Swift language version"), and in a package's list at least one mode this toolchain
  /// has (else SwiftPM refuses the package); the reader wants each one no newer than Swift 6.2.
  private static func checkLanguageModes(of package: ManifestCall) throws(ManifestFallback) {
    for mode in calls(of: "SwiftLanguageMode", in: .call(package)) where mode.member == "version" {
      let text = mode["value"]?.string ?? ""
      guard let (version, _) = ToolsVersion.parse(text[...]), version <= .alwaysSupported else {
        throw ManifestFallback("the Swift language mode '\(text)'", at: mode.location)
      }
    }
  }

  /// The oldest major version PackageDescription accepts in each platform's version string.
  private static let minimumMajorVersions = [
    "macOS": 10, "iOS": 2, "tvOS": 9, "watchOS": 2, "visionOS": 1, "macCatalyst": 13, "driverKit": 19,
  ]

  /// PackageDescription's check of `.macOS("13.0")`: dot-separated components, none empty, the first two plain
  /// numbers, the first at least `minimumMajor`. The reader also wants the rest plain numbers, at most three in all.
  static func isValidPlatformVersion(_ text: String, minimumMajor: Int) -> Bool {
    let components = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(components.count),
      components.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let major = Int(components[0])
    else { return false }
    return major >= minimumMajor
  }

  /// The name a package dependency answers to (see ``dependencyNames``); a URL that is not remote, or a path
  /// starting with `~`, is left to SwiftPM, which checks them against the file system.
  private static func dependencyName(_ call: ManifestCall, packagePath: String) throws(ManifestFallback) -> String {
    if let version = call["from"]?.string ?? call["exact"]?.string { try checkVersion(version, at: call.location) }
    // `.upToNextMajor(from:)`, `.exact(…)`: a requirement written as a call.
    for key in ["range", "requirement"] {
      if let version = call[key]?.call?["from"]?.string { try checkVersion(version, at: call.location) }
    }
    if let bounds = call["range"]?.array?.compactMap(\.string) {
      for bound in bounds { try checkVersion(bound, at: call.location) }
      guard bounds.count == 2, let lower = Version(bounds[0]), let upper = Version(bounds[1]),
        !lower.isPrerelease, !upper.isPrerelease
      else { throw ManifestFallback("a version range with a pre-release bound", at: call.location) }
      guard lower <= upper else {
        throw ManifestFallback("a version range whose lower bound is above its upper bound", at: call.location)
      }
    }
    if let path = call["path"]?.string {
      guard !path.isEmpty, !path.hasPrefix("~") else {
        throw ManifestFallback("the dependency path '\(path)'", at: call.location)
      }
      if let name = call["name"]?.string { return name }
      return defaultName(fromLocation: Paths.join(packagePath, path))
    }
    let url = call["url"]?.string ?? ""
    guard ["https://", "http://", "ssh://", "git@"].contains(where: { url.hasPrefix($0) }) else {
      throw ManifestFallback("the dependency URL '\(url)' (not a remote one)", at: call.location)
    }
    return call["name"]?.string ?? defaultName(fromLocation: url)
  }

  /// SwiftPM's default package name for a location: its last component, without a trailing `/` or `.git`.
  static func defaultName(fromLocation location: String) -> String {
    var text = Substring(location)
    if text.hasSuffix("/") { text = text.dropLast() }
    if let separator = text.lastIndex(of: "/") { text = text[text.index(after: separator)...] }
    if text.hasSuffix(".git") { text = text.dropLast(4) }
    return String(text)
  }

  private static func checkVersion(_ text: String, at location: SourceLocation) throws(ManifestFallback) {
    guard Version(text) != nil else { throw ManifestFallback("the version '\(text)'", at: location) }
  }

  /// A `MAJOR.MINOR.PATCH` version, optionally with semantic versioning's `-pre.release` and `+build` parts (whose
  /// identifiers must be plain), compared by its numbers.
  struct Version: Comparable {
    var parts: [Int]
    var isPrerelease = false

    init?(_ text: String) {
      var core = Substring(text)
      if let plus = core.firstIndex(of: "+") {
        guard Self.areIdentifiers(core[core.index(after: plus)...]) else { return nil }
        core = core[..<plus]
      }
      if let dash = core.firstIndex(of: "-") {
        guard Self.areIdentifiers(core[core.index(after: dash)...]) else { return nil }
        core = core[..<dash]
        isPrerelease = true
      }
      let pieces = core.split(separator: ".", omittingEmptySubsequences: false)
      guard pieces.count == 3, pieces.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy(\.isASCII) }) else {
        return nil
      }
      let numbers = pieces.compactMap { Int($0) }
      guard numbers.count == 3 else { return nil }
      parts = numbers
    }

    static func < (lhs: Version, rhs: Version) -> Bool { lhs.parts.lexicographicallyPrecedes(rhs.parts) }

    /// Dot-separated, none empty, of ASCII letters, digits and `-`.
    private static func areIdentifiers(_ text: Substring) -> Bool {
      let identifiers = text.split(separator: ".", omittingEmptySubsequences: false)
      return identifiers.allSatisfy { identifier in
        !identifier.isEmpty && identifier.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
      }
    }
  }
}

extension DeclaredTarget {
  /// The target a factory call declares; the arguments the reader does not model send the package to SwiftPM.
  /// `enabledTraits` decides which trait-conditional dependencies the description keeps.
  init(_ call: ManifestCall, enabledTraits: Set<String> = []) throws(ManifestFallback) {
    name = call["name"]?.string ?? ""
    kind =
      switch call.member {
      case "executableTarget": .executable
      case "testTarget": .test
      case "macro": .macro
      case "plugin": .plugin
      case "systemLibrary": .system
      case "binaryTarget": .binary
      default: .regular
      }
    dependencies = (call["dependencies"]?.array ?? []).compactMap { value -> DeclaredDependency? in
      if case .literal(let name, _) = value { return .byName(name) }
      guard let dependency = value.call, let name = dependency["name"]?.string else { return nil }
      switch dependency.member {
      case "target": return .target(name)
      case "product": return .product(name: name, package: dependency["package"]?.string)
      default: return .byName(name)
      }
    }
    for (index, value) in (call["dependencies"]?.array ?? []).enumerated() {
      if let traits = value.call?["condition"]?.call?["traits"]?.strings, enabledTraits.isDisjoint(with: traits) {
        traitDisabledDependencies.insert(index)
      }
    }
    path = call["path"]?.string
    url = call["url"]?.string
    exclude = call["exclude"]?.strings ?? []
    sources = call["sources"]?.strings
    publicHeadersPath = call["publicHeadersPath"]?.string
    resources = (call["resources"]?.array ?? []).compactMap { value -> DeclaredResource? in
      guard let resource = value.call, let rule = DeclaredResource.Rule(rawValue: resource.member),
        let path = resource["path"]?.string
      else { return nil }
      return DeclaredResource(rule: rule, path: path, localization: resource["localization"]?.string)
    }
    var usages: [(name: String, package: String)] = []
    for usage in call["plugins"]?.array ?? [] {
      guard let plugin = usage.call, let name = plugin["name"]?.string, let package = plugin["package"]?.string else {
        throw ManifestFallback("a plugin used without naming its package", at: call.location)
      }
      usages.append((name, package))
    }
    pluginUsages = usages
    importsInternalByDefault = (call["swiftSettings"]?.array ?? []).contains { setting in
      guard let setting = setting.call else { return false }
      switch setting.member {
      case "enableUpcomingFeature", "enableExperimentalFeature":
        return setting["value"]?.string == "InternalImportsByDefault"
      case "unsafeFlags":
        let flags = setting["value"]?.strings ?? []
        return zip(flags, flags.dropFirst()).contains {
          ($0 == "-enable-upcoming-feature" || $0 == "-enable-experimental-feature") && $1 == "InternalImportsByDefault"
        }
      default: return false
      }
    }
    isMainActorByDefault = (call["swiftSettings"]?.array ?? []).contains { setting in
      guard let setting = setting.call else { return false }
      switch setting.member {
      case "defaultIsolation": return setting["value"] == .metatype("MainActor")
      case "unsafeFlags":
        let flags = setting["value"]?.strings ?? []
        return flags.contains("-default-isolation=MainActor")
          || zip(flags, flags.dropFirst()).contains { $0 == "-default-isolation" && $1 == "MainActor" }
      default: return false
      }
    }
    location = call.location
  }
}
