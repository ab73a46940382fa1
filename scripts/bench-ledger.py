#!/usr/bin/env python3
"""Writes BENCHMARKS.md, the benchmark ledger, from the figures scripts/bench.sh collected.

The ledger has one section per benchmark ("## dawg", "## json", ...). A run writes the sections
of the benchmarks it ran and keeps every other section of the existing ledger as it was, with
that run's own commit, date, load and mode: `bench.sh --only dawg` after a quick run of all five
leaves a full dawg table beside the quick tables of the other four.

  bench-ledger.py --ledger DIR --label L --commit C [--old-label O] --machine M
                  --load-before TEXT --load-after TEXT --date 'YYYY-MM-DD HH:MM'
                  [--quick 0|1] [--write FILE] --only dawg,json,...

Figures come from DIR/LABEL/figures.tsv (benchmark, kind, name, value, better, what; tab-separated)
and DIR/LABEL/failed.txt ("benchmark status" lines). Prints the ledger and the ratios that fell by
more than 10 % from O to C. Exit status 1 when one fell or a benchmark failed, else 0.
"""
import argparse
import os
import re
import sys

BENCHMARKS = ["dawg", "json", "content", "audio", "strings"]
INTRO = """# Benchmarks

Written by `scripts/bench.sh`; do not edit by hand. Every figure is whole process against whole process
on the same input in one run, best of the runs, as a ratio of zk to its best peer (what the benchmark's line says).
Each benchmark's section is written by the last run that included it, with that run's commit, machine and load;
`**fell**` marks a ratio that got worse by more than 10 % against the commit that run compared with.
"""


def figures(ledger, label):
    path = os.path.join(ledger, label, "figures.tsv")
    rows = []
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            bench, kind, name, value, better, what = line.rstrip("\n").split("\t")
            rows.append(dict(bench=bench, kind=kind, name=name, value=float(value), better=better, what=what))
    return rows


def failed(ledger, label):
    path = os.path.join(ledger, label, "failed.txt")
    return [line.split() for line in open(path, encoding="utf-8")] if os.path.exists(path) else []


def load(text):
    return text.split("load average:")[-1].strip()


def change_of(row, old):
    """How much better row is than old, in per cent (negative: worse)."""
    if row["better"] == "lower":
        return (old["value"] / row["value"] - 1) * 100 if row["value"] > 0 else 0.0
    return (row["value"] / old["value"] - 1) * 100 if old["value"] > 0 else 0.0


def section(bench, args, new, old, failures, old_failures):
    """The text of one benchmark's section and the ratios of it that fell."""
    command = "scripts/bench.sh%s%s%s" % (" --quick" if args.quick else "",
                                          "" if args.only == ",".join(BENCHMARKS) else " --only " + args.only,
                                          " --compare " + args.old_label if args.old_label else "")
    out = ["## %s" % bench, ""]
    out.append("- written by: `%s`" % command)
    out.append("- commit: `%s`, %s UTC" % (args.commit, args.date))
    out.append("- machine: %s" % args.machine)
    out.append("- load average (1, 5, 15 min): %s before, %s after" % (load(args.load_before), load(args.load_after)))
    out.append("- mode: %s" % ("quick (small inputs, one round)" if args.quick else "full"))
    out.append("")
    header = "| benchmark | figure | zk ÷ peer | better |" + (" %s | change |" % args.old_label if args.old_label else "")
    out.append(header)
    out.append("|" + "---|" * (header.count("|") - 1))
    fell = []
    for row in new:
        value = "%.3f" % row["value"] if row["kind"] == "BENCH-RATIO" else "%.4g (value)" % row["value"]
        line = "| %s | %s | %s | %s |" % (row["name"], row["what"], value, row["better"])
        if args.old_label:
            before = old.get(row["name"])
            if before is None:
                line += " – | new |"
            else:
                change = change_of(row, before)
                if change < -10:
                    fell.append((row["name"], before["value"], row["value"], change))
                line += " %.3f | %+.0f %%%s |" % (before["value"], change, " **fell**" if change < -10 else "")
        out.append(line)
    for status in failures:
        out.append("| %s | the benchmark failed (exit %s) | – | – |%s" % (bench, status, " – | – |" if args.old_label else ""))
    for status in old_failures:
        out.append("")
        out.append("%s: bench-%s.sh failed there (exit %s)." % (args.old_label, bench, status))
    return "\n".join(out) + "\n", fell


def kept_sections(path):
    """The sections of an existing ledger, by benchmark, as written (a ledger of the old
    one-table shape has none: it is replaced whole)."""
    if not path or not os.path.exists(path):
        return {}
    text = open(path, encoding="utf-8").read()
    parts = re.split(r"^(?=## )", text, flags=re.M)
    kept = {}
    for part in parts[1:]:
        name = part.split("\n", 1)[0][3:].strip()
        if name in BENCHMARKS:
            kept[name] = part.rstrip("\n") + "\n"
    return kept


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    for flag in ["--ledger", "--label", "--commit", "--machine", "--load-before", "--load-after", "--date", "--only"]:
        parser.add_argument(flag, required=True)
    parser.add_argument("--old-label", default="")
    parser.add_argument("--quick", default="0", choices=["0", "1"])
    parser.add_argument("--write", default="")
    args = parser.parse_args()
    args.quick = args.quick == "1"
    ran = args.only.split(",")
    new = figures(args.ledger, args.label)
    old = {row["name"]: row for row in figures(args.ledger, args.old_label)} if args.old_label else {}
    failures = failed(args.ledger, args.label)
    old_failures = failed(args.ledger, args.old_label) if args.old_label else []
    kept = kept_sections(args.write)
    parts, fell = [INTRO], []
    for bench in BENCHMARKS:
        if bench in ran:
            text, fallen = section(bench, args, [r for r in new if r["bench"] == bench], old,
                                   [s for b, s in failures if b == bench], [s for b, s in old_failures if b == bench])
            fell += fallen
        elif bench in kept:
            text = kept[bench]
        else:
            text = "## %s\n\nNot run yet: `scripts/bench.sh --only %s`.\n" % (bench, bench)
        parts.append(text)
    text = "\n".join(parts)
    print(text)
    if fell:
        print("ratios that fell by more than 10 %% from %s to %s:" % (args.old_label, args.commit))
        for name, before, after, change in fell:
            print("  %s: %.3f -> %.3f (%+.0f %%)" % (name, before, after, change))
    elif args.old_label:
        print("no ratio fell by more than 10 %% from %s to %s" % (args.old_label, args.commit))
    if args.write:
        with open(args.write, "w", encoding="utf-8") as target:
            target.write(text)
        print("wrote %s" % args.write, file=sys.stderr)
    return 1 if fell or failures else 0


if __name__ == "__main__":
    sys.exit(main())
