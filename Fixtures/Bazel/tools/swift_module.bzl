"""The macro a team writes once so that every Swift library is indexed for Sword beside it."""

load("@rules_sword//:sword.bzl", "sword_swift_library")

# With rules_swift: load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")
load(":swift_library.bzl", "swift_library")

def swift_module(**kwargs):
    """`swift_library(**kwargs)` and its Sword index `<name>_sword_index`."""
    sword_swift_library(library_rule = swift_library, **kwargs)
