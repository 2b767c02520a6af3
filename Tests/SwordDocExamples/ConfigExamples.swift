// The examples are copied from the doc comments as they are written there (scripts/doc-examples.py).
// swift-format-ignore-file

import Foundation
import SwordNaming

@testable import SwordGenerator

func configLoaderExample() async throws {
  // doc-example: Sources/SwordGenerator/Config/ConfigLoader.swift
  do {
    let configuration = try ConfigLoader.load(file: ".sword.yml", currentDirectory: "/repo")
    print(configuration.localPackages.map(\.path))
  } catch {
    for diagnostic in error.diagnostics { print(diagnostic.rendered) }
    // /repo/.sword.yml:3:5: error: [Sword/ConfigUnknownKey] unknown key 'taregts' in a 'local_packages' entry; …
  }
  // end doc-example
}

func configLocatorExample() async throws {
  // doc-example: Sources/SwordGenerator/Config/ConfigLocator.swift
  ConfigLocator.locate(explicit: nil, from: "/repo/Packages/Core/Sources")  // .success("/repo/.sword.yml")
  // end doc-example
}

func keySuggestionExample() async throws {
  // doc-example: Sources/SwordGenerator/Config/KeySuggestion.swift
  KeySuggestion.nearest(to: "taregts", among: ["path", "targets"])  // "targets"
  KeySuggestion.nearest(to: "localPackages", among: ["local_packages", "root"])  // "local_packages"
  // end doc-example
}

func xcodeRootGuessExample() async throws {
  // doc-example: Sources/SwordGenerator/Config/XcodeRootGuess.swift
  let guess = XcodeRootGuess(workspaceRoot: "/repo")
  guess.message  // "'root' is missing, and this folder has no Package.swift …"
  guess.detail   // ["root:", "  xcode_project: VoiceMemo.xcodeproj", "  target: VoiceMemo"]
  // end doc-example
}

func yAMLNodeExample() async throws {
  // doc-example: Sources/SwordGenerator/Config/YAML/YAMLNode.swift
  let document = try YAMLReader.read(Array("targets: [A, B]".utf8), file: "/repo/.sword.yml")
  if case .mapping(let pairs) = document.root.kind { print(pairs[0].key.scalar?.value ?? "") }  // "targets"
  // end doc-example
}

func yAMLReaderExample() async throws {
  // doc-example: Sources/SwordGenerator/Config/YAML/YAMLReader.swift
  let document = try YAMLReader.read(Array("root: {target: App}\n".utf8), file: "/repo/.sword.yml")
  document.root.location  // /repo/.sword.yml:1:1
  // end doc-example
}
