extension DiagnosticID {
  /// A module name (from SwiftPM, a package description file or an index file) that is not a Swift identifier and
  /// so cannot be imported by the generated code.
  package static let invalidModuleName = DiagnosticID("InvalidModuleName")

  /// A source file that uses Sword's attributes and is too large to parse on every run.
  package static let sourceTooLarge = DiagnosticID("SourceTooLarge")

  /// A source file that uses Sword's attributes and nests deeper than Sword parses.
  package static let sourceTooComplex = DiagnosticID("SourceTooComplex")

  /// One file listed more than once for a target under different paths, through a symbolic link in its folder.
  package static let duplicateSourceFile = DiagnosticID("DuplicateSourceFile")

  /// A public component in a target with `InternalImportsByDefault`, in a file whose `import Sword` is not public.
  package static let swordImportedInternally = DiagnosticID("SwordImportedInternally")
}

extension DiagnosticID {
  /// The output path names a file Sword did not generate (it lacks Sword's header): it is never overwritten.
  package static let outputNotGenerated = DiagnosticID("OutputNotGenerated")
}

extension DiagnosticID {
  /// An `inout` or variadic parameter of an `@Injected` initializer or a `@Provider`: nothing Sword can pass.
  package static let unsupportedParameter = DiagnosticID("UnsupportedParameter")
}

extension DiagnosticID {
  /// A binding that exists only under an `#if` condition, asked for where that condition may not hold (or a
  /// collection contribution under `#if`).
  package static let conditionalBinding = DiagnosticID("ConditionalBinding")
}

extension DiagnosticID {
  /// A component, `@Dependency` or `@Module` that is generic or nested in a generic type: the generated code
  /// cannot name it without generic arguments.
  package static let genericDeclaration = DiagnosticID("GenericDeclaration")

  /// A type that hides a module the generated code must name: a type called `Sword`, or a type called like the
  /// module whose name qualifies an ambiguous type (`Networking` in `Networking.Logger`).
  package static let shadowedModule = DiagnosticID("ShadowedModule")
}

extension DiagnosticID {
  /// `check` cannot read the generated file it compares (permission denied, or a folder in its place).
  package static let outputUnreadable = DiagnosticID("OutputUnreadable")
}

extension DiagnosticID {
  /// Two type names that differ only in Unicode normalisation: two types to the compiler, one to Sword.
  package static let ambiguousName = DiagnosticID("AmbiguousName")
}
