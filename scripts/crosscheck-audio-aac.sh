#!/usr/bin/env bash
# AAC loudness of `zk-audio analyze` (AAC-LC decoded in Swift) against ffmpeg (its own AAC
# decoder and `ebur128=peak=true`, full precision from the filter's metadata; ffmpeg 5 cuts the
# encoder's priming but plays the padding, so its output is trimmed to the length as played,
# `atrim=end_sample=<frames>`, the samples zk-audio measures), on COUNT files
# made here: espeak-ng speech (de, en, ru lines) and SoX signals (tone bursts, pink noise,
# sweeps, room tone before and after a tone), encoded by ffmpeg's AAC encoder, mono and stereo,
# 22.05, 24, 32, 44.1 and 48 kHz, 48–160 kb/s (fixed seed). Prints the largest differences and
# the files outside: integrated loudness 0.1 LU, true peak 0.3 dB, LRA 0.5 LU (every fourth file
# is also remuxed into CAF and measured there); then one run of
# each side by side: `zk-audio analyze` on all files (one process) and ffmpeg decode + ebur128
# per file (as a CI step would run it), and in one ffmpeg process per 50 files (no start-up cost). Files under each DIR given (.m4a, .mp4, .m4r, .m4b, .mov:
# real deliveries, e.g. an app repository's sounds) are measured too and reported apart. ffmpeg's
# true peak is read from a second run with a gain (its metadata has 3 decimals), or from its summary
# when the peak is after the last 100 ms step; where it is below ffmpeg's own sample peak (a peak
# in the last samples: its resampler is never flushed), the sample peak is the reference, and the
# files are named. Exit 1 when a file is outside the tolerances.
#
#   scripts/crosscheck-audio-aac.sh [COUNT] [DIR…]   # ZK_AUDIO=path/to/zk-audio skips the release build
set -euo pipefail
cd "$(dirname "$0")/.."
count=120
if [[ ${1:-} =~ ^[0-9]+$ ]]; then count="$1"; shift; fi
folders=("$@")
scripts/ensure-audio-peers.sh
if [ -n "${ZK_AUDIO:-}" ]; then
  zk_audio="$ZK_AUDIO"
else
  swift build -c release --product zk-audio >/dev/null
  zk_audio="$(swift build -c release --show-bin-path)/zk-audio"
fi
work=".cache/crosscheck-audio-aac-$count"
python3 - "$work" "$count" "$zk_audio" "${folders[@]}" <<'PY'
import json, math, os, random, resource, subprocess, sys, time
work, count, zk, folders = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
real = []
os.makedirs(work, exist_ok=True)
rng = random.Random(29)
lines = {
    "de": ["Sieben.", "Das ist die Zahl sieben, und danach kommt acht.", "Tippe auf die größere Zahl!", "Super gemacht, weiter so."],
    "en": ["Seven.", "Which number comes after twelve?", "Tap the bigger number!", "Well done, keep going."],
    "ru": ["Семь.", "Какое число идёт после двенадцати?", "Нажми на большее число!", "Молодец, продолжай."],
}
rates = [22050, 24000, 32000, 44100, 48000]
files = []
for index in range(count):
    name = f"{work}/f{index:03d}.m4a"
    files.append(name)
    if os.path.exists(name):
        continue
    source = f"{work}/src{index:03d}.wav"
    kind = rng.choice(["speech", "speech", "speech", "tone", "noise", "sweep", "roomtone"])
    if kind == "speech":
        locale = rng.choice(sorted(lines))
        voice = {"de": "de", "en": "en-us", "ru": "ru"}[locale]
        subprocess.run(["espeak-ng", "-v", voice, "-s", str(rng.randint(120, 190)), "-a", str(rng.randint(40, 200)),
                        "-w", source, rng.choice(lines[locale])], check=True)
    elif kind == "tone":
        subprocess.run(["sox", "-V1", "-n", "-r", "48000", "-c", "1", "-b", "24", source, "synth", f"{rng.uniform(0.5, 4):.2f}",
                        "sine", str(rng.choice([220, 440, 997, 2000, 5000])), "gain", f"{-rng.uniform(3, 30):.1f}"], check=True)
    elif kind == "noise":
        subprocess.run(["sox", "-V1", "-n", "-r", "48000", "-c", "1", "-b", "24", source, "synth", f"{rng.uniform(1, 6):.2f}",
                        "pinknoise", "gain", f"{-rng.uniform(6, 30):.1f}", "tremolo", str(rng.uniform(0.5, 4)), "80"], check=True)
    elif kind == "sweep":
        subprocess.run(["sox", "-V1", "-n", "-r", "48000", "-c", "1", "-b", "24", source, "synth", f"{rng.uniform(1, 5):.2f}",
                        "sine", "50-15000", "gain", f"{-rng.uniform(3, 20):.1f}"], check=True)
    else:
        parts = [f"{source}.a.wav", f"{source}.b.wav", f"{source}.c.wav"]
        subprocess.run(["sox", "-V1", "-n", "-r", "48000", "-c", "1", "-b", "24", parts[0], "synth", "0.8", "whitenoise", "gain", "-48"], check=True)
        subprocess.run(["sox", "-V1", "-n", "-r", "48000", "-c", "1", "-b", "24", parts[1], "synth", "1.2", "sine", "440", "gain", "-12"], check=True)
        subprocess.run(["sox", "-V1", "-n", "-r", "48000", "-c", "1", "-b", "24", parts[2], "synth", "1.5", "whitenoise", "gain", "-48"], check=True)
        subprocess.run(["sox", "-V1"] + parts + [source], check=True)
        for part in parts:
            os.remove(part)
    channels = rng.choice([1, 1, 2])
    rate = rng.choice(rates)
    bitrate = rng.choice([48, 64, 96, 128, 160]) * channels
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-nostdin", "-i", source, "-ac", str(channels), "-ar", str(rate),
                    "-c:a", "aac", "-b:a", f"{bitrate}k", name], check=True)
    os.remove(source)

def ebur128(path, chain):
    """The filter's last metadata values, and the true peak of its summary (dBFS, 1 decimal)."""
    run = subprocess.run(["ffmpeg", "-nostats", "-hide_banner", "-i", path, "-af",
                          chain + "ebur128=peak=true+sample:metadata=1,ametadata=mode=print:file=-", "-f", "null", "-"],
                         capture_output=True, text=True)
    values = {}
    for line in run.stdout.splitlines():
        if line.startswith("lavfi.r128."):
            key, _, value = line[len("lavfi.r128."):].partition("=")
            values[key] = float(value)
    for label, key in (("True peak:", "summary_peak"), ("Sample peak:", "summary_sample")):
        summary = run.stderr.rpartition(label)[2].split()
        if len(summary) >= 2 and summary[0] == "Peak:" and summary[1] not in ("-inf", "nan"):
            values[key] = float(summary[1])
    return values

def reference(path, frames=None, peak_db=None, skipped=0):
    """ffmpeg's I, LRA and true peak (dBTP) of the samples played."""
    # ffmpeg 5 cuts the priming of an edit list or iTunSMPB but decodes the padding too; `frames`
    # (the played length) trims it. The priming that CAF's 'pakt' declares, ffmpeg's CAF demuxer
    # plays: `skipped` cuts it as Core Audio does.
    trim = f"atrim=start_sample={skipped}:end_sample={skipped + frames}," if frames else ""
    values = ebur128(path, trim)
    # The true peak: the metadata has 3 decimals of the linear peak, so a quiet file gets a gain
    # first (exact: the oversampling is linear). It is written at each 100 ms step, so a peak in
    # the last partial step is only in the summary (1 decimal): then the summary is the reference.
    # (Silence appended would count the ringing after an abrupt end, which ffmpeg never measures:
    # it does not flush its resampler.)
    gain = -round(peak_db) if peak_db is not None else 0
    peaks = ebur128(path, trim + f"aformat=sample_fmts=flt,volume={gain}dB,")
    if peaks.get("true_peak", 0) > 0:
        values["TP"] = 20 * math.log10(peaks["true_peak"]) - gain
    if "summary_peak" in peaks and abs(values.get("TP", -999) + gain - peaks["summary_peak"]) > 0.05:
        values["TP"] = peaks["summary_peak"] - gain
    # A true peak below the sample peak is ffmpeg's resampler never flushed (the last ~16 samples
    # are not oversampled): the sample peak is then the true peak's floor, as BS.1770 defines it.
    sample = None
    if peaks.get("sample_peak", 0) > 0:
        sample = 20 * math.log10(peaks["sample_peak"]) - gain
    if "summary_sample" in peaks and (sample is None or abs(sample + gain - peaks["summary_sample"]) > 0.05):
        sample = peaks["summary_sample"] - gain
    if sample is not None and "TP" in values and values["TP"] < sample - 0.05:
        values["TP"], values["raised"] = sample, True
    return values

for folder in folders:
    for root, _, names in sorted(os.walk(folder)):
        real.extend(os.path.join(root, name) for name in sorted(names)
                    if name.lower().endswith((".m4a", ".mp4", ".m4r", ".m4b", ".mov")))
# Every fourth file's packets also go into CAF (scripts/remux-aac-caf.py: what afconvert writes).
for path in list(files[::4]):
    caf = path[:-4] + ".caf"
    if not os.path.exists(caf):
        subprocess.run([sys.executable, "scripts/remux-aac-caf.py", path, caf], check=True)
    files.append(caf)
files += real

def cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime

start, start_cpu = time.time(), cpu()
for path in files:
    ebur128(path, "")
ffmpeg_seconds, ffmpeg_cpu = time.time() - start, cpu() - start_cpu
# The same work without a process per file: one ffmpeg per 50 inputs, an ebur128 filter each.
start, start_cpu = time.time(), cpu()
for first in range(0, len(files), 50):
    batch = files[first:first + 50]
    command = ["ffmpeg", "-nostats", "-hide_banner", "-v", "error"]
    for path in batch:
        command += ["-i", path]
    command += ["-filter_complex", ";".join(f"[{i}:a]ebur128=peak=true[o{i}]" for i in range(len(batch)))]
    for i in range(len(batch)):
        command += ["-map", f"[o{i}]", "-f", "null", "-"]
    subprocess.run(command, capture_output=True, check=True)
batched_seconds, batched_cpu = time.time() - start, cpu() - start_cpu
start, start_cpu = time.time(), cpu()
run = subprocess.run([zk, "analyze", "--format", "json"] + files, capture_output=True, text=True)
zk_seconds, zk_cpu = time.time() - start, cpu() - start_cpu
measured = {f["path"]: f for f in json.loads(run.stdout)["files"]}
probed = subprocess.run([zk, "probe", "--format", "json"] + files, capture_output=True, text=True)
skipped = {f["path"]: f.get("priming") or 0 for f in json.loads(probed.stdout)["files"]
           if f.get("durationSource") == "pakt"}
worst = {group: {"I": 0.0, "TP": 0.0, "LRA": 0.0} for group in ("made", "real")}
where = {group: {} for group in ("made", "real")}
outside = []
raised = []
for path in files:
    group = "real" if path in real else "made"
    zk_file = measured.get(path, {})
    ref = reference(path, zk_file.get("frames"), zk_file.get("truePeakDBTP"), skipped.get(path, 0))
    if not zk_file.get("analysed"):
        outside.append(f"{path}: not analysed ({zk_file.get('reason', 'missing')})")
        continue
    diffs = {}
    if ref.get("raised"):
        raised.append(os.path.basename(path))
    if ref.get("I", -70) > -70 and zk_file["integratedLUFS"] is not None:
        diffs["I"] = abs(zk_file["integratedLUFS"] - ref["I"])
    if "TP" in ref and zk_file["truePeakDBTP"] is not None:
        diffs["TP"] = abs(zk_file["truePeakDBTP"] - ref["TP"])
    diffs["LRA"] = abs((zk_file["loudnessRangeLU"] or 0) - ref.get("LRA", 0))
    for key, value in diffs.items():
        if value >= worst[group][key]:
            worst[group][key], where[group][key] = value, os.path.basename(path)
    if diffs.get("I", 0) > 0.1 or diffs.get("TP", 0) > 0.3 or diffs["LRA"] > 0.5:
        outside.append(f"{path}: " + ", ".join(f"{k} off by {v:.3f}" for k, v in diffs.items()))
for group, size in (("made", len(files) - len(real)), ("real", len(real))):
    if size:
        w = worst[group]
        print(f"{size} AAC files ({'made here' if group == 'made' else 'given'}): largest difference to ffmpeg: "
              f"integrated {w['I']:.3f} LU, true peak {w['TP']:.3f} dB, LRA {w['LRA']:.3f} LU "
              f"({', '.join(f'{k}: {v}' for k, v in sorted(where[group].items()))})")
if raised:
    print(f"  {len(raised)} file(s) where ffmpeg's true peak is below its own sample peak (the peak in the last "
          f"samples, which its resampler never flushes), compared with the sample peak: {', '.join(raised[:5])}")
for line in outside:
    print("  outside: " + line)
print(f"speed: zk-audio analyze {zk_seconds:.2f} s wall, {zk_cpu:.2f} s CPU (one process); "
      f"ffmpeg decode + ebur128 {ffmpeg_seconds:.2f} s wall, {ffmpeg_cpu:.2f} s CPU (a process per file), "
      f"{batched_seconds:.2f} s wall, {batched_cpu:.2f} s CPU (a process per 50 files)")
sys.exit(1 if outside else 0)
PY
