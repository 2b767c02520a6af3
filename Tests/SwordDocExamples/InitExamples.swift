import Foundation
import SwiftParser
import SwiftSyntax
import SwordNaming

@testable import SwordGenerator

func buildFolderIgnoreExample() async throws {
  // doc-example: Sources/SwordGenerator/Init/BuildFolderIgnore.swift
  BuildFolderIgnore.problem(packageAt: "/repo/App")  // nil when ignored, or outside a git repository
  // end doc-example
}

func configInitializerExample() async throws {
  // doc-example: Sources/SwordGenerator/Init/ConfigInitializer.swift
  let written = try await ConfigInitializer().write(rootPath: "/repo", rootTarget: nil)  // "/repo/.sword.yml"
  // end doc-example
}

func initPackageExample(describeOutput: Data) async throws {
  // doc-example: Sources/SwordGenerator/Init/InitPackage.swift
  let package = try InitPackage.decode(json: describeOutput)
  package.localDependencies  // ["/repo/Packages/Core"]
  // end doc-example
}

func initTemplateExample() async throws {
  // doc-example: Sources/SwordGenerator/Init/InitTemplate.swift
  InitTemplate.render(InitPlan(rootTarget: "App", packages: [.init(path: "Packages/Core", targets: ["Core"])]))
  // "…local_packages:\n  - path: \"Packages/Core\"\n    targets: [\"Core\"]\n…root:\n  path: .\n  target: \"App\"\n…"
  // end doc-example
}

func staticInitPackageReaderExample() async throws {
  // doc-example: Sources/SwordGenerator/Init/StaticInitPackageReader.swift
  let core = try await StaticInitPackageReader().read(packageAt: "/repo/Packages/Core")
  core.localDependencies  // ["/repo/Packages/Base"], read without running SwiftPM
  // end doc-example
}

func xcodeInitPlannerExample() async throws {
  // doc-example: Sources/SwordGenerator/Init/XcodeInitPlanner.swift
  let plan = try XcodeInitPlanner.plan(in: "/repo/VoiceMemo", target: nil)
  plan?.xcode?.project  // "VoiceMemo.xcodeproj"
  // end doc-example
}
