import Foundation

/// `sword init` in the folder of an Xcode project: `root: {xcode_project:, target:}` for its app target (the one
/// named with `--target`, or its only application target), after reading it as `sword generate` will, so that a
/// project Sword cannot use is reported now.
///
/// ```swift
/// let plan = try XcodeInitPlanner.plan(in: "/repo/VoiceMemo", target: nil)
/// plan?.xcode?.project  // "VoiceMemo.xcodeproj"
/// ```
enum XcodeInitPlanner {
  /// The plan for the one `.xcodeproj` in `folder`; `nil` when there is none.
  static func plan(in folder: String, target name: String?) throws(DiagnosticsError) -> InitPlan? {
    let projects = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".xcodeproj") }.sorted()
    guard let project = projects.first else { return nil }
    guard projects.count == 1 else {
      throw DiagnosticsError(
        Diagnostic(
          .initNoRoot,
          "'\(folder)' holds \(projects.count) Xcode projects (\(projects.joined(separator: ", "))); write "
            + "`root: {xcode_project: <one of them>, target: <its app target>}` in .sword.yml by hand",
          at: nil))
    }
    let projectPath = Paths.join(folder, project)
    let file: PBXProjectFile
    do {
      file = try PBXProjectFile(projectPath: projectPath)
    } catch {
      switch error {
      case .missing:
        throw DiagnosticsError(
          Diagnostic(.xcodeProjectUnreadable, "cannot read '\(projectPath)': it has no project.pbxproj", at: nil))
      case .malformed(let reason, let line, let column):
        throw DiagnosticsError(
          Diagnostic(
            .xcodeProjectUnreadable, "cannot read the Xcode project: \(reason)",
            at: SourceLocation(file: Paths.join(projectPath, "project.pbxproj"), line: line, column: column)))
      }
    }
    let apps = file.objects(isa: "PBXNativeTarget")
      .filter { $0.string("productType") == "com.apple.product-type.application" }.compactMap { $0.string("name") }
      .sorted()
    let chosen: String
    if let name {
      chosen = name
    } else {
      guard apps.count == 1 else {
        let found = apps.isEmpty ? "no application target" : "\(apps.count) application targets"
        throw DiagnosticsError(
          Diagnostic(
            .initNoRoot,
            "Xcode project '\(project)' has \(found); name the target that receives the generated code with "
              + "`sword init --target NAME`",
            at: nil,
            detail: [
              "its targets: "
                + file.objects(isa: "PBXNativeTarget").compactMap { $0.string("name") }
                .sorted().joined(separator: ", ")
            ]))
      }
      chosen = apps[0]
    }
    let location = SourceLocation(file: Paths.join(folder, ConfigInitializer.fileName), line: 1, column: 1)
    let root: XcodeProjectRoot
    switch XcodeProjectReader.read(
      projectPath: projectPath, target: Located(chosen, at: location), output: nil, projectLocation: location,
      rootLocation: location)
    {
    case .success(let read): root = read
    case .failure(let error):
      // Not in a file yet: said without a place.
      throw DiagnosticsError(
        error.diagnostics.map { diagnostic in
          var unplaced = diagnostic
          if diagnostic.location == location { unplaced.location = nil }
          return unplaced
        })
    }
    let relative = { (path: String) in ConfigInitializer.relativePath(of: path, under: folder).0 }
    return InitPlan(
      rootTarget: chosen, otherExecutables: apps.filter { $0 != chosen }, packages: [],
      xcode: InitPlan.XcodeRoot(
        project: project, output: relative(root.outputPath), packages: root.packages.map { relative($0.path) }))
  }
}
