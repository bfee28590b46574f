/* The benchmark's careful C peer: the same job as bar_libpng.c (see there for the steps and
 * the arithmetic), written the fastest way a careful C programmer would with the libraries
 * Debian offers, so that BarScope is held to the best plain C, not only to plain libpng:
 *
 *   - the file is read whole and its chunks walked by hand (every CRC checked with
 *     libdeflate's crc32); the image data is inflated in one call by libdeflate, the fastest
 *     whole-buffer inflate there is (about twice zlib's speed on this frame);
 *   - rows are unfiltered (all five filters) where they were inflated, never copied;
 *   - two threads: one blurs and tints the bar rows while the other starts compressing the
 *     rows below them; then both compress, taking bands of rows from either end of the image;
 *   - deflate is zlib at level 1 with Z_RLE on Sub-filtered rows (as BarScope's `--png fast`
 *     and bar_libpng's fast row); each band is its own raw deflate segment ended by a sync
 *     flush, so the segments join into one zlib stream (pigz's method: Mark Adler, "pigz: a
 *     parallel implementation of gzip", zlib.net/pigz), with the Adler-32 of each band
 *     (libdeflate's, vectorised) joined by zlib's adler32_combine. libdeflate compresses no
 *     faster at level 1 on this frame (measured: 28 against 27 ms) and has no flush, so it
 *     cannot be split.
 * The same pixels as bar_libpng.c (checked by `barscope diff` in the bench).
 *
 * Usage: bar_careful IN.png OUT.png BAR BOX RRGGBB   (8-bit RGB, non-interlaced input)
 */
#include <libdeflate.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static void die(const char *what) {
    fprintf(stderr, "bar_careful: %s\n", what);
    exit(2);
}

static inline uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static inline void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

static inline int mul255(int a, int b) {
    int t = a * b + 128;
    return (t + (t >> 8)) >> 8;
}

/* ---- the image and the job ---- */
static uint8_t *pixels; /* the first pixel of row 0 */
static size_t stride;  /* bytes of pixels in a row */
static size_t pitch;   /* from one row to the next: the rows stay where they were inflated, filter bytes between */
static uint32_t width, height;
static int bar, box;
static unsigned tint_hex;

/* One horizontal box pass over one row (3 channels), edges extended. */
static void blur_row(uint8_t *p, int w, int radius, int *line) {
    int size = 2 * radius + 1, half = size / 2;
    for (int c = 0; c < 3; c++) {
        for (int i = 0; i < w; i++) line[i] = p[i * 3 + c];
        int sum = 0;
        for (int k = -radius; k <= radius; k++) sum += line[k < 0 ? 0 : (k >= w ? w - 1 : k)];
        for (int i = 0; i < w; i++) {
            p[i * 3 + c] = (uint8_t)((sum + half) / size);
            int in = i + radius + 1, out = i - radius;
            sum += line[in >= w ? w - 1 : in] - line[out < 0 ? 0 : out];
        }
    }
}

/* One vertical box pass over `rows` rows of every byte column at once (sequential memory):
 * column sums slide down the rows; `copy` holds the rows' old values. */
static void blur_columns(uint8_t *p, size_t n, int rows, int radius, int *sums, uint8_t *copy) {
    int size = 2 * radius + 1, half = size / 2;
    for (int y = 0; y < rows; y++) memcpy(copy + n * (size_t)y, p + pitch * (size_t)y, n);
    for (size_t x = 0; x < n; x++) sums[x] = 0;
    for (int k = -radius; k <= radius; k++) {
        const uint8_t *r = copy + n * (size_t)(k < 0 ? 0 : (k >= rows ? rows - 1 : k));
        for (size_t x = 0; x < n; x++) sums[x] += r[x];
    }
    for (int y = 0; y < rows; y++) {
        uint8_t *o = p + pitch * (size_t)y;
        int in = y + radius + 1, out = y - radius;
        const uint8_t *a = copy + n * (size_t)(in >= rows ? rows - 1 : in);
        const uint8_t *b = copy + n * (size_t)(out < 0 ? 0 : out);
        for (size_t x = 0; x < n; x++) {
            o[x] = (uint8_t)((sums[x] + half) / size);
            sums[x] += a[x] - b[x];
        }
    }
}

static void do_bar(void) {
    int radius = box / 2;
    int *line = malloc(sizeof(int) * (stride > width ? stride : width));
    uint8_t *copy = malloc(stride * (size_t)bar);
    if (!line || !copy) die("out of memory");
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < bar; y++) blur_row(pixels + (size_t)y * pitch, (int)width, radius, line);
        blur_columns(pixels, stride, bar, radius, line, copy);
    }
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
        m[o][o] += 256 - sum;
    }
    const int white = mul255(247, 204), keep_white = 255 - 204;
    const int tint_alpha = 217, keep_tint = 255 - tint_alpha;
    int tint[3] = {(int)(tint_hex >> 16) & 255, (int)(tint_hex >> 8) & 255, (int)tint_hex & 255};
    for (int c = 0; c < 3; c++) tint[c] = mul255(tint[c], tint_alpha);
    /* The two overlays are one function of the saturated value: a table. */
    uint8_t after[3][256];
    for (int c = 0; c < 3; c++)
        for (int v = 0; v < 256; v++) after[c][v] = (uint8_t)(tint[c] + mul255(white + mul255(v, keep_white), keep_tint));
    for (int y = 0; y < bar; y++) {
        uint8_t *p = pixels + (size_t)y * pitch;
        for (uint32_t x = 0; x < width; x++, p += 3) {
            int r = p[0], g = p[1], b = p[2];
            for (int c = 0; c < 3; c++) {
                int v = (m[c][0] * r + m[c][1] * g + m[c][2] * b + 128) >> 8;
                p[c] = after[c][v < 0 ? 0 : (v > 255 ? 255 : v)];
            }
        }
    }
    uint8_t *hp = pixels + (size_t)bar * pitch;
    for (size_t i = 0; i < stride; i++) hp[i] = (uint8_t)mul255(hp[i], 255 - 77);
    free(line);
    free(copy);
}

/* ---- compression in bands from both ends ---- */
#define BAND_ROWS 128
typedef struct {
    uint8_t *bytes;
    size_t count;
    uint32_t adler;
    size_t raw;
} segment;

static segment *segments;
static int band_count, next_top, next_bottom, bar_done;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void compress_band(int k, z_stream *z, uint8_t *filtered) {
    uint32_t first = (uint32_t)k * BAND_ROWS, rows = height - first < BAND_ROWS ? height - first : BAND_ROWS;
    size_t row_bytes = stride + 1, raw = row_bytes * rows;
    for (uint32_t y = 0; y < rows; y++) {
        const uint8_t *s = pixels + (size_t)(first + y) * pitch;
        uint8_t *d = filtered + row_bytes * y;
        d[0] = 1; /* Sub */
        d[1] = s[0], d[2] = s[1], d[3] = s[2];
        for (size_t i = 3; i < stride; i++) d[i + 1] = (uint8_t)(s[i] - s[i - 3]);
    }
    segment *seg = &segments[k];
    seg->raw = raw;
    seg->adler = (uint32_t)libdeflate_adler32(1, filtered, raw);
    size_t capacity = deflateBound(z, raw) + 16;
    seg->bytes = malloc(capacity);
    if (!seg->bytes) die("out of memory");
    deflateReset(z);
    z->next_in = filtered;
    z->avail_in = (uInt)raw;
    z->next_out = seg->bytes;
    z->avail_out = (uInt)capacity;
    if (deflate(z, k == band_count - 1 ? Z_FINISH : Z_SYNC_FLUSH) == Z_STREAM_ERROR || z->avail_in != 0) die("deflate failed");
    seg->count = capacity - z->avail_out;
}

/* Takes bands from the top (`top`) or from the bottom; from the bottom only bands below the bar. */
static int claim(int top) {
    pthread_mutex_lock(&lock);
    int k = -1;
    if (next_top <= next_bottom) {
        if (top) k = next_top++;
        else if ((uint32_t)next_bottom * BAND_ROWS > (uint32_t)bar || bar_done) k = next_bottom--;
    }
    pthread_mutex_unlock(&lock);
    return k;
}

static void compress_bands(int top) {
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_RLE) != Z_OK) die("deflateInit2 failed");
    uint8_t *filtered = malloc((stride + 1) * BAND_ROWS);
    if (!filtered) die("out of memory");
    for (int k; (k = claim(top)) >= 0;) compress_band(k, &z, filtered);
    free(filtered);
    deflateEnd(&z);
}

static void *helper(void *arg) {
    (void)arg;
    compress_bands(0);
    return NULL;
}

/* ---- the file ---- */
static uint8_t *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) die("cannot open input");
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    if (n < 0) die("cannot size input");
    fseek(f, 0, SEEK_SET);
    uint8_t *d = malloc((size_t)n);
    if (!d || fread(d, 1, (size_t)n, f) != (size_t)n) die("cannot read input");
    fclose(f);
    *size = (size_t)n;
    return d;
}

static void put_chunk(FILE *f, const char *type, const uint8_t *data, size_t n) {
    uint8_t head[8], tail[4];
    put32(head, (uint32_t)n);
    memcpy(head + 4, type, 4);
    put32(tail, (uint32_t)libdeflate_crc32(libdeflate_crc32(0, head + 4, 4), data, n));
    fwrite(head, 1, 8, f);
    fwrite(data, 1, n, f);
    fwrite(tail, 1, 4, f);
}

static inline uint8_t paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c));
}

int main(int argc, char **argv) {
    if (argc != 6) die("usage: bar_careful IN.png OUT.png BAR BOX RRGGBB");
    bar = atoi(argv[3]);
    box = atoi(argv[4]);
    tint_hex = (unsigned)strtoul(argv[5], NULL, 16);

    /* 1. Read, walk the chunks (CRCs checked), inflate the image data in one call. */
    size_t size;
    uint8_t *file = read_file(argv[1], &size);
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (size < 8 || memcmp(file, signature, 8) != 0) die("not a PNG");
    const uint8_t *idat = NULL;
    uint8_t *joined = NULL;
    size_t idat_size = 0;
    for (size_t at = 8; at + 12 <= size;) {
        uint32_t n = be32(file + at);
        if ((uint64_t)n + 12 > size - at) die("truncated chunk");
        const uint8_t *type = file + at + 4, *data = file + at + 8;
        if ((uint32_t)libdeflate_crc32(0, type, (size_t)n + 4) != be32(data + n)) die("bad CRC");
        if (memcmp(type, "IHDR", 4) == 0) {
            if (n != 13) die("bad IHDR");
            width = be32(data);
            height = be32(data + 4);
            if (data[8] != 8 || data[9] != 2 || data[12] != 0) die("input must be 8-bit RGB, not interlaced");
        } else if (memcmp(type, "IDAT", 4) == 0) {
            if (!idat) {
                idat = data;
                idat_size = n;
            } else { /* more than one IDAT: joined in one buffer */
                uint8_t *grown = realloc(joined, idat_size + n);
                if (!grown) die("out of memory");
                if (!joined) memcpy(grown, idat, idat_size);
                memcpy(grown + idat_size, data, n);
                joined = grown;
                idat = joined;
                idat_size += n;
            }
        } else if (memcmp(type, "IEND", 4) == 0) {
            break;
        }
        at += (size_t)n + 12;
    }
    if (!idat || width == 0 || height == 0) die("no image data");
    if (bar < 1 || (uint32_t)bar >= height) die("bar rows out of range");
    stride = (size_t)width * 3;
    pitch = stride + 1;
    size_t filtered_size = pitch * height;
    uint8_t *filtered = malloc(filtered_size);
    if (!filtered) die("out of memory");
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (libdeflate_zlib_decompress(inflater, idat, idat_size, filtered, filtered_size, NULL) != LIBDEFLATE_SUCCESS)
        die("bad image data");
    libdeflate_free_decompressor(inflater);

    /* 2. Unfilter where the rows lie (nothing to do for filter 0, None). */
    pixels = filtered + 1;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *p = pixels + pitch * y;
        const uint8_t *up = y ? p - pitch : NULL;
        switch (p[-1]) {
        case 0: break;
        case 1:
            for (size_t i = 3; i < stride; i++) p[i] = (uint8_t)(p[i] + p[i - 3]);
            break;
        case 2:
            if (up)
                for (size_t i = 0; i < stride; i++) p[i] = (uint8_t)(p[i] + up[i]);
            break;
        case 3:
            for (size_t i = 0; i < stride; i++) p[i] = (uint8_t)(p[i] + (((i >= 3 ? p[i - 3] : 0) + (up ? up[i] : 0)) >> 1));
            break;
        case 4:
            for (size_t i = 0; i < stride; i++)
                p[i] = (uint8_t)(p[i] + paeth(i >= 3 ? p[i - 3] : 0, up ? up[i] : 0, up && i >= 3 ? up[i - 3] : 0));
            break;
        default: die("bad filter type");
        }
    }
    free(joined);

    /* 3. The bar on this thread while the helper compresses the rows below it; then both compress. */
    band_count = (int)((height + BAND_ROWS - 1) / BAND_ROWS);
    segments = calloc((size_t)band_count, sizeof(segment));
    next_top = 0;
    next_bottom = band_count - 1;
    pthread_t thread;
    if (pthread_create(&thread, NULL, helper, NULL) != 0) die("cannot start a thread");
    do_bar();
    pthread_mutex_lock(&lock);
    bar_done = 1;
    pthread_mutex_unlock(&lock);
    compress_bands(1);
    pthread_join(thread, NULL);

    /* 4. The file: one IDAT of the zlib header, the segments and the joined Adler-32. */
    size_t total = 2 + 4;
    uint32_t adler = 1;
    for (int k = 0; k < band_count; k++) {
        total += segments[k].count;
        adler = (uint32_t)adler32_combine(adler, segments[k].adler, (z_off_t)segments[k].raw);
    }
    uint8_t *zdata = malloc(total);
    if (!zdata) die("out of memory");
    zdata[0] = 0x78;
    zdata[1] = 0x01; /* deflate, 32K window, fastest, FCHECK */
    size_t at = 2;
    for (int k = 0; k < band_count; k++) {
        memcpy(zdata + at, segments[k].bytes, segments[k].count);
        at += segments[k].count;
        free(segments[k].bytes);
    }
    put32(zdata + at, adler);
    FILE *out = fopen(argv[2], "wb");
    if (!out) die("cannot open output");
    fwrite(signature, 1, 8, out);
    uint8_t ihdr[13] = {0};
    put32(ihdr, width);
    put32(ihdr + 4, height);
    ihdr[8] = 8;
    ihdr[9] = 2;
    put_chunk(out, "IHDR", ihdr, 13);
    put_chunk(out, "IDAT", zdata, total);
    put_chunk(out, "IEND", ihdr, 0);
    if (fclose(out) != 0) die("cannot write output");
    free(zdata);
    free(segments);
    free(filtered);
    free(file);
    return 0;
}
