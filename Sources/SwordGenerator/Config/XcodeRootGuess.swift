import Foundation

/// What to write as `root` in a folder that has no `Package.swift` (rockname/sword's "Xcode + Swift Package" layout,
/// where `.sword.yml` lists only `local_packages`): the app's folder and module guessed from an `*.xcodeproj` beside
/// it (`VoiceMemo.xcodeproj` and a `VoiceMemo` folder give `sources: VoiceMemo`, `module: VoiceMemo`), else from
/// a folder holding an `@main` file, else placeholders.
///
/// ```swift
/// XcodeRootGuess(workspaceRoot: "/repo").message
/// // "'root' is missing: … add:\n  root:\n    sources: VoiceMemo\n    module: VoiceMemo\n …"
/// ```
struct XcodeRootGuess {
  var sources: String
  var module: String
  /// Whether the folder was found rather than made up.
  var isGuessed: Bool

  init(workspaceRoot: String) {
    let manager = FileManager.default
    let names = ((try? manager.contentsOfDirectory(atPath: workspaceRoot)) ?? []).sorted()
    func isFolder(_ name: String) -> Bool {
      FileSystemProbe.entry(at: workspaceRoot + "/" + name) == .directory
    }
    let projects = names.filter { $0.hasSuffix(".xcodeproj") }.map { String($0.dropLast(".xcodeproj".count)) }
    if let project = projects.first(where: isFolder) {
      (sources, module, isGuessed) = (project, Self.moduleName(project), true)
      return
    }
    let candidates = names.filter { !$0.hasPrefix(".") && isFolder($0) && !$0.hasSuffix(".xcodeproj") }
    for folder in candidates where Self.holdsMain(workspaceRoot + "/" + folder) {
      (sources, module, isGuessed) = (folder, Self.moduleName(projects.first ?? folder), true)
      return
    }
    (sources, module, isGuessed) = ("MyApp", "MyApp", false)
  }

  var message: String {
    let source = isGuessed ? "guessed from this folder" : "name your app's folder and module"
    return "'root' is missing, and this folder has no Package.swift to hold the generated code (rockname/sword's "
      + "Xcode + Swift Package layout); tell Sword where the app's sources are (\(source)):\n"
      + "root:\n  sources: \(sources)\n  module: \(module)\n  output: \(sources)/Sword.generated.swift\n"
      + "then add Sword.generated.swift to the app target once"
  }

  /// Xcode's module name for a product name: characters that cannot be in an identifier become `_`.
  static func moduleName(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = result.first, first.isNumber { result.insert("_", at: result.startIndex) }
    return result
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
