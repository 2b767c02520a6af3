import ArgumentParser

/// `sword`: compile-time dependency injection for Swift monorepos.
@main
struct SwordCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sword",
    abstract: "Compile-time dependency injection for Swift monorepos.",
    discussion: """
      Run at the root of a monorepo, next to .sword.yml. Sword describes the listed packages with SwiftPM, reads \
      their sources for @Component, @Dependency, @Module and @Provider, checks the whole graph, and writes plain \
      Swift (initializer calls, no reflection) into the root target.

      Exit codes:
        0   success: the file was written, or is already current
        1   errors in .sword.yml, the packages, the sources or the graph (nothing was written)
        2   `check` only: the graph is valid but the generated file is stale or missing
        64  wrong command-line usage
        130, 143  interrupted (SIGINT, SIGTERM): the swift package processes it started are ended too
      """,
    version: SwordVersion.current,
    subcommands: [GenerateCommand.self, CheckCommand.self, GraphCommand.self, InitCommand.self, IndexCommand.self],
    defaultSubcommand: GenerateCommand.self
  )
}
