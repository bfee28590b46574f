/* HarfBuzz for BarScope's text: a face made from font bytes in memory, shaping a UTF-8 string
 * into glyphs and positions in font units, and a glyph's outline as a flat list of commands.
 * Everything is in font units (the font's scale is its units per em), so the results are the
 * font file's own integers and do not depend on any size or hinting. */
#ifndef CHARFBUZZSHIM_H
#define CHARFBUZZSHIM_H

#include <stddef.h>
#include <stdint.h>

typedef struct bs_hb_font bs_hb_font;

/* A font from `size` bytes at `data` (which must outlive it; not copied), face `index`.
 * NULL when HarfBuzz finds no glyphs in it (not a font). */
bs_hb_font *bs_hb_font_create(const uint8_t *data, size_t size, unsigned index);
void bs_hb_font_destroy(bs_hb_font *font);

/* Units per em, and the horizontal extents (ascender > 0, descender < 0, line gap). */
unsigned bs_hb_font_upem(const bs_hb_font *font);
void bs_hb_font_extents(const bs_hb_font *font, int32_t *ascender, int32_t *descender, int32_t *line_gap);

/* The glyph for a Unicode code point, or 0 when the font has none. */
uint32_t bs_hb_glyph_for(const bs_hb_font *font, uint32_t codepoint);

/* One shaped glyph: its id, the cluster (byte offset into the UTF-8 text) it comes from, and
 * its advance and offset in font units. */
typedef struct {
    uint32_t glyph;
    uint32_t cluster;
    int32_t x_advance;
    int32_t x_offset;
    int32_t y_offset;
} bs_hb_glyph;

/* Directions for bs_hb_shape_run: guessed from the text, or given. */
enum { BS_HB_GUESS = 0, BS_HB_LTR = 1, BS_HB_RTL = 2 };

/* Shapes `length` bytes of UTF-8, one run, with the font's default features (kerning,
 * ligatures), in `direction` (a right-to-left run comes out in visual order, mirrored characters
 * mirrored) and, when `language` is not NULL, with the forms of that BCP 47 language; the script
 * is taken from the text and, when `script` is not NULL, written there as an ISO 15924 tag
 * (`Latn`, `Arab`, `Hani` as four bytes, big-endian). Writes at most `capacity` glyphs to `out`
 * and returns how many the text shapes to (call again with more room when it is larger). */
size_t bs_hb_shape_run(const bs_hb_font *font, const char *utf8, size_t length, int direction, const char *language,
                       uint32_t *script, bs_hb_glyph *out, size_t capacity);

/* Outline commands: 0 move (1 point), 1 line (1 point), 2 quadratic (2 points), 3 cubic (3
 * points), 4 close. Coordinates in font units, y up. */
typedef struct {
    uint8_t *commands;
    float *points;
    size_t command_count;
    size_t point_count;
    size_t command_capacity;
    size_t point_capacity;
    int failed;
} bs_hb_outline;

/* Fills `outline` (zeroed by the caller) with the glyph's outline; returns 0 on success. Free
 * with bs_hb_outline_free. */
int bs_hb_glyph_outline(const bs_hb_font *font, uint32_t glyph, bs_hb_outline *outline);
void bs_hb_outline_free(bs_hb_outline *outline);

/* Whether the font draws glyphs as PNG images (a CBDT or sbix colour font such as Noto Color
 * Emoji) rather than outlines. */
int bs_hb_font_has_png(const bs_hb_font *font);

/* A colour glyph's PNG from the font's largest strike: copies at most `capacity` of its bytes to
 * `out` and returns their count (call again with more room when it is larger), 0 when the glyph
 * has none. `box` gets the image's place in font units: x bearing, y bearing (top, y up), width
 * and height (negative: downwards), as HarfBuzz scales the strike's metrics to the em. */
size_t bs_hb_glyph_png(const bs_hb_font *font, uint32_t glyph, uint8_t *out, size_t capacity, int32_t box[4]);

#endif
