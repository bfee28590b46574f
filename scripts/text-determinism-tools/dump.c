/* Prints what BarScope takes from HarfBuzz for every built-in font: the shaping of a fixed set
 * of strings (glyph, cluster, advance, offsets in font units) and the outline of every glyph
 * (HarfBuzz's draw callbacks at the em scale), one line each. scripts/text-determinism compares
 * this, built against the system's HarfBuzz, with the same dump from another HarfBuzz. */
#include <hb.h>
#include <stdio.h>
#include <string.h>

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

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: dump STRINGS.txt FONT...\n"); return 2; }
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
            hb_buffer_t *buffer = hb_buffer_create();
            hb_buffer_add_utf8(buffer, line, -1, 0, -1);
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(font, buffer, NULL, 0);
            unsigned n = 0;
            hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &n);
            hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buffer, &n);
            printf("shape %s \"%s\":", name, line);
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
        }
        hb_font_destroy(font);
        hb_face_destroy(face);
        hb_blob_destroy(blob);
    }
    hb_draw_funcs_destroy(funcs);
    return 0;
}
