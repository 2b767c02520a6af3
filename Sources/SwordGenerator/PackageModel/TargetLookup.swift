/// Finds a target that `.sword.yml` names in a described package, or says why it cannot be used.
enum TargetLookup {
  /// The target called `name` in `package` if it can take part in the graph, else the diagnostic at `location`.
  static func find(_ name: String, in package: DescribedPackage, at location: SourceLocation) -> Result<
    DescribedTarget, DiagnosticsError
  > {
    guard let target = package.target(named: name) else {
      return .failure(DiagnosticsError(unknown(name, in: package, at: location)))
    }
    guard target.kind.canTakePart, target.isSwift else {
      let what = target.isSwift ? "a \(target.kind) target" : "a \(target.moduleType ?? "non-Swift") target"
      return .failure(
        DiagnosticsError(
          Diagnostic(
            .unsupportedTarget,
            "'\(name)' is \(what) of package '\(package.name)'; only Swift library and executable targets can take part",
            at: location,
            detail: candidatesLine(in: package)
          )))
    }
    return .success(target)
  }

  /// `package 'Core' has no target named 'Netwrking'; did you mean 'Networking'?`, with the usable targets listed.
  static func unknown(_ name: String, in package: DescribedPackage, at location: SourceLocation) -> Diagnostic {
    let names = candidates(in: package).map(\.name)
    let nearest = Suggestion.nearest(to: name, in: names, maxDistance: max(2, name.count / 3))
    let hint = nearest.map { "; did you mean '\($0)'?" } ?? ""
    return Diagnostic(
      .unknownTarget,
      "package '\(package.name)' has no target named '\(name)'\(hint)",
      at: location,
      detail: candidatesLine(in: package)
    )
  }

  /// The targets that can take part in the graph, sorted by name.
  static func candidates(in package: DescribedPackage) -> [DescribedTarget] {
    package.targets.filter { $0.kind.canTakePart && $0.isSwift }.sorted { $0.name < $1.name }
  }

  /// One detail line listing the usable targets of `package` (and its folder).
  static func candidatesLine(in package: DescribedPackage) -> [String] {
    let names = candidates(in: package).map(\.name)
    if names.isEmpty {
      return ["package '\(package.name)' at \(package.path) has no Swift library or executable targets"]
    }
    return ["targets of '\(package.name)' at \(package.path): \(names.joined(separator: ", "))"]
  }
}
