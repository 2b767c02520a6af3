import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// A `project.pbxproj` written for a test: objects given as `ID = {…};` lines in old-style property-list syntax,
/// wrapped in the file's frame (project object `P`, main group `G`, configuration lists only when given).
struct PBXTestProject {
  var objects: [String] = []
  var mainGroupChildren: [String] = []
  var packageReferences: [String] = []
  var projectSettings: [String: String] = [:]

  mutating func add(_ object: String) { objects.append(object) }

  var text: String {
    let projectConfigurations = projectSettings.isEmpty ? "" : "buildConfigurationList = PL;"
    var all =
      objects + [
        """
        P /* Project object */ = { isa = PBXProject; mainGroup = G; \(projectConfigurations)
          packageReferences = (\(packageReferences.joined(separator: ", "))); projectDirPath = ""; targets = (); };
        """,
        "G = { isa = PBXGroup; children = (\(mainGroupChildren.joined(separator: ", "))); sourceTree = \"<group>\"; };",
      ]
    if !projectSettings.isEmpty {
      all.append("PL = { isa = XCConfigurationList; buildConfigurations = (PD, PR); };")
      for (id, name) in [("PD", "Debug"), ("PR", "Release")] {
        let settings = projectSettings.map { "\($0.key) = \"\($0.value)\";" }.joined(separator: " ")
        all.append("\(id) = { isa = XCBuildConfiguration; buildSettings = { \(settings) }; name = \(name); };")
      }
    }
    return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n"
      + all.map { "\t\t" + $0 }.joined(separator: "\n") + "\n\t};\n\trootObject = P /* Project object */;\n}\n"
  }

  /// Writes the project as `App.xcodeproj` into `folder` and returns the `.xcodeproj` path.
  @discardableResult
  func write(into folder: TemporaryFolder, name: String = "App.xcodeproj") throws -> String {
    try folder.write(name + "/project.pbxproj", text)
    return folder.path + "/" + name
  }

  /// A native target `id` named `name` with a Sources phase of `files` (build file ids are `B<file>`), settings in a
  /// Debug and a Release configuration, and the other fields given.
  mutating func target(
    _ id: String, name: String, files: [String] = [], debug: [String: String] = [:], release: [String: String] = [:],
    extra: String = ""
  ) {
    for file in files { add("B\(file) = { isa = PBXBuildFile; fileRef = \(file); };") }
    add("S\(id) = { isa = PBXSourcesBuildPhase; files = (\(files.map { "B\($0)" }.joined(separator: ", "))); };")
    add(
      "L\(id) = { isa = XCConfigurationList; buildConfigurations = (D\(id), R\(id)); defaultConfigurationName = Release; };"
    )
    for (configuration, settings) in [("D", debug), ("R", release)] {
      let text = settings.map { "\($0.key) = \"\($0.value)\";" }.joined(separator: " ")
      let name = configuration == "D" ? "Debug" : "Release"
      add("\(configuration)\(id) = { isa = XCBuildConfiguration; buildSettings = { \(text) }; name = \(name); };")
    }
    add(
      """
      \(id) /* \(name) */ = { isa = PBXNativeTarget; buildConfigurationList = L\(id); buildPhases = (S\(id)); \
      name = "\(name)"; productType = "com.apple.product-type.application"; \(extra) };
      """)
  }

  /// Reads target `name` of the project written into `folder`.
  static func read(
    _ project: String, target name: String, output: String? = nil
  ) -> Result<XcodeProjectRoot, DiagnosticsError> {
    let location = SourceLocation(file: Paths.parent(of: project) + "/.sword.yml", line: 2, column: 3)
    return XcodeProjectReader.read(
      projectPath: project, target: Located(name, at: location), output: output, projectLocation: location,
      rootLocation: location)
  }
}
