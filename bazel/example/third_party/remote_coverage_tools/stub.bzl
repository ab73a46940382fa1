"""An executable that says coverage is not available (no sh_binary: its launcher needs rules_cc)."""

def _unavailable_impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        script,
        "#!/bin/sh\necho 'coverage is not available offline' >&2\nexit 1\n",
        is_executable = True,
    )
    return [DefaultInfo(executable = script)]

unavailable = rule(implementation = _unavailable_impl, executable = True)
