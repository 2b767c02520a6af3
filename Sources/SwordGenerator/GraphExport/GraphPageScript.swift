/// The script inlined into the HTML page: zoom (wheel, buttons, keys), pan (drag), search, and a details panel for
/// the clicked node. It reads the graph from the page's `application/json` block and the drawing from the SVG.
enum GraphPageScript {
  static let javaScript = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("sword-graph").textContent);
      var svg = document.getElementById("graph");
      var details = document.getElementById("details");
      var search = document.getElementById("search");
      var count = document.getElementById("search-count");
      var nodes = Array.prototype.slice.call(svg.querySelectorAll("g.node"));
      var edges = Array.prototype.slice.call(svg.querySelectorAll("g.edge"));
      var byId = {};
      data.nodes.forEach(function (node) { byId[node.id] = node; });
      var elementById = {};
      nodes.forEach(function (element) { elementById[element.getAttribute("data-id")] = element; });
      var home = svg.viewBox.baseVal;
      home = { x: home.x, y: home.y, width: home.width, height: home.height };
      var view = Object.assign({}, home);

      function apply() { svg.setAttribute("viewBox", [view.x, view.y, view.width, view.height].join(" ")); }
      function toGraph(clientX, clientY) {
        var point = svg.createSVGPoint();
        point.x = clientX; point.y = clientY;
        return point.matrixTransform(svg.getScreenCTM().inverse());
      }
      function zoom(factor, clientX, clientY) {
        var rect = svg.getBoundingClientRect();
        var at = toGraph(clientX === undefined ? rect.left + rect.width / 2 : clientX,
                         clientY === undefined ? rect.top + rect.height / 2 : clientY);
        var width = view.width / factor;
        if (width < home.width / 40 || width > home.width * 8) { return; }
        view = { x: at.x - (at.x - view.x) / factor, y: at.y - (at.y - view.y) / factor,
                 width: width, height: view.height / factor };
        apply();
      }
      function fit() { view = Object.assign({}, home); apply(); }
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

      svg.addEventListener("wheel", function (event) {
        event.preventDefault();
        zoom(Math.exp(-event.deltaY * 0.0015), event.clientX, event.clientY);
      }, { passive: false });
      var drag = null;
      svg.addEventListener("pointerdown", function (event) {
        if (event.button !== 0) { return; }
        var node = event.target.closest ? event.target.closest("g.node") : null;
        drag = { x: event.clientX, y: event.clientY, view: Object.assign({}, view), moved: false, node: node };
        svg.setPointerCapture(event.pointerId);
      });
      svg.addEventListener("pointermove", function (event) {
        if (!drag) { return; }
        var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
        if (Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; svg.classList.add("dragging"); }
        if (!drag.moved) { return; }
        var unit = 1 / svg.getScreenCTM().a;
        view = { x: drag.view.x - dx * unit, y: drag.view.y - dy * unit, width: view.width, height: view.height };
        apply();
      });
      svg.addEventListener("pointerup", function () {
        var ended = drag;
        drag = null;
        svg.classList.remove("dragging");
        if (ended && !ended.moved) { select(ended.node ? ended.node.getAttribute("data-id") : null); }
      });

      function text(value) { return String(value).replace(/[&<>"']/g, function (c) { return "&#" + c.charCodeAt(0) + ";"; }); }
      function link(id) { return "<li><a data-go=\"" + text(id) + "\">" + text(id) + "</a></li>"; }
      function select(id) {
        nodes.forEach(function (element) { element.classList.remove("selected", "neighbor"); });
        edges.forEach(function (element) {
          element.classList.remove("active");
          element.querySelector("path").setAttribute("marker-end", "url(#arrow)");
        });
        var node = id ? byId[id] : null;
        svg.classList.toggle("selecting", !!node);
        if (!node) { details.innerHTML = intro; return; }
        elementById[id].classList.add("selected");
        var dependencies = [], dependents = [];
        edges.forEach(function (element) {
          var from = element.getAttribute("data-from"), to = element.getAttribute("data-to");
          if (from !== id && to !== id) { return; }
          element.classList.add("active");
          element.querySelector("path").setAttribute("marker-end", "url(#arrow-active)");
          var other = from === id ? to : from;
          if (elementById[other]) { elementById[other].classList.add("neighbor"); }
          (from === id ? dependents : dependencies).push(other);
        });
        var rows = [["kind", node.kind], ["made by", node.constructor], ["scope", node.scope || "unscoped"],
                    ["module", node.module || "—"], ["component", node.component || "—"],
                    ["declared at", node.location || "—"]];
        if (node.assisted.length) { rows.push(["assisted", node.assisted.join(", ")]); }
        if (node.isMainActor) { rows.push(["isolation", "@MainActor"]); }
        details.innerHTML = "<h2>" + text(node.type) + "</h2><dl>" + rows.map(function (row) {
          return "<dt>" + text(row[0]) + "</dt><dd>" + text(row[1]) + "</dd>";
        }).join("") + "</dl><h3>Depends on (" + dependencies.length + ")</h3><ul>" +
          dependencies.sort().map(link).join("") + "</ul><h3>Injected into (" + dependents.length + ")</h3><ul>" +
          dependents.sort().map(link).join("") + "</ul>";
      }
      details.addEventListener("click", function (event) {
        var target = event.target.closest("a[data-go]");
        if (target) { select(target.getAttribute("data-go")); centre(target.getAttribute("data-go")); }
      });
      var intro = details.innerHTML;

      var matches = [], current = -1;
      function find() {
        var query = search.value.trim().toLowerCase();
        matches = [];
        current = -1;
        nodes.forEach(function (element) {
          var hit = query !== "" && element.getAttribute("data-search").indexOf(query) !== -1;
          element.classList.toggle("match", hit);
          if (hit) { matches.push(element.getAttribute("data-id")); }
        });
        svg.classList.toggle("searching", query !== "");
        count.textContent = query === "" ? "" : matches.length + (matches.length === 1 ? " match" : " matches");
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
      document.getElementById("zoom-in").addEventListener("click", function () { zoom(1.25); });
      document.getElementById("zoom-out").addEventListener("click", function () { zoom(0.8); });
      document.getElementById("zoom-fit").addEventListener("click", fit);
      document.addEventListener("keydown", function (event) {
        if (event.target === search) { return; }
        if (event.key === "/") { event.preventDefault(); search.focus(); }
        else if (event.key === "+" || event.key === "=") { zoom(1.25); }
        else if (event.key === "-") { zoom(0.8); }
        else if (event.key === "0") { fit(); }
        else if (event.key === "Escape") { select(null); }
      });
      // A link can open the page with a search: graph.html#search=storage
      var hash = decodeURIComponent(location.hash.slice(1));
      if (hash.indexOf("search=") === 0) { search.value = hash.slice(7); find(); }
      document.body.setAttribute("data-ready", "true");
      document.body.setAttribute("data-node-count", String(nodes.length));
    })();
    """#
}
