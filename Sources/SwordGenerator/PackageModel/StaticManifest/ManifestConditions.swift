import SwiftSyntax

/// The conditions of a manifest's `#if`, answered as the compiler answers them when SwiftPM compiles the manifest
/// on this machine: `os(…)` and `arch(…)` of the host Sword was built for, `canImport(…)` of the modules every
/// toolchain of that host ships or lacks, `compiler(…)` against the toolchain's version, `swift(…)` against the
/// language mode SwiftPM compiles the manifest in (5 before tools 6.0, then 6), `true`, `false`, `!`, `&&`, `||`
/// and parentheses. A condition it cannot answer for certain (a custom flag, `hasFeature`, `targetEnvironment`, a
/// module it does not know, a version between what it can prove) is `nil`, and the package goes to SwiftPM.
///
/// ```swift
/// var conditions = ManifestConditions(toolsVersion: ToolsVersion(5, 9), toolchain: ToolsVersion(6, 3))
/// var parser = Parser("os(Linux) || canImport(Darwin)")  // an `#if` condition
/// conditions.value(of: ExprSyntax.parse(from: &parser))  // true on Linux
/// ```
struct ManifestConditions {
  let toolsVersion: ToolsVersion
  /// The toolchain's version, when known; without it a `compiler(…)` beyond what every supported toolchain passes
  /// asks for it (``needsToolchain``).
  let toolchain: ToolsVersion?
  /// Set when a condition could be answered once the toolchain's version is known.
  private(set) var needsToolchain = false

  init(toolsVersion: ToolsVersion, toolchain: ToolsVersion?) {
    self.toolsVersion = toolsVersion
    self.toolchain = toolchain
  }

  /// The operating system and architecture SwiftPM compiles manifests for: the host's, which is Sword's own.
  #if os(Linux)
    static let hostOS = "Linux"
  #elseif os(macOS)
    static let hostOS = "macOS"
  #elseif os(Windows)
    static let hostOS = "Windows"
  #else
    static let hostOS = "unknown"
  #endif
  #if arch(x86_64)
    static let hostArch = "x86_64"
  #elseif arch(arm64)
    static let hostArch = "arm64"
  #else
    static let hostArch = "unknown"
  #endif

  /// Modules whose presence every toolchain of the host agrees on.
  static let importable: [String: Bool] = {
    var modules = ["Foundation": true, "Dispatch": true, "PackageDescription": true, "Swift": true]
    let darwin = hostOS == "macOS"
    let linux = hostOS == "Linux"
    for name in ["Darwin", "ObjectiveC", "AppKit", "Combine", "SwiftUI"] { modules[name] = darwin }
    for name in ["Glibc", "FoundationNetworking", "FoundationXML"] { modules[name] = linux }
    // swift-foundation's core, shipped with every Linux toolchain from Swift 6.0 (Sword needs 6.2).
    if linux { modules["FoundationEssentials"] = true }
    modules["UIKit"] = false
    modules["WinSDK"] = hostOS == "Windows"
    return modules
  }()

  /// The value of the condition, `nil` when it cannot be told for certain.
  mutating func value(of condition: ExprSyntax) -> Bool? {
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return value(of: only.expression)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return value(of: prefix.expression).map { !$0 }
    }
    if let sequence = condition.as(SequenceExprSyntax.self) { return value(of: Array(sequence.elements)) }
    if let infix = condition.as(InfixOperatorExprSyntax.self) {
      return value(of: [infix.leftOperand, infix.operator, infix.rightOperand])
    }
    if let call = condition.as(FunctionCallExprSyntax.self) { return value(of: call) }
    return nil
  }

  /// `a && b || c`: `&&` binds tighter than `||`; both sides are answered, so an unknown one makes the whole
  /// unknown only where it could change the answer.
  private mutating func value(of elements: [ExprSyntax]) -> Bool? {
    guard elements.count % 2 == 1 else { return nil }
    var disjuncts: [Bool?] = []
    var conjunction: Bool? = value(of: elements[0])
    for index in stride(from: 1, to: elements.count, by: 2) {
      let operand = value(of: elements[index + 1])
      switch elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text {
      case "&&": conjunction = Self.and(conjunction, operand)
      case "||":
        disjuncts.append(conjunction)
        conjunction = operand
      default: return nil
      }
    }
    disjuncts.append(conjunction)
    if disjuncts.contains(true) { return true }
    return disjuncts.allSatisfy { $0 == false } ? false : nil
  }

  private static func and(_ left: Bool?, _ right: Bool?) -> Bool? {
    if left == false || right == false { return false }
    if left == true, right == true { return true }
    return nil
  }

  private mutating func value(of call: FunctionCallExprSyntax) -> Bool? {
    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil
    else { return nil }
    switch name {
    case "os", "arch":
      guard let value = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
      let host = name == "os" ? Self.hostOS : Self.hostArch
      guard host != "unknown" else { return nil }
      return value == host
    case "canImport":
      let module = argument.expression.trimmedDescription
      return Self.importable[module]
    case "swift", "compiler":
      guard let prefix = argument.expression.as(PrefixOperatorExprSyntax.self),
        let version = Self.version(prefix.expression)
      else { return nil }
      let atLeast: Bool? = name == "swift" ? languageMode(atLeast: version) : compiler(atLeast: version)
      switch prefix.operator.text {
      case ">=": return atLeast
      case "<": return atLeast.map { !$0 }
      default: return nil
      }
    default: return nil
    }
  }

  /// `swift(>=X)`: in language mode 5 a Swift 6 compiler is 5.10; in mode 6 it is at least 6.0 and at most the
  /// compiler's own version.
  private mutating func languageMode(atLeast version: ToolsVersion) -> Bool? {
    if toolsVersion < ToolsVersion(6, 0) {
      if version <= ToolsVersion(5, 10) { return true }
      return version >= ToolsVersion(6, 0) ? false : nil
    }
    if version <= ToolsVersion(6, 0) { return true }
    return compiler(atLeast: version) == false ? false : nil
  }

  /// `compiler(>=X)` against the toolchain; every toolchain Sword runs with is at least 6.2.
  private mutating func compiler(atLeast version: ToolsVersion) -> Bool? {
    if version <= ToolsVersion.alwaysSupported { return true }
    guard let toolchain else {
      needsToolchain = true
      return nil
    }
    return version <= toolchain
  }

  /// `5.9`, `6.0.1` written as a float or a version literal.
  private static func version(_ expression: ExprSyntax) -> ToolsVersion? {
    ToolsVersion.parse(Substring(expression.trimmedDescription))?.version
  }
}
