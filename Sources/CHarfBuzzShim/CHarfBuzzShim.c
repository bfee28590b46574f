#include "CHarfBuzzShim.h"

#include <hb.h>
#include <hb-ot.h>
#include <stdlib.h>
#include <string.h>

struct bs_hb_font {
    hb_blob_t *blob;
    hb_face_t *face;
    hb_font_t *font;
    unsigned upem;
};

bs_hb_font *bs_hb_font_create(const uint8_t *data, size_t size, unsigned index) {
    if (size > UINT32_MAX) return NULL;
    hb_blob_t *blob = hb_blob_create((const char *)data, (unsigned)size, HB_MEMORY_MODE_READONLY, NULL, NULL);
    hb_face_t *face = hb_face_create(blob, index);
    unsigned glyphs = hb_face_get_glyph_count(face);
    unsigned upem = hb_face_get_upem(face);
    if (glyphs == 0 || upem == 0) {
        hb_face_destroy(face);
        hb_blob_destroy(blob);
        return NULL;
    }
    bs_hb_font *font = calloc(1, sizeof *font);
    if (!font) {
        hb_face_destroy(face);
        hb_blob_destroy(blob);
        return NULL;
    }
    font->blob = blob;
    font->face = face;
    font->font = hb_font_create(face);
    font->upem = upem;
    /* Font units: the scale is the em, so positions and outlines are the file's integers. */
    hb_font_set_scale(font->font, (int)upem, (int)upem);
    return font;
}

void bs_hb_font_destroy(bs_hb_font *font) {
    if (!font) return;
    hb_font_destroy(font->font);
    hb_face_destroy(font->face);
    hb_blob_destroy(font->blob);
    free(font);
}

unsigned bs_hb_font_upem(const bs_hb_font *font) { return font->upem; }

void bs_hb_font_extents(const bs_hb_font *font, int32_t *ascender, int32_t *descender, int32_t *line_gap) {
    hb_font_extents_t extents;
    memset(&extents, 0, sizeof extents);
    hb_font_get_h_extents(font->font, &extents);
    *ascender = extents.ascender;
    *descender = extents.descender;
    *line_gap = extents.line_gap;
}

uint32_t bs_hb_glyph_for(const bs_hb_font *font, uint32_t codepoint) {
    hb_codepoint_t glyph = 0;
    if (!hb_font_get_nominal_glyph(font->font, codepoint, &glyph)) return 0;
    return glyph;
}

size_t bs_hb_shape_run(const bs_hb_font *font, const char *utf8, size_t length, int direction, const char *language,
                       uint32_t *script, bs_hb_glyph *out, size_t capacity) {
    if (length > INT32_MAX) return 0;
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_add_utf8(buffer, utf8, (int)length, 0, (int)length);
    if (direction == BS_HB_LTR) hb_buffer_set_direction(buffer, HB_DIRECTION_LTR);
    if (direction == BS_HB_RTL) hb_buffer_set_direction(buffer, HB_DIRECTION_RTL);
    if (language) hb_buffer_set_language(buffer, hb_language_from_string(language, -1));
    /* Fills in only what is still unset: the script from the text, and so on. */
    hb_buffer_guess_segment_properties(buffer);
    if (script) *script = (uint32_t)hb_buffer_get_script(buffer);
    hb_shape(font->font, buffer, NULL, 0);
    unsigned count = 0;
    hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *position = hb_buffer_get_glyph_positions(buffer, &count);
    for (unsigned i = 0; i < count && i < capacity; i++) {
        out[i].glyph = info[i].codepoint;
        out[i].cluster = info[i].cluster;
        out[i].x_advance = position[i].x_advance;
        out[i].x_offset = position[i].x_offset;
        out[i].y_offset = position[i].y_offset;
    }
    hb_buffer_destroy(buffer);
    return count;
}

/* Appends a command and its points, growing the arrays; a failed allocation marks the outline. */
static void add(bs_hb_outline *o, uint8_t command, const float *points, size_t count) {
    if (o->failed) return;
    if (o->command_count == o->command_capacity) {
        size_t capacity = o->command_capacity ? o->command_capacity * 2 : 64;
        uint8_t *grown = realloc(o->commands, capacity);
        if (!grown) { o->failed = 1; return; }
        o->commands = grown;
        o->command_capacity = capacity;
    }
    if (o->point_count + count * 2 > o->point_capacity) {
        size_t capacity = o->point_capacity ? o->point_capacity * 2 : 256;
        while (capacity < o->point_count + count * 2) capacity *= 2;
        float *grown = realloc(o->points, capacity * sizeof(float));
        if (!grown) { o->failed = 1; return; }
        o->points = grown;
        o->point_capacity = capacity;
    }
    o->commands[o->command_count++] = command;
    memcpy(o->points + o->point_count, points, count * 2 * sizeof(float));
    o->point_count += count * 2;
}

static void move_to(hb_draw_funcs_t *f, void *data, hb_draw_state_t *s, float x, float y, void *u) {
    (void)f; (void)s; (void)u;
    float p[2] = {x, y};
    add(data, 0, p, 1);
}
static void line_to(hb_draw_funcs_t *f, void *data, hb_draw_state_t *s, float x, float y, void *u) {
    (void)f; (void)s; (void)u;
    float p[2] = {x, y};
    add(data, 1, p, 1);
}
static void quadratic_to(hb_draw_funcs_t *f, void *data, hb_draw_state_t *s, float cx, float cy, float x, float y, void *u) {
    (void)f; (void)s; (void)u;
    float p[4] = {cx, cy, x, y};
    add(data, 2, p, 2);
}
static void cubic_to(hb_draw_funcs_t *f, void *data, hb_draw_state_t *s, float c1x, float c1y, float c2x, float c2y, float x, float y, void *u) {
    (void)f; (void)s; (void)u;
    float p[6] = {c1x, c1y, c2x, c2y, x, y};
    add(data, 3, p, 3);
}
static void close_path(hb_draw_funcs_t *f, void *data, hb_draw_state_t *s, void *u) {
    (void)f; (void)s; (void)u;
    add(data, 4, NULL, 0);
}

int bs_hb_glyph_outline(const bs_hb_font *font, uint32_t glyph, bs_hb_outline *outline) {
    hb_draw_funcs_t *funcs = hb_draw_funcs_create();
    hb_draw_funcs_set_move_to_func(funcs, move_to, NULL, NULL);
    hb_draw_funcs_set_line_to_func(funcs, line_to, NULL, NULL);
    hb_draw_funcs_set_quadratic_to_func(funcs, quadratic_to, NULL, NULL);
    hb_draw_funcs_set_cubic_to_func(funcs, cubic_to, NULL, NULL);
    hb_draw_funcs_set_close_path_func(funcs, close_path, NULL, NULL);
    hb_draw_funcs_make_immutable(funcs);
    /* hb_font_draw_glyph replaced hb_font_get_glyph_shape in HarfBuzz 7.0; both give the same
     * outline. */
#if HB_VERSION_ATLEAST(7, 0, 0)
    hb_font_draw_glyph(font->font, glyph, funcs, outline);
#else
    hb_font_get_glyph_shape(font->font, glyph, funcs, outline);
#endif
    hb_draw_funcs_destroy(funcs);
    return outline->failed ? -1 : 0;
}

void bs_hb_outline_free(bs_hb_outline *outline) {
    free(outline->commands);
    free(outline->points);
    outline->commands = NULL;
    outline->points = NULL;
}

int bs_hb_font_has_png(const bs_hb_font *font) { return hb_ot_color_has_png(font->face) ? 1 : 0; }

size_t bs_hb_glyph_png(const bs_hb_font *font, uint32_t glyph, uint8_t *out, size_t capacity, int32_t box[4]) {
    /* The font's ppem is unset, so HarfBuzz takes the largest strike: the most detail for our
     * own resampler to reduce. */
    hb_blob_t *png = hb_ot_color_glyph_reference_png(font->font, glyph);
    unsigned length = 0;
    const char *data = hb_blob_get_data(png, &length);
    hb_glyph_extents_t extents;
    memset(&extents, 0, sizeof extents);
    if (length == 0 || !hb_font_get_glyph_extents(font->font, glyph, &extents)) {
        hb_blob_destroy(png);
        return 0;
    }
    box[0] = extents.x_bearing;
    box[1] = extents.y_bearing;
    box[2] = extents.width;
    box[3] = extents.height;
    if (length <= capacity) memcpy(out, data, length);
    hb_blob_destroy(png);
    return length;
}
