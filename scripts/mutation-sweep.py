#!/usr/bin/env python3
"""Mutation sweep of the default project (issue 15): single realistic mistakes across every
project folder, each checked with `zk-build check --format json`.

For every mistake it asks:
  caught      the run reports at least one error or warning;
  at place    the first diagnostic stands in the mistaken file, at the mistake's line;
  quiet       a mistake gives at most 3 diagnostics (one-byte syntax errors counted apart too);
  no false    no diagnostic claims that a file is missing when that file exists;
  no delete   a near miss, a shape error or a wrong case never reports the target it meant as
              unused (issue 31: the fix is the reference, not deleting the key or recording).
The run passes when every mistake is caught, >= 98 % have the first diagnostic at the place,
and no mistake has more than 3 diagnostics.

The seed is fixed, so the same tree always gives the same mistakes and the same figures.
Usage: scripts/mutation-sweep.sh [--count N] [--seed S] [--verbose]   (this file does the work)
"""
import argparse, json, os, random, re, shutil, subprocess, sys, tempfile

FOLDERS = ["Content", "Strings", "Audio-manifests", "Brand"]
# Codes whose message says a file is missing; each such message must not name an existing file.
MISSING_FILE_CODES = {"ZK0006", "ZK1018", "ZK1019", "ZK2004", "ZK2039", "ZK2041", "ZK4011", "ZK4020", "ZK0003"}


class Mutation:
    def __init__(self, kind, path, line, apply, description, one_byte=False, new_file=False):
        self.kind, self.path, self.line, self.apply = kind, path, line, apply
        self.description, self.one_byte, self.new_file = description, one_byte, new_file


def lines_of(text):
    return text.split("\n")


def line_of_offset(text, offset):
    return text.count("\n", 0, offset) + 1


def json_files(tree):
    out = []
    for folder in FOLDERS:
        for base, dirs, files in os.walk(os.path.join(tree, folder)):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".json") or name.endswith(".xcstrings"):
                    out.append(os.path.relpath(os.path.join(base, name), tree))
    return out


def read(tree, path):
    with open(os.path.join(tree, path), encoding="utf-8") as handle:
        return handle.read()


# ---------------------------------------------------------------- one-byte syntax mistakes

def syntax_mutations(tree, rng, count):
    """Deletes a quote, a comma or a colon, or adds a trailing comma, in a random JSON file."""
    files = json_files(tree)
    out = []
    attempts = 0
    while len(out) < count and attempts < count * 50:
        attempts += 1
        path = rng.choice(files)
        text = read(tree, path)
        kind = rng.choice(["delete-quote", "delete-comma", "delete-colon", "trailing-comma", "break-literal"])
        if kind == "delete-quote":
            # A quote that opens a key: the reader stops on that line.
            spots = [m.start() for m in re.finditer(r'(?m)^\s*"', text)]
            spots = [text.index('"', s) for s in spots]
        elif kind == "delete-comma":
            spots = [m.start() for m in re.finditer(r',[ \t]*\n', text)]
        elif kind == "delete-colon":
            spots = [m.start() + 1 for m in re.finditer(r'"\s*:', text)]
            spots = [text.index(":", s) for s in spots]
        elif kind == "trailing-comma":
            spots = [m.start() + 1 for m in re.finditer(r'[0-9"\]}el](?=\s*\n\s*[\]}])', text)]
        else:
            spots = [m.start() + 1 for m in re.finditer(r'\b(true|false|null)\b', text)]
        if not spots:
            continue
        spot = rng.choice(spots)
        line = line_of_offset(text, spot)
        if kind == "trailing-comma":
            mutated = text[:spot] + "," + text[spot:]
        elif kind == "break-literal":
            mutated = text[:spot] + "x" + text[spot + 1:]
        else:
            mutated = text[:spot] + text[spot + 1:]
        out.append(Mutation("syntax:" + kind, path, line, lambda t, m=mutated: m, f"{kind} at {path}:{line}", one_byte=True))
    return out


def other_syntax_mutations(tree, rng):
    """A `// comment`, a truncated file, an empty file."""
    files = json_files(tree)
    out = []
    for path in rng.sample(files, 6):
        out.append(Mutation("syntax:comment", path, 1, lambda t: "// edited by hand\n" + t, f"// comment at the top of {path}"))
    for path in rng.sample(files, 6):
        text = read(tree, path)
        cut = rng.randrange(len(text) // 3, len(text) - 2)
        line = line_of_offset(text, len(text[:cut].rstrip()))
        out.append(Mutation("syntax:truncated", path, None, lambda t, c=cut: t[:c], f"{path} truncated at byte {cut}"))
    return out


# ---------------------------------------------------------------- semantic mistakes

def occurrences(text, pattern, group=0):
    return [(m.start(group), m.end(group)) for m in re.finditer(pattern, text)]


def replace_span(text, span, new):
    return text[:span[0]] + new + text[span[1]:]


def semantic_mutations(tree, rng):
    out = []

    def pick(path, pattern, make, kind, description, group=0, times=1):
        text = read(tree, path)
        spans = occurrences(text, pattern, group)
        for span in rng.sample(spans, min(times, len(spans))):
            old = text[span[0]:span[1]]
            new = make(old)
            line = line_of_offset(text, span[0])
            out.append(Mutation(kind, path, line, lambda t, s=span, n=new: replace_span(t, s, n), f"{description}: {old} -> {new} at {path}:{line}"))

    games = sorted(p for p in json_files(tree) if p.startswith("Content/games/"))
    typo = lambda s: s[:-2] + s[-1:] if len(s) > 4 else s + "x"   # drops a letter before the closing quote
    for path in rng.sample(games, 6):
        pick(path, r'"prompt\.[a-z_.]+"', typo, "content:prompt-ref", "a game names a prompt that does not exist")
    for path in rng.sample(games, 4):
        pick(path, r'"(bg|game)_[a-z_]+"', typo, "content:asset-ref", "a misspelt asset name")
    for path in rng.sample(games, 4):
        pick(path, r'"max": (\d+)', lambda s: "27", "content:range", "a step range beyond 20", group=1)
    for path in rng.sample(games, 3):
        pick(path, r'"titleKey": "([a-z_.]+)"', lambda s: s + "x", "content:string-key", "a string key the catalog lacks", group=1)
    pick("Content/numbers.json", r'"structure": "([^"]+)"', lambda s: "99", "content:structure", "a wrong structure label", group=1, times=2)
    pick("Content/numbers.json", r'"audio": "(num\.\d+)"', lambda s: s + "x", "content:audio-id", "an audio ID that breaks the grammar", group=1, times=2)
    stickers = read(tree, "Content/stickers.json")
    if '"' in stickers:
        pick("Content/stickers.json", r'"dotPicture": "([a-z]+)"', lambda s: s + "x", "content:dotpicture-ref", "a sticker names a missing dot picture", group=1, times=2)

    for catalog in ["Strings/Content.xcstrings", "Strings/Localizable.xcstrings"]:
        pick(catalog, r'"state" : "(translated)"', lambda s: "translatd", "strings:state", "an unknown translation state", group=1, times=3)
        pick(catalog, r'"value" : "([^"%]{3,})"', lambda s: "", "strings:empty", "an emptied value", group=1, times=2)
    pick("Strings/Content.xcstrings", r'"value" : "(%lld) ', lambda s: "%@", "strings:placeholder", "a placeholder of the wrong type", group=1, times=2)
    pick("Strings/Localizable.xcstrings", r'(?m)^    "([a-z][a-z0-9_.]+)" : \{', lambda s: s.upper(), "strings:key-grammar", "a key in capitals", group=1, times=2)

    for manifest in ["Audio-manifests/de.json", "Audio-manifests/en.json", "Audio-manifests/ru.json"]:
        pick(manifest, r'"durationMs": (\d+)', lambda s: '"' + s + '"', "audio:type", "a duration written as a string", group=1, times=1)
        pick(manifest, r'"file": "(Audio/[a-z]+/[a-z0-9_.]+)\.m4a"', lambda s: s.replace("/", "_", 1), "audio:path", "a recording path off the convention", group=1, times=1)
        pick(manifest, r'"text": "([^"]+)"', lambda s: s + "!", "audio:stale", "a recorded text that differs from the catalog", group=1, times=1)
        pick(manifest, r'"id": "(prompt\.[a-z_.]+)"', lambda s: s[:-1], "audio:id-typo", "a misspelt audio ID", group=1, times=1)
    pick("Audio-manifests/common.json", r'"id": "(sfx\.[a-z_]+)"', lambda s: s[:-2] + s[-1], "audio:id-typo", "a misspelt sound ID", group=1, times=2)

    pick("Brand/brand.json", r'"hex": "#([0-9a-f]{6})"', lambda s: s[:5] + "g", "brand:hex", "a malformed hex colour", group=1, times=3)
    pick("Brand/brand.json", r'"\$value": "(https)://', lambda s: "http", "brand:http", "an http URL", group=1, times=2)
    pick("Brand/brand.json", r'"\$value": "\{([a-z_.]+)\}"', lambda s: s + "x", "brand:alias", "an alias to a missing token", group=1, times=2)
    templates = []
    for base, _, files in os.walk(os.path.join(tree, "Brand/marketing")):
        templates += [os.path.relpath(os.path.join(base, f), tree) for f in files if f.endswith(".txt")]
    templated = sorted(t for t in templates if "{{" in read(tree, t))
    for path in rng.sample(templated, min(5, len(templated))):
        pick(path, r'\{\{([a-z_.]+)\}\}', lambda s: s[:-1] + s[-1] * 2 if s[-1].isalpha() else s + "x", "brand:placeholder", "a misspelt template placeholder", group=1)

    for variant in ["erudit_ru", "scrabble_en", "scrabble_ru"]:
        path = f"Content/dictionaries/{variant}/words.txt"
        text = read(tree, path)
        count = len(lines_of(text)) - 1
        for kind, word, description in [("dawg:mixed-case", None, "a capitalised word"), ("dawg:digit", None, "a word with a digit"), ("dawg:short", None, "a one-letter word")]:
            line = rng.randrange(1, count)
            original = lines_of(text)[line - 1]
            if kind == "dawg:mixed-case":
                new = original[:1].upper() + original[1:]
            elif kind == "dawg:digit":
                new = original[:2] + "3" + original[2:]
            else:
                new = original[:1]
            out.append(Mutation(kind, path, line, lambda t, l=line, n=new: "\n".join(lines_of(t)[:l - 1] + [n] + lines_of(t)[l:]), f"{description}: {original} -> {new} at {path}:{line}"))
        alphabet = f"Content/dictionaries/{variant}/alphabet.json"
        alphabet_text = read(tree, alphabet)
        blanks = [l for l in lines_of(alphabet_text) if '"blanks"' in l]
        if blanks:
            out.append(Mutation("dawg:no-blanks", alphabet, 1, lambda t, b=blanks[0]: t.replace(b + "\n", ""), f"'blanks' deleted from {alphabet}"))
        out.append(Mutation(
            "dawg:unread-list", f"Content/dictionaries/{variant}/extra.txt", 1, lambda t: "cat\n", f"a word list named extra.txt in {variant}", new_file=True))

    # One mistaken member added to the project's own zk-build.json (its profile stays, so the
    # house rules keep running); a project without one gets a file of that member alone.
    config = [
        ('"lokales": ["de", "en", "ru"]', "an unknown key"),
        ('"severities": {"ZK9999": "error"}', "an unknown code in severities"),
        ('"variants": ["scrabble_de"]', "a variant that does not exist"),
        ('"sourceLocale": "fr"', "a source locale no catalog has"),
        ('"audioRoot": "Audio"', "an audio root that does not exist"),
        ('"strict": "yes"', "a flag written as a string"),
    ]
    has_config = os.path.isfile(os.path.join(tree, "zk-build.json"))
    for member, description in config:
        add = lambda t, m=member: t.replace("{\n", "{\n  " + m + ",\n", 1) if t.startswith("{\n") else "{\n  " + m + "\n}\n"
        out.append(Mutation("config", "zk-build.json", 2, add, description, new_file=not has_config))
    return out


# ---------------------------------------------------------------- near misses, shapes, case (issue 31)

def swap_letters(rng):
    """Swaps two neighbouring letters of the last segment (title -> titel), or drops one."""
    def make(s):
        head, dot, tail = s.rpartition(".")
        if len(tail) < 3:
            head, dot, tail = "", "", s
        spots = [i for i in range(1, len(tail) - 1) if tail[i] != tail[i + 1] and tail[i].isalpha() and tail[i + 1].isalpha()]
        if spots and rng.random() < 0.6:
            i = rng.choice(spots)
            tail = tail[:i] + tail[i + 1] + tail[i] + tail[i + 2:]
        else:
            i = rng.randrange(1, len(tail))
            tail = tail[:i] + tail[i + 1:]
        return head + dot + tail
    return make


def issue31_mutations(tree, rng):
    """Semantic mistakes of issue 31: near-miss references (a key, a prompt, a sound, an asset, a
    manifest ID one or two edits off), shapes the schema rejects (an object for an array, a number
    for a key, a misspelt property; a string catalog or brand.json of the wrong shape), and IDs or
    names in the wrong case."""
    out = []

    def pick(path, pattern, make, kind, description, group=1, times=1):
        text = read(tree, path)
        spans = occurrences(text, pattern, group)
        for span in rng.sample(spans, min(times, len(spans))):
            old = text[span[0]:span[1]]
            new = make(old)
            if new == old:
                continue
            line = line_of_offset(text, span[0])
            out.append(Mutation(kind, path, line, lambda t, s=span, n=new: replace_span(t, s, n), f"{description}: {old} -> {new} at {path}:{line}"))

    games = sorted(p for p in json_files(tree) if p.startswith("Content/games/"))
    typo = swap_letters(rng)
    for path in rng.sample(games, 5):
        pick(path, r'"titleKey": "([a-z_.]+)"', typo, "near:string-key", "a near-miss string key")
    for path in rng.sample(games, 5):
        pick(path, r'"(prompt\.[a-z_.]+)"', typo, "near:prompt", "a near-miss prompt ID")
    for path in rng.sample(games, 5):
        pick(path, r'"(sfx\.[a-z_]+)"', typo, "near:sound", "a near-miss sound ID")
    for path in ["Content/stickers.json", "Content/avatars.json", "Content/decorations.json"]:
        pick(path, r'"assetName": "([a-z_]+)"', typo, "near:asset", "a near-miss asset name", times=2)
    pick("Content/numbers.json", r'"wordKey": "([a-z0-9_.]+)"', typo, "near:string-key", "a near-miss number word key", times=2)
    for manifest in ["Audio-manifests/de.json", "Audio-manifests/en.json", "Audio-manifests/ru.json"]:
        pick(manifest, r'"id": "(prompt\.[a-z_.]+)"', typo, "near:manifest-id", "a near-miss manifest ID", times=2)
    pick("Audio-manifests/common.json", r'"id": "(sfx\.[a-z_]+)"', typo, "near:manifest-id", "a near-miss sound entry", times=2)

    # Shapes the schema rejects.
    pick("Content/numbers.json", r'"wordKey": ("number\.\d+\.word")', lambda s: s.split(".")[1], "shape:type", "a number where a key belongs", times=3)
    for path in rng.sample(games, 4):
        pick(path, r'"titleKey": ("[a-z_.]+")', lambda s: "[" + s + "]", "shape:type", "an array where a key belongs")
    for path in rng.sample(games, 4):
        pick(path, r'"(titleKey|secondarySkill)":', lambda s: s[:2] + s[3] + s[2] + s[4:] if s[2] != s[3] else s + "s", "shape:property", "a misspelt property")
    for path in ["Content/prompts.json", "Content/friends.json", "Content/stickers.json"]:
        text = read(tree, path)
        m = re.search(r'(?m)^  "([a-z]+)": \[', text)
        if m and re.fullmatch(r"\]\s*\}\s*", text[text.rindex("]"):]):
            start = m.start()
            end = text.rindex("]")
            line = line_of_offset(text, start)
            new = text[:start] + f'  "{m.group(1)}": {{}}' + text[end + 1:]
            out.append(Mutation("shape:type", path, line, lambda t, n=new: n, f"the {m.group(1)} array of {path} as an object at {path}:{line}"))

    # Wrong case.
    for manifest in ["Audio-manifests/de.json", "Audio-manifests/en.json", "Audio-manifests/ru.json"]:
        pick(manifest, r'"id": "(num\.\d+)"', lambda s: s[:1].upper() + s[1:], "case:audio-id", "an audio ID with a capital", times=1)
        pick(manifest, r'"id": "(prompt\.[a-z_.]+)"', lambda s: s.replace("prompt", "Prompt", 1), "case:audio-id", "a prompt ID with a capital", times=1)
    for path in rng.sample(games, 3):
        pick(path, r'"titleKey": "([a-z_.]+)"', lambda s: s[:1].upper() + s[1:], "case:string-key", "a key with a capital")
    for path in ["Content/stickers.json", "Content/avatars.json"]:
        pick(path, r'"assetName": "([a-z_]+)"', lambda s: s[:1].upper() + s[1:], "case:asset", "an asset name with a capital", times=1)

    # Shapes of the string catalogs and of brand.json (drawn last, so the mistakes above stay
    # those of earlier sweeps with the same seed): the file is broken for what depends on it.
    pick("Strings/Content.xcstrings", r'"value" : ("[^"%]{3,}")', lambda s: "7", "shape:catalog", "a number where a catalog value belongs", times=2)
    pick("Strings/Content.xcstrings", r'"state" : ("translated")', lambda s: "true", "shape:catalog", "a flag where a translation state belongs", times=1)
    pick("Brand/brand.json", r'(\{\s*"\$value": "[^"{}]*",\s*"\$description": "[^"]*"\s*\})',
         lambda s: re.search(r'"\$value": ("[^"]*")', s).group(1), "shape:brand", "a bare value where a token belongs", times=2)
    pick("Brand/brand.json", r'"\$description": ("[^"]*")', lambda s: "5", "shape:brand", "a number where a description belongs", times=1)
    return out


# ---------------------------------------------------------------- running

def run(zk, tree):
    result = subprocess.run([zk, "check", "-C", tree, "--format", "json"], capture_output=True, text=True)
    try:
        return json.loads(result.stdout)["diagnostics"]
    except (json.JSONDecodeError, KeyError):
        return [{"severity": "error", "code": "CRASH", "message": result.stderr[-300:]}]


def false_missing(tree, diagnostics):
    found = []
    for d in diagnostics:
        if d.get("code") not in MISSING_FILE_CODES:
            continue
        for name in re.findall(r"'([^' ]+\.(?:json|txt|xcstrings))'|(\S+\.json)\b", d.get("message", "")):
            path = name[0] or name[1]
            if os.path.isfile(os.path.join(tree, path)):
                found.append(d)
        if d.get("file") and os.path.isfile(os.path.join(tree, d["file"])) and d["code"] in {"ZK4011", "ZK2039", "ZK1019"}:
            found.append(d)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--zk-build", required=True)
    parser.add_argument("--project", required=True)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--syntax", type=int, default=120, help="one-byte syntax mistakes")
    parser.add_argument("--only", default="", help="comma-separated kinds to run (syntax, content, near, shape, case, …); all when empty")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="zk-mutations-")
    tree = os.path.join(work, "project")
    os.makedirs(tree)
    for folder in FOLDERS:
        shutil.copytree(os.path.join(args.project, folder), os.path.join(tree, folder))
    # The project's own configuration, so its house rules (prompt and asset references) run too.
    if os.path.isfile(os.path.join(args.project, "zk-build.json")):
        shutil.copy(os.path.join(args.project, "zk-build.json"), os.path.join(tree, "zk-build.json"))
    baseline = run(args.zk_build, tree)
    if baseline:
        print(f"the unmodified project is not clean ({len(baseline)} diagnostics); stopping", file=sys.stderr)
        return 2
    mutations = syntax_mutations(tree, rng, args.syntax) + other_syntax_mutations(tree, rng) + semantic_mutations(tree, rng) + issue31_mutations(tree, rng)
    if args.only:
        kinds = set(args.only.split(","))
        mutations = [m for m in mutations if m.kind.split(":")[0] in kinds]
    figures = {"total": 0, "caught": 0, "at place": 0, "one-byte": 0, "one-byte quiet": 0, "false missing": 0, "crashed": 0, "quiet": 0, "delete advice": 0}
    worst = (0, "")
    by_kind = {}
    worst_one_byte = 0
    failures = []
    for mutation in mutations:
        full = os.path.join(tree, mutation.path)
        # A new file that replaces an existing one (zk-build.json) puts the original back afterwards.
        original = open(full, "rb").read() if os.path.exists(full) else None
        text = "" if mutation.new_file or original is None else original.decode("utf-8")
        mutated = mutation.apply(text)
        if not mutation.new_file and mutated == text:
            continue
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(mutated)
        try:
            diagnostics = run(args.zk_build, tree)
        finally:
            if original is None:
                os.remove(full)
            else:
                with open(full, "wb") as handle:
                    handle.write(original)
        figures["total"] += 1
        kind = by_kind.setdefault(mutation.kind.split(":")[0], {"total": 0, "caught": 0, "at place": 0})
        kind["total"] += 1
        problems = []
        if any(d.get("code") == "CRASH" for d in diagnostics):
            figures["crashed"] += 1
            problems.append("crashed")
        findings = [d for d in diagnostics if d.get("severity") in ("error", "warning")]
        if findings:
            figures["caught"] += 1
            kind["caught"] += 1
        else:
            problems.append("not caught")
        first = diagnostics[0] if diagnostics else {}
        at_place = first.get("file") == mutation.path and (mutation.line is None or first.get("line") == mutation.line)
        if at_place:
            figures["at place"] += 1
            kind["at place"] += 1
        elif findings:
            problems.append(f"first at {first.get('file')}:{first.get('line')} [{first.get('code')}]")
        if mutation.one_byte:
            figures["one-byte"] += 1
            worst_one_byte = max(worst_one_byte, len(diagnostics))
            if len(diagnostics) <= 3:
                figures["one-byte quiet"] += 1
            else:
                problems.append(f"{len(diagnostics)} diagnostics for one byte")
        if len(diagnostics) <= 3:
            figures["quiet"] += 1
        elif not mutation.one_byte:
            problems.append(f"{len(diagnostics)} diagnostics for one mistake")
        if len(diagnostics) > worst[0]:
            worst = (len(diagnostics), mutation.description)
        # Never advise deleting what a near miss meant (issue 31).
        if mutation.kind.split(":")[0] in ("near", "case", "shape") and any(
                d.get("code") in ("ZK3016", "ZK4005", "ZK2029") for d in diagnostics):
            figures["delete advice"] += 1
            problems.append("reports the intended target as unused")
        lies = false_missing(tree if not mutation.new_file else tree, diagnostics)
        if lies:
            figures["false missing"] += 1
            problems.append("claims a file is missing: " + lies[0]["message"])
        if problems:
            failures.append((mutation, problems, diagnostics))
        if args.verbose:
            print(f"{'ok  ' if not problems else 'FAIL'} {mutation.description}: {len(diagnostics)} diagnostics, first {first.get('file')}:{first.get('line')} [{first.get('code')}]")
    shutil.rmtree(work)

    for mutation, problems, diagnostics in failures:
        print(f"FAIL {mutation.description}: " + "; ".join(problems))
    total = figures["total"]
    print(f"\nmutation sweep, seed {args.seed}: {total} single mistakes")
    print(f"  caught:                         {figures['caught']}/{total}")
    print(f"  first diagnostic at the place:  {figures['at place']}/{total}")
    print(f"  one-byte syntax errors with <= 3 diagnostics: {figures['one-byte quiet']}/{figures['one-byte']} (most: {worst_one_byte})")
    print(f"  runs claiming an existing file is missing:    {figures['false missing']}")
    print(f"  mistakes with <= 3 diagnostics: {figures['quiet']}/{total} (most: {worst[0]}, {worst[1]})")
    print(f"  near misses reporting the intended target unused: {figures['delete advice']}")
    if total:
        print(f"  caught {100 * figures['caught'] / total:.1f} %, first diagnostic at the place {100 * figures['at place'] / total:.1f} %")
    print(f"  crashes:                        {figures['crashed']}")
    for name in sorted(by_kind):
        k = by_kind[name]
        print(f"  {name:<10} {k['total']:>4} mistakes, {k['caught']:>4} caught, {k['at place']:>4} at the place")
    ok = (figures["caught"] == total and figures["at place"] >= 0.98 * total and figures["quiet"] == total
          and figures["false missing"] == 0 and figures["crashed"] == 0 and figures["delete advice"] == 0)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
