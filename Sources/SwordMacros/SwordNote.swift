import SwiftDiagnostics
import SwordNaming

/// A note attached to a Sword macro diagnostic, pointing at a related place.
struct SwordNote: NoteMessage {
  let message: String
  let noteID: MessageID

  init(_ id: String, _ message: String) {
    self.message = message
    self.noteID = MessageID(domain: "Sword", id: id)
  }

  static let injectedInitHere = Self("InjectedInitHere", MacroRule.injectedInitHere)
}
