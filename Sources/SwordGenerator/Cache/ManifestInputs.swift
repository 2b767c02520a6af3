import Foundation
import SwiftParser
import SwiftSyntax

/// What a package's description depends on besides its manifests' bytes: a manifest SwiftPM compiles is a program,
/// and may read environment variables (`ProcessInfo.processInfo.environment["USE_LOCAL_KIT"]`, `getenv("CI")`,
/// `Context.environment[…]`), files, or its own path (`#filePath`). A cached description must not outlive a change
/// of any of them, or a cached `sword check` would pass where a cold one fails.
///
/// The manifest is read as Swift, with SwiftParser, not as text: spacing, comments and strings do not matter.
/// - `environment[…]` or `getenv(…)` with a plain string literal names a variable: it joins the key with its value.
/// - Any other use of the environment (`environment` bound to a name, passed along, `.keys`, `getenv(name)`,
///   `environ`) keys on the whole environment.
/// - Anything that can read a file, run a process, load code or ask the machine (``effects``), a
///   `ProcessInfo.processInfo` not followed by `.environment`, a `Context` member other than `environment` and
///   `packageDirectory`, or a manifest that does not parse: never cached.
/// - `#filePath`, `#file`, `Context.packageDirectory`, `fileURLWithPath`: the description depends on where the
///   package is, and the key holds its path.
/// A manifest the static reader accepts (``StaticPackageReader``) has none of these by construction.
///
/// ```swift
/// ManifestInputs.key(manifests: [coreManifest], environment: ["CI": "1"])  // "CI=1", or nil: do not cache
/// ```
enum ManifestInputs {
  /// What a set of manifests reads, as a key.
  struct Inputs: Equatable {
    /// The environment variables read, with their values, one `NAME=value` a line, sorted.
    var environment: String
    /// Whether the description depends on the package's path.
    var dependsOnPath: Bool
  }

  /// What `manifests` (the bytes ``ManifestFiles/read(package:)`` read) read, or `nil` when the description
  /// must not be cached.
  static func inputs(manifests: [Data], environment: [String: String]) -> Inputs? {
    var names: Set<String> = []
    var wholeEnvironment = false
    var dependsOnPath = false
    for manifest in manifests {
      // Most manifests hold none of the words: one pass over the bytes each, and nothing parsed (every run that
      // describes checks every package's manifests). An identifier is spelled with its own letters, so a manifest
      // without the word has no such identifier.
      guard mayRead(manifest) else { continue }
      guard let reads = Reads(manifest: manifest) else { return nil }
      names.formUnion(reads.variables)
      wholeEnvironment = wholeEnvironment || reads.wholeEnvironment
      dependsOnPath = dependsOnPath || reads.dependsOnPath
    }
    // The shell's own bookkeeping changes with every folder and shell, and no manifest means to depend on it.
    if wholeEnvironment { names.formUnion(environment.keys.filter { !Self.shellBookkeeping.contains($0) }) }
    let text = names.sorted().map { "\($0)=\(environment[$0] ?? "<unset>")" }.joined(separator: "\n")
    return Inputs(environment: text, dependsOnPath: dependsOnPath)
  }

  /// The environment part of ``inputs(manifests:environment:)``'s key, or `nil` when the description must not be
  /// cached.
  static func key(manifests: [Data], environment: [String: String]) -> String? {
    inputs(manifests: manifests, environment: environment)?.environment
  }

  /// Variables left out of a whole-environment key: they differ between two shells in one checkout.
  static let shellBookkeeping: Set<String> = ["PWD", "OLDPWD", "SHLVL", "_"]

  /// Names that can read a file or a directory, run a process, load code, or ask the machine something: a manifest
  /// that uses one (as a name, a member or an argument label) is never cached.
  static let effects: Set<String> = [
    "FileManager", "FileHandle", "InputStream", "OutputStream", "Bundle", "Process", "URLSession", "NSData", "NSString",
    "NSDictionary", "NSArray", "NSFileManager", "PropertyListSerialization", "FileWrapper", "DirectoryEnumerator",
    "contentsOf", "contentsOfFile", "contentsOfURL", "contentsOfDirectory", "fileAtPath", "withContentsOf",
    "resolvingSymlinksInPath", "resolveSymlinksInPath", "resourceValues", "checkResourceIsReachable",
    "checkPromisedItemIsReachable", "fileExists", "isReadableFile", "attributesOfItem", "currentDirectoryPath",
    "gitInformation", "fopen", "freopen", "fread", "fgets", "getline", "getdelim", "open", "openat", "read", "pread",
    "readv", "opendir", "fdopendir", "readdir", "scandir", "glob", "stat", "lstat", "fstat", "fstatat", "access",
    "faccessat", "realpath", "readlink", "readlinkat", "getcwd", "popen", "system", "posix_spawn", "posix_spawnp",
    "fork", "vfork", "execv", "execve", "execvp", "execl", "execlp", "dlopen", "dlsym", "mmap", "uname",
    "gethostname", "sysctl", "sysctlbyname", "getpwuid", "getuid", "getlogin", "arc4random", "random", "time",
    "clock_gettime", "gettimeofday", "Date", "UUID",
  ]

  /// The names ``Reads`` looks at besides the effects.
  private static let markers: Set<String> = effects.union([
    "environment", "getenv", "secure_getenv", "environ", "setenv", "unsetenv", "putenv", "ProcessInfo", "processInfo",
    "Context", "packageDirectory", "fileURLWithPath",
  ])

  /// Whether `manifest` has a word ``Reads`` looks at, or a `#` (`#filePath`): a pass over its bytes, words being
  /// runs of ASCII letters, digits and `_`.
  static func mayRead(_ manifest: Data) -> Bool {
    manifest.withUnsafeBytes { bytes in
      var start: Int?
      for position in 0...bytes.count {
        let byte = position < bytes.count ? bytes[position] : 0
        if byte == UInt8(ascii: "#") { return true }
        let isWordByte =
          (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
          || byte == 0x5F
        if isWordByte {
          if start == nil { start = position }
        } else if let first = start {
          start = nil
          let word = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[first..<position]), as: UTF8.self)
          if markers.contains(word) { return true }
        }
      }
      return false
    }
  }

  /// What one manifest reads, found in its syntax tree; `nil` when it may read files or ask the machine, or does
  /// not parse.
  struct Reads {
    var variables: Set<String> = []
    var wholeEnvironment = false
    var dependsOnPath = false

    init?(manifest: Data) {
      let tree = Parser.parse(source: String(decoding: manifest, as: UTF8.self))
      guard !tree.hasError else { return nil }
      for token in tree.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind else { continue }
        let word = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        if ManifestInputs.effects.contains(word) { return nil }
        switch word {
        case "environment":
          if let variable = Self.subscriptedVariable(token) {
            variables.insert(variable)
          } else {
            wholeEnvironment = true
          }
        case "getenv", "secure_getenv":
          if let variable = Self.calledVariable(token) { variables.insert(variable) } else { wholeEnvironment = true }
        case "environ", "setenv", "unsetenv", "putenv": wholeEnvironment = true
        case "ProcessInfo":
          guard Self.member(after: token) == "processInfo" else { return nil }
        case "processInfo":
          guard Self.member(after: token) == "environment" else { return nil }
        case "Context":
          switch Self.member(after: token) {
          case "environment": break
          case "packageDirectory": dependsOnPath = true
          default: return nil
          }
        case "filePath", "file", "filePathLiteral", "fileLiteral":
          if token.parent?.is(MacroExpansionExprSyntax.self) == true { dependsOnPath = true }
        case "packageDirectory", "fileURLWithPath": dependsOnPath = true
        default: break
        }
      }
    }

    /// The expression a name token is the whole of: `environment` in `environment[…]`, `ProcessInfo.processInfo
    /// .environment` (the member access) in `….environment[…]`.
    private static func expression(of token: TokenSyntax) -> ExprSyntax? {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
      if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
        return ExprSyntax(access)
      }
      return ExprSyntax(reference)
    }

    /// The member named right after a name: `processInfo` for `ProcessInfo` in `ProcessInfo.processInfo`.
    private static func member(after token: TokenSyntax) -> String? {
      guard let expression = expression(of: token),
        let access = expression.parent?.as(MemberAccessExprSyntax.self), access.base?.id == expression.id
      else { return nil }
      return access.declName.baseName.text
    }

    /// `"NAME"` in `….environment["NAME"]`.
    private static func subscriptedVariable(_ token: TokenSyntax) -> String? {
      guard let expression = expression(of: token),
        let call = expression.parent?.as(SubscriptCallExprSyntax.self), call.calledExpression.id == expression.id
      else { return nil }
      return literalArgument(call.arguments)
    }

    /// `"NAME"` in `getenv("NAME")`.
    private static func calledVariable(_ token: TokenSyntax) -> String? {
      guard let expression = expression(of: token),
        let call = expression.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id
      else { return nil }
      return literalArgument(call.arguments)
    }

    private static func literalArgument(_ arguments: LabeledExprListSyntax) -> String? {
      guard arguments.count == 1, let argument = arguments.first, argument.label == nil,
        let literal = argument.expression.as(StringLiteralExprSyntax.self)
      else { return nil }
      return literal.representedLiteralValue
    }
  }
}
