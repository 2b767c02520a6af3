/// `sword diff`'s output formats.
package enum GraphDiffFormat: String, CaseIterable, Sendable {
  /// Plain text for a terminal.
  case text
  /// Markdown for a pull-request comment.
  case markdown
  /// The ``GraphDiff`` as JSON, keys sorted.
  case json
}

/// Prints a ``GraphDiff``.
package enum GraphDiffReport {
  package static func render(_ diff: GraphDiff, format: GraphDiffFormat, title: String) -> String {
    switch format {
    case .json:
      return JSONExporter.encode(diff)
    case .text:
      return sections(diff).isEmpty
        ? "\(title): no change to the dependency graph\n"
        : title + "\n"
          + sections(diff).map { heading, lines in
            "\n\(heading)\n" + lines.map { "  " + plain($0) }.joined(separator: "\n")
          }.joined(separator: "\n") + "\n"
    case .markdown:
      guard !sections(diff).isEmpty else { return "### \(title)\n\nNo change to the dependency graph.\n" }
      return "### \(title)\n"
        + sections(diff).map { heading, lines in
          "\n**\(heading)**\n\n" + lines.map { "- " + markdown($0) }.joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }
  }

  /// The ids as they are.
  private static func plain(_ line: String) -> String {
    line.replacingOccurrences(of: "‹", with: "").replacingOccurrences(of: "›", with: "")
  }

  /// Backticks around the ids, as code.
  private static func markdown(_ line: String) -> String {
    line.replacingOccurrences(of: "‹", with: "`").replacingOccurrences(of: "›", with: "`")
  }

  /// The non-empty sections, in the order a reviewer reads them; ids are marked ‹…› for Markdown's backticks.
  private static func sections(_ diff: GraphDiff) -> [(String, [String])] {
    var result: [(String, [String])] = []
    func add(_ heading: String, _ lines: [String]) {
      if !lines.isEmpty { result.append(("\(heading) (\(lines.count))", lines)) }
    }
    add("Bindings added", diff.bindingsAdded.map { "‹\($0)›" })
    add("Bindings removed", diff.bindingsRemoved.map { "‹\($0)›" })
    add("Scopes changed", diff.scopesChanged.map { "‹\($0.id)›: \($0.before) → \($0.after)" })
    add("Constructors changed", diff.constructorsChanged.map { "‹\($0.id)›: ‹\($0.before)› → ‹\($0.after)›" })
    add("Components added", diff.componentsAdded.map { "‹\($0)›" })
    add("Components removed", diff.componentsRemoved.map { "‹\($0)›" })
    add("Components moved", diff.componentsMoved.map { "‹\($0.id)›: \($0.before) → \($0.after)" })
    add("Injections added", diff.injectionsAdded.map { "‹\($0.from)› → ‹\($0.to)› as ‹\($0.parameter)›" })
    add("Injections removed", diff.injectionsRemoved.map { "‹\($0.from)› → ‹\($0.to)› as ‹\($0.parameter)›" })
    add(
      "Blast radius grew", diff.blastRadiusGrew.map { "‹\($0.id)›: \($0.before) → \($0.after) bindings depend on it" })
    return result
  }
}
