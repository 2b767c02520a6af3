import Foundation
import SwordGenerator
import SwordTestSupport
import XCTest

/// Type-checks generated code with `swiftc`, without a package build: the `Sword` module and the `SwordMacros`
/// plugin that `swift test` built into `.build/debug` are used directly, each non-root module of a
/// ``GraphFixture`` is compiled to a module in a temporary folder, and the root module's sources are type-checked
/// with the generated file, in Swift 6 mode with warnings as errors, as a debug build (`DEBUG` set). About a
/// second per fixture.
///
/// ```swift
/// let result = try TypeCheck.run(fixture, generated: Renderer.render(graph, to: "/x").contents)
/// XCTAssertEqual(result.status, 0, result.output)
/// ```
enum TypeCheck {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let buildFolder = repositoryRoot.appendingPathComponent(".build/debug")
  static let modulesFolder = buildFolder.appendingPathComponent("Modules")
  static let macroTool = buildFolder.appendingPathComponent("SwordMacros-tool")

  /// Whether the Sword module and the macro plugin have been built (`swift test` builds both).
  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: modulesFolder.appendingPathComponent("Sword.swiftmodule").path)
      && FileManager.default.isExecutableFile(atPath: macroTool.path)
  }

  /// Skips the test when the Sword module or the macro plugin has not been built.
  static func requireBuild() throws {
    try XCTSkipUnless(
      isAvailable, "the Sword module and SwordMacros-tool are built by `swift build --build-tests` / `swift test`")
  }

  struct Result {
    var status: Int32
    var output: String
  }

  /// Compiles every module of `fixture` but the root (in name order: give dependencies names that sort first, or
  /// list them in `order`), then type-checks the root module's sources with `generated`. `flags` are added to
  /// every compile (upcoming features, say), `moduleFlags` to one module's (`-default-isolation MainActor`). The
  /// first failing step's status and output are returned. `debug: false` compiles without `DEBUG` set, as a
  /// release build does; `warningsAsErrors: false` lets warnings through, for a test that reads them.
  static func run(
    _ fixture: GraphFixture, generated: String, order: [String]? = nil, flags: [String] = [],
    moduleFlags: [String: [String]] = [:], debug: Bool = true, warningsAsErrors: Bool = true
  ) throws -> Result {
    try run(
      fixture, generatedFiles: [generated], order: order, flags: flags, moduleFlags: moduleFlags, debug: debug,
      warningsAsErrors: warningsAsErrors)
  }

  /// The same, with the generated code in several files (split output: each file on its own, so that what one
  /// declares `fileprivate` is not seen from another).
  ///
  /// `inModules`: generated files compiled with another module's own sources (mocks, which live in their type's
  /// module), by module.
  static func run(
    _ fixture: GraphFixture, generatedFiles: [String], inModules: [String: [String]] = [:], order: [String]? = nil,
    flags: [String] = [], moduleFlags: [String: [String]] = [:], debug: Bool = true, warningsAsErrors: Bool = true
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sword-typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let common =
      [
        "-swift-version", "6", "-I", folder.path, "-I", modulesFolder.path, "-package-name", "Workspace",
        "-load-plugin-executable", "\(macroTool.path)#SwordMacros",
      ] + (warningsAsErrors ? ["-warnings-as-errors"] : [])
      + (debug ? ["-DDEBUG"] : []) + flags
    func write(_ module: String) throws -> [String] {
      let texts = fixture.sources[module, default: []].map(\.text) + inModules[module, default: []]
      return try texts.enumerated().map { position, text in
        let path = folder.appendingPathComponent("\(module)-\(position).swift").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
      }
    }
    let modules = order ?? fixture.sources.keys.filter { $0 != fixture.rootModule }.sorted()
    for module in modules {
      let arguments = [
        "-parse-as-library", "-emit-module", "-module-name", module,
        "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
      ]
      let result = try swiftc(arguments + common + moduleFlags[module, default: []] + write(module))
      if result.status != 0 {
        let shown = inModules[module, default: []].joined(separator: "\n// ----\n")
        return Result(status: result.status, output: "module \(module):\n" + result.output + "\n" + shown)
      }
    }
    let generatedPaths = try generatedFiles.enumerated().map { position, text in
      let path = folder.appendingPathComponent("Sword.generated.\(position + 1).swift").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
    let generated = generatedFiles.joined(separator: "\n// ----\n")
    let root = try write(fixture.rootModule)
    let parseAsLibrary = root.contains { $0.hasSuffix("main.swift") } ? [] : ["-parse-as-library"]
    let result = try swiftc(
      ["-typecheck", "-module-name", fixture.rootModule] + parseAsLibrary + common
        + moduleFlags[fixture.rootModule, default: []] + root + generatedPaths)
    let shown = ([generated] + inModules.keys.sorted().flatMap { inModules[$0]! }).joined(separator: "\n// ----\n")
    return result.status == 0 ? result : Result(status: result.status, output: result.output + "\n" + shown)
  }

  private static func swiftc(_ arguments: [String]) throws -> Result {
    let result = try TestProcess.run("swiftc", arguments)
    return Result(status: result.status, output: result.output)
  }
}
