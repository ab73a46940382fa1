#!/usr/bin/env python3
"""Copies the JSON examples of the Design Tokens Format Module (2025.10) into test data.

usage: scripts/extract-dtcg-examples.py COMMUNITY_GROUP [OUTPUT]
  COMMUNITY_GROUP  a checkout (or bare git directory) of github.com/design-tokens/community-group
  OUTPUT           default: Tests/Fixtures/brand/dtcg

Every ```json / ```jsonc block of technical-reports/format/*.md and technical-reports/color/*.md
is written as strict JSON (comments and trailing commas of the jsonc blocks removed, nothing
else changed) to OUTPUT/<class>/<report>-<n>.json, where the class says what a conforming tool
must do with it:
  valid         a complete file: accepted without errors
  fragment      valid syntax that names tokens defined in another example: only unresolved
                references may be reported
  invalid       the report marks it invalid (circular references): rejected
  inconsistent  contradicts the report's own rules (noted below): rejected
"""
import json
import os
import re
import subprocess
import sys

# (report file, index among its json blocks) -> (class, reason). Everything else is valid.
CLASSES = {
    ("token-naming.md", 2): ("fragment", "aliases to tokens of other examples"),
    ("token-naming.md", 8): ("fragment", "aliases to tokens of other examples"),
    ("token-naming.md", 9): ("fragment", "aliases to tokens of other examples"),
    ("token-naming.md", 10): ("fragment", "aliases to tokens of other examples"),
    ("aliases.md", 3): ("invalid", "circular reference a → b → c → a"),
    ("aliases.md", 6): ("inconsistent", "typography values without 'letterSpacing', which the format's schema (values/typography.json) requires"),
    ("aliases.md", 7): ("inconsistent", "illustrates JSON Pointer disambiguation: groups holding bare values, no tokens"),
    ("composite-types.md", 0): ("fragment", "references {base.shadow} and {brand.accent}, not defined"),
    ("composite-types.md", 6): ("fragment", "references {color.focusring}, not defined"),
    ("composite-types.md", 8): ("fragment", "references {base.shadow}, not defined"),
    ("composite-types.md", 11): ("fragment", "references {brand.secondary}, not defined"),
    ("composite-types.md", 12): ("fragment", "references {font.serif}, not defined"),
    ("groups.md", 4): ("fragment", "extends {button} of the previous example"),
    ("groups.md", 5): ("fragment", "extends #/button of the previous example"),
    ("groups.md", 6): ("inconsistent", "tokens without $type ('input.field.background', the override 'width' with a string dimension '100px'), which the format forbids"),
    ("groups.md", 8): ("invalid", "circular $extends"),
    ("groups.md", 10): ("inconsistent", "'button-large.padding' has no $type in any group, which makes a token invalid"),
    ("groups.md", 12): ("inconsistent", "'base' has no $type, which makes a token invalid"),
    ("groups.md", 13): ("inconsistent", "'base' has no $type, which makes a token invalid"),
    ("groups.md", 9): ("invalid", "circular $extends"),
    ("groups.md", 15): ("invalid", "circular $extends a → b → c → a"),
    ("groups.md", 17): ("inconsistent", "a dimension with unit '%'; the types chapter allows only 'px' and 'rem'"),
    ("terminology.md", 0): ("inconsistent", "the shadow's color holds $type/$value and no colorSpace, which the color type forbids"),
}

REPORTS = ["technical-reports/format", "technical-reports/color"]


def listing(root):
    if os.path.isdir(os.path.join(root, REPORTS[0])):
        for folder in REPORTS:
            for name in sorted(os.listdir(os.path.join(root, folder))):
                if name.endswith(".md"):
                    with open(os.path.join(root, folder, name), encoding="utf-8") as handle:
                        yield name, handle.read()
        return
    names = subprocess.run(["git", "--git-dir", root, "ls-tree", "--name-only", "HEAD", f"{REPORTS[0]}/", f"{REPORTS[1]}/"],
                           check=True, capture_output=True, text=True).stdout.split()
    for path in sorted(names, key=lambda p: (os.path.dirname(p) != REPORTS[0], os.path.basename(p))):
        if path.endswith(".md"):
            yield os.path.basename(path), subprocess.run(["git", "--git-dir", root, "show", "HEAD:" + path],
                                                         check=True, capture_output=True, text=True).stdout


def strict_json(text):
    """Removes // and /* */ comments outside strings and trailing commas."""
    out, i, in_string = [], 0, False
    while i < len(text):
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\":
                out.append(text[i + 1])
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
            out.append(c)
        elif text.startswith("//", i):
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2
            continue
        else:
            out.append(c)
        i += 1
    return re.sub(r",(\s*[}\]])", r"\1", "".join(out))


def commit(root):
    for args in (["git", "-C", root, "rev-parse", "HEAD"], ["git", "--git-dir", root, "rev-parse", "HEAD"]):
        result = subprocess.run(args, capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.strip()
    return "unknown"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    root = sys.argv[1]
    here = os.path.dirname(os.path.abspath(__file__))
    output = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "..", "Tests/Fixtures/brand/dtcg")
    rows, counts = [], {}
    for name, text in listing(root):
        blocks = [m for m in re.finditer(r"```(\w*)\n(.*?)```", text, re.S) if m.group(1) in ("json", "jsonc")]
        for index, match in enumerate(blocks):
            body = strict_json(match.group(2))
            json.loads(body)  # must now be strict JSON
            kind, reason = CLASSES.get((name, index), ("valid", ""))
            stem = f"{name[:-3]}-{index:02d}.json"
            os.makedirs(os.path.join(output, kind), exist_ok=True)
            with open(os.path.join(output, kind, stem), "w", encoding="utf-8") as handle:
                handle.write(body if body.endswith("\n") else body + "\n")
            counts[kind] = counts.get(kind, 0) + 1
            rows.append(f"| `{kind}/{stem}` | {name} | {index} | {reason} |")
    source = commit(root)
    with open(os.path.join(output, "SOURCES.md"), "w", encoding="utf-8") as handle:
        handle.write(f"""# Design Tokens Format Module examples

Copied by `scripts/extract-dtcg-examples.py` from the JSON examples of the Design Tokens
Community Group's technical reports (Format Module 2025.10 and its Color Module), repository
github.com/design-tokens/community-group, commit {source}, files
`technical-reports/format/*.md` and `technical-reports/color/*.md`. Only the `jsonc` blocks were
changed: their comments and trailing commas are removed so that they are strict JSON.

Licence: the reports are licensed under the W3C Software and Document License
(https://www.w3.org/Consortium/Legal/2015/copyright-software-and-document), reproduced in
`LICENSE.md` beside this file. Copyright © W3C® (MIT, ERCIM, Keio, Beihang) and the Design
Tokens Community Group contributors.

Counts: {", ".join(f"{counts[k]} {k}" for k in sorted(counts))}.

| file | report | block | why not `valid` |
|---|---|---|---|
""" + "\n".join(rows) + "\n")
    print(f"wrote {sum(counts.values())} examples: {counts}")


if __name__ == "__main__":
    main()
