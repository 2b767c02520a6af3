import Foundation
import SwordNaming

@testable import SwordGenerator

func scopedImportsExample(graph: BindingGraph) async throws {
  // doc-example: Sources/SwordGenerator/Render/ScopedImports.swift
  let scoped = ScopedImports(graph: graph, imports: ["Foundation"])
  scoped.lines(naming: scoped.names(in: "var formatter: DateFormatter { DateFormatter() }"))
  // ["import class Timeline.DateFormatter"]
  // end doc-example
}
