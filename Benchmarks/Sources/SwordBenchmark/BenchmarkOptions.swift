import Foundation

/// The runner's command line, as ``usage`` prints it (`--help`): which parts run (`--only`, `--skip-…`), on what
/// (`--sizes`, `--scale-packages`, `--mock-types`, `--manifest-style`), with which `sword` and macro plugin.
struct BenchmarkOptions {
  var sizes: [WorkspaceSize] = WorkspaceSize.all
  var workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("sword-bench").path
  var packageRoot = FileManager.default.currentDirectoryPath
  var sword: String?
  var macroTool: String?
  var runDeep = true
  var runCompile = true
  var runRuntime = true
  /// The debug build of 5,000 bindings' generated code in one file and in several (`output_files`), clean and after
  /// adding a binding.
  var runSplit = true
  /// The cost of `generate_mocks: true` at 5,000 bindings (`--skip-mocks`, `--only mocks`).
  var runMocks = true
  /// The mocks benchmark's types, each measured in turn (`--mock-types`).
  var mockTypes = MockCompileBenchmark.Types.byDefault
  /// The rounds of that benchmark's mocks-off and mocks-on builds (`--mock-rounds`).
  var mockRounds = 3
  /// With the sizes: each size's HTML graph opened and searched in headless Chromium (skipped without Chromium).
  var runPage = true
  /// With the sizes: a branch switch, a file added and removed, and a manifest edited, each from a warm cache.
  var runEdits = true
  /// Many small packages (``ScaleBenchmark``): cold, first-run and `sword init` CPU at each count.
  var runScale = true
  /// The package counts of the scale rows; the first is the reference of the ratios.
  var scalePackages = [500, 5_000]
  /// `--scale-packages` was given: with `--write-only`, those workspaces are written too.
  var scalePackagesGiven = false
  /// The compile benchmark also counts the compiler's instructions under `valgrind --tool=callgrind` (minutes).
  var countInstructions = false
  /// Passed to every `sword` run of the size and deep benchmarks (`--sword-arg --no-cache` measures cold only).
  var swordArguments: [String] = []
  /// `--write-only DIR`: write each size's workspace under DIR and run nothing (the equivalence test reads them).
  var writeOnly: String?
  /// `--compare-generator PATH`: rockname/sword's generator (`SwordCommand`, built elsewhere), timed on a fresh clone
  /// of each size beside Sword's first run.
  var compareGenerator: String?
  /// `--manifest-style teams`: the packages' manifests in the shapes app teams write (``ManifestStyle``).
  var manifestStyle = ManifestStyle.plain

  static let usage = """
    usage: sword-benchmark [--sizes S,M,L,XL] [--work-dir DIR] [--sword PATH] [--sword-arg ARG]...
                           [--macro-tool PATH] [--package-root DIR] [--skip-deep] [--skip-compile] [--skip-runtime]
                           [--skip-page] [--skip-edits] [--skip-split] [--skip-scale] [--scale-packages N,N...]
                           [--skip-mocks] [--mock-types bare,filled,methods,app] [--mock-rounds N]
                           [--only sizes,deep,compile,runtime,split,scale,mocks] [--instructions]
                           [--write-only DIR]
                           [--compare-generator PATH] [--manifest-style plain|teams]
      --write-only    writes each size's synthetic workspace under DIR (DIR/S, DIR/M…) and runs nothing
      --compare-generator PATH
                      also times rockname/sword's generator (its SwordCommand executable, built outside this
                      repository) on a fresh clone of each size, beside Sword's first run
      --manifest-style teams
                      writes the packages' manifests in ten shapes app teams write (resources, a settings loop,
                      a helper extension, Package@swift-5.9.swift, tools 5.7, #if, traits, shared settings, .map);
                      each size is named with a -teams suffix (L-teams)
      --skip-edits    skips the branch-switch, file-added-and-removed, manifest-edited and first-run rows
      --skip-split    skips the debug builds of generated code split in 1, 2, 4, 8 and 16 files (-j2)
      --skip-mocks    skips generate_mocks: true at 5,000 bindings (lines, debug builds, release symbols)
      --mock-types bare,filled,methods,app
                      the types of that benchmark: bare (a few stored properties and an initializer), filled (each
                      in a file of its own with about 80 lines of ordinary code, as the index benchmarks' files),
                      methods (each in a file of its own with a class of short methods, about 55 code lines that
                      compile at real libraries' rate), app (methods and a second file of five more such classes,
                      about 330 code lines per binding as real apps have; over an hour a round), or a
                      comma-separated list of them (default: bare,filled,methods)
      --mock-rounds N the rounds of its mocks-off and mocks-on builds, whose medians it reports (default 3)
      --skip-scale    skips the many-small-packages rows (one-target packages, the root depending on all)
      --scale-packages N,N...
                      the package counts of those rows (default 500,5000; the first is the ratios' reference);
                      with --write-only, those workspaces are written too (DIR/scale-500…)
      --skip-page     skips opening each size's `sword graph --format html` page in headless Chromium
      --instructions  the compile benchmark also counts the compiler's instructions with valgrind (callgrind):
                      each size's three files once more, about 9 minutes for 5,000 bindings
    """

  init(arguments: [String]) throws {
    var remaining = arguments[...]
    func value(_ flag: String) throws -> String {
      guard let next = remaining.popFirst() else { throw CommandRunner.Failure(description: "\(flag) needs a value") }
      return next
    }
    while let flag = remaining.popFirst() {
      switch flag {
      case "--sizes":
        sizes = try value(flag).split(separator: ",").map { name in
          guard let size = (WorkspaceSize.all + [.xl]).first(where: { $0.name == name.uppercased() }) else {
            throw CommandRunner.Failure(description: "unknown size '\(name)'; use S, M, L or XL")
          }
          return size
        }
      case "--work-dir": workDirectory = try value(flag)
      case "--package-root": packageRoot = try value(flag)
      case "--sword": sword = try value(flag)
      case "--macro-tool": macroTool = try value(flag)
      case "--sword-arg": swordArguments.append(try value(flag))
      case "--write-only": writeOnly = try value(flag)
      case "--compare-generator": compareGenerator = try value(flag)
      case "--manifest-style":
        let name = try value(flag)
        guard let style = ManifestStyle(rawValue: name) else {
          throw CommandRunner.Failure(description: "unknown manifest style '\(name)'; use plain or teams")
        }
        manifestStyle = style
      case "--skip-deep": runDeep = false
      case "--skip-compile": runCompile = false
      case "--skip-runtime": runRuntime = false
      case "--skip-page": runPage = false
      case "--skip-edits": runEdits = false
      case "--skip-split": runSplit = false
      case "--skip-mocks": runMocks = false
      case "--skip-scale": runScale = false
      case "--mock-rounds":
        guard let rounds = Int(try value(flag)), rounds > 0 else {
          throw CommandRunner.Failure(description: "--mock-rounds takes a positive count")
        }
        mockRounds = rounds
      case "--mock-types":
        let given = try value(flag).split(separator: ",").map { MockCompileBenchmark.Types(rawValue: $0.lowercased()) }
        guard !given.isEmpty, !given.contains(nil) else {
          throw CommandRunner.Failure(description: "--mock-types takes bare, filled, methods and app, comma-separated")
        }
        mockTypes = MockCompileBenchmark.Types.allCases.filter { given.contains($0) }
      case "--scale-packages":
        scalePackagesGiven = true
        scalePackages = try value(flag).split(separator: ",").map { count in
          guard let number = Int(count), number > 0 else {
            throw CommandRunner.Failure(description: "--scale-packages takes positive counts, not '\(count)'")
          }
          return number
        }
      case "--instructions": countInstructions = true
      case "--only":
        let parts = Set(try value(flag).split(separator: ",").map { $0.lowercased() })
        let known: Set<String> = ["sizes", "deep", "compile", "runtime", "split", "scale", "mocks"]
        guard parts.isSubset(of: known) else {
          throw CommandRunner.Failure(
            description: "unknown part in --only; use \(known.sorted().joined(separator: ", "))")
        }
        if !parts.contains("sizes") { sizes = [] }
        runDeep = parts.contains("deep")
        runCompile = parts.contains("compile")
        runRuntime = parts.contains("runtime")
        runSplit = parts.contains("split")
        runMocks = parts.contains("mocks")
        runScale = parts.contains("scale")
      case "--help", "-h":
        print(Self.usage)
        exit(0)
      default: throw CommandRunner.Failure(description: "unknown argument '\(flag)'\n\(Self.usage)")
      }
    }
    if manifestStyle != .plain {
      sizes = sizes.map { size in
        var styled = size
        styled.name += "-\(manifestStyle.rawValue)"
        styled.style = manifestStyle
        return styled
      }
    }
    if countInstructions, !runCompile {
      throw CommandRunner.Failure(
        description:
          "--instructions counts the compile benchmark's instructions, which this run skips; add compile to --only or drop --skip-compile"
      )
    }
  }

  /// `sword` next to this executable (both are release builds), unless `--sword` says otherwise.
  var swordPath: String {
    sword
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sword").path
  }

  /// The macro plugin `swift build` made: the release build where there is one. Where a benchmark compiles only
  /// generated code, which uses no macros, any configuration will do.
  var macroToolPath: String? { macroTools.first?.path }

  /// Every macro plugin to compile annotated sources with, by the configuration it was built in: `--macro-tool`
  /// alone, else each of `.build/release` and `.build/debug` that has one. A debug-built plugin expands macros
  /// several times slower, and that time is part of the build of annotated sources, so such a build is timed with
  /// each: the release plugin stands for SwiftPM 6.2+ (macros on its prebuilt swift-syntax), the debug one for a
  /// build that compiles swift-syntax from source.
  var macroTools: [(build: String, path: String)] {
    if let macroTool { return [("given", macroTool)] }
    return ["release", "debug"].map { ($0, "\(packageRoot)/.build/\($0)/SwordMacros-tool") }
      .filter { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

/// One size of synthetic monorepo.
struct WorkspaceSize {
  var name: String
  var packages: Int
  var targets: Int
  var files: Int
  var style = ManifestStyle.plain

  var fileCount: Int { packages * targets * files }

  static let all = [
    WorkspaceSize(name: "S", packages: 4, targets: 5, files: 10),
    WorkspaceSize(name: "M", packages: 20, targets: 5, files: 20),
    WorkspaceSize(name: "L", packages: 100, targets: 5, files: 20),
  ]

  /// Five times L (about 50,000 files in 500 packages): only when asked for, `--sizes XL`, since its run is long,
  /// most of it SwiftPM describing 501 packages.
  static let xl = WorkspaceSize(name: "XL", packages: 500, targets: 5, files: 20)
}
