#!/usr/bin/env bash
# Cross-checks `zk-audio probe` against ffprobe on files that are not in this repository:
# encoder outputs made here with random settings (a fixed seed), and any folders of real files
# given (e.g. a public repository's test media). For every file with an audio stream: sample
# rate and channels must equal ffprobe's, and the duration as played must be within 1 ms of
# ffprobe's stream duration (for CAF with a packet table, of the frames ffmpeg decodes: ffprobe
# ignores the table's remainder). Prints each disagreement and the totals.
#
#   scripts/crosscheck-audio.sh [--generate N] [--seed S] [DIR…]
set -euo pipefail
cd "$(dirname "$0")/.."
count=0
seed=11
dirs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --generate) count="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    *) dirs+=("$1"); shift ;;
  esac
done
if ! command -v ffprobe >/dev/null 2>&1 || ! command -v sox >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq ffmpeg sox libsox-fmt-all >/dev/null
fi
swift build -c release --product zk-audio >/dev/null
bin="$(swift build -c release --show-bin-path)"

if [ "$count" -gt 0 ]; then
  generated=".cache/crosscheck-audio-$seed-$count"
  if [ ! -d "$generated" ]; then
    mkdir -p "$generated"
    COUNT="$count" SEED="$seed" OUT="$generated" python3 - <<'PY'
import os, random, subprocess
rng = random.Random(int(os.environ["SEED"]))
out = os.environ["OUT"]
rates = [8000, 11025, 16000, 22050, 24000, 32000, 44100, 48000, 88200, 96000]
for n in range(int(os.environ["COUNT"])):
    rate = rng.choice(rates)
    channels = rng.choice([1, 1, 2, 2, 6])
    seconds = round(rng.uniform(0.05, 4.0), 3)
    tones = "|".join(f"0.2*sin(2*PI*{rng.randint(100, 3000)}*t)" for _ in range(channels))
    source = ["-f", "lavfi", "-i", f"aevalsrc={tones}:s={rate}:d={seconds}"]
    kind = rng.choice(["aac", "aac-faststart", "aac-frag", "aac-mov", "alac", "alac-caf", "pcm16", "pcm24", "f32", "rf64", "ima", "ms", "caf16", "sox24"])
    if kind.startswith("aac") and rate > 48000:
        rate = 48000
        source[3] = f"aevalsrc={tones}:s={rate}:d={seconds}"
    if kind in ("ima", "ms") and channels > 2:
        channels = 2
        source[3] = "aevalsrc=" + "|".join(tones.split("|")[:2]) + f":s={rate}:d={seconds}"
    name = f"{out}/{n:04d}-{kind}-{rate}-{channels}ch"
    args = {
        "aac": ["-c:a", "aac", f"{name}.m4a"],
        "aac-faststart": ["-c:a", "aac", "-movflags", "+faststart", f"{name}.m4a"],
        "aac-frag": ["-c:a", "aac", "-movflags", "+frag_keyframe+empty_moov+default_base_moof", "-frag_duration", str(rng.choice([100000, 500000])), f"{name}.mp4"],
        "aac-mov": ["-c:a", "aac", "-f", "mov", f"{name}.mov"],
        "alac": ["-c:a", "alac", f"{name}.m4a"],
        "alac-caf": ["-c:a", "alac", "-f", "caf", f"{name}.caf"],
        "pcm16": ["-c:a", "pcm_s16le", f"{name}.wav"],
        "pcm24": ["-c:a", "pcm_s24le", f"{name}.wav"],
        "f32": ["-c:a", "pcm_f32le", f"{name}.wav"],
        "rf64": ["-c:a", "pcm_s16le", "-rf64", "always", f"{name}.wav"],
        "ima": ["-c:a", "adpcm_ima_wav", f"{name}.wav"],
        "ms": ["-c:a", "adpcm_ms", f"{name}.wav"],
        "caf16": ["-c:a", "pcm_s16be", "-f", "caf", f"{name}.caf"],
    }.get(kind)
    if kind == "sox24":
        subprocess.run(["sox", "-V1", "-n", "-r", str(rate), "-c", str(channels), "-b", "24", f"{name}.wav", "synth", str(seconds), "sine", "440", "vol", "0.3"], check=True)
        continue
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-nostdin"] + source + args, check=True)
PY
  fi
  dirs+=("$generated")
fi

for dir in "${dirs[@]}"; do
  BIN="$bin/zk-audio" DIR="$dir" python3 - <<'PY'
import json, os, subprocess
directory = os.environ["DIR"]
names = sorted(n for n in os.listdir(directory) if not n.endswith((".json", ".txt", ".md")))
agree = disagree = no_audio = both_reject = 0
loud_total = loud_agree = 0
deltas = []
for name in names:
    path = os.path.join(directory, name)
    probe = subprocess.run(["ffprobe", "-v", "error", "-show_streams", "-show_format", "-of", "json", path], capture_output=True, text=True)
    try:
        document = json.loads(probe.stdout or "{}")
    except ValueError:
        document = {}
    streams = [s for s in document.get("streams", []) if s.get("codec_type") == "audio"]
    mine = subprocess.run([os.environ["BIN"], "probe", "--format", "json", path], capture_output=True, text=True)
    files = json.loads(mine.stdout or '{"files": []}').get("files", [])
    if not streams:
        no_audio += 1
        if files:
            disagree += 1
            print(f"  {name}: ffprobe finds no audio stream; zk-audio reports {files[0]['codec']}")
        else:
            both_reject += 1
        continue
    stream = streams[0]
    if not files:
        disagree += 1
        error = next((line for line in mine.stderr.splitlines() if '"message"' in line), "?").strip()
        print(f"  {name}: ffprobe {stream.get('codec_name')} {stream.get('sample_rate')} Hz; zk-audio rejects it: {error[:160]}")
        continue
    info = files[0]
    rate, channels = int(stream["sample_rate"]), int(stream["channels"])
    duration = stream.get("duration") or document.get("format", {}).get("duration")
    expected_ms = float(duration) * 1000 if duration not in (None, "N/A") else None
    # ffprobe ignores CAF packet tables' remainders and, for some ADPCM, the fact chunk: compare with the decoded frames.
    if (document.get("format", {}).get("format_name") == "caf" and not stream.get("codec_name", "").startswith("pcm")) or stream.get("codec_name", "").startswith("adpcm"):
        decoded = subprocess.run(f"ffmpeg -v error -i '{path}' -map 0:a:0 -f s32le -c:a pcm_s32le - | wc -c", shell=True, capture_output=True, text=True)
        expected_ms = int(decoded.stdout.strip() or 0) / (4 * channels) / rate * 1000
    problems = []
    if info["sampleRate"] != rate: problems.append(f"rate {info['sampleRate']} vs {rate}")
    if info["channels"] != channels: problems.append(f"channels {info['channels']} vs {channels}")
    if expected_ms is not None and (info.get("durationMs") is None or abs(info["durationMs"] - expected_ms) > 1):
        problems.append(f"duration {info.get('durationMs')} ms ({info.get('durationSource')}) vs {expected_ms:.3f} ms")
    if problems:
        disagree += 1
        print(f"  {name}: " + "; ".join(problems))
    else:
        agree += 1
    # Loudness of PCM WAV/CAF against ffmpeg's ebur128 (one decimal printed: within 0.1).
    if stream.get("codec_name", "").startswith("pcm_") and info["format"] in ("wav", "caf") and int(stream["channels"]) <= 6:
        summary = subprocess.run(["ffmpeg", "-nostats", "-hide_banner", "-i", path, "-af", "ebur128=peak=true+sample", "-f", "null", "-"], capture_output=True, text=True).stderr
        import re
        def grab(pattern):
            m = re.search(pattern, summary, re.S)
            return float(m.group(1)) if m else None
        ff = (grab(r"I:\s+(-?[0-9.]+) LUFS\s+Threshold"), grab(r"Sample peak:\s+Peak:\s+(-?[0-9.]+)"), grab(r"True peak:\s+Peak:\s+(-?[0-9.]+)"))
        analysed = subprocess.run([os.environ["BIN"], "analyze", "--format", "json", path], capture_output=True, text=True).stdout
        try:
            z = json.loads(analysed)["files"][0]
        except (ValueError, IndexError, KeyError):
            z = {}
        mine = (z.get("integratedLUFS"), z.get("samplePeakDBFS"), z.get("truePeakDBTP"))
        bad = []
        for label, a, b in zip(("I", "sample peak", "true peak"), mine, ff):
            if b is None: continue
            if a is None:
                if not (label == "I" and b <= -70): bad.append(f"{label} none vs {b}")
            elif abs(a - b) > 0.1:
                bad.append(f"{label} {a:.2f} vs {b}")
            else:
                deltas.append(abs(a - b))
        loud_total += 1
        if bad:
            print(f"  {name}: loudness " + "; ".join(bad))
        else:
            loud_agree += 1
print(f"{directory}: {len(names)} files; {agree} with an audio stream agree with ffprobe, {disagree} disagree; {no_audio} without audio ({both_reject} rejected by both)")
if loud_total:
    print(f"{directory}: loudness of {loud_total} PCM files: {loud_agree} within 0.1 LU/dB of ffmpeg ebur128 (largest difference {max(deltas or [0]):.3f})")
PY
done
