/// Writes an ``InitPlan`` as a commented `.sword.yml`.
///
/// ```swift
/// InitTemplate.render(InitPlan(rootTarget: "App", packages: [.init(path: "Packages/Core", targets: ["Core"])]))
/// // "…local_packages:\n  - path: Packages/Core\n    targets: [Core]\n…root:\n  path: .\n  target: App\n…"
/// ```
package enum InitTemplate {
  /// The file's text.
  package static func render(_ plan: InitPlan) -> String {
    var lines = [
      "# .sword.yml, written by `sword init`: which code takes part in the dependency graph, and where the",
      "# generated code goes. Paths are relative to the folder of this file. `sword generate` writes the code,",
      "# `sword check` fails when it is stale (for hooks and CI). .sword.yml.example in Sword's repository",
      "# explains every key.",
      "",
    ]
    let inside = plan.packages.filter { !$0.isOutside }
    let outside = plan.packages.filter(\.isOutside)
    if inside.isEmpty {
      lines += [
        "# The root package depends on no local package with Swift library targets: only the root target's",
        "# own sources take part. List packages here when you add some.",
        "local_packages: []",
      ]
    } else {
      lines += [
        "# The local packages the root package depends on by path (directly or through each other), each with",
        "# its Swift library targets. Remove targets that declare nothing for Sword, to index less.",
        "local_packages:",
      ]
      for package in inside { lines += entry(package, prefix: "") }
    }
    if !outside.isEmpty {
      lines += [
        "  # Outside this folder, so left out: uncomment them and add `allow_outside_workspace: true` to use them.",
      ]
      for package in outside { lines += entry(package, prefix: "# ") }
    }
    for reason in plan.leftOut { lines.append("  # Left out: \(reason)") }
    lines += [
      "",
      "# The target that receives the generated code; its own sources take part too.",
      "root:",
      "  path: .",
      "  target: \(scalar(plan.rootTarget))",
    ]
    if !plan.otherExecutables.isEmpty {
      lines.append("  # The other executable targets: \(plan.otherExecutables.joined(separator: ", ")).")
    }
    lines += [
      "  # The generated file, relative to the target's folder. Commit it.",
      "  output: Sword.generated.swift",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func entry(_ package: InitPlan.Package, prefix: String) -> [String] {
    [
      "  \(prefix)- path: \(scalar(package.path))",
      "  \(prefix)  targets: [\(package.targets.map(scalar).joined(separator: ", "))]",
    ]
  }

  /// `text` as a YAML scalar: bare when it is letters, digits and `_ - . /` that YAML reads as a string, else
  /// double-quoted.
  static func scalar(_ text: String) -> String {
    let allowed = text.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-./".unicodeScalars.contains($0)
    }
    let reserved = ["true", "false", "yes", "no", "on", "off", "null", "~"].contains(text.lowercased())
    let numeric = Double(text) != nil
    if allowed && !text.isEmpty && !text.hasPrefix("-") && !reserved && !numeric { return text }
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}
