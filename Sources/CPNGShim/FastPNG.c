/* BarScope's own PNG encoder for `--png fast`: Sub-filtered rows, each band of rows its own run
 * of dynamic-Huffman deflate blocks with runs of zero bytes as distance-1 matches (the kind of
 * encoder fpnge is: Luca Versari and Jyrki Alakuijala, "fpnge", github.com/veluca93/fpnge;
 * written here from RFC 1951 and the PNG specification, no code taken). A band's blocks end on
 * a byte boundary with an empty stored block (what zlib's Z_SYNC_FLUSH writes), so bands
 * compressed on different threads, in any order, join into one zlib stream; the bytes depend
 * only on the rows and the band height. Adler-32 and CRC-32 are libdeflate's. */
#include "CPNGShim.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

/* Rows per dynamic block inside a band: about 100 KB of an @3x screen, so that a photo and the
 * flat list below it get their own tables. */
#define BLOCK_ROWS 32
/* A run of zero bytes shorter than this is left as literals (a zero is a short code). */
#define MIN_RUN 8

typedef struct {
    uint64_t acc;
    unsigned n;
    uint8_t *p;
} bitwriter;

static inline void put_bits(bitwriter *b, uint64_t value, unsigned count) {
    b->acc |= value << b->n;
    b->n += count;
    if (b->n >= 32) {
        uint32_t word = (uint32_t)b->acc;
        b->p[0] = (uint8_t)word;
        b->p[1] = (uint8_t)(word >> 8);
        b->p[2] = (uint8_t)(word >> 16);
        b->p[3] = (uint8_t)(word >> 24);
        b->p += 4;
        b->acc >>= 32;
        b->n -= 32;
    }
}

/* Writes out the bits left, padded with zeros to a byte. */
static void align_bits(bitwriter *b) {
    while (b->n > 0) {
        *b->p++ = (uint8_t)b->acc;
        b->acc >>= 8;
        b->n = b->n >= 8 ? b->n - 8 : 0;
    }
    b->acc = 0;
}

/* Huffman code lengths for `freq` (n symbols), none longer than `limit`: the two-queue
 * construction on the sorted leaves; when the tree is too deep the counts are halved (kept
 * non-zero) and it is built again. A single used symbol gets length 1. */
static void code_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
    uint32_t f[288];
    int order[288], used = 0;
    for (int s = 0; s < n; s++) {
        lengths[s] = 0;
        f[s] = freq[s];
        if (freq[s]) order[used++] = s;
    }
    if (used == 0) return;
    if (used == 1) {
        lengths[order[0]] = 1;
        return;
    }
    for (;;) {
        /* Insertion sort by count, then symbol: the same order on every machine. */
        for (int i = 1; i < used; i++) {
            int s = order[i], j = i - 1;
            while (j >= 0 && (f[order[j]] > f[s] || (f[order[j]] == f[s] && order[j] > s))) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = s;
        }
        /* Nodes 0..used-1 are the leaves, used.. the internal nodes, made in increasing weight. */
        uint64_t weight[576];
        int parent[576];
        for (int i = 0; i < used; i++) weight[i] = f[order[i]];
        int leaf = 0, node = used, next = used;
        for (int made = 0; made < used - 1; made++) {
            int pick[2];
            for (int k = 0; k < 2; k++) {
                if (leaf < used && (node >= next || weight[leaf] <= weight[node])) pick[k] = leaf++;
                else pick[k] = node++;
            }
            weight[next] = weight[pick[0]] + weight[pick[1]];
            parent[pick[0]] = parent[pick[1]] = next;
            next++;
        }
        int root = next - 1, deepest = 0;
        uint8_t depth[576];
        depth[root] = 0;
        for (int i = root - 1; i >= 0; i--) {
            depth[i] = (uint8_t)(depth[parent[i]] + 1);
            if (i < used && depth[i] > deepest) deepest = depth[i];
        }
        if (deepest <= limit) {
            for (int i = 0; i < used; i++) lengths[order[i]] = depth[i];
            return;
        }
        for (int i = 0; i < used; i++) f[order[i]] = (f[order[i]] + 1) / 2;
    }
}

/* Canonical codes for `lengths` (RFC 1951, 3.2.2), bit-reversed for the LSB-first stream. */
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t count[16] = {0}, next[16];
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (uint16_t)((code + count[bits - 1]) << 1);
        next[bits] = code;
    }
    for (int s = 0; s < n; s++) {
        unsigned len = lengths[s];
        if (!len) {
            codes[s] = 0;
            continue;
        }
        unsigned c = next[len]++, r = 0;
        for (unsigned k = 0; k < len; k++) r |= ((c >> k) & 1u) << (len - 1 - k);
        codes[s] = (uint16_t)r;
    }
}

/* Length symbols: the base length of symbols 257..285 and their extra bits (RFC 1951, 3.2.5). */
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};

static inline int length_symbol(unsigned length) {
    int s = 28;
    while (length_base[s] > length) s--;
    return s;
}

/* The runs of one block: where each zero run starts in the filtered bytes, and its length. */
typedef struct {
    uint32_t *at;
    uint32_t *length;
    size_t count, capacity;
} runs;

/* A run of `length` zeros after a literal zero: matches of distance 1 (at most 258 each), the
 * last few zeros as literals. Calls `match(len)` or `literal()` in order. */
#define FOR_RUN(length, MATCH, LITERAL)                                                           \
    do {                                                                                          \
        size_t left_ = (length);                                                                  \
        while (left_ >= 3) {                                                                      \
            unsigned m_ = left_ > 258 ? 258 : (unsigned)left_;                                    \
            if (left_ - m_ > 0 && left_ - m_ < 3) m_ -= 3;                                        \
            MATCH(m_);                                                                            \
            left_ -= m_;                                                                          \
        }                                                                                         \
        while (left_-- > 0) LITERAL;                                                              \
    } while (0)

/* One dynamic block of `n` filtered bytes. */
static int write_block(bitwriter *b, const uint8_t *data, size_t n, int final, runs *r) {
    uint32_t lit[288] = {0}, dist[30] = {0};
    uint32_t h0[256] = {0}, h1[256] = {0};
    r->count = 0;
    size_t i = 0;
    while (i < n) {
        if (data[i] == 0 && i + MIN_RUN <= n) {
            uint64_t w;
            memcpy(&w, data + i, 8);
            if (w == 0) {
                size_t j = i + 8;
                while (j + 8 <= n) {
                    memcpy(&w, data + j, 8);
                    if (w) break;
                    j += 8;
                }
                while (j < n && data[j] == 0) j++;
                if (r->count == r->capacity) {
                    size_t capacity = r->capacity ? r->capacity * 2 : 256;
                    uint32_t *at = realloc(r->at, capacity * sizeof(uint32_t));
                    if (!at) return BS_PNG_ERROR_MEMORY;
                    r->at = at;
                    uint32_t *length = realloc(r->length, capacity * sizeof(uint32_t));
                    if (!length) return BS_PNG_ERROR_MEMORY;
                    r->length = length;
                    r->capacity = capacity;
                }
                r->at[r->count] = (uint32_t)i;
                r->length[r->count++] = (uint32_t)(j - i);
                lit[0]++;
#define COUNT_MATCH(m) (lit[257 + length_symbol(m)]++, dist[0]++)
                FOR_RUN(j - i - 1, COUNT_MATCH, lit[0]++);
                i = j;
                continue;
            }
        }
        /* Two histograms, alternate bytes: a byte repeated does not wait on its own count. */
        if (i + 1 < n) {
            h0[data[i]]++;
            h1[data[i + 1]]++;
            i += 2;
            if (data[i - 1] == 0 && data[i - 2] != 0) i -= 1, h1[0]--; /* the zero may start a run */
        } else {
            h0[data[i]]++;
            i++;
        }
    }
    for (int s = 0; s < 256; s++) lit[s] += h0[s] + h1[s];
    lit[256] = 1;
    dist[0] += 0;

    uint8_t lengths[288 + 30];
    uint8_t *lit_len = lengths, *dist_len = lengths + 288;
    code_lengths(lit, 286, 15, lit_len);
    /* Distance 1 only: one code of length 1 (allowed alone, RFC 1951 3.2.7). */
    memset(dist_len, 0, 30);
    dist_len[0] = 1;
    int hlit = 286;
    while (hlit > 257 && lit_len[hlit - 1] == 0) hlit--;
    int hdist = 1;

    /* The code lengths, run-length coded with symbols 16, 17 and 18. */
    uint8_t all[286 + 30], sym[286 + 30], extra[286 + 30];
    memcpy(all, lit_len, (size_t)hlit);
    memcpy(all + hlit, dist_len, (size_t)hdist);
    int total = hlit + hdist, count = 0;
    uint32_t cl_freq[19] = {0};
    for (int k = 0; k < total;) {
        int v = all[k], run = 1;
        while (k + run < total && all[k + run] == v) run++;
        int left = run;
        if (v == 0) {
            while (left >= 11) {
                int m = left > 138 ? 138 : left;
                sym[count] = 18, extra[count++] = (uint8_t)(m - 11), left -= m;
            }
            if (left >= 3) sym[count] = 17, extra[count++] = (uint8_t)(left - 3), left = 0;
        } else {
            sym[count] = (uint8_t)v, extra[count++] = 0, left--;
            while (left >= 3) {
                int m = left > 6 ? 6 : left;
                sym[count] = 16, extra[count++] = (uint8_t)(m - 3), left -= m;
            }
        }
        while (left-- > 0) sym[count] = (uint8_t)v, extra[count++] = 0;
        k += run;
    }
    for (int k = 0; k < count; k++) cl_freq[sym[k]]++;
    uint8_t cl_len[19];
    uint16_t cl_code[19];
    code_lengths(cl_freq, 19, 7, cl_len);
    canonical_codes(cl_len, 19, cl_code);
    static const uint8_t cl_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int hclen = 19;
    while (hclen > 4 && cl_len[cl_order[hclen - 1]] == 0) hclen--;

    put_bits(b, (uint64_t)(final ? 1 : 0) | 2u << 1, 3); /* BFINAL, BTYPE 10: dynamic */
    put_bits(b, (uint64_t)(hlit - 257) | (uint64_t)(hdist - 1) << 5 | (uint64_t)(hclen - 4) << 10, 14);
    for (int k = 0; k < hclen; k++) put_bits(b, cl_len[cl_order[k]], 3);
    for (int k = 0; k < count; k++) {
        put_bits(b, cl_code[sym[k]], cl_len[sym[k]]);
        if (sym[k] == 16) put_bits(b, extra[k], 2);
        else if (sym[k] == 17) put_bits(b, extra[k], 3);
        else if (sym[k] == 18) put_bits(b, extra[k], 7);
    }

    uint16_t codes[288];
    canonical_codes(lit_len, 286, codes);
    /* Each literal's code and length in one word, for the inner loop. */
    uint32_t table[256];
    for (int s = 0; s < 256; s++) table[s] = (uint32_t)codes[s] | (uint32_t)lit_len[s] << 16;
    const uint32_t dist_code = 0; /* distance 1: code 0, its one-bit code is 0 */
    (void)dist_code;
    size_t at = 0;
    for (size_t k = 0; k <= r->count; k++) {
        size_t end = k < r->count ? r->at[k] : n;
        for (; at < end; at++) {
            uint32_t t = table[data[at]];
            put_bits(b, t & 0xffff, t >> 16);
        }
        if (k == r->count) break;
        put_bits(b, table[0] & 0xffff, table[0] >> 16);
#define EMIT_MATCH(m)                                                                                   \
    do {                                                                                                \
        int s_ = length_symbol(m);                                                                      \
        put_bits(b, codes[257 + s_] | (uint64_t)((m) - length_base[s_]) << lit_len[257 + s_],           \
                 lit_len[257 + s_] + length_extra[s_] + 1u); /* the distance code's one bit, 0 */       \
    } while (0)
        FOR_RUN(r->length[k] - 1, EMIT_MATCH, put_bits(b, table[0] & 0xffff, table[0] >> 16));
        at = end + r->length[k];
    }
    put_bits(b, codes[256], lit_len[256]);
    return BS_PNG_OK;
}

/* Sub-filters `count` rows into `out` (1 + width * channels bytes a row, filter byte 1). */
static void sub_filter(const uint8_t *rows, size_t stride, uint32_t width, uint32_t count, int channels,
                       int input_channels, uint8_t *out) {
    size_t row_bytes = (size_t)width * (size_t)channels + 1;
    for (uint32_t y = 0; y < count; y++) {
        const uint8_t *s = rows + stride * y;
        uint8_t *d = out + row_bytes * y;
        d[0] = 1;
        d++;
        if (input_channels == channels) {
            size_t n = (size_t)width * (size_t)channels;
            for (int c = 0; c < channels && (size_t)c < n; c++) d[c] = s[c];
            for (size_t i = (size_t)channels; i < n; i++) d[i] = (uint8_t)(s[i] - s[i - (size_t)channels]);
        } else { /* RGB from RGBA: the fourth byte dropped */
            if (width == 0) continue;
            d[0] = s[0], d[1] = s[1], d[2] = s[2];
            for (uint32_t x = 1; x < width; x++) {
                const uint8_t *p = s + 4 * (size_t)x;
                uint8_t *q = d + 3 * (size_t)x;
                q[0] = (uint8_t)(p[0] - p[-4]);
                q[1] = (uint8_t)(p[1] - p[-3]);
                q[2] = (uint8_t)(p[2] - p[-2]);
            }
        }
    }
}

struct bs_fast_png {
    uint32_t width, height, band_rows;
    int channels, input_channels;
    uint32_t bands;
    bs_png_buffer *segments; /* one per band: its deflate blocks */
    uint32_t *adlers;        /* Adler-32 of each band's filtered bytes */
    /* Rows given to bs_fast_png_write and not yet a whole band. */
    uint8_t *pending;
    uint32_t pending_rows, next_row;
};

int bs_fast_png_open(uint32_t width, uint32_t height, int channels, int input_channels, uint32_t band_rows,
                     bs_fast_png **out) {
    *out = NULL;
    if (width == 0 || height == 0 || band_rows == 0 || (channels != 3 && channels != 4) ||
        (input_channels != channels && !(channels == 3 && input_channels == 4)))
        return BS_PNG_ERROR_LIBPNG;
    bs_fast_png *w = calloc(1, sizeof *w);
    if (!w) return BS_PNG_ERROR_MEMORY;
    w->width = width, w->height = height, w->band_rows = band_rows;
    w->channels = channels, w->input_channels = input_channels;
    w->bands = (height + band_rows - 1) / band_rows;
    w->segments = calloc(w->bands, sizeof(bs_png_buffer));
    w->adlers = calloc(w->bands, sizeof(uint32_t));
    if (!w->segments || !w->adlers) {
        bs_fast_png_free(w);
        return BS_PNG_ERROR_MEMORY;
    }
    *out = w;
    return BS_PNG_OK;
}

uint32_t bs_fast_png_bands(const bs_fast_png *w) { return w->bands; }

int bs_fast_png_encode_band(bs_fast_png *w, uint32_t band, const uint8_t *rows, size_t stride) {
    if (band >= w->bands || w->segments[band].bytes) return BS_PNG_ERROR_LIBPNG;
    uint32_t first = band * w->band_rows;
    uint32_t count = w->height - first < w->band_rows ? w->height - first : w->band_rows;
    size_t row_bytes = (size_t)w->width * (size_t)w->channels + 1, n = row_bytes * count;
    uint8_t *filtered = malloc(n);
    /* Worst case: every byte a 15-bit code, plus the headers and the closing stored block. */
    size_t capacity = n * 2 + 1024 * ((count + BLOCK_ROWS - 1) / BLOCK_ROWS) + 64;
    uint8_t *bytes = malloc(capacity);
    runs r = {0};
    int status = BS_PNG_OK;
    if (!filtered || !bytes) status = BS_PNG_ERROR_MEMORY;
    if (status == BS_PNG_OK) {
        sub_filter(rows, stride, w->width, count, w->channels, w->input_channels, filtered);
        bitwriter b = {0, 0, bytes};
        int last_band = band == w->bands - 1;
        for (uint32_t y = 0; y < count && status == BS_PNG_OK; y += BLOCK_ROWS) {
            uint32_t rows_here = count - y < BLOCK_ROWS ? count - y : BLOCK_ROWS;
            int final = last_band && y + rows_here == count;
            status = write_block(&b, filtered + row_bytes * y, row_bytes * rows_here, final, &r);
        }
        if (!last_band) {
            put_bits(&b, 0, 3); /* an empty stored block, not final: the band ends on a byte */
            align_bits(&b);
            *b.p++ = 0, *b.p++ = 0, *b.p++ = 0xff, *b.p++ = 0xff;
        } else {
            align_bits(&b);
        }
        w->adlers[band] = (uint32_t)libdeflate_adler32(1, filtered, n);
        w->segments[band] = (bs_png_buffer){bytes, (size_t)(b.p - bytes), capacity};
        bytes = NULL;
    }
    free(r.at);
    free(r.length);
    free(filtered);
    free(bytes);
    return status;
}

int bs_fast_png_write(bs_fast_png *w, const uint8_t *rows, uint32_t count, size_t stride) {
    if (count > w->height - w->next_row) return BS_PNG_ERROR_LIBPNG;
    size_t in_row = (size_t)w->width * (size_t)w->input_channels;
    while (count > 0) {
        uint32_t band = w->next_row / w->band_rows;
        uint32_t band_end = (band + 1) * w->band_rows < w->height ? (band + 1) * w->band_rows : w->height;
        uint32_t take = band_end - w->next_row < count ? band_end - w->next_row : count;
        if (w->pending_rows == 0 && take == band_end - band * w->band_rows) {
            /* A whole band in the caller's rows: compressed from where they lie. */
            int status = bs_fast_png_encode_band(w, band, rows, stride);
            if (status != BS_PNG_OK) return status;
        } else {
            if (!w->pending) {
                w->pending = malloc(in_row * w->band_rows);
                if (!w->pending) return BS_PNG_ERROR_MEMORY;
            }
            for (uint32_t y = 0; y < take; y++)
                memcpy(w->pending + in_row * (w->pending_rows + y), rows + stride * y, in_row);
            w->pending_rows += take;
            if (w->next_row + take == band_end) {
                int status = bs_fast_png_encode_band(w, band, w->pending, in_row);
                w->pending_rows = 0;
                if (status != BS_PNG_OK) return status;
            }
        }
        w->next_row += take;
        rows += stride * take;
        count -= take;
    }
    return BS_PNG_OK;
}

static int append(bs_png_buffer *out, const void *bytes, size_t n) {
    if (out->count + n > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->count + n) capacity *= 2;
        uint8_t *grown = realloc(out->bytes, capacity);
        if (!grown) return BS_PNG_ERROR_MEMORY;
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, bytes, n);
    out->count += n;
    return BS_PNG_OK;
}

/* The Adler-32 of X then Y from theirs and Y's length (RFC 1950, 8.2: A is 1 plus the bytes'
 * sum, B the sum of A after each byte, both modulo 65521): A(XY) = A(X) + A(Y) - 1 and
 * B(XY) = B(X) + B(Y) + len(Y) * (A(X) - 1). */
static uint32_t adler_join(uint32_t x, uint32_t y, size_t y_length) {
    const uint64_t base = 65521;
    uint64_t ax = x & 0xffff, bx = x >> 16, ay = y & 0xffff, by = y >> 16;
    uint64_t a = (ax + ay + base - 1) % base;
    uint64_t b = (bx + by + (uint64_t)(y_length % base) * ((ax + base - 1) % base)) % base;
    return (uint32_t)(b << 16 | a);
}

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24), p[1] = (uint8_t)(v >> 16), p[2] = (uint8_t)(v >> 8), p[3] = (uint8_t)v;
}

/* A chunk of `type` whose data is `head` (h bytes) then `body` (n bytes). */
static int chunk(bs_png_buffer *out, const char *type, const uint8_t *head, size_t h, const uint8_t *body, size_t n) {
    uint8_t prefix[8], crc_bytes[4];
    put32(prefix, (uint32_t)(h + n));
    memcpy(prefix + 4, type, 4);
    uint32_t crc = (uint32_t)libdeflate_crc32(0, prefix + 4, 4);
    if (h) crc = (uint32_t)libdeflate_crc32(crc, head, h);
    if (n) crc = (uint32_t)libdeflate_crc32(crc, body, n);
    put32(crc_bytes, crc);
    int s = append(out, prefix, 8);
    if (s == BS_PNG_OK && h) s = append(out, head, h);
    if (s == BS_PNG_OK && n) s = append(out, body, n);
    if (s == BS_PNG_OK) s = append(out, crc_bytes, 4);
    return s;
}

int bs_fast_png_finish(bs_fast_png *w, bs_png_buffer *out) {
    memset(out, 0, sizeof *out);
    size_t total = 64;
    for (uint32_t k = 0; k < w->bands; k++) {
        if (!w->segments[k].bytes) return BS_PNG_ERROR_LIBPNG; /* not every row was written */
        total += w->segments[k].count + 12;
    }
    bs_png_buffer png = {malloc(total), 0, total};
    if (!png.bytes) return BS_PNG_ERROR_MEMORY;
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    uint8_t ihdr[13] = {0};
    put32(ihdr, w->width);
    put32(ihdr + 4, w->height);
    ihdr[8] = 8;
    ihdr[9] = w->channels == 4 ? 6 : 2;
    static const uint8_t srgb[1] = {0}; /* perceptual, as libpng's png_set_sRGB writes it */
    /* zlib header: deflate, 32 KiB window, "fastest" level, check bits (RFC 1950). */
    static const uint8_t zlib_head[2] = {0x78, 0x01};
    size_t row_bytes = (size_t)w->width * (size_t)w->channels + 1;
    uint32_t adler = 1;
    for (uint32_t k = 0; k < w->bands; k++) {
        uint32_t rows = k == w->bands - 1 ? w->height - k * w->band_rows : w->band_rows;
        adler = adler_join(adler, w->adlers[k], row_bytes * rows);
    }
    uint8_t adler_bytes[4];
    put32(adler_bytes, adler);
    int s = append(&png, signature, 8);
    if (s == BS_PNG_OK) s = chunk(&png, "IHDR", ihdr, 13, NULL, 0);
    if (s == BS_PNG_OK) s = chunk(&png, "sRGB", srgb, 1, NULL, 0);
    /* One IDAT a band: the first opens with the zlib header, the last ends with the Adler-32. */
    for (uint32_t k = 0; k < w->bands && s == BS_PNG_OK; k++) {
        const bs_png_buffer *seg = &w->segments[k];
        if (k == w->bands - 1) {
            uint8_t *joined = malloc(seg->count + 6);
            if (!joined) s = BS_PNG_ERROR_MEMORY;
            else {
                size_t at = 0;
                if (k == 0) memcpy(joined, zlib_head, 2), at = 2;
                memcpy(joined + at, seg->bytes, seg->count);
                memcpy(joined + at + seg->count, adler_bytes, 4);
                s = chunk(&png, "IDAT", joined, at + seg->count + 4, NULL, 0);
                free(joined);
            }
        } else {
            s = chunk(&png, "IDAT", zlib_head, k == 0 ? 2 : 0, seg->bytes, seg->count);
        }
    }
    if (s == BS_PNG_OK) s = chunk(&png, "IEND", NULL, 0, NULL, 0);
    if (s != BS_PNG_OK) {
        bs_png_buffer_free(&png);
        return s;
    }
    *out = png;
    return BS_PNG_OK;
}

void bs_fast_png_free(bs_fast_png *w) {
    if (!w) return;
    if (w->segments)
        for (uint32_t k = 0; k < w->bands; k++) bs_png_buffer_free(&w->segments[k]);
    free(w->segments);
    free(w->adlers);
    free(w->pending);
    free(w);
}
