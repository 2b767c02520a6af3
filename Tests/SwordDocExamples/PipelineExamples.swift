import Foundation
import SwordNaming

@testable import SwordGenerator

func pipelineExample() async throws {
  // doc-example: Sources/SwordGenerator/Pipeline/Pipeline.swift
  let options = PipelineOptions(currentDirectory: "/repo")
  let report = await Pipeline.run(.configuration(path: ".sword.yml"), goal: .check, options: options)
  if case .stale(let diff) = report.outcome { print(diff) }
  // end doc-example
}

func pipelineProgressExample() async throws {
  // doc-example: Sources/SwordGenerator/Pipeline/PipelineProgress.swift
  PipelineProgress(stage: .index, completed: 3, total: 12).description  // "indexing targets 3/12"
  // end doc-example
}

func xcodeProjectInputExample(request: XcodeProjectRequest) async throws {
  // doc-example: Sources/SwordGenerator/Pipeline/XcodeProjectInput.swift
  let (configuration, source) = try PipelineInput.xcodeProject(request).configuration(currentDirectory: "/repo")
  // end doc-example
}
