/// A value with the place it was written (in `.sword.yml`, in an Xcode project), for diagnostics.
package struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  package var value: Value
  package var location: SourceLocation
  package init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
