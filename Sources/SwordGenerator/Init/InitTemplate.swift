/// Writes an ``InitPlan`` as a commented `.sword.yml`.
///
/// ```swift
/// InitTemplate.render(InitPlan(rootTarget: "App", packages: [.init(path: "Packages/Core", targets: ["Core"])]))
/// // "…local_packages:\n  - path: \"Packages/Core\"\n    targets: [\"Core\"]\n…root:\n  path: .\n  target: \"App\"\n…"
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
    if let xcode = plan.xcode { return (lines + xcodeRoot(xcode, plan: plan)).joined(separator: "\n") + "\n" }
    let inside = plan.packages.filter { !$0.isOutside }
    let outside = plan.packages.filter(\.isOutside)
    if inside.isEmpty {
      lines += [
        "# The root target depends on no other target of its package, and the root package on no local package",
        "# with Swift library targets: only the root target's own sources take part. List packages here when you",
        "# add some.",
        "local_packages: []",
      ]
    } else {
      lines += [
        "# The targets that take part besides the root target's own sources: those of the root package that the",
        "# root target depends on (path: .), and the local packages the root package depends on by path (directly",
        "# or through each other), each with its Swift library targets. Remove targets that declare nothing for",
        "# Sword, to index less.",
        "local_packages:",
      ]
      for package in inside { lines += entry(package, prefix: "") }
    }
    if !outside.isEmpty {
      lines += [
        "  # Outside this folder, so left out: uncomment them and add `allow_outside_workspace: true` to use them."
      ]
      for package in outside { lines += entry(package, prefix: "# ") }
    }
    for reason in plan.leftOut { lines.append("  # Left out: \(TerminalText.escaped(reason))") }
    lines += [
      "",
      "# The target that receives the generated code; its own sources take part too.",
      "root:",
      "  path: .",
      "  target: \(scalar(plan.rootTarget))",
    ]
    if !plan.otherExecutables.isEmpty {
      lines.append(
        "  # The other executable targets: \(TerminalText.escaped(plan.otherExecutables.joined(separator: ", "))).")
    }
    lines += [
      "  # The generated file, relative to the target's folder. Commit it.",
      "  output: Sword.generated.swift",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The Xcode form: the project and its app target; the packages it references are read from it.
  private static func xcodeRoot(_ xcode: InitPlan.XcodeRoot, plan: InitPlan) -> [String] {
    var lines = [
      "# The app target of an Xcode project receives the generated code. Sword reads from the project the",
      "# target's Swift sources, module name and build settings, and the local packages whose products it uses.",
    ]
    if xcode.packages.isEmpty {
      lines.append("# The project references no local package.")
    } else {
      lines.append("# The project references: \(TerminalText.escaped(xcode.packages.joined(separator: ", "))).")
    }
    lines += [
      "# List other packages here (with their targets) only if the project does not reference them.",
      "local_packages: []",
      "",
      "root:",
      "  xcode_project: \(scalar(xcode.project))",
      "  target: \(scalar(plan.rootTarget))",
    ]
    if !plan.otherExecutables.isEmpty {
      lines.append(
        "  # The other application targets: \(TerminalText.escaped(plan.otherExecutables.joined(separator: ", "))).")
    }
    return lines + [
      "  # The generated file, relative to this file (by default in the target's folder). Commit it, and add it to",
      "  # the target once (a synchronized folder of Xcode 16 has it already).",
      "  output: \(scalar(xcode.output))",
    ]
  }

  /// One `local_packages` entry; its targets on one line while they fit in 100 columns, else one per line.
  private static func entry(_ package: InitPlan.Package, prefix: String) -> [String] {
    let flow = "  \(prefix)  targets: [\(package.targets.map(scalar).joined(separator: ", "))]"
    let targets =
      flow.count <= 100 ? [flow] : ["  \(prefix)  targets:"] + package.targets.map { "  \(prefix)    - \(scalar($0))" }
    return ["  \(prefix)- path: \(scalar(package.path))"] + targets
  }

  /// `text` as a double-quoted YAML scalar, whatever it holds: `\` and `"` escaped, and every control or
  /// line-breaking character written as a YAML escape, so that no folder or target name can end the value or the
  /// line and write a key of its own (a folder named `x\nallow_outside_workspace: true` stays one path).
  static func scalar(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": quoted += "\\\\"
      case "\"": quoted += "\\\""
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFEFF
        || scalar.properties.generalCategory == .lineSeparator
        || scalar.properties.generalCategory == .paragraphSeparator:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
