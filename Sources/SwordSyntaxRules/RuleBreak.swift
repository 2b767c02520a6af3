import SwiftSyntax
import SwordNaming

/// A rule of ``MacroRule`` broken in the source: where it is reported, and the places its notes point at. The
/// macros turn it into a compiler diagnostic, the generator into one of its own, in the same words at the same
/// place.
public struct RuleBreak {
  public var rule: MacroRule
  /// The node the diagnostic is reported at.
  public var node: Syntax
  /// Its notes (``MacroRule/injectedInitHere`` at each `@Injected` initializer of a type with several).
  public var notes: [Note]

  /// A note of a broken rule: its words and its place.
  public struct Note {
    /// A stable id, in the `Sword` domain like the rule's (`InjectedInitHere`).
    public var id: String
    public var message: String
    public var node: Syntax
  }

  public init(_ rule: MacroRule, at node: some SyntaxProtocol, notes: [Note] = []) {
    self.rule = rule
    self.node = Syntax(node)
    self.notes = notes
  }
}
