#!/usr/bin/env python3
"""Writes the benchmark's standard content frame: an iPhone X screen at @3x (1125 x 2436),
as an 8-bit RGB PNG, with nothing but the standard library, so every machine makes the same
bytes.

What it looks like matters to PNG encoders, so it is built like a screenshot of a news app:
a photo header (smooth gradients with sensor-like noise, the hard part to compress) under
where the bar sits, then rows of thumbnails (small photos) and greeked text on white.

Usage: make_frame.py OUTPUT.png [WIDTH HEIGHT]
"""
import struct
import sys
import zlib


def lcg(seed):
    """A deterministic 32-bit linear congruential generator (Numerical Recipes constants)."""
    state = seed & 0xFFFFFFFF
    while True:
        state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
        yield state >> 16


def frame(width, height):
    rows = [bytearray(b"\xff" * (width * 3)) for _ in range(height)]
    noise = lcg(0x5EED)

    def photo(x0, y0, w, h, hue):
        r0, g0, b0 = hue
        for y in range(max(0, y0), min(height, y0 + h)):
            row = rows[y]
            fy = (y - y0) / max(1, h - 1)
            for x in range(max(0, x0), min(width, x0 + w)):
                fx = (x - x0) / max(1, w - 1)
                n = next(noise) % 13 - 6
                r = int(r0 * (1 - fy) + 40 * fy + 60 * fx) + n
                g = int(g0 * (1 - fx) + 90 * fy) + n
                b = int(b0 * (0.6 + 0.4 * fx * fy)) + n
                i = x * 3
                row[i] = max(0, min(255, r))
                row[i + 1] = max(0, min(255, g))
                row[i + 2] = max(0, min(255, b))

    # Header photo: the top 600 px, under the status bar and the navigation bar.
    photo(0, 0, width, 600, (220, 120, 60))
    # List rows below it: thumbnail, two lines of greeked text, a separator.
    row_height = 192
    palette = [(90, 150, 210), (210, 160, 100), (140, 200, 140), (190, 190, 200)]
    words = lcg(0xC0FFEE)
    y = 600
    index = 0
    while y < height:
        photo(45, y + 30, 132, 132, palette[index % len(palette)])
        for line_top, line_height, ink, right in ((y + 42, 36, 0x20, width - 45), (y + 114, 27, 0x8E, width - 180)):
            x = 213
            while True:
                w = 54 + next(words) % 144
                if x + w > right:
                    break
                for yy in range(line_top, min(height, line_top + line_height)):
                    rows[yy][x * 3:(x + w) * 3] = bytes([ink, ink, ink + 5]) * w
                x += w + 15
        if y + row_height - 1 < height:
            rows[y + row_height - 1][45 * 3:] = bytes([0xC8, 0xC7, 0xCC]) * (width - 45)
        y += row_height
        index += 1
    return rows


def write_png(path, width, height, rows):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 6))
    png += chunk(b"IEND", b"")
    with open(path + ".tmp", "wb") as f:
        f.write(png)
    import os
    os.replace(path + ".tmp", path)


if __name__ == "__main__":
    if len(sys.argv) not in (2, 4):
        sys.exit("usage: make_frame.py OUTPUT.png [WIDTH HEIGHT]")
    w, h = (int(sys.argv[2]), int(sys.argv[3])) if len(sys.argv) == 4 else (1125, 2436)
    write_png(sys.argv[1], w, h, frame(w, h))
