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
/** Before the first row is read: inflates the whole image data at once with libdeflate (about
 * twice zlib's speed) when the image is 8-bit RGB or RGBA without tRNS, not interlaced, at most
 * 48 MiB of image data, its IDAT chunks' CRCs good, and everything after them ordinary
 * (ancillary chunks with good CRCs, an empty IEND); the stream must inflate to exactly the
 * rows, with valid filter types. Later reads then unfilter rows from that buffer. Returns 1
 * when it did; 0 leaves the reader as it was, to libpng's row-by-row path, which checks and
 * reports every other file as before. libpng has still read and checked every chunk before
 * the image data. */
int bs_png_reader_inflate_whole(bs_png_reader *reader);
/** For an RGB image inflated whole: unfilters the next `count` rows where they lie and returns
 * the first one's first pixel (3 bytes a pixel; rows `*stride` bytes apart, the filter bytes
 * between them), owned by the reader; later rows are not touched. NULL when the image was not
 * inflated whole or is not RGB. The rows are the reader's to give once: they count as read. */
uint8_t *bs_png_reader_unfilter_rgb(bs_png_reader *reader, uint32_t count, size_t *stride);
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

/** BarScope's own encoder for the `fast` preset (FastPNG.c): 8-bit RGB (`channels` 3) or RGBA
 * (4) rows, Sub-filtered, compressed in bands of `band_rows` rows, each band its own
 * dynamic-Huffman deflate blocks with runs of zeros as distance-1 matches, ending on a byte, so
 * that bands can be compressed on any thread in any order and still join into one zlib stream;
 * the bytes depend only on the rows and `band_rows`. The file holds IHDR, sRGB, one IDAT a band
 * and IEND. `input_channels` may be 4 when `channels` is 3 (alpha dropped).
 * `encode_band` compresses band `band` (its rows at `rows`, `stride` bytes apart) and may be
 * called for different bands at once from different threads; `write` takes rows in order, any
 * number at a time (one thread); `finish` joins the bands (every band compressed) into `out`. */
typedef struct bs_fast_png bs_fast_png;
int bs_fast_png_open(uint32_t width, uint32_t height, int channels, int input_channels, uint32_t band_rows,
                     bs_fast_png **writer);
uint32_t bs_fast_png_bands(const bs_fast_png *writer);
int bs_fast_png_encode_band(bs_fast_png *writer, uint32_t band, const uint8_t *rows, size_t stride);
int bs_fast_png_write(bs_fast_png *writer, const uint8_t *rows, uint32_t count, size_t stride);
int bs_fast_png_finish(bs_fast_png *writer, bs_png_buffer *out);
void bs_fast_png_free(bs_fast_png *writer);
#endif
