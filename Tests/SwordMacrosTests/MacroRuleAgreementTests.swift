import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwordNaming
import SwordTestSupport
import XCTest

/// The macros report each rule of ``MacroRuleCase/all`` in the words of `MacroRule`, at the case's place: the
/// other half of the agreement `MacroRulesTests` checks for the generator.
final class MacroRuleAgreementTests: XCTestCase {
  func testEachCaseGivesItsRuleWhenTheMacrosExpand() {
    for rule in MacroRuleCase.all {
      let file = Parser.parse(source: rule.source)
      let context = BasicMacroExpansionContext(
        sourceFiles: [file: .init(moduleName: "App", fullFilePath: "App.swift")])
      // Each expansion in a context of its own that shares the diagnostics, as the compiler and
      // `assertMacroExpansion` do; a member is expanded detached, so its place is found through the context.
      _ = file.expand(
        macroSpecs: TestMacros.specs,
        contextGenerator: {
          BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts())
        },
        indentationWidth: .spaces(2))
      let found = context.diagnostics.map { diagnostic -> String in
        let location = context.location(for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "App.swift")
        let sameID = diagnostic.diagMessage.diagnosticID == MessageID(domain: "Sword", id: rule.rule.id)
        let notes = diagnostic.notes.map { note -> String in
          let place = context.location(for: note.position, anchoredAt: note.node, fileName: "App.swift")
          return "\n\(place.line):\(place.column) note \(note.message)"
        }
        return "\(location.line):\(location.column) \(sameID ? rule.rule.id : "another id") \(diagnostic.message)"
          + notes.joined()
      }
      let notes = rule.notes.map { "\n\($0.line):\($0.column) note \(MacroRule.injectedInitHere)" }
      XCTAssertEqual(
        found, ["\(rule.line):\(rule.column) \(rule.rule.id) \(rule.rule.message)" + notes.joined()], rule.name)
    }
  }
}
