"""The same dump as dump.c, through uharfbuzz (PyPI), which bundles its own, newer HarfBuzz."""
import sys

import uharfbuzz as hb


def g(v):
    # C's %g: six significant digits, no trailing zeros.
    return "%g" % v


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
    for path in sys.argv[2:]:
        name = path.rsplit("/", 1)[-1]
        face = hb.Face(hb.Blob.from_file_path(path))
        font = hb.Font(face)
        font.scale = (face.upem, face.upem)
        for text in strings:
            buffer = hb.Buffer()
            buffer.add_utf8(text.encode("utf-8"))  # clusters as UTF-8 byte offsets, as the C side
            buffer.guess_segment_properties()
            hb.shape(font, buffer)
            glyphs = "".join(f" {i.codepoint}@{i.cluster}+{p.x_advance}({p.x_offset},{p.y_offset})"
                             for i, p in zip(buffer.glyph_infos, buffer.glyph_positions))
            print(f'shape {name} "{text}":{glyphs}')
        for gid in range(face.glyph_count):
            pen = Pen()
            font.draw_glyph_with_pen(gid, pen)
            print(f"outline {name} {gid}:" + "".join(pen.out))


main()
