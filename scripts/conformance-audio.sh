#!/usr/bin/env bash
# EBU loudness conformance of `zk-audio analyze`, with the test signals made from the
# specifications by SoX (1 kHz sines, stereo, 48 kHz, 24-bit; "dBFS" is the sine's peak level):
#
#   EBU Tech 3341 (2016) table 1, cases 1–5: integrated loudness -23.0 LUFS (case 2: -33.0)
#     within ±0.1 LU;
#   EBU Tech 3342 (2016) table 1, cases 1–4: loudness range 10, 5, 20 and 15 LU within ±1 LU;
#
# then case 1 of Tech 3341 and a 5 s pink-noise tremolo at every rate from 8 to 96 kHz
# (11.025 kHz included) against ffmpeg's ebur128 (full precision from its metadata): integrated
# loudness within 0.05 LU, LRA within 0.5 LU, true peak within 0.3 dB. Exit 1 on any failure.
#
#   scripts/conformance-audio.sh        # ZK_AUDIO=.build/debug/zk-audio to use another build
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-audio-peers.sh
# ZK_AUDIO=path/to/zk-audio skips the release build.
if [ -n "${ZK_AUDIO:-}" ]; then
  zk_audio="$ZK_AUDIO"
else
  swift build -c release --product zk-audio >/dev/null
  zk_audio="$(swift build -c release --show-bin-path)/zk-audio"
fi
work=".cache/conformance-audio"
rm -rf "$work" && mkdir -p "$work"

# segments FILE RATE SECONDS:DBFS…: a stereo 1 kHz sine, one segment per argument.
segments() {
  local out="$1" rate="$2" parts=() index=0
  shift 2
  for segment in "$@"; do
    sox -V1 -n -r "$rate" -c 2 -b 24 "$work/part-$index.wav" synth "${segment%%:*}" sine 1000 gain "${segment##*:}"
    parts+=("$work/part-$index.wav")
    index=$((index + 1))
  done
  sox -V1 "${parts[@]}" "$out"
  rm -f "${parts[@]}"
}

segments "$work/3341-1.wav" 48000 20:-23
segments "$work/3341-2.wav" 48000 20:-33
segments "$work/3341-3.wav" 48000 10:-36 60:-23 10:-36
segments "$work/3341-4.wav" 48000 10:-72 10:-36 60:-23 10:-36 10:-72
segments "$work/3341-5.wav" 48000 20:-26 20.1:-20 20:-26
segments "$work/3342-1.wav" 48000 20:-20 20:-30
segments "$work/3342-2.wav" 48000 20:-20 20:-15
segments "$work/3342-3.wav" 48000 20:-40 20:-20
segments "$work/3342-4.wav" 48000 20:-50 20:-35 20:-20 20:-35 20:-50
for rate in 8000 11025 16000 22050 32000 44100 48000 88200 96000; do
  segments "$work/rate-sine-$rate.wav" "$rate" 20:-23
  sox -V1 -n -r "$rate" -c 2 -b 16 "$work/rate-noise-$rate.wav" synth 5 pinknoise vol 0.3 synth 5 sine amod 0.5
done

"$zk_audio" analyze --format json "$work"/*.wav > "$work/zk.json" 2>/dev/null || true
python3 - "$work" <<'PY'
import json, math, subprocess, sys
work = sys.argv[1]
measured = {f["path"].split("/")[-1]: f for f in json.load(open(f"{work}/zk.json"))["files"]}
failures = 0

def check(name, what, value, expected, tolerance):
    global failures
    ok = value is not None and abs(value - expected) <= tolerance
    failures += 0 if ok else 1
    shown = "none" if value is None else f"{value:.3f}"
    print(f"{'ok  ' if ok else 'FAIL'} {name:<22} {what:<10} {shown:>9}  expected {expected:.3f} ±{tolerance}")

for case, expected in [(1, -23), (2, -33), (3, -23), (4, -23), (5, -23)]:
    check(f"Tech 3341 case {case}", "I LUFS", measured[f"3341-{case}.wav"]["integratedLUFS"], expected, 0.1)
for case, expected in [(1, 10), (2, 5), (3, 20), (4, 15)]:
    check(f"Tech 3342 case {case}", "LRA LU", measured[f"3342-{case}.wav"]["loudnessRangeLU"], expected, 1)

def ffmpeg(path):
    """ebur128's last metadata values: I, LRA, true peak (linear, largest channel)."""
    out = subprocess.run(["ffmpeg", "-nostats", "-hide_banner", "-i", path, "-af",
                          "ebur128=peak=true:metadata=1,ametadata=mode=print:file=-", "-f", "null", "-"],
                         capture_output=True, text=True).stdout
    values = {}
    for line in out.splitlines():
        if line.startswith("lavfi.r128."):
            key, _, value = line[len("lavfi.r128."):].partition("=")
            values[key] = float(value)
    return values

for name in sorted(measured):
    if not name.startswith("rate-"):
        continue
    reference = ffmpeg(f"{work}/{name}")
    zk = measured[name]
    check(name, "I vs ffmpeg", zk["integratedLUFS"], reference["I"], 0.05)
    check(name, "LRA vs ffm", zk["loudnessRangeLU"] or 0.0, reference["LRA"], 0.5)
    if reference.get("true_peak", 0) > 0:
        check(name, "TP vs ffm", zk["truePeakDBTP"], 20 * math.log10(reference["true_peak"]), 0.3)
print("all conformance checks pass" if failures == 0 else f"{failures} check(s) failed")
sys.exit(1 if failures else 0)
PY
