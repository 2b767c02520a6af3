import SwiftDiagnostics
import SwordNaming

/// A problem a Sword macro reports, with a stable id in the `Sword` domain (`Sword.ComponentNotFinal`), so that
/// tests and tools can match it without depending on the wording.
struct SwordDiagnostic: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  init(_ id: String, _ message: String, severity: DiagnosticSeverity = .error) {
    self.message = message
    self.diagnosticID = MessageID(domain: "Sword", id: id)
    self.severity = severity
  }
}

extension SwordDiagnostic {
  /// The diagnostic of one of Sword's rules, in the words `MacroRule` gives it (the generator reports the same).
  init(_ rule: MacroRule) {
    self.init(rule.id, rule.message, severity: rule.isWarning ? .warning : .error)
  }

  static func notAClass(_ macro: String) -> Self { Self(MacroRule.notAClass(macro)) }
  static func notFinal(_ macro: String) -> Self { Self(MacroRule.notFinal(macro)) }
  static func argumentNotType(_ macro: String) -> Self { Self(MacroRule.argumentNotType(macro)) }
  static func parentNotType() -> Self { Self(MacroRule.parentNotType) }
  static func argumentNameClash(_ name: String) -> Self { Self(MacroRule.argumentNameClash(name)) }
  static let injectedNotOnInitializer = Self(MacroRule.injectedNotOnInitializer)
  static let providerNotFunction = Self(MacroRule.providerNotFunction)
  static let providerNotStatic = Self(MacroRule.providerNotStatic)
  static let dependencyNotType = Self(MacroRule.dependencyNotType)
  static let namedMisplaced = Self(MacroRule.namedMisplaced)
  static func contributionWithoutProvider(_ attribute: String) -> Self {
    Self(MacroRule.contributionWithoutProvider(attribute))
  }
  static let moduleNotStructOrEnum = Self(MacroRule.moduleNotStructOrEnum)
  static func weakReferenceOnValueType(_ kind: String) -> Self { Self(MacroRule.weakReferenceOnValueType(kind)) }
  static func missingInjectedInit(_ type: String) -> Self { Self(MacroRule.missingInjectedInit(type)) }
  static func multipleInjectedInits(_ type: String, count: Int) -> Self {
    Self(MacroRule.multipleInjectedInits(type, count: count))
  }
}
