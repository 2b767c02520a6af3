/// The style sheet inlined into the HTML page (no fonts or files are fetched).
enum GraphPageStyle {
  static let css = #"""
    :root { --ink: #0f172a; --muted: #64748b; --line: #cbd5e1; --accent: #2563eb; }
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; }
    body { display: flex; flex-direction: column; color: var(--ink); background: #ffffff;
      font: 14px/1.4 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
    header { display: flex; align-items: center; gap: 10px; padding: 8px 14px; border-bottom: 1px solid var(--line);
      flex-wrap: wrap; }
    header h1 { font-size: 16px; margin: 0 6px 0 0; }
    .summary, #search-count { color: var(--muted); font-size: 13px; }
    #search { flex: 0 1 320px; padding: 5px 9px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
    header button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px;
      background: #f8fafc; cursor: pointer; }
    header button:hover { background: #e2e8f0; }
    .spacer { flex: 1; }
    main { flex: 1; display: flex; min-height: 0; }
    #canvas { flex: 1; min-width: 0; position: relative; background: #ffffff; }
    #graph { width: 100%; height: 100%; display: block; cursor: grab; user-select: none; touch-action: none; }
    #graph.dragging { cursor: grabbing; }
    #details { width: 300px; border-left: 1px solid var(--line); padding: 12px 14px; overflow: auto; font-size: 13px; }
    #details h2 { font-size: 15px; margin: 0 0 6px; font-family: ui-monospace, "DejaVu Sans Mono", monospace;
      word-break: break-all; }
    #details dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 3px 10px; }
    #details dt { color: var(--muted); }
    #details dd { margin: 0; word-break: break-all; }
    #details ul { margin: 4px 0 10px; padding-left: 18px; }
    #details a { color: var(--accent); cursor: pointer; text-decoration: none; }
    #details a:hover { text-decoration: underline; }
    #details h3 { font-size: 13px; margin: 12px 0 0; }
    .legend { display: flex; gap: 16px; flex-wrap: wrap; padding: 6px 14px; border-top: 1px solid var(--line);
      font-size: 12px; color: var(--muted); }
    .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 3px; vertical-align: -2px;
      margin-right: 4px; border: 1.5px solid #374151; }
    .cluster rect { stroke-width: 1.2; }
    .cluster.context rect { stroke-dasharray: 6 4; fill: #ffffff; }
    .cluster-title { font: 600 14px ui-monospace, "DejaVu Sans Mono", monospace; fill: var(--ink); }
    .cluster-caption { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; fill: var(--muted); }
    .node { cursor: pointer; }
    .node rect { stroke-width: 1.5; }
    .node-type { font: 600 12px ui-monospace, "DejaVu Sans Mono", monospace; fill: var(--ink); }
    .node-detail { font: 11px ui-monospace, "DejaVu Sans Mono", monospace; fill: #475569; }
    .edge path { fill: none; stroke: #64748b; stroke-width: 1.2; }
    .edge-label { font: 10px "DejaVu Sans Mono", ui-monospace, monospace; fill: #64748b; }
    .edge.lazy path { stroke-dasharray: 7 4; }
    .edge.provider path, .edge.factory path { stroke-dasharray: 7 3 2 3; }
    .edge.weak path { stroke-dasharray: 2 3; }
    .legend svg { vertical-align: -2px; margin-right: 4px; }
    .legend path { fill: none; stroke: #64748b; stroke-width: 1.5; }
    #component { font: inherit; padding: 3px 6px; border: 1px solid var(--line); border-radius: 6px; max-width: 280px; }
    #details .results li { margin-bottom: 2px; }
    .node.context { opacity: 0.75; }
    svg.searching .node:not(.match), svg.selecting .node:not(.selected):not(.neighbor) { opacity: 0.2; }
    svg.searching .edge, svg.selecting .edge:not(.active) { opacity: 0.12; }
    .node.match rect { stroke: #d97706; stroke-width: 3; }
    .node.selected rect { stroke: var(--accent); stroke-width: 3; }
    .edge.active path { stroke: var(--accent); stroke-width: 2; }
    .edge.active .edge-label { fill: var(--accent); }
    """#
}
