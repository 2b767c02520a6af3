// A stand-in for Xcode's `XcodeProjectPlugin` module, which exists only in Xcode: the types and members of its
// documented API (developer.apple.com/documentation/xcodeprojectplugin) that Sword's build-tool plugins use, with
// the documented signatures and no behaviour. `XcodePluginConformanceTests` compiles it as a module and type-checks
// the plugins against it, so that their `#if canImport(XcodeProjectPlugin)` conformances cannot rot unseen on Linux.
// Not part of any target (Package.swift excludes this folder).
import Foundation
import PackagePlugin

/// The Xcode project a plugin is applied in.
public struct XcodeProject {
  public typealias ID = String
  public let id: ID
  /// The project's name, without `.xcodeproj`.
  public let displayName: String
  /// The folder holding the `.xcodeproj`.
  public let directoryURL: URL
  public let targets: [XcodeTarget]
}

/// A target of the project.
public struct XcodeTarget {
  public typealias ID = String
  public let id: ID
  public let displayName: String
  public let product: XcodeProduct?
  /// Empty in the Xcode versions measured: Xcode does not report a target's dependencies to plugins.
  public let dependencies: [XcodeTargetDependency]
  /// The files of the target's build phases.
  public var inputFiles: FileList { fatalError("stand-in") }
}

/// What a target builds.
public struct XcodeProduct {
  public typealias ID = String
  public let id: ID
  public let name: String
  public let kind: Kind

  public enum Kind {
    case application
    case executable
    case framework
    case library
    case other(String)
  }
}

/// A target's dependency: another target of the project, or a package product.
public enum XcodeTargetDependency {
  case target(XcodeTarget)
  case product(Product)
}

/// What Xcode hands a plugin.
public struct XcodePluginContext {
  public let xcodeProject: XcodeProject
  /// A folder the plugin and its commands may write to.
  public let pluginWorkDirectoryURL: URL

  /// A tool the plugin depends on (an executable target of its package, or a binary target).
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// A build-tool plugin that works in Xcode projects too.
public protocol XcodeBuildToolPlugin: Plugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin that works in Xcode projects too.
public protocol XcodeCommandPlugin: Plugin {
  func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
