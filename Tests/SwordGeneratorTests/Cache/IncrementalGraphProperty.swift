import Foundation
import PropertyBased
import Testing

@testable import SwordGenerator

/// The property behind the graph memo: for a random tree of components with random bindings in several modules, and
/// a random edit of one module's bindings (a scope, a parameter added or dropped, an initializer made `async`, a
/// binding moved to another component, one added or removed), with random modules' types mocked, the incremental
/// run (``IncrementalGraph``) either declines or gives exactly the whole run's files, mocks files included; and it
/// does not decline a clean edit that leaves the frame as it was. No SwiftPM and no compiler: indexes are made from sources in memory. `SWORD_PROPERTY_COUNT` changes the
/// count of 200.
@Suite struct IncrementalGraphProperty {
  static let count = Int(ProcessInfo.processInfo.environment["SWORD_PROPERTY_COUNT"] ?? "").map { $0 * 2 } ?? 200

  @Test func anIncrementalRunGivesTheWholeRunsFiles() async throws {
    await propertyCheck(count: Self.count, input: Gen.int(in: 0...9_999).array(of: 64)) { numbers in
      let workspace = RandomTree(numbers)
      let before = workspace.indexes(edited: false)
      let after = workspace.indexes(edited: true)
      let afterDigests = after.map { IndexCache.digest(of: IndexCodec.encode($0)) }
      var settings = GraphSettings(rootModule: "App")
      settings.mockModules = workspace.mocked
      let mockFiles = Dictionary(
        uniqueKeysWithValues: (0..<workspace.modules).map {
          ("M\($0)", "/ws/Sources/M\($0)/Sword.mocks.generated.swift")
        })
      for parts in [1, 3] {
        let output = OutputLocation(
          path: "/ws/Sources/App/Sword.generated.swift", parts: parts, mockFiles: mockFiles)
        let whole = Self.whole(before, settings: settings, output: output)
        guard whole.validated.diagnostics.isEmpty, let files = whole.output.files else { return }
        let digests = before.map { IndexCache.digest(of: IndexCodec.encode($0)) }
        guard
          let (memo, frameKey) = IncrementalGraph.memo(
            of: whole.validated, pieces: whole.pieces, heads: whole.heads, mocks: whole.mocks, indexes: before,
            digests: digests, workspace: workspace.workspace, configurationText: "random tree")
        else {
          Issue.record("no memo of a clean run")
          return
        }
        #expect(!files.isEmpty)
        #expect(Set(whole.mocks.keys).isSubset(of: workspace.mocked), "mocks files of mocked modules only")
        let expected = Self.whole(after, settings: settings, output: output)
        let incremental = IncrementalGraph.render(
          after, digests: afterDigests, memo: memo,
          storedFrameKey: frameKey, workspace: workspace.workspace, configurationText: "random tree",
          settings: settings, output: output)
        if let incremental {
          #expect(
            incremental.output.files == expected.output.files,
            "\(workspace.description)\nparts \(parts)")
          #expect(incremental.output.bindings == expected.output.bindings)
          // A run that writes no mocks (a build system's) writes none of the memo's either.
          if parts == 1 {
            let plain = OutputLocation(path: output.path)
            let unmocked = IncrementalGraph.render(
              after, digests: afterDigests, memo: memo,
              storedFrameKey: frameKey, workspace: workspace.workspace, configurationText: "random tree",
              settings: settings, output: plain)
            #expect(
              unmocked.map(\.output.files) == Self.whole(after, settings: settings, output: plain).output.files,
              "\(workspace.description)\nno mocks files")
          }
        } else if expected.validated.diagnostics.isEmpty {
          // Every edit here keeps the frame (the same types in the same modules, the same imports and components).
          Issue.record("a clean edit that keeps the frame took the whole path:\n\(workspace.description)")
        }
      }
    }
  }

  private static func whole(
    _ indexes: [TargetIndex], settings: GraphSettings, output: OutputLocation
  ) -> RenderStage.Built {
    RenderStage.graphAndRender(indexes, settings: settings, output: output)
  }
}

/// A component tree (`C0` the root, each other `Cn` a subcomponent of an earlier one) and modules `M0`…`M3` of
/// bindings, each registered to a component and asking for earlier bindings of its component or of an ancestor,
/// some of them with every type mocked (`generate_mocks`); and one edit of one module's bindings. Made from
/// numbers, so that a failing case shrinks.
struct RandomTree {
  private struct Binding {
    var name: String
    var module: Int
    var component: Int
    var scope: String
    var parameters: [Int]
    var isAsync: Bool
    /// A comment line above it, which moves every declaration below.
    var noted = false
  }

  private var parents: [Int?] = [nil]
  private var bindings: [Binding] = []
  private var edited: [Binding] = []
  private var editName = ""
  let modules = 4
  /// The modules whose types are mocked: the bits of the last number (which the tree seldom reaches).
  let mocked: Set<String>

  init(_ numbers: [Int]) {
    let bits = (numbers.last ?? 0) / 7
    mocked = Set((0..<modules).filter { bits >> $0 & 1 == 1 }.map { "M\($0)" })
    var numbers = numbers[...]
    func next(_ bound: Int) -> Int { (numbers.popFirst() ?? 0) % bound }
    for component in 1..<(2 + next(4)) { parents.append(next(component)) }
    func chain(_ component: Int) -> Set<Int> {
      var found: Set<Int> = [component]
      var current = parents[component]
      while let parent = current {
        found.insert(parent)
        current = parents[parent]
      }
      return found
    }
    for number in 0..<(3 + next(8)) {
      let component = next(parents.count)
      let visible = chain(component)
      let askable = bindings.indices.filter { visible.contains(bindings[$0].component) }
      let parameters = askable.filter { _ in next(3) == 0 }
      bindings.append(
        Binding(
          name: "T\(number)", module: next(modules), component: component,
          scope: ["", ", scopedWith: .single", ", scopedWith: .weakReference"][next(3)], parameters: parameters,
          isAsync: next(6) == 0))
    }
    edited = bindings
    let target = next(bindings.count)
    switch next(7) {
    case 0:
      editName = "scope of T\(target)"
      edited[target].scope = edited[target].scope.isEmpty ? ", scopedWith: .single" : ""
    case 1:
      editName = "a parameter of T\(target) dropped"
      edited[target].parameters = Array(edited[target].parameters.dropLast())
    case 2:
      editName = "T\(target) made async"
      edited[target].isAsync.toggle()
    case 3:
      editName = "T\(target) moved"
      edited[target].component = next(parents.count)
    case 4:
      editName = "T\(target) asks for T0"
      if !edited[target].parameters.contains(0), target > 0 { edited[target].parameters.insert(0, at: 0) }
    case 5:
      editName = "a line added above T\(target)"
      edited[target].noted = true
    default:
      editName = "scope of T\(target) made weak"
      edited[target].scope = ", scopedWith: .weakReference"
    }
  }

  /// Every module's index, before or after the edit.
  func indexes(edited isEdited: Bool) -> [TargetIndex] {
    let bindings = isEdited ? edited : self.bindings
    var sources: [String: String] = [:]
    var components = "import Sword\n@Component public final class C0 {}\n"
    for component in 1..<parents.count {
      components += "@Subcomponent(of: C\(parents[component]!).self) public final class C\(component) {}\n"
    }
    sources["Components"] = components
    for module in 0..<modules {
      var text =
        "import Components\nimport Sword\n"
        + (0..<modules).filter { $0 != module }.map { "import M\($0)\n" }
        .joined()
      for binding in bindings where binding.module == module {
        let parameters = binding.parameters.map { "t\($0): T\($0)" }.joined(separator: ", ")
        if binding.noted { text += "// The edit's line: the declarations below move down.\n" }
        text += """
          @Dependency(registeredTo: C\(binding.component).self\(binding.scope))
          public final class \(binding.name) {
            @Injected public init(\(parameters))\(binding.isAsync ? " async" : "") {}
          }

          """
      }
      sources["M\(module)"] = text
    }
    // Types stay where they were: every module declares the same names whatever the edit.
    sources["App"] = "import Components\nenum AppMarker {}\n"
    return sources.keys.sorted().map { module in
      TargetIndexer.index(moduleName: module, sources: [("/ws/Sources/\(module)/\(module).swift", sources[module]!)])
    }
  }

  /// The workspace the frame key is made of: one target per module.
  var workspace: Workspace {
    let modules = ["App", "Components"] + (0..<modules).map { "M\($0)" }
    return Workspace(
      targets: modules.map {
        SwordTarget(
          name: $0, moduleName: $0, packagePath: "/ws", directory: "/ws/Sources/\($0)",
          sourceFiles: ["/ws/Sources/\($0)/\($0).swift"], isRoot: $0 == "App")
      },
      root: RootOutput(
        moduleName: "App", directory: "/ws/Sources/App", outputPath: "/ws/Sources/App/Sword.generated.swift"))
  }

  var description: String {
    "parents \(parents), bindings "
      + bindings.map { "\($0.name)@C\($0.component) in M\($0.module)\($0.scope) \($0.parameters)" }.joined(
        separator: "; ") + "; mocked \(mocked.sorted()); edit: \(editName)"
  }
}
