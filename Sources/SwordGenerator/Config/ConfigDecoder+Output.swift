/// The `output` of `root`: a relative path to a `.swift` file.
extension ConfigDecoder {
  /// `written` standardized (`./Gen//A.swift` becomes `Gen/A.swift`), or `nil` when it is absolute, has a `..`
  /// or does not name a `.swift` file. `base` names what it is relative to, for messages.
  mutating func outputPath(_ written: Located<String>, relativeTo base: String) -> String? {
    let text = written.value
    let problem: String?
    let components = Paths.relativeComponents(text)
    if text.hasPrefix("/") {
      problem = "'output' must be relative to \(base), found the absolute path '\(text)'"
    } else if components == nil {
      problem = "'output' must not contain '..', found '\(text)'; it must stay inside \(base)"
    } else if text.hasSuffix("/") || !(components?.last.map { $0.hasSuffix(".swift") && $0 != ".swift" } ?? false) {
      problem = "'output' must name a .swift file, found '\(text)'; for example '\(OutputParts.defaultFileName)'"
    } else {
      problem = nil
    }
    if let problem {
      report(.configInvalidValue, problem, at: written.location)
      return nil
    }
    return components?.joined(separator: "/")
  }
}
