import SwiftSyntax

/// The condition under which the declarations of one `#if` clause are compiled, as conjuncts written the way the
/// generated file repeats them: `#if DEBUG` gives `["DEBUG"]`; its `#elseif os(iOS)` gives
/// `["!DEBUG", "os(iOS)"]`; its `#else` gives `["!DEBUG", "!os(iOS)"]`.
///
/// Clauses whose fate is known without a compiler are settled here: `#if false` (and what follows `#if true`)
/// can never be compiled, `#if true` always is. Every other condition (`DEBUG`, `os(iOS)`, `canImport(UIKit)`,
/// `swift(>=6.0)`) is kept, for the compiler to decide in each configuration.
///
/// ```swift
/// ConditionText.clause(elseClause)  // ["!DEBUG"]
/// ConditionText.clause(ifFalse)     // nil: never compiled
/// ```
enum ConditionText {
  /// The clause's conjuncts, or `nil` when it can never be compiled.
  static func clause(_ clause: IfConfigClauseSyntax) -> [String]? {
    var conjuncts: [String] = []
    if let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
      for earlier in list {
        if earlier.id == clause.id { break }
        guard let condition = earlier.condition else { continue }
        switch literal(condition) {
        case true?: return nil  // an earlier clause always wins
        case false?: continue
        case nil: conjuncts.append(negated(text(of: condition)))
        }
      }
    }
    if let condition = clause.condition {
      switch literal(condition) {
      case false?: return nil
      case true?: break
      case nil: conjuncts.append(text(of: condition))
      }
    }
    return conjuncts
  }

  /// The condition joined for an `#if` line: `DEBUG && !os(iOS)`.
  static func joined(_ conjuncts: [String]) -> String {
    if conjuncts.count == 1 { return conjuncts[0] }
    return conjuncts.map { needsParentheses($0) ? "(\($0))" : $0 }.joined(separator: " && ")
  }

  /// Whether every configuration in which `condition` holds also has `required`: each of `required`'s conjuncts is
  /// one of `condition`'s.
  static func implies(_ condition: [String], _ required: [String]) -> Bool {
    required.allSatisfy(condition.contains)
  }

  /// Whether no configuration has both: one says `X` where the other says `!X`.
  static func exclusive(_ first: [String], _ second: [String]) -> Bool {
    first.contains { second.contains(negated($0)) } || second.contains { first.contains(negated($0)) }
  }

  /// Whether no configuration has two of `conditions`: each pair is ``exclusive(_:_:)`` (`#if DEBUG` / `#else`).
  static func pairwiseExclusive(_ conditions: [[String]]) -> Bool {
    conditions.indices.allSatisfy { first in
      conditions.indices.allSatisfy { $0 == first || exclusive(conditions[first], conditions[$0]) }
    }
  }

  /// Whether the union of `alternatives` holds wherever `condition` does: some alternative is implied, once
  /// alternatives that differ only in one `X` / `!X` are merged (an `#if` / `#else` pair covers what both share).
  static func covers(_ alternatives: [[String]], under condition: [String]) -> Bool {
    var sets = alternatives.map { Set($0) }
    var merged = true
    while merged {
      if sets.contains(where: { $0.isSubset(of: Set(condition)) }) { return true }
      merged = false
      search: for first in sets.indices {
        for second in sets.indices where second != first {
          let difference = sets[first].symmetricDifference(sets[second])
          guard difference.count == 2, let one = difference.first,
            difference.contains(negated(one)) || difference.contains(where: { negated($0) == one })
          else { continue }
          let common = sets[first].intersection(sets[second])
          if !sets.contains(common) {
            sets.append(common)
            merged = true
            break search
          }
        }
      }
    }
    return false
  }

  /// `!DEBUG` for `DEBUG`, `DEBUG` for `!DEBUG`, `!(A || B)` for `A || B`.
  static func negated(_ conjunct: String) -> String {
    if conjunct.hasPrefix("!") {
      let inner = conjunct.dropFirst()
      if isParenthesized(inner) { return String(inner.dropFirst().dropLast()) }
      if !needsParentheses(String(inner)) { return String(inner) }
    }
    return needsParentheses(conjunct) ? "!(\(conjunct))" : "!\(conjunct)"
  }

  /// The condition's source text, each run of whitespace and comments between tokens made one space.
  private static func text(of condition: ExprSyntax) -> String {
    var text = ""
    var previous: TokenSyntax?
    for token in condition.tokens(viewMode: .sourceAccurate) {
      if let previous, !previous.trailingTrivia.isEmpty || !token.leadingTrivia.isEmpty { text += " " }
      text += token.text
      previous = token
    }
    return text
  }

  private static func literal(_ condition: ExprSyntax) -> Bool? {
    condition.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
  }

  private static func needsParentheses(_ text: String) -> Bool {
    text.contains("&&") || text.contains("||") || text.contains(" ")
  }

  private static func isParenthesized(_ text: Substring) -> Bool {
    guard text.hasPrefix("("), text.hasSuffix(")") else { return false }
    var depth = 0
    for (offset, character) in text.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0, offset < text.count - 1 { return false }
    }
    return true
  }
}
