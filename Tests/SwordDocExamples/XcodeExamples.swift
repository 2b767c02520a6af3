import Foundation
import SwiftParser
import SwiftSyntax
import SwordNaming

@testable import SwordGenerator

func pBXPathResolverExample(file: PBXProjectFile) async throws {
  // doc-example: Sources/SwordGenerator/Xcode/PBXPathResolver.swift
  let resolver = PBXPathResolver(file)
  resolver.path(of: "CA6856CE2C1BB47E00534B27")  // "/repo/VoiceMemo/VoiceMemoViewModel.swift"
  // end doc-example
}

func pBXProjectFileExample() async throws {
  // doc-example: Sources/SwordGenerator/Xcode/PBXProjectFile.swift
  let file = try PBXProjectFile(projectPath: "/repo/VoiceMemo.xcodeproj")
  file.object(file.rootObject)?.string("isa")  // "PBXProject"
  // end doc-example
}

func pBXSyntaxCheckExample() async throws {
  // doc-example: Sources/SwordGenerator/Xcode/PBXSyntaxCheck.swift
  let fault = PBXSyntaxCheck.firstFault(in: "{\n  isa = PBXProject\n  name = App;\n}")
  (fault?.line, fault?.column)  // (2, 19): right after the value that lacks its ';'
  fault?.message  // "expected ';' after the value of 'isa'"
  // end doc-example
}

func xcodeBuildSettingsExample() async throws {
  // doc-example: Sources/SwordGenerator/Xcode/XcodeBuildSettings.swift
  let settings = XcodeBuildSettings(
    levels: [["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)"]],
    targetName: "App")
  settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS")  // ["DEBUG"]
  // end doc-example
}

func xcodeProjectReaderExample(location: SwordGenerator.SourceLocation) async throws {
  // doc-example: Sources/SwordGenerator/Xcode/XcodeProjectReader.swift
  let root = try XcodeProjectReader.read(
    projectPath: "/repo/VoiceMemo.xcodeproj", target: Located("VoiceMemo", at: location), output: nil,
    projectLocation: location, rootLocation: location
  ).get()
  // end doc-example
}

func xcodeProjectRootExample(location: SwordGenerator.SourceLocation) async throws {
  // doc-example: Sources/SwordGenerator/Xcode/XcodeProjectRoot.swift
  let root = try XcodeProjectReader.read(
    projectPath: "/repo/VoiceMemo.xcodeproj", target: Located("VoiceMemo", at: location), output: nil,
    projectLocation: location, rootLocation: location
  ).get()
  root.app.moduleName  // "VoiceMemo"
  root.packages.map(\.path)  // ["/repo/Package"]
  // end doc-example
}

func xcodeSynchronizedFolderExample(
  target: PBXProjectFile.Object, file: PBXProjectFile, resolver: PBXPathResolver
) async throws {
  // doc-example: Sources/SwordGenerator/Xcode/XcodeSynchronizedFolder.swift
  XcodeSynchronizedFolder.swiftFiles(of: target, in: file, paths: resolver).files
  // ["/repo/VoiceMemo/VoiceMemoApp.swift", "/repo/VoiceMemo/Screens/VoiceMemoScreen.swift"]
  // end doc-example
}
