import ArgumentParser
import Foundation
import SwordGenerator

/// `sword`: compile-time dependency injection for Swift monorepos.
@main
struct SwordCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sword",
    abstract: "Compile-time dependency injection for Swift monorepos.",
    // Lines that start with spaces stay under 80 columns: the help is wrapped there, a wrapped line to column 0.
    discussion: """
      Run at the root of a monorepo, next to .sword.yml. Sword reads the listed packages (a declarative \
      Package.swift is read without compiling it, any other with `swift package describe`), reads \
      their sources for @Component, @Dependency, @Module and @Provider, checks the whole graph, and writes plain \
      Swift (initializer calls, no reflection) into the root target.

      Exit codes:
        0         success: the file was written, or is already current
        1         errors in .sword.yml, the packages, the sources or the graph;
                  nothing was written
        2         `check` only: the graph is valid but the generated file is
                  stale or missing
        64        wrong command-line usage
        130, 143  interrupted (SIGINT, SIGTERM): every process it started is
                  ended too
      """,
    version: SwordVersion.current,
    subcommands: [
      GenerateCommand.self, CheckCommand.self, GraphCommand.self, DiffCommand.self, InitCommand.self, IndexCommand.self,
      VerifyManifestsCommand.self,
    ],
    defaultSubcommand: GenerateCommand.self
  )
}

extension SwordCommand {
  /// Parses and runs the command, first turning a mistyped subcommand (`sword genrate`) into "did you mean". As
  /// `generate` is the default subcommand, the argument parser would otherwise call the word an unexpected
  /// argument of `generate`.
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // `sword` started by itself to supervise one process (see `ProcessSupervisor`).
    if arguments.first == ProcessSupervisor.argument { ProcessSupervisor.run(Array(arguments.dropFirst())) }
    ProcessRunner.superviseChildren()
    if let problem = unknownSubcommand(arguments) {
      FileHandle.standardError.write(Data((problem + "\n").utf8))
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    do {
      var command = try parseAsRoot(arguments)
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      exitEscaped(error)
    }
  }

  /// As `exit(withError:)`, with the message's control characters escaped: the argument parser quotes the user's
  /// words (`Unknown option '--x'`, `The value 'x' is invalid`), which may hold anything.
  static func exitEscaped(_ error: any Error) -> Never {
    let code = exitCode(for: error)
    let message = TerminalText.escapedLines(fullMessage(for: error))
    if !message.isEmpty {
      // Help (`--help`, a success) goes to standard output, errors to standard error.
      if code == .success { print(message) } else { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
    Foundation.exit(code.rawValue)
  }

  /// The message for a first word that is no subcommand, or `nil`. Every subcommand takes options only, so a first
  /// word that is not an option is meant as a subcommand.
  static func unknownSubcommand(_ arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    let names = configuration.subcommands.map { $0._commandName } + ["help"]
    guard !names.contains(first) else { return nil }
    // The word is the user's, and may hold anything: escaped, as every path and name Sword prints.
    let word = TerminalText.escaped(first)
    if let near = Suggestion.nearest(to: first, in: names) {
      return "sword: error: unknown command '\(word)'; did you mean '\(near)'? (see 'sword --help')"
    }
    return
      "sword: error: unknown command '\(word)'; the commands are \(names.joined(separator: ", ")) (see 'sword --help')"
  }
}
