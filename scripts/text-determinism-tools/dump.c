/* Prints what BarScope takes from HarfBuzz for every built-in font: the shaping of a fixed set
 * of strings (glyph, cluster, advance, offsets in font units; a line "LANG<tab>TEXT" is shaped
 * with that BCP 47 language, which picks regional forms), the outline of every glyph (HarfBuzz's
 * draw callbacks at the em scale) and, for a colour font, every glyph's PNG (its box in font
 * units, its length and an FNV-1a hash of its bytes), one line each. scripts/text-determinism
 * compares this, built against the system's HarfBuzz, with the same dump from another HarfBuzz.
 * First, each string's visual order as the system's FriBidi resolves it (levels by UAX #9, then
 * rule L2), which the script compares with an independent implementation of the algorithm. */
#include <fribidi.h>
#include <hb.h>
#include <hb-ot.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t fnv1a(const char *data, unsigned length) {
    uint64_t hash = 0xcbf29ce484222325ULL;
    for (unsigned i = 0; i < length; i++) hash = (hash ^ (uint8_t)data[i]) * 0x100000001b3ULL;
    return hash;
}

static void move_to(hb_draw_funcs_t *f, void *d, hb_draw_state_t *s, float x, float y, void *u) {
    (void)f; (void)s; (void)u; fprintf(d, " M %g %g", x, y);
}
static void line_to(hb_draw_funcs_t *f, void *d, hb_draw_state_t *s, float x, float y, void *u) {
    (void)f; (void)s; (void)u; fprintf(d, " L %g %g", x, y);
}
static void quad_to(hb_draw_funcs_t *f, void *d, hb_draw_state_t *s, float cx, float cy, float x, float y, void *u) {
    (void)f; (void)s; (void)u; fprintf(d, " Q %g %g %g %g", cx, cy, x, y);
}
static void cubic_to(hb_draw_funcs_t *f, void *d, hb_draw_state_t *s, float ax, float ay, float bx, float by, float x, float y, void *u) {
    (void)f; (void)s; (void)u; fprintf(d, " C %g %g %g %g %g %g", ax, ay, bx, by, x, y);
}
static void close_path(hb_draw_funcs_t *f, void *d, hb_draw_state_t *s, void *u) {
    (void)f; (void)s; (void)u; fprintf(d, " Z");
}

/* The string in visual order: FriBidi's levels for a paragraph whose direction is its first
 * strong character's, then its line reordering. */
static void print_visual(const char *text) {
    /* A line of the strings file is at most 1023 bytes, so at most 1023 characters. */
    FriBidiChar logical[1024], visual[1024];
    FriBidiCharType types[1024];
    FriBidiBracketType brackets[1024];
    FriBidiLevel levels[1024];
    FriBidiStrIndex map[1024];
    FriBidiStrIndex n = fribidi_charset_to_unicode(FRIBIDI_CHAR_SET_UTF8, text, (FriBidiStrIndex)strlen(text), logical);
    fribidi_get_bidi_types(logical, n, types);
    fribidi_get_bracket_types(logical, n, types, brackets);
    FriBidiParType base = FRIBIDI_PAR_ON;
    if (!fribidi_get_par_embedding_levels_ex(types, brackets, n, &base, levels)) { printf("bidi failed\n"); return; }
    for (FriBidiStrIndex i = 0; i < n; i++) { map[i] = i; visual[i] = logical[i]; }
    if (!fribidi_reorder_line(0, types, n, 0, base, levels, visual, map)) { printf("bidi failed\n"); return; }
    char out[4 * 1024 + 1];
    fribidi_unicode_to_charset(FRIBIDI_CHAR_SET_UTF8, visual, n, out);
    printf("bidi \"%s\": \"%s\"\n", text, out);
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: dump STRINGS.txt FONT...\n"); return 2; }
    FILE *all = fopen(argv[1], "r");
    if (!all) { perror(argv[1]); return 2; }
    char entry[1024];
    while (fgets(entry, sizeof entry, all)) {
        entry[strcspn(entry, "\n")] = 0;
        const char *tab = strchr(entry, '\t');
        print_visual(tab ? tab + 1 : entry);
    }
    fclose(all);
    hb_draw_funcs_t *funcs = hb_draw_funcs_create();
    hb_draw_funcs_set_move_to_func(funcs, move_to, NULL, NULL);
    hb_draw_funcs_set_line_to_func(funcs, line_to, NULL, NULL);
    hb_draw_funcs_set_quadratic_to_func(funcs, quad_to, NULL, NULL);
    hb_draw_funcs_set_cubic_to_func(funcs, cubic_to, NULL, NULL);
    hb_draw_funcs_set_close_path_func(funcs, close_path, NULL, NULL);
    for (int a = 2; a < argc; a++) {
        hb_blob_t *blob = hb_blob_create_from_file(argv[a]);
        hb_face_t *face = hb_face_create(blob, 0);
        hb_font_t *font = hb_font_create(face);
        unsigned upem = hb_face_get_upem(face);
        hb_font_set_scale(font, (int)upem, (int)upem);
        const char *name = strrchr(argv[a], '/') ? strrchr(argv[a], '/') + 1 : argv[a];
        FILE *strings = fopen(argv[1], "r");
        if (!strings) { perror(argv[1]); return 2; }
        char line[1024];
        while (fgets(line, sizeof line, strings)) {
            line[strcspn(line, "\n")] = 0;
            char *text = line, *tab = strchr(line, '\t');
            hb_buffer_t *buffer = hb_buffer_create();
            if (tab) {
                *tab = 0;
                text = tab + 1;
                hb_buffer_set_language(buffer, hb_language_from_string(line, -1));
            }
            hb_buffer_add_utf8(buffer, text, -1, 0, -1);
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(font, buffer, NULL, 0);
            unsigned n = 0;
            hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &n);
            hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buffer, &n);
            printf("shape %s %s \"%s\":", name, tab ? line : "-", text);
            for (unsigned i = 0; i < n; i++)
                printf(" %u@%u+%d(%d,%d)", info[i].codepoint, info[i].cluster, pos[i].x_advance, pos[i].x_offset, pos[i].y_offset);
            printf("\n");
            hb_buffer_destroy(buffer);
        }
        fclose(strings);
        unsigned glyphs = hb_face_get_glyph_count(face);
        for (unsigned g = 0; g < glyphs; g++) {
            printf("outline %s %u:", name, g);
#if HB_VERSION_ATLEAST(7, 0, 0)
            hb_font_draw_glyph(font, g, funcs, stdout);
#else
            hb_font_get_glyph_shape(font, g, funcs, stdout);
#endif
            printf("\n");
            if (hb_ot_color_has_png(face)) {
                hb_blob_t *png = hb_ot_color_glyph_reference_png(font, g);
                unsigned length = 0;
                const char *data = hb_blob_get_data(png, &length);
                hb_glyph_extents_t box = {0, 0, 0, 0};
                hb_font_get_glyph_extents(font, g, &box);
                if (length)
                    printf("png %s %u: %d %d %d %d %u %016llx\n", name, g, box.x_bearing, box.y_bearing, box.width,
                           box.height, length, (unsigned long long)fnv1a(data, length));
                hb_blob_destroy(png);
            }
        }
        hb_font_destroy(font);
        hb_face_destroy(face);
        hb_blob_destroy(blob);
    }
    hb_draw_funcs_destroy(funcs);
    return 0;
}
