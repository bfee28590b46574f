"""Subsets one weight of Noto Sans CJK (its Simplified Chinese face) to the character sets
scripts/subset-fonts names. Usage: subset.py SOURCE.ttc EXTRA.txt OUTPUT.otf"""

import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

# The face of the collection used: Noto Sans CJK SC. Every face of the collection holds the same
# glyphs; they differ in which forms their default language system picks. The SC face's default
# is the Simplified Chinese form, and `locl` reaches the others by language.
SIMPLIFIED_CHINESE_FACE = 2


def double_byte(codec, first_bytes, second_bytes):
    """Every character a double-byte legacy encoding maps the byte pairs to."""
    found = set()
    for a in first_bytes:
        for b in second_bytes:
            try:
                found.update(bytes([a, b]).decode(codec))
            except UnicodeDecodeError:
                pass
    return found


def characters(extra_path):
    chars = set()
    # GB 2312 in EUC-CN: rows 0xA1-0xF7 (symbols, then levels 1 and 2 of the hanzi).
    chars |= double_byte("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF))
    # Big5: symbols (0xA140-0xA3BF) and the common characters (0xA440-0xC67E).
    chars |= double_byte("big5", range(0xA1, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
    # JIS X 0208 in EUC-JP: rows 1-84 (symbols, kana, kanji of levels 1 and 2).
    chars |= double_byte("euc_jp", range(0xA1, 0xF5), range(0xA1, 0xFF))
    # KS X 1001 in EUC-KR: every row (symbols, the 2,350 Hangul syllables, hanja).
    chars |= double_byte("euc_kr", range(0xA1, 0xFE), range(0xA1, 0xFF))
    # CJK punctuation, hiragana and katakana, compatibility jamo, katakana extensions,
    # half-width and full-width forms.
    for first, end in [(0x3000, 0x3100), (0x3130, 0x3190), (0x31F0, 0x3200), (0xFF00, 0xFFF0)]:
        chars.update(map(chr, range(first, end)))
    with open(extra_path, encoding="utf-8") as extra:
        for line in extra:
            if not line.startswith("#"):
                chars.update(c for c in line.strip() if not c.isspace())
    return chars


def main(source, extra_path, output):
    collection = TTCollection(source, lazy=False)
    font = collection.fonts[SIMPLIFIED_CHINESE_FACE]
    options = subset.Options()
    # The default features (locl among them: the local forms); vertical and stylistic ones go.
    options.layout_features = subset.Options().layout_features
    options.hinting = False
    options.drop_tables += ["vhea", "vmtx", "VORG"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(map(ord, characters(extra_path))))
    subsetter.subset(font)
    # Keep the source's head.modified: a date of today would make every run's bytes differ.
    font.recalcTimestamp = False
    font.save(output, reorderTables=True)
    print(f"{output}: {len(font.getGlyphOrder())} glyphs")


if __name__ == "__main__":
    main(*sys.argv[1:])
