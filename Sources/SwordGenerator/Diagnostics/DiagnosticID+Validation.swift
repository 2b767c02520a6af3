/// Identifiers added with the diagnostics catalogue (see the README's "Diagnostics" table).
extension DiagnosticID {
  /// A scoped binding that captures one that lives shorter: a `.single` holding a `.weakReference` of its
  /// component, or a scoped binding asking for a type only a subcomponent binds.
  package static let shorterLivedCapture = DiagnosticID("ShorterLivedCapture")
}
