import Foundation

/// The HTML graph of a size's workspace: `sword graph --format html` and `sword graph --stats` (cache warm), then
/// headless Chromium opening
/// the page with a search in its address (`#search=pkg001`) and printing the DOM once the page's script has run:
/// the time a user waits between opening the file and seeing the matches, browser start included. The page
/// reports its own script time and match count in `data-` attributes, read from the DOM.
struct GraphPageBenchmark {
  var chromium: String
  var sword: String

  struct Row {
    var size: WorkspaceSize
    var nodes: Int
    var pageBytes: Int
    var mode: String
    var export: Double
    /// `sword graph --stats` (cache warm): the run and the statistics.
    var stats: Double
    /// Median of three: open, lay out the first drawing, search.
    var open: Double
    var scriptMilliseconds: Int
    var matches: String
  }

  func run(size: WorkspaceSize, workspace: URL, under folder: URL) throws -> Row {
    let page = folder.appendingPathComponent("graph-\(size.name).html")
    let export = try CommandRunner.run(sword, ["graph", "--format", "html", "--output", page.path], in: workspace.path)
    guard export.succeeded else {
      throw CommandRunner.Failure(
        description: "sword graph failed in \(workspace.path):\n\(export.standardError.prefix(2000))")
    }
    let stats = try CommandRunner.run(sword, ["graph", "--stats"], in: workspace.path)
    guard stats.succeeded else {
      throw CommandRunner.Failure(
        description: "sword graph --stats failed in \(workspace.path):\n\(stats.standardError.prefix(2000))")
    }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int) ?? 0
    let query = "pkg001"
    var times: [Double] = []
    var dom = ""
    for _ in 0..<3 {
      let result = try CommandRunner.run(
        chromium,
        [
          "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1400,900",
          "--dump-dom", page.absoluteString + "#search=\(query)",
        ])
      guard result.succeeded, result.standardOutput.contains("data-ready=\"true\"") else {
        throw CommandRunner.Failure(
          description: "Chromium did not finish the page: \(result.standardError.prefix(1000))")
      }
      times.append(result.seconds)
      dom = result.standardOutput
    }
    func attribute(_ name: String) -> String {
      guard let start = dom.range(of: "\(name)=\"") else { return "?" }
      return String(dom[start.upperBound...].prefix { $0 != "\"" })
    }
    let count = dom.range(of: "id=\"search-count\">").map { String(dom[$0.upperBound...].prefix { $0 != "<" }) } ?? "?"
    return Row(
      size: size, nodes: Int(attribute("data-node-count")) ?? 0, pageBytes: bytes, mode: attribute("data-mode"),
      export: export.seconds, stats: stats.seconds, open: times.sorted()[1],
      scriptMilliseconds: Int(attribute("data-script-ms")) ?? -1,
      matches: count)
  }

  static func table(_ rows: [Row]) -> String {
    var text = """
      | size | page MB | drawn | `sword graph` | `sword graph --stats` | Chromium: open and search `pkg001` | page script | matches |
      | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |

      """
    for row in rows {
      let drawn =
        row.mode == "components" ? "a component at a time (\(row.nodes) nodes shown)" : "whole (\(row.nodes) nodes)"
      text +=
        "| \(row.size.name) | \(format(Double(row.pageBytes) / 1e6, digits: 1)) | \(drawn) | "
        + "\(format(row.export)) s | \(format(row.stats)) s | \(format(row.open)) s | \(row.scriptMilliseconds) ms | \(row.matches) |\n"
    }
    return text
  }
}
