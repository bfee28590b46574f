/* The one place where libpng is called. A read or write session is opened, fed or drained a
 * band of rows at a time, and freed; every call sets its own setjmp (as libpng's example.c
 * does), so a libpng error returns a code with libpng's own message copied out, and freeing
 * the session releases everything it allocated. */
#ifndef CPNGSHIM_H
#define CPNGSHIM_H

#include <stddef.h>
#include <stdint.h>

#define BS_PNG_MESSAGE_CAPACITY 256

/** Outcome of a session: 0 on success, otherwise one of the codes below with `message` set. */
typedef enum {
    BS_PNG_OK = 0,
    BS_PNG_ERROR_LIBPNG = 1,   /* libpng reported an error; message is libpng's own text */
    BS_PNG_ERROR_LIMIT = 2,    /* the image exceeds the caller's limits */
    BS_PNG_ERROR_MEMORY = 3,   /* an allocation failed */
    BS_PNG_ERROR_SIGNATURE = 4 /* the data does not start with the PNG signature */
} bs_png_code;

/** What a PNG's header says. */
typedef struct {
    uint32_t width;
    uint32_t height;
    uint8_t source_color_type;
    uint8_t source_bit_depth;
    uint8_t source_interlaced;
    uint8_t opaque; /* no alpha channel and no tRNS: every decoded pixel has alpha 255 */
} bs_png_header;

/** Limits checked against IHDR before any pixel memory is allocated. */
typedef struct {
    uint32_t max_width;
    uint32_t max_height;
    uint64_t max_pixels;
    uint64_t max_chunk_bytes; /* libpng's chunk-cache / ancillary chunk allocation limit */
} bs_png_limits;

/** Growable output buffer for an encoded PNG. */
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} bs_png_buffer;

/** Decodes a PNG held in memory to straight RGBA8 rows, top to bottom, a band at a time, so
 * that rows can be used while later ones are still being inflated. `open` checks the data
 * (signature, IHDR against `limits` before anything is allocated, chunk lengths) and reads the
 * header into `out`; `read` decodes the next `count` rows into `pixels` (width * 4 bytes a
 * row), and must be asked for all rows at once when the image is interlaced; after the last
 * row the file's end is read and checked. 16-bit samples are reduced with libpng's
 * png_set_scale_16 (rounded: v * 255 / 65535); gAMA/cHRM/iCCP are not applied. On an error
 * `message` (given to `open`, kept alive until `free`) holds libpng's text. */
typedef struct bs_png_reader bs_png_reader;
int bs_png_reader_open(const uint8_t *data, size_t size, bs_png_limits limits, bs_png_reader **reader,
                       bs_png_header *out, char message[BS_PNG_MESSAGE_CAPACITY]);
int bs_png_reader_read(bs_png_reader *reader, uint8_t *pixels, uint32_t count);
void bs_png_reader_free(bs_png_reader *reader);
/** Whether a read stopped after the last row because the compressed data went on past it
 * (more than a valid stream's end needs): the rows are complete, the rest of the file unread. */
int bs_png_reader_trailing_cut(const bs_png_reader *reader);

void bs_png_buffer_free(bs_png_buffer *buffer);

/** Encodes 8-bit RGB (`channels` 3) or RGBA (4) rows into memory, compressing them as they are
 * given, with no tIME chunk. `input_channels` may be 4 when `channels` is 3: libpng then drops
 * every fourth byte (alpha) itself. `filters` is a mask of PNG_FILTER_* values, `strategy` a
 * zlib strategy. The colour space is an iCCP chunk holding `icc_profile` (named `icc_name`)
 * when one is given, else an sRGB chunk. `finish` hands the bytes over to `out` (free with
 * bs_png_buffer_free). Errors land in the `message` given to `open`. */
typedef struct bs_png_writer bs_png_writer;
int bs_png_writer_open(uint32_t width, uint32_t height, int channels, int input_channels,
                       int compression_level, int strategy, int filters,
                       const uint8_t *icc_profile, size_t icc_size, const char *icc_name,
                       bs_png_writer **writer, char message[BS_PNG_MESSAGE_CAPACITY]);
int bs_png_writer_write(bs_png_writer *writer, const uint8_t *rows, uint32_t count, size_t stride);
int bs_png_writer_finish(bs_png_writer *writer, bs_png_buffer *out);
void bs_png_writer_free(bs_png_writer *writer);

#endif
