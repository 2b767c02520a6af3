/// Turns the YAML tree of `.sword.yml` into a ``Configuration``, collecting every problem on the way.
///
/// Each check that fails adds a located ``Diagnostic`` and lets the others run, so one pass reports all of them.
/// A key given with no value (`root:`) counts as left out when the key is optional.
struct ConfigDecoder {
  /// The `.sword.yml` being read, absolute.
  let file: String
  /// Its folder, against which relative paths resolve.
  let workspaceRoot: String
  /// `allow_outside_workspace`, once read.
  var allowOutsideWorkspace = false
  /// `default_isolation: MainActor` in the Xcode form of `root`, once read.
  var rootIsMainActorByDefault = false
  /// `components:` of `root`, once read.
  var rootComponents: [Located<String>]?
  var outputFiles = 1
  private(set) var diagnostics: [Diagnostic] = []

  init(file: String) {
    self.file = file
    self.workspaceRoot = Paths.parent(of: file)
  }

  /// The configuration, or `nil` when a part of it could not be read; ``diagnostics`` says why.
  mutating func decode(_ document: YAMLNode) -> Configuration? {
    guard case .mapping(let pairs) = document.kind else {
      if document.scalar?.isNull == true {
        report(.configSyntax, "file has no settings (see .sword.yml.example)", at: document.location)
      } else if case .alias = document.kind {
        // Already reported by the reader.
      } else {
        let found = describe(document)
        report(
          .configWrongType, "expected a mapping of settings at the top level, found \(found)", at: document.location)
      }
      return nil
    }
    let entries = knownEntries(pairs, known: ConfigKeys.topLevel, in: "at the top level")
    if let pair = entries[ConfigKeys.allowOutsideWorkspace], let allow = bool(pair) {
      allowOutsideWorkspace = allow
    }
    let packages = localPackages(entries[ConfigKeys.localPackages])
    let start = SourceLocation(file: file, line: 1, column: 1)
    guard let root = root(entries[ConfigKeys.root]) else { return nil }
    var configuration = Configuration(
      file: file,
      workspaceRoot: workspaceRoot,
      localPackages: packages,
      root: root,
      rootLocation: entries[ConfigKeys.root]?.key.location ?? start
    )
    if let pair = entries[ConfigKeys.testOverrides], let enabled = bool(pair) {
      configuration.testOverrides = enabled
    }
    if let pair = entries[ConfigKeys.tests], pair.value.scalar?.isNull != true {
      configuration.tests = names(pair, kind: "test target", emptyFix: "list a test target of the root package") ?? []
    }
    configuration.rootComponents = rootComponents
    configuration.outputFiles = outputFiles
    configuration.allowOutsideWorkspace = allowOutsideWorkspace
    configuration.rootIsDefault = entries[ConfigKeys.root].map { $0.value.scalar?.isNull == true } ?? true
    configuration.rootIsMainActorByDefault = rootIsMainActorByDefault
    return configuration
  }

  mutating func report(
    _ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []
  ) {
    diagnostics.append(Diagnostic(id, message, at: location, notes: notes))
  }

  /// Reports a diagnostic made elsewhere (an Xcode project's problems).
  mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }
}
