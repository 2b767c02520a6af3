/// `local_packages:`, rockname/sword's list of packages whose targets take part in the graph.
extension ConfigDecoder {
  mutating func localPackages(_ pair: YAMLNode.Pair?) -> [Configuration.LocalPackage] {
    guard let pair, pair.value.scalar?.isNull != true else { return [] }
    let expected = "a list of packages, each with 'path' and 'targets'"
    guard let items = sequence(pair, expected: expected) else { return [] }
    var packages: [Configuration.LocalPackage] = []
    var seen: [String: SourceLocation] = [:]
    for item in items {
      guard let package = localPackage(item) else { continue }
      if let first = seen[package.path] {
        report(
          .configDuplicateEntry, "package '\(package.path)' is listed twice; list all its targets in one entry",
          at: package.location, notes: [Diagnostic.Note("first listed here", at: first)])
        continue
      }
      seen[package.path] = package.location
      packages.append(package)
    }
    return packages
  }

  private mutating func localPackage(_ item: YAMLNode) -> Configuration.LocalPackage? {
    if case .alias = item.kind { return nil }
    guard case .mapping(let pairs) = item.kind else {
      let message =
        "each entry of 'local_packages' must be a mapping with 'path' and 'targets', "
        + "found \(describe(item)); write '- path: <folder>' and, under it, 'targets: [<names>]'"
      report(.configWrongType, message, at: item.location)
      return nil
    }
    let entries = knownEntries(pairs, known: ConfigKeys.localPackage, in: "in a 'local_packages' entry")
    var path: String?
    var location = item.location
    if let pathPair = entries[ConfigKeys.path] {
      if let written = string(pathPair, expected: "the package folder, relative to .sword.yml") {
        location = written.location
        path = folder(written, role: "local package path")
      }
    } else {
      report(
        .configMissingKey, "'local_packages' entry is missing 'path' (the package folder, relative to .sword.yml)",
        at: item.location)
    }
    var targets: [Located<String>]?
    if let targetsPair = entries[ConfigKeys.targets] {
      targets = targetNames(targetsPair)
    } else {
      report(
        .configMissingKey, "'local_packages' entry is missing 'targets' (the package's targets to index)",
        at: item.location)
    }
    guard let path, let targets else { return nil }
    var package = Configuration.LocalPackage(path: path, location: location, targets: targets)
    if let pair = entries[ConfigKeys.generateMocks], let enabled = bool(pair) { package.generatesMocks = enabled }
    return package
  }

  private mutating func targetNames(_ pair: YAMLNode.Pair) -> [Located<String>]? {
    names(pair, kind: "target", emptyFix: "list at least one target of the package")
  }

  /// A list of names (`targets: [A, B]`, `components: [AppComponent]`): each a string, none twice, at least one.
  mutating func names(_ pair: YAMLNode.Pair, kind: String, emptyFix: String) -> [Located<String>]? {
    let key = pair.key.scalar?.value ?? "\(kind)s"
    if let scalar = pair.value.scalar, !scalar.isNull {
      let hint = "write '\(key): [\(Self.excerpt(scalar.value))]'"
      wrongType(pair, expected: "a list of \(kind) names", hint: hint)
      return nil
    }
    guard let items = sequence(pair, expected: "a list of \(kind) names") else { return nil }
    guard !items.isEmpty else {
      report(.configInvalidValue, "'\(key)' is empty; \(emptyFix)", at: pair.value.location)
      return nil
    }
    var names: [Located<String>] = []
    var seen: [String: SourceLocation] = [:]
    var valid = true
    for item in items {
      guard let name = string(YAMLNode.Pair(key: pair.key, value: item), expected: "a list of \(kind) names") else {
        valid = false
        continue
      }
      if let first = seen[name.value] {
        report(
          .configDuplicateEntry, "\(kind) '\(name.value)' is listed twice", at: name.location,
          notes: [Diagnostic.Note("first listed here", at: first)])
        continue
      }
      seen[name.value] = name.location
      names.append(name)
    }
    return valid ? names : nil
  }
}
