/// The script and the style sheet that ``HTMLExporter`` inlines into the page, kept as files of their own
/// (`GraphExport/Page/graph-page.js` and `graph-page.css`, which `make lint` checks) and embedded into the binary when
/// it is built (`.embedInCode` in `Package.swift`): `sword` needs no resource bundle beside it, so a copy of the
/// binary (`make install`, a Bazel `sword` label, the static build the remote workers run) draws the same page.
///
/// The script gives the page zoom (wheel, buttons, keys), pan (drag), search, and a details panel for the clicked
/// node. It reads the graph from the page's `application/json` block and the drawing from the SVG: the one inline
/// SVG, or on a page drawn a component at a time (`data-mode="components"`) the SVG of the component picked in the
/// menu, which it copies from that component's `<template>` (both drawn by ``SVGRenderer``).
///
/// The page's address can say what to do once loaded: `graph.html#search=storage`, `#component=LoginComponent`,
/// and `&check` to count overlapping labels into `data-label-overlaps`, edges through labels and cluster titles into
/// `data-label-crossings` and `data-title-crossings`, and the opening zoom into `data-zoom` (what the end-to-end tests
/// read). A drawing too big to fit the window at its own size opens at that size (node text at 12 px), at the top of
/// its middle; `Fit` (or `0`) shows all of it.
enum GraphPage {
  /// `graph-page.js`, ending with a newline; decoded once.
  static let script = String(decoding: PackageResources.graph_page_js, as: UTF8.self)
  /// `graph-page.css`, ending with a newline; decoded once. No fonts or files are fetched.
  static let style = String(decoding: PackageResources.graph_page_css, as: UTF8.self)
}
