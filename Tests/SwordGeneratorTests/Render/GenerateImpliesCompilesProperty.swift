import Foundation
import PropertyBased
import Testing

@testable import SwordGenerator

/// The property behind "a success means code that compiles": for random valid declarations (tricky names, classes
/// and structs, scopes, injected and assisted parameters of several forms, defaulted parameters, `#if DEBUG`
/// blocks, test overrides on or off), either Sword reports an error, or the code it generates (every type's mock
/// included) type-checks in Swift 6 mode with warnings as errors, with and without `DEBUG`. The names come in classes that once broke the
/// generated code: keywords in backticks and raw identifiers, standard-library and Foundation type names, the
/// names Sword generates (`Overrides`, the `override` and `self` its bodies use) as types and as parameters.
/// Each case is two `swiftc` runs (about half a second in all); `SWORD_PROPERTY_COUNT` changes the count of 20
/// (`make test` runs 100).
@Suite struct GenerateImpliesCompilesProperty {
  static let count = Int(ProcessInfo.processInfo.environment["SWORD_PROPERTY_COUNT"] ?? "") ?? 20

  @Test(.enabled(if: TypeCheck.isAvailable))
  func generatedCodeOfRandomDeclarationsCompiles() async throws {
    await propertyCheck(count: Self.count, input: Gen.int(in: 0...9_999).array(of: 48)) { numbers in
      let workspace = RandomWorkspace(numbers)
      let fixture = GraphFixture(["App": [workspace.source]])
      var (graph, diagnostics) = fixture.build()
      graph.testOverrides = workspace.testOverrides
      guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
      let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
      // Every type's mock too, in the module with the types (see `MockPlan`).
      let mocks = MockPlanner.plans(graph, mockModules: ["App"]).plans.map {
        MockRenderer.file($0, graph: graph, at: "/ws/Sources/App/Sword.mocks.generated.swift").contents
      }
      for debug in [true, false] {
        let result = try? TypeCheck.run(fixture, generatedFiles: [generated] + mocks, debug: debug)
        #expect(
          result?.status == 0,
          "DEBUG \(debug), overrides \(workspace.testOverrides):\n\(workspace.source)\n\(result?.output ?? "swiftc did not run")"
        )
      }
    }
  }
}

/// Declarations made from a list of numbers, so that the property library can shrink a failing case: each type
/// may take earlier types as parameters (no cycles), so most cases are valid graphs.
struct RandomWorkspace {
  private static let names = [
    "Store", "lowerThing", "日本語", "Date", "Timer", "Logger", "Default", "URLSession", "Repository", "ID", "_Hidden",
    "Ünïcode", "Clock", "Data", "Result2", "Session", "`default`", "`Raw Thing`", "`Type`", "Optional", "Overrides",
    "Array", "String", "Never",
  ]
  private static let labels = ["", "_ ", "with ", "override ", "in ", "default ", "`self` ", "Store "]
  /// The first assisted parameter's name: plain, or one that the generated bodies use for something else.
  private static let firstNames = ["a0", "`self`", "override", "component", "Store", "`default`"]

  var source = "import Foundation\nimport Sword\n@Component final class AppComponent {}\n"
  var testOverrides = false

  init(_ numbers: [Int]) {
    var numbers = numbers[...]
    func next(_ bound: Int) -> Int { (numbers.popFirst() ?? 0) % bound }
    testOverrides = next(2) == 0
    var declared: [(name: String, isClass: Bool, isAssisted: Bool, isConditional: Bool)] = []
    var used: Set<String> = []
    for _ in 0..<(1 + next(5)) {
      let name = Self.names[next(Self.names.count)]
      guard used.insert(name).inserted else { continue }
      let isClass = next(3) != 0
      let scope = ["", ", scopedWith: .single", isClass ? ", scopedWith: .weakReference" : ""][next(3)]
      let isConditional = next(4) == 0
      var parameters: [String] = []
      var isAssisted = false
      for (position, earlier) in declared.enumerated() where next(2) == 0 && !earlier.isAssisted {
        // A conditional type is asked for only by types under the same condition.
        if earlier.isConditional && !isConditional { continue }
        let form = ["\(earlier.name)", "\(earlier.name)?", "Lazy<\(earlier.name)>", "Sword.Provider<\(earlier.name)>"][
          next(4)]
        parameters.append("p\(position): \(form)")
      }
      for position in 0..<next(3) {
        var label = Self.labels[next(Self.labels.count)]
        let type = ["Int", "@escaping () -> Void", "@escaping @Sendable (Int) -> String", "[Swift.String]?"][next(4)]
        let name = position == 0 ? Self.firstNames[next(Self.firstNames.count)] : "a\(position)"
        // `self self:` is a warning (a label the same as the name), which Swift 6 with warnings as errors refuses.
        if label.filter({ $0 != "`" }) == name.filter({ $0 != "`" }) + " " { label = "" }
        parameters.append("@Assisted \(label)\(name): \(type)")
        isAssisted = true
      }
      // A parameter with a default: nothing binds `Int`, so the default is used.
      if next(3) == 0 { parameters.append("retries: Swift.Int = 3") }
      let scoped = isAssisted ? "" : scope
      let kind = isClass ? "final class" : "struct"
      let declaration = """
        @Dependency(registeredTo: AppComponent.self\(scoped))
        \(kind) \(name) { @Injected init(\(parameters.joined(separator: ", "))) {} }

        """
      source += isConditional ? "#if DEBUG\n\(declaration)#endif\n" : declaration
      declared.append((name, isClass, isAssisted, isConditional))
    }
  }
}
