#!/usr/bin/env bash
# Renders the store trees and runs fastlane's own metadata loaders on them (deliver's
# UploadMetadata#load_from_filesystem, supply's Uploader#upload_metadata and #upload_changelog),
# checking that they read every rendered file with its exact text (app_clip_review_information/
# included; trade_representative_contact_information/, which deliver no longer uploads, is checked
# against the file names deliver last read; app_rating_config.json goes through deliver's
# app_rating, which maps it with spaceship's AgeRatingDeclaration). Nothing is uploaded.
#
#   scripts/verify-fastlane-trees.sh FASTLANE [BRAND_FOLDER] [METADATA]
#
# FASTLANE: a fastlane checkout or its bare git directory (fastlane is Ruby; its gems are not
# installed, only the loader files are read). BRAND_FOLDER defaults to Brand; the fixture
# Tests/Fixtures/brand/every-field is verified too. METADATA, when given, is an already
# rendered marketing/ folder to verify instead.
set -euo pipefail
cd "$(dirname "$0")/.."
fastlane=${1:?usage: scripts/verify-fastlane-trees.sh FASTLANE [BRAND_FOLDER] [METADATA]}
brand=${2:-Brand}
if ! command -v ruby >/dev/null; then
  apt-get install -y ruby >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/fastlane"
# spaceship's age-rating model: deliver maps app_rating_config.json's keys with it.
rating_model="spaceship/lib/spaceship/connect_api/model.rb spaceship/lib/spaceship/connect_api/models/age_rating_declaration.rb"
if [ -d "$fastlane/deliver/lib" ]; then
  cp -r "$fastlane/deliver" "$fastlane/supply" "$fastlane/fastlane_core" "$work/fastlane/"
  for path in $rating_model; do
    mkdir -p "$work/fastlane/$(dirname "$path")"
    cp "$fastlane/$path" "$work/fastlane/$path"
  done
else
  # shellcheck disable=SC2086
  git --git-dir "$fastlane" ls-tree -r --name-only HEAD deliver/lib supply/lib fastlane_core/lib $rating_model | while read -r path; do
    mkdir -p "$work/fastlane/$(dirname "$path")"
    git --git-dir "$fastlane" show "HEAD:$path" > "$work/fastlane/$path"
  done
fi
status=0
if [ -n "${3:-}" ]; then
  ruby scripts/fastlane-loaders.rb "$work/fastlane" "$3" || status=1
  exit $status
fi
swift build --product zk-marketing >/dev/null
bin="$(swift build --show-bin-path)/zk-marketing"
# The default project, and a fixture whose templates fill every field both loaders read.
for entry in "$brand:de,en,ru" "Tests/Fixtures/brand/every-field/Brand:de,ru"; do
  folder=${entry%%:*}
  echo "== $folder"
  "$bin" render "$folder" -l "${entry##*:}" -o "$work/build" --quiet
  ruby scripts/fastlane-loaders.rb "$work/fastlane" "$work/build/marketing" || status=1
done
exit $status
