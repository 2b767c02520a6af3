// The examples are copied from the doc comments as they are written there (scripts/doc-examples.py).
// swift-format-ignore-file

import Foundation
import SwordNaming

@testable import SwordGenerator

func accessorNameExample() async throws {
  // doc-example: Sources/SwordNaming/AccessorName.swift
  AccessorName.forType("EnvVars")          // "envVars"
  AccessorName.forType("URLSession")       // "urlSession"
  AccessorName.forType("any APIClient")    // "apiClient"
  AccessorName.forType("Post.ID")          // "postID", as rockname/sword names it
  AccessorName.forType("@Sendable () -> Void") // "sendableVoidClosure"
  AccessorName.forType("Repository<User>") // "userRepository"
  // end doc-example
}

func macroRuleExample() async throws {
  // doc-example: Sources/SwordNaming/MacroRule.swift
  MacroRule.notAClass("Component").message  // "@Component must be attached to a final class"
  // end doc-example
}

func qualifiedArgumentExample() async throws {
  // doc-example: Sources/SwordNaming/QualifiedArgument.swift
  QualifiedArgument("Qualified<BaseURL, URL>")  // tag "BaseURL", value "URL", name "baseURL"
  QualifiedArgument("EnvVars")                  // nil: not qualified
  // end doc-example
}

func rocknameSpellingExample() async throws {
  // doc-example: Sources/SwordNaming/RocknameSpelling.swift
  AccessorName.rocknameSpelling(forType: "URL")         // "urL"
  AccessorName.rocknameSpelling(forType: "URLSession")  // nil: both say "urlSession"
  AccessorName.rocknameSpelling(forType: "any APIClient")  // nil: "any APIClient" is no name
  // end doc-example
}

func typeTextPartsExample() async throws {
  // doc-example: Sources/SwordNaming/TypeTextParts.swift
  TypeTextParts.split("String: [Int: Bool]", separator: ":")  // ["String", " [Int: Bool]"]
  TypeTextParts.split("(Int) -> String", separator: "->")    // ["(Int) ", " String"]
  // end doc-example
}
