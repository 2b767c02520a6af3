import Foundation

/// The files of generated code split in parts (`output_files: 4` in `.sword.yml`, `--output-files 4`): for the
/// output `Sources/App/Sword.generated.swift`, the parts are `Sword.generated.1.swift` … `Sword.generated.4.swift`
/// beside it, and the output itself is not written. The names depend on the number of parts alone, so that a build
/// system declares them before anything runs; which part holds what depends on names alone (see
/// ``Renderer/render(_:to:parts:)``).
package enum OutputParts {
  /// The most parts Sword writes: past a few per core, each file's fixed cost (parsing the imports, one frontend
  /// job) outweighs what it saves.
  package static let maximum = 64

  /// The files written for `output` in `parts` parts: `output` itself for one part.
  package static func paths(of output: String, parts: Int) -> [String] {
    guard parts > 1 else { return [output] }
    return (1...parts).map { "\(stem(of: output)).\($0).swift" }
  }

  /// Whether `path` is `output` or one of its parts, for any number of parts: a file Sword writes there, never a
  /// source to index.
  package static func isPart(_ path: String, of output: String) -> Bool {
    if path == output { return true }
    let stem = stem(of: output)
    guard path.hasPrefix(stem + "."), path.hasSuffix(".swift") else { return false }
    let number = path.dropFirst(stem.count + 1).dropLast(".swift".count)
    return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber) && number.first != "0"
  }

  /// `output` without `.swift`: what the parts' names start with.
  private static func stem(of output: String) -> String {
    output.hasSuffix(".swift") ? String(output.dropLast(".swift".count)) : output
  }

  /// Files Sword wrote for `output` with another number of parts that `paths` no longer has: the output or parts
  /// beyond the new count, kept only when they start with Sword's header (a file of the user's that happens to
  /// have such a name is left alone).
  package static func leftovers(of output: String, keeping paths: [String]) -> [String] {
    let folder = (output as NSString).deletingLastPathComponent
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else {
      return []
    }
    let kept = Set(paths)
    return names.sorted().map { Paths.join(folder, $0) }.filter { path in
      !kept.contains(path) && isPart(path, of: output) && startsWithHeader(path)
    }
  }

  /// Whether the file at `path` starts with Sword's header: a file Sword wrote, which it may remove.
  package static func startsWithHeader(_ path: String) -> Bool {
    guard let start = try? FileReader.readPrefix(path, count: Renderer.headerMark.utf8.count).get().data else {
      return false
    }
    return start == Data(Renderer.headerMark.utf8)
  }
}
