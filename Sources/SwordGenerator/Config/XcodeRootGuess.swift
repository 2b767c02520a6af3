import Foundation

/// What to write as `root` in a folder that has no `Package.swift` (rockname/sword's "Xcode + Swift Package" layout,
/// where `.sword.yml` lists only `local_packages`): the Xcode project beside it and its application target
/// (`xcode_project: VoiceMemo.xcodeproj`, `target: VoiceMemo`) when it can be read; else the app's folder and module
/// guessed from the project's name (`VoiceMemo.xcodeproj` and a `VoiceMemo` folder give `sources: VoiceMemo`,
/// `module: VoiceMemo`), or from a folder holding an `@main` file, or placeholders.
///
/// ```swift
/// let guess = XcodeRootGuess(workspaceRoot: "/repo")
/// guess.message  // "'root' is missing, and this folder has no Package.swift …"
/// guess.detail   // ["root:", "  xcode_project: VoiceMemo.xcodeproj", "  target: VoiceMemo"]
/// ```
struct XcodeRootGuess {
  var sources: String
  var module: String
  /// Whether the folder was found rather than made up.
  var isGuessed: Bool
  /// The Xcode project and its application targets, when one beside `.sword.yml` can be read.
  var project: (name: String, appTargets: [String])?

  init(workspaceRoot: String) {
    let manager = FileManager.default
    let names = ((try? manager.contentsOfDirectory(atPath: workspaceRoot)) ?? []).sorted()
    func isFolder(_ name: String) -> Bool {
      FileSystemProbe.entry(at: workspaceRoot + "/" + name) == .directory
    }
    for name in names where name.hasSuffix(".xcodeproj") {
      guard let file = try? PBXProjectFile(projectPath: workspaceRoot + "/" + name) else { continue }
      let apps = file.objects(isa: "PBXNativeTarget")
        .filter { $0.string("productType") == "com.apple.product-type.application" }.compactMap { $0.string("name") }
      if !apps.isEmpty {
        project = (name, apps.sorted())
        break
      }
    }
    let projects = names.filter { $0.hasSuffix(".xcodeproj") }.map { String($0.dropLast(".xcodeproj".count)) }
    if let project = projects.first(where: isFolder) {
      (sources, module, isGuessed) = (project, XcodeBuildSettings.identifier(project), true)
      return
    }
    let candidates = names.filter { !$0.hasPrefix(".") && isFolder($0) && !$0.hasSuffix(".xcodeproj") }
    for folder in candidates where Self.holdsMain(workspaceRoot + "/" + folder) {
      (sources, module, isGuessed) = (folder, XcodeBuildSettings.identifier(projects.first ?? folder), true)
      return
    }
    (sources, module, isGuessed) = ("MyApp", "MyApp", false)
  }

  /// The problem and what to do, on one line; the `root:` block to add is ``detail``.
  var message: String {
    let layout =
      "'root' is missing, and this folder has no Package.swift to hold the generated code (rockname/sword's "
      + "Xcode + Swift Package layout); "
    if let project {
      let choice = project.appTargets.count > 1 ? " (one of \(project.appTargets.joined(separator: ", ")))" : ""
      return layout + "name the Xcode project and its app target\(choice), whose sources, settings and local packages "
        + "Sword reads, by adding:"
    }
    let source = isGuessed ? "guessed from this folder" : "name your app's folder and module"
    return layout + "tell Sword where the app's sources are (\(source)) by adding the block below, then add "
      + "Sword.generated.swift to the app target once:"
  }

  /// The `root:` block to add, a line each.
  var detail: [String] {
    if let project { return ["root:", "  xcode_project: \(project.name)", "  target: \(project.appTargets[0])"] }
    return ["root:", "  sources: \(sources)", "  module: \(module)", "  output: \(sources)/Sword.generated.swift"]
  }

  /// Whether a `.swift` file directly in `folder` or one level down declares `@main`.
  private static func holdsMain(_ folder: String) -> Bool {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return false }
    var looked = 0
    while let name = enumerator.nextObject() as? String, looked < 200 {
      if name.split(separator: "/").count > 2 { enumerator.skipDescendants() }
      guard name.hasSuffix(".swift") else { continue }
      looked += 1
      if let data = FileReader.contents(folder + "/" + name),
        String(decoding: data, as: UTF8.self).contains("@main")
      {
        return true
      }
    }
    return false
  }
}
