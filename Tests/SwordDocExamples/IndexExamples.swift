// The examples are copied from the doc comments as they are written there (scripts/doc-examples.py).
// swift-format-ignore-file

import Foundation
import SwiftParser
import SwiftSyntax
import SwordNaming

@testable import SwordGenerator

func conditionTextExample(elseClause: IfConfigClauseSyntax, ifFalse: IfConfigClauseSyntax) async throws {
  // doc-example: Sources/SwordGenerator/Index/ConditionText.swift
  ConditionText.clause(elseClause)  // ["!DEBUG"]
  ConditionText.clause(ifFalse)     // nil: never compiled
  // end doc-example
}

func indexSpellingCheckExample(index: TargetIndex) async throws {
  // doc-example: Sources/SwordGenerator/Index/IndexSpellingCheck.swift
  IndexSpellingCheck.problem(in: index)  // nil, or "'X();exit(0)' is not a type"
  // end doc-example
}

func lineTableExample() async throws {
  // doc-example: Sources/SwordGenerator/Index/LineTable.swift
  let table = LineTable("import Sword\n@Component\n")
  table.location(ofOffset: 14) // (line: 2, column: 2)
  // end doc-example
}

func targetIndexerExample() async throws {
  // doc-example: Sources/SwordGenerator/Index/TargetIndexer.swift
  let index = TargetIndexer.index(moduleName: "Networking", files: ["/repo/Sources/Networking/APIClient.swift"])
  index.dependencies.map(\.name) // ["DefaultAPIClient"]
  // end doc-example
}

func typeScannerExample() async throws {
  // doc-example: Sources/SwordGenerator/Index/TypeScanner.swift
  var scanner = TypeScanner()
  scanner.scan("public struct Clock { init() {} }", file: "/repo/Sources/Core/Clock.swift")
  scanner.declarations().map(\.name) // ["Clock"]
  // end doc-example
}
