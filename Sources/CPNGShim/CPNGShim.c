#include "CPNGShim.h"

#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    char *message;
    char warning[BS_PNG_MESSAGE_CAPACITY];
} session_error;

static void copy_message(char *dst, const char *src) {
    if (!dst) return;
    strncpy(dst, src ? src : "unknown libpng error", BS_PNG_MESSAGE_CAPACITY - 1);
    dst[BS_PNG_MESSAGE_CAPACITY - 1] = '\0';
}

/* libpng calls this on an error; it must not return. libpng often says why in a warning just
 * before a general error ("Invalid bit depth in IHDR", then "Invalid IHDR data"): the first
 * warning is kept and added in parentheses. */
static void on_error(png_structp png, png_const_charp text) {
    session_error *err = (session_error *)png_get_error_ptr(png);
    if (err && err->message) {
        if (err->warning[0] != '\0') {
            snprintf(err->message, BS_PNG_MESSAGE_CAPACITY, "%s (%s)", text ? text : "unknown libpng error", err->warning);
        } else {
            copy_message(err->message, text);
        }
    }
    png_longjmp(png, 1);
}

/* Warnings (for example a bad ancillary chunk that libpng skips) are not failures; the first is
 * kept in case an error follows. */
static void on_warning(png_structp png, png_const_charp text) {
    session_error *err = (session_error *)png_get_error_ptr(png);
    if (err && err->warning[0] == '\0' && text) {
        strncpy(err->warning, text, BS_PNG_MESSAGE_CAPACITY - 1);
        err->warning[BS_PNG_MESSAGE_CAPACITY - 1] = '\0';
    }
}

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} memory_reader;

struct bs_png_reader {
    png_structp png;
    png_infop info;
    memory_reader source;
    session_error err;
    uint32_t width, height, next_row;
    int interlaced;
    png_bytep *rows; /* the row table of an interlaced read, freed with the reader */
    /* Compressed bytes read after the last row was decoded, while libpng looks for the end of
     * the zlib stream; and whether that search was cut short (see read_from_memory). */
    size_t trailing_bytes;
    int trailing_cut;
    int reading_end; /* png_read_end is reading the chunks after the image data */
    /* What whole-stream decoding needs (see bs_png_reader_inflate_whole). */
    int color_type, bit_depth, has_trns;
    size_t idat_at; /* where the first IDAT's data starts, once png_read_info has returned */
    uint8_t *whole; /* the inflated image data, row by row, unfiltered in place as rows are read */
};

/* How much compressed data after the last row libpng may read looking for the stream's end.
 * A valid stream ends within a few bytes of its last row (the final block and the Adler-32
 * checksum); a stream that goes on is data no row will use, and inflating it to its end once
 * took 5 s for a 2 MB file (issue 24, item 8). 16 KiB of input inflates to at most about
 * 16 MB (deflate's ratio is at most 1032:1): a few milliseconds. */
#define BS_PNG_TRAILING_BUDGET 16384

static void read_from_memory(png_structp png, png_bytep dst, png_size_t length) {
    bs_png_reader *reader = (bs_png_reader *)png_get_io_ptr(png);
    memory_reader *source = &reader->source;
    if (length > source->size - source->offset) {
        png_error(png, "Read beyond end of data (truncated file)");
    }
    /* Every row has been decoded (the last row of the last pass): libpng is inflating what
     * follows only to find the stream's end. */
    int rows_done = reader->interlaced ? png_get_current_pass_number(png) >= 7 : png_get_current_row_number(png) >= reader->height;
    if (rows_done && reader->height > 0 && !reader->reading_end) {
        reader->trailing_bytes += length;
        if (reader->trailing_bytes > BS_PNG_TRAILING_BUDGET) {
            reader->trailing_cut = 1;
            png_error(png, "Compressed data continues after the last row");
        }
    }
    memcpy(dst, source->data + source->offset, length);
    source->offset += length;
}

/* The checks made on the raw bytes before libpng sees them. Returns BS_PNG_OK or a code with
 * `message` set. */
static int precheck(const uint8_t *data, size_t size, bs_png_limits limits, char *message) {
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        copy_message(message, "Not a PNG file (bad signature)");
        return BS_PNG_ERROR_SIGNATURE;
    }
    /* The IHDR must be the first chunk: its size is checked here, before libpng allocates
     * anything for the image, so a header claiming gigapixels costs nothing. libpng's user
     * limits stay set below as a second line. */
    if (size >= 33 && memcmp(data + 12, "IHDR", 4) == 0) {
        uint32_t w = (uint32_t)data[16] << 24 | (uint32_t)data[17] << 16 | (uint32_t)data[18] << 8 | data[19];
        uint32_t h = (uint32_t)data[20] << 24 | (uint32_t)data[21] << 16 | (uint32_t)data[22] << 8 | data[23];
        if (w > limits.max_width || h > limits.max_height) {
            snprintf(message, BS_PNG_MESSAGE_CAPACITY, "Image is %ux%u pixels, over the limit of %u pixels on a side",
                     (unsigned)w, (unsigned)h, (unsigned)(w > limits.max_width ? limits.max_width : limits.max_height));
            return BS_PNG_ERROR_LIMIT;
        }
        if ((uint64_t)w * (uint64_t)h > limits.max_pixels) {
            snprintf(message, BS_PNG_MESSAGE_CAPACITY, "Image is %ux%u pixels, over the limit of %llu pixels",
                     (unsigned)w, (unsigned)h, (unsigned long long)limits.max_pixels);
            return BS_PNG_ERROR_LIMIT;
        }
    }
    /* Every chunk's declared length must fit in what is left of the file. libpng treats an
     * oversized ancillary chunk as a benign error and may still allocate and clear a buffer of
     * the declared size (1.5 GB from an 813-byte file, found by the PNG fuzzer); a length that
     * runs past the end of the data can only be a corrupt or hostile file. */
    for (size_t at = 8; at + 8 <= size;) {
        uint32_t length = (uint32_t)data[at] << 24 | (uint32_t)data[at + 1] << 16 | (uint32_t)data[at + 2] << 8 | data[at + 3];
        char type[5] = {0};
        for (int k = 0; k < 4; k++) {
            uint8_t c = data[at + 4 + k];
            type[k] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
        }
        if ((uint64_t)length + 12 > (uint64_t)(size - at)) {
            snprintf(message, BS_PNG_MESSAGE_CAPACITY, "%s: chunk claims %u bytes but the file ends %zu bytes later (truncated or corrupt)",
                     type, (unsigned)length, size - at - 8);
            return BS_PNG_ERROR_LIBPNG;
        }
        if (memcmp(type, "IEND", 4) == 0) break;
        at += (size_t)length + 12;
    }
    return BS_PNG_OK;
}

int bs_png_reader_open(const uint8_t *data, size_t size, bs_png_limits limits, bs_png_reader **out_reader,
                       bs_png_header *out, char message[BS_PNG_MESSAGE_CAPACITY]) {
    memset(out, 0, sizeof(*out));
    *out_reader = NULL;
    int checked = precheck(data, size, limits, message);
    if (checked != BS_PNG_OK) return checked;
    bs_png_reader *volatile reader = (bs_png_reader *)calloc(1, sizeof(bs_png_reader));
    if (!reader) {
        copy_message(message, "Out of memory for the PNG reader");
        return BS_PNG_ERROR_MEMORY;
    }
    reader->err.message = message;
    reader->source = (memory_reader){data, size, 0};
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->err, on_error, on_warning);
    if (reader->png) reader->info = png_create_info_struct(reader->png);
    if (!reader->png || !reader->info) {
        bs_png_reader_free(reader);
        copy_message(message, "png_create_read_struct failed");
        return BS_PNG_ERROR_MEMORY;
    }
    volatile int code = BS_PNG_ERROR_LIBPNG;
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (setjmp(png_jmpbuf(png))) {
        bs_png_reader_free(reader);
        return code;
    }
    png_set_read_fn(png, reader, read_from_memory);
    png_set_user_limits(png, limits.max_width, limits.max_height);
    if (limits.max_chunk_bytes > 0) png_set_chunk_malloc_max(png, (png_alloc_size_t)limits.max_chunk_bytes);
    /* Ancillary chunks BarScope never uses are skipped unread (their CRC is still checked):
     * text above all, whose zTXt/iTXt chunks inflate (200 of them cost 1.57 GB and 11 s,
     * issue 24, item 7); iCCP is not applied either (see CPNGShim.h). Unknown chunks are dropped too (libpng's default without a
     * callback, said here), and at most a few ancillary chunks are kept. */
    static const png_byte ignored[] = "tEXt\0zTXt\0iTXt\0iCCP\0sPLT\0eXIf\0hIST\0pCAL\0sCAL\0tIME\0oFFs\0pHYs\0sBIT\0bKGD\0sTER\0";
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, ignored, (int)(sizeof ignored / 5));
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_chunk_cache_max(png, 32);
    png_read_info(png, info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    if ((uint64_t)width * (uint64_t)height > limits.max_pixels) {
        code = BS_PNG_ERROR_LIMIT;
        char text[BS_PNG_MESSAGE_CAPACITY];
        snprintf(text, sizeof text, "Image is %ux%u pixels, over the limit of %llu pixels",
                 (unsigned)width, (unsigned)height, (unsigned long long)limits.max_pixels);
        png_error(png, text);
    }
    out->width = width;
    out->height = height;
    out->source_color_type = (uint8_t)color_type;
    out->source_bit_depth = (uint8_t)bit_depth;
    out->source_interlaced = interlace != PNG_INTERLACE_NONE;

    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    out->opaque = !(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns;
    if (out->opaque) png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t rowbytes = png_get_rowbytes(png, info);
    if (rowbytes != (size_t)width * 4) {
        png_error(png, "Unexpected row size after transformations");
    }
    reader->width = width;
    reader->height = height;
    reader->interlaced = interlace != PNG_INTERLACE_NONE;
    reader->color_type = color_type;
    reader->bit_depth = bit_depth;
    reader->has_trns = has_trns;
    /* png_read_info stops having read the first IDAT's length and type. */
    reader->idat_at = reader->source.offset;
    *out_reader = reader;
    return BS_PNG_OK;
}

static int read_whole(bs_png_reader *reader, uint8_t *pixels, uint32_t count);

int bs_png_reader_read(bs_png_reader *reader, uint8_t *pixels, uint32_t count) {
    if (reader->whole) return read_whole(reader, pixels, count);
    png_structp png = reader->png;
    if (setjmp(png_jmpbuf(png))) {
        /* Cut short after the last row: every row is in `pixels`; only the rest of the file
         * (its end, and any chunks after the image data) is left unread. */
        if (reader->trailing_cut) {
            reader->next_row = reader->height;
            return BS_PNG_OK;
        }
        return BS_PNG_ERROR_LIBPNG;
    }
    size_t stride = (size_t)reader->width * 4;
    if (reader->interlaced) {
        /* Every pass touches every row: an interlaced image can only be read whole. */
        if (reader->next_row != 0 || count != reader->height) png_error(png, "An interlaced PNG must be read whole");
        reader->rows = (png_bytep *)malloc(sizeof(png_bytep) * (size_t)reader->height);
        if (!reader->rows) png_error(png, "Out of memory for the decoded image");
        for (png_uint_32 y = 0; y < reader->height; y++) reader->rows[y] = pixels + (size_t)y * stride;
        png_read_image(png, reader->rows);
    } else {
        if (count > reader->height - reader->next_row) png_error(png, "Read past the last row");
        for (uint32_t y = 0; y < count; y++) png_read_row(png, pixels + (size_t)y * stride, NULL);
    }
    reader->next_row += count;
    if (reader->next_row == reader->height) {
        reader->reading_end = 1;
        png_read_end(png, NULL);
    }
    return BS_PNG_OK;
}

int bs_png_reader_trailing_cut(const bs_png_reader *reader) { return reader->trailing_cut; }

void bs_png_reader_free(bs_png_reader *reader) {
    if (!reader) return;
    if (reader->png) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    free(reader->rows);
    free(reader->whole);
    free(reader);
}

static inline uint32_t read_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* The most image data inflated whole: 48 MiB, a 4K screen's RGBA three times over, so that
 * the extra buffer stays small against the decoded image's own limit (larger images are
 * inflated row by row by libpng, as before). */
#define BS_PNG_WHOLE_MAX ((size_t)48 << 20)

int bs_png_reader_inflate_whole(bs_png_reader *reader) {
    if (reader->whole) return 1;
    if (reader->interlaced || reader->next_row != 0 || reader->bit_depth != 8 || reader->has_trns ||
        (reader->color_type != PNG_COLOR_TYPE_RGB && reader->color_type != PNG_COLOR_TYPE_RGB_ALPHA))
        return 0;
    const uint8_t *data = reader->source.data;
    size_t size = reader->source.size, at = reader->idat_at;
    if (at < 8 || at > size || memcmp(data + at - 4, "IDAT", 4) != 0) return 0;
    at -= 8;
    int channels = reader->color_type == PNG_COLOR_TYPE_RGB ? 3 : 4;
    size_t row_bytes = (size_t)reader->width * (size_t)channels + 1;
    size_t total = row_bytes * reader->height;
    if (reader->height == 0 || total / reader->height != row_bytes || total > BS_PNG_WHOLE_MAX) return 0;
    /* The run of IDAT chunks, each CRC checked (precheck made sure every length fits the file). */
    const uint8_t *stream = NULL;
    uint8_t *joined = NULL;
    size_t stream_size = 0, chunks = 0;
    while (at + 12 <= size && memcmp(data + at + 4, "IDAT", 4) == 0) {
        uint32_t length = read_be32(data + at);
        if ((uint64_t)length + 12 > size - at) goto unusual;
        if ((uint32_t)libdeflate_crc32(0, data + at + 4, (size_t)length + 4) != read_be32(data + at + 8 + length))
            goto unusual;
        if (chunks == 0) {
            stream = data + at + 8;
            stream_size = length;
        } else {
            uint8_t *grown = (uint8_t *)realloc(joined, stream_size + length);
            if (!grown) goto unusual;
            if (!joined) memcpy(grown, stream, stream_size);
            memcpy(grown + stream_size, data + at + 8, length);
            joined = grown;
            stream = joined;
            stream_size += length;
        }
        chunks++;
        at += (size_t)length + 12;
    }
    /* What follows must be ordinary: ancillary chunks with good CRCs, then an empty IEND.
     * Anything else is left to libpng, which says what is wrong as it always has. */
    for (;;) {
        if (at + 12 > size) goto unusual;
        uint32_t length = read_be32(data + at);
        if ((uint64_t)length + 12 > size - at) goto unusual;
        const uint8_t *type = data + at + 4;
        if ((uint32_t)libdeflate_crc32(0, type, (size_t)length + 4) != read_be32(data + at + 8 + length)) goto unusual;
        if (memcmp(type, "IEND", 4) == 0) {
            if (length != 0) goto unusual;
            break;
        }
        if (!(type[0] & 0x20)) goto unusual; /* a critical chunk after the image data */
        for (int k = 0; k < 4; k++)
            if (!((type[k] >= 'A' && type[k] <= 'Z') || (type[k] >= 'a' && type[k] <= 'z'))) goto unusual;
        at += (size_t)length + 12;
    }
    {
        uint8_t *whole = (uint8_t *)malloc(total);
        if (!whole) goto unusual;
        struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
        size_t used = 0, made = 0;
        enum libdeflate_result result = inflater ? libdeflate_zlib_decompress_ex(inflater, stream, stream_size, whole,
                                                                                 total, &used, &made)
                                                 : LIBDEFLATE_BAD_DATA;
        libdeflate_free_decompressor(inflater);
        /* Exactly the rows, and the stream ending exactly where the data does; else libpng's
         * path (and its words: too little data, data after the last row, a bad stream). */
        if (result != LIBDEFLATE_SUCCESS || used != stream_size || made != total) {
            free(whole);
            goto unusual;
        }
        /* A filter type libpng refuses: its path, and its error. */
        for (uint32_t y = 0; y < reader->height; y++) {
            if (whole[row_bytes * y] > 4) {
                free(whole);
                goto unusual;
            }
        }
        free(joined);
        reader->whole = whole;
        return 1;
    }
unusual:
    free(joined);
    return 0;
}

static inline uint8_t paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (uint8_t)(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c));
}

/* Undoes PNG's five filters on `count` rows of the inflated data, in place, from the next
 * row on (filter types were checked when the data was inflated). */
static void unfilter_whole(bs_png_reader *reader, uint32_t count) {
    size_t bpp = reader->color_type == PNG_COLOR_TYPE_RGB ? 3 : 4;
    size_t n = (size_t)reader->width * bpp, row_bytes = n + 1;
    for (uint32_t k = 0; k < count; k++) {
        uint32_t y = reader->next_row + k;
        uint8_t *row = reader->whole + row_bytes * y, *p = row + 1;
        const uint8_t *up = y ? p - row_bytes : NULL;
        switch (row[0]) {
        case 1:
            for (size_t i = bpp; i < n; i++) p[i] = (uint8_t)(p[i] + p[i - bpp]);
            break;
        case 2:
            if (up)
                for (size_t i = 0; i < n; i++) p[i] = (uint8_t)(p[i] + up[i]);
            break;
        case 3:
            for (size_t i = 0; i < n; i++) p[i] = (uint8_t)(p[i] + (((i >= bpp ? p[i - bpp] : 0) + (up ? up[i] : 0)) >> 1));
            break;
        case 4:
            if (!up) { /* Paeth on the first row is Sub */
                for (size_t i = bpp; i < n; i++) p[i] = (uint8_t)(p[i] + p[i - bpp]);
            } else {
                for (size_t i = 0; i < bpp; i++) p[i] = (uint8_t)(p[i] + up[i]);
                for (size_t i = bpp; i < n; i++) p[i] = (uint8_t)(p[i] + paeth(p[i - bpp], up[i], up[i - bpp]));
            }
            break;
        default: break; /* 0, None */
        }
        row[0] = 0; /* done: a row is never unfiltered twice */
    }
}

/* Rows from the inflated data, unfiltered, then copied out as RGBA (an RGB row gains alpha 255). */
static int read_whole(bs_png_reader *reader, uint8_t *pixels, uint32_t count) {
    if (count > reader->height - reader->next_row) {
        copy_message(reader->err.message, "Read past the last row");
        return BS_PNG_ERROR_LIBPNG;
    }
    unfilter_whole(reader, count);
    size_t bpp = reader->color_type == PNG_COLOR_TYPE_RGB ? 3 : 4;
    size_t n = (size_t)reader->width * bpp, row_bytes = n + 1;
    for (uint32_t k = 0; k < count; k++) {
        const uint8_t *p = reader->whole + row_bytes * (reader->next_row + k) + 1;
        uint8_t *d = pixels + (size_t)k * reader->width * 4;
        if (bpp == 4) {
            memcpy(d, p, n);
        } else {
            for (uint32_t x = 0; x < reader->width; x++, d += 4, p += 3) d[0] = p[0], d[1] = p[1], d[2] = p[2], d[3] = 255;
        }
    }
    reader->next_row += count;
    return BS_PNG_OK;
}

uint8_t *bs_png_reader_unfilter_rgb(bs_png_reader *reader, uint32_t count, size_t *stride) {
    if (!reader->whole || reader->color_type != PNG_COLOR_TYPE_RGB || count > reader->height - reader->next_row)
        return NULL;
    size_t row_bytes = (size_t)reader->width * 3 + 1;
    uint8_t *first = reader->whole + row_bytes * reader->next_row + 1;
    unfilter_whole(reader, count);
    reader->next_row += count;
    *stride = row_bytes;
    return first;
}

static void write_to_buffer(png_structp png, png_bytep src, png_size_t length) {
    bs_png_buffer *buffer = (bs_png_buffer *)png_get_io_ptr(png);
    if (buffer->count + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->count + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
        if (!grown) png_error(png, "Out of memory for the encoded PNG");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, src, length);
    buffer->count += length;
}

static void flush_nothing(png_structp png) { (void)png; }

struct bs_png_writer {
    png_structp png;
    png_infop info;
    session_error err;
    bs_png_buffer out;
    uint32_t height, next_row;
};

int bs_png_writer_open(uint32_t width, uint32_t height, int channels, int input_channels,
                       int compression_level, int strategy, int filters,
                       const uint8_t *icc_profile, size_t icc_size, const char *icc_name,
                       bs_png_writer **out_writer, char message[BS_PNG_MESSAGE_CAPACITY]) {
    *out_writer = NULL;
    if ((channels != 3 && channels != 4) || (input_channels != channels && !(channels == 3 && input_channels == 4))) {
        copy_message(message, "channels must be 3 (RGB) or 4 (RGBA), from rows of 3 or 4 (RGB from RGBA drops alpha)");
        return BS_PNG_ERROR_LIBPNG;
    }
    bs_png_writer *volatile writer = (bs_png_writer *)calloc(1, sizeof(bs_png_writer));
    if (!writer) {
        copy_message(message, "Out of memory for the PNG writer");
        return BS_PNG_ERROR_MEMORY;
    }
    writer->err.message = message;
    writer->height = height;
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer->err, on_error, on_warning);
    if (writer->png) writer->info = png_create_info_struct(writer->png);
    if (!writer->png || !writer->info) {
        bs_png_writer_free(writer);
        copy_message(message, "png_create_write_struct failed");
        return BS_PNG_ERROR_MEMORY;
    }
    png_structp png = writer->png;
    png_infop info = writer->info;
    if (setjmp(png_jmpbuf(png))) {
        bs_png_writer_free(writer);
        return BS_PNG_ERROR_LIBPNG;
    }
    png_set_write_fn(png, &writer->out, write_to_buffer, flush_nothing);
    png_set_IHDR(png, info, width, height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (icc_profile != NULL && icc_size > 0) {
        png_set_iCCP(png, info, icc_name, PNG_COMPRESSION_TYPE_BASE, icc_profile, (png_uint_32)icc_size);
    } else {
        png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    }
    png_set_compression_level(png, compression_level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    /* RGB from RGBA rows: libpng strips the fourth byte itself, so callers need no RGB copy. */
    if (channels == 3 && input_channels == 4) png_set_filler(png, 0, PNG_FILLER_AFTER);
    *out_writer = writer;
    return BS_PNG_OK;
}

int bs_png_writer_write(bs_png_writer *writer, const uint8_t *rows, uint32_t count, size_t stride) {
    png_structp png = writer->png;
    if (setjmp(png_jmpbuf(png))) return BS_PNG_ERROR_LIBPNG;
    if (count > writer->height - writer->next_row) png_error(png, "Wrote past the last row");
    for (uint32_t y = 0; y < count; y++) png_write_row(png, (png_const_bytep)(rows + (size_t)y * stride));
    writer->next_row += count;
    return BS_PNG_OK;
}

int bs_png_writer_finish(bs_png_writer *writer, bs_png_buffer *out) {
    memset(out, 0, sizeof(*out));
    png_structp png = writer->png;
    if (setjmp(png_jmpbuf(png))) return BS_PNG_ERROR_LIBPNG;
    if (writer->next_row != writer->height) png_error(png, "Not every row was written");
    png_write_end(png, NULL);
    *out = writer->out;
    memset(&writer->out, 0, sizeof(writer->out));
    return BS_PNG_OK;
}

void bs_png_writer_free(bs_png_writer *writer) {
    if (!writer) return;
    if (writer->png) png_destroy_write_struct(&writer->png, writer->info ? &writer->info : NULL);
    bs_png_buffer_free(&writer->out);
    free(writer);
}

void bs_png_buffer_free(bs_png_buffer *buffer) {
    if (!buffer) return;
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
    buffer->capacity = 0;
}
