import Foundation
import XCTest

@testable import SwordGenerator

final class IndexCodecTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Every folder of Swift sources under `Fixtures/` (the monorepo, the diagnostics workspaces, the Xcode app),
  /// indexed as one target each, comes back equal.
  func testIndexesOfEveryFixtureRoundTrip() throws {
    var folders: [String: [String]] = [:]
    let enumerator = FileManager.default.enumerator(at: Self.fixtures, includingPropertiesForKeys: nil)!
    for case let url as URL in enumerator where url.pathExtension == "swift" && !url.path.contains("/.build/") {
      folders[url.deletingLastPathComponent().path, default: []].append(url.path)
    }
    XCTAssertGreaterThan(folders.count, 20)
    var declarations = 0
    for (folder, files) in folders {
      let index = TargetIndexer.index(moduleName: URL(fileURLWithPath: folder).lastPathComponent, files: files.sorted())
      declarations += index.components.count + index.dependencies.count + index.modules.count
      XCTAssertEqual(try IndexCodec.decode(IndexCodec.encode(index)), index, folder)
    }
    XCTAssertGreaterThan(declarations, 100)
  }

  /// An index with every optional field set and every collection filled.
  func testEveryFieldRoundTrips() throws {
    let index = Self.fullIndex()
    XCTAssertEqual(try IndexCodec.decode(IndexCodec.encode(index)), index)
    // The same index gives the same bytes (imports are written in file order, not dictionary order).
    XCTAssertEqual(IndexCodec.encode(index), IndexCodec.encode(try IndexCodec.decode(IndexCodec.encode(index))))
  }

  /// Stored relative to its package folder, an index holds no trace of where the package was, and comes back with
  /// the folder it is read under: in locations, import tables and messages alike, as an index made there.
  func testAnIndexStoredRelativeToItsFolderComesBackUnderAnother() throws {
    let original = Self.fixtures.appendingPathComponent("Monorepo/Packages/Core").path
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("sword-codec-\(UUID().uuidString)/Core")
      .path
    try FileManager.default.createDirectory(atPath: copy + "/Sources", withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) }
    try FileManager.default.copyItem(atPath: original + "/Sources/Networking", toPath: copy + "/Sources/Networking")
    func index(under package: String) throws -> TargetIndex {
      let folder = package + "/Sources/Networking"
      let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
      var index = TargetIndexer.index(moduleName: "Networking", files: files)
      index.diagnostics.append(
        Diagnostic(
          .sourceSyntax, "'\(files[0])' does not parse", at: SourceLocation(file: files[0], line: 1, column: 1)))
      return index
    }
    let bytes = IndexCodec.encode(try index(under: original), folder: original)
    XCTAssertNil(bytes.range(of: Data(original.utf8)), "the folder's path is in the bytes")
    XCTAssertEqual(try IndexCodec.decode(bytes, folder: original), try index(under: original))
    let moved = try IndexCodec.decode(bytes, folder: copy)
    XCTAssertEqual(moved, try index(under: copy))
    XCTAssertFalse(moved.imports.isEmpty)
    XCTAssertEqual(IndexCodec.encode(moved, folder: copy), bytes, "the same bytes wherever the package is")
    XCTAssertThrowsError(try IndexCodec.decode(bytes), "a marked index read without a folder")
  }

  /// A stored property added to a model type fails here until the codec writes it.
  func testTheCodecWritesEveryStoredProperty() {
    let index = Self.fullIndex()
    let dependency = index.dependencies[0]
    let provider = index.modules[0].providers[0]
    let samples: [(Any, [String])] = [
      (index, TargetIndex.codedFields), (index.components[0], ComponentDeclaration.codedFields),
      (dependency, DependencyDeclaration.codedFields), (dependency.initializers[0], InitializerDeclaration.codedFields),
      (dependency.initializers[0].parameters[0], ParameterDeclaration.codedFields),
      (index.modules[0], ModuleDeclaration.codedFields), (provider, ProviderDeclaration.codedFields),
      (provider.contribution!, Contribution.codedFields), (index.types[0], TypeDeclaration.codedFields),
      (dependency.registeredTo, TypeReference.codedFields), (dependency.location, SourceLocation.codedFields),
      (index.diagnostics[0], Diagnostic.codedFields),
    ]
    for (sample, coded) in samples {
      XCTAssertEqual(Mirror(reflecting: sample).children.compactMap(\.label), coded, "\(type(of: sample))")
    }
    XCTAssertEqual(
      Mirror(reflecting: provider.contribution!.mapKey!).children.compactMap(\.label), ["expression", "type"])
    XCTAssertEqual(
      Mirror(reflecting: index.diagnostics[0].notes[0]).children.compactMap(\.label), ["message", "location"])
  }

  /// Damaged bytes throw or decode to some index; they never crash or hang. A payload of another format, cut
  /// short or with bytes after the end, throws.
  func testDamagedBytesAreRefused() throws {
    let bytes = [UInt8](IndexCodec.encode(Self.fullIndex()))
    XCTAssertThrowsError(try IndexCodec.decode(Data()))
    XCTAssertThrowsError(try IndexCodec.decode(Data([0x00] + bytes.dropFirst())))
    XCTAssertThrowsError(try IndexCodec.decode(Data(bytes + [0])))
    for length in stride(from: 0, to: bytes.count, by: 7) {
      XCTAssertThrowsError(try IndexCodec.decode(Data(bytes.prefix(length))), "cut at \(length)")
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      var damaged = bytes
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        damaged[Int.random(in: 1..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
      }
      _ = try? IndexCodec.decode(Data(damaged))
    }
  }

  static func fullIndex() -> TargetIndex {
    func at(_ line: Int, _ file: String = "/w/Sources/Core/A.swift") -> SourceLocation {
      SourceLocation(file: file, line: line, column: line % 7 + 1)
    }
    func type(_ text: String, _ line: Int) -> TypeReference { TypeReference(text, at: at(line)) }
    let parameter = ParameterDeclaration(
      label: "with", name: "clock", type: type("Clock?", 3), isAssisted: true, qualifier: type("Tag.self", 4),
      location: at(5))
    let initializer = InitializerDeclaration(
      parameters: [
        parameter,
        ParameterDeclaration(label: nil, name: "é", type: type("Int", 6), isAssisted: false, location: at(6)),
      ],
      accessLevel: .package, isMainActor: true, location: at(7))
    var dependency = DependencyDeclaration(
      name: "Service", moduleName: "Core", kind: .actor, registeredTo: type("AppComponent.self", 8),
      boundTo: type("any Servicing", 9), scope: .weakReference, scopeLocation: at(10), accessLevel: .open,
      isMainActor: true, initializers: [initializer], location: at(11))
    dependency.qualifier = type("Primary.self", 12)
    var provider = ProviderDeclaration(
      name: "tracker", parameters: [parameter], returnType: type("[String: Tracker]", 13), scope: .single,
      accessLevel: .public, isMainActor: true, location: at(14))
    provider.qualifier = type("Debug.self", 15)
    provider.contribution = Contribution(
      kind: .map, mapKey: .init(expression: "Key.login", type: type("Key", 16)), location: at(17))
    var module = ModuleDeclaration(
      name: "Trackers", moduleName: "Core", registeredTo: type("AppComponent.self", 18), accessLevel: .internal,
      providers: [provider], location: at(19))
    module.multibindings = [type("Set<Tracker>", 20)]
    var index = TargetIndex(
      moduleName: "Core",
      components: [
        ComponentDeclaration(
          name: "LoginComponent", moduleName: "Core", parent: type("AppComponent.self", 21),
          arguments: [type("Qualified<Name, String>.self", 22)], accessLevel: .fileprivate, isMainActor: true,
          location: at(23))
      ],
      dependencies: [dependency], modules: [module],
      types: [
        TypeDeclaration(
          name: "ID", kind: .typealias, accessLevel: .private, aliasOf: "String", initializerCount: 2, location: at(24))
      ],
      imports: ["/w/Sources/Core/A.swift": ["Foundation", "Sword"], "/w/Sources/Core/B.swift": []],
      diagnostics: [
        Diagnostic(
          .invalidInjectedInit, "'x' has 2", at: at(25), severity: .warning, detail: ["first", "second"],
          notes: [.init("declared here", at: at(26, "/w/Other.swift")), .init("no place")])
      ])
    index.conditionalImports = ["/w/Sources/Core/A.swift": ["UIKit"]]
    index.scannedTypes = [TypeDeclaration(name: "Plain", kind: .struct, accessLevel: .public, location: at(27))]
    return index
  }
}
