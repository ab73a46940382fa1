"""rules_zk: zk-build's tools as Bazel actions, one action per unit of work.

No external dependencies: native rule(), ctx.actions.run and ctx.actions.run_shell only (Bazel 4.2
and later). Every action names its inputs on the tool's command line with --trust-declared-inputs:
Bazel presents each declared input as a symbolic link into the source tree, and the sandbox, not
zk-build, confines what the tool can reach. The tools never write through a link.

    load("@rules_zk//zk:defs.bzl", "zk_toolchain", "zk_check", "zk_dawg", "zk_content", "zk_marketing")
"""

ZkToolchainInfo = provider(
    doc = "Prebuilt zk-build tools (static binaries, or any file that runs on the executor).",
    fields = {
        "zk_build": "zk-build (the driver), or None",
        "zk_strings": "zk-strings, or None",
        "zk_dawg": "zk-dawg, or None",
        "zk_content": "zk-content, or None",
        "zk_marketing": "zk-marketing, or None",
    },
)

_TOOLS = ["zk_build", "zk_strings", "zk_dawg", "zk_content", "zk_marketing"]

def _zk_toolchain_impl(ctx):
    files = {name: getattr(ctx.file, name) for name in _TOOLS}
    present = [f for f in files.values() if f]
    return [ZkToolchainInfo(**files), DefaultInfo(files = depset(present))]

zk_toolchain = rule(
    implementation = _zk_toolchain_impl,
    doc = "The prebuilt binaries the zk rules run: a label of a file or of a rule making one.",
    attrs = {
        name: attr.label(allow_single_file = True, executable = True, cfg = "exec")
        for name in _TOOLS
    },
)

_TOOLCHAIN_ATTR = {
    "toolchain": attr.label(
        default = "@//tools:zk",
        providers = [ZkToolchainInfo],
        doc = "A zk_toolchain target (default: //tools:zk of the main workspace).",
    ),
}

def _tool(ctx, name):
    tool = getattr(ctx.attr.toolchain[ZkToolchainInfo], name)
    if not tool:
        fail("%s: the toolchain %s has no %s" % (ctx.label, ctx.attr.toolchain.label, name.replace("_", "-")))
    return tool

def _folder(ctx, folder):
    """The exec-root path of `folder`, a path relative to the rule's package."""
    parts = [ctx.label.workspace_root, ctx.label.package, folder]
    return "/".join([p for p in parts if p])

def _stamped(ctx, tool, args, inputs, stamp, mnemonic, message):
    """Runs `tool args` and touches `stamp` when it passes (a check writes nothing else)."""
    ctx.actions.run_shell(
        command = '"$@" && : > "%s"' % stamp.path,
        arguments = [tool.path] + args,
        inputs = inputs,
        tools = [tool],
        outputs = [stamp],
        mnemonic = mnemonic,
        progress_message = message,
    )

def _strings_arguments(ctx):
    args = ["check", "--quiet", "--trust-declared-inputs"]
    if ctx.attr.locales:
        args += ["--locales", ",".join(ctx.attr.locales)]
    if ctx.attr.source_locale:
        args += ["--source-locale", ctx.attr.source_locale]
    if ctx.file.brand:
        args += ["--brand", ctx.file.brand.path]
    for name in ctx.attr.app_names:
        args += ["--app-name", name]
    if ctx.attr.strict:
        args.append("--strict")
    return args

def _zk_check_impl(ctx):
    tool = _tool(ctx, "zk_strings")
    extra = [ctx.file.brand] if ctx.file.brand else []
    stamps = []
    for catalog in ctx.files.srcs:
        stamp = ctx.actions.declare_file("%s.zk/%s.checked" % (ctx.label.name, catalog.short_path))
        _stamped(
            ctx,
            tool,
            _strings_arguments(ctx) + [catalog.path],
            [catalog] + extra,
            stamp,
            "ZkStringsCheck",
            "zk-strings check %s" % catalog.short_path,
        )
        stamps.append(stamp)
    return [DefaultInfo(files = depset(stamps)), OutputGroupInfo(_validation = depset(stamps))]

_STRINGS_ATTRS = {
    "srcs": attr.label_list(allow_files = [".xcstrings"], mandatory = True, doc = "String Catalogs."),
    "locales": attr.string_list(doc = "Required locales (default: each catalog's own)."),
    "source_locale": attr.string(doc = "The source locale (default: each catalog's sourceLanguage)."),
    "brand": attr.label(allow_single_file = [".json"], doc = "Brand tokens naming the app (app.name.<locale>)."),
    "app_names": attr.string_list(doc = "App names never to be written literally."),
    "strict": attr.bool(default = False, doc = "Treat states 'new' and 'needs_review' as errors."),
}

zk_check = rule(
    implementation = _zk_check_impl,
    doc = "Checks each String Catalog in its own action; the build fails at the catalog's file and line.",
    attrs = dict(_STRINGS_ATTRS, **_TOOLCHAIN_ATTR),
)

def _zk_strings_test_impl(ctx):
    tool = _tool(ctx, "zk_strings")
    args = _strings_arguments(ctx)
    if ctx.file.brand:
        args = [a if a != ctx.file.brand.path else ctx.file.brand.short_path for a in args]
    args += [f.short_path for f in ctx.files.srcs]
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        script,
        "#!/bin/bash\nexec %s\n" % " ".join(["'%s'" % a.replace("'", "'\\''") for a in [tool.short_path] + args]),
        is_executable = True,
    )
    extra = [ctx.file.brand] if ctx.file.brand else []
    runfiles = ctx.runfiles(files = [tool] + ctx.files.srcs + extra)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

zk_strings_test = rule(
    implementation = _zk_strings_test_impl,
    doc = "A test that checks the String Catalogs (bazel test); zk_check does it at build time.",
    attrs = dict(_STRINGS_ATTRS, **_TOOLCHAIN_ATTR),
    test = True,
)

def _zk_dawg_impl(ctx):
    tool = _tool(ctx, "zk_dawg")
    alphabets = [f for f in ctx.files.srcs if f.basename == "alphabet.json"]
    if len(alphabets) != 1:
        fail("%s: srcs must hold one variant folder's alphabet.json" % ctx.label)
    folder = alphabets[0].dirname
    out = ctx.outputs.out or ctx.actions.declare_file(ctx.label.name + ".dawg")
    args = ["build", "--quiet", "--trust-declared-inputs", "-o", out.path]
    if ctx.attr.gaddag:
        args.append("--gaddag")
    ctx.actions.run(
        executable = tool,
        arguments = args + [folder],
        inputs = ctx.files.srcs,
        outputs = [out],
        mnemonic = "ZkDawg",
        progress_message = "zk-dawg build %s" % folder,
    )
    return [DefaultInfo(files = depset([out]))]

zk_dawg = rule(
    implementation = _zk_dawg_impl,
    doc = "Builds a .dawg from a variant folder (alphabet.json and its word lists).",
    attrs = dict({
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "The variant folder's files."),
        "out": attr.output(doc = "The dictionary (default: <name>.dawg)."),
        "gaddag": attr.bool(default = False, doc = "Also store the GADDAG."),
    }, **_TOOLCHAIN_ATTR),
)

def _zk_content_impl(ctx):
    tool = _tool(ctx, "zk_content")
    out = ctx.actions.declare_directory(ctx.label.name)
    folder = _folder(ctx, ctx.attr.folder)
    ctx.actions.run(
        executable = tool,
        arguments = ["build", "--quiet", "--trust-declared-inputs", "-o", out.path, folder],
        inputs = ctx.files.srcs,
        outputs = [out],
        mnemonic = "ZkContent",
        progress_message = "zk-content build %s" % folder,
    )
    return [DefaultInfo(files = depset([out]))]

zk_content = rule(
    implementation = _zk_content_impl,
    doc = "Checks and compiles a content folder into a folder (the canonical content and catalog.json).",
    attrs = dict({
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "The content folder's files."),
        "folder": attr.string(default = "Content", doc = "The content folder, relative to the package."),
    }, **_TOOLCHAIN_ATTR),
)

def _zk_marketing_impl(ctx):
    tool = _tool(ctx, "zk_marketing")
    out = ctx.actions.declare_directory(ctx.label.name)
    folder = _folder(ctx, ctx.attr.folder)
    args = ["render", "--quiet", "--trust-declared-inputs", "-o", out.path, "--store", ctx.attr.store]
    for locale in ctx.attr.locales:
        args += ["--locale", locale]
    if ctx.attr.source_locale:
        args += ["--source-locale", ctx.attr.source_locale]
    ctx.actions.run(
        executable = tool,
        arguments = args + [folder],
        inputs = ctx.files.srcs,
        outputs = [out],
        mnemonic = "ZkMarketing",
        progress_message = "zk-marketing render %s" % folder,
    )
    return [DefaultInfo(files = depset([out]))]

zk_marketing = rule(
    implementation = _zk_marketing_impl,
    doc = "Checks the brand folder and renders the store listings (marketing/ and brand/ in a folder).",
    attrs = dict({
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "The brand folder's files."),
        "folder": attr.string(default = "Brand", doc = "The brand folder, relative to the package."),
        "store": attr.string(default = "all", values = ["all", "app-store", "play"]),
        "locales": attr.string_list(doc = "Locales every listing must have."),
        "source_locale": attr.string(doc = "The locale whose app name is the display name."),
    }, **_TOOLCHAIN_ATTR),
)
