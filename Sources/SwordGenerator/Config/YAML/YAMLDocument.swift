/// The first document of a YAML stream, with the problems found that did not stop reading it.
///
/// Problems that stop reading (a syntax error, a second document) are thrown by ``YAMLReader/read(_:file:)``
/// instead. The ones kept here, duplicate keys, anchors and aliases, still leave a usable tree: a duplicate key's
/// later entries are dropped from it, so the first one written wins.
package struct YAMLDocument: Hashable, Sendable {
  /// The document's top node.
  package var root: YAMLNode
  /// Problems found while reading, in the order they were found.
  package var diagnostics: [Diagnostic]

  package init(root: YAMLNode, diagnostics: [Diagnostic]) {
    self.root = root
    self.diagnostics = diagnostics
  }
}
