#!/usr/bin/env python3
"""Runs zk-marketing's listing rules on the fastlane metadata of other apps and prints what
they find, for sampling by hand (issue 32: "no false finding of the new rules").

Each REPO is a git directory (a checkout's .git or a bare mirror). Every deliver metadata
folder in it (a `metadata/` folder holding App Store language folders such as `en-US/`; supply's
`android/` is read too when it is there) becomes a brand project of its own: the texts are
copied as templates (`{{` written as the literal it is), the category files to
`marketing/app-store/`, and brand.json names the app per locale. zk-marketing check then runs
on it with every locale the folder has, and the findings of CODES are printed with their text.

usage: scripts/measure-listing-rules.py ZK_MARKETING CODES REPO...
  ZK_MARKETING  the zk-marketing binary (.build/debug/zk-marketing)
  CODES         comma-separated codes to report (ZK5066,ZK5067,ZK5068,ZK5069,ZK5076)
"""
import json
import os
import re
import subprocess
import sys
import tempfile

APP_STORE_FIELDS = ["name", "subtitle", "description", "keywords", "promotional_text", "release_notes"]
CATEGORY_FILES = ["primary_category", "secondary_category", "primary_first_sub_category",
                  "primary_second_sub_category", "secondary_first_sub_category", "secondary_second_sub_category"]
PLAY_FIELDS = {"title": "title", "short_description": "short_description", "full_description": "full_description"}
LANGUAGE = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")


def git(repo, *args):
    return subprocess.run(["git", "--git-dir", repo, *args], capture_output=True, text=True, check=True).stdout


def show(repo, path):
    result = subprocess.run(["git", "--git-dir", repo, "show", "HEAD:" + path], capture_output=True)
    return result.stdout.decode("utf-8", "replace") if result.returncode == 0 else None


def metadata_roots(files):
    """The folders holding App Store language folders with deliver's text files."""
    roots = set()
    for path in files:
        parts = path.split("/")
        if len(parts) >= 3 and LANGUAGE.match(parts[-2]) and parts[-1][:-4] in APP_STORE_FIELDS \
                and parts[-3] != "android" and "metadata" in parts[:-2]:
            roots.add("/".join(parts[:-2]))
    return sorted(roots)


def template(text):
    return text.strip().replace("{{", "{ {")


def project(repo, root, files, folder):
    names = {}
    marketing = os.path.join(folder, "Brand", "marketing")
    for path in files:
        if not path.startswith(root + "/") or not path.endswith(".txt"):
            continue
        rest = path[len(root) + 1:].split("/")
        text = None
        if len(rest) == 2 and LANGUAGE.match(rest[0]) and rest[1][:-4] in APP_STORE_FIELDS:
            target = os.path.join(marketing, rest[0], rest[1])
        elif len(rest) == 1 and rest[0][:-4] in CATEGORY_FILES:
            target = os.path.join(marketing, "app-store", rest[0])
        elif len(rest) == 3 and rest[0] == "android" and LANGUAGE.match(rest[1]) and rest[2][:-4] in PLAY_FIELDS:
            target = os.path.join(marketing, rest[1], rest[2])
        else:
            continue
        text = show(repo, path)
        if text is None or not text.strip():
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(template(text))
        if rest[-1] == "name.txt":
            names[rest[0]] = text.strip()
    locales = sorted(d for d in os.listdir(marketing) if LANGUAGE.match(d)) if os.path.isdir(marketing) else []
    tokens = {"app": {"$type": "string", "name": {l: {"$value": names.get(l, "App")} for l in locales}}}
    with open(os.path.join(folder, "Brand", "brand.json"), "w", encoding="utf-8") as handle:
        json.dump(tokens, handle, ensure_ascii=False)
    return locales


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    binary, codes, repos = sys.argv[1], set(sys.argv[2].split(",")), sys.argv[3:]
    totals = {code: 0 for code in sorted(codes)}
    listings = 0
    for repo in repos:
        files = git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines()
        for root in metadata_roots(files):
            with tempfile.TemporaryDirectory() as folder:
                locales = project(repo, root, files, folder)
                if not locales:
                    continue
                listings += len(locales)
                args = [binary, "check", os.path.join(folder, "Brand"), "--quiet", "--store", "app-store"]
                for locale in locales:
                    args += ["-l", locale]
                result = subprocess.run(args, capture_output=True, text=True, cwd=folder)
                print(f"== {repo} {root}: {len(locales)} locales")
                for line in (result.stdout + result.stderr).splitlines():
                    if any(code in line for code in codes):
                        found = [code for code in codes if code in line]
                        for code in found:
                            totals[code] += 1
                        print("  " + line[:400])
    print(f"listings (locale folders): {listings}")
    for code, count in totals.items():
        print(f"{code}: {count}")


if __name__ == "__main__":
    main()
