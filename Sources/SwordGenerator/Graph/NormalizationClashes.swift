/// Type names that differ only in Unicode normalisation (`Café` written with `é`, and with `e` and a combining
/// accent). The compiler sees two types; Swift's `String` compares them equal, and so would every table of Sword's:
/// rather than take one for the other, each such pair is reported where the second is declared.
enum NormalizationClashes {
  static func problems(in indexes: [TargetIndex]) -> [Diagnostic] {
    var first: [String: (bytes: [UInt8], location: SourceLocation)] = [:]
    var diagnostics: [Diagnostic] = []
    for index in indexes {
      for type in index.types where type.name.utf8.contains(where: { $0 >= 0x80 }) {
        let bytes = Array(type.name.utf8)
        guard let earlier = first[type.name] else {
          first[type.name] = (bytes, type.location)
          continue
        }
        guard earlier.bytes != bytes else { continue }
        diagnostics.append(
          Diagnostic(
            .ambiguousName,
            "'\(type.name)' differs from another type's name only in its Unicode normalisation: the compiler sees two "
              + "names, Sword cannot tell them apart; rename one of them",
            at: type.location, notes: [.init("the other is declared here", at: earlier.location)]))
      }
    }
    return diagnostics
  }
}
