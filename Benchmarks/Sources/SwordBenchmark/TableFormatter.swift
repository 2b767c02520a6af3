import Foundation

/// The Markdown tables `make bench` prints, ready to paste into the README.
enum TableFormatter {
  /// One line naming the machine: cores, memory, CPU model, Swift version.
  static func machine() -> String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
    var cpu = "unknown CPU"
    if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let name = line.split(separator: ":", maxSplits: 1).last
    {
      cpu = name.trimmingCharacters(in: .whitespaces)
    }
    let os = ProcessInfo.processInfo.operatingSystemVersionString
    return "Machine: \(cores) cores, \(String(format: "%.0f", memory)) GiB, \(cpu), \(os)\n"
  }

  static func sizes(_ rows: [SizeBenchmark.Row]) -> String {
    var text = """
      | size | files | MB | bindings | cold | cold, SwiftPM | warm | 1 file changed | 1 binding edited | check warm | peak MB | describe (SwiftPM: itself, alone) | index | graph | render | write | parse floor | cold − describe | ÷ floor | cold ÷ floor | CPU floor with SwiftPM | cold, SwiftPM ÷ it |
      | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |

      """
    for row in rows {
      let cold = row.cold
      let cells = [
        "\(row.size.name)", "\(row.files)", format(Double(row.bytes) / 1e6, digits: 1), "\(row.bindings)",
        seconds(cold.seconds), seconds(row.coldSwiftPM.seconds), seconds(row.warm.seconds),
        seconds(row.changed.seconds),
        seconds(row.bindingEdited.seconds), seconds(row.checkWarm.seconds),
        String(format: "%.0f", Double(cold.peakBytes) / 1e6),
        "\(seconds(cold.stage("describe"))) (\(seconds(row.coldSwiftPM.stage("describe"))), "
          + "\(seconds(row.describeBaseline.seconds)))",
        seconds(cold.stage("index")), seconds(cold.stage("graph")), seconds(cold.stage("render")),
        seconds(cold.stage("write")), seconds(row.floor.seconds), seconds(row.coldWithoutDescribe),
        format(row.coldWithoutDescribe / row.floor.seconds) + "×", format(cold.seconds / row.floor.seconds) + "×",
        seconds(row.cpuFloor), format(row.coldSwiftPM.seconds / row.cpuFloor) + "×",
      ]
      text += "| " + cells.joined(separator: " | ") + " |\n"
    }
    text += "\nTimes in seconds, wall clock, each one run. cold: no Sword cache (manifests read statically, the "
    text += "default). cold, SwiftPM: the same with `--describe-with-swiftpm` (every manifest compiled by SwiftPM; "
    text += "its describe stage, and SwiftPM alone, in the describe column). warm: nothing changed. "
    text += "1 file changed: a method added to a binding's file (nothing Sword reads). 1 binding edited: that "
    text += "binding made `.single` (graph and generated code change). "
    text += "Stages are the cold run's (`sword --verbose`). Peak MB: the cold run's maximum resident set. "
    text += "CPU floor with SwiftPM: the CPU time of SwiftPM's describes alone and of the parse floor, divided by the "
    text += "cores (at least the describes' wall time): what a cold run that compiles every manifest cannot beat.\n"
    text += "Warm run stages: " + rows.map { "\($0.size.name) " + stageList($0.warm) }.joined(separator: "; ") + "\n"
    text +=
      "One-file-changed stages: " + rows.map { "\($0.size.name) " + stageList($0.changed) }.joined(separator: "; ")
      + "\n"
    text +=
      "Binding-edited stages: " + rows.map { "\($0.size.name) " + stageList($0.bindingEdited) }.joined(separator: "; ")
      + "\n"
    return text
  }

  private static func stageList(_ run: SwordRun) -> String {
    run.stages.keys.sorted().map { "\($0) \(seconds(run.stages[$0]!))" }.joined(separator: ", ")
  }

  static func deep(deep: DeepGraphBenchmark.Measurement, shallow: DeepGraphBenchmark.Measurement, pairedRatio: Double?)
    -> String
  {
    func row(_ name: String, _ value: DeepGraphBenchmark.Measurement) -> String {
      "| \(name) | \(value.bindings) | \(seconds(value.graphSeconds)) | \(seconds(value.graphCPUSeconds)) | "
        + "\(format(value.perBindingMicroseconds, digits: 1)) | \(seconds(value.totalSeconds)) |"
    }
    return """
      | graph | bindings | graph + render, wall | CPU | CPU µs per binding | whole run |
      | --- | ---: | ---: | ---: | ---: | ---: |
      \(row("1,000 levels deep, 3 wide, .single every 10th level", deep))
      \(row("shallow (all inject the same 3 leaves)", shallow))

      Deep ÷ shallow per binding: \(format(deep.perBindingMicroseconds / shallow.perBindingMicroseconds))× (best runs), \(pairedRatio.map { format($0) + "×" } ?? "–") (median of the rounds' ratios)

      """
  }

  /// The debug builds of split generated code: one row per number of files.
  static func split(_ rows: [SplitCompileBenchmark.Row]) -> String {
    let one = rows.first { $0.parts == 1 }
    var text = """
      ### Generated code in several files (5,000 bindings, debug build, -j2)

      | files | clean build, wall | CPU | vs one file | binding added: rebuild, wall | CPU | vs one file | generated files changed | generated files recompiled | its scope changed: rebuild, wall | CPU | vs one file | generated files recompiled |
      | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |

      """
    for row in rows {
      // A figure of this row against the same figure of the one-file row.
      func ratio(_ figure: KeyPath<SplitCompileBenchmark.Row, Double>) -> String {
        one.map { String(format: "%.2f×", row[keyPath: figure] / $0[keyPath: figure]) } ?? "–"
      }
      let (clean, rebuild, scope) = (ratio(\.cleanSeconds), ratio(\.rebuildSeconds), ratio(\.scopeSeconds))
      func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
      text +=
        "| \(row.parts) | \(seconds(row.cleanSeconds)) | \(seconds(row.cleanCPUSeconds)) | \(clean) | "
        + "\(seconds(row.rebuildSeconds)) | \(seconds(row.rebuildCPUSeconds)) | \(rebuild) | \(row.changedFiles) | "
        + "\(row.recompiledFiles) | \(seconds(row.scopeSeconds)) | \(seconds(row.scopeCPUSeconds)) | \(scope) | "
        + "\(row.scopeRecompiledFiles) |\n"
    }
    return text
  }

  static func compile(_ rows: [CompileBenchmark.Measurement]) -> String {
    let counted = rows.contains { $0.netInstructionsPerBinding != nil }
    var text = """
      | bindings | generated lines | compiles | compile (-Onone), wall | CPU | empty file, wall | CPU | CPU µs per binding (net) | best round | hand-written, CPU µs per binding | generated ÷ hand-written |\(counted ? " instructions per binding (M) | hand-written (M) |" : "")
      | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\(counted ? " ---: | ---: |" : "")

      """
    for row in rows {
      let versusHand = row.roundMicrosecondsPerBinding.medianRatio(to: row.handRoundMicrosecondsPerBinding)
      text +=
        "| \(row.bindings) | \(row.lines) | \(row.compiles) | \(seconds(row.seconds)) | \(seconds(row.cpuSeconds)) | "
      text += "\(seconds(row.baselineSeconds)) | \(seconds(row.baselineCPUSeconds)) | "
      text +=
        "\(format(row.netMicrosecondsPerBinding, digits: 0)) | \(format(row.bestRoundMicrosecondsPerBinding, digits: 0)) | "
      text +=
        "\(format(row.netHandMicrosecondsPerBinding, digits: 0)) | \(versusHand.map { format($0) + "×" } ?? "–") |"
      if counted {
        text += " \(row.netInstructionsPerBinding.map { format($0) } ?? "–") |"
        text += " \(row.netHandInstructionsPerBinding.map { format($0) } ?? "–") |"
      }
      text += "\n"
    }
    if let first = rows.first, let last = rows.last, rows.count > 1 {
      let paired = last.roundMicrosecondsPerBinding.medianRatio(to: first.roundMicrosecondsPerBinding)
      let handPaired = last.handRoundMicrosecondsPerBinding.medianRatio(to: first.handRoundMicrosecondsPerBinding)
      text += "\nPer binding, \(last.bindings) ÷ \(first.bindings): generated code, CPU "
      text += "\(format(last.netMicrosecondsPerBinding / first.netMicrosecondsPerBinding))× (medians), "
      text += "\(format(last.bestRoundMicrosecondsPerBinding / first.bestRoundMicrosecondsPerBinding))× (best rounds), "
      text +=
        "\(paired.map { format($0) } ?? "–")× (paired within each round, median of \(last.roundMicrosecondsPerBinding.count))"
      if let firstCount = first.netInstructionsPerBinding, let lastCount = last.netInstructionsPerBinding {
        text += ", instructions \(format(lastCount / firstCount))×"
      }
      text += "; hand-written control, CPU \(handPaired.map { format($0) } ?? "–")× (paired)"
      if let firstCount = first.netHandInstructionsPerBinding, let lastCount = last.netHandInstructionsPerBinding {
        text += ", instructions \(format(lastCount / firstCount))×"
      }
      text += "\n"
    }
    return text
  }

  static func runtime(_ result: RuntimeBenchmark.Measurement) -> String {
    """
    | resolve (100-node graph, release build) | generated | hand-written | ratio |
    | --- | ---: | ---: | ---: |
    | unscoped: the top node, all 100 constructed | \(format(result.generatedUnscoped, digits: 0)) ns | \(format(result.handUnscoped, digits: 0)) ns | \(format(result.generatedUnscoped / result.handUnscoped))× |
    | .single: one lookup of a made instance (hand: lazy property behind a lock) | \(format(result.generatedSingle, digits: 1)) ns | \(format(result.handSingle, digits: 1)) ns | \(format(result.generatedSingle / result.handSingle))× |

    """
  }

  private static func seconds(_ value: Double) -> String { format(value) }
}
