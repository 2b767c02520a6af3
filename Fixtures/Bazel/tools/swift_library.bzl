"""A stand-in for rules_swift's `swift_library`, which this machine does not have: it takes the same core
attributes and compiles nothing. A real monorepo loads `@build_bazel_rules_swift//swift:swift.bzl` instead."""

def _swift_library_impl(ctx):
    return [DefaultInfo(files = depset(ctx.files.srcs))]

swift_library = rule(
    implementation = _swift_library_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"]),
        "deps": attr.label_list(),
        "module_name": attr.string(),
    },
)
