import Foundation
import SwordTestSupport
import XCTest

@testable import SwordGenerator

/// Whatever a path names, Sword reads only regular files and never waits on one: a FIFO planted as `.sword.yml`, as
/// a cache entry of any kind, as a source, an index file or the generated file is reported or ignored at once.
///
/// A FIFO with no writer blocks whoever opens it for reading. So that a regression fails instead of hanging the
/// suite, a watchdog opens each FIFO for writing once the run is over or has taken very long: that succeeds only
/// when a reader is waiting on it, which is counted as a failure, and its end of file lets the reader go on.
final class FileReaderTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
  }

  private func makeFIFO(_ relativePath: String) throws -> String {
    let path = folder.path + "/" + relativePath
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(atPath: path)
    XCTAssertEqual(mkfifo(path, 0o644), 0)
    return path
  }

  /// Runs `body`, with a watchdog that frees (and reports) any reader blocked on one of `fifos`.
  private func withoutBlocking<T>(
    on fifos: [String], file: StaticString = #filePath, line: UInt = #line, _ body: () async throws -> T
  ) async rethrows -> T {
    let watchdog = FIFOWatchdog(fifos)
    watchdog.start(after: 60)
    defer {
      let blocked = watchdog.stop()
      XCTAssertEqual(blocked, [], "Sword waited on these FIFOs", file: file, line: line)
    }
    return try await body()
  }

  func testOnlyRegularFilesAreRead() async throws {
    let fifo = try makeFIFO("pipe")
    try folder.write("file.txt", "hello")
    try FileManager.default.createDirectory(atPath: folder.path + "/folder", withIntermediateDirectories: true)
    await withoutBlocking(on: [fifo]) {
      XCTAssertEqual(FileReader.read(fifo).failure, .notRegular("a FIFO"))
      XCTAssertNil(FileReader.contents(fifo))
      XCTAssertEqual(FileReader.readPrefix(fifo, count: 4).failure, .notRegular("a FIFO"))
    }
    XCTAssertEqual(FileReader.read(folder.path + "/folder").failure, .notRegular("a directory"))
    XCTAssertEqual(FileReader.read(folder.path + "/missing").failure, .missing)
    XCTAssertEqual(FileReader.read(folder.path + "/file.txt", limit: 4).failure, .tooLarge(limit: 4))
    XCTAssertEqual(try FileReader.readPrefix(folder.path + "/file.txt", count: 4).get().data, Data("hell".utf8))
    XCTAssertEqual(try FileReader.read(folder.path + "/file.txt").get().data, Data("hello".utf8))
  }

  private func writeWorkspace() throws {
    try folder.write(
      ".sword.yml",
      """
      local_packages:
        - path: Core
          targets: [Core]
      root:
        sources: App
        module: App
        output: App/Sword.generated.swift

      """)
    try folder.write("Core/Package.swift", "// swift-tools-version: 6.0\n")
    try folder.write(
      "Core/Sources/Core/AppComponent.swift",
      """
      import Sword
      @Component
      public final class AppComponent {}
      @Dependency(registeredTo: AppComponent.self)
      public final class Clock {
        @Injected public init() {}
      }
      """)
    try folder.write("App/App.swift", "enum AppMarker {}\n")
  }

  private func run(_ goal: PipelineGoal, cache: CacheSetting = .disabled) async -> PipelineReport {
    await Pipeline.run(config: folder.path + "/.sword.yml", goal: goal, describer: ListingDescriber(), cache: cache)
  }

  func testAFIFOAsTheConfigurationIsReportedAtOnce() async throws {
    let fifo = try makeFIFO(".sword.yml")
    let report = await withoutBlocking(on: [fifo]) { await run(.check) }
    XCTAssertEqual(report.outcome, .failed)
    XCTAssertEqual(report.diagnostics.map(\.id), [.configUnreadable])
    XCTAssertTrue(report.diagnostics.first?.message.contains("is a FIFO, not a configuration file") == true)
  }

  /// Every entry of every kind replaced by a FIFO: each is a miss, and the run gives the cold result.
  func testFIFOsAsCacheEntriesAreMisses() async throws {
    try writeWorkspace()
    let cache = folder.path + "/cache"
    let cold = await run(.generate)
    XCTAssertEqual(cold.outcome, .written, cold.diagnostics.map(\.rendered).joined())
    _ = await run(.check, cache: .directory(cache))
    var fifos: [String] = []
    for kind in try FileManager.default.contentsOfDirectory(atPath: cache) where !kind.hasPrefix(".") {
      for entry in try FileManager.default.contentsOfDirectory(atPath: cache + "/" + kind) where !entry.hasPrefix(".") {
        fifos.append(try makeFIFO("cache/\(kind)/\(entry)"))
      }
    }
    XCTAssertGreaterThanOrEqual(fifos.count, 2, "index and run entries at least")
    let report = await withoutBlocking(on: fifos) { await run(.check, cache: .directory(cache)) }
    XCTAssertEqual(report.outcome, .upToDate, report.diagnostics.map(\.rendered).joined())
    XCTAssertEqual(report.counts["cached targets"], 0)
  }

  func testAFIFOAsASourceOrAsTheGeneratedFileIsReported() async throws {
    try writeWorkspace()
    let source = try makeFIFO("Core/Sources/Core/Pipe.swift")
    let output = try makeFIFO("App/Sword.generated.swift")
    let report = await withoutBlocking(on: [source, output]) { await run(.check) }
    XCTAssertEqual(report.outcome, .failed)
    let messages = report.diagnostics.map(\.rendered).joined(separator: "\n")
    XCTAssertTrue(messages.contains("cannot read '\(source)': it is a FIFO, not a regular file"), messages)
    try FileManager.default.removeItem(atPath: source)
    let check = await withoutBlocking(on: [output]) { await run(.check) }
    XCTAssertEqual(
      check.diagnostics.map(\.rendered),
      ["sword: error: [Sword/OutputUnreadable] cannot read '\(output)' to compare it: it is a FIFO, not a regular file"]
    )
    let generate = await withoutBlocking(on: [output]) { await run(.generate) }
    XCTAssertEqual(generate.outcome, .failed)
    XCTAssertTrue(generate.diagnostics.map(\.rendered).joined().contains("it is a FIFO, not a regular file"))
  }

  func testAFIFOAsAnIndexFileIsReported() async throws {
    let fifo = try makeFIFO("Core.swordindex")
    let result = await withoutBlocking(on: [fifo]) {
      Result { () throws(DiagnosticsError) in try IndexFile.read(fifo) }
    }
    XCTAssertThrowsError(try result.get()) { error in
      let message = (error as? DiagnosticsError)?.diagnostics.first?.message ?? ""
      XCTAssertTrue(message.contains("it is a FIFO, not a regular file"), message)
    }
  }
}

/// Frees readers blocked on FIFOs: opening a FIFO for writing without blocking succeeds only when a reader has it
/// open, so each success is a reader that waited.
private final class FIFOWatchdog: @unchecked Sendable {
  private let fifos: [String]
  private let lock = NSLock()
  private var blocked: Set<String> = []
  private var stopped = false
  private let done = DispatchSemaphore(value: 0)

  init(_ fifos: [String]) { self.fifos = fifos }

  func start(after seconds: Int) {
    Thread.detachNewThread { [self] in
      // Wakes at once when stopped; otherwise after `seconds`, then frees readers until stopped.
      _ = done.wait(timeout: .now() + .seconds(seconds))
      while !lock.withLock({ stopped }) {
        free()
        _ = done.wait(timeout: .now() + .milliseconds(200))
      }
    }
  }

  /// Stops the watchdog, after one last look; the FIFOs a reader was found waiting on.
  func stop() -> [String] {
    free()
    lock.withLock { stopped = true }
    done.signal()
    return lock.withLock { blocked.sorted() }
  }

  private func free() {
    for fifo in fifos {
      // The run may have replaced the FIFO with a file of its own (a cache entry written again): not a FIFO, no one
      // waiting.
      let descriptor = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { continue }
      var status = stat()
      if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO {
        lock.withLock { _ = blocked.insert(fifo) }
      }
      close(descriptor)
    }
  }
}
