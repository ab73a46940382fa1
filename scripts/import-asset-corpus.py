#!/usr/bin/env python3
"""Copies real asset catalogs from public repositories into the test fixtures: every
`Contents.json` as it is, small vector files (SVG, PDF ≤ 16 KiB) as they are, and for every other
image a tiny stand-in of the same format, pixel size and transparency, made with ImageMagick
(heif-enc for HEIC), so the header checks see what the real files would give them. Other files
(data sets, AR data) are copied when ≤ 4 KiB, else replaced by a short placeholder text.

The repositories are read from git mirrors (`fetch` of the search tools, or `git clone --mirror`);
each catalog's repository, commit, path and licence are written to SOURCES.md, and each
repository's licence file is copied beside its catalogs.

    scripts/import-asset-corpus.py MIRRORS OUT          # MIRRORS/<owner>+<name>/repo
    scripts/import-asset-corpus.py MIRRORS OUT --full   # every file as it is (for /work/corpus, not for commits)
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

# (repository, catalog path in it, licence file, licence name[, fixture folder])
CATALOGS = [
    ("SwiftGen/SwiftGen", "Sources/TestUtils/Fixtures/Resources/XCAssets/Food.xcassets", "LICENCE", "MIT"),
    ("SwiftGen/SwiftGen", "Sources/TestUtils/Fixtures/Resources/XCAssets/Other.xcassets", "LICENCE", "MIT"),
    ("SwiftGen/SwiftGen", "Sources/TestUtils/Fixtures/Resources/XCAssets/Styles.xcassets", "LICENCE", "MIT"),
    ("SwiftGen/SwiftGen", "Sources/TestUtils/Fixtures/Resources/XCAssets/Files.xcassets", "LICENCE", "MIT"),
    ("SwiftGen/SwiftGen", "Sources/TestUtils/Fixtures/Resources/XCAssets/Symbols.xcassets", "LICENCE", "MIT"),
    ("mac-cain13/R.swift", "Examples/ResourceApp/ResourceApp/Images.xcassets", "License", "MIT"),
    ("Ranchero-Software/NetNewsWire", "iOS/Resources/Assets.xcassets", "LICENSE", "MIT"),
    ("home-assistant/iOS", "Sources/Shared/Assets/SharedAssets.xcassets", "LICENSE.md", "Apache-2.0"),
    ("home-assistant/iOS", "Sources/Shared/Assets/Colors.xcassets", "LICENSE.md", "Apache-2.0"),
    ("CodeEditApp/CodeEdit", "OpenWithCodeEdit/Media.xcassets", "LICENSE.md", "MIT"),
    ("duckduckgo/iOS", "DuckDuckGo/AlternateAppIcons.xcassets", "LICENSE.md", "Apache-2.0"),
    ("exelban/stats", "Stats/Supporting Files/Assets.xcassets", "LICENSE", "MIT"),
    ("Cizzuk/CSE", "CSE/Assets.xcassets", "LICENSE", "MIT"),
    ("anonaddy/addy-ios", "addy_watchkit/Assets.xcassets", "LICENSE", "MIT"),
    ("RISCfuture/SF50-TOLD", "SF50 TOLD/Assets.xcassets", "LICENSE", "MIT"),
    ("fastlane/fastlane", "gym/examples/visionos/VisionExample/Assets.xcassets", "LICENSE", "MIT", "fastlane-visionos-Assets.xcassets"),
    ("fastlane/fastlane", "gym/examples/tvapp/tvapp/Assets.xcassets", "LICENSE", "MIT", "fastlane-tvapp-Assets.xcassets"),
    ("MonitorControl/MonitorControl", "MonitorControl/Assets.xcassets", "License.txt", "MIT"),
    ("p0deje/Maccy", "Maccy/Assets.xcassets", "LICENSE", "MIT"),
    ("sindresorhus/Gifski", "Gifski/Assets.xcassets", "license", "MIT"),
]

IM = "/usr/bin/convert" if os.path.exists("/usr/bin/convert") else "convert"
VECTOR = (".svg", ".pdf")
RASTER = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG", ".heic": "HEIC", ".gif": "GIF", ".tif": "TIFF", ".tiff": "TIFF"}


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], check=True, capture_output=True).stdout


def identify(blob):
    """(format, width, height, has alpha) of an image's bytes, or None."""
    result = subprocess.run(["identify", "-format", "%m %w %h %A %[opaque]\n", "-"], input=blob, capture_output=True)
    if result.returncode != 0 or not result.stdout:
        return None
    parts = result.stdout.decode().splitlines()[0].split()
    alpha = parts[3].lower() in ("true", "blend")
    return parts[0], int(parts[1]), int(parts[2]), alpha, alpha and parts[4].lower() == "true"


def vector_stand_in(blob, target, extension):
    """A small SVG with the real root tag's width, height and viewBox, or a PDF with its MediaBox."""
    text = blob.decode("utf-8", "replace")
    if extension == ".svg":
        tag = re.search(r"<svg\b[^>]*>", text)
        attributes = []
        for name in ("width", "height", "viewBox"):
            found = re.search(r'\s' + name + r'\s*=\s*("[^"]*"|\'[^\']*\')', tag.group(0)) if tag else None
            if found:
                attributes.append(f"{name}={found.group(1)}")
        svg = '<svg xmlns="http://www.w3.org/2000/svg" ' + " ".join(attributes) + '><!-- stand-in --></svg>\n'
        with open(target, "w") as out:
            out.write(svg)
        return "stand-in SVG"
    box = re.search(r"/MediaBox\s*\[([^\]]*)\]", text)
    with open(target, "w") as out:
        out.write("%PDF-1.4\n% stand-in\n1 0 obj << /Type /Page /MediaBox [" + (box.group(1).strip() if box else "0 0 1 1") + "] >> endobj\n%%EOF\n")
    return "stand-in PDF"


def stand_in(blob, target, extension):
    if extension in VECTOR:
        return vector_stand_in(blob, target, extension)
    facts = identify(blob)
    if facts is None:
        with open(target, "wb") as out:
            out.write(blob[:64])  # not an image to ImageMagick either: keep its first bytes
        return "first 64 bytes"
    kind, width, height, alpha, opaque = facts
    # An alpha channel of only opaque pixels stays so: the App Store icon check tells the two apart.
    colour = ("rgba(200,120,40,1.0)" if opaque else "rgba(200,120,40,0.6)") if alpha else "#c87828"
    if kind == "HEIC":
        with tempfile.TemporaryDirectory() as tmp:
            source = os.path.join(tmp, "s.png")
            subprocess.run([IM, "-size", f"{width}x{height}", f"xc:{colour}", source], check=True)
            subprocess.run(["heif-enc", "-q", "30", source, "-o", target], check=True, capture_output=True)
    else:
        prefix = {"PNG": "PNG32" if alpha else "PNG24"}.get(kind, kind)
        options = ["-alpha", "set"] if alpha else []
        subprocess.run([IM, "-size", f"{width}x{height}", f"xc:{colour}", *options, f"{prefix}:{target}"], check=True)
        if kind == "PNG":  # no dates in the file, and no reduction of an opaque alpha channel
            subprocess.run(["pngcrush", "-q", "-ow", "-noreduce", "-rem", "tEXt", "-rem", "tIME", target], capture_output=True)
    return f"stand-in {kind} {width}x{height}{' alpha' if alpha else ''}{' opaque' if opaque else ''}"


def main(mirrors, out, full):
    os.makedirs(out, exist_ok=True)
    sources = ["# Real asset catalogs\n",
               "Each folder is one asset catalog from a public repository: every `Contents.json` exactly as",
               "the repository has it; SVG and PDF files up to 16 KiB as they are; every other image a",
               "stand-in of the same format, pixel size and transparency (ImageMagick, heif-enc), made by",
               "`scripts/import-asset-corpus.py`. The licence of each repository is in `licences/`.\n",
               "| folder | repository | commit | path | licence | files |", "|---|---|---|---|---|---|"]
    os.makedirs(os.path.join(out, "licences"), exist_ok=True)
    for repo_name, path, licence_file, licence, *name in CATALOGS:
        repo = os.path.join(mirrors, repo_name.replace("/", "+"), "repo")
        commit = git(repo, "rev-parse", "HEAD").decode().strip()
        folder = name[0] if name else repo_name.split("/")[1] + "-" + os.path.basename(path)
        target_root = os.path.join(out, folder, os.path.basename(path))
        shutil.rmtree(os.path.join(out, folder), ignore_errors=True)
        names = git(repo, "ls-tree", "-r", "-z", "--name-only", commit, "--", path).decode().split("\0")
        count = 0
        for name in filter(None, names):
            blob = git(repo, "show", f"{commit}:{name}")
            relative = name[len(path) + 1:]
            target = os.path.join(target_root, relative)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            extension = os.path.splitext(name)[1].lower()
            count += 1
            if full or os.path.basename(name) == "Contents.json" or (extension in VECTOR and len(blob) <= 16384):
                with open(target, "wb") as out_file:
                    out_file.write(blob)
            elif extension in RASTER or extension in VECTOR:
                stand_in(blob, target, extension)
            elif len(blob) <= 4096:
                with open(target, "wb") as out_file:
                    out_file.write(blob)
            else:
                with open(target, "w") as out_file:
                    out_file.write(f"stand-in for a {len(blob)}-byte file\n")
        licence_target = os.path.join(out, "licences", repo_name.replace("/", "+") + "-" + licence_file)
        with open(licence_target, "wb") as out_file:
            out_file.write(git(repo, "show", f"{commit}:{licence_file}"))
        sources.append(f"| `{folder}` | [{repo_name}](https://github.com/{repo_name}) | `{commit}` | `{path}` | {licence} | {count} |")
    if not full:
        with open(os.path.join(out, "SOURCES.md"), "w") as out_file:
            out_file.write("\n".join(sources) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], "--full" in sys.argv[3:])
