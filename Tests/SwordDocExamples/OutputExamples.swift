// The examples are copied from the doc comments as they are written there (scripts/doc-examples.py).
// swift-format-ignore-file

import Foundation
import SwordNaming

@testable import SwordGenerator

func outputStageStampExample(rendered: RenderedOutput, output: OutputLocation) async throws {
  // doc-example: Sources/SwordGenerator/Output/OutputStage+Stamp.swift
  OutputStage.apply(rendered, to: output, goal: .check, stamp: "/build/plugins/sword-check.stamp")
  // end doc-example
}

func outputWriterExample(file: GeneratedFile) async throws {
  // doc-example: Sources/SwordGenerator/Output/OutputWriter.swift
  try OutputWriter.write(file, inside: "/repo")   // .written or .unchanged
  // end doc-example
}
