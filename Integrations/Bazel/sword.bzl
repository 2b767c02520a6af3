"""Bazel rules that run Sword: one cacheable index action per Swift module, one merge into the generated code.

    load("@rules_sword//:sword.bzl", "sword_check", "sword_generate", "sword_index")

sword_index          one module's `srcs` and `module_name` in, `<name>.swordindex` out (`sword index`)
sword_generate       the index files of `deps` (transitively) and of the root's own `srcs` in, the generated file
                     out (`sword generate --index`)
sword_check          a test (a macro over sword_check_test): fails when the committed generated file differs from
                     what its sword_generate target writes, and prints the diff and the command that fixes it
sword_swift_library  a macro: a `swift_library` (any rule with its attributes) plus its `sword_index`

The attributes follow rules_swift's `swift_library` (`srcs`, `module_name`, `deps`), so a team adds indexing beside
each library with a macro (see `sword_swift_library`). Each index action reads only its declared sources (it runs in
Bazel's sandbox and its output is shared through a remote or disk cache); an edit to one file re-runs that module's
index and the merge, nothing else.

The `sword` binary is a tool input of every action. By default it is `@//tools:sword`, a target of the main
workspace (an `sh_binary` or `exports_files` of a released binary, or a `swift_binary` building Sword); each rule and
the macro take `sword = "//some:label"` instead.
"""

SwordIndexInfo = provider(
    doc = "The Sword index of a module and of every module it depends on.",
    fields = {
        "module_name": "The module's name, as `import` spells it.",
        "index": "The module's own index file (`sword index`).",
        "indexes": "depset of the index files of this module and of its dependencies.",
        "main_actor_modules": "depset of the names of modules built with default MainActor isolation.",
    },
)

SWORD_INDEX_SUFFIX = "_sword_index"

_DEFAULT_SWORD = "@//tools:sword"

_SWORD_ATTR = attr.label(
    default = Label(_DEFAULT_SWORD),
    executable = True,
    cfg = "exec",
    allow_files = True,
    doc = "The `sword` binary: a source file (a released binary) or a target that builds one.",
)

_ISOLATION_ATTR = attr.string(
    default = "",
    values = ["", "nonisolated", "MainActor"],
    doc = "\"MainActor\" for a module built with `-default-isolation MainActor`.",
)

def _run_sword(ctx, args, inputs, output, mnemonic, message):
    """One `sword` action: `inputs` (and the tool) are all it can read, `output` (a file or a list) all it writes."""
    ctx.actions.run(
        executable = ctx.executable.sword,
        arguments = [args],
        inputs = inputs,
        outputs = output if type(output) == "list" else [output],
        mnemonic = mnemonic,
        progress_message = message,
    )

def _index_action(ctx, module_name, srcs, output):
    """Runs `sword index` on `srcs` into `output`."""
    args = ctx.actions.args()
    args.add("index")
    args.add("--module", module_name)
    args.add("--output", output)
    args.add_all(srcs)
    _run_sword(ctx, args, srcs, output, "SwordIndex", "Indexing %s for Sword" % module_name)

def _main_actor(module_name, isolation):
    return [module_name] if isolation == "MainActor" else []

def _sword_index_impl(ctx):
    module_name = ctx.attr.module_name or ctx.label.name
    output = ctx.actions.declare_file(ctx.label.name + ".swordindex")
    _index_action(ctx, module_name, ctx.files.srcs, output)
    deps = [dep[SwordIndexInfo] for dep in ctx.attr.deps]
    return [
        DefaultInfo(files = depset([output])),
        SwordIndexInfo(
            module_name = module_name,
            index = output,
            indexes = depset([output], transitive = [info.indexes for info in deps]),
            main_actor_modules = depset(
                _main_actor(module_name, ctx.attr.default_isolation),
                transitive = [info.main_actor_modules for info in deps],
            ),
        ),
    ]

sword_index = rule(
    implementation = _sword_index_impl,
    doc = "Indexes one module's sources for Sword (`sword index`) into `<name>.swordindex`.",
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"], doc = "The module's Swift sources."),
        "module_name": attr.string(doc = "The module's name (default: the target's name)."),
        "deps": attr.label_list(
            providers = [SwordIndexInfo],
            doc = "The `sword_index` targets of the modules this one depends on. They are not inputs of this " +
                  "module's index action: they are handed on to `sword_generate`.",
        ),
        "default_isolation": _ISOLATION_ATTR,
        "sword": _SWORD_ATTR,
    },
    provides = [SwordIndexInfo],
)

def _sword_generate_impl(ctx):
    deps = [dep[SwordIndexInfo] for dep in ctx.attr.deps]
    own = []
    if ctx.files.srcs:
        root_index = ctx.actions.declare_file(ctx.label.name + "/" + ctx.attr.module_name + ".swordindex")
        _index_action(ctx, ctx.attr.module_name, ctx.files.srcs, root_index)
        own = [root_index]
    indexes = depset(own, transitive = [info.indexes for info in deps]).to_list()
    main_actor = depset(
        _main_actor(ctx.attr.module_name, ctx.attr.default_isolation),
        transitive = [info.main_actor_modules for info in deps],
    ).to_list()
    # One file, or `output_files` parts named by their count alone (`Sword.generated.1.swift` ...), all declared.
    out = ctx.label.name + "/" + ctx.attr.out
    stem = out[:-len(".swift")] if out.endswith(".swift") else out
    names = [out] if ctx.attr.output_files <= 1 else ["%s.%d.swift" % (stem, n) for n in range(1, ctx.attr.output_files + 1)]
    outputs = [ctx.actions.declare_file(name) for name in names]

    args = ctx.actions.args()
    args.add("generate")
    args.add("--quiet")
    args.add("--root-module", ctx.attr.module_name)
    # The output's path in the output tree: the parts go beside it.
    args.add("--output", outputs[0].dirname + "/" + ctx.attr.out)
    if ctx.attr.output_files > 1:
        args.add("--output-files", str(ctx.attr.output_files))
    args.add_all(ctx.attr.components, before_each = "--component")
    args.add_all(main_actor, before_each = "--main-actor-module")
    if ctx.attr.test_overrides:
        args.add("--test-overrides")
    args.add("--index")
    args.add_all(indexes)
    _run_sword(ctx, args, indexes, outputs, "SwordGenerate", "Generating %s's Sword code" % ctx.attr.module_name)
    return [DefaultInfo(files = depset(outputs))]

sword_generate = rule(
    implementation = _sword_generate_impl,
    doc = "Merges the Sword indexes of `deps` (and of its own `srcs`) into `<name>/<out>` (`sword generate --index`).",
    attrs = {
        "module_name": attr.string(mandatory = True, doc = "The root module, which compiles the generated file."),
        "srcs": attr.label_list(
            allow_files = [".swift"],
            doc = "The root module's own sources (not the generated file), indexed by an action of this rule. " +
                  "Leave empty when the root's `sword_index` is in `deps`.",
        ),
        "deps": attr.label_list(
            providers = [SwordIndexInfo],
            doc = "`sword_index` targets; the modules they depend on are merged too.",
        ),
        "out": attr.string(default = "Sword.generated.swift", doc = "The generated file's name."),
        "output_files": attr.int(
            default = 1,
            doc = "Split the code in this many files (`<out stem>.1.swift` ...), compiled in parallel; as " +
                  "`output_files:` in .sword.yml.",
        ),
        "components": attr.string_list(
            doc = "Generate only these root components and their subcomponents (`--component`).",
        ),
        "test_overrides": attr.bool(
            default = False,
            doc = "Generate test overrides, as `test_overrides: true` in .sword.yml.",
        ),
        "default_isolation": _ISOLATION_ATTR,
        "sword": _SWORD_ATTR,
    },
)

def _sword_check_impl(ctx):
    generated = ctx.file.generated
    committed = ctx.file.src
    fix = "bazel build %s && cp bazel-bin/%s %s" % (
        ctx.attr.generated.label,
        generated.short_path,
        committed.short_path,
    )
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        output = script,
        is_executable = True,
        content = """#!/usr/bin/env bash
# Written by sword_check ({label}): the committed file against what {generate} writes.
set -u
committed='{committed}'
generated='{generated}'
if cmp -s "$committed" "$generated"; then
  echo "sword_check: $committed is current"
  exit 0
fi
echo "sword_check: $committed differs from what {generate} generates:"
if command -v diff >/dev/null 2>&1; then
  diff -u --label "$committed (committed)" --label "$committed (generated)" "$committed" "$generated"
fi
echo "sword_check: to fix, run: {fix}"
exit 1
""".format(
            label = ctx.label,
            generate = ctx.attr.generated.label,
            committed = committed.short_path,
            generated = generated.short_path,
            fix = fix,
        ),
    )
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = [committed, generated]))]

# Bazel wants test rules named `*_test`; `sword_check` below is the name to use.
sword_check_test = rule(
    implementation = _sword_check_impl,
    test = True,
    doc = "A test that fails, showing the diff and the command that fixes it, when the committed generated file " +
          "differs from what its `sword_generate` target writes.",
    attrs = {
        "generated": attr.label(mandatory = True, allow_single_file = True, doc = "The `sword_generate` target."),
        "src": attr.label(mandatory = True, allow_single_file = [".swift"], doc = "The committed generated file."),
    },
)

def sword_check(name, generated, src, **kwargs):
    """A test (`sword_check_test`) that fails when `src`, the committed generated file, differs from what
    `generated`, its `sword_generate` target, writes. It prints the diff and the command that fixes it.

    Args:
      name: the test's name.
      generated: the `sword_generate` target.
      src: the committed generated file.
      **kwargs: what any test takes (`size`, `tags`, ...).
    """
    kwargs.setdefault("size", "small")
    sword_check_test(name = name, generated = generated, src = src, **kwargs)

def sword_index_label(dep):
    """The label of the `sword_index` that `sword_swift_library` makes beside the library `dep`.

    "//Features/Feed" -> "//Features/Feed:Feed_sword_index", ":Core" -> ":Core_sword_index".
    """
    if ":" in dep:
        return dep + SWORD_INDEX_SUFFIX
    if dep.startswith("//") or dep.startswith("@"):
        return dep + ":" + dep.split("/")[-1] + SWORD_INDEX_SUFFIX
    return ":" + dep + SWORD_INDEX_SUFFIX

def sword_index_labels(deps):
    """`sword_index_label` of each dependency in this repository (those of other repositories are left out)."""
    return [sword_index_label(dep) for dep in deps if not dep.startswith("@") or dep.startswith("@//")]

def sword_swift_library(
        name,
        srcs = [],
        deps = [],
        module_name = None,
        library_rule = None,
        sword_deps = None,
        default_isolation = "",
        sword = None,
        visibility = None,
        **kwargs):
    """A Swift library and, beside it, its Sword index `<name>_sword_index`.

    Teams wrap it once with their library rule, and write `swift_module` where they wrote `swift_library`:

        load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")
        load("@rules_sword//:sword.bzl", "sword_swift_library")

        def swift_module(**kwargs):
            sword_swift_library(library_rule = swift_library, **kwargs)

    Args:
      name: the library's name; the index is `<name>_sword_index`.
      srcs: the Swift sources, for both.
      deps: the library's dependencies. Their indexes (`sword_index_label`) become the index's `deps`, except
        for labels of other repositories (`@…`), which hold no Sword declarations.
      module_name: the module name (default: `name`; give it when rules_swift's default differs).
      library_rule: the rule that builds the library (rules_swift's `swift_library`), called with `name`, `srcs`,
        `deps`, `module_name`, `visibility` and `**kwargs`; `None` makes only the index.
      sword_deps: the index's `deps`, when they are not those of `deps`.
      default_isolation: "MainActor" when the module is built with `-default-isolation MainActor`.
      sword: the `sword` binary (default: `@//tools:sword`).
      visibility: of both targets.
      **kwargs: passed to `library_rule`.
    """
    if library_rule != None:
        library_rule(
            name = name,
            srcs = srcs,
            deps = deps,
            module_name = module_name,
            visibility = visibility,
            **kwargs
        )
    index_args = {"sword": sword} if sword != None else {}
    sword_index(
        name = name + SWORD_INDEX_SUFFIX,
        srcs = srcs,
        module_name = module_name or name,
        deps = sword_index_labels(deps) if sword_deps == None else sword_deps,
        default_isolation = default_isolation,
        visibility = visibility,
        **index_args
    )
