/// The version printed by `sword --version`.
enum SwordVersion {
  static let current = "0.1.0"
}
