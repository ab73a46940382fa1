#!/usr/bin/env bash
# The official JSON-Schema-Test-Suite (https://github.com/json-schema-org/JSON-Schema-Test-Suite,
# MIT) through the command line, as a user runs it: every test case of drafts 4, 6, 7, 2019-09 and
# 2020-12 becomes a schema file and one data file per test, validated by
#   zk-content validate --draft D --map http://localhost:1234/=SUITE/remotes --schema case.json test-*.json
# Each verdict line must be the test's expected validity, and the exit status 0 exactly when every
# test of the case is valid, 1 otherwise. Required tests must all pass; with --optional the
# optional/ files are run too (optional/format/ with --assert-format) and reported per file.
# Usage: scripts/crosscheck-schema-suite.sh [--optional] [SUITE_CHECKOUT]
#        (default: the suite vendored in Tests/Fixtures/JSON-Schema-Test-Suite, commit 44401e0c)
# ZK_SUITE_ONLY=REGEX runs only the files whose FOLDER/RELATIVE path matches (a Python regular
# expression searched in, e.g., draft7/optional/format/hostname.json): ZK_SUITE_ONLY='^draft7/'.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
optional=0
if [ "${1:-}" = "--optional" ]; then optional=1; shift; fi
suite=${1:-"$root/Tests/Fixtures/JSON-Schema-Test-Suite"}
cd "$root"
# ZK_CONTENT=path/to/zk-content skips the release build (a debug binary while iterating).
if [ -z "${ZK_CONTENT:-}" ]; then
    swift build -c release --product zk-content >&2
    zk="$(swift build -c release --show-bin-path)/zk-content"
else
    zk=$ZK_CONTENT
fi
python3 - "$suite" "$zk" "$optional" <<'PY'
import glob, json, os, re, subprocess, sys, tempfile
suite, zk, optional = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
only = re.compile(os.environ.get("ZK_SUITE_ONLY", ""))
drafts = [("draft4", "4"), ("draft6", "6"), ("draft7", "7"), ("draft2019-09", "2019-09"), ("draft2020-12", "2020-12")]
work = tempfile.mkdtemp()
failed_required = 0
for folder, draft in drafts:
    files = sorted(glob.glob(os.path.join(suite, "tests", folder, "**", "*.json"), recursive=True))
    totals = {"required": [0, 0], "optional": [0, 0]}
    per_file = []
    for path in files:
        relative = os.path.relpath(path, os.path.join(suite, "tests", folder))
        is_optional = relative.startswith("optional/")
        if is_optional and not optional:
            continue
        if not only.search(folder + "/" + relative):
            continue
        kind = "optional" if is_optional else "required"
        passed = total = 0
        failures = []
        for number, case in enumerate(json.load(open(path, encoding="utf-8"))):
            directory = os.path.join(work, folder, relative.replace("/", "_"), str(number))
            os.makedirs(directory, exist_ok=True)
            schema = os.path.join(directory, "schema.json")
            json.dump(case["schema"], open(schema, "w", encoding="utf-8"))
            data = []
            for index, test in enumerate(case["tests"]):
                name = os.path.join(directory, f"test-{index}.json")
                json.dump(test["data"], open(name, "w", encoding="utf-8"))
                data.append((name, test))
            command = [zk, "validate", "--quiet", "--draft", draft, "--map", "http://localhost:1234/=" + os.path.join(suite, "remotes"),
                       "--schema", schema] + [name for name, _ in data]
            if relative.startswith("optional/format/"):
                command.insert(2, "--assert-format")
            run = subprocess.run(command, capture_output=True, text=True)
            verdicts = {line.split("\t")[1]: line.split("\t")[0] == "valid" for line in run.stdout.splitlines() if "\t" in line}
            all_valid = all(test["valid"] for _, test in data)
            exit_ok = run.returncode == (0 if all_valid else 1)
            for name, test in data:
                total += 1
                if verdicts.get(name) == test["valid"] and exit_ok:
                    passed += 1
                else:
                    why = f"verdict {verdicts.get(name)}" if verdicts.get(name) != test["valid"] else f"exit {run.returncode}"
                    first = next((l for l in run.stderr.splitlines() if "error" in l), "")
                    failures.append(f"{case['description']} / {test['description']}: expected {test['valid']}, {why}; {first}")
        totals[kind][0] += passed
        totals[kind][1] += total
        per_file.append((relative, passed, total, failures))
    if not per_file:
        continue
    print(f"{folder}: required {totals['required'][0]}/{totals['required'][1]}"
          + (f", optional {totals['optional'][0]}/{totals['optional'][1]}" if optional else ""))
    for relative, passed, total, failures in per_file:
        if failures:
            print(f"  {relative}: {passed}/{total}")
            for line in failures[:8]:
                print("    " + line)
            if not relative.startswith("optional/"):
                failed_required += len(failures)
sys.exit(1 if failed_required else 0)
PY
