import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The key that authenticates cache entries: every entry carries the HMAC-SHA256 of its kind, name, header and
/// payload under it (see ``CacheStore``), and an entry whose code does not match is a miss. The key is never in
/// the cache, so a cache that someone else could have written (one restored on CI, copied from another machine, or
/// edited in place with its checksum recomputed) cannot put a line into the generated code: without the key, no
/// entry it holds is read.
///
/// Where the key comes from:
/// - `SWORD_CACHE_KEY`, 32 bytes or more as hexadecimal digits or base64 (`openssl rand -hex 32`): what CI sets
///   from a repository secret, so that a cache restored by an earlier job, at any path, is read by the next.
/// - Otherwise the user's key file, `$XDG_CONFIG_HOME/sword/cache-key` (else `~/.config/sword/cache-key`), made on
///   the first run with 32 random bytes, exclusively, mode 0600. It is used only when it is a regular file (no
///   link is followed) owned by the user and readable by no one else.
///
/// With neither (a malformed variable, a key file that is not the user's alone, no home), the run uses no cache:
/// a cold run is always right, and the CLI says why.
///
/// ```swift
/// switch CacheSecret.load(environment: ProcessInfo.processInfo.environment) {
/// case .success(let secret): options.cacheSecret = secret
/// case .failure(let problem): print("warning: no cache: \(problem)")
/// }
/// ```
package struct CacheSecret: Sendable, Equatable {
  /// The key's bytes (32 or more).
  let bytes: [UInt8]

  /// The variable CI sets.
  package static let environmentVariable = "SWORD_CACHE_KEY"
  /// The fewest bytes a key may have: SHA-256's output, the size RFC 2104 recommends.
  static let minimumCount = 32

  init?(bytes: [UInt8]) {
    guard bytes.count >= Self.minimumCount else { return nil }
    self.bytes = bytes
  }

  /// A key given as text: hexadecimal digits, else base64 (standard or URL-safe, padded or not), surrounding white
  /// space ignored; `nil` when it is neither or holds fewer than 32 bytes.
  init?(text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if let bytes = Self.hexBytes(trimmed) ?? Self.base64Bytes(trimmed) {
      self.init(bytes: bytes)
    } else {
      return nil
    }
  }

  /// A key made of fresh random bytes (from the system's secure generator).
  static func random() -> CacheSecret {
    var generator = SystemRandomNumberGenerator()
    return CacheSecret(bytes: (0..<Self.minimumCount).map { _ in UInt8.random(in: 0...255, using: &generator) })!
  }

  /// A key made once per process: what an engine run gets when its caller gives none. Entries another process wrote
  /// are then misses, never trusted.
  package static let process = CacheSecret.random()

  /// The HMAC-SHA256 of the concatenation of `parts`, as 64 hexadecimal digits.
  func authenticationCode(_ parts: [Data]) -> String {
    SHA256.authenticationCode(key: bytes, parts: parts).hex
  }

  /// Why no key could be had; the run then uses no cache.
  package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// `SWORD_CACHE_KEY` is set but is not 32 bytes or more of hexadecimal or base64.
    case malformedVariable
    /// Neither `XDG_CONFIG_HOME` nor `HOME` is set.
    case noHome
    /// The key file is there but is not the user's alone, or cannot be read or made.
    case keyFile(path: String, reason: String)

    package var description: String {
      switch self {
      case .malformedVariable:
        "\(CacheSecret.environmentVariable) must hold 32 bytes or more as hexadecimal digits or base64"
      case .noHome:
        "neither XDG_CONFIG_HOME nor HOME is set, so there is no key file for \(CacheSecret.environmentVariable)"
      case .keyFile(let path, let reason): "the cache key file \(path) \(reason)"
      }
    }
  }

  /// The key from `environment`'s `SWORD_CACHE_KEY`, else from the user's key file (made when missing).
  package static func load(environment: [String: String]) -> Result<CacheSecret, Problem> {
    if let text = environment[environmentVariable], !text.isEmpty {
      return CacheSecret(text: text).map { .success($0) } ?? .failure(.malformedVariable)
    }
    guard let path = keyFilePath(environment: environment) else { return .failure(.noHome) }
    return loadOrCreate(keyFile: path)
  }

  /// `$XDG_CONFIG_HOME/sword/cache-key`, else `$HOME/.config/sword/cache-key` (as the XDG base directories say; an
  /// XDG_CONFIG_HOME that is not absolute is ignored).
  static func keyFilePath(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/sword/cache-key" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.config/sword/cache-key" }
    return nil
  }

  /// The key in the file at `path`, which is made (its folder with mode 0700, the file exclusively with mode 0600
  /// and 64 hexadecimal digits) when there is none. Two runs making it at once agree: the file takes its name in
  /// one step and the loser reads the winner's.
  static func loadOrCreate(keyFile path: String) -> Result<CacheSecret, Problem> {
    switch readKeyFile(path) {
    case .success(let secret): return .success(secret)
    case .failure(let problem) where problem != .missing: return .failure(problem.problem(path: path))
    case .failure: break
    }
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      return .failure(.keyFile(path: path, reason: "cannot be made (its folder cannot be created)"))
    }
    let fresh = random()
    switch AtomicFile.create(path, with: Data((fresh.bytes.hex + "\n").utf8), mode: 0o600) {
    case .success: return .success(fresh)
    case .failure(.exists): return readKeyFile(path).mapError { $0.problem(path: path) }
    case .failure(.unwritable(let reason)): return .failure(.keyFile(path: path, reason: "cannot be made (\(reason))"))
    }
  }

  /// Why a key file was not read.
  enum FileProblem: Error, Equatable {
    case missing
    case untrusted(String)

    func problem(path: String) -> Problem {
      switch self {
      case .missing: .keyFile(path: path, reason: "does not exist")
      case .untrusted(let reason): .keyFile(path: path, reason: reason)
      }
    }
  }

  /// The key in the file at `path`: opened without following a link and without blocking, then checked through
  /// its descriptor (a regular file, owned by this user, no permission for anyone else) before it is read.
  static func readKeyFile(_ path: String) -> Result<CacheSecret, FileProblem> {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return .failure(.missing) }
      if errno == ELOOP { return .failure(.untrusted("is a symbolic link: remove it (it is made again)")) }
      return .failure(.untrusted("cannot be read (\(String(cString: strerror(errno))))"))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .failure(.untrusted("is not a regular file"))
    }
    guard status.st_uid == geteuid() else { return .failure(.untrusted("belongs to another user")) }
    guard status.st_mode & 0o077 == 0 else {
      return .failure(.untrusted("can be read or written by others: make it mode 0600 or remove it"))
    }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &bytes, bytes.count)
    guard count >= 0, let secret = CacheSecret(text: String(decoding: bytes.prefix(count), as: UTF8.self)) else {
      return .failure(.untrusted("does not hold a key of 32 bytes or more: remove it (it is made again)"))
    }
    return .success(secret)
  }

  private static func hexBytes(_ text: String) -> [UInt8]? {
    let digits = Array(text.utf8)
    guard !digits.isEmpty, digits.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count / 2)
    for index in stride(from: 0, to: digits.count, by: 2) {
      guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
    }
    return bytes
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func base64Bytes(_ text: String) -> [UInt8]? {
    var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
    return Data(base64Encoded: standard).map { [UInt8]($0) }
  }
}
