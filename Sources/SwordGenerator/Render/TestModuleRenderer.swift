/// Writes a ``TestModulePlan`` into its test target's `Sword.tests.generated.swift`: the accessors whose values the
/// target's test modules change, in extensions of their components, as the app's generated code writes them but
/// from the graph with the replacements. Declared in the test target, they hide the app's there (a member of the
/// module itself is preferred to an imported one), so its tests get the replacements wherever they reach them from;
/// the app and the other test targets do not see them. Their scoped instances are kept under keys of their own.
/// From `Fixtures/Testing/Tests/NotesAppTests/Sword.tests.generated.swift`:
///
/// ```swift
/// @testable import NotesApp
/// …
/// extension AppComponent {
///   …
///   var notesBackend: any NotesBackend {
///     _swordStorage.single(0x5577_A943) { FakeBackendModule.notesBackend() }
///   }
/// }
/// ```
enum TestModuleRenderer {
  /// The file of `plan` at `path`.
  static func file(_ plan: TestModulePlan, at path: String) -> GeneratedFile {
    let graph = plan.graph
    var writer = SwiftWriter()
    writer.line("@testable import \(graph.rootModule)")
    for module in imports(of: plan) { writer.line("import \(module)") }
    for component in plan.accessors.keys.sorted() {
      guard let node = graph.components[component], let bindings = plan.accessors[component] else { continue }
      let all = graph.bindings(of: component).filter(\.isDeclaration)
      let appKeys = Set(ScopeKeys.keys(of: all).values)
      let keys = ScopeKeys.keys(
        of: bindings.filter { $0.scope != nil }.map(\.accessorName), salt: "test:\(plan.module):", avoiding: appKeys)
      let aliases = CompatibilityAliases.aliases(for: all, of: node, graph: graph)
      var members = SwiftWriter(depth: 1)
      for (position, binding) in bindings.enumerated() {
        if position > 0 { members.line() }
        Renderer.renderAccessor(
          binding, key: keys[binding.accessorName] ?? 0, alias: aliases[binding.accessorName],
          componentCondition: node.declaration.condition, graph: graph, into: &members)
      }
      writer.line()
      writer.conditional(node.declaration.condition) { writer in
        writer.block("extension \(Renderer.componentSpelling(node.declaration, graph: graph))") {
          $0.raw(members.text)
        }
      }
    }
    return GeneratedFile(path: path, contents: Renderer.header + writer.text)
  }

  /// `Sword`, the modules declaring the components and what the accessors build, and what their files import;
  /// not the root module (imported `@testable` above) nor the test target itself.
  private static func imports(of plan: TestModulePlan) -> [String] {
    let graph = plan.graph
    var modules: Set<String> = ["Sword"]
    var files: Set<String> = []
    for (component, bindings) in plan.accessors {
      if let declaration = graph.components[component]?.declaration {
        modules.insert(declaration.moduleName)
        files.insert(declaration.location.file)
      }
      for binding in bindings { Renderer.addDeclarations(of: binding, modules: &modules, files: &files) }
    }
    for file in files { modules.formUnion(graph.importsByFile[file] ?? []) }
    return modules.subtracting([graph.rootModule, plan.module]).sorted()
  }
}
