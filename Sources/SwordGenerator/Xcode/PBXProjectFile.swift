import Foundation

/// An Xcode project's `project.pbxproj`: the old-style (OpenStep) property list Xcode writes, read with Foundation's
/// `PropertyListSerialization` (which parses that format on Linux too), as its table of objects by identifier.
///
/// ```swift
/// let file = try PBXProjectFile(projectPath: "/repo/VoiceMemo.xcodeproj")
/// file.object(file.rootObject)?.string("isa")  // "PBXProject"
/// ```
struct PBXProjectFile {
  /// One object of the table: its keys as the file writes them.
  struct Object {
    let id: String
    let fields: [String: Any]

    func string(_ key: String) -> String? { fields[key] as? String }
    /// The identifiers (or strings) of a list field; empty when the field is absent.
    func strings(_ key: String) -> [String] { (fields[key] as? [Any])?.compactMap { $0 as? String } ?? [] }
    func dictionary(_ key: String) -> [String: Any]? { fields[key] as? [String: Any] }
    var isa: String { string("isa") ?? "" }
  }

  /// Why a project cannot be read.
  enum Failure: Error, Equatable {
    /// No `project.pbxproj` in the `.xcodeproj` folder (or no such folder).
    case missing
    /// The file is not a property list with `objects` and `rootObject`: the reason, and where the fault is (1:1
    /// when it is in the whole rather than in one place).
    case malformed(String, line: Int, column: Int)
  }

  /// The `.xcodeproj` folder, absolute.
  let projectPath: String
  /// `project.pbxproj` inside it.
  let filePath: String
  /// The folder the project's `SOURCE_ROOT` paths start from: the folder holding the `.xcodeproj` (moved by the
  /// project's `projectDirPath` when it sets one).
  let sourceRoot: String
  let rootObject: String
  private let objects: [String: [String: Any]]
  private let text: String

  init(projectPath: String) throws(Failure) {
    guard let data = FileReader.contents(Paths.join(projectPath, "project.pbxproj")) else {
      throw .missing
    }
    try self.init(projectPath: projectPath, data: data)
  }

  /// A project read from `data`, as if it were the `project.pbxproj` of `projectPath` (tests).
  init(projectPath: String, data: Data) throws(Failure) {
    self.projectPath = projectPath
    filePath = Paths.join(projectPath, "project.pbxproj")
    text = String(decoding: data, as: UTF8.self)
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw Self.fault(in: text, error: error)
    }
    guard let top = plist as? [String: Any], let table = top["objects"] as? [String: Any],
      let root = top["rootObject"] as? String
    else { throw .malformed("it has no 'objects' table and 'rootObject'", line: 1, column: 1) }
    var objects: [String: [String: Any]] = [:]
    for (id, value) in table {
      if let fields = value as? [String: Any] { objects[id] = fields }
    }
    guard let project = objects[root], project["isa"] as? String == "PBXProject" else {
      throw .malformed("its 'rootObject' is not a PBXProject", line: 1, column: 1)
    }
    self.objects = objects
    rootObject = root
    let folder = Paths.parent(of: projectPath)
    let projectDir = project["projectDirPath"] as? String ?? ""
    sourceRoot = projectDir.isEmpty ? folder : Paths.join(folder, projectDir)
  }

  func object(_ id: String) -> Object? {
    objects[id].map { Object(id: id, fields: $0) }
  }

  /// The objects of one kind (`PBXNativeTarget`), sorted by identifier.
  func objects(isa: String) -> [Object] {
    objects.filter { $0.value["isa"] as? String == isa }.map { Object(id: $0.key, fields: $0.value) }
      .sorted { $0.id < $1.id }
  }

  /// The project object.
  var project: Object { object(rootObject)! }

  /// Where object `id` is defined in the file (the line `ID /* comment */ = {`), for diagnostics; the top of the file
  /// when it cannot be found.
  func location(of id: String?) -> SourceLocation {
    guard let id else { return SourceLocation(file: filePath, line: 1, column: 1) }
    var line = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      line += 1
      let trimmed = raw.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix(id) else { continue }
      var rest = trimmed.dropFirst(id.count).drop { $0 == " " }
      if rest.hasPrefix("/*"), let end = rest.range(of: "*/") { rest = rest[end.upperBound...].drop { $0 == " " } }
      if rest.hasPrefix("=") {
        return SourceLocation(file: filePath, line: line, column: raw.utf8.count - trimmed.utf8.count + 1)
      }
    }
    return SourceLocation(file: filePath, line: 1, column: 1)
  }

  /// Why Foundation refused `text`, and where: the first fault of its grammar when ``PBXSyntaxCheck`` finds one;
  /// else the line that Foundation's old-style parser names (in the error it nests under the XML parser's), else 1:1.
  private static func fault(in text: String, error: Error) -> Failure {
    if let fault = PBXSyntaxCheck.firstFault(in: text) {
      return .malformed("not a property list: \(fault.message)", line: fault.line, column: fault.column)
    }
    let userInfo = (error as NSError).userInfo
    let nested = userInfo["kCFPropertyListOldStyleParsingError"] as? NSError
    let reason =
      nested?.userInfo[NSDebugDescriptionErrorKey] as? String ?? userInfo[NSDebugDescriptionErrorKey] as? String
      ?? String(describing: error)
    var line = 1
    if let range = reason.range(of: #"(at|on) line [0-9]+"#, options: .regularExpression),
      let number = Int(reason[range].split(separator: " ").last ?? "")
    {
      line = number
    }
    return .malformed("not a property list (\(reason))", line: line, column: 1)
  }
}
