#!/usr/bin/env python3
"""Writes an Apple "CgBI" PNG from an 8-bit RGBA PNG, as Xcode's `pngcrush -iphone` does: a CgBI
chunk before IHDR, pixels as premultiplied BGRA, and the image data as a raw deflate stream
(no zlib header or checksum). No Debian tool writes this format; the image-header tests need one.

    scripts/make-cgbi.py IN.png OUT.png
"""
import struct
import sys
import zlib


def chunks(data):
    offset = 8
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        yield kind, data[offset + 8:offset + 8 + length]
        offset += 12 + length


def chunk(kind, payload):
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload) & 0xFFFFFFFF)


def main(source, target):
    data = open(source, "rb").read()
    header = None
    idat = b""
    for kind, payload in chunks(data):
        if kind == b"IHDR":
            header = payload
        elif kind == b"IDAT":
            idat += payload
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if depth != 8 or colour != 6 or interlace != 0:
        sys.exit("needs an 8-bit RGBA, non-interlaced PNG")
    raw = zlib.decompress(idat)
    stride = width * 4
    rows = []
    previous = bytearray(stride)
    for y in range(height):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        kind, pixels = line[0], bytearray(line[1:])
        for x in range(stride):  # undo the PNG filters
            a = pixels[x - 4] if x >= 4 else 0
            b = previous[x]
            c = previous[x - 4] if x >= 4 else 0
            if kind == 1:
                pixels[x] = (pixels[x] + a) & 0xFF
            elif kind == 2:
                pixels[x] = (pixels[x] + b) & 0xFF
            elif kind == 3:
                pixels[x] = (pixels[x] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                pixels[x] = (pixels[x] + predictor) & 0xFF
        previous = pixels
        out = bytearray()
        for x in range(0, stride, 4):
            r, g, b_, alpha = pixels[x:x + 4]
            out += bytes([b_ * alpha // 255, g * alpha // 255, r * alpha // 255, alpha])
        rows.append(b"\x00" + bytes(out))
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    deflated = compressor.compress(b"".join(rows)) + compressor.flush()
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"CgBI", bytes([0x50, 0x00, 0x20, 0x06])) + chunk(b"IHDR", header)
    png += chunk(b"IDAT", deflated) + chunk(b"IEND", b"")
    open(target, "wb").write(png)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
