#!/usr/bin/env python3
"""Measures how skimmable the documentation is, and fails when it gets worse.

    scripts/docs-metrics.py [--report] [--update-baseline] [FILE.md ...]

For each page (README.md and docs/**/*.md by default) it counts the words of every sentence of
prose and prints the average and the longest sentence (with its line), and the NUL bytes of the
file. Prose is what a reader reads as sentences: fenced code blocks, tables, headings, HTML
anchors and inline code spans are left out (a code span counts as one word), a link counts as its
text, and a list item or a blank line ends a sentence. A sentence ends at '.', '!' or '?' before
a space or the end of a line ("e.g." and "i.e." do not end one).

It fails (exit 1) when
  - a file has a NUL byte (grep then calls the page a binary file), in any page;
  - a page's average sentence is over 25 words or its longest over 60 words (the limits of a
    how-to page), unless scripts/docs-metrics-baseline.json names the page: then it fails only
    when the page got worse than its baseline (a ratchet: the baseline of each page that
    has not met the limits yet). docs/codes.md, generated reference, is checked for NUL bytes
    only.
--update-baseline rewrites the baseline with the pages' current figures (after a page got
shorter sentences, so that it cannot grow back); --report prints every page, not only failures.
"""

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "scripts" / "docs-metrics-baseline.json"
MAX_AVERAGE = 25.0
MAX_LONGEST = 60
REFERENCE_ONLY = {"docs/codes.md"}  # generated: NUL bytes only
ABBREVIATIONS = ("e.g.", "i.e.", "vs.", "cf.", "etc.)")


def prose_blocks(text):
    """Yields (line number, text) of each prose paragraph or list item."""
    in_fence = None
    block, start = [], 0
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.strip()
        fence = re.match(r"^(```+|~~~+)", stripped)
        if in_fence:
            if fence and stripped.startswith(in_fence):
                in_fence = None
            continue
        if fence:
            in_fence = fence.group(1)
            if block:
                yield start, " ".join(block)
            block = []
            continue
        if (
            not stripped
            or stripped.startswith("#")
            or stripped.startswith("|")
            or stripped.startswith("<")
            or line.startswith("    ")
            and not block
        ):
            if block:
                yield start, " ".join(block)
            block = []
            continue
        item = re.match(r"^\s*(?:[-*+]|\d+[.)])\s+(.*)$", line)
        if item:
            if block:
                yield start, " ".join(block)
            block, start = [item.group(1)], number
            continue
        if not block:
            start = number
        block.append(stripped)
    if block:
        yield start, " ".join(block)


def sentences(text):
    """Yields (line number, word count, first words) of each sentence of the page's prose."""
    for line, block in prose_blocks(text):
        block = re.sub(r"`[^`]*`", "CODE", block)
        block = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", block)
        for abbreviation in ABBREVIATIONS:
            block = block.replace(abbreviation, abbreviation.replace(".", ""))
        for sentence in re.split(r"(?<=[.!?])[)\"'*_]*\s+", block):
            words = [word for word in sentence.split() if re.search(r"\w", word)]
            if words:
                yield line, len(words), " ".join(words[:8])


def measure(path):
    data = path.read_bytes()
    relative = path.relative_to(ROOT).as_posix()
    result = {"nul": data.count(b"\0")}
    if relative in REFERENCE_ONLY:
        return relative, result
    counts = list(sentences(data.decode("utf-8", errors="replace")))
    if counts:
        longest = max(counts, key=lambda item: item[1])
        result.update(
            sentences=len(counts),
            average=round(sum(count for _, count, _ in counts) / len(counts), 1),
            longest=longest[1],
            longest_line=longest[0],
            longest_start=longest[2],
        )
    return relative, result


def default_pages():
    return [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md"))


def main(arguments):
    report = "--report" in arguments
    update = "--update-baseline" in arguments
    files = [Path(a).resolve() for a in arguments if not a.startswith("--")] or default_pages()
    baseline = json.loads(BASELINE.read_text()) if BASELINE.exists() else {}
    failures, figures = [], {}
    for path in files:
        page, result = measure(path)
        figures[page] = result
        problems = []
        if result["nul"]:
            problems.append(f"{result['nul']} NUL bytes")
        if "average" in result:
            limit = baseline.get(page, {})
            max_average = max(MAX_AVERAGE, limit.get("average", 0))
            max_longest = max(MAX_LONGEST, limit.get("longest", 0))
            if result["average"] > max_average:
                problems.append(f"average sentence {result['average']} words, over {max_average}")
            if result["longest"] > max_longest:
                problems.append(
                    f"a sentence of {result['longest']} words at line {result['longest_line']}"
                    f" ('{result['longest_start']} …'), over {max_longest}"
                )
        if "average" in result and (report or problems):
            print(
                f"{page}: {result['sentences']} sentences, average {result['average']} words,"
                f" longest {result['longest']} (line {result['longest_line']}), {result['nul']} NUL bytes"
            )
        elif report or problems:
            print(f"{page}: {result['nul']} NUL bytes")
        failures += [f"{page}: {problem}" for problem in problems]
    if update:
        kept = {
            page: {"average": result["average"], "longest": result["longest"]}
            for page, result in sorted(figures.items())
            if "average" in result and (result["average"] > MAX_AVERAGE or result["longest"] > MAX_LONGEST)
        }
        BASELINE.write_text(json.dumps(kept, indent=2) + "\n")
        print(f"docs-metrics: baseline of {len(kept)} pages over the limits written to {BASELINE.relative_to(ROOT)}")
        return 0
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    over = [page for page in baseline if page in figures]
    print(
        f"docs-metrics: {len(figures)} pages, {len(failures)} failures"
        f" (limits: average {MAX_AVERAGE:g}, longest {MAX_LONGEST} words; {len(over)} pages on their baseline)"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
