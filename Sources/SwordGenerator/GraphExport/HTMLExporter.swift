import Foundation

/// Prints an ``ExportGraph`` as one self-contained HTML page: the drawing as inline SVG (laid out by
/// ``GraphLayout``), the graph as JSON, and inline CSS and JavaScript for search, zoom, pan and a details panel.
/// Nothing is fetched from the network, so the file can be opened from disk, attached to a ticket or archived by CI.
///
/// A graph of more than `wholeGraphLimit` nodes is drawn a component at a time: each component's drawing is laid
/// out and drawn here by the same ``SVGRenderer`` as a whole graph, into a `<template>` that the script copies into
/// the page when the component is picked in a menu, and search runs over the graph's JSON and opens the component
/// of the first match. A browser then lays out a few dozen nodes, not thousands.
///
/// ```sh
/// sword graph --format html --output graph.html && open graph.html
/// ```
package enum HTMLExporter {
  /// The page, ending with a newline.
  package static func export(_ graph: ExportGraph, wholeGraphLimit: Int = 1_500) -> String {
    let bindings = graph.nodes.filter { $0.kind != .missing && !$0.isContext }.count
    let components = graph.components.filter { !$0.isContext }.count
    let missing = graph.nodes.filter { $0.kind == .missing }.count
    var summary =
      "\(bindings) binding\(bindings == 1 ? "" : "s") · \(components) component\(components == 1 ? "" : "s")"
    if missing > 0 { summary += " · \(missing) missing" }
    if let chain = graph.stats?.longestPath.count, chain > 1 { summary += " · longest chain \(chain)" }
    let title = "Sword graph · \(graph.focus ?? graph.rootModule)"
    // In a <script> block only `</` can end the block early; `\u003c` is the same character to JSON.
    let json = String(decoding: JSONExporter.data(graph), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    let drawing = Drawing(graph, wholeGraphLimit: wholeGraphLimit)
    let page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="sword graph">
      <title>\(HTMLText.escape(title))</title>
      <style>
      \(GraphPage.style)</style>
      </head>
      <body data-mode="\(drawing.mode)">
      <header>
      <h1>\(HTMLText.escape(title))</h1>
      <span class="summary">\(HTMLText.escape(summary))</span>
      \(drawing.menu)<input id="search" type="search" placeholder="Search types, modules, scopes… (/)" aria-label="Search">
      <span id="search-count"></span>
      <span class="spacer"></span>
      <button id="zoom-out" title="Zoom out (-)">−</button>
      <button id="zoom-in" title="Zoom in (+)">+</button>
      <button id="zoom-fit" title="Fit (0)">Fit</button>
      </header>
      <main>
      <div id="canvas">
      \(drawing.canvas)
      </div>
      <aside id="details"><p>Click a binding to see how it is made, what it depends on and where it is injected. \
      Drag to pan, scroll to zoom.</p><p>An arrow goes from a dependency to what receives it, labelled with the \
      parameter.</p></aside>
      </main>
      <footer class="legend">
      <span><span class="swatch" style="background:#dbeafe"></span>.single</span>
      <span><span class="swatch" style="background:#ede9fe"></span>.weakReference</span>
      <span><span class="swatch" style="background:#ffffff"></span>unscoped</span>
      <span><span class="swatch" style="border-color:#374151"></span>@Dependency</span>
      <span><span class="swatch" style="border-color:#0f766e"></span>@Provider</span>
      <span><span class="swatch" style="border-color:#b45309"></span>component argument</span>
      <span><span class="swatch" style="background:#fde2e1;border-color:#dc2626"></span>missing binding</span>
      \(edgeLegend)
      </footer>
      <script type="application/json" id="sword-graph">\(json)</script>
      \(drawing.drawings)
      <script>
      \(GraphPage.script)</script>
      </body>
      </html>

      """
    return page
  }

  /// Sample strokes of the edge kinds, as the legend shows them.
  private static let edgeLegend = [
    ("", "injected"), ("7 4", "Lazy"), ("7 3 2 3", "Provider, factory"), ("2 3", "Weak"),
  ]
  .map { dash, name in
    let style = dash.isEmpty ? "" : " style=\"stroke-dasharray:\(dash)\""
    return "<span><svg width=\"28\" height=\"10\"><path d=\"M1,5 L27,5\"\(style)/></svg>\(name)</span>"
  }.joined(separator: "\n")

  /// What the page draws: the whole graph inline, or each component's drawing in a template and a menu to pick one.
  private struct Drawing {
    var mode: String
    var canvas: String
    var menu = ""
    var drawings = ""

    init(_ graph: ExportGraph, wholeGraphLimit: Int) {
      guard graph.nodes.count > wholeGraphLimit else {
        mode = "whole"
        canvas = SVGRenderer.render(graph, layout: GraphLayout(graph))
        return
      }
      mode = "components"
      canvas = "<p class=\"hint\">\(graph.nodes.count) nodes: pick a component, or search.</p>"
      let index = ExportGraph.DrawingIndex(graph)
      let shown = graph.components.filter { !$0.isContext }
      let options = shown.map { component in
        let name = HTMLText.escape(component.name)
        return "<option value=\"\(name)\">\(name) (\(index.nodes[component.name]?.count ?? 0))</option>"
      }
      menu = "<select id=\"component\" aria-label=\"Component\">\(options.joined())</select>\n"
      // Each component's drawing, made by the one SVG renderer; a template is parsed but neither drawn nor laid out
      // until the script copies it into the canvas.
      let pieces = parallelMap(count: shown.count) { position in
        let component = shown[position]
        let part = graph.drawing(of: component.name, index: index)
        return "<template data-component=\"\(HTMLText.escape(component.name))\">"
          + SVGRenderer.render(part, layout: GraphLayout(part)) + "</template>"
      }
      drawings = pieces.joined(separator: "\n")
    }
  }
}
