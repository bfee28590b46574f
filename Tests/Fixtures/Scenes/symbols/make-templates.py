#!/usr/bin/env python3
"""Writes BarScope's own symbol templates, shaped as the SF Symbols app exports them (variant
groups Ultralight-S … Black-L under <g id="Symbols">, Baseline/Capline guides per scale, left and
right margins per variant), with simple shapes drawn here: a house and a plus. Not Apple's
artwork. Run from this folder: python3 make-templates.py"""

WEIGHTS = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
SCALES = {"S": (696.0, 0.8), "M": (1126.0, 1.0), "L": (1556.0, 1.25)}
CAP = 70.459  # SF's cap height at the templates' 100 pt: baseline minus capline


def num(v):
    s = f"{v:.4f}".rstrip("0").rstrip(".")
    return s if s not in ("-0", "") else "0"


def house(i, s):
    # Roof triangle and a body with a door cut out (drawn the other way round), bearing 3.
    door = 24 - 1.5 * i
    b = 3
    roof = f"M{num(b)} {num(-30*s)}L{num(b+40*s)} {num(-66*s)}L{num(b+80*s)} {num(-30*s)}Z"
    body = (f"M{num(b+10*s)} {num(-30*s)}h{num(60*s)}v{num(36*s)}h{num(-(30-door/2)*s)}"
            f"v{num(-20*s)}h{num(-door*s)}v{num(20*s)}H{num(b+10*s)}z")
    return [roof, body], 86 * s


def plus(i, s):
    # Two round-ended bars (arcs), the second given with relative commands and a transform.
    t = (6 + 1.5 * i) * s
    L = 60 * s
    r = t / 2
    bar = (f"M{num(3)} {num(-L/2 + r)}a{num(r)},{num(r)} 0 0,1 {num(r)},{num(-r)}"
           f"h{num(L - 2*r)}a{num(r)} {num(r)} 0 01{num(r)} {num(r)}"
           f"a{num(r)} {num(r)} 0 0 1-{num(r)} {num(r)}H{num(3 + r)}A{num(r)} {num(r)} 0 0 1 3 {num(-L/2 + r)}z")
    return [bar, ("rotate(90 %s %s)" % (num(3 + L/2), num(-L/2 + r)), bar)], L + 6


def template(name, shape, variants):
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<!DOCTYPE svg',
           'PUBLIC "-//W3C//DTD SVG 1.1//EN"',
           '       "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
           '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">',
           f' <!--glyph: "{name}", point size: 100.0, BarScope test fixture shaped as an SF Symbols template v.3.0 (not Apple artwork)-->',
           ' <g id="Notes">',
           '  <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>',
           '  <text style="font-size:13">Weight/Scale Variations</text>',
           ' </g>',
           ' <g id="Guides">']
    for sc, (base, _) in SCALES.items():
        out.append(f'  <line id="Baseline-{sc}" style="fill:none;stroke:#27AAE1" x1="263" x2="3036" y1="{num(base)}" y2="{num(base)}"/>')
        out.append(f'  <line id="Capline-{sc}" style="fill:none;stroke:#27AAE1" x1="263" x2="3036" y1="{num(base-CAP)}" y2="{num(base-CAP)}"/>')
    body = []
    for (w, sc) in variants:
        i = WEIGHTS.index(w)
        base, s = SCALES[sc]
        x = 400 + 300 * i
        paths, advance = shape(i, s)
        out.append(f'  <line id="left-margin-{w}-{sc}" style="fill:none;stroke:#00AEEF" x1="{num(x)}" x2="{num(x)}" y1="{num(base-120)}" y2="{num(base+20)}"/>')
        out.append(f'  <line id="right-margin-{w}-{sc}" style="fill:none;stroke:#00AEEF" x1="{num(x+advance)}" x2="{num(x+advance)}" y1="{num(base-120)}" y2="{num(base+20)}"/>')
        body.append(f'  <g id="{w}-{sc}" transform="matrix(1 0 0 1 {num(x)} {num(base)})">')
        for p in paths:
            if isinstance(p, tuple):
                body.append(f'   <path transform="{p[0]}" d="{p[1]}"/>')
            else:
                body.append(f'   <path d="{p}"/>')
        body.append('  </g>')
    out.append(' </g>')
    out.append(' <g id="Symbols">')
    out += body
    out.append(' </g>')
    out.append('</svg>')
    with open(f"Symbols/{name}.svg", "w") as f:
        f.write("\n".join(out) + "\n")


template("house", house, [(w, sc) for sc in SCALES for w in WEIGHTS])
# The plus has no medium weight: a tab bar that asks for Medium-L draws Regular-L, and warns.
template("plus", plus, [(w, sc) for sc in SCALES for w in ("Regular", "Bold")])
