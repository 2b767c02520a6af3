import Foundation
import SwiftParser
import SwiftSyntax
import SwordTestSupport
import Testing

/// The developer documentation (CONTRIBUTING.md, and the README's "Developing Sword") names the project's own files,
/// folders, types, members and make targets, in backticks; each must still exist, so that the walk of one request
/// stays true as the code moves. A name of another project's code would be listed in ``outsideNames``; a type of the
/// fixtures (an example user type) counts as existing.
@Suite struct DeveloperDocsTests {
  /// A document, or the part of one (from a heading to the next of its level), that developers read.
  struct Document: CustomTestStringConvertible, Sendable {
    var file: String
    var section: String?
    var testDescription: String { section.map { "\(file), \($0)" } ?? file }

    func text() throws -> String {
      let whole = try String(contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8)
      guard let section else { return whole }
      let lines = whole.components(separatedBy: "\n")
      guard let start = lines.firstIndex(of: section) else { return "" }
      let level = section.prefix { $0 == "#" } + " "
      let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(level) } ?? lines.endIndex
      return lines[start..<end].joined(separator: "\n")
    }

    /// Every span written in backticks.
    func names() throws -> [String] {
      try text().matches(of: /`([^`\n]+)`/).map { String($0.1) }
    }
  }

  static let documents = [
    Document(file: "CONTRIBUTING.md"), Document(file: "README.md", section: "## Developing Sword"),
  ]

  /// Names the developer docs may use that are not the project's: the toolchain's.
  static let outsideNames: Set<String> = ["MainActor", "SwiftParser"]

  /// The folders a path in the docs may start from: the repository, the engine (`Cache/WarmPath`), `Sources/`
  /// (`SwordCLI/ReportPrinter`).
  private static func resolve(_ path: String) -> [URL] {
    let root = Repository.root
    return [root, root.appendingPathComponent("Sources/SwordGenerator"), root.appendingPathComponent("Sources")]
      .map { $0.appendingPathComponent(path) }
  }

  private static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

  /// The names at the repository's top (`Sources`, `Plugins`, `Makefile`…).
  private static func topNames() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: Repository.root.path))
  }

  @Test(arguments: documents)
  func everyPathItNamesExists(_ document: Document) throws {
    let tops = try Self.topNames()
    let engine = Set(
      try FileManager.default.contentsOfDirectory(
        atPath: Repository.root.appendingPathComponent("Sources/SwordGenerator").path))
    var checked = 0
    for name in try document.names() where name.contains("/") && !name.contains(" ") && !name.contains("<") {
      let first = String(name.prefix { $0 != "/" })
      // `.build/…` is made by a build; `/repo` and `Sword/MissingBinding` are not paths of this repository.
      guard !first.hasPrefix(".build"), tops.contains(first) || engine.contains(first) || first == "SwordCLI" else {
        continue
      }
      var path = name.hasSuffix("/*") ? String(name.dropLast(2)) : name
      if let call = path.firstIndex(of: "(") { path = String(path[..<call]) }
      checked += 1
      func found(_ path: String) -> Bool {
        Self.resolve(path).contains { Self.exists($0) || Self.exists($0.appendingPathExtension("swift")) }
      }
      if found(path) { continue }
      // `Config/ConfigLoader.load`: a file of the folder named after a type, and a member of that type.
      let last = path.split(separator: "/").last.map(String.init) ?? path
      guard let dot = last.firstIndex(of: "."), last.first?.isUppercase == true, !last.hasSuffix(".swift") else {
        Issue.record("\(document.file) names `\(name)`, which does not exist")
        continue
      }
      let type = String(last[..<dot])
      let member = String(last[last.index(after: dot)...])
      #expect(found(String(path.dropLast(last.count)) + type), "\(document.file) names `\(name)`: no such file")
      #expect(
        Self.declarations.members[type]?.contains(member) == true,
        "\(document.file) names `\(name)`: '\(type)' has no '\(member)'")
    }
    #expect(checked > (document.section == nil ? 40 : 5), "the paths \(document.testDescription) names")
  }

  @Test(arguments: documents)
  func everyTypeAndMemberItNamesIsDeclared(_ document: Document) throws {
    let fixtures = try Self.scenarios()
    let modules = Set(
      try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Sources").path))
    // A folder of the repository's top (`Plugins`, `Benchmarks`) is a path, which the test above checks.
    let tops = try Self.topNames()
    var checked = 0
    for name in try document.names() where !name.hasSuffix(".swift") {
      guard let match = name.wholeMatch(of: /\[?([A-Z][A-Za-z0-9]*)(?:\.([A-Za-z][A-Za-z0-9]*))?(?:\(.*\))?\]?/) else {
        continue
      }
      let (type, member) = (String(match.1), match.2.map(String.init))
      if Self.outsideNames.contains(type) || modules.contains(type) || fixtures.contains(type) || tops.contains(type) {
        continue
      }
      let declarations = Self.declarations
      #expect(
        declarations.types.contains(type) || declarations.fixtureTypes.contains(type),
        "\(document.file) names `\(name)`: no type '\(type)' is declared")
      if let member, declarations.types.contains(type) {
        #expect(
          declarations.members[type]?.contains(member) == true,
          "\(document.file) names `\(name)`: '\(type)' has no '\(member)'")
      }
      checked += 1
    }
    #expect(checked > (document.section == nil ? 30 : 0), "the types \(document.testDescription) names")
  }

  @Test(arguments: documents)
  func everyMakeTargetItNamesExists(_ document: Document) throws {
    let targets = try Self.makeTargets()
    for name in try document.names() where name.hasPrefix("make ") {
      let target = name.dropFirst("make ".count).prefix { $0 != " " }
      #expect(targets.contains(String(target)), "\(document.file) names `\(name)`, which is no make target")
    }
  }

  @Test func theMakefileDeclaresPhonyOnlyTargetsItHas() throws {
    let makefile = try String(contentsOf: Repository.root.appendingPathComponent("Makefile"), encoding: .utf8)
    let phony = makefile.split(separator: "\n").first { $0.hasPrefix(".PHONY:") }.map {
      $0.dropFirst(".PHONY:".count).split(separator: " ").map(String.init)
    }
    let targets = try Self.makeTargets()
    #expect((phony ?? []).count > 10)
    #expect(Set(phony ?? []).subtracting(targets).isEmpty, "listed in .PHONY without a rule")
  }

  private static func makeTargets() throws -> Set<String> {
    let makefile = try String(contentsOf: Repository.root.appendingPathComponent("Makefile"), encoding: .utf8)
    return Set(
      makefile.split(separator: "\n").compactMap { line in
        line.wholeMatch(of: /([a-z][a-z0-9-]*):(?!=).*/).map { String($0.1) }
      })
  }

  /// What the project's Swift files declare, read with SwiftParser: its types, and the members each type's
  /// declarations and extensions declare (functions, properties, cases, nested types; not the locals in their
  /// bodies); the types of the fixtures, the example app code the docs may quote, apart.
  struct Declarations: Sendable {
    var types: Set<String> = []
    var members: [String: Set<String>] = [:]
    var fixtureTypes: Set<String> = []
  }

  /// The declarations of the types the documents name: only the files that declare or extend one of them are
  /// parsed (parsing every file of the project would cost seconds in a debug build).
  private static let declarations: Declarations = {
    var named: Set<String> = []
    for document in documents {
      for name in (try? document.names()) ?? [] {
        named.formUnion(name.matches(of: /\b[A-Z][A-Za-z0-9]*/).map { String($0.0) })
      }
    }
    var found = Declarations()
    for folder in ["Sources", "Tests", "Plugins", "Benchmarks"] {
      for file in swiftFiles(under: Repository.root.appendingPathComponent(folder)) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        let mentioned = text.matches(
          of: /\b(?:class|struct|enum|protocol|actor|typealias|extension)\s+([A-Z][A-Za-z0-9]*)/)
        guard mentioned.contains(where: { named.contains(String($0.1)) }) else { continue }
        let collector = MemberCollector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: text))
        found.types.formUnion(collector.types)
        found.members.merge(collector.members) { $0.union($1) }
      }
    }
    for file in swiftFiles(under: Repository.fixtures) {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for match in text.matches(of: /\b(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9]*)/) {
        found.fixtureTypes.insert(String(match.1))
      }
    }
    return found
  }()

  /// Collects the type declarations of a file and their members.
  private final class MemberCollector: SyntaxVisitor {
    var types: Set<String> = []
    var members: [String: Set<String>] = [:]
    private var owners: [String] = []

    private func enter(_ name: String, declares: Bool) -> SyntaxVisitorContinueKind {
      if declares {
        types.insert(name)
        if let owner = owners.last { members[owner, default: []].insert(name) }
      }
      owners.append(name)
      return .visitChildren
    }

    private func member(_ name: String) -> SyntaxVisitorContinueKind {
      if let owner = owners.last { members[owner, default: []].insert(name) }
      return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declares: true) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declares: true) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declares: true) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declares: true) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, declares: true)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      let extended = node.extendedType.trimmedDescription
      return enter(String(extended.split(separator: ".").last ?? Substring(extended)), declares: false)
    }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      types.insert(node.name.text)
      return member(node.name.text)
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { member(node.name.text) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { member("init") }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
      for element in node.elements { _ = member(element.name.text) }
      return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { _ = member(name) }
      }
      return .skipChildren
    }
  }

  /// The Swift files under `folder`, hidden folders (`.build`, checkouts) left out.
  private static func swiftFiles(under folder: URL) -> [URL] {
    guard
      let files = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  /// The folders of the fixtures' scenarios (`Monorepo`, `BrokenGraph`), which the docs name by name.
  private static func scenarios() throws -> Set<String> {
    var names: Set<String> = []
    for group in try FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.path) {
      names.insert(group)
      let folder = Repository.fixtures.appendingPathComponent(group).path
      names.formUnion((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    }
    return names
  }
}
