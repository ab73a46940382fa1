#!/usr/bin/env bash
# Fetch the Debian word-list packages the dictionaries are made from, without installing
# anything system-wide (apt-get download + dpkg -x into a cache directory), then either
#
#   scripts/fetch-wordlists.sh derive [CACHE]      regenerate the committed word lists in
#                                                  Content/dictionaries/*/words.txt (+ LICENSE.txt)
#   scripts/fetch-wordlists.sh bench DIR [CACHE]   write the big benchmark lists into DIR:
#                                                  wamerican.txt, wngerman.txt, ru-forms.txt
#   scripts/fetch-wordlists.sh fetch [CACHE]       only fetch and unpack the packages
#   scripts/fetch-wordlists.sh tiles [CACHE]       regenerate the small Spanish and Catalan samples
#                                                  of Tests/Fixtures/dawg/tiles/ (wspanish, wcatalan:
#                                                  alphabets with tiles of several letters)
#
# CACHE defaults to $WORDLISTS_CACHE, else .cache/wordlists/ under the repository.
# Package versions are pinned so that `derive` reproduces the committed lists byte for byte;
# WORDLISTS_UNPINNED=1 takes whatever version the apt sources offer instead (the checksums
# of the pinned packages are then not checked, and the lists may differ).
# Needs: Debian 12 (or a compatible apt), apt-get, dpkg, coreutils, grep, sed, perl (perl-base),
# iconv (libc-bin). Runs as root, or as a user with sudo for the one-time `apt-get update`.
set -euo pipefail
export LC_ALL=C

die() { printf 'fetch-wordlists: %s\n' "$*" >&2; exit 1; }
say() { printf 'fetch-wordlists: %s\n' "$*" >&2; }

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mode=${1:-}
case $mode in
  derive|fetch|tiles) cache=${2:-${WORDLISTS_CACHE:-$repo/.cache/wordlists}} ;;
  bench) [[ $# -ge 2 ]] || die "usage: $0 bench DIR [CACHE]"
         benchdir=$2; cache=${3:-${WORDLISTS_CACHE:-$repo/.cache/wordlists}} ;;
  *) die "usage: $0 derive [CACHE] | bench DIR [CACHE] | fetch [CACHE] | tiles [CACHE]" ;;
esac

# package=version; the sha256 pins cover the architecture-independent packages whose
# contents end up in the committed lists (the tools only serve the benchmark lists).
pkgs=(
  "wamerican=2020.12.07-2"
  "wngerman=20161207-11"
  "hunspell-ru=1:7.5.0-1"
  "hunspell-tools=1.7.1-1"
  "libhunspell-1.7-0=1.7.1-1"
)
declare -A sha256=(
  [wamerican]=c8f8e2b2ad0d37bfdd41f0e40f1e4c8e5f907467d768a1d3698b164e9617f0b4
  [wngerman]=9053a69641bcf59233055f1b3ca341046751534b2b32d1e32c67b23ab9b98fec
  [hunspell-ru]=ef3f0a54a8e52682be80932e414b97d7d268d4a33dfcb5b27b46142b5d84cfe3
)

as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "need root or sudo to run: $*"; fi
}

apt_download() {   # apt_download SPEC...  (in the current directory)
  local opts=(-q)
  # as root apt drops to the _apt user, who cannot write here; download as root instead
  [[ $(id -u) -eq 0 ]] && opts+=(-o APT::Sandbox::User=root)
  apt-get "${opts[@]}" download "$@" >&2
}

fetch() {
  local debs=$cache/debs root=$cache/root stamp=$cache/root/.stamp want spec
  want=$(printf '%s\n' "${pkgs[@]}" "unpinned=${WORDLISTS_UNPINNED:-0}")
  if [[ -f $stamp && $(cat "$stamp") == "$want" ]]; then
    say "packages already unpacked in $root"
    return
  fi
  mkdir -p "$debs"
  rm -rf "$root" "$debs"/*.deb
  local specs=()
  for spec in "${pkgs[@]}"; do
    if [[ ${WORDLISTS_UNPINNED:-0} == 1 ]]; then specs+=("${spec%%=*}"); else specs+=("$spec"); fi
  done
  say "downloading ${specs[*]}"
  if ! (cd "$debs" && apt_download "${specs[@]}"); then
    say "apt-get download failed; running apt-get update once and retrying"
    as_root apt-get -q update >&2
    (cd "$debs" && apt_download "${specs[@]}") \
      || die "cannot download ${specs[*]} (if a pinned version is gone, WORDLISTS_UNPINNED=1 takes the current one)"
  fi
  mkdir -p "$root"
  local deb name
  for deb in "$debs"/*.deb; do
    name=$(dpkg-deb -f "$deb" Package)
    if [[ ${WORDLISTS_UNPINNED:-0} != 1 && -n ${sha256[$name]:-} ]]; then
      echo "${sha256[$name]}  $deb" | sha256sum -c --quiet - || die "checksum mismatch: $deb"
    fi
    dpkg -x "$deb" "$root"
    dpkg-deb -f "$deb" Version >"$root/.version-$name"
  done
  printf '%s\n' "$want" >"$stamp"
  say "unpacked into $root"
}

ver() { cat "$cache/root/.version-$1"; }

# Writes the noun-selection program (perl-base only: no modules beyond strict/warnings/utf8).
write_nouns_pl() {
  cat >"$1" <<'PERL'
# Select Russian common-noun lemmas from hunspell-ru's ru_RU.dic/.aff (UTF-8).
# perl nouns.pl ru_RU.aff ru_RU.dic [explain]  ->  one noun a line, unsorted (or "word<TAB>why").
use strict; use warnings; use utf8;
my ($aff, $dic, $explain) = @ARGV;
binmode STDOUT, ':utf8';
my $L = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
my %rules;                                     # flag -> [ [strip, add, condition] ]
open my $A, '<:utf8', $aff or die "$aff: $!";
while (<$A>) {
    s/\r?\n\z//; my @f = split ' ';
    next unless @f >= 5 && $f[0] eq 'SFX';
    my ($fl, $strip, $add, $cond) = @f[1..4];
    $strip = '' if $strip eq '0'; $add = '' if $add eq '0'; $add =~ s{/.*}{};
    push @{$rules{$fl}}, [$strip, $add, qr/$cond\z/];
}
close $A;
my @entries;
open my $D, '<:utf8', $dic or die "$dic: $!";
<$D>;                                          # the entry count
while (<$D>) {
    s/\r?\n\z//; next if $_ eq '';
    my ($w, $fl) = split m{/}, $_, 2;
    push @entries, [$w, $fl // ''];
}
close $D;
sub fold { my $s = shift; $s =~ tr/ё/е/; $s }
sub forms {                                    # forms made by the suffix rules of the given flags
    my ($w, $fl) = @_; my @out;
    for my $f (split //, $fl) {
        for my $r (@{$rules{$f} || []}) {
            my ($s, $a, $c) = @$r;
            next unless $w =~ $c;
            next if length $s && substr($w, -length $s) ne $s;
            push @out, substr($w, 0, length($w) - length $s) . $a;
        }
    }
    return @out;
}
my (%isword, %genby, %unflagged, %flagged);
for my $e (@entries) {
    my ($w, $fl) = @$e;
    $isword{fold($w)} = 1;
    if ($fl eq '') { $unflagged{$w} = 1 } else { $flagged{$w} = 1 }
    my %seen;
    for my $x (forms($w, $fl)) {
        my $k = fold($x); next if $k eq fold($w) || $seen{$k}++;
        $genby{$k}++; $isword{$k} = 1;
    }
}
# 1. Entries with a noun paradigm flag (K J I H N F G O E) one of whose rules applies,
#    except where that flag's rules are adjectival or the stem is itself a case form.
my (%keep, @plural);
for my $e (@entries) {
    my ($w, $fl) = @$e;
    next unless $w =~ /\A[$L]+\z/;
    my $why;
    for my $f (split //, $fl) {
        next if index('KJIHNFGOE', $f) < 0;
        next unless forms($w, $f);
        next if $f eq 'E' && $w =~ /(?:ый|ее)\z/;       # comparatives: красный/E, чернее/E
        next if $f eq 'H' && $w =~ /[ео]й\z/;            # instrumental forms: чечевицей/H
        next if $f eq 'O' && $w =~ /ий\z/;               # possessive adjectives: волчий/O
        if ($f eq 'O' && $w =~ /[ыиая]\z/) { push @plural, $w; undef $why; last }
        $why = "flag $f"; last;
    }
    $keep{$w} = $why if defined $why;
}
# 2. Plural-paradigm entries (O on -ы/-и/-а/-я): plurale tantum (ножницы, сани) are kept;
#    plurals that are a case form of another entry (звёзды, очки) or can be linked to a
#    singular (времена/время, пути/путь, углы/угол, льды/лёд, матери/мать) are dropped, and
#    such an unflagged singular, whose forms the dictionary spells out, is kept as a lemma.
sub sing_stem { my $s = shift; $s =~ s/[аяоеёьйиы]\z//; $s }
my %is_plural = map { $_ => 1 } @plural;
my %cand;                                      # stem -> [ [word, how] ]
for my $e (@entries) {
    my ($w) = @$e; next unless $w =~ /\A[$L]+\z/;
    my $f = fold($w); my $s = sing_stem($f);
    push @{$cand{$s}}, [$w, 'plain'];
    push @{$cand{"$1$2"}}, [$w, 'fleet'] if $s =~ /\A(.*)[оеё](.)\z/s;   # угол/угл-
    push @{$cand{"$1ь$2"}}, [$w, 'fleet'] if $s =~ /\A(.*)[её](.)\z/s;   # лёд/льд-
    if ($s ne $f) { push @{$cand{"$s$_"}}, [$w, 'suffix'] for qw(ен ес ер) }   # время/времен-
}
my %irregular_lemma;
for my $p (sort @plural) {
    my $fp = fold($p);
    next if $p =~ /ь[яи]\z/;                   # братья, деревья, ручьи
    next if $genby{$fp};
    (my $sp = $fp) =~ s/[ыиая]\z//;
    my (@valid, $flagged_link);
    for my $ch (@{$cand{$sp} || []}) {
        my ($c, $how) = @$ch;
        next if $c eq $p || $is_plural{$c};
        my $fc = fold($c);
        my $rank;
        if ($how eq 'suffix') {
            $rank = 1 if length($fc) >= 3 && (($fc =~ /я\z/ && $sp =~ /ен\z/)
                      || ($fc =~ /о\z/ && $sp =~ /ес\z/) || ($fc =~ /ь\z/ && $sp =~ /ер\z/));
        } elsif ($how eq 'fleet') {            # not genitive plurals (суток, ножен) nor verbs (уешь)
            $rank = 2 if $fc =~ /[бвгджзйклмнпрстфхцчшщь]\z/
                      && $fc !~ /(?:[оеё]к|[её]н|[её]ц|[её]шь|ишь)\z/;
        } elsif (!$flagged{$c}) {              # a flagged noun's own plural would be generated
            if ($fc eq "${sp}ь" || $fc eq "${sp}й") { $rank = 3 }
            elsif ($fc eq $sp && $p =~ /[ыи]\z/ && $isword{"${sp}у"}
                   && $fc !~ /(?:[оеё]к|[её]н|ей)\z/) { $rank = 4 }
        }
        next unless $rank;
        if ($flagged{$c}) { $flagged_link = 1; next }
        # an unflagged singular must have its instrumental case in the dictionary
        next unless grep { $isword{$_} }
            ("${sp}ом", "${sp}ем", "${sp}ём", "${sp}ью", $fc =~ /ь\z/ ? "${fc}ю" : ());
        push @valid, [$rank, $c];
    }
    if (!$flagged_link && @valid) {
        my ($best) = sort { $a <=> $b } map { $_->[0] } @valid;
        $irregular_lemma{$_->[1]} //= $p for grep { $_->[0] == $best } @valid;
    }
    $keep{$p} = 'plurale tantum (O)' unless $flagged_link || @valid;
}
$keep{$_} = "irregular lemma (plural $irregular_lemma{$_})" for keys %irregular_lemma;
for my $w (sort keys %keep) {
    next unless length($w) >= 2 && length($w) <= 15 && $w =~ /[аеёиоуыэюя]/;
    print $explain ? "$w\t$keep{$w}\n" : "$w\n";
}
PERL
}

# Writes the sorting program: words in the order of an alphabet's letters (the dictionary's code
# order, a prefix before its extensions), so that `zk-dawg dump` gives the list back line for line.
# Byte order would put ё (U+0451) after я, where the Russian alphabet has it right after е.
write_alphasort_pl() {
  cat >"$1" <<'PERL'
# perl alphasort.pl alphabet.json < words > sorted   (one word a line, UTF-8; repeats dropped;
# dies on a letter that is not in the alphabet). perl-base only.
use strict; use warnings;
my ($file) = @ARGV;
open my $A, '<:utf8', $file or die "$file: $!";
my $json = do { local $/; <$A> };
close $A;
my ($array) = $json =~ /"letters"\s*:\s*\[(.*?)\]/s or die "$file: no \"letters\" array\n";
my @letters = $array =~ /"letter"\s*:\s*"([^"]+)"/g or die "$file: no letters\n";
my %code;
@code{@letters} = map { chr(0x21 + $_) } 0 .. $#letters;    # code order as ASCII, for cmp
binmode STDIN, ':utf8';
binmode STDOUT, ':utf8';
my %key;
while (my $word = <STDIN>) {
    chomp $word;
    next if $word eq '' || exists $key{$word};
    $key{$word} = join '', map { $code{$_} // die "'$word': letter '$_' is not in $file\n" } split //, $word;
}
print "$_\n" for sort { $key{$a} cmp $key{$b} } keys %key;
PERL
}

# alphabet_sort ALPHABET_JSON < words > sorted
alphabet_sort() { perl "$tmp/alphasort.pl" "$1"; }

# emit_list OUT HEADER-LINES... < words   (words must already be sorted and unique)
emit_list() {
  local out=$1; shift
  local part; part=$(mktemp "$out.XXXXXX")
  { printf '# %s\n' "$@"; cat; } >"$part"
  mv "$part" "$out"
  chmod 644 "$out"
}

derive() {
  local root=$cache/root d=$repo/Content/dictionaries
  local en=$root/usr/share/dict/american-english
  local aff=$root/usr/share/hunspell/ru_RU.aff dic=$root/usr/share/hunspell/ru_RU.dic
  local v_en v_ru; v_en=$(ver wamerican); v_ru=$(ver hunspell-ru)
  mkdir -p "$d/scrabble_en" "$d/scrabble_ru" "$d/erudit_ru"
  write_alphasort_pl "$tmp/alphasort.pl"

  # English: lower-case a-z only (drops proper nouns, apostrophes, accented words), 2..15.
  grep -E '^[a-z]{2,15}$' "$en" | alphabet_sort "$d/scrabble_en/alphabet.json" >"$tmp/en.txt"
  emit_list "$d/scrabble_en/words.txt" \
    "scrabble_en word list: generated by scripts/fetch-wordlists.sh derive; do not edit." \
    "Source: Debian package wamerican $v_en (SCOWL by Kevin Atkinson), /usr/share/dict/american-english." \
    "Licence: SCOWL permissive licence (see LICENSE.txt beside this file)." \
    "Derived: lines of 2 to 15 lower-case letters a-z only, i.e. without words that have a capital" \
    "letter (proper nouns, abbreviations), an apostrophe (possessives) or an accent; sorted in the" \
    "letter order of alphabet.json (the dictionary's order), repeats dropped." \
    "Words: $(wc -l <"$tmp/en.txt")" <"$tmp/en.txt"
  cp "$root/usr/share/doc/wamerican/copyright" "$d/scrabble_en/LICENSE.txt"

  # Russian: convert the dictionary to UTF-8 if it is not, then select noun lemmas.
  local set; set=$(sed -n 's/^SET[[:space:]]\{1,\}\([^[:space:]]*\).*/\1/p' "$aff" | head -n1)
  if [[ -n $set && $set != UTF-8 ]]; then
    iconv -f "$set" -t UTF-8 "$aff" | sed "s/^SET[[:space:]].*/SET UTF-8/" >"$tmp/ru.aff"
    iconv -f "$set" -t UTF-8 "$dic" >"$tmp/ru.dic"
    aff=$tmp/ru.aff dic=$tmp/ru.dic
  fi
  write_nouns_pl "$tmp/nouns.pl"
  perl "$tmp/nouns.pl" "$aff" "$dic" >"$tmp/ru-nouns.txt"
  alphabet_sort "$d/scrabble_ru/alphabet.json" <"$tmp/ru-nouns.txt" >"$tmp/scrabble_ru.txt"
  sed 's/ё/е/g' "$tmp/ru-nouns.txt" | alphabet_sort "$d/erudit_ru/alphabet.json" >"$tmp/erudit_ru.txt"
  # nothing outside the variant's alphabet (after its folding)
  if LC_ALL=C.UTF-8 grep -qv '^[абвгдеёжзийклмнопрстуфхцчшщъыьэюя]*$' "$tmp/scrabble_ru.txt"; then
    die "scrabble_ru: a word has a letter outside the alphabet"; fi
  if LC_ALL=C.UTF-8 grep -qv '^[абвгдежзийклмнопрстуфхцчшщъыьэюя]*$' "$tmp/erudit_ru.txt"; then
    die "erudit_ru: a word has a letter outside the alphabet"; fi

  local common=(
    "Source: Debian package hunspell-ru $v_ru (LibreOffice dictionaries, ru_RU by Alexander I. Lebedev)."
    "Licence: see LICENSE.txt beside this file. This is a MODIFIED version of ru_RU.dic: a subset of"
    "its entries selected as common nouns, as described below and in SOURCE.md."
    "Derived from the .dic stems (lemmas), not from expanded forms: entries of lower-case Cyrillic"
    "only (capitalised = proper names and abbreviations, and hyphenated entries, are dropped), 2..15"
    "letters, with a vowel, whose affix flags make them nouns:"
    " - an entry with a noun flag K J I H N F G (or E, O) one of whose suffix rules applies to it, except"
    "   E on -ый/-ее (comparatives), H on -ей/-ой (instrumental forms), O on -ий (possessive adjectives);"
    " - O on -ы/-и/-а/-я marks a plural paradigm: kept as plurale tantum (ножницы, сани, брюки) unless it"
    "   ends in -ья/-ьи, is a form made by another entry (звёзды, очки, часы, чернила), or links to a"
    "   singular (времена/время, пути/путь, углы/угол, льды/лёд); such an unflagged singular is kept."
    "Known limits: indeclinable nouns have no flags and are missing (кофе, метро, пальто, кино, такси);"
    "plurale tantum that coincide with a case form of another noun are missing (часы, очки, деньги,"
    "ворота, чернила); some irregular plurals pass as plurale tantum (люди, дети, уши, соседи, хозяева,"
    "щенята); names of taxa in the plural are kept (гоминиды); a few abbreviations slip in (пос)."
  )
  emit_list "$d/scrabble_ru/words.txt" \
    "scrabble_ru word list: generated by scripts/fetch-wordlists.sh derive; do not edit." \
    "${common[@]}" \
    "Letters: ё is a letter of its own in Russian Scrabble and is kept; words the dictionary lists in" \
    "both spellings (ёлка, елка) appear in both. Sorted in the letter order of alphabet.json (ё right" \
    "after е, as the dictionary orders it), repeats dropped." \
    "Words: $(wc -l <"$tmp/scrabble_ru.txt")" <"$tmp/scrabble_ru.txt"
  emit_list "$d/erudit_ru/words.txt" \
    "erudit_ru word list: generated by scripts/fetch-wordlists.sh derive; do not edit." \
    "${common[@]}" \
    "Letters: Erudit has no ё tile, so ё is folded to е (as alphabet.json's fold does). Sorted in the" \
    "letter order of alphabet.json, repeats dropped." \
    "Words: $(wc -l <"$tmp/erudit_ru.txt")" <"$tmp/erudit_ru.txt"
  # the ru_RU part of the package's copyright file, verbatim: its header and ru_RU/* stanza
  local cr=$root/usr/share/doc/hunspell-ru/copyright
  { sed -n '1,/^$/p' "$cr"
    sed -n '/^Files: dictionaries\/ru_RU\/\*$/,/^$/p' "$cr"; } >"$tmp/ru-license.txt"
  grep -q 'Lebedev' "$tmp/ru-license.txt" || die "ru_RU licence stanza not found in $cr"
  cp "$tmp/ru-license.txt" "$d/scrabble_ru/LICENSE.txt"
  cp "$tmp/ru-license.txt" "$d/erudit_ru/LICENSE.txt"

  local f
  for f in scrabble_en erudit_ru scrabble_ru; do
    printf '%s\t%s words\t%s bytes\n' "Content/dictionaries/$f/words.txt" \
      "$(grep -vc '^#' "$d/$f/words.txt")" "$(wc -c <"$d/$f/words.txt")"
  done
}

bench() {
  local root=$cache/root out=$benchdir
  mkdir -p "$out"
  cp "$root/usr/share/dict/american-english" "$out/wamerican.txt.tmp"
  mv "$out/wamerican.txt.tmp" "$out/wamerican.txt"
  local ng=$root/usr/share/dict/ngerman
  if iconv -f UTF-8 -t UTF-8 "$ng" >/dev/null 2>&1; then cp "$ng" "$out/wngerman.txt.tmp"
  else iconv -f ISO-8859-1 -t UTF-8 "$ng" >"$out/wngerman.txt.tmp"; fi
  mv "$out/wngerman.txt.tmp" "$out/wngerman.txt"

  local aff=$root/usr/share/hunspell/ru_RU.aff dic=$root/usr/share/hunspell/ru_RU.dic set
  set=$(sed -n 's/^SET[[:space:]]\{1,\}\([^[:space:]]*\).*/\1/p' "$aff" | head -n1)
  local unmunch=$root/usr/bin/unmunch
  [[ -x $unmunch ]] || die "unmunch not found in $root"
  # unmunch works on the dictionary's own encoding; its output is converted afterwards.
  # Its progress chatter goes to stderr. Duplicate forms are dropped, first occurrence kept.
  # unmunch matches affix conditions byte by byte, so with this UTF-8 dictionary it misses
  # forms whose rule has a bracketed Cyrillic condition (e.g. устраивайся) and makes a few
  # wrong ones (зачела): a benchmark input, not a reference expansion.
  local libdirs="" lib
  for lib in "$root"/usr/lib/*/libhunspell-*.so.*; do
    [[ -e $lib ]] && libdirs+=${libdirs:+:}$(dirname "$lib")
  done
  LD_LIBRARY_PATH=$libdirs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
    "$unmunch" "$dic" "$aff" 2>/dev/null >"$out/ru-forms.raw"
  if [[ -n $set && $set != UTF-8 ]]; then
    iconv -f "$set" -t UTF-8 "$out/ru-forms.raw" >"$out/ru-forms.conv"
    mv "$out/ru-forms.conv" "$out/ru-forms.raw"
  fi
  local raw; raw=$(wc -l <"$out/ru-forms.raw")
  awk '!seen[$0]++' "$out/ru-forms.raw" >"$out/ru-forms.txt.tmp"
  rm -f "$out/ru-forms.raw"
  mv "$out/ru-forms.txt.tmp" "$out/ru-forms.txt"
  say "unmunch printed $raw forms; $(wc -l <"$out/ru-forms.txt") distinct kept"
  printf '%s\t%s lines\t%s\n' "$out/wamerican.txt" "$(wc -l <"$out/wamerican.txt")" "wamerican $(ver wamerican)"
  printf '%s\t%s lines\t%s\n' "$out/wngerman.txt" "$(wc -l <"$out/wngerman.txt")" "wngerman $(ver wngerman)"
  printf '%s\t%s lines\t%s\n' "$out/ru-forms.txt" "$(wc -l <"$out/ru-forms.txt")" \
    "hunspell-ru $(ver hunspell-ru), unmunch from hunspell-tools $(ver hunspell-tools)"
}

# The samples for the tests of tiles of several letters (Spanish ch, ll, rr; Catalan l·l, ny, qu),
# from their own packages and cache directory (the pinned set above is untouched). Each sample:
# the lower-case lines the sample's alphabet.json splits into tiles longest first (after its
# folds), one word per folded spelling (the first in byte order), of 2 to 15 tiles; every 97th
# (Spanish) or 499th (Catalan) of them and the first 40 with each tile of several letters.
tile_pkgs=("wspanish=1.0.30" "wcatalan=0.20111230b-14")
declare -A tile_sha256=(
  [wspanish]=a2b7504fb8c12deaf6c4e868f749a3d05a42caee348f0f5bb006238e925cde18
  [wcatalan]=2c40d465aeb050749f05849cf8512011214a99224ed5ee993d9930a33eb0e603
)

write_tilesample_pl() {
  cat >"$1" <<'PERL'
# perl tilesample.pl alphabet.json EVERY < words > sample   (perl-base only)
use strict; use warnings;
my ($file, $every) = @ARGV;
open my $A, '<:utf8', $file or die "$file: $!";
my $json = do { local $/; <$A> };
close $A;
my ($array) = $json =~ /"letters"\s*:\s*\[(.*?)\]/s or die "$file: no letters\n";
my @tiles = $array =~ /"letter"\s*:\s*"([^"]+)"/g;
my ($folds) = $json =~ /"fold"\s*:\s*\{(.*?)\}/s;
my %fold = ($folds // '') =~ /"([^"]+)"\s*:\s*"([^"]+)"/g;
my @long = sort { length $b <=> length $a } @tiles;
my @multi = grep { length > 1 } @tiles;
binmode STDIN, ':utf8'; binmode STDOUT, ':utf8';
my (%seen, %with, $kept);
while (my $word = <STDIN>) {
    chomp $word;
    next unless $word =~ /\A\p{Ll}[\p{Ll}\x{B7}]*\z/;
    my $folded = join '', map { $fold{$_} // $_ } split //, $word;
    my ($rest, $n, @used) = ($folded, 0);
    TILE: while (length $rest) {
        for my $t (@long) {
            if (substr($rest, 0, length $t) eq $t) { $rest = substr($rest, length $t); $n++; push @used, $t; next TILE }
        }
        last;
    }
    next if length $rest || $n < 2 || $n > 15 || $seen{$folded}++;
    my $pick = ++$kept % $every == 0;
    for my $t (@multi) { $pick = 1 if grep({ $_ eq $t } @used) && ++$with{$t} <= 40 }
    print "$word\n" if $pick;
}
PERL
}

tiles() {
  local debs=$cache/tiles-debs root=$cache/tiles-root spec deb name
  local fixtures=$repo/Tests/Fixtures/dawg/tiles
  mkdir -p "$debs"
  rm -rf "$root" "$debs"/*.deb
  if ! (cd "$debs" && apt_download "${tile_pkgs[@]}"); then
    say "apt-get download failed; running apt-get update once and retrying"
    as_root apt-get -q update >&2
    (cd "$debs" && apt_download "${tile_pkgs[@]}") || die "cannot download ${tile_pkgs[*]}"
  fi
  for deb in "$debs"/*.deb; do
    name=$(dpkg-deb -f "$deb" Package)
    echo "${tile_sha256[$name]}  $deb" | sha256sum -c --quiet - || die "checksum mismatch: $deb"
    dpkg -x "$deb" "$root"
  done
  write_tilesample_pl "$tmp/tilesample.pl"
  local lang list every package
  for lang in es ca; do
    case $lang in
      es) list=$root/usr/share/dict/spanish; every=97; package=wspanish ;;
      ca) list=$root/usr/share/dict/catalan; every=499; package=wcatalan ;;
    esac
    perl "$tmp/tilesample.pl" "$fixtures/$lang/alphabet.json" "$every" <"$list" >"$tmp/$lang.txt"
    emit_list "$fixtures/$lang/words.txt" \
      "A test sample, generated by scripts/fetch-wordlists.sh tiles; do not edit." \
      "Source: Debian package $package ${tile_pkgs[$([[ $lang == es ]] && echo 0 || echo 1)]#*=}, $(basename "$list")." \
      "Licence: see LICENSE.txt beside this file." \
      "Derived: see scripts/fetch-wordlists.sh (a small sample in byte order, not sorted by tiles)." \
      "Words: $(wc -l <"$tmp/$lang.txt")" <"$tmp/$lang.txt"
    cp "$root/usr/share/doc/$package/copyright" "$fixtures/$lang/LICENSE.txt"
    printf '%s\t%s words\n' "$fixtures/$lang/words.txt" "$(wc -l <"$tmp/$lang.txt")"
  done
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[[ $mode == tiles ]] || fetch
case $mode in
  derive) derive ;;
  bench) bench ;;
  fetch) ;;
  tiles) tiles ;;
esac
