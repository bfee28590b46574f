/* The font files of Sources/CFonts/fonts, built into the binary (so that text looks the same
 * wherever the binary runs, and a golden never changes because a machine has other fonts). The
 * Typesetting module checks each against its pinned SHA-256 before use. */
#ifndef CFONTS_H
#define CFONTS_H

#include <stddef.h>
#include <stdint.h>

/* The built-in fonts, in the order of BS_FONT_* below. */
enum {
    BS_FONT_INTER_REGULAR = 0,
    BS_FONT_INTER_MEDIUM = 1,
    BS_FONT_INTER_SEMIBOLD = 2,
    BS_FONT_INTER_BOLD = 3,
    BS_FONT_INTER_DISPLAY_BOLD = 4,
    BS_FONT_MATERIAL_DESIGN_ICONS = 5,
    BS_FONT_NOTO_SANS_HEBREW_REGULAR = 6,
    BS_FONT_NOTO_SANS_HEBREW_BOLD = 7,
    BS_FONT_NOTO_SANS_ARABIC_REGULAR = 8,
    BS_FONT_NOTO_SANS_ARABIC_BOLD = 9,
    BS_FONT_NOTO_SANS_CJK_REGULAR = 10,
    BS_FONT_NOTO_SANS_CJK_BOLD = 11,
    BS_FONT_NOTO_SANS_THAI_REGULAR = 12,
    BS_FONT_NOTO_SANS_THAI_BOLD = 13,
    BS_FONT_NOTO_SANS_DEVANAGARI_REGULAR = 14,
    BS_FONT_NOTO_SANS_DEVANAGARI_BOLD = 15,
    BS_FONT_NOTO_COLOR_EMOJI = 16,
    BS_FONT_COUNT = 17
};

/* The bytes of built-in font `index`, and their count; NULL for an unknown index. */
const uint8_t *bs_font_data(int index, size_t *size);

#endif
