/// The report of one dependency cycle, printed once: the cycle as a Dagger chain (read from the bottom up: the
/// accessor asks for the entry, which asks for the next member … which asks for the entry again), then how the
/// entry is reached from an accessor; a note at every injection of the cycle but the one it points at.
enum CycleDiagnostic {
  /// One injection of the cycle: `parameter` of `from` asks for `to`.
  struct Step {
    var from: Binding
    var parameter: ParameterDeclaration
    var to: Binding
  }

  /// `steps` go round the cycle from its entry (`steps[0].from`) back to it; `entryChain` is how an accessor
  /// reaches the entry (``RequestGraph/chain(from:)``).
  static func make(_ steps: [Step], entryChain: [String]) -> Diagnostic? {
    guard let first = steps.first else { return nil }
    let entry = first.from
    let names = steps.map(\.from.key.display) + [entry.key.display]
    let detail = steps.reversed().flatMap { RequestChain.injected($0.parameter, at: $0.from) } + entryChain
    return Diagnostic(
      .dependencyCycle,
      "dependency cycle: \(names.joined(separator: " → ")); break it by removing one of these injections, or by asking for one of them as 'Lazy<T>' or 'Provider<T>'",
      at: first.parameter.location, detail: detail,
      notes: steps.dropFirst().map { .init("'\($0.from.key)' asks for '\($0.to.key)' here", at: $0.parameter.location) }
    )
  }
}
