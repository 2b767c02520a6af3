import Foundation

/// Reads `.sword.yml` into a ``Configuration``: every key checked, every path made absolute, standardized and
/// checked to exist inside the workspace.
///
/// Every problem found is thrown at once, each located at the node that caused it:
/// ```swift
/// do {
///   let configuration = try ConfigLoader.load(file: ".sword.yml", currentDirectory: "/repo")
///   print(configuration.localPackages.map(\.path))
/// } catch {
///   for diagnostic in error.diagnostics { print(diagnostic.rendered) }
///   // /repo/.sword.yml:3:5: error: [Sword/ConfigUnknownKey] unknown key 'taregts' in a 'local_packages' entry; …
/// }
/// ```
package enum ConfigLoader {
  /// Reads the configuration file at `file`, which may be relative to `currentDirectory`.
  package static func load(
    file: String, currentDirectory: String
  ) throws(DiagnosticsError) -> Configuration {
    try loadWithSource(file: file, currentDirectory: currentDirectory).configuration
  }

  /// The configuration and the bytes it was decoded from (what a cache keyed on the file must key on: reading the
  /// file again could see a later edit).
  static func loadWithSource(
    file: String, currentDirectory: String
  ) throws(DiagnosticsError) -> (configuration: Configuration, source: Data) {
    let path = Paths.join(currentDirectory, file)
    let bytes = try ConfigFileReader.read(path)
    let document = try YAMLReader.read(bytes, file: path)
    var decoder = ConfigDecoder(file: path)
    let configuration = decoder.decode(document.root)
    let diagnostics = document.diagnostics + decoder.diagnostics
    guard diagnostics.isEmpty, let configuration else { throw DiagnosticsError(diagnostics) }
    return (configuration, Data(bytes))
  }
}
