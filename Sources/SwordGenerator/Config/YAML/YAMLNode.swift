/// One node of a YAML document, with the place where it starts.
///
/// Only what `.sword.yml` needs is modelled: scalars keep their text and how they were quoted, mappings keep their
/// pairs in the order written, and an alias is kept as its name (aliases are never expanded).
/// ```swift
/// let document = try YAMLReader.read(Array("targets: [A, B]".utf8), file: "/repo/.sword.yml")
/// if case .mapping(let pairs) = document.root.kind { print(pairs[0].key.scalar?.value ?? "") }  // "targets"
/// ```
package struct YAMLNode: Hashable, Sendable {
  /// How a scalar was written; only plain scalars can be `null` or booleans.
  package enum ScalarStyle: Hashable, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
  }

  /// A scalar's text as written (after unquoting and folding), with its style and explicit tag, if any.
  package struct Scalar: Hashable, Sendable {
    package var value: String
    package var style: ScalarStyle
    /// The resolved explicit tag (`tag:yaml.org,2002:str` for `!!str`), or `nil` when none was written.
    package var tag: String?

    package init(_ value: String, style: ScalarStyle = .plain, tag: String? = nil) {
      self.value = value
      self.style = style
      self.tag = tag
    }

    /// Whether this scalar means "no value": an empty plain scalar, `~` or `null`.
    package var isNull: Bool {
      guard style == .plain else { return false }
      if let tag { return tag == "tag:yaml.org,2002:null" }
      return ["", "~", "null", "Null", "NULL"].contains(value)
    }
  }

  /// One `key: value` entry of a mapping.
  package struct Pair: Hashable, Sendable {
    package var key: YAMLNode
    package var value: YAMLNode
    package init(key: YAMLNode, value: YAMLNode) {
      self.key = key
      self.value = value
    }
  }

  /// What the node is.
  package enum Kind: Hashable, Sendable {
    case scalar(Scalar)
    case sequence([YAMLNode])
    case mapping([Pair])
    /// `*name`: kept unexpanded; the reader reports it as unsupported.
    case alias(String)
  }

  package var kind: Kind
  /// Where the node starts (its anchor or tag when it has one), 1-based.
  package var location: SourceLocation

  package init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The scalar, when this node is one.
  package var scalar: Scalar? {
    if case .scalar(let scalar) = kind { return scalar }
    return nil
  }
}
