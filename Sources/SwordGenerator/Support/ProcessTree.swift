import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes below this one, and the way to end them all, whatever session or process group they moved to.
///
/// On Linux the tree is read from `/proc` (each process's parent, in `/proc/<pid>/stat`). In a child subreaper (see
/// ``ProcessRunner/superviseChildren()``) it holds everything this process started and everything those started:
/// a process whose parent ends is re-parented here, so nothing drops out of the tree by outliving its parent. On
/// other systems there is no `/proc`: the tree is empty and ending it does nothing, and processes are ended with
/// their process group alone (see ``ProcessRunner``).
///
/// ```swift
/// ProcessTree.endDescendants(grace: .seconds(2), reaping: true)  // nothing below this process runs any more
/// ```
package enum ProcessTree {
  /// The descendants of `root` that still run (zombies left out: they have ended and only wait to be reaped), in
  /// no particular order.
  package static func descendants(of root: pid_t) -> [pid_t] {
    #if os(Linux)
      var children: [pid_t: [pid_t]] = [:]
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
        guard let pid = pid_t(entry), let status = status(of: pid), status.state != "Z", status.state != "X" else {
          continue
        }
        children[status.parent, default: []].append(pid)
      }
      var found: [pid_t] = []
      var next = children[root] ?? []
      while let pid = next.popLast() {
        found.append(pid)
        next += children[pid] ?? []
      }
      return found
    #else
      return []
    #endif
  }

  /// Ends every descendant of this process: each is asked to end (SIGTERM), given `grace` to do so, and what still
  /// runs after it is killed (SIGKILL), again and again until nothing below this process runs. With `reaping`, the
  /// children this process is left with are reaped as they end; without, they stay zombies (the caller exits, or
  /// something else waits for them).
  ///
  /// Killing is repeated because a process may start another between the moment the tree is read and the moment it
  /// is killed; that one is re-parented to this process (a subreaper), so the next reading finds it.
  package static func endDescendants(grace: Duration, reaping: Bool) {
    #if os(Linux)
      let me = getpid()
      var running = descendants(of: me)
      guard !running.isEmpty else {
        if reaping { reapChildren() }
        return
      }
      for pid in running {
        kill(pid, SIGTERM)
        // A stopped process handles SIGTERM only once it runs again.
        kill(pid, SIGCONT)
      }
      let deadline = ContinuousClock.now + grace
      while !running.isEmpty, ContinuousClock.now < deadline {
        if reaping { reapChildren() }
        usleep(20_000)
        running = descendants(of: me)
      }
      while !running.isEmpty {
        for pid in running { kill(pid, SIGKILL) }
        if reaping { reapChildren() }
        usleep(10_000)
        running = descendants(of: me)
      }
      if reaping { reapChildren() }
    #endif
  }

  /// Reaps every child of this process that has ended, without waiting for one that has not.
  package static func reapChildren() {
    var status: Int32 = 0
    while waitpid(-1, &status, WNOHANG) > 0 {}
  }

  #if os(Linux)
    /// The state letter and the parent of `pid`, from `/proc/<pid>/stat`: `1234 (name) S 1 …`. The name may hold
    /// spaces and parentheses, so the fields are read after its last `)`.
    private static func status(of pid: pid_t) -> (state: Character, parent: pid_t)? {
      let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var buffer = [UInt8](repeating: 0, count: 1024)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      let text = String(decoding: buffer[..<count], as: UTF8.self)
      guard let nameEnd = text.lastIndex(of: ")") else { return nil }
      let fields = text[text.index(after: nameEnd)...].split(separator: " ")
      guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
      return (state, parent)
    }
  #endif
}
