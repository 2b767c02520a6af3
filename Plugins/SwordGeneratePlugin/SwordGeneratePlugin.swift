import PackagePlugin

/// `swift package --allow-writing-to-package-directory sword-generate`: runs `sword generate` on the root package,
/// with the packages described by SwiftPM's plugin API. Arguments after the verb go to `sword`.
@main
struct SwordGeneratePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try SwordCommandPluginRunner.run(verb: "generate", context: context, arguments: arguments)
  }
}
