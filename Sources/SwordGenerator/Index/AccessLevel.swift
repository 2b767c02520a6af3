/// A Swift access level, ordered from the most to the least restrictive.
package enum AccessLevel: String, Hashable, Sendable, Comparable, CaseIterable {
  case `private`
  case `fileprivate`
  case `internal`
  case `package`
  case `public`
  case `open`

  package static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Whether code in another module can use a declaration with this access level.
  package var isVisibleFromOtherModules: Bool { self >= .public }
}
