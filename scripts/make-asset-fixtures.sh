#!/usr/bin/env bash
# Makes the image fixtures of the asset-catalog tests with real tools, from Debian's packages:
# ImageMagick (PNG in every colour type, depth and interlacing; JPEG baseline and progressive),
# rsvg-convert (SVG → PNG at exact scales, SVG → PDF through cairo), heif-enc from
# libheif-examples (HEIC), pngcrush (a recompressed PNG). Apple's CgBI "crushed" PNG has no Debian
# tool; scripts/make-cgbi.py writes one the way Xcode's pngcrush -iphone does.
# The files are small and committed; tests never run this script.
#
#   scripts/make-asset-fixtures.sh            # installs the tools if missing, rewrites Tests/Fixtures/assets/images
set -euo pipefail
cd "$(dirname "$0")/.."

out="Tests/Fixtures/assets/images"
im=/usr/bin/convert   # ImageMagick itself (a wrapper of the same name may come first on PATH)

need=()
[ -x "$im" ] || need+=(imagemagick)
command -v rsvg-convert >/dev/null || need+=(librsvg2-bin)
command -v heif-enc >/dev/null || need+=(libheif-examples)
command -v pngcrush >/dev/null || need+=(pngcrush)
if [ "${#need[@]}" -gt 0 ]; then
  apt-get install -y "${need[@]}" >/dev/null
fi

rm -rf "$out" && mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# A star, the vector source of the scaled images: 60 × 60 pt.
cat > "$out/star.svg" <<'SVG'
<?xml version="1.0" encoding="UTF-8"?>
<!-- a five-pointed star, 60 × 60 pt -->
<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60" viewBox="0 0 60 60">
  <polygon points="30,3 37,22 57,22 41,35 47,55 30,43 13,55 19,35 3,22 23,22" fill="#f4b400"/>
</svg>
SVG
cat > "$out/viewbox-only.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 32"><rect width="24" height="32" fill="#3367d6"/></svg>
SVG
cat > "$out/units-pt.svg" <<'SVG'
<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="18pt" height="36pt" viewBox="0 0 24 48"><circle cx="12" cy="24" r="10"/></svg>
SVG

# The scales of one image, rendered from the SVG: 60, 120, 180 px; and a wrong @2x (100 px).
for scale in 1 2 3; do
  rsvg-convert -w $((60 * scale)) -h $((60 * scale)) "$out/star.svg" -o "$out/star@${scale}x.png"
done
rsvg-convert -w 100 -h 100 "$out/star.svg" -o "$out/star-wrong@2x.png"
rsvg-convert -f pdf "$out/star.svg" -o "$out/star.pdf"

# PNG colour types, depths and interlacing.
"$im" -size 4x3 xc:'#3367d6' PNG24:"$out/rgb-4x3.png"
"$im" -size 4x3 xc:'rgba(51,103,214,0.5)' PNG32:"$out/rgba-4x3.png"
"$im" -size 5x7 gradient:white-black -colorspace Gray -define png:color-type=0 -depth 8 "$out/gray-5x7.png"
"$im" -size 9x9 gradient:'#ff0000'-'#0000ff' -depth 16 PNG48:"$out/rgb16-9x9.png"
"$im" -size 33x17 gradient:'#ff0000'-'#00ff00' -interlace PNG PNG24:"$out/interlaced-33x17.png"
"$im" -size 6x6 xc:none -fill '#ff0000' -draw 'rectangle 1,1 4,4' PNG8:"$out/palette-trns-6x6.png"
pngcrush -q -brute "$out/rgb-4x3.png" "$out/crushed-rgb-4x3.png"

# App icons: opaque and with alpha, 1024 × 1024 px; a 512 px one for the wrong size.
"$im" -size 1024x1024 xc:'#f4b400' PNG24:"$out/icon-1024.png"
"$im" -size 1024x1024 xc:'rgba(244,180,0,1.0)' -alpha set PNG32:"$out/icon-alpha-1024.png"
"$im" -size 1024x1024 xc:none -fill '#f4b400' -draw 'roundrectangle 0,0 1023,1023 180,180' PNG32:"$out/icon-transparent-1024.png"
"$im" -size 120x120 xc:'#f4b400' PNG24:"$out/icon-120.png"
"$im" -size 512x512 xc:'#f4b400' PNG24:"$out/icon-512.png"

# JPEG baseline and progressive; HEIC from a PNG.
"$im" -size 40x30 gradient:'#ff8800'-'#0088ff' -quality 80 "$out/baseline-40x30.jpg"
"$im" -size 40x30 gradient:'#ff8800'-'#0088ff' -quality 80 -interlace JPEG "$out/progressive-40x30.jpg"
"$im" -size 64x48 gradient:'#ff8800'-'#0088ff' PNG24:"$tmp/heic-source.png"
heif-enc -q 50 "$tmp/heic-source.png" -o "$out/photo-64x48.heic" >/dev/null
"$im" -size 32x24 xc:'rgba(0,128,255,0.5)' PNG32:"$tmp/heic-alpha.png"
heif-enc -q 50 "$tmp/heic-alpha.png" -o "$out/photo-alpha-32x24.heic" >/dev/null
# A JPEG whose frame header lies past the first 4 KiB (a 6000-byte comment before it).
"$im" -comment "$(head -c 6000 /dev/zero | tr '\0' 'c')" -size 20x10 xc:'#336699' "$out/late-sof-20x10.jpg"

# A JPEG renamed to .png, a truncated PNG.
cp "$out/baseline-40x30.jpg" "$out/jpeg-named.png"
head -c 20 "$out/rgb-4x3.png" > "$out/truncated.png"

python3 scripts/make-cgbi.py "$out/rgba-4x3.png" "$out/cgbi-4x3.png"

# No creation dates or times in the PNGs, so a rerun writes the same bytes.
for png in "$out"/*.png; do
  case "$png" in *cgbi*|*truncated*|*jpeg-named*) continue ;; esac
  pngcrush -q -ow -noreduce -rem tEXt -rem tIME -rem zTXt -rem iTXt "$png" >/dev/null 2>&1
done

ls -l "$out" | awk 'NR > 1 { total += $5; print $5, $9 } END { print total, "bytes in all" }'
