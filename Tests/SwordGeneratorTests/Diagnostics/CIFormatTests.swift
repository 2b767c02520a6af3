import Foundation
import SwordGenerator
import XCTest

/// `--diagnostics-format sarif` and `github`: what GitHub code scanning and GitHub Actions read.
final class CIFormatTests: XCTestCase {
  private let missing = Diagnostic(
    .missingBinding, "'Clock' has no binding, 50% sure: add one",
    at: SourceLocation(file: "/repo/Sources/A b.swift", line: 3, column: 8),
    detail: ["Clock is injected at", "    [AppComponent] A.init(clock:)"],
    notes: [
      .init("'Clock' is declared here", at: SourceLocation(file: "/repo/Sources/B.swift", line: 1, column: 7)),
      .init("no place for this one"),
    ])
  private let unqualified = Diagnostic(
    .unqualifiedPrimitive, "'String' is bound without a qualifier",
    at: SourceLocation(file: "/elsewhere/C.swift", line: 9, column: 2),
    severity: .warning)
  private let config = Diagnostic(.swiftNotFound, "no swift on PATH", at: nil)

  func testGitHubWorkflowCommandsCarryTheLocationTitleAndEscapedText() {
    XCTAssertEqual(
      missing.githubCommand(relativeTo: "/repo"),
      "::error file=Sources/A b.swift,line=3,col=8,title=Sword/MissingBinding::'Clock' has no binding, 50%25 sure: add one"
        + "%0AClock is injected at%0A    [AppComponent] A.init(clock:)%0Anote: Sources/B.swift:1:7: 'Clock' is declared here"
        + "%0Anote: no place for this one")
    XCTAssertEqual(
      unqualified.githubCommand(relativeTo: "/repo"),
      "::warning file=/elsewhere/C.swift,line=9,col=2,title=Sword/UnqualifiedPrimitive::'String' is bound without a qualifier"
    )
    XCTAssertEqual(config.githubCommand(relativeTo: "/repo"), "::error title=Sword/SwiftNotFound::no swift on PATH")
    // A property may not hold `:` or `,`.
    let odd = Diagnostic(.missingBinding, "m", at: SourceLocation(file: "/repo/a,b:c.swift", line: 1, column: 1))
    XCTAssertTrue(odd.githubCommand(relativeTo: "/repo").hasPrefix("::error file=a%2Cb%3Ac.swift,line=1"))
  }

  func testTheSARIFLogHasTheStructureOfSARIF2_1_0() throws {
    let text = SARIFLog.document([missing, unqualified, config], toolVersion: "0.1.0", relativeTo: "/repo")
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    try SARIFStructure.validate(log)
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(
      results.map { $0["ruleId"] as? String },
      ["Sword/MissingBinding", "Sword/UnqualifiedPrimitive", "Sword/SwiftNotFound"])
    XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning", "error"])
    // A path under the root is relative to %SRCROOT% and percent-encoded; one outside it is an absolute URI.
    let first = try XCTUnwrap(results[0]["locations"] as? [[String: Any]])
    let artifact = (first[0]["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
    XCTAssertEqual(artifact?["uri"] as? String, "Sources/A%20b.swift")
    XCTAssertEqual(artifact?["uriBaseId"] as? String, "%SRCROOT%")
    let second = try XCTUnwrap(results[1]["locations"] as? [[String: Any]])
    let outside = (second[0]["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
    XCTAssertEqual(outside?["uri"] as? String, "file:///elsewhere/C.swift")
    // The located note is a related location; the other one stays in the message.
    let related = try XCTUnwrap(results[0]["relatedLocations"] as? [[String: Any]])
    XCTAssertEqual(related.count, 1)
    XCTAssertEqual((related[0]["message"] as? [String: Any])?["text"] as? String, "'Clock' is declared here")
    let message = try XCTUnwrap((results[0]["message"] as? [String: Any])?["text"] as? String)
    XCTAssertTrue(message.hasSuffix("\nnote: no place for this one"), message)
    XCTAssertNil(results[2]["locations"])
    let roots = run["originalUriBaseIds"] as? [String: [String: String]]
    XCTAssertEqual(roots?["%SRCROOT%"]?["uri"], "file:///repo/")
  }

  func testAnEmptyRunIsAValidLogWithNoResults() throws {
    let text = SARIFLog.document([], toolVersion: "0.1.0", relativeTo: "/repo")
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    try SARIFStructure.validate(log)
    XCTAssertEqual(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count, 0)
  }
}

/// The parts of the SARIF 2.1.0 schema (OASIS, `sarif-schema-2.1.0.json`) that the objects Sword writes fall
/// under: required properties, types, enumerations, and no property the schema does not define (the schema sets
/// `additionalProperties: false` on these objects). No package on PyPI or in Debian ships the schema file itself.
enum SARIFStructure {
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  static func validate(_ log: [String: Any]) throws {
    try keys(
      log, allowed: ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
      required: ["version", "runs"], at: "log")
    try check(log["version"] as? String == "2.1.0", "version must be \"2.1.0\"")
    let runs = try array(log["runs"], at: "runs")
    for (number, value) in runs.enumerated() {
      let run = try object(value, at: "runs[\(number)]")
      try keys(
        run,
        allowed: ["tool", "results", "originalUriBaseIds", "columnKind", "invocations", "artifacts", "properties"],
        required: ["tool"], at: "run")
      let tool = try object(run["tool"], at: "tool")
      try keys(tool, allowed: ["driver", "extensions", "properties"], required: ["driver"], at: "tool")
      let driver = try object(tool["driver"], at: "driver")
      try keys(
        driver, allowed: ["name", "version", "rules", "informationUri", "semanticVersion", "properties"],
        required: ["name"], at: "driver")
      let rules = try array(driver["rules"] ?? [], at: "rules").map { try object($0, at: "rule") }
      for rule in rules {
        try keys(
          rule,
          allowed: [
            "id", "name", "shortDescription", "fullDescription", "helpUri", "defaultConfiguration", "properties",
          ],
          required: ["id"], at: "rule")
        if let description = rule["shortDescription"] { try message(description, at: "shortDescription") }
      }
      if let bases = run["originalUriBaseIds"] {
        for (_, base) in try object(bases, at: "originalUriBaseIds") {
          let uri = try object(base, at: "originalUriBaseId")
          try check((uri["uri"] as? String)?.hasSuffix("/") == true, "a base URI ends with /")
        }
      }
      for (index, value) in try array(run["results"] ?? [], at: "results").enumerated() {
        let result = try object(value, at: "results[\(index)]")
        try keys(
          result,
          allowed: ["ruleId", "ruleIndex", "level", "message", "locations", "relatedLocations", "kind", "properties"],
          required: ["message"], at: "result")
        try message(result["message"]!, at: "result.message")
        if let level = result["level"] {
          try check(["none", "note", "warning", "error"].contains(level as? String), "level")
        }
        if let ruleIndex = result["ruleIndex"] as? Int {
          try check(ruleIndex >= 0 && ruleIndex < rules.count, "ruleIndex out of range")
          try check(rules[ruleIndex]["id"] as? String == result["ruleId"] as? String, "ruleIndex names another rule")
        }
        for location in try array(result["locations"] ?? [], at: "locations") {
          let object = try self.object(location, at: "location")
          try keys(object, allowed: ["id", "physicalLocation", "message", "properties"], required: [], at: "location")
          try physicalLocation(object["physicalLocation"], at: "location")
        }
        var ids: Set<Int> = []
        for location in try array(result["relatedLocations"] ?? [], at: "relatedLocations") {
          let object = try self.object(location, at: "relatedLocation")
          try keys(
            object, allowed: ["id", "physicalLocation", "message", "properties"], required: [], at: "relatedLocation")
          if let id = object["id"] as? Int {
            try check(id >= 0 && ids.insert(id).inserted, "related location ids are unique")
          }
          if let text = object["message"] { try message(text, at: "relatedLocation.message") }
          try physicalLocation(object["physicalLocation"], at: "relatedLocation")
        }
      }
    }
  }

  private static func physicalLocation(_ value: Any?, at path: String) throws {
    let location = try object(value, at: path + ".physicalLocation")
    try keys(
      location, allowed: ["artifactLocation", "region", "contextRegion", "address", "properties"], required: [],
      at: path)
    let artifact = try object(location["artifactLocation"], at: path + ".artifactLocation")
    try keys(
      artifact, allowed: ["uri", "uriBaseId", "index", "description", "properties"], required: [],
      at: "artifactLocation")
    let uri = try XCTUnwrap(artifact["uri"] as? String)
    try check(URL(string: uri) != nil, "\(uri) is a URI reference")
    if let region = location["region"] {
      let region = try object(region, at: "region")
      try keys(
        region,
        allowed: [
          "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset",
          "byteLength", "snippet", "message", "sourceLanguage", "properties",
        ], required: [], at: "region")
      for key in ["startLine", "startColumn"] {
        if let number = region[key] { try check((number as? Int ?? 0) >= 1, "\(key) ≥ 1") }
      }
    }
  }

  private static func message(_ value: Any, at path: String) throws {
    let object = try object(value, at: path)
    try keys(object, allowed: ["text", "markdown", "id", "arguments", "properties"], required: [], at: path)
    try check(object["text"] is String || object["id"] is String, "\(path) has text or id")
  }

  private static func keys(_ object: [String: Any], allowed: Set<String>, required: Set<String>, at path: String) throws
  {
    let extra = Set(object.keys).subtracting(allowed)
    try check(extra.isEmpty, "\(path) has properties SARIF does not define: \(extra.sorted())")
    let missing = required.subtracting(object.keys)
    try check(missing.isEmpty, "\(path) lacks \(missing.sorted())")
  }

  private static func object(_ value: Any?, at path: String) throws -> [String: Any] {
    guard let object = value as? [String: Any] else { throw Invalid(description: "\(path) is not an object") }
    return object
  }

  private static func array(_ value: Any?, at path: String) throws -> [Any] {
    guard let array = value as? [Any] else { throw Invalid(description: "\(path) is not an array") }
    return array
  }

  private static func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw Invalid(description: what) }
  }
}
