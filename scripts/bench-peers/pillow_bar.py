#!/usr/bin/env python3
"""The benchmark's Pillow peer: the same job as bar_libpng.c (see there), written as a Pillow
user would, with Pillow's public API.

Usage: pillow_bar.py IN.png OUT.png BAR BOX RRGGBB [LEVEL]
  LEVEL: zlib level for the PNG (omitted: Pillow's default, 6).
"""
import sys

from PIL import Image, ImageFilter

src, dst, bar, box, tint = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
level = int(sys.argv[6]) if len(sys.argv) > 6 else None

im = Image.open(src).convert("RGB")
w = im.width
strip = im.crop((0, 0, w, bar))
blur = ImageFilter.BoxBlur(box // 2)          # one horizontal and one vertical box pass
for _ in range(3):
    strip = strip.filter(blur)
s = 1.8                                        # UIImageEffects' saturation matrix (Rec. 709 luma)
lr, lg, lb = 0.2126, 0.7152, 0.0722
matrix = (
    lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0,
    lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0,
    lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0,
)
strip = strip.convert("RGB", matrix)
strip = Image.blend(strip, Image.new("RGB", strip.size, (247, 247, 247)), 0.8)
rgb = tuple(int(tint[i:i + 2], 16) for i in (0, 2, 4))
strip = Image.blend(strip, Image.new("RGB", strip.size, rgb), 0.85)
im.paste(strip, (0, 0))
line = im.crop((0, bar, w, bar + 1))
im.paste(Image.blend(line, Image.new("RGB", line.size, (0, 0, 0)), 0.3), (0, bar))
if level is None:
    im.save(dst, "PNG")
else:
    im.save(dst, "PNG", compress_level=level)
