import Foundation
import SwiftParser
import SwiftSyntax
import SwordNaming

@testable import SwordGenerator

/// What a round of describes found, by package folder.
typealias PackageDescriptions = [String: Result<DescribedPackage, DiagnosticsError>]

func describeListenerExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/DescribeListener.swift
  final class Log: DescribeListener {
    func listedTargetsArrived(_ targets: [SwordTarget]) { print(targets.map(\.name)) }  // ["Networking"]
    func describesRunning(_ count: Int) {}
  }
  // end doc-example
}

func describedPackageExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/DescribedPackage.swift
  let package = try DescribedPackage.decode(json: Data(#"{"name":"Core","path":"/repo/Core","targets":[]}"#.utf8))
  package.name  // "Core"
  // end doc-example
}

func describedTargetKindExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/DescribedTargetKind.swift
  DescribedTarget.Kind(rawValue: "macro") == .macro  // true
  // end doc-example
}

func descriptionDifferencesExample(statically: DescribedPackage, swiftPM: DescribedPackage) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/DescriptionDifferences.swift
  DescriptionDifferences.between(statically, swiftPM)
  // ["target 'Core': sources: static reading [A.swift], SwiftPM [A.swift, B.swift]"]
  // end doc-example
}

func duplicateSourceFilesExample(target: SwordTarget, location: SwordGenerator.SourceLocation) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/DuplicateSourceFiles.swift
  DuplicateSourceFiles.problem(in: target, at: location)
  // "'Sources/Core/Clock.swift' is listed 41 times for the target 'Core', through the symbolic link
  //  'Sources/Core/self' (to '.') …"
  // end doc-example
}

func linkLoopsExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/LinkLoops.swift
  LinkLoops.first(inPackageAt: "/repo/Packages/Core")
  // ("/repo/Packages/Core/Sources/Core/a", "/repo/Packages/Core/Sources/Core/b")
  // end doc-example
}

func listedPackagesExample(configuration: Configuration) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/ListedPackages.swift
  let listed = ListedPackages(configuration)
  listed.entries(at: "/repo/Packages/Core")  // the entries whose `path:` names that folder, in file order
  // end doc-example
}

func manifestFilesExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/ManifestFiles.swift
  ManifestFiles.read(package: "/repo/Packages/Core").map(\.name)  // ["Package.swift", "Package@swift-5.9.swift"]
  // end doc-example
}

func manifestReadingDescriberExample(location: SwordGenerator.SourceLocation) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/ManifestReadingDescriber.swift
  let describer = ManifestReadingDescriber(fallback: SwiftPMDescriber())
  let core = try await describer.describe(packageAt: "/repo/Packages/Core", reportingAt: location)
  describer.readings.all  // [ManifestReading(path: "/repo/Packages/Core", way: .statically)]
  // end doc-example
}

func manifestVerifierExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/ManifestVerifier.swift
  let results = try await ManifestVerifier().verify(configPath: ".sword.yml", currentDirectory: "/repo")
  results.filter(\.isDifference)  // [] when both readings agree everywhere
  // end doc-example
}

func packageDescribingExample() async throws {
  typealias SourceLocation = SwordGenerator.SourceLocation
  // doc-example: Sources/SwordGenerator/PackageModel/PackageDescribing.swift
  struct Canned: PackageDescribing {
    var packages: [String: DescribedPackage]
    func describe(packageAt path: String, reportingAt location: SourceLocation)
      async throws(DiagnosticsError) -> DescribedPackage
    {
      packages[path]!
    }
  }
  // end doc-example
}

func rootOutputExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/RootOutput.swift
  RootOutput(moduleName: "App", directory: "/repo/Sources/App", outputPath: "/repo/Sources/App/Sword.generated.swift")
  // end doc-example
}

func swiftPMDescriberExample(location: SwordGenerator.SourceLocation) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/SwiftPMDescriber.swift
  let core = try await SwiftPMDescriber().describe(packageAt: "/repo/Packages/Core", reportingAt: location)
  core.targets.map(\.c99name)  // ["Networking", "Storage"]
  // end doc-example
}

func swordTargetExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/SwordTarget.swift
  SwordTarget(
    name: "B-Lib", moduleName: "B_Lib", packagePath: "/repo/Core", directory: "/repo/Core/Custom/B",
    sourceFiles: ["/repo/Core/Custom/B/B.swift"], isRoot: false)
  // end doc-example
}

func workspaceExample(configuration: Configuration) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/Workspace.swift
  let workspace = try await WorkspaceLoader().load(configuration)
  workspace.targets.map(\.moduleName)  // ["App", "Networking", "Storage"], the root included
  // end doc-example
}

func workspaceLoaderExample(configuration: Configuration) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/WorkspaceLoader.swift
  do throws(DiagnosticsError) {
    let workspace = try await WorkspaceLoader().load(configuration)
  } catch {
    for diagnostic in error.diagnostics { print(diagnostic.rendered) }  // unknown targets, failed describes…
  }
  // end doc-example
}

func xcodeProjectTargetsExample(
  root: XcodeProjectRoot,
  describe: ([(path: String, location: SwordGenerator.SourceLocation)]) -> PackageDescriptions
) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/XcodeProjectTargets.swift
  var described = describe(XcodeProjectTargets.packagesToDescribe(root))  // all but what looks like Sword's
  let rest = XcodeProjectTargets.packagesStillToDescribe(root, descriptions: described)  // empty when none is missing
  described.merge(describe(rest)) { first, _ in first }
  let (targets, warnings) = XcodeProjectTargets.targets(of: root, descriptions: described)
  // end doc-example
}

func declaredPackageExample(packageCall: ManifestCall) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/StaticManifest/DeclaredPackage.swift
  let declared = try DeclaredPackage(
    manifest: packageCall, packagePath: "/repo/Core", toolsVersion: ToolsVersion(6, 0))
  declared.targets.map(\.name)  // ["Networking", "Storage"]
  // end doc-example
}

func manifestChoiceExample(entries: [String], folder: String) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/StaticManifest/ManifestChoice.swift
  // Package.swift (tools 5.7) beside Package@swift-5.9.swift (tools 5.9), with a 6.3 toolchain:
  try ManifestChoice.choose(among: entries, in: folder, current: ToolsVersion(6, 3))  // "Package@swift-5.9.swift"
  // end doc-example
}

func manifestConditionsExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/StaticManifest/ManifestConditions.swift
  var conditions = ManifestConditions(toolsVersion: ToolsVersion(5, 9), toolchain: ToolsVersion(6, 3))
  var parser = Parser("os(Linux) || canImport(Darwin)")  // an `#if` condition
  conditions.value(of: ExprSyntax.parse(from: &parser))  // true on Linux
  // end doc-example
}

func manifestEvaluatorExample(text: String) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/StaticManifest/ManifestEvaluator.swift
  var evaluator = ManifestEvaluator(file: "/repo/Core/Package.swift", toolsVersion: ToolsVersion(6, 0))
  let package = try evaluator.evaluate(Parser.parse(source: text))  // the Package(…) call
  package["name"]?.string  // "Core"
  // end doc-example
}

func staticPackageReaderExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/StaticManifest/StaticPackageReader.swift
  switch StaticPackageReader().read(packageAt: "/repo/Packages/Core") {
  case .success(let description): description.targets.map(\.name)
  case .failure(let fallback): print("described by SwiftPM: \(fallback)")
  }
  // end doc-example
}

func targetFolderResolverExample(
  declared: DeclaredPackage, tools: ToolsVersion, networking: DeclaredTarget
) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/StaticManifest/TargetFolderResolver.swift
  let resolver = TargetFolderResolver(packagePath: "/repo/Core", targets: declared.targets, toolsVersion: tools)
  try resolver.folder(of: networking)  // "Sources/Networking", relative to the package
  // end doc-example
}

func targetResourcesExample(target: DeclaredTarget) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/StaticManifest/TargetResources.swift
  var resources = TargetResources(
    target: target, root: "/repo/Core/Sources/Core", declaredSources: nil, defaultLocalization: nil)
  try resources.claim("/repo/Core/Sources/Core/Assets/logo.png")  // true: under `.process("Assets")`
  // end doc-example
}

func targetSourceListerExample(target: DeclaredTarget, tools: ToolsVersion) async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/StaticManifest/TargetSourceLister.swift
  let lister = TargetSourceLister(packagePath: "/repo/Core", toolsVersion: tools)
  try lister.sources(of: target, in: "Sources/Core").sources
  // ["Clock.swift", "Sub/Timer.swift"], relative to the folder, sorted as SwiftPM sorts them
  // end doc-example
}

func toolsVersionExample() async throws {
  // doc-example: Sources/SwordGenerator/PackageModel/StaticManifest/ToolsVersion.swift
  ToolsVersion(manifestFirstLine: "// swift-tools-version: 6.0")  // 6.0
  ToolsVersion(manifestFirstLine: "// swift-tools-version:6.2.1")  // 6.2.1
  // end doc-example
}
