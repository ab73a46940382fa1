#!/usr/bin/env bash
# Generates the audio fixture matrix with real encoders (ffmpeg, SoX) into Tests/Fixtures/audio/,
# and beside every file `<file>.json`: what ffprobe (and, for PCM, ffmpeg's ebur128 filter) says
# about it. The files and the JSON are committed, so the tests need no encoder; run this again
# only to change the matrix (the output depends on the ffmpeg/SoX versions, recorded in each JSON).
#
#   scripts/make-audio-fixtures.sh            # installs ffmpeg and sox with apt if missing
#   scripts/make-audio-fixtures.sh --compare  # only re-measure: ebur128 vs `zk-audio analyze`
#   scripts/make-audio-fixtures.sh --extras   # only add the MP3-in-MP4, stray-byte CAF, AAC voice and TNS files
#
# The matrix: AAC-LC mono and stereo at 22.05/44.1/48 kHz (moov after mdat, and +faststart),
# fragmented MP4 (empty moov; with mehd; with sidx), AAC in QuickTime (.mov: `wave`/`esds`,
# `chan`), the channel field as Apple's encoders write it (patched: the real count instead of
# ffmpeg's 2), ALAC (M4A and CAF), CAF PCM, WAV PCM 8/16/24/32f, WAVE_FORMAT_EXTENSIBLE (ffmpeg
# and SoX), RF64 (`-rf64 always`), WAV streamed to a pipe (ffmpeg: sizes 0xFFFFFFFF; SoX:
# 0x7FFFF000), IMA and MS ADPCM with `fact` (ffmpeg and SoX), an odd-sized data chunk followed by
# a LIST chunk (SoX, 8-bit), and longer PCM "masters" for the loudness anchor. HE-AAC is absent:
# Debian's ffmpeg has no HE-AAC encoder (`ffmpeg -encoders` lists only the native LC `aac`).
set -euo pipefail
cd "$(dirname "$0")/.."
out="Tests/Fixtures/audio"

need() {
  if ! command -v ffmpeg >/dev/null 2>&1 || ! command -v sox >/dev/null 2>&1; then
    echo "installing ffmpeg and sox…" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq ffmpeg sox libsox-fmt-all >/dev/null
  fi
}

# Writes <file>.json: ffprobe's stream and format facts, the decoded frame count, and for PCM
# ffmpeg's ebur128 integrated loudness, sample peak and true peak.
describe() {
  local file="$1" kind="$2"
  local probe decoded loud=""
  probe="$(ffprobe -v error -show_streams -show_format -of json "$file")"
  decoded="$( (ffmpeg -v error -i "$file" -map 0:a:0 -f s32le -c:a pcm_s32le - 2>/dev/null || true) | wc -c)"
  if [ "$kind" = pcm ]; then
    loud="$(ffmpeg -nostats -hide_banner -i "$file" -af ebur128=peak=true+sample -f null - 2>&1 | tail -16)"
  fi
  PROBE="$probe" DECODED="$decoded" LOUD="$loud" KIND="$kind" FILE="$file" \
    FFVERSION="$(ffmpeg -version | head -1 | awk '{print $3}')" SOXVERSION="$(sox --version | awk '{print $NF}')" \
    python3 - <<'PY'
import json, os, re
probe = json.loads(os.environ["PROBE"])
stream = next(s for s in probe["streams"] if s["codec_type"] == "audio")
fmt = probe["format"]
channels = int(stream["channels"])
def num(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return None
tb = stream.get("time_base", "1/1").split("/")
out = {
    "file": os.path.basename(os.environ["FILE"]),
    "tools": {"ffmpeg": os.environ["FFVERSION"], "sox": os.environ["SOXVERSION"]},
    "ffprobe": {
        "format_name": fmt.get("format_name"),
        "codec_name": stream.get("codec_name"),
        "profile": stream.get("profile"),
        "codec_tag_string": stream.get("codec_tag_string"),
        "sample_rate": int(stream["sample_rate"]),
        "channels": channels,
        "channel_layout": stream.get("channel_layout"),
        "bits_per_sample": stream.get("bits_per_sample"),
        "time_base": stream.get("time_base"),
        "start_pts": stream.get("start_pts"),
        "start_time": num(stream.get("start_time")),
        "duration_ts": stream.get("duration_ts"),
        "duration": num(stream.get("duration")),
        "format_duration": num(fmt.get("duration")),
        "nb_frames": int(stream["nb_frames"]) if stream.get("nb_frames", "N/A") not in ("N/A", None) else None,
    },
    # Frames ffmpeg's decoder hands out (priming removed; AAC end padding is not trimmed by ffmpeg 5.1).
    "decoded_frames": int(os.environ["DECODED"]) // (4 * channels),
}
# The duration as played: ffprobe's stream duration (edit list, fact chunk); else the format's.
played = out["ffprobe"]["duration"] if out["ffprobe"]["duration"] is not None else out["ffprobe"]["format_duration"]
out["expected"] = {
    "sample_rate": out["ffprobe"]["sample_rate"],
    "channels": channels,
    "duration_ms": round(played * 1000, 3) if played is not None else None,
}
out["expected"]["source"] = "ffprobe stream duration"
if stream.get("duration_ts") is not None and tb[1] == stream["sample_rate"]:
    out["expected"]["frames"] = int(stream["duration_ts"])
if fmt.get("format_name") == "caf" and not stream.get("codec_name", "").startswith("pcm"):
    # ffprobe 5.1 ignores the packet table's remainder frames; the decoder trims them.
    frames = out["decoded_frames"]
    out["expected"].update(frames=frames, duration_ms=round(frames * 1000 / out["ffprobe"]["sample_rate"], 3),
                           source="decoded frames (pakt)")
if os.environ["KIND"] == "pcm":
    text = os.environ["LOUD"]
    def grab(pattern):
        m = re.search(pattern, text, re.S)
        return float(m.group(1)) if m else None
    out["ebur128"] = {
        "integrated_lufs": grab(r"Integrated loudness:\s+I:\s+(-?[0-9.]+) LUFS"),
        "sample_peak_dbfs": grab(r"Sample peak:\s+Peak:\s+(-?[0-9.inf]+) dBFS"),
        "true_peak_dbfs": grab(r"True peak:\s+Peak:\s+(-?[0-9.inf]+) dBFS"),
    }
with open(os.environ["FILE"] + ".json", "w") as f:
    json.dump(out, f, indent=2, sort_keys=True)
    f.write("\n")
PY
}

ff() { ffmpeg -v error -y -nostdin "$@"; }
# Test signals: a two-tone voice-like sound (mono) and different tones left and right (stereo).
mono() { echo "aevalsrc=0.25*sin(2*PI*440*t)+0.05*sin(2*PI*1250*t):s=$1:d=$2"; }
stereo() { echo "aevalsrc=0.25*sin(2*PI*440*t)|0.2*sin(2*PI*660*t):s=$1:d=$2"; }
# A spoken-line stand-in for loudness: bursts of tone and noise with pauses and a silent lead-in.
voice() { echo "aevalsrc=(0.3*sin(2*PI*220*t)+0.1*sin(2*PI*1800*t)+0.04*random(0))*between(t\,0.12\,0.7)+0.06*sin(2*PI*500*t)*between(t\,0.9\,1.3):s=$1:d=$2"; }

make_matrix() {
  rm -rf "$out" && mkdir -p "$out"
  local d=0.3
  for rate in 22050 44100 48000; do
    ff -f lavfi -i "$(mono $rate $d)" -c:a aac -b:a 32k "$out/aac-lc-mono-$rate.m4a"
    ff -f lavfi -i "$(stereo $rate $d)" -c:a aac -b:a 48k "$out/aac-lc-stereo-$rate.m4a"
  done
  ff -f lavfi -i "$(mono 44100 0.25)" -c:a aac -b:a 32k -movflags +faststart "$out/aac-lc-mono-44100-faststart.m4a"
  ff -f lavfi -i "$(stereo 48000 0.25)" -c:a aac -b:a 48k -movflags +faststart "$out/aac-lc-stereo-48000-faststart.m4a"
  ff -f lavfi -i "$(mono 48000 0.3)" -c:a aac -b:a 32k -movflags +frag_keyframe+empty_moov+default_base_moof -frag_duration 100000 "$out/aac-lc-mono-48000-fragmented.mp4"
  ff -f lavfi -i "$(mono 44100 0.3)" -c:a aac -b:a 32k -movflags +frag_keyframe -frag_duration 100000 "$out/aac-lc-mono-44100-fragmented-first-in-moov.m4a"
  ff -f lavfi -i "$(mono 44100 0.3)" -c:a aac -b:a 32k -movflags +dash+global_sidx -frag_duration 100000 "$out/aac-lc-mono-44100-fragmented-sidx.mp4"
  # ffmpeg writes no 'mehd'; insert one (fragment_duration from ffprobe) into a copy of the empty-moov file.
  cp "$out/aac-lc-mono-48000-fragmented.mp4" "$out/aac-lc-mono-48000-fragmented-mehd.mp4"
  SECONDS_PLAYED="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$out/aac-lc-mono-48000-fragmented.mp4")" \
    python3 - "$out/aac-lc-mono-48000-fragmented-mehd.mp4" <<'PY'
import math, os, struct, sys
path = sys.argv[1]
data = bytearray(open(path, "rb").read())
moov = data.find(b"moov") - 4
mvhd = data.find(b"mvhd") - 4
timescale = struct.unpack(">I", data[mvhd + 20:mvhd + 24])[0]
mvex = data.find(b"mvex") - 4
duration = math.ceil(float(os.environ["SECONDS_PLAYED"]) * timescale)
mehd = struct.pack(">I4sI", 16, b"mehd", 0) + struct.pack(">I", duration)
for box in (moov, mvex):
    size = struct.unpack(">I", data[box:box + 4])[0]
    data[box:box + 4] = struct.pack(">I", size + len(mehd))
data[mvex + 8:mvex + 8] = mehd
# moof/tfhd offsets are relative to moof (default_base_moof), so nothing else moves.
open(path, "wb").write(data)
PY
  ff -f lavfi -i "$(mono 44100 0.3)" -c:a aac -b:a 32k -f mov "$out/aac-lc-mono-44100-quicktime.mov"
  # Apple's encoders write the real channel count in the sample entry (ffmpeg writes 2).
  cp "$out/aac-lc-mono-44100.m4a" "$out/aac-lc-mono-44100-apple-channels.m4a"
  python3 - "$out/aac-lc-mono-44100-apple-channels.m4a" <<'PY'
import sys
path = sys.argv[1]
data = bytearray(open(path, "rb").read())
at = data.find(b"mp4a")
assert at > 0 and data[at + 20:at + 22] == b"\x00\x02", "sample entry not where expected"
data[at + 20:at + 22] = b"\x00\x01"
open(path, "wb").write(data)
PY
  ff -f lavfi -i "$(mono 44100 0.3)" -c:a alac "$out/alac-mono-44100.m4a"
  ff -f lavfi -i "$(stereo 48000 0.2)" -c:a alac "$out/alac-stereo-48000.m4a"
  ff -f lavfi -i "$(mono 44100 0.3)" -c:a alac -f caf "$out/alac-mono-44100.caf"
  ff -f lavfi -i "$(mono 22050 0.3)" -c:a pcm_s16le -f caf "$out/pcm-s16-mono-22050.caf"
  ff -f lavfi -i "$(stereo 22050 0.2)" -c:a pcm_s24be -f caf "$out/pcm-s24be-stereo-22050.caf"
  ff -f lavfi -i "$(mono 22050 0.3)" -c:a pcm_s16le "$out/pcm-s16-mono-22050.wav"
  ff -f lavfi -i "$(stereo 44100 0.2)" -c:a pcm_s16le "$out/pcm-s16-stereo-44100.wav"
  ff -f lavfi -i "$(mono 22050 0.3)" -c:a pcm_s24le "$out/pcm-s24-mono-22050-extensible.wav"
  ff -f lavfi -i "$(mono 22050 0.3)" -c:a pcm_f32le "$out/pcm-f32-mono-22050.wav"
  ff -f lavfi -i "$(mono 22050 0.3)" -c:a pcm_s16le -rf64 always "$out/pcm-s16-mono-22050-rf64.wav"
  ff -f lavfi -i "$(mono 22050 0.3)" -c:a pcm_s16le -f wav - | cat >"$out/pcm-s16-mono-22050-streamed-ffmpeg.wav"
  sox -V1 -n -r 22050 -b 16 -t wav - synth 0.3 sine 440 vol 0.3 | cat >"$out/pcm-s16-mono-22050-streamed-sox.wav"
  sox -V1 -n -r 22050 -b 24 "$out/pcm-s24-mono-22050-sox.wav" synth 0.3 sine 440 vol 0.3
  # 761 bytes of 8-bit data: an odd chunk, its pad byte, then ffmpeg's 'levl' peak chunk after it.
  ff -f lavfi -i "$(mono 11025 0.1)" -af atrim=end_sample=761 -c:a pcm_u8 -write_peak on -peak_format 1 -peak_block_size 256 "$out/pcm-u8-mono-11025-odd-chunk.wav"
  ff -f lavfi -i "$(mono 22050 0.3)" -c:a adpcm_ima_wav "$out/adpcm-ima-mono-22050.wav"
  ff -f lavfi -i "$(mono 22050 0.3)" -c:a adpcm_ms "$out/adpcm-ms-mono-22050.wav"
  sox -V1 -n -r 22050 -e ima-adpcm "$out/adpcm-ima-mono-22050-sox.wav" synth 0.3 sine 440 vol 0.3
  sox -V1 -n -r 22050 -e ms-adpcm "$out/adpcm-ms-mono-22050-sox.wav" synth 0.3 sine 440 vol 0.3
  # Masters for the loudness anchor: long enough for several 400 ms blocks.
  ff -f lavfi -i "$(voice 22050 1.6)" -c:a pcm_s16le "$out/master-voice-s16-mono-22050.wav"
  ff -f lavfi -i "$(voice 48000 0.8)" -af volume=-9dB -c:a pcm_s24le "$out/master-voice-s24-mono-48000.wav"
  ff -f lavfi -i "aevalsrc=0.7*sin(2*PI*997*t)|0.5*sin(2*PI*3000*t+1):s=16000:d=0.8" -c:a pcm_f32le "$out/master-tones-f32-stereo-16000.wav"
  # Peaks between the samples: a quarter-rate sine sampled 45° off its crests (faded in, so the
  # reconstruction has no onset overshoot): sample peak -3 dBFS, true peak about 0 dBTP.
  ff -f lavfi -i "aevalsrc=0.99*sin(2*PI*5512.5*t+0.785):s=22050:d=0.6" -af afade=t=in:d=0.1 -c:a pcm_s16le "$out/master-intersample-s16-mono-22050.wav"
  ff -f lavfi -i "$(voice 22050 1.2)" -af volume=-6dB -c:a pcm_s16le -f caf "$out/master-voice-s16-mono-22050.caf"

  for file in "$out"/*; do
    case "$file" in
      *.json) ;;
      *adpcm-*) describe "$file" coded ;;
      *pcm-*|*master-*) describe "$file" pcm ;;
      *) describe "$file" coded ;;
    esac
  done
  {
    echo "# Audio fixtures"
    echo
    echo "Made by \`scripts/make-audio-fixtures.sh\` with ffmpeg $(ffmpeg -version | head -1 | awk '{print $3}') and SoX $(sox --version | awk '{print $NF}')"
    echo "(Debian packages). Test signals are generated tones and noise (no third-party recordings);"
    echo "the files are in the public domain. Beside each file, \`<file>.json\` holds what ffprobe reports"
    echo "(\`ffprobe\`), the frames ffmpeg decodes, the expected rate, channels and duration as played"
    echo "(\`expected\`), and for PCM ffmpeg's \`ebur128=peak=true+sample\` summary (\`ebur128\`)."
  } >"$out/README.md"
  du -cb "$out"/* | tail -1 | awk '{print "fixtures: " $1 " bytes"}'
}

# Files from the issues about real deliveries, added without remaking the matrix: MP3 in MP4
# (mono: the sample entry's channel field says 2, the frame header 1) and a playable CAF with 4
# stray bytes after its last chunk; a 1.6 s AAC voice line for the decoder's loudness; a stereo
# 3 kHz burst cut off abruptly (eight-short blocks, TNS and M/S in one element: TNS runs after
# the stereo tools); the voice line's packets remuxed into CAF as Core Audio writes AAC
# (`scripts/remux-aac-caf.py`: desc, kuki, pakt with priming and remainder, data).
make_extras() {
  ff -f lavfi -i "$(mono 44100 0.5)" -ac 1 -c:a libmp3lame -b:a 64k "$out/mp3-mono-44100.mp4"
  ff -f lavfi -i "$(mono 22050 0.3)" -c:a pcm_s16le -f caf "$out/pcm-s16-mono-22050-stray-bytes.caf"
  printf '\0\0\0\0' >>"$out/pcm-s16-mono-22050-stray-bytes.caf"
  ff -f lavfi -i "$(voice 44100 1.6)" -ac 2 -c:a aac -b:a 96k "$out/aac-lc-voice-stereo-44100.m4a"
  ff -f lavfi -i "aevalsrc=0.4*sin(2*PI*3000*t)*gt(t\,0.3)*lt(t\,0.5)|0.35*sin(2*PI*3000*t+0.5)*gt(t\,0.3)*lt(t\,0.5):s=32000:d=0.8" \
    -c:a aac -b:a 128k "$out/aac-lc-tns-stereo-32000.m4a"
  describe "$out/mp3-mono-44100.mp4" coded
  describe "$out/aac-lc-voice-stereo-44100.m4a" coded
  python3 scripts/remux-aac-caf.py "$out/aac-lc-voice-stereo-44100.m4a" "$out/aac-lc-voice-stereo-44100.caf"
  describe "$out/aac-lc-tns-stereo-32000.m4a" coded
  describe "$out/aac-lc-voice-stereo-44100.caf" coded
  describe "$out/pcm-s16-mono-22050-stray-bytes.caf" pcm
  # ffmpeg reads the last chunk to the end of the file and decodes the 4 bytes as 2 more frames;
  # the data chunk's size says 6615 (what Core Audio plays), which is what zk-audio reports.
  python3 - "$out/pcm-s16-mono-22050-stray-bytes.caf.json" <<'PY'
import json, sys
path = sys.argv[1]
data = json.load(open(path))
data["expected"].update(frames=6615, duration_ms=300.0, source="the data chunk's size (ffmpeg also decodes the 4 stray bytes: 6617 frames)")
with open(path, "w") as f:
    json.dump(data, f, indent=2, sort_keys=True)
    f.write("\n")
PY
  # ffmpeg's CAF demuxer decodes the priming too (71680 frames); 'pakt' says 70560 are played,
  # and those are the M4A's samples exactly.
  python3 - "$out/aac-lc-voice-stereo-44100.caf.json" <<'PY'
import json, sys
path = sys.argv[1]
data = json.load(open(path))
data["expected"].update(frames=70560, duration_ms=1600.0, source="pakt (ffmpeg also decodes the 1024 priming frames: 71680)")
with open(path, "w") as f:
    json.dump(data, f, indent=2, sort_keys=True)
    f.write("\n")
PY
}

compare() {
  # ffmpeg's ebur128 on every PCM fixture against `zk-audio analyze --format json`.
  swift build --product zk-audio >/dev/null
  local bin
  bin="$(swift build --show-bin-path)"
  for file in "$out"/*pcm-*.wav "$out"/*pcm-*.caf "$out"/master-*; do
    case "$file" in *.json|*adpcm-*) continue ;; esac
    local ffsum
    ffsum="$(ffmpeg -nostats -hide_banner -i "$file" -af ebur128=peak=true+sample -f null - 2>&1 | tail -16 | tr '\n' ' ')"
    FFSUM="$ffsum" ZK="$("$bin/zk-audio" analyze --format json "$file" 2>/dev/null || true)" FILE="$file" python3 - <<'PY'
import json, os, re
text = os.environ["FFSUM"]
def grab(p):
    m = re.search(p, text)
    return float(m.group(1)) if m else float("nan")
ff = (grab(r"I:\s+(-?[0-9.]+) LUFS"), grab(r"Sample peak:\s+Peak:\s+(-?[0-9.inf]+)"), grab(r"True peak:\s+Peak:\s+(-?[0-9.inf]+)"))
try:
    zk = json.loads(os.environ["ZK"])["files"][0]
    mine = (zk.get("integratedLUFS"), zk.get("samplePeakDBFS"), zk.get("truePeakDBTP"))
except Exception as error:
    mine = (None, None, None)
def d(a, b):
    return "n/a" if a is None or b != b else f"{a - b:+.2f}"
print(f"{os.path.basename(os.environ['FILE']):45s} I {ff[0]:7.1f} Δ {d(mine[0], ff[0]):>6s}  sample {ff[1]:6.1f} Δ {d(mine[1], ff[1]):>6s}  true {ff[2]:6.1f} Δ {d(mine[2], ff[2]):>6s}")
PY
  done
}

need
case "${1:-}" in
  --compare) compare ;;
  --extras) make_extras ;;
  *) make_matrix ;;
esac
