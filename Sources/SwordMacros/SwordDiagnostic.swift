import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros
import SwordNaming
import SwordSyntaxRules

/// A problem a Sword macro reports, with a stable id in the `Sword` domain (`Sword.ComponentNotFinal`), so that
/// tests and tools can match it without depending on the wording. Its words are `MacroRule`'s, which the generator
/// reports too.
struct SwordDiagnostic: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  init(_ rule: MacroRule) {
    self.message = rule.message
    self.diagnosticID = MessageID(domain: "Sword", id: rule.id)
    self.severity = rule.isWarning ? .warning : .error
  }
}

/// A note of a Sword macro's diagnostic, pointing at a related place (`Sword.InjectedInitHere`).
struct SwordNote: NoteMessage {
  let message: String
  let noteID: MessageID

  init(_ note: RuleBreak.Note) {
    self.message = note.message
    self.noteID = MessageID(domain: "Sword", id: note.id)
  }
}

extension MacroExpansionContext {
  /// Reports a rule broken in the source, with its notes and the Fix-Its that mend it.
  func diagnose(_ problem: RuleBreak, fixIts: [FixIt] = []) {
    diagnose(
      Diagnostic(
        node: problem.node, message: SwordDiagnostic(problem.rule),
        notes: problem.notes.map { Note(node: $0.node, message: SwordNote($0)) }, fixIts: fixIts))
  }

  /// Reports `attribute` (Sword's `sword`) attached to a declaration it may not be on; whether it may be.
  @discardableResult
  func checkPlacement(
    _ sword: SwordAttribute, _ attribute: AttributeSyntax, on declaration: some SyntaxProtocol,
    introducer: TokenSyntax? = nil, fixIts: [FixIt] = []
  ) -> Bool {
    guard let problem = AttachedDeclaration(declaration).brokenRule(sword, attribute, introducer: introducer) else {
      return true
    }
    diagnose(problem, fixIts: fixIts)
    return false
  }
}
