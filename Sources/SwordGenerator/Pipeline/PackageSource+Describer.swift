extension PackageSource {
  /// The describer this source stands for; a description file is read now.
  func describer(currentDirectory: String, timeLimit: Int) throws(DiagnosticsError) -> any PackageDescribing {
    switch self {
    case .swiftPM: ManifestReadingDescriber(swiftPM: SwiftPMDescriber(runner: ProcessRunner(timeLimit: timeLimit)))
    case .swiftPMOnly:
      ManifestReadingDescriber(
        swiftPM: SwiftPMDescriber(runner: ProcessRunner(timeLimit: timeLimit)), readsStatically: false)
    case .descriptionFile(let file): try PrecomputedDescriber.load(file: file, currentDirectory: currentDirectory)
    case .describer(let describer): describer
    }
  }
}
