import Foundation
import SwiftParser
import SwiftSyntax

/// Parses a source file without letting deep nesting crash or stall the process. SwiftParser recurses once per
/// nesting level, and the threads that index targets have small stacks: a thousand nested generic arguments
/// overflowed one (SIGSEGV) where `swiftc` accepts the file, and some nestings take it time that grows fast
/// with their depth. So a file whose brackets nest deeper than ``threadNestingThreshold`` is parsed on a thread of
/// its own with a large stack, and one that nests deeper than Sword parses (``nestingOverflow(_:)``) is reported
/// as `Sword/SourceTooComplex` where it does, without being parsed.
enum SourceParser {
  /// The deepest nesting parsed: what any Swift source written by hand stays well below.
  static let maximumNestingLevel = 256
  /// Above this bracket depth (a cheap byte count), parsing moves to a thread with ``largeStackSize``.
  static let threadNestingThreshold = 24
  /// Ample for ``maximumNestingLevel`` levels in a debug build of the parser, whose frames are largest.
  static let largeStackSize = 64 << 20

  static func parse(_ text: String) -> SourceFileSyntax {
    guard bracketDepth(text) > threadNestingThreshold else { return parseHere(text) }
    nonisolated(unsafe) var tree: SourceFileSyntax?
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      tree = parseHere(text)
      done.signal()
    }
    thread.stackSize = largeStackSize
    thread.start()
    done.wait()
    return tree!
  }

  private static func parseHere(_ text: String) -> SourceFileSyntax {
    var text = text
    return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
  }

  /// The deepest nesting of `(`, `[`, `{` and `<` in `text` (comparison operators and strings make it an
  /// estimate, which is all the choice of a thread needs).
  static func bracketDepth(_ text: String) -> Int {
    var depth = 0
    var deepest = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"):
        depth = max(0, depth - 1)
      default: break
      }
    }
    return deepest
  }

  /// The deepest nesting of square brackets parsed. SwiftParser's time doubles with each level of nested `[`
  /// (array types and literals alike), where `swiftc`'s does not, so the limit sits low; no hand-written source
  /// comes near it.
  static let maximumSquareBracketNesting = 12

  /// The deepest nesting of other brackets parsed. SwiftParser's time grows with the cube of the depth of nested
  /// `<` in an expression, and its recursion with any depth; a hundred levels is far beyond what people write.
  static let maximumBracketNesting = 100

  /// The UTF-8 offset of the first `[` nested deeper than ``maximumSquareBracketNesting``, or of the first `(`,
  /// `{` or `<` nested deeper than ``maximumBracketNesting``, if any: such a file is reported rather than parsed.
  /// `<` is counted within a line (a comparison opens none that closes), the others through the file.
  static func nestingOverflow(_ text: String) -> Int? {
    var square = 0
    var round = 0
    var angle = 0
    for (offset, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "["):
        square += 1
        if square > maximumSquareBracketNesting { return offset }
      case UInt8(ascii: "]"): square = max(0, square - 1)
      case UInt8(ascii: "("), UInt8(ascii: "{"):
        round += 1
        if round > maximumBracketNesting { return offset }
      case UInt8(ascii: ")"), UInt8(ascii: "}"): round = max(0, round - 1)
      case UInt8(ascii: "<"):
        angle += 1
        if angle > maximumBracketNesting { return offset }
      case UInt8(ascii: ">"): angle = max(0, angle - 1)
      case UInt8(ascii: "\n"): angle = 0
      default: break
      }
    }
    return nil
  }

  /// Whether the parser stopped at ``maximumNestingLevel``: the message SwiftParser's diagnostics give for it.
  static func isNestingOverflow(_ message: String) -> Bool {
    message.contains("maximum nesting level")
  }
}
