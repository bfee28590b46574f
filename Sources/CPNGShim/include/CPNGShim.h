/* The one place where libpng is called. Each function owns a whole read or write session
 * under a single setjmp (as libpng's own example.c does); on any libpng error the session is
 * torn down, everything allocated is freed, and libpng's own message is copied out. */
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

/** A decoded image: straight (not premultiplied) RGBA, 8 bits per channel, rows top to bottom. */
typedef struct {
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;         /* width * height * 4 bytes, malloc'ed; free with bs_png_image_free */
    uint8_t source_color_type;
    uint8_t source_bit_depth;
    uint8_t source_interlaced;
} bs_png_image;

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

/** Decodes a whole PNG held in memory to RGBA8. 16-bit samples are reduced with libpng's
 * png_set_scale_16 (rounded: v * 255 / 65535); gAMA/cHRM/iCCP are not applied. */
int bs_png_decode(const uint8_t *data, size_t size, bs_png_limits limits,
                  bs_png_image *out, char message[BS_PNG_MESSAGE_CAPACITY]);
void bs_png_image_free(bs_png_image *image);

/** A decode in steps, so that rows can be used while later ones are still being decoded.
 * `open` makes every check `bs_png_decode` makes and reads the header into `out` (pixels stay
 * NULL); `read` decodes the next `count` rows into `pixels` (width * 4 bytes a row), and must
 * be asked for all rows at once when the image is interlaced; after the last row the file's
 * end is read and checked. On an error `message` (given to `open`) holds libpng's text. */
typedef struct bs_png_reader bs_png_reader;
int bs_png_reader_open(const uint8_t *data, size_t size, bs_png_limits limits, bs_png_reader **reader,
                       bs_png_image *out, char message[BS_PNG_MESSAGE_CAPACITY]);
int bs_png_reader_read(bs_png_reader *reader, uint8_t *pixels, uint32_t count);
void bs_png_reader_free(bs_png_reader *reader);

/** Encodes 8-bit RGB (channels = 3) or RGBA (channels = 4) rows into memory, with no tIME
 * chunk. `filters` is a mask of PNG_FILTER_* values, `strategy` a zlib strategy. The colour
 * space is an iCCP chunk holding `icc_profile` (named `icc_name`) when one is given, else an
 * sRGB chunk. */
int bs_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                  int compression_level, int strategy, int filters,
                  const uint8_t *icc_profile, size_t icc_size, const char *icc_name,
                  bs_png_buffer *out, char message[BS_PNG_MESSAGE_CAPACITY]);
void bs_png_buffer_free(bs_png_buffer *buffer);

/** An encode in steps: rows are compressed as they are given. `input_channels` may be 4 when
 * `channels` is 3: libpng then drops every fourth byte (alpha) itself. `finish` hands the
 * bytes over to `out` (free with bs_png_buffer_free). Errors land in the `message` given to
 * `open`. */
typedef struct bs_png_writer bs_png_writer;
int bs_png_writer_open(uint32_t width, uint32_t height, int channels, int input_channels,
                       int compression_level, int strategy, int filters,
                       const uint8_t *icc_profile, size_t icc_size, const char *icc_name,
                       bs_png_writer **writer, char message[BS_PNG_MESSAGE_CAPACITY]);
int bs_png_writer_write(bs_png_writer *writer, const uint8_t *rows, uint32_t count, size_t stride);
int bs_png_writer_finish(bs_png_writer *writer, bs_png_buffer *out);
void bs_png_writer_free(bs_png_writer *writer);

#endif
