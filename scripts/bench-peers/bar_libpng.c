/* The benchmark's C peer: the job BarScope does for a translucent tinted iOS 10 bar, written
 * the way a careful C programmer would with plain libpng, so that BarScope is measured against
 * something real rather than a straw man.
 *
 * The job (the same for every peer, see scripts/bench):
 *   1. decode the content PNG (8-bit RGB);
 *   2. on the bar rows [0, BAR): three box blurs of odd width BOX (horizontal then vertical
 *      each pass, edges extended, each output the window mean rounded half up);
 *   3. saturation x1.8 with UIImageEffects' integer colour matrix (divisor 256);
 *   4. white 0.97 at alpha 0.8 over it, then the tint colour at alpha 0.85;
 *   5. a one-pixel hairline of black at alpha 0.3 on row BAR;
 *   6. encode an 8-bit RGB PNG with the given zlib level, strategy and row filters.
 * Blends round as BarScope's Fixed8 does: round(a*b/255), ties up.
 *
 * Usage: bar_libpng IN.png OUT.png BAR BOX RRGGBB LEVEL STRATEGY FILTERS
 *   LEVEL 0-9, or -1 for libpng's defaults (no set_compression calls at all); STRATEGY 0 default, 3 Z_RLE; FILTERS "sub" or "all".
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static void die(const char *what) {
    fprintf(stderr, "bar_libpng: %s\n", what);
    exit(2);
}

static inline int mul255(int a, int b) {
    int t = a * b + 128;
    return (t + (t >> 8)) >> 8;
}

/* One box pass over `count` samples `stride` apart, edges extended; `line` is scratch. */
static void box_line(unsigned char *p, int stride, int count, int radius, int *line) {
    int width = 2 * radius + 1, half = width / 2;
    for (int i = 0; i < count; i++) line[i] = p[i * stride];
    int sum = 0;
    for (int k = -radius; k <= radius; k++) sum += line[k < 0 ? 0 : (k >= count ? count - 1 : k)];
    for (int i = 0; i < count; i++) {
        p[i * stride] = (unsigned char)((sum + half) / width);
        int in = i + radius + 1, out = i - radius;
        sum += line[in >= count ? count - 1 : in] - line[out < 0 ? 0 : out];
    }
}

int main(int argc, char **argv) {
    if (argc != 9) die("usage: bar_libpng IN.png OUT.png BAR BOX RRGGBB LEVEL STRATEGY FILTERS");
    int bar = atoi(argv[3]), box = atoi(argv[4]);
    unsigned tint_hex = (unsigned)strtoul(argv[5], NULL, 16);
    int level = atoi(argv[6]), strategy = atoi(argv[7]);
    int filters = strcmp(argv[8], "sub") == 0 ? PNG_FILTER_SUB : PNG_ALL_FILTERS;

    /* 1. Decode. */
    FILE *in = fopen(argv[1], "rb");
    if (!in) die("cannot open input");
    png_structp rp = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop ri = png_create_info_struct(rp);
    if (setjmp(png_jmpbuf(rp))) die("libpng read error");
    png_init_io(rp, in);
    png_read_info(rp, ri);
    png_uint_32 w = png_get_image_width(rp, ri), h = png_get_image_height(rp, ri);
    if (png_get_color_type(rp, ri) != PNG_COLOR_TYPE_RGB || png_get_bit_depth(rp, ri) != 8) die("input must be 8-bit RGB");
    size_t stride = (size_t)w * 3;
    unsigned char *pixels = malloc(stride * h);
    png_bytep *rows = malloc(sizeof(png_bytep) * h);
    for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + y * stride;
    png_read_image(rp, rows);
    png_read_end(rp, NULL);
    png_destroy_read_struct(&rp, &ri, NULL);
    fclose(in);
    if (bar < 1 || (png_uint_32)bar >= h) die("bar rows out of range");

    /* 2. Blur the bar rows in place. */
    int radius = box / 2;
    int *line = malloc(sizeof(int) * (w > (png_uint_32)bar ? w : (png_uint_32)bar));
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < bar; y++)
            for (int c = 0; c < 3; c++) box_line(pixels + y * stride + c, 3, (int)w, radius, line);
        for (png_uint_32 x = 0; x < w; x++)
            for (int c = 0; c < 3; c++) box_line(pixels + x * 3 + c, (int)stride, bar, radius, line);
    }

    /* 3-4. Saturation, then the two filter layers, in one pass. */
    static const double luma[3] = {0.2126, 0.7152, 0.0722};
    const double s = 1.8;
    int m[3][3];
    for (int o = 0; o < 3; o++) {
        int sum = 0;
        for (int i = 0; i < 3; i++) {
            double f = (o == i) ? luma[i] + (1 - luma[i]) * s : luma[i] - luma[i] * s;
            double v = f * 256;
            m[o][i] = (int)(v < 0 ? -(long)(-v + 0.5) : (long)(v + 0.5));
            sum += m[o][i];
        }
        m[o][o] += 256 - sum; /* rows sum to 256: grey stays grey */
    }
    const int white = mul255(247, 204), keep_white = 255 - 204;   /* white 0.97 at 0.8 */
    const int tint_alpha = 217, keep_tint = 255 - tint_alpha;       /* round(0.85 * 255) */
    int tint[3] = {(int)(tint_hex >> 16) & 255, (int)(tint_hex >> 8) & 255, (int)tint_hex & 255};
    for (int c = 0; c < 3; c++) tint[c] = mul255(tint[c], tint_alpha);
    for (int y = 0; y < bar; y++) {
        unsigned char *p = pixels + y * stride;
        for (png_uint_32 x = 0; x < w; x++, p += 3) {
            int r = p[0], g = p[1], b = p[2];
            for (int c = 0; c < 3; c++) {
                int v = (m[c][0] * r + m[c][1] * g + m[c][2] * b + 128) >> 8;
                v = v < 0 ? 0 : (v > 255 ? 255 : v);
                v = white + mul255(v, keep_white);
                p[c] = (unsigned char)(tint[c] + mul255(v, keep_tint));
            }
        }
    }
    /* 5. Hairline: black at round(0.3 * 255) = 77. */
    unsigned char *hp = pixels + (size_t)bar * stride;
    for (size_t i = 0; i < stride; i++) hp[i] = (unsigned char)mul255(hp[i], 255 - 77);

    /* 6. Encode. */
    FILE *out = fopen(argv[2], "wb");
    if (!out) die("cannot open output");
    png_structp wp = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop wi = png_create_info_struct(wp);
    if (setjmp(png_jmpbuf(wp))) die("libpng write error");
    png_init_io(wp, out);
    png_set_IHDR(wp, wi, w, h, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (level >= 0) { /* otherwise libpng's defaults, untouched */
        png_set_compression_level(wp, level);
        png_set_compression_strategy(wp, strategy);
        png_set_filter(wp, PNG_FILTER_TYPE_BASE, filters);
    }
    png_write_info(wp, wi);
    png_write_image(wp, rows);
    png_write_end(wp, NULL);
    png_destroy_write_struct(&wp, &wi);
    fclose(out);
    free(line);
    free(rows);
    free(pixels);
    return 0;
}
