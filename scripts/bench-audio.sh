#!/usr/bin/env bash
# Audio benchmark, each as a whole `zk-audio` process (release build), best of 5 runs:
#
#  1. probe COUNT generated files (1–3 s, 48 kHz mono; 75 % M4A with moov before or after mdat,
#     15 % CAF/AAC, 10 % WAV): files/s (target >= 5,000) and the bytes read per file;
#  2. probe COUNT copies of the encoder-made fixtures (Tests/Fixtures/audio: AAC, fragmented MP4,
#     QuickTime, ALAC, CAF, PCM, RF64, streamed, ADPCM): files/s and MB/s of audio on disk;
#  3. analyze COUNT/10 copies of the PCM fixtures (BS.1770 loudness, true peak at 192 kHz,
#     silence, clipping: every sample read): files/s and MB/s.
#
#   scripts/bench-audio.sh [COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"

# Before the one zk-bench executable a tree had zk-bench-audio (bench.sh --compare runs this script there).
if [[ -d Sources/zk-bench ]]; then bench=zk-bench sub=(audio); else bench=zk-bench-audio sub=(); fi
swift build -c release --product "$bench" >/dev/null
swift build -c release --product zk-audio >/dev/null
bin="$(swift build -c release --show-bin-path)"

# best_of DIR COMMAND…: the best wall time of 5 runs, in seconds.
best_of() {
  local best="" start end seconds
  for _ in 1 2 3 4 5; do
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    seconds=$(echo "$end - $start" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$seconds < $best" | bc -l)" -eq 1 ]; then best="$seconds"; fi
  done
  echo "$best"
}

report() {
  local what="$1" files="$2" bytes="$3" seconds="$4"
  printf '%-44s %6d files %8.1f MB  %7.3f s  %8.0f files/s  %8.1f MB/s\n' "$what" "$files" \
    "$(echo "$bytes / 1000000" | bc -l)" "$seconds" "$(echo "$files / $seconds" | bc -l)" "$(echo "$bytes / 1000000 / $seconds" | bc -l)"
}

generated=".cache/bench-audio-$count"
if [ ! -f "$generated/Audio-manifests/de.json" ]; then
  rm -rf "$generated"
  "$bin/$bench" "${sub[@]}" generate "$generated" --count "$count" --seed 1 >/dev/null
fi
bytes=$(du -sb "$generated/Audio" | awk '{print $1}')
seconds=$(best_of "$bin/zk-audio" probe -C "$generated" --audio-root . --quiet)
report "probe, generated files" "$count" "$bytes" "$seconds"
probe_seconds=$seconds
"$bin/zk-audio" probe -C "$generated" --audio-root . --verbose --quiet 2>&1 >/dev/null | grep '^probed' || true

corpus=".cache/bench-audio-corpus-$count"
if [ ! -f "$corpus/Audio-manifests/de.json" ]; then
  rm -rf "$corpus"
  "$bin/$bench" "${sub[@]}" corpus "$corpus" --from Tests/Fixtures/audio --count "$count" >/dev/null
fi
bytes=$(du -sb "$corpus/Audio" | awk '{print $1}')
seconds=$(best_of "$bin/zk-audio" probe -C "$corpus" --audio-root . --quiet)
report "probe, encoder-made fixtures (copies)" "$count" "$bytes" "$seconds"

pcm_count=$((count / 10))
pcm=".cache/bench-audio-pcm-$pcm_count"
if [ ! -f "$pcm/Audio-manifests/de.json" ]; then
  rm -rf "$pcm" "$pcm.src" && mkdir -p "$pcm.src"
  for file in Tests/Fixtures/audio/*pcm-* Tests/Fixtures/audio/master-*; do
    case "$file" in *.json|*adpcm-*) continue ;; esac
    cp "$file" "$pcm.src/"
  done
  "$bin/$bench" "${sub[@]}" corpus "$pcm" --from "$pcm.src" --count "$pcm_count" >/dev/null
fi
bytes=$(du -sb "$pcm/Audio" | awk '{print $1}')
seconds=$(best_of "$bin/zk-audio" analyze -C "$pcm" --audio-root . --quiet)
report "analyze, PCM fixtures (copies)" "$pcm_count" "$bytes" "$seconds"
analyze_seconds=$seconds

# Peers (for scripts/bench.sh): ffprobe on 100 of the generated files and ffmpeg's ebur128
# (loudness and true peak) on 20 of the PCM copies, one process per file as they are used;
# files/s of zk-audio (whole run above) ÷ files/s of the peer.
if command -v ffprobe >/dev/null && command -v ffmpeg >/dev/null; then
  mapfile -t sample < <(find "$generated/Audio" -type f | sort | head -100)
  start=$(date +%s.%N)
  for file in "${sample[@]}"; do ffprobe -v error -show_format -show_streams "$file" >/dev/null 2>&1 || true; done
  peer=$(echo "${#sample[@]} / ($(date +%s.%N) - $start)" | bc -l)
  printf 'ffprobe: %.0f files/s\n' "$peer"
  printf 'BENCH-RATIO audio.probe-files-per-s %.3f higher zk-audio probe files/s ÷ ffprobe files/s (generated files)\n' "$(echo "$count / $probe_seconds / $peer" | bc -l)"
  mapfile -t sample < <(find "$pcm/Audio" -type f | sort | head -20)
  start=$(date +%s.%N)
  for file in "${sample[@]}"; do ffmpeg -nostats -hide_banner -i "$file" -af ebur128=peak=true -f null - >/dev/null 2>&1 || true; done
  peer=$(echo "${#sample[@]} / ($(date +%s.%N) - $start)" | bc -l)
  printf 'ffmpeg ebur128: %.1f files/s\n' "$peer"
  printf 'BENCH-RATIO audio.analyze-files-per-s %.3f higher zk-audio analyze files/s ÷ ffmpeg ebur128 (peak=true) files/s (PCM copies)\n' "$(echo "$pcm_count / $analyze_seconds / $peer" | bc -l)"
fi
