/* The backdrop blur's inner loops with 16-bit window sums, on as many lanes as the CPU offers.
 *
 * A box pass divides each window sum s by the box width w, rounding half up: (s + w/2) / w.
 * For the boxes UIKit's blur radii give (75 px at @2x, 113 px at @3x) the sums fit in 16 bits
 * (s <= 255 w), and the division is exact as a 16-bit multiply-high and a shift: with
 * N = 16 + shift and multiplier = floor(2^N / w) + 1, floor(x * multiplier / 2^N) = floor(x / w)
 * for every x < 256 w once 256 w^2 <= 2^N (the error x / 2^N stays under 1/w). So eight or
 * sixteen sums share one vector register, against four 32-bit ones in the Swift loops
 * (Compositing's BoxBlur), which remain for wider boxes. Both compute every output the same
 * way; the results are identical, byte for byte (tests compare them).
 *
 * On x86-64 the loops are compiled twice, for the baseline (SSE2) and for AVX2, and the AVX2
 * build is used where the CPU has it (checked once). Elsewhere (arm64) the compiler vectorises
 * them for NEON. */
#ifndef CBOXBLUR_H
#define CBOXBLUR_H

#include <stddef.h>
#include <stdint.h>

/** How one box width divides: see above. */
typedef struct {
    uint16_t multiplier;
    uint16_t shift;
    uint16_t half;
    uint16_t box;
} bs_box_divisor;

/** Fills `divisor` for an odd box width and returns 1 when 16-bit sums are exact for it, 0
 * otherwise (boxes wider than 181 px; the caller then uses 32-bit sums). */
int bs_box_divisor_for(int box, bs_box_divisor *divisor);

/** One horizontal pass over one row of `width` RGBA pixels, edges extended: `in` to `out`
 * (which must not overlap). */
void bs_box_horizontal16(const uint8_t *in, uint8_t *out, int width, int radius, bs_box_divisor divisor);

/** Steps [from, to) of one vertical pass over `span` bytes of each row (a run of whole pixels),
 * from `copy` (rows of `row_length` bytes, `height` rows, edges extended) into `pixels` (rows
 * `stride` bytes apart); both pointers are already offset to the run's first byte. `sums` holds
 * the pass's running window sums for the run, one per byte; step 0 sets them up and later calls
 * resume where the last one stopped (step y writes row y, then moves the window down a row). */
void bs_box_vertical16(const uint8_t *copy, size_t row_length, int height, uint8_t *pixels, size_t stride,
                       size_t span, uint16_t *sums, int radius, int from, int to, bs_box_divisor divisor);

/** The vertical pass of a progressive blur (a radius a row) over `span` bytes of each row (a run
 * of whole pixels), from `copy` (rows of `row_length` bytes, `height` rows) into `pixels` (rows
 * `stride` bytes apart): each row y whose radius[y] is above 0 gets the rounded means of rows
 * y - radius[y] ... y + radius[y], edges extended; other rows are left alone. One window sum a
 * byte (`sums`, `span` of them) moves down the rows, grown or shrunk to each row's window, as
 * Compositing's ProgressiveBlur does in 32 bits. `divisors[r]` divides the box of radius r
 * (bs_box_divisor_for(2r + 1), for every radius the rows use); the outputs are then the same
 * bytes. */
void bs_progressive_vertical16(const uint8_t *copy, size_t row_length, int height, uint8_t *pixels, size_t stride,
                               size_t span, uint16_t *sums, const int *radius, const bs_box_divisor *divisors);

#endif
