(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("sword-graph").textContent);
  var canvas = document.getElementById("canvas");
  var details = document.getElementById("details");
  var search = document.getElementById("search");
  var count = document.getElementById("search-count");
  var menu = document.getElementById("component");
  var byComponents = document.body.getAttribute("data-mode") === "components";
  var byId = {}, statsById = {}, unused = {};
  if (data.stats) {
    data.stats.entries.forEach(function (entry) { statsById[entry.id] = entry; });
    data.stats.unused.forEach(function (id) { unused[id] = true; });
  }
  data.nodes.forEach(function (node) {
    byId[node.id] = node;
    node.search = [node.id, node.type, node.constructor, node.module || "", node.scope ? "." + node.scope : "unscoped",
                   node.component || ""].join(" ").toLowerCase();
  });
  // On a page drawn a component at a time, each component's SVG waits in a template until it is shown.
  var drawings = {};
  Array.prototype.forEach.call(document.querySelectorAll("template[data-component]"), function (template) {
    drawings[template.getAttribute("data-component")] = template;
  });
  var svg = null, nodes = [], edges = [], elementById = {}, home = null, view = null, shown = null;

  function attach(element) {
    svg = element;
    nodes = Array.prototype.slice.call(svg.querySelectorAll("g.node"));
    edges = Array.prototype.slice.call(svg.querySelectorAll("g.edge"));
    elementById = {};
    nodes.forEach(function (node) { elementById[node.getAttribute("data-id")] = node; });
    var box = svg.viewBox.baseVal;
    home = { x: box.x, y: box.y, width: box.width, height: box.height };
    view = Object.assign({}, home);
    // Readable first: at its own size when fitting would shrink it, the top of its middle, where rows centre.
    var area = svg.getBoundingClientRect();
    if (area.width > 0 && area.height > 0 && Math.min(area.width / home.width, area.height / home.height) < 1) {
      view = { x: home.x + (home.width - area.width) / 2, y: home.y, width: area.width, height: area.height };
      apply();
    }
  }
  function showComponent(name) {
    if (!drawings[name] || shown === name) { return; }
    shown = name;
    canvas.replaceChildren(drawings[name].content.cloneNode(true));
    attach(canvas.querySelector("svg"));
    if (menu) { menu.value = name; }
    mark();
  }

  function apply() { svg.setAttribute("viewBox", [view.x, view.y, view.width, view.height].join(" ")); }
  function toGraph(clientX, clientY) {
    var point = svg.createSVGPoint();
    point.x = clientX; point.y = clientY;
    return point.matrixTransform(svg.getScreenCTM().inverse());
  }
  function zoom(factor, clientX, clientY) {
    if (!svg) { return; }
    var rect = svg.getBoundingClientRect();
    var at = toGraph(clientX === undefined ? rect.left + rect.width / 2 : clientX,
                     clientY === undefined ? rect.top + rect.height / 2 : clientY);
    var width = view.width / factor;
    if (width < home.width / 40 || width > home.width * 8) { return; }
    view = { x: at.x - (at.x - view.x) / factor, y: at.y - (at.y - view.y) / factor,
             width: width, height: view.height / factor };
    apply();
  }
  function fit() { if (svg) { view = Object.assign({}, home); apply(); } }
  function centre(id) {
    var element = elementById[id];
    if (!element) { return; }
    var box = element.getBBox();
    var matrix = element.transform.baseVal.consolidate().matrix;
    var width = Math.min(view.width, home.width / 2), height = view.height * width / view.width;
    view = { x: matrix.e + box.width / 2 - width / 2, y: matrix.f + box.height / 2 - height / 2,
             width: width, height: height };
    apply();
  }

  canvas.addEventListener("wheel", function (event) {
    if (!svg) { return; }
    event.preventDefault();
    zoom(Math.exp(-event.deltaY * 0.0015), event.clientX, event.clientY);
  }, { passive: false });
  var drag = null;
  canvas.addEventListener("pointerdown", function (event) {
    if (event.button !== 0 || !svg) { return; }
    var node = event.target.closest ? event.target.closest("g.node") : null;
    drag = { x: event.clientX, y: event.clientY, view: Object.assign({}, view), moved: false, node: node };
    canvas.setPointerCapture(event.pointerId);
  });
  canvas.addEventListener("pointermove", function (event) {
    if (!drag) { return; }
    var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; svg.classList.add("dragging"); }
    if (!drag.moved) { return; }
    var unit = 1 / svg.getScreenCTM().a;
    view = { x: drag.view.x - dx * unit, y: drag.view.y - dy * unit, width: view.width, height: view.height };
    apply();
  });
  canvas.addEventListener("pointerup", function () {
    var ended = drag;
    drag = null;
    if (svg) { svg.classList.remove("dragging"); }
    if (ended && !ended.moved) { select(ended.node ? ended.node.getAttribute("data-id") : null); }
  });

  function text(value) {
    return String(value).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; });
  }
  function link(id) { return "<li><a data-go=\"" + text(id) + "\">" + text(id) + "</a></li>"; }
  function select(id) {
    var node = id ? byId[id] : null;
    if (node && byComponents && !elementById[id] && node.component) { showComponent(node.component); }
    nodes.forEach(function (element) { element.classList.remove("selected", "neighbor"); });
    edges.forEach(function (element) {
      element.classList.remove("active");
      element.querySelector("path").setAttribute("marker-end", "url(#arrow)");
    });
    if (svg) { svg.classList.toggle("selecting", !!node); }
    if (!node) { details.innerHTML = intro; return; }
    if (elementById[id]) { elementById[id].classList.add("selected"); }
    var dependencies = [], dependents = [];
    data.edges.forEach(function (edge) {
      if (edge.from !== id && edge.to !== id) { return; }
      (edge.from === id ? dependents : dependencies).push(edge.from === id ? edge.to : edge.from);
    });
    edges.forEach(function (element) {
      var from = element.getAttribute("data-from"), to = element.getAttribute("data-to");
      if (from !== id && to !== id) { return; }
      element.classList.add("active");
      element.querySelector("path").setAttribute("marker-end", "url(#arrow-active)");
      var other = from === id ? to : from;
      if (elementById[other]) { elementById[other].classList.add("neighbor"); }
    });
    var rows = [["kind", node.kind], ["made by", node.constructor], ["scope", node.scope || "unscoped"],
                ["module", node.module || "—"], ["component", node.component || "—"],
                ["declared at", node.location || "—"]];
    if (node.assisted.length) { rows.push(["assisted", node.assisted.join(", ")]); }
    if (node.isMainActor) { rows.push(["isolation", "@MainActor"]); }
    if (node.condition) { rows.push(["compiled", "#if " + node.condition]); }
    var stats = statsById[id];
    if (stats) {
      rows.push(["fan-in / out", stats.fanIn + " / " + stats.fanOut], ["depth", stats.depth],
                ["blast radius", stats.blastRadius + (stats.blastRadius === 1 ? " binding" : " bindings")]);
      if (stats.dominator) { rows.push(["used only via", stats.dominator]); }
      if (unused[id]) { rows.push(["unused", "nothing injects it, no root source mentions ." + node.accessor]); }
    }
    var contributions = node.contributions || [];
    details.innerHTML = "<h2>" + text(node.type) + "</h2><dl>" + rows.map(function (row) {
      return "<dt>" + text(row[0]) + "</dt><dd>" + text(row[1]) + "</dd>";
    }).join("") + "</dl>" + (contributions.length ? "<h3>Contributions (" + contributions.length + ")</h3><ul>" +
      contributions.map(function (line) { return "<li>" + text(line) + "</li>"; }).join("") + "</ul>" : "") +
      "<h3>Depends on (" + dependencies.length + ")</h3><ul>" + dependencies.sort().map(link).join("") +
      "</ul><h3>Injected into (" + dependents.length + ")</h3><ul>" + dependents.sort().map(link).join("") + "</ul>";
  }
  details.addEventListener("click", function (event) {
    var target = event.target.closest("a[data-go]");
    if (target) { select(target.getAttribute("data-go")); centre(target.getAttribute("data-go")); }
  });
  var intro = details.innerHTML;

  var query = "", matches = [], current = -1;
  // Marks the drawn nodes that match the search.
  function mark() {
    if (!svg) { return; }
    nodes.forEach(function (element) {
      var node = byId[element.getAttribute("data-id")];
      element.classList.toggle("match", query !== "" && !!node && node.search.indexOf(query) !== -1);
    });
    svg.classList.toggle("searching", query !== "");
  }
  function find() {
    query = search.value.trim().toLowerCase();
    matches = query === "" ? [] : data.nodes.filter(function (node) {
      return !node.isContext && node.search.indexOf(query) !== -1;
    }).map(function (node) { return node.id; });
    current = -1;
    if (byComponents && matches.length && !matches.some(function (id) { return elementById[id]; })) {
      showComponent(byId[matches[0]].component);
    }
    mark();
    count.textContent = query === "" ? "" : matches.length + (matches.length === 1 ? " match" : " matches");
    if (byComponents && query !== "") {
      details.innerHTML = "<h3>" + text(count.textContent) + "</h3><ul class=\"results\">" +
        matches.slice(0, 200).map(link).join("") + "</ul>" + (matches.length > 200 ? "<p>…</p>" : "");
    }
  }
  search.addEventListener("input", find);
  search.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && matches.length) {
      current = (current + 1) % matches.length;
      select(matches[current]);
      centre(matches[current]);
    } else if (event.key === "Escape") {
      search.value = ""; find();
    }
  });
  if (menu) { menu.addEventListener("change", function () { showComponent(menu.value); }); }
  document.getElementById("zoom-in").addEventListener("click", function () { zoom(1.25); });
  document.getElementById("zoom-out").addEventListener("click", function () { zoom(0.8); });
  document.getElementById("zoom-fit").addEventListener("click", fit);
  document.addEventListener("keydown", function (event) {
    if (event.target === search || event.target === menu) { return; }
    if (event.key === "/") { event.preventDefault(); search.focus(); }
    else if (event.key === "+" || event.key === "=") { zoom(1.25); }
    else if (event.key === "-") { zoom(0.8); }
    else if (event.key === "0") { fit(); }
    else if (event.key === "Escape") { select(null); }
  });

  // Counts drawn labels that overlap another label, a node or a cluster's title: the layout promises none.
  // Boxes are the browser's own measure of what it drew, in the drawing's units, measured at a scale of one (a
  // zoomed-out drawing renders its text at a font size of its own).
  function labelOverlaps() {
    var saved = svg.getAttribute("viewBox"), area = svg.getBoundingClientRect();
    svg.setAttribute("viewBox", [home.x, home.y, area.width, area.height].join(" "));
    function boxes(selector) {
      return Array.prototype.map.call(svg.querySelectorAll(selector), function (element) {
        var box = element.getBBox(), group = element.closest("g.node");
        var shift = group ? group.transform.baseVal.consolidate().matrix : { e: 0, f: 0 };
        return { left: box.x + shift.e, top: box.y + shift.f, right: box.x + shift.e + box.width,
                 bottom: box.y + shift.f + box.height };
      });
    }
    function overlap(one, other) {
      return one.left < other.right - 0.5 && other.left < one.right - 0.5 &&
        one.top < other.bottom - 0.5 && other.top < one.bottom - 0.5;
    }
    var labels = boxes(".edge-label"), others = boxes(".node rect, .cluster-title, .cluster-caption");
    var found = 0;
    labels.forEach(function (label, index) {
      for (var other = index + 1; other < labels.length; other++) { if (overlap(label, labels[other])) { found++; } }
      others.forEach(function (box) { if (overlap(label, box)) { found++; } });
    });
    document.body.setAttribute("data-labels", String(labels.length));
    // Edges that run through a label or a cluster's title and caption: points every 4 units along each path.
    var titles = boxes(".cluster-title, .cluster-caption"), crossings = { labels: 0, titles: 0 };
    edges.forEach(function (edge) {
      var path = edge.querySelector("path"), length = path.getTotalLength(), points = [];
      for (var at = 0; at <= length; at += 4) { points.push(path.getPointAtLength(at)); }
      function through(box) {
        return points.some(function (p) {
          return p.x > box.left + 0.5 && p.x < box.right - 0.5 && p.y > box.top + 0.5 && p.y < box.bottom - 0.5;
        });
      }
      labels.forEach(function (box) { if (through(box)) { crossings.labels++; } });
      titles.forEach(function (box) { if (through(box)) { crossings.titles++; } });
    });
    document.body.setAttribute("data-label-crossings", String(crossings.labels));
    document.body.setAttribute("data-title-crossings", String(crossings.titles));
    svg.setAttribute("viewBox", saved);
    return found;
  }

  var started = performance.now();
  if (!byComponents) { attach(document.getElementById("graph")); }
  var options = {};
  decodeURIComponent(location.hash.slice(1)).split("&").forEach(function (part) {
    var equals = part.indexOf("=");
    if (part !== "") { options[equals < 0 ? part : part.slice(0, equals)] = equals < 0 ? "" : part.slice(equals + 1); }
  });
  if (byComponents) {
    showComponent(options.component || (menu && menu.options.length ? menu.options[0].value : null));
  }
  if (options.search !== undefined) { search.value = options.search; find(); }
  if (options.check !== undefined && svg) {
    document.body.setAttribute("data-zoom", String(Math.round(svg.getScreenCTM().a * 100) / 100));
    document.body.setAttribute("data-label-overlaps", String(labelOverlaps()));
  }
  document.body.setAttribute("data-ready", "true");
  document.body.setAttribute("data-node-count", String(nodes.length));
  document.body.setAttribute("data-script-ms", String(Math.round(performance.now() - started)));
  document.body.setAttribute("data-ready-ms", String(Math.round(performance.now())));
})();
