/// What getting a value may do besides returning it: suspend (`async`) and fail (`throws`). A binding has the
/// effects of its own initializer or provider and of every binding it needs right away (not through `Lazy`,
/// `Provider` or a factory, which get theirs later); its accessor, and every accessor that needs it, says so:
/// `func database() async throws -> Database`.
package struct Effects: OptionSet, Hashable, Sendable {
  package var rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  package init(isAsync: Bool, isThrowing: Bool) {
    rawValue = (isAsync ? Effects.async.rawValue : 0) | (isThrowing ? Effects.throwing.rawValue : 0)
  }

  package static let async = Effects(rawValue: 1)
  package static let throwing = Effects(rawValue: 2)

  /// `async`, `throws`, `async throws` or nothing, as a declaration writes them after its parameters.
  package var specifiers: String {
    switch (contains(.async), contains(.throwing)) {
    case (true, true): "async throws"
    case (true, false): "async"
    case (false, true): "throws"
    case (false, false): ""
    }
  }

  /// `try await `, `await `, `try ` or nothing: what an expression with these effects is written after.
  package var marker: String {
    (contains(.throwing) ? "try " : "") + (contains(.async) ? "await " : "")
  }

  /// ` async throws` (with its leading space) or nothing: what follows a parameter list.
  package var suffix: String { isEmpty ? "" : " " + specifiers }
}
