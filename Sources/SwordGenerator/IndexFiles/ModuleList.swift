import Foundation

/// The modules of a build-system run and their source files, as one JSON file: what SwiftPM's build-tool plugin
/// hands to `sword generate --modules`, so one build command indexes every module and merges the graph.
///
/// ```json
/// { "modules": [ { "module": "App", "sources": ["/repo/Sources/App/main.swift"] },
///                { "module": "Core", "sources": ["/repo/Packages/Core/Sources/Core/Core.swift"],
///                  "default_isolation": "MainActor" } ] }
/// ```
package struct ModuleList: Codable, Hashable, Sendable {
  /// One module and its Swift source files (absolute, or relative to the current directory).
  package struct Module: Codable, Hashable, Sendable {
    /// The module name that `import` uses.
    package var module: String
    /// Its Swift source files.
    package var sources: [String]
    /// `"MainActor"` for a module built with default MainActor isolation; absent (or `"nonisolated"`) otherwise.
    package var defaultIsolation: String?

    enum CodingKeys: String, CodingKey {
      case module, sources
      case defaultIsolation = "default_isolation"
    }

    /// A module made from its parts.
    package init(module: String, sources: [String], defaultIsolation: String? = nil) {
      self.module = module
      self.sources = sources
      self.defaultIsolation = defaultIsolation
    }
  }

  /// The modules, each once.
  package var modules: [Module]

  /// A list made from its parts.
  package init(modules: [Module]) {
    self.modules = modules
  }

  /// Reads the module list at `path`, or the diagnostic saying why it cannot be used.
  package static func read(_ path: String) throws(DiagnosticsError) -> ModuleList {
    let location = SourceLocation(file: path, line: 1, column: 1)
    let data: Data
    switch FileReader.read(path) {
    case .success(let file): data = file.data
    case .failure(let problem):
      throw DiagnosticsError(
        Diagnostic(.indexUnreadable, "cannot read the module list '\(path)': \(problem)", at: location))
    }
    do {
      return try JSONDecoder().decode(ModuleList.self, from: data)
    } catch {
      throw DiagnosticsError(
        Diagnostic(
          .indexUnreadable, "cannot decode the module list '\(path)': \(DecodingErrorText.describe(error))",
          at: location))
    }
  }
}
