"""The same dump as dump.c, through uharfbuzz (PyPI), which bundles its own, newer HarfBuzz."""
import sys

import uharfbuzz as hb
from bidi import get_display


def g(v):
    # C's %g: six significant digits, no trailing zeros.
    return "%g" % v


def fnv1a(data):
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


class Pen:
    def __init__(self):
        self.out = []

    def moveTo(self, p):
        self.out.append(f" M {g(p[0])} {g(p[1])}")

    def lineTo(self, p):
        self.out.append(f" L {g(p[0])} {g(p[1])}")

    def qCurveTo(self, *points):
        (cx, cy), (x, y) = points
        self.out.append(f" Q {g(cx)} {g(cy)} {g(x)} {g(y)}")

    def curveTo(self, *points):
        (ax, ay), (bx, by), (x, y) = points
        self.out.append(f" C {g(ax)} {g(ay)} {g(bx)} {g(by)} {g(x)} {g(y)}")

    def closePath(self):
        self.out.append(" Z")


def main():
    strings = open(sys.argv[1], encoding="utf-8").read().split("\n")
    if strings and strings[-1] == "":
        strings.pop()
    for line in strings:
        text = line.rpartition("\t")[2]
        # python-bidi (the Rust unicode-bidi crate): an implementation of UAX #9 of its own.
        print(f'bidi "{text}": "{get_display(text)}"')
    for path in sys.argv[2:]:
        name = path.rsplit("/", 1)[-1]
        face = hb.Face(hb.Blob.from_file_path(path))
        font = hb.Font(face)
        font.scale = (face.upem, face.upem)
        for line in strings:
            language, _, text = line.rpartition("\t")
            buffer = hb.Buffer()
            if language:
                buffer.language = language
            buffer.add_utf8(text.encode("utf-8"))  # clusters as UTF-8 byte offsets, as the C side
            buffer.guess_segment_properties()
            hb.shape(font, buffer)
            glyphs = "".join(f" {i.codepoint}@{i.cluster}+{p.x_advance}({p.x_offset},{p.y_offset})"
                             for i, p in zip(buffer.glyph_infos, buffer.glyph_positions))
            print(f'shape {name} {language or "-"} "{text}":{glyphs}')
        colour = face.has_color_png
        for gid in range(face.glyph_count):
            pen = Pen()
            font.draw_glyph_with_pen(gid, pen)
            print(f"outline {name} {gid}:" + "".join(pen.out))
            if colour:
                png = font.get_glyph_color_png(gid)
                data = bytes(png.data) if png is not None else b""
                if data:
                    box = font.get_glyph_extents(gid)
                    print(f"png {name} {gid}: {box.x_bearing} {box.y_bearing} {box.width} {box.height} {len(data)} "
                          f"{fnv1a(data):016x}")


main()
