import CProcessControl
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sword` run between itself and one process it starts (Linux), so that everything that process starts ends with
/// it, even when `sword` is killed.
///
/// The supervisor is `sword`'s own executable, run as `sword __sword-supervise <pid of sword> <executable> <args…>`.
/// It becomes a child subreaper, starts the executable (same standard streams, same process group), and waits.
/// Whichever comes first ends the whole tree below it (SIGTERM, then SIGKILL after ``grace``), processes that
/// moved to a session or process group of their own included (SwiftPM's manifest compiles: `swiftc` and its
/// `swift-frontend`):
/// - the executable ends: what it left running is ended, and the supervisor exits as the executable did;
/// - SIGTERM, SIGINT or SIGHUP (`sword` ending a run on a timeout or a signal): the supervisor then ends by that
///   signal;
/// - `sword` is gone (killed with SIGKILL, which it cannot catch): the supervisor's parent changes, which it looks
///   at several times a second.
///
/// A parent-death signal (`PR_SET_PDEATHSIG`) would tell it sooner, but Linux sends it when the *thread* that
/// started the child ends, and `sword` starts processes from threads it does not own.
package enum ProcessSupervisor {
  /// The hidden first argument that makes `sword` a supervisor.
  package static let argument = "__sword-supervise"
  /// How long the processes below the supervisor are given to end after SIGTERM before they are killed.
  package static let grace = Duration.seconds(2)

  /// The executable and arguments that run `executable` with `arguments` under `supervisor` (`sword`'s own
  /// executable), which watches this process.
  static func command(
    _ supervisor: String, running executable: String, arguments: [String]
  ) -> (executable: String, arguments: [String]) {
    (supervisor, [argument, String(getpid()), executable] + arguments)
  }

  /// Runs the supervisor with the arguments that follow ``argument`` and exits as described above.
  package static func run(_ arguments: [String]) -> Never {
    #if os(Linux)
      guard arguments.count >= 2, let parent = pid_t(arguments[0]) else {
        FileHandle.standardError.write(Data("sword: \(argument) needs a parent pid and an executable\n".utf8))
        exit(64)
      }
      // Caught first (a stop signal that comes before would end the supervisor before it started anything), and
      // by a flag rather than by blocking: a signal may reach any thread of the process, not only this one.
      sword_catch_stop_signals()
      // Blocked here so that the wait below wakes when a child ends; the child gets an empty mask back.
      var childEnded = sigset_t()
      sigemptyset(&childEnded)
      sigaddset(&childEnded, SIGCHLD)
      pthread_sigmask(SIG_BLOCK, &childEnded, nil)
      _ = sword_become_child_subreaper()
      // `sword` already gone: nothing is started.
      guard getppid() == parent else { exit(128 + SIGTERM) }
      let child: pid_t
      switch spawn(arguments[1], arguments: Array(arguments.dropFirst())) {
      case .success(let pid): child = pid
      case .failure(let error):
        FileHandle.standardError.write(Data("sword: could not run \(arguments[1]): \(error)\n".utf8))
        exit(127)
      }
      var childStatus: Int32?
      var signal: Int32?
      var info = siginfo_t()
      // Woken by a child that ends, a signal that reaches this thread, or the pause, whichever comes first.
      var pause = timespec(tv_sec: 0, tv_nsec: 200_000_000)
      while childStatus == nil, signal == nil {
        _ = sigtimedwait(&childEnded, &info, &pause)
        var status: Int32 = 0
        while true {
          let pid = waitpid(-1, &status, WNOHANG)
          guard pid > 0 else { break }
          if pid == child { childStatus = status }
        }
        let caught = sword_stop_signal()
        if caught != 0 { signal = caught }
        if getppid() != parent { signal = SIGTERM }
      }
      ProcessTree.endDescendants(grace: grace, reaping: true)
      if let status = childStatus {
        // Exited: the low seven bits are zero and the code is in the next byte; otherwise they hold the signal.
        if status & 0x7F == 0 { exit((status >> 8) & 0xFF) }
        end(by: status & 0x7F)
      }
      end(by: signal ?? SIGTERM)
    #else
      FileHandle.standardError.write(Data("sword: \(argument) runs on Linux only\n".utf8))
      exit(64)
    #endif
  }

  #if os(Linux)
    /// Starts `executable` with `arguments` (the first is its name) and this process's environment and standard
    /// streams, with no signal blocked and none ignored that the supervisor blocks or might ignore (caught signals
    /// return to their defaults at `exec` by themselves).
    private static func spawn(_ executable: String, arguments: [String]) -> Result<pid_t, POSIXError> {
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var none = sigset_t()
      sigemptyset(&none)
      posix_spawnattr_setsigmask(&attributes, &none)
      var defaults = sigset_t()
      sigemptyset(&defaults)
      for number in [SIGCHLD, SIGPIPE] { sigaddset(&defaults, number) }
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      let argv = arguments.map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid: pid_t = 0
      let result = posix_spawn(&pid, executable, nil, &attributes, argv, environ)
      guard result == 0 else { return .failure(POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO)) }
      return .success(pid)
    }

    /// Ends this process by `signal`, as the process it supervised ended or as it was asked to.
    private static func end(by number: Int32) -> Never {
      signal(number, SIG_DFL)
      var only = sigset_t()
      sigemptyset(&only)
      sigaddset(&only, number)
      pthread_sigmask(SIG_UNBLOCK, &only, nil)
      kill(getpid(), number)
      exit(128 + number)
    }
  #endif
}
