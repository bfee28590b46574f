#!/usr/bin/env python3
"""The benchmark's pyvips peer: the same job as bar_libpng.c (see there), with libvips'
public operations (embed with edge copy, separable integer convolution, recomb, linear).

Usage: pyvips_bar.py IN.png OUT.png BAR BOX RRGGBB
"""
import sys

import pyvips

src, dst, bar, box, tint = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
r = box // 2
im = pyvips.Image.new_from_file(src)
w = im.width
strip = im.crop(0, 0, w, bar)
row = pyvips.Image.new_from_list([[1] * box], scale=box)
col = pyvips.Image.new_from_list([[1] for _ in range(box)], scale=box)
for _ in range(3):                              # edges extended, as UIImageEffects does
    strip = strip.embed(r, 0, w + 2 * r, bar, extend="copy").conv(row, precision="integer").crop(r, 0, w, bar)
    strip = strip.embed(0, r, w, bar + 2 * r, extend="copy").conv(col, precision="integer").crop(0, r, w, bar)
s = 1.8
lr, lg, lb = 0.2126, 0.7152, 0.0722
strip = strip.recomb([
    [lr + (1 - lr) * s, lg - lg * s, lb - lb * s],
    [lr - lr * s, lg + (1 - lg) * s, lb - lb * s],
    [lr - lr * s, lg - lg * s, lb + (1 - lb) * s],
]).cast("uchar")
strip = strip.linear([0.2] * 3, [247 * 0.8] * 3)
rgb = [int(tint[i:i + 2], 16) for i in (0, 2, 4)]
strip = strip.linear([0.15] * 3, [c * 0.85 for c in rgb]).rint().cast("uchar")
line = (im.crop(0, bar, w, 1).linear([0.7] * 3, [0] * 3)).rint().cast("uchar")
out = im.insert(strip, 0, 0).insert(line, 0, bar)
out.write_to_file(dst)
