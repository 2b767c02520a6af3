import Components
import Foundation
import Sword

// Bindings made asynchronously and bindings whose creation can fail: an `async throws` `.single` provider, what
// depends on it, a throwing initializer, a main-actor async initializer, and the async forms of Lazy and Provider.

/// Where the notes database lives.
public struct DatabaseConfig: Sendable {
  public let path: String
}

public enum DatabaseError: Error, Equatable {
  case locked
}

/// How many databases were opened, and how many openings started.
public let databasesOpened = MadeCounter()
public let databaseOpeningsStarted = MadeCounter()
/// The next openings fail while this is above zero (a locked file, say).
public let databaseFailuresToCome = Countdown()

/// A counter that can be set and taken from any thread.
public final class Countdown: @unchecked Sendable {
  private let lock = NSLock()
  private var remaining = 0
  public init() {}
  public func set(_ value: Int) { lock.withLock { remaining = value } }
  /// Whether one is left (and takes it).
  public func take() -> Bool {
    lock.withLock {
      guard remaining > 0 else { return false }
      remaining -= 1
      return true
    }
  }
}

public final class Database: Sendable {
  public let path: String
  public let serial: Int

  init(path: String, serial: Int) {
    self.path = path
    self.serial = serial
  }

  /// Takes a while, so that concurrent requests overlap, and fails while ``databaseFailuresToCome`` says so.
  static func open(_ config: DatabaseConfig) async throws -> Database {
    _ = databaseOpeningsStarted.increment()
    try await Task.sleep(nanoseconds: 50_000_000)
    if databaseFailuresToCome.take() { throw DatabaseError.locked }
    return Database(path: config.path, serial: databasesOpened.increment())
  }
}

@Module(registeredTo: AppComponent.self)
public enum DatabaseModule {
  @Provider
  public static func databaseConfig(envVars: EnvVars) -> DatabaseConfig {
    DatabaseConfig(path: "notes-for-\(envVars.baseURL).sqlite")
  }

  @Provider(scopedWith: .single)
  public static func database(config: DatabaseConfig) async throws -> Database {
    try await Database.open(config)
  }
}

/// Needs the database right away, so its accessor is `async throws` too.
@Dependency(registeredTo: AppComponent.self)
public final class NoteRepository: Sendable {
  public let database: Database
  @Injected
  public init(database: Database) {
    self.database = database
  }
}

public enum KeychainError: Error {
  case noService
}

/// A throwing initializer: `func keychain() throws -> Keychain`.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class Keychain: Sendable {
  public let service: String
  @Injected
  public init(envVars: EnvVars) throws {
    guard !envVars.baseURL.isEmpty else { throw KeychainError.noService }
    service = "keychain-for-\(envVars.baseURL)"
  }
}

/// A main-actor binding with an async initializer, scoped: made once, on the main actor.
@MainActor
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class NotesViewModel {
  public let repository: NoteRepository
  public let keychain: Keychain
  @Injected
  public init(repository: NoteRepository, keychain: Keychain) async {
    await Task.yield()
    self.repository = repository
    self.keychain = keychain
  }
}

/// Defers the database with the async forms of Lazy and Provider: its own accessor stays synchronous.
@Dependency(registeredTo: AppComponent.self)
public final class SyncService {
  public let database: AsyncLazy<Database>
  public let makeRepository: AsyncProvider<NoteRepository>
  @Injected
  public init(database: AsyncLazy<Database>, makeRepository: AsyncProvider<NoteRepository>) {
    self.database = database
    self.makeRepository = makeRepository
  }
}
