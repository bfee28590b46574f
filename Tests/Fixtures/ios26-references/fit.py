#!/usr/bin/env python3
"""How BarScope's iOS 26 glass fits (Sources/BarLayers/GlassFits.swift) were made from the
captures in this folder, and checked on the ones kept aside. Needs numpy, scipy and Pillow; not
run by the tests (GlassReferenceTests checks the fitted values against the captures).

  python3 fit.py           # prints the fills, the shadow fits and the held-out errors

Pixel coordinates are the captures' own (@3x, 1170 x 2532)."""
import os
import numpy as np
from PIL import Image
from scipy.ndimage import gaussian_filter, binary_dilation
from scipy.optimize import minimize

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "home-assistant-iOS")


def load(name):
    return np.asarray(Image.open(os.path.join(HERE, name)).convert("RGB")).astype(float)


def capsule(h, w, x0, y0, x1, y1, ss=2):
    """Coverage of a capsule with edges x0..x1, y0..y1 (pixels), supersampled."""
    ys = (np.arange(h * ss) + 0.5) / ss
    xs = (np.arange(w * ss) + 0.5) / ss
    r = (y1 - y0) / 2
    X, Y = np.meshgrid(xs, ys)
    cx = np.clip(X, x0 + r, x1 - r)
    inside = ((X - cx) ** 2 + (Y - (y0 + y1) / 2) ** 2) <= r * r
    return inside.reshape(h, ss, w, ss).mean(axis=(1, 3))


def interior(img, x0, y0, x1, y1, inset=12):
    """The mean of the capsule's interior, the glyph left out (pixels > 15 from the median)."""
    reg = img[int(y0) + inset:int(y1) - inset, int(x0) + inset + 20:int(x1) - inset - 20]
    med = np.median(reg.reshape(-1, 3), axis=0)
    return reg[np.abs(reg - med).max(axis=2) < 15].mean(axis=0)


def shadow(params, h, w, box, bg):
    """bg·(1 − α·blur(capsule moved down by dy pt, σ pt)) at @3x."""
    a, dy, s = params
    m = capsule(h, w, box[0], box[1] + dy * 3, box[2], box[3] + dy * 3)
    return bg * (1 - a * gaussian_filter(m, s * 3, mode="constant"))


def outside(img, box, region, gap):
    h, w = img.shape[:2]
    near = binary_dilation(capsule(h, w, *box, ss=1) > 0, iterations=gap)
    sel = np.zeros((h, w), bool)
    x0, y0, x1, y1 = region
    sel[y0:y1, x0:x1] = True
    return sel & ~near


def fit_shadow(img, box, sel, start):
    h, w = img.shape[:2]

    def err(p):
        if p[0] < 0 or p[2] < 0.3:
            return 1e9
        return ((shadow(p, h, w, box, 242)[sel] - img[:, :, 1][sel]) ** 2).mean()

    return minimize(err, start, method="Nelder-Mead", options={"xatol": 1e-3, "fatol": 1e-4}).x


def worst(img, box, sel, p):
    h, w = img.shape[:2]
    return np.abs(np.rint(shadow(p, h, w, box, 242)[sel]) - img[:, :, 1][sel]).max()


if __name__ == "__main__":
    # iOS 26.4, light: fill from "Reset" (k from the red/blue step over 242/247, then c).
    r3 = load("ha-gestures-reset-light-ios26.4.png")
    m = interior(r3, 896, 186, 1122, 318)
    k = (m[2] - m[0]) / 5
    print("26.4 light fill: interior", m.round(2), "k", round(k, 3), "c", round(m[0] - k * 242, 1))
    print("26.4 dark fill:", interior(load("ha-gestures-reset-dark-ios26.4.png"), 896, 186, 1122, 318).round(2))
    box3 = (894.5, 183.5, 1123.5, 319.5)
    p = fit_shadow(r3[:560], box3, outside(r3[:560], box3, (800, 60, 1170, 355), 3), [0.03, 3, 3])
    print("26.4 shadow α, dy pt, σ pt:", p.round(4))
    r5 = load("ha-watchcomplication-new-close-disabledcheck-light-ios26.4.png")[:560]
    box5 = (45.5, 183.5, 181.5, 319.5)
    print("  held out (× circle), worst level:", worst(r5, box5, outside(r5, box5, (0, 80, 260, 380), 3), p))
    # iOS 26.0, light: the shadow fitted above and below "Clear", checked beside it.
    r1 = load("ha-locationhistory-clear-light-ios26.0.png")[:700]
    box1 = (932, 161, 1119, 293)
    p = fit_shadow(r1, box1, outside(r1, box1, (980, 40, 1070, 420), 4), [0.06, 4, 9])
    beside = outside(r1, box1, (830, 150, 1170, 305), 4)
    beside[:, 925:1126] = False
    print("26.0 shadow α, dy pt, σ pt:", p.round(4), " held out (beside), worst level:", worst(r1, box1, beside, p))
