/// The PackageDescription API the static reader evaluates: each factory it knows (`.target(…)`, `.product(…)`,
/// `.package(url:from:)`…) with its parameters in declaration order, and the constants (`.v13`, `.linux`…), each
/// with the tools version that introduced it. A call or a constant that is not here, or is used with an older tools
/// version than the one that introduced it, sends the package to SwiftPM, which then compiles the manifest and
/// reports any error itself.
///
/// The signatures are those of PackageDescription 4.0 and later (SwiftPM 6.3's `Runtimes/PackageDescription`), each
/// call and parameter with the tools version that introduced it, less the parameters whose effect the reader does
/// not model (`publicHeadersPath:`, `cSettings:`, `moduleAliases:`, traits…): a call that uses one does not match,
/// so its package goes to SwiftPM. Before 5.9 a factory had fewer parameters (no `packageAccess:`, before 5.5 no
/// `plugins:`, before 5.3 no `resources:` or conditions, before 5.0 no settings or platforms), which the tools
/// versions of those parameters express; the few calls a later version removed carry that version.
enum ManifestSignatures {
  /// One factory: `Target.target(name:dependencies:…)`.
  struct Signature: Sendable {
    var member: String
    var parameters: [Parameter]
    var introduced: ToolsVersion = .oldestRead
    /// The module that declares it, when not PackageDescription (`.macro` is CompilerPluginSupport's).
    var module: String = "PackageDescription"
    /// The tools version from which it is gone (`.product(name:)` without a package, before 5.2), if any.
    var obsoleted: ToolsVersion?

    /// Whether a manifest of `toolsVersion` may call it (its introduction is checked with a message of its own).
    func isObsolete(in toolsVersion: ToolsVersion) -> Bool { obsoleted.map { toolsVersion >= $0 } ?? false }

    struct Parameter: Sendable {
      /// The argument label, `nil` for an unlabelled one.
      var label: String?
      /// The key of the argument in ``ManifestCall/arguments``.
      var name: String
      var type: ManifestType
      var defaulted: Bool
      var introduced: ToolsVersion = .oldestRead
    }
  }

  /// The types a string literal converts to, besides `String`.
  static let stringLiteralTypes: Set<String> = [
    "Target.Dependency", "Version", "LanguageTag", "Target.PluginUsage", "Trait", "Package.Dependency.Trait",
  ]

  private static func p(
    _ label: String?, _ type: ManifestType, defaulted: Bool = true, name: String? = nil,
    since introduced: ToolsVersion = .oldestRead
  ) -> Signature.Parameter {
    Signature.Parameter(
      label: label, name: name ?? label ?? "_", type: type, defaulted: defaulted, introduced: introduced)
  }

  private static let string = ManifestType.string
  private static let strings = ManifestType.array(.string)
  private static func named(_ name: String) -> ManifestType { .named(name) }
  private static func list(_ name: String) -> ManifestType { .array(.named(name)) }
  private static func optional(_ type: ManifestType) -> ManifestType { .optional(type) }

  /// The parameters every source target factory shares, after `name:`.
  private static func targetParameters(publicHeaders: Bool, swiftOnly: Bool) -> [Signature.Parameter] {
    var parameters = [
      p("dependencies", list("Target.Dependency")),
      p("path", optional(string)),
      p("exclude", strings),
      p("sources", optional(strings)),
    ]
    if !swiftOnly { parameters.append(p("resources", optional(list("Resource")), since: .v5_3)) }
    if publicHeaders { parameters.append(p("publicHeadersPath", optional(string))) }
    parameters.append(p("packageAccess", .bool, since: .v5_9))
    if !swiftOnly {
      parameters += [
        p("cSettings", optional(list("CSetting")), since: .v5_0),
        p("cxxSettings", optional(list("CXXSetting")), since: .v5_0),
      ]
    }
    parameters += [
      p("swiftSettings", optional(list("SwiftSetting")), since: .v5_0),
      p("linkerSettings", optional(list("LinkerSetting")), since: .v5_0),
      p("plugins", optional(list("Target.PluginUsage")), since: .v5_5),
    ]
    return parameters
  }

  /// `Package(…)`'s parameters before the language modes.
  private static let packageParameters = [
    p("name", string, defaulted: false),
    p("defaultLocalization", optional(named("LanguageTag")), since: .v5_3),
    p("platforms", optional(list("SupportedPlatform")), since: .v5_0),
    p("products", list("Product")),
    p("dependencies", list("Package.Dependency")),
    p("targets", list("Target")),
  ]

  private static let condition = p(nil, optional(named("BuildSettingCondition")), name: "condition")

  /// A dependency's `condition:`, from 5.3.
  private static let dependencyCondition = p(
    "condition", optional(named("TargetDependencyCondition")), since: .v5_3)

  /// `signatures`, none of them older than `version` (the settings, from 5.0).
  private static func since(_ version: ToolsVersion, _ signatures: [Signature]) -> [Signature] {
    signatures.map { signature in
      var signature = signature
      signature.introduced = max(signature.introduced, version)
      return signature
    }
  }

  /// `Package(…)`'s last parameters: the C and C++ standards, which change nothing Sword reads.
  private static let languageStandards = [
    p("cLanguageStandard", optional(named("CLanguageStandard"))),
    p("cxxLanguageStandard", optional(named("CXXLanguageStandard"))),
  ]

  /// `CSetting` and `CXXSetting`: they only change how C-family files compile, which a target the reader reads has
  /// none of.
  private static let cFamilySettings = [
    Signature(
      member: "define",
      parameters: [p(nil, string, defaulted: false, name: "value"), p("to", optional(string)), condition]),
    Signature(member: "headerSearchPath", parameters: [p(nil, string, defaulted: false, name: "value"), condition]),
    Signature(member: "unsafeFlags", parameters: [p(nil, strings, defaulted: false, name: "value"), condition]),
  ]

  /// Every factory, by the type it makes.
  static let factories: [String: [Signature]] = [
    // `swiftLanguageVersions:` (deprecated in 6.0, still there) or, from 6.0, `swiftLanguageModes:`.
    "Package": [
      Signature(
        member: "Package",
        parameters: packageParameters + [
          p("swiftLanguageVersions", optional(list("SwiftLanguageMode")), name: "swiftLanguageModes", since: .v4_2)
        ]
          + languageStandards),
      Signature(
        member: "Package",
        parameters: packageParameters + [
          p("swiftLanguageModes", optional(list("SwiftLanguageMode")))
        ]
          + languageStandards, introduced: .v6_0),
      // From 6.1, `traits:` between `products:` and `dependencies:`.
      Signature(
        member: "Package",
        parameters: packageParameters.prefix(4) + [p("traits", list("Trait"), since: .v6_1)]
          + packageParameters.dropFirst(4) + [p("swiftLanguageModes", optional(list("SwiftLanguageMode")))]
          + languageStandards,
        introduced: .v6_0),
    ],
    "Trait": [
      Signature(
        member: "trait",
        parameters: [
          p("name", string, defaulted: false), p("description", optional(string)), p("enabledTraits", strings),
        ], introduced: .v6_1),
      Signature(member: "default", parameters: [p("enabledTraits", strings, defaulted: false)], introduced: .v6_1),
      Signature(
        member: "init",
        parameters: [
          p("name", string, defaulted: false), p("description", optional(string)), p("enabledTraits", strings),
        ], introduced: .v6_1),
    ],
    "Package.Dependency.Trait": [
      Signature(
        member: "trait",
        parameters: [
          p("name", string, defaulted: false), p("condition", optional(named("Package.Dependency.Trait.Condition"))),
        ], introduced: .v6_1)
    ],
    "Package.Dependency.Trait.Condition": [
      Signature(member: "when", parameters: [p("traits", strings, defaulted: false)], introduced: .v6_1)
    ],
    "Target": [
      Signature(
        member: "target",
        parameters: [p("name", string, defaulted: false)]
          + targetParameters(publicHeaders: true, swiftOnly: false)),
      Signature(
        member: "executableTarget",
        parameters: [p("name", string, defaulted: false)]
          + targetParameters(publicHeaders: true, swiftOnly: false), introduced: .v5_4),
      Signature(
        member: "testTarget",
        parameters: [p("name", string, defaulted: false)]
          + targetParameters(publicHeaders: false, swiftOnly: false)),
      Signature(
        member: "macro",
        parameters: [p("name", string, defaulted: false)]
          + targetParameters(publicHeaders: false, swiftOnly: true), introduced: .v5_9,
        module: "CompilerPluginSupport"),
      Signature(
        member: "plugin",
        parameters: [
          p("name", string, defaulted: false),
          p("capability", named("Target.PluginCapability"), defaulted: false),
          p("dependencies", list("Target.Dependency")),
          p("path", optional(string)),
          p("exclude", strings),
          p("sources", optional(strings)),
          p("packageAccess", .bool, since: .v5_9),
        ], introduced: .v5_5),
      Signature(
        member: "systemLibrary",
        parameters: [
          p("name", string, defaulted: false), p("path", optional(string)), p("pkgConfig", optional(string)),
          p("providers", optional(list("SystemPackageProvider"))),
        ]),
      Signature(
        member: "binaryTarget",
        parameters: [
          p("name", string, defaulted: false), p("url", string, defaulted: false),
          p("checksum", string, defaulted: false),
        ], introduced: .v5_3),
      Signature(
        member: "binaryTarget", parameters: [p("name", string, defaulted: false), p("path", string, defaulted: false)],
        introduced: .v5_3),
    ],
    // How to install a system library, which changes nothing the reader reads.
    "SystemPackageProvider": [
      Signature(member: "brew", parameters: [p(nil, strings, defaulted: false, name: "packages")]),
      Signature(member: "apt", parameters: [p(nil, strings, defaulted: false, name: "packages")]),
      Signature(member: "yum", parameters: [p(nil, strings, defaulted: false, name: "packages")], introduced: .v5_3),
    ],
    "Target.Dependency": [
      Signature(member: "target", parameters: [p("name", string, defaulted: false), dependencyCondition]),
      Signature(
        member: "product",
        parameters: [p("name", string, defaulted: false), p("package", string, defaulted: false), dependencyCondition]),
      // Before 5.2 the package could be left out: the product is then looked up by name.
      Signature(
        member: "product", parameters: [p("name", string, defaulted: false), p("package", optional(string))],
        obsoleted: .v5_2),
      Signature(member: "byName", parameters: [p("name", string, defaulted: false), dependencyCondition]),
    ],
    "TargetDependencyCondition": [
      Signature(member: "when", parameters: [p("platforms", list("Platform"), defaulted: false)], introduced: .v5_3),
      Signature(
        member: "when",
        parameters: [p("platforms", list("Platform"), defaulted: false), p("traits", strings, defaulted: false)],
        introduced: .v6_1),
      Signature(member: "when", parameters: [p("traits", strings, defaulted: false)], introduced: .v6_1),
    ],
    "BuildSettingCondition": since(
      .v5_0,
      [
        Signature(member: "when", parameters: [p("platforms", list("Platform"), defaulted: false)]),
        Signature(member: "when", parameters: [p("configuration", named("BuildConfiguration"), defaulted: false)]),
        Signature(
          member: "when",
          parameters: [
            p("platforms", list("Platform"), defaulted: false),
            p("configuration", named("BuildConfiguration"), defaulted: false),
          ]),
        // From 6.1 with `traits:`; PackageDescription traps on a condition with nothing in it, so one is required.
        Signature(
          member: "when",
          parameters: [
            p("platforms", optional(list("Platform"))), p("configuration", optional(named("BuildConfiguration"))),
            p("traits", optional(strings), defaulted: false),
          ], introduced: .v6_1),
      ]),
    "Product": [
      Signature(
        member: "library",
        parameters: [
          p("name", string, defaulted: false), p("type", optional(named("Product.Library.LibraryType"))),
          p("targets", strings, defaulted: false),
        ]),
      Signature(
        member: "executable",
        parameters: [
          p("name", string, defaulted: false), p("targets", strings, defaulted: false),
        ]),
      Signature(
        member: "plugin", parameters: [p("name", string, defaulted: false), p("targets", strings, defaulted: false)],
        introduced: .v5_5),
    ],
    "Package.Dependency": packageDependencies,
    // `.upToNextMajor(from:)` written where a range is expected.
    "Range<Version>": [
      Signature(member: "upToNextMajor", parameters: [p("from", named("Version"), defaulted: false)]),
      Signature(member: "upToNextMinor", parameters: [p("from", named("Version"), defaulted: false)]),
    ],
    // The requirement of `.package(url:_:)`, deprecated since 5.6 and still there.
    "Package.Dependency.Requirement": [
      Signature(member: "exact", parameters: [p(nil, named("Version"), defaulted: false, name: "from")]),
      Signature(member: "upToNextMajor", parameters: [p("from", named("Version"), defaulted: false)]),
      Signature(member: "upToNextMinor", parameters: [p("from", named("Version"), defaulted: false)]),
      Signature(member: "branch", parameters: [p(nil, string, defaulted: false, name: "branch")]),
      Signature(member: "revision", parameters: [p(nil, string, defaulted: false, name: "revision")]),
    ],
    "SwiftSetting": since(
      .v5_0,
      [
        Signature(member: "define", parameters: [p(nil, string, defaulted: false, name: "value"), condition]),
        Signature(member: "unsafeFlags", parameters: [p(nil, strings, defaulted: false, name: "value"), condition]),
        Signature(
          member: "enableUpcomingFeature", parameters: [p(nil, string, defaulted: false, name: "value"), condition],
          introduced: .v5_8),
        Signature(
          member: "enableExperimentalFeature",
          parameters: [p(nil, string, defaulted: false, name: "value"), condition],
          introduced: .v5_8),
        Signature(
          member: "interoperabilityMode",
          parameters: [
            p(nil, named("SwiftSetting.InteroperabilityMode"), defaulted: false, name: "value"), condition,
          ], introduced: .v5_9),
        Signature(
          member: "swiftLanguageMode",
          parameters: [
            p(nil, named("SwiftLanguageMode"), defaulted: false, name: "value"), condition,
          ], introduced: .v6_0),
        Signature(
          member: "treatAllWarnings", parameters: [p("as", named("WarningLevel"), defaulted: false), condition],
          introduced: .v6_2),
        Signature(
          member: "treatWarning",
          parameters: [
            p(nil, string, defaulted: false, name: "value"), p("as", named("WarningLevel"), defaulted: false),
            condition,
          ], introduced: .v6_2),
        Signature(
          member: "defaultIsolation",
          parameters: [
            p(nil, optional(named("MainActor.Type")), defaulted: false, name: "value"), condition,
          ], introduced: .v6_2),
        Signature(member: "strictMemorySafety", parameters: [condition], introduced: .v6_2),
      ]),
    "CSetting": since(.v5_0, cFamilySettings),
    "CXXSetting": since(.v5_0, cFamilySettings),
    "LinkerSetting": since(
      .v5_0,
      [
        Signature(member: "linkedLibrary", parameters: [p(nil, string, defaulted: false, name: "value"), condition]),
        Signature(member: "linkedFramework", parameters: [p(nil, string, defaulted: false, name: "value"), condition]),
        Signature(member: "unsafeFlags", parameters: [p(nil, strings, defaulted: false, name: "value"), condition]),
      ]),
    "SupportedPlatform": platformFactories,
    // A platform not in PackageDescription's list, by name (in conditions).
    "Platform": [
      Signature(member: "custom", parameters: [p(nil, string, defaulted: false, name: "name")], introduced: .v5_6)
    ],
    // `.v5` and the other modes are constants; any other is written `.version("6")`.
    "SwiftLanguageMode": [Signature(member: "version", parameters: [p(nil, string, defaulted: false, name: "value")])],
    "Resource": since(
      .v5_3,
      [
        Signature(
          member: "process",
          parameters: [
            p(nil, string, defaulted: false, name: "path"), p("localization", optional(named("Resource.Localization"))),
          ]),
        Signature(member: "copy", parameters: [p(nil, string, defaulted: false, name: "path")]),
        Signature(
          member: "embedInCode", parameters: [p(nil, string, defaulted: false, name: "path")], introduced: .v5_9),
      ]),
    "Target.PluginCapability": [
      Signature(member: "buildTool", parameters: [], introduced: .v5_5),
      Signature(
        member: "command",
        parameters: [
          p("intent", named("PluginCommandIntent"), defaulted: false), p("permissions", list("PluginPermission")),
        ], introduced: .v5_6),
    ],
    "PluginCommandIntent": [
      Signature(member: "documentationGeneration", parameters: [], introduced: .v5_6),
      Signature(member: "sourceCodeFormatting", parameters: [], introduced: .v5_6),
      Signature(
        member: "custom",
        parameters: [p("verb", string, defaulted: false), p("description", string, defaulted: false)],
        introduced: .v5_6),
    ],
    "PluginPermission": [
      Signature(
        member: "writeToPackageDirectory", parameters: [p("reason", string, defaulted: false)], introduced: .v5_6),
      Signature(
        member: "allowNetworkConnections",
        parameters: [
          p("scope", named("PluginNetworkPermissionScope"), defaulted: false),
          p("reason", string, defaulted: false),
        ],
        introduced: .v5_9),
    ],
    // The ports of a scope are ranges, which the reader does not evaluate: only the scopes without ports.
    "PluginNetworkPermissionScope": [
      Signature(member: "all", parameters: [], introduced: .v5_9),
      Signature(member: "local", parameters: [], introduced: .v5_9),
    ],
    "Target.PluginUsage": [
      Signature(
        member: "plugin", parameters: [p("name", string, defaulted: false), p("package", optional(string))],
        introduced: .v5_5)
    ],
  ]

  /// `.macOS(.v13)`, `.iOS(.v16)`…: each platform with its own version type, and `.macOS("13.0")` with a string
  /// (checked as PackageDescription checks it, ``DeclaredPackage``), each from the tools version that added the
  /// platform.
  private static let platformFactories: [Signature] = platformVersions.keys.sorted().flatMap { platform in
    let introduced = constants["Platform"]?[platform] ?? .oldestRead
    return [
      Signature(
        member: platform, parameters: [p(nil, named("\(platform)Version"), defaulted: false, name: "version")],
        introduced: introduced),
      Signature(
        member: platform, parameters: [p(nil, string, defaulted: false, name: "versionString")],
        introduced: introduced),
    ]
  }

  /// Every `.package(…)` form: by path, by URL with each kind of requirement, and the `name:` forms of 5.2 to 5.5
  /// (deprecated since 5.6, still there).
  private static let packageDependencies: [Signature] = {
    let url = p("url", string, defaulted: false)
    let requirements: [(parameter: Signature.Parameter, introduced: ToolsVersion)] = [
      (p("from", named("Version"), defaulted: false), .oldestRead),
      (p(nil, named("Range<Version>"), defaulted: false, name: "range"), .oldestRead),
      (p(nil, named("ClosedRange<Version>"), defaulted: false, name: "range"), .oldestRead),
      (p(nil, named("Package.Dependency.Requirement"), defaulted: false, name: "requirement"), .oldestRead),
      (p("exact", named("Version"), defaulted: false), .v5_6),
      (p("branch", string, defaulted: false), .v5_5),
      (p("revision", string, defaulted: false), .v5_5),
    ]
    // From 6.1 every form but `_ requirement:` takes the dependency's traits last.
    let traits = p("traits", list("Package.Dependency.Trait"), since: .v6_1)
    var signatures = [
      Signature(member: "package", parameters: [p("path", string, defaulted: false), traits]),
      Signature(
        member: "package",
        parameters: [p("name", string, defaulted: false), p("path", string, defaulted: false), traits],
        introduced: .v5_2),
    ]
    for (requirement, introduced) in requirements {
      let parameters = requirement.name == "requirement" ? [url, requirement] : [url, requirement, traits]
      signatures.append(Signature(member: "package", parameters: parameters, introduced: introduced))
    }
    // `name:` with `exact:` never existed; with the others from 5.2, or 5.5 for a branch or revision.
    for (requirement, introduced) in requirements where requirement.label != "exact" {
      signatures.append(
        Signature(
          member: "package", parameters: [p("name", string, defaulted: false), url, requirement],
          introduced: max(introduced, .v5_2)))
    }
    return signatures
  }()

  /// The versions each platform's version type has, with the tools version that introduced each (versions
  /// marked unavailable, such as macOS `.v16`, are left out).
  static let platformVersions: [String: [String: ToolsVersion]] = [
    "macOS": versions(
      "v10_10@5.0 v10_11@5.0 v10_12@5.0 v10_13@5.0 v10_14@5.0 v10_15@5.1 v11@5.3 v12@5.5 v13@5.7 v14@5.9 v15@6.0 v26@6.2"
    ),
    "iOS": versions("v8@5.0 v9@5.0 v10@5.0 v11@5.0 v12@5.0 v13@5.1 v14@5.3 v15@5.5 v16@5.7 v17@5.9 v18@6.0 v26@6.2"),
    "tvOS": versions("v9@5.0 v10@5.0 v11@5.0 v12@5.0 v13@5.1 v14@5.3 v15@5.5 v16@5.7 v17@5.9 v18@6.0 v26@6.2"),
    "watchOS": versions("v2@5.0 v3@5.0 v4@5.0 v5@5.0 v6@5.1 v7@5.3 v8@5.5 v9@5.7 v10@5.9 v11@6.0 v26@6.2"),
    "visionOS": versions("v1@5.9 v2@6.0 v26@6.2"),
    "macCatalyst": versions("v13@5.5 v14@5.5 v15@5.5 v16@5.7 v17@5.9 v18@6.0 v26@6.2"),
    "driverKit": versions("v19@5.5 v20@5.5 v21@5.5 v22@5.7 v23@5.9 v24@6.0 v25@6.2"),
  ]

  /// The constants of the types whose values are written `.name`, with the tools version that introduced each.
  static let constants: [String: [String: ToolsVersion]] = {
    var constants: [String: [String: ToolsVersion]] = [
      "Platform": versions(
        "macOS@5.0 macCatalyst@5.5 iOS@5.0 tvOS@5.0 watchOS@5.0 visionOS@5.9 driverKit@5.5 linux@5.0 windows@5.2 "
          + "android@5.2 wasi@5.3 openbsd@5.8"),
      "BuildConfiguration": versions("debug@5.0 release@5.0"),
      "Product.Library.LibraryType": versions("static@4.0 dynamic@4.0"),
      "SwiftLanguageMode": versions("v4@4.0 v4_2@4.0 v5@5.0 v6@6.0"),
      "SwiftSetting.InteroperabilityMode": versions("C@5.9 Cxx@5.9"),
      "WarningLevel": versions("warning@6.2 error@6.2"),
      "Resource.Localization": versions("default@5.3 base@5.3"),
      "CLanguageStandard": versions(
        "c89@5.0 c90@5.0 c99@5.0 c11@5.0 c17@5.4 c18@5.4 c2x@5.4 gnu89@5.0 gnu90@5.0 gnu99@5.0 gnu11@5.0 gnu17@5.4 "
          + "gnu18@5.4 gnu2x@5.4 iso9899_1990@5.0 iso9899_199409@5.0 iso9899_1999@5.0 iso9899_2011@5.0 "
          + "iso9899_2017@5.4 iso9899_2018@5.4"),
      "CXXLanguageStandard": versions(
        "cxx98@5.0 cxx03@5.0 cxx11@5.0 cxx14@5.0 cxx17@5.4 cxx1z@5.0 cxx20@5.4 cxx2b@5.6 gnucxx98@5.0 gnucxx03@5.0 "
          + "gnucxx11@5.0 gnucxx14@5.0 gnucxx17@5.4 gnucxx1z@5.0 gnucxx20@5.4 gnucxx2b@5.6"),
      "Package.Dependency.Trait": versions("defaults@6.1"),
      // Enum cases, written without parentheses as well as through their factories.
      "Target.PluginCapability": versions("buildTool@5.5"),
      "PluginNetworkPermissionScope": versions("none@5.9 docker@5.9 unixDomainSocket@5.9"),
      "PluginCommandIntent": versions("documentationGeneration@5.6 sourceCodeFormatting@5.6"),
      "Target.TargetType": versions(
        "regular@5.0 executable@5.4 test@5.0 system@5.0 binary@5.3 plugin@5.5 macro@5.9"),
    ]
    for (platform, members) in platformVersions { constants["\(platform)Version"] = members }
    return constants
  }()

  /// `"v13@5.7 v14@5.9"` as a table.
  private static func versions(_ table: String) -> [String: ToolsVersion] {
    var result: [String: ToolsVersion] = [:]
    for entry in table.split(separator: " ") {
      let parts = entry.split(separator: "@")
      let numbers = parts[1].split(separator: ".").compactMap { Int($0) }
      result[String(parts[0])] = ToolsVersion(numbers[0], numbers.count > 1 ? numbers[1] : 0)
    }
    return result
  }
}
