import Foundation

/// The process's current directory, read here and only here, once: the engine takes it as an option
/// (``PipelineOptions/currentDirectory``) and never reads it; relative paths given on the command line start from
/// it, and printed paths are made relative to it.
enum CurrentDirectory {
  static let path = FileManager.default.currentDirectoryPath
}
