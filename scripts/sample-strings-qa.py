#!/usr/bin/env python3
"""Samples the translation QA findings (ZK3041-ZK3049, ZK3103-ZK3111) of zk-strings on real
catalogs, for judging each code's false-finding rate by hand.

    scripts/sample-strings-qa.py [--per-code N] [--seed S] CATALOG_OR_FOLDER...

A folder is one project: its catalogs are checked together (ZK3110 compares them), each with
its own source language and every locale they have as required (key grammar and translator
comments off: they are house rules). Prints, per code, the number of findings and N random
ones with the source text and the translation, to read and count.
"""
import argparse, collections, json, os, random, re, subprocess, sys, tempfile

QA = {"ZK3041", "ZK3042", "ZK3043", "ZK3044", "ZK3045", "ZK3046", "ZK3047", "ZK3048", "ZK3049"} | {
    f"ZK31{n:02d}" for n in range(3, 12)}

def catalogs(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, files in os.walk(path):
                for name in sorted(files):
                    if name.endswith(".xcstrings"):
                        yield os.path.join(root, name)
        else:
            yield path

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--per-code", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tool", default=os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "zk-strings"))
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    findings = collections.defaultdict(list)
    with tempfile.TemporaryDirectory() as work:
        with open(os.path.join(work, "zk-build.json"), "w") as config:
            json.dump({"strings": {"keyGrammar": False, "translatorComments": False}}, config)
        for project in args.paths:
            files = [os.path.abspath(path) for path in catalogs([project])]
            loaded = {path: json.load(open(path, encoding="utf-8")) for path in files}
            locales = set()
            for data in loaded.values():
                locales.add(data.get("sourceLanguage", "en"))
                for entry in data.get("strings", {}).values():
                    locales |= set(entry.get("localizations", {}).keys())
            if not files:
                continue
            run = subprocess.run(
                [args.tool, "-C", work, "check", "--format", "json", "--locales", ",".join(sorted(locales))] + files,
                capture_output=True, text=True)
            path = project
            try:
                document = json.loads(run.stdout)
            except json.JSONDecodeError:
                print(f"{path}: no JSON ({run.stderr.strip()[:200]})", file=sys.stderr)
                continue
            for diagnostic in document.get("diagnostics", []):
                if diagnostic.get("code") in QA:
                    message = diagnostic.get("message", "")
                    texts = ""
                    match = re.match(
                        r"'([^']+)' (?:'[^']*' )?(?:value|plural) of '(.*?)'(?::| in '| (?:is|states|links|has|ends|repeats|starts|translates))",
                        message)
                    data = loaded.get(os.path.abspath(os.path.join(work, diagnostic.get("file", ""))), {})
                    source = data.get("sourceLanguage", "en")
                    if match and data:
                        locale, key = match.groups()
                        localizations = data["strings"].get(key, {}).get("localizations", {})
                        def text(loc):
                            unit = localizations.get(loc, {}).get("stringUnit")
                            return unit.get("value") if unit else (key if loc == source and loc not in localizations else None)
                        texts = f"\n      {source}: {text(source)!r}\n      {locale}: {text(locale)!r}"
                    findings[diagnostic["code"]].append((diagnostic.get("file", path), message + texts))
    random.seed(args.seed)
    for code in sorted(QA):
        items = findings.get(code, [])
        print(f"== {code}: {len(items)} finding(s)")
        for path, message in random.sample(items, min(args.per_code, len(items))):
            print(f"  {os.path.basename(os.path.dirname(path))}/{os.path.basename(path)}: {message}")

if __name__ == "__main__":
    main()
