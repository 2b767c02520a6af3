/// The static type of a manifest expression, as far as the reader models Swift's: enough to refuse what the
/// compiler would refuse (a `[String]` constant passed where `[Target.Dependency]` is expected) instead of reading
/// a manifest SwiftPM cannot build.
indirect enum ManifestType: Hashable, Sendable, CustomStringConvertible {
  case string
  case bool
  case array(ManifestType)
  case optional(ManifestType)
  /// A PackageDescription type by its qualified name: `Target`, `Target.Dependency`, `Product`, `SwiftSetting`…
  case named(String)

  var description: String {
    switch self {
    case .string: "String"
    case .bool: "Bool"
    case .array(let element): "[\(element)]"
    case .optional(let wrapped): "\(wrapped)?"
    case .named(let name): name
    }
  }

  /// The type without one level of `Optional`.
  var unwrapped: ManifestType {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }

  /// Whether a string literal can stand for a value of this type (`ExpressibleByStringLiteral`).
  var takesStringLiteral: Bool {
    switch unwrapped {
    case .string: true
    case .named(let name): ManifestSignatures.stringLiteralTypes.contains(name)
    default: false
    }
  }
}

/// What a manifest expression evaluates to: literals, arrays, `nil`, a metatype (`MainActor.self`), or a call of a
/// PackageDescription factory with its arguments by label.
indirect enum ManifestValue: Hashable, Sendable {
  case string(String)
  case bool(Bool)
  case array([ManifestValue])
  case none
  case metatype(String)
  /// A string literal given where a type that takes one is expected (`"Core"` as a `Target.Dependency`).
  case literal(String, as: String)
  case call(ManifestCall)

  var string: String? {
    switch self {
    case .string(let text), .literal(let text, _): text
    default: nil
    }
  }

  var array: [ManifestValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  var call: ManifestCall? {
    if case .call(let call) = self { return call }
    return nil
  }

  /// The strings of an array of strings.
  var strings: [String]? {
    array?.compactMap(\.string)
  }
}

/// A call of a PackageDescription factory (`.target(name: "Core", path: "Lib")`): the signature it matched and its
/// arguments by parameter name (defaulted ones left out), with where it was written.
struct ManifestCall: Hashable, Sendable {
  var member: String
  /// The type it makes, `Target`, `Product`…
  var type: String
  var arguments: [String: ManifestValue]
  var location: SourceLocation

  subscript(_ name: String) -> ManifestValue? { arguments[name] }
}

/// Why a manifest is not read statically: the construct, where it is, in words a user can act on.
///
/// ```text
/// Packages/Core/Package.swift:12:5: the call 'makeTargets(…)' is not one Sword evaluates
/// ```
package struct ManifestFallback: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  package var reason: String
  package var location: SourceLocation?
  /// The manifest declares a tools version newer than 6.2: it may be read once the toolchain's version is known.
  package var needsToolchainVersion = false

  package init(_ reason: String, at location: SourceLocation? = nil) {
    self.reason = reason
    self.location = location
  }

  package var description: String { location.map { "\($0): \(reason)" } ?? reason }
}
