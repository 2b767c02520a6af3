#if canImport(XcodeProjectPlugin)
  import Foundation
  import XcodeProjectPlugin

  extension SwordXcodeBuild {
    /// The build of `target` in the project Xcode hands the plugin.
    init(context: XcodePluginContext, target: XcodeTarget) {
      self.init(
        projectFolder: context.xcodeProject.directoryURL, projectName: context.xcodeProject.displayName,
        targetName: target.displayName,
        targetSources: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url),
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
