#!/usr/bin/env python3
"""Regenerates Sources/ZKBrand/Store/FastlaneTables.swift from fastlane's own code.

The App Store listing languages come from fastlane_core/lib/fastlane_core/languages.rb
(`ALL_LANGUAGES`, which deliver validates metadata folders against), the Google Play
languages from supply/lib/supply/languages.rb (written with `_`, used as folder names
with `-`), the App Store category ids from spaceship's app_category.rb (the values of
LEGACY_CATEGORY_ITC_MAP are the categories, those of LEGACY_SUBCATEGORY_ITC_MAP the
subcategories; the keys are the legacy names deliver still maps), the Kids Category's age
bands from spaceship's age_rating_declaration.rb (`module KidsAge`, the values of the
`kidsAgeBand` key of the age-rating JSON deliver's `app_rating_config_path` names), and
precheck's word lists
and curse-word hashes from precheck/lib/precheck/rules/.

Which category has subcategories is Apple's rule, not fastlane's: App Store Connect Help,
Reference > App information > Categories: "If you choose Games or Stickers as the primary
or secondary category, you can select up to two subcategories"; a subcategory id starts with
its category's id (GAMES_ACTION, STICKERS_ART), which this script checks.

usage: scripts/generate-store-tables.py FASTLANE [OUTPUT]
  FASTLANE  a fastlane checkout (work tree) or its bare git directory
  OUTPUT    default: Sources/ZKBrand/Store/FastlaneTables.swift
"""
import os
import re
import subprocess
import sys

FILES = {
    "app_store": "fastlane_core/lib/fastlane_core/languages.rb",
    "play": "supply/lib/supply/languages.rb",
    "categories": "spaceship/lib/spaceship/connect_api/models/app_category.rb",
    "age_rating": "spaceship/lib/spaceship/connect_api/models/age_rating_declaration.rb",
    "placeholder": "precheck/lib/precheck/rules/placeholder_words_rule.rb",
    "future": "precheck/lib/precheck/rules/future_functionality_rule.rb",
    "test": "precheck/lib/precheck/rules/test_words_rule.rb",
    "platforms": "precheck/lib/precheck/rules/other_platforms_rule.rb",
    "curse": "precheck/lib/precheck/rules/rules_data/curse_word_hashes/en_us.txt",
}

# Categories that have subcategories (App Store Connect Help, see above).
PARENTS = ["GAMES", "STICKERS"]


def read(root, path):
    if os.path.isfile(os.path.join(root, path)):
        with open(os.path.join(root, path), encoding="utf-8") as handle:
            return handle.read()
    return subprocess.run(["git", "--git-dir", root, "show", "HEAD:" + path], check=True,
                          capture_output=True, text=True).stdout


def commit(root):
    for args in (["git", "-C", root, "rev-parse", "HEAD"], ["git", "--git-dir", root, "rev-parse", "HEAD"]):
        result = subprocess.run(args, capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.strip()
    return "unknown"


def words_list(source, name):
    match = re.search(r"\b" + name + r"\s*=\s*%w\[([^\]]*)\]", source)
    if not match:
        sys.exit(f"error: no '{name} = %w[...]' found")
    return match.group(1).split()


def category_map(source, name):
    match = re.search(name + r"\s*=\s*\{(.*?)\}", source, re.S)
    if not match:
        sys.exit(f"error: no {name} found in app_category.rb")
    return dict(re.findall(r'"([^"]+)"\s*=>\s*"([A-Z0-9_]+)"', match.group(1)))


def kids_age_bands(source):
    match = re.search(r"module KidsAge\s*(.*?)\bend\b", source, re.S)
    if not match:
        sys.exit("error: no 'module KidsAge' found in age_rating_declaration.rb")
    return re.findall(r'[A-Z_]+\s*=\s*"([A-Z_]+)"', match.group(1))


def precheck_words(source, method):
    match = re.search(r"def " + method + r"\s*\[(.*?)\]", source, re.S)
    if not match:
        sys.exit(f"error: no '{method}' list found")
    return re.findall(r'"([^"]+)"', match.group(1))


def swift_map(name, doc, mapping):
    lines = [f"    /// {doc}", f"    public static let {name}: [String: String] = ["]
    for key in sorted(mapping):
        lines.append(f'        "{key}": "{mapping[key]}",')
    lines.append("    ]")
    return lines


def swift_list(name, doc, items):
    lines = [f"    /// {doc}", f"    public static let {name}: [String] = ["]
    row = "       "
    for item in items:
        piece = f' "{item}",'
        if len(row) + len(piece) > 110:
            lines.append(row)
            row = "       "
        row += piece
    lines.append(row)
    lines.append("    ]")
    return lines


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    root = sys.argv[1]
    here = os.path.dirname(os.path.abspath(__file__))
    output = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "..", "Sources/ZKBrand/Store/FastlaneTables.swift")
    app_store = words_list(read(root, FILES["app_store"]), "ALL_LANGUAGES")
    play = [code.replace("_", "-") for code in words_list(read(root, FILES["play"]), "ALL_LANGUAGES")]
    category_source = read(root, FILES["categories"])
    legacy = category_map(category_source, "LEGACY_CATEGORY_ITC_MAP")
    legacy_sub = category_map(category_source, "LEGACY_SUBCATEGORY_ITC_MAP")
    categories = sorted(set(legacy.values()))
    subcategories = sorted(set(legacy_sub.values()))
    for parent in PARENTS:
        if parent not in categories:
            sys.exit(f"error: {parent} is no category in app_category.rb")
    for sub in subcategories:
        if not any(sub.startswith(parent + "_") for parent in PARENTS):
            sys.exit(f"error: subcategory {sub} belongs to none of {PARENTS}")
    kids_bands = kids_age_bands(read(root, FILES["age_rating"]))
    placeholder = precheck_words(read(root, FILES["placeholder"]), "lowercased_words_to_look_for")
    future = precheck_words(read(root, FILES["future"]), "lowercased_words_to_look_for")
    test = precheck_words(read(root, FILES["test"]), "lowercased_words_to_look_for")
    platforms = precheck_words(read(root, FILES["platforms"]), "lowercased_words_to_look_for")
    platforms_allowed = precheck_words(read(root, FILES["platforms"]), "allowed_lowercased_words")
    curse = sorted(line.strip() for line in read(root, FILES["curse"]).splitlines() if line.strip())
    lines = [
        "// FastlaneTables.swift: generated by scripts/generate-store-tables.py from fastlane",
        f"// (github.com/fastlane/fastlane, commit {commit(root)}). Do not edit; rerun the script.",
        f"//   App Store languages: {FILES['app_store']} (ALL_LANGUAGES, deliver's folder names)",
        f"//   Google Play languages: {FILES['play']} (ALL_LANGUAGES, '_' written as '-')",
        f"//   App Store categories: {FILES['categories']} (the values of LEGACY_CATEGORY_ITC_MAP;",
        "//     subcategories: the values of LEGACY_SUBCATEGORY_ITC_MAP; which category has subcategories:",
        "//     App Store Connect Help, Reference > App information > Categories, Games and Stickers)",
        f"//   Kids Category age bands: {FILES['age_rating']} (module KidsAge)",
        f"//   precheck's words: {FILES['placeholder']}, {FILES['future']},",
        f"//     {FILES['test']}, {FILES['platforms']}",
        f"//   precheck's curse words: {FILES['curse']} (SHA-256 of each lower-case word)",
        "",
        "/// The store tables fastlane validates against.",
        "public enum FastlaneTables {",
    ]
    lines += swift_list("appStoreLanguages", "Metadata folder names deliver accepts.", app_store)
    lines.append("")
    lines += swift_list("playLanguages", "Listing languages supply uploads (folder names).", play)
    lines.append("")
    lines += swift_list("appStoreCategories", "App Store Connect's category ids (primary and secondary category).", categories)
    lines.append("")
    lines += swift_list("appStoreSubcategories", "App Store Connect's subcategory ids; each starts with its category's id and `_`.", subcategories)
    lines.append("")
    lines += swift_list("categoriesWithSubcategories", "The categories that have subcategories (Apple's rule).", PARENTS)
    lines.append("")
    lines += swift_map("legacyCategoryNames", "Legacy category names deliver maps (`MZGenre.` removed first) to ids.", legacy)
    lines.append("")
    lines += swift_map("legacySubcategoryNames", "Legacy subcategory names deliver maps to ids.", legacy_sub)
    lines.append("")
    lines += swift_list("kidsAgeBands", "The Kids Category's age bands as App Store Connect takes them (`kidsAgeBand`), youngest first.", kids_bands)
    lines.append("")
    lines += swift_list("precheckPlaceholderWords", "precheck's placeholder_text words (lower case).", placeholder)
    lines.append("")
    lines += swift_list("precheckFutureFunctionalityWords", "precheck's future_functionality words (lower case).", future)
    lines.append("")
    lines += swift_list("precheckTestWords", "precheck's test_words words (lower case).", test)
    lines.append("")
    lines += swift_list("precheckOtherPlatformWords", "precheck's other_platforms words (lower case).", platforms)
    lines.append("")
    lines += swift_list("precheckOtherPlatformAllowed", "Phrases precheck's other_platforms removes first.", platforms_allowed)
    lines.append("")
    lines += swift_list("precheckCurseWordHashes", "precheck's curse words: SHA-256 (lower-case hex) of each word.", curse)
    lines.append("}")
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    print(f"wrote {output}: {len(app_store)} App Store languages, {len(play)} Play languages, "
          f"{len(categories)} categories, {len(subcategories)} subcategories, {len(curse)} curse-word hashes")


if __name__ == "__main__":
    main()
