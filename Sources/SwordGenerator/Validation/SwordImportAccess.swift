/// A public component in a target built with `InternalImportsByDefault` (Swift 6's upcoming feature, the default
/// of the Swift 7 language mode), in a file whose `import Sword` is not `public`: the `@Component` and
/// `@Subcomponent` macros give it a public conformance to `Sword.Component` and public members of Sword's types,
/// which an internal import cannot expose, and the compiler stops inside the macro's expansion ("cannot use
/// protocol 'Component' in a public conformance; 'Sword' was not imported publicly"). A macro sees only the
/// declaration it is attached to, not the file's imports, so Sword says it here, at the attribute's declaration,
/// with the fix.
///
/// ```
/// Sources/Core/AppComponent.swift:4:21: error: [Sword/SwordImportedInternally] 'AppComponent' is public and 'Core'
/// imports modules internally by default (InternalImportsByDefault): write `public import Sword` in this file …
/// ```
enum SwordImportAccess {
  static func problems(in indexes: [TargetIndex], internalImportModules: Set<String>) -> [Diagnostic] {
    guard !internalImportModules.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    for index in indexes where internalImportModules.contains(index.moduleName) {
      for component in index.components where component.accessLevel >= .public {
        let file = component.location.file
        // Sword seen through a module that re-exports it, or imported `public`: nothing to say.
        guard index.imports[file]?.contains("Sword") == true, index.publicImports[file]?.contains("Sword") != true
        else { continue }
        let access = "public"
        let macro = component.isSubcomponent ? "@Subcomponent" : "@Component"
        diagnostics.append(
          Diagnostic(
            .swordImportedInternally,
            "'\(component.name)' is \(component.accessLevel.rawValue) and '\(index.moduleName)' imports modules "
              + "internally by default (InternalImportsByDefault), so the conformance to Sword.Component and the "
              + "members that \(macro) adds cannot be \(access); write `\(access) import Sword` in this file",
            at: component.location))
      }
    }
    return diagnostics
  }
}
