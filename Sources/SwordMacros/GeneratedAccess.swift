import SwiftSyntax

/// The access modifier of members a macro adds to a type: `public` for a public or open type, `package` for a
/// package type, none (internal) otherwise.
enum GeneratedAccess {
  /// The modifier followed by a space, or the empty string.
  static func prefix(for declaration: some DeclGroupSyntax) -> String {
    for modifier in declaration.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }
}
