import Foundation
import XCTest

@testable import SwordGenerator

final class CacheCoderTests: XCTestCase {
  private struct Sample: Codable, Equatable {
    enum Kind: String, Codable { case a, b }
    var name: String
    var count: Int
    var small: Int8
    var ratio: Double
    var flag: Bool
    var optional: String?
    var missing: Int?
    var kind: Kind
    var nested: [[String: Int]]
    var byNumber: [Int: String]
  }

  private let sample = Sample(
    name: "Storage/UserRepository.swift", count: -42, small: 7, ratio: 0.25, flag: true, optional: "é",
    missing: nil, kind: .b, nested: [["x": 1, "y": Int.max], [:]], byNumber: [3: "three", -1: "minus one"])

  func testRoundTripsEveryKindOfValue() throws {
    let bytes = try CacheEncoder.encode(sample)
    XCTAssertEqual(try CacheDecoder.decode(Sample.self, from: bytes), sample)
  }

  /// Repeated strings are stored once.
  func testRepeatedStringsAreStoredOnce() throws {
    let path = String(repeating: "/very/long/path", count: 20)
    let once = try CacheEncoder.encode([path])
    let many = try CacheEncoder.encode(Array(repeating: path, count: 50))
    XCTAssertLessThan(many.count, once.count + 100)
  }

  /// Every truncation, and bytes that fit another type, throw instead of giving a value.
  func testTruncatedOrForeignBytesThrow() throws {
    let bytes = try CacheEncoder.encode(sample)
    for length in 0..<bytes.count {
      XCTAssertThrowsError(try CacheDecoder.decode(Sample.self, from: bytes.prefix(length)), "length \(length)")
    }
    XCTAssertThrowsError(try CacheDecoder.decode(Sample.self, from: bytes + Data([0])))
    XCTAssertThrowsError(try CacheDecoder.decode([String].self, from: bytes))
    XCTAssertThrowsError(try CacheDecoder.decode(Sample.self, from: try CacheEncoder.encode(["name": 1])))
  }
}
