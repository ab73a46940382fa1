#!/usr/bin/env python3
"""Writes the default audio manifests Audio-manifests/{de,en,ru,common}.json from the content.

Every audio ID the content references gets an entry: voice lines (num.<n>, num.<n>.q, prompt IDs)
in each locale's manifest with the catalog's current text of their key as the recorded text (the
studio delivery of that text), sounds (sfx.*, music.*) in common.json. Durations are plausible
estimates (ms) from the text length. Output is deterministic: entries sorted by ID, one per line.

    scripts/generate-audio-manifests.py [PROJECT_ROOT]
"""
import glob
import json
import os
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
os.chdir(root)


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


manifest = load("Content/manifest.json")
locales = manifest["locales"]
catalog = load("Strings/Content.xcstrings")["strings"]

voice = {}  # audio ID -> string key
sounds = set()
numbers = load("Content/numbers.json")
for entry in numbers["numbers"] + ([numbers["zero"]] if "zero" in numbers else []):
    voice[entry["audio"]] = entry["wordKey"]
    if "questionAudio" in entry:
        voice[entry["questionAudio"]] = entry["wordKey"]
for prompt in load("Content/prompts.json")["prompts"]:
    voice[prompt["audio"]] = prompt["key"]
for path in sorted(glob.glob("Content/games/*.json")):
    game = load(path)
    for prompt in game.get("prompts", []):
        voice.setdefault(prompt, prompt)
    sounds.update(game.get("sounds", []))


def spoken_ms(text, question=False):
    # About 13 characters a second at a calm pace for small children, plus lead-in and tail.
    return 350 + round(len(text) * 1000 / 13 / 10) * 10 + (120 if question else 0)


def sound_ms(audio_id):
    if audio_id.startswith("music."):
        return 48000
    return {"sfx.star": 900, "sfx.reveal": 1400, "sfx.sticker": 800, "sfx.correct": 700, "sfx.try_again": 600,
            "sfx.splash": 650, "sfx.frog_jump": 450, "sfx.chomp": 500, "sfx.shake": 550}.get(audio_id, 250)


def line(entry):
    return "    " + json.dumps(entry, ensure_ascii=False, separators=(", ", ": "))


def write(name, locale, fmt, entries):
    text = "{\n"
    text += '  "$schema": "schemas/manifest.schema.json",\n'
    text += f'  "locale": "{locale}",\n'
    text += '  "format": ' + json.dumps(fmt, separators=(", ", ": ")) + ",\n"
    text += '  "entries": [\n' + ",\n".join(line(e) for e in entries) + "\n  ]\n}\n"
    with open(os.path.join("Audio-manifests", name), "w", encoding="utf-8") as f:
        f.write(text)


for locale in locales:
    entries = []
    for audio_id in sorted(voice):
        key = voice[audio_id]
        text = catalog[key]["localizations"][locale]["stringUnit"]["value"]
        entries.append({"id": audio_id, "file": f"Audio/{locale}/{audio_id}.m4a", "key": key, "text": text,
                        "durationMs": spoken_ms(text, audio_id.endswith(".q")), "take": 1})
    write(f"{locale}.json", locale, {"sampleRates": [44100, 48000], "channels": [1]}, entries)

write("common.json", "common", {"sampleRates": [44100, 48000], "channels": [1, 2]},
      [{"id": s, "file": f"Audio/common/{s}.m4a", "durationMs": sound_ms(s), "take": 1} for s in sorted(sounds)])
print(f"{len(voice)} voice lines x {len(locales)} locales, {len(sounds)} sounds")
