#!/usr/bin/env python3
#
#   scripts/remux-aac-caf.py IN.m4a OUT.caf   (needs ffmpeg/ffprobe: scripts/ensure-audio-peers.sh)
#
# Remuxes an M4A's AAC track into CAF as Core Audio writes it: desc ('aac ', 1024 frames per
# packet), kuki (the ES_Descriptor with the AudioSpecificConfig), pakt (packets, valid frames,
# priming, remainder, BER sizes), data (edit count, packets). The packets and the played length
# come from ffprobe (the edit list), so ffmpeg's own CAF demuxer can check the result.
import json, struct, subprocess, sys
source, target = sys.argv[1], sys.argv[2]
probe = json.loads(subprocess.run(["ffprobe", "-v", "error", "-show_streams", "-of", "json", source],
                                  capture_output=True, text=True, check=True).stdout)
stream = probe["streams"][0]
rate, channels = int(stream["sample_rate"]), int(stream["channels"])
config = None
adts = subprocess.run(["ffmpeg", "-v", "error", "-i", source, "-c:a", "copy", "-f", "adts", "-"], capture_output=True, check=True).stdout
packets, at = [], 0
while at < len(adts):
    protection_absent = adts[at + 1] & 1
    length = ((adts[at + 3] & 3) << 11) | (adts[at + 4] << 3) | (adts[at + 5] >> 5)
    header = 7 if protection_absent else 9
    packets.append(adts[at + header:at + length])
    at += length
if config is None:  # from the first ADTS header: object type, rate index, channel configuration
    h = adts[:4]
    profile, index, chans = (h[2] >> 6) + 1, (h[2] >> 2) & 15, ((h[2] & 1) << 2) | (h[3] >> 6)
    config = bytes([(profile << 3) | (index >> 1), ((index & 1) << 7) | (chans << 3)])
frames = int(stream["duration_ts"]) * rate // int(stream["time_base"].split("/")[1])
priming = 1024
remainder = len(packets) * 1024 - priming - frames
def descriptor(tag, body):
    return bytes([tag, 0x80, 0x80, 0x80, len(body)]) + body
decoder_config = bytes([0x40, 0x15, 0, 0x18, 0]) + struct.pack(">II", 128000, 128000) + descriptor(5, config)
cookie = descriptor(3, b"\x00\x00\x00" + descriptor(4, decoder_config) + descriptor(6, b"\x02"))
def ber(value):
    out = [value & 0x7F]
    value >>= 7
    while value:
        out.append(0x80 | (value & 0x7F))
        value >>= 7
    return bytes(reversed(out))
def chunk(kind, body):
    return kind + struct.pack(">q", len(body)) + body
desc = struct.pack(">d", rate) + b"aac " + struct.pack(">IIIII", 2, 0, 1024, channels, 0)
pakt = struct.pack(">qqii", len(packets), frames, priming, remainder) + b"".join(ber(len(p)) for p in packets)
data = struct.pack(">I", 0) + b"".join(packets)
open(target, "wb").write(b"caff" + struct.pack(">HH", 1, 0) + chunk(b"desc", desc) + chunk(b"kuki", cookie)
                           + chunk(b"pakt", pakt) + chunk(b"data", data))
