// The examples are copied from the doc comments as they are written there (scripts/doc-examples.py).
// swift-format-ignore-file

import Foundation
import SwordNaming

@testable import SwordGenerator

func indexFileExample() async throws {
  // doc-example: Sources/SwordGenerator/IndexFiles/IndexFile.swift
  try IndexFile.write(moduleName: "Networking", files: ["Sources/Networking/Client.swift"],
                      to: "out/Networking.swordindex", currentDirectory: "/repo")
  let index = try IndexFile.read("out/Networking.swordindex")
  // end doc-example
}
