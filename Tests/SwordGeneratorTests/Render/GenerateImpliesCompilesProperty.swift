import Foundation
import PropertyBased
import SwordGenerator
import Testing

/// The property behind "a success means code that compiles": for random valid declarations (tricky names, classes
/// and structs, scopes, injected and assisted parameters of several forms, `#if DEBUG` blocks), either Sword reports
/// an error, or the code it generates type-checks in Swift 6 mode with warnings as errors, with and without `DEBUG`.
/// Each case is two `swiftc` runs (about half a second in all); `SWORD_PROPERTY_COUNT` changes the count of 20.
@Suite struct GenerateImpliesCompilesProperty {
  static let count = Int(ProcessInfo.processInfo.environment["SWORD_PROPERTY_COUNT"] ?? "") ?? 20

  @Test(.enabled(if: TypeCheck.isAvailable))
  func generatedCodeOfRandomDeclarationsCompiles() async throws {
    await propertyCheck(count: Self.count, input: Gen.int(in: 0...9_999).array(of: 48)) { numbers in
      let source = RandomWorkspace(numbers).source
      let fixture = GraphFixture(["App": [source]])
      let (graph, diagnostics) = fixture.build()
      guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
      let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
      for debug in [true, false] {
        let result = try? TypeCheck.run(fixture, generated: generated, debug: debug)
        #expect(result?.status == 0, "DEBUG \(debug):\n\(source)\n\(result?.output ?? "swiftc did not run")")
      }
    }
  }
}

/// Declarations made from a list of numbers, so that the property library can shrink a failing case: each type
/// may take earlier types as parameters (no cycles), so most cases are valid graphs.
struct RandomWorkspace {
  private static let names = [
    "Store", "lowerThing", "日本語", "Date", "Timer", "Logger", "Default", "URLSession", "Repository", "ID", "_Hidden",
    "Ünïcode", "Clock", "Data", "Result2", "Session",
  ]
  private static let labels = ["", "_ ", "with ", "override ", "in ", "default "]

  var source = "import Foundation\nimport Sword\n@Component final class AppComponent {}\n"

  init(_ numbers: [Int]) {
    var numbers = numbers[...]
    func next(_ bound: Int) -> Int { (numbers.popFirst() ?? 0) % bound }
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
        let label = Self.labels[next(Self.labels.count)]
        let type = ["Int", "@escaping () -> Void", "@escaping @Sendable (Int) -> String", "[String]?"][next(4)]
        parameters.append("@Assisted \(label)a\(position): \(type)")
        isAssisted = true
      }
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
