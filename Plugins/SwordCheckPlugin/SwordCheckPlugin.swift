import PackagePlugin

/// `swift package sword-check`: runs `sword check` on the root package, with the packages described by SwiftPM's
/// plugin API; fails when the graph is invalid or the generated file is stale. Arguments go to `sword`.
@main
struct SwordCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try SwordCommandPluginRunner.run(verb: "check", context: context, arguments: arguments)
  }
}
