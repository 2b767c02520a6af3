extension SwordTarget {
  /// The target SwiftPM described, with its folder and `.swift` files made absolute against `packagePath`.
  ///
  /// `excluding` is the generated file: it and its parts (see ``OutputParts``) are left out of ``sourceFiles``, as
  /// the target's generated mocks and test modules' code always are.
  init(described target: DescribedTarget, packagePath: String, isRoot: Bool, excluding excluded: String? = nil) {
    let directory = Paths.join(packagePath, target.path)
    let files = Paths.join(directory, each: target.sources.filter { $0.hasSuffix(".swift") })
      .filter { path in
        !SwordTarget.isGeneratedCompanion(path, in: directory)
          && (excluded.map { !OutputParts.isPart(path, of: $0) } ?? true)
      }
    self.init(
      name: target.name,
      moduleName: target.c99name,
      packagePath: packagePath,
      directory: directory,
      sourceFiles: Array(Set(files)).sorted(),
      isRoot: isRoot
    )
    isMainActorByDefault = target.isMainActorByDefault
    importsInternalByDefault = target.importsInternalByDefault
  }
}
