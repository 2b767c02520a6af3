import Foundation
import SwordNaming

@testable import SwordGenerator

func exportGraphBuilderExample(graph: BindingGraph) async throws {
  // doc-example: Sources/SwordGenerator/GraphExport/ExportGraphBuilder.swift
  let picture = try ExportGraphBuilder.build(graph, component: "LoginComponent", relativeTo: "/repo")
  picture.nodes.map(\.id)  // ["AppComponent/UserRepository", "LoginComponent/LoginViewModel"]
  // end doc-example
}

func graphExporterExample(graph: BindingGraph, root: String) async throws {
  // doc-example: Sources/SwordGenerator/GraphExport/GraphExporter.swift
  let text = try GraphExporter.export(graph, format: .mermaid, component: "LoginComponent", relativeTo: root)
  // end doc-example
}

func graphFormatExample() async throws {
  // doc-example: Sources/SwordGenerator/GraphExport/GraphFormat.swift
  GraphFormat(rawValue: "mermaid")  // .mermaid
  // end doc-example
}
