// The examples are copied from the doc comments as they are written there (scripts/doc-examples.py).
// swift-format-ignore-file

import Foundation
import SwordNaming

@testable import SwordGenerator

func diagnosticSummaryExample(diagnostics: [Diagnostic]) async throws {
  // doc-example: Sources/SwordGenerator/Diagnostics/DiagnosticSummary.swift
  DiagnosticSummary.count(diagnostics)  // "3 errors", "1 error, 2 warnings", "no problems"
  DiagnosticSummary.failure(diagnostics) // "sword: 3 errors; nothing was written"
  // end doc-example
}

func sourceLocationExample() async throws {
  // doc-example: Sources/SwordGenerator/Diagnostics/SourceLocation.swift
  SourceLocation(file: "/repo/Sources/App/AppComponent.swift", line: 3, column: 14).description
  // "/repo/Sources/App/AppComponent.swift:3:14"
  // end doc-example
}
