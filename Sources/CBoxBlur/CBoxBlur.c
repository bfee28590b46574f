#include "CBoxBlur.h"

#include <string.h>

#if defined(__x86_64__)
#include <cpuid.h>
#endif

typedef uint8_t u8x8 __attribute__((vector_size(8)));
typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef uint32_t u32x8 __attribute__((vector_size(32)));
typedef uint16_t u16x4 __attribute__((vector_size(8)));
typedef uint8_t u8x4 __attribute__((vector_size(4)));

#define ALWAYS_INLINE static inline __attribute__((always_inline))

int bs_box_divisor_for(int box, bs_box_divisor *divisor) {
    if (box < 1 || box > 255) return 0;
    uint64_t w = (uint64_t)box;
    for (int shift = 0; shift < 16; shift++) {
        uint64_t n = 1ull << (16 + shift);
        uint64_t multiplier = n / w + 1;
        if (256 * w * w <= n && multiplier <= 0xffff) {
            divisor->multiplier = (uint16_t)multiplier;
            divisor->shift = (uint16_t)shift;
            divisor->half = (uint16_t)(box / 2);
            divisor->box = (uint16_t)box;
            return 1;
        }
    }
    return 0;
}

/* (s + w/2) / w for sums s <= 255 w: a multiply-high and a shift (see the header). */
ALWAYS_INLINE u16x8 divide8(u16x8 s, bs_box_divisor d) {
    u16x8 x = s + d.half;
    u32x8 wide = __builtin_convertvector(x, u32x8) * (uint32_t)d.multiplier;
    return __builtin_convertvector(wide >> 16, u16x8) >> d.shift;
}

ALWAYS_INLINE uint8_t divide1(uint16_t s, bs_box_divisor d) {
    uint16_t x = (uint16_t)(s + d.half);
    return (uint8_t)((uint16_t)(((uint32_t)x * d.multiplier) >> 16) >> d.shift);
}

ALWAYS_INLINE u16x4 pixel(const uint8_t *in, int i) {
    u8x4 p;
    memcpy(&p, in + (size_t)i * 4, 4);
    return __builtin_convertvector(p, u16x4);
}

ALWAYS_INLINE u16x8 pixels2(const uint8_t *in, int i) {
    u8x8 p;
    memcpy(&p, in + (size_t)i * 4, 8);
    return __builtin_convertvector(p, u16x8);
}

/* One pixel's mean, through the 8-lane division (the row's clamped ends only). */
ALWAYS_INLINE void put(uint8_t *out, int i, u16x4 sum, bs_box_divisor d) {
    u16x8 means = divide8(__builtin_shufflevector(sum, sum, 0, 1, 2, 3, 0, 1, 2, 3), d);
    u8x4 mean = __builtin_convertvector(__builtin_shufflevector(means, means, 0, 1, 2, 3), u8x4);
    memcpy(out + (size_t)i * 4, &mean, 4);
}

/* The window's running sum walks the row; the sums wrap modulo 2^16 on the way but every
 * window sum itself is below 2^16, so the outputs are exact. The middle of the row, where no
 * index is clamped, takes two pixels a step: the second one's sum is the first's plus one
 * difference, so the two differences and both sums fill one 8-lane register. */
ALWAYS_INLINE void horizontal_body(const uint8_t *restrict in, uint8_t *restrict out, int width, int radius, bs_box_divisor d) {
    int last = width - 1;
    u16x4 sum = {0, 0, 0, 0};
    for (int k = -radius; k <= radius; k++) sum += pixel(in, k < 0 ? 0 : (k > last ? last : k));
    int left_end = radius < width ? radius : width;
    int middle_end = width - radius - 1 > left_end ? width - radius - 1 : left_end;
    u16x4 first = pixel(in, 0), last_pixel = pixel(in, last);
    int i = 0;
    for (; i < left_end; i++) {
        put(out, i, sum, d);
        int j = i + radius + 1;
        sum += pixel(in, j > last ? last : j) - first;
    }
    u16x8 sums = __builtin_shufflevector(sum, sum, 0, 1, 2, 3, 0, 1, 2, 3);
    const u16x8 zero = {0};
    for (; i + 1 < middle_end; i += 2) {
        u16x8 difference = pixels2(in, i + radius + 1) - pixels2(in, i - radius);
        /* [sum_i, sum_i + d_i] */
        u16x8 pair = sums + __builtin_shufflevector(zero, difference, 0, 1, 2, 3, 8, 9, 10, 11);
        u8x8 means = __builtin_convertvector(divide8(pair, d), u8x8);
        memcpy(out + (size_t)i * 4, &means, 8);
        u16x8 next = pair + difference;
        sums = __builtin_shufflevector(next, next, 4, 5, 6, 7, 4, 5, 6, 7);
    }
    sum = __builtin_shufflevector(sums, sums, 0, 1, 2, 3);
    for (; i < middle_end; i++) {
        put(out, i, sum, d);
        sum += pixel(in, i + radius + 1) - pixel(in, i - radius);
    }
    for (; i < width; i++) {
        put(out, i, sum, d);
        int j = i - radius;
        sum += last_pixel - pixel(in, j < 0 ? 0 : j);
    }
}

/* Each sum is divided into its output and moved down one row in the same loop, which the
 * compiler vectorises across the run's bytes. */
ALWAYS_INLINE void vertical_body(const uint8_t *copy, size_t row_length, int height, uint8_t *pixels, size_t stride,
                                 size_t span, uint16_t *restrict sums, int radius, int from, int to, bs_box_divisor d) {
#define ROW(y) (copy + (size_t)((y) < 0 ? 0 : ((y) > height - 1 ? height - 1 : (y))) * row_length)
    if (from == 0) {
        memset(sums, 0, span * sizeof(uint16_t));
        for (int k = -radius; k <= radius; k++) {
            const uint8_t *restrict row = ROW(k);
            for (size_t i = 0; i < span; i++) sums[i] += row[i];
        }
    }
    for (int y = from; y < to; y++) {
        uint8_t *restrict out = pixels + (size_t)y * stride;
        const uint8_t *restrict add = ROW(y + radius + 1);
        const uint8_t *restrict sub = ROW(y - radius);
        for (size_t i = 0; i < span; i++) {
            uint16_t s = sums[i];
            out[i] = divide1(s, d);
            sums[i] = (uint16_t)(s + add[i] - sub[i]);
        }
    }
#undef ROW
}

/* A progressive blur's vertical pass (see the header). The window [lo, hi) of rows in the sums
 * is grown or shrunk to each row's; the sums wrap modulo 2^16 on the way, but every window sum
 * (with the extended edges' rows added) is below 2^16, so the outputs are exact. */
ALWAYS_INLINE void progressive_vertical_body(const uint8_t *copy, size_t row_length, int height, uint8_t *pixels,
                                             size_t stride, size_t span, uint16_t *restrict sums, const int *radius,
                                             const bs_box_divisor *divisors) {
    int lo = 0, hi = 0;
    memset(sums, 0, span * sizeof(uint16_t));
    const uint8_t *restrict first = copy, *restrict last = copy + (size_t)(height - 1) * row_length;
    for (int y = 0; y < height; y++) {
        int r = radius[y];
        if (r <= 0) continue;
        int new_lo = y - r < 0 ? 0 : y - r;
        int new_hi = (y + r > height - 1 ? height - 1 : y + r) + 1;
        if (new_lo >= hi || new_hi <= lo) {
            memset(sums, 0, span * sizeof(uint16_t));
            lo = hi = new_lo;
        }
        for (; lo < new_lo; lo++) {
            const uint8_t *restrict row = copy + (size_t)lo * row_length;
            for (size_t i = 0; i < span; i++) sums[i] = (uint16_t)(sums[i] - row[i]);
        }
        while (lo > new_lo) {
            lo--;
            const uint8_t *restrict row = copy + (size_t)lo * row_length;
            for (size_t i = 0; i < span; i++) sums[i] = (uint16_t)(sums[i] + row[i]);
        }
        for (; hi < new_hi; hi++) {
            const uint8_t *restrict row = copy + (size_t)hi * row_length;
            for (size_t i = 0; i < span; i++) sums[i] = (uint16_t)(sums[i] + row[i]);
        }
        while (hi > new_hi) {
            hi--;
            const uint8_t *restrict row = copy + (size_t)hi * row_length;
            for (size_t i = 0; i < span; i++) sums[i] = (uint16_t)(sums[i] - row[i]);
        }
        bs_box_divisor d = divisors[r];
        uint16_t below = (uint16_t)(r - y > 0 ? r - y : 0), above = (uint16_t)(y + r - (height - 1) > 0 ? y + r - (height - 1) : 0);
        uint8_t *restrict out = pixels + (size_t)y * stride;
        if (below == 0 && above == 0) {
            for (size_t i = 0; i < span; i++) out[i] = divide1(sums[i], d);
        } else {
            for (size_t i = 0; i < span; i++)
                out[i] = divide1((uint16_t)(sums[i] + below * first[i] + above * last[i]), d);
        }
    }
}

static void progressive_vertical_baseline(const uint8_t *copy, size_t row_length, int height, uint8_t *pixels,
                                          size_t stride, size_t span, uint16_t *sums, const int *radius,
                                          const bs_box_divisor *divisors) {
    progressive_vertical_body(copy, row_length, height, pixels, stride, span, sums, radius, divisors);
}

static void horizontal_baseline(const uint8_t *in, uint8_t *out, int width, int radius, bs_box_divisor d) {
    horizontal_body(in, out, width, radius, d);
}

static void vertical_baseline(const uint8_t *copy, size_t row_length, int height, uint8_t *pixels, size_t stride,
                              size_t span, uint16_t *sums, int radius, int from, int to, bs_box_divisor d) {
    vertical_body(copy, row_length, height, pixels, stride, span, sums, radius, from, to, d);
}

#if defined(__x86_64__)
__attribute__((target("avx2"))) static void horizontal_avx2(const uint8_t *in, uint8_t *out, int width, int radius, bs_box_divisor d) {
    horizontal_body(in, out, width, radius, d);
}

__attribute__((target("avx2"))) static void vertical_avx2(const uint8_t *copy, size_t row_length, int height, uint8_t *pixels, size_t stride,
                                                          size_t span, uint16_t *sums, int radius, int from, int to, bs_box_divisor d) {
    vertical_body(copy, row_length, height, pixels, stride, span, sums, radius, from, to, d);
}

__attribute__((target("avx2"))) static void progressive_vertical_avx2(const uint8_t *copy, size_t row_length, int height,
                                                                      uint8_t *pixels, size_t stride, size_t span,
                                                                      uint16_t *sums, const int *radius,
                                                                      const bs_box_divisor *divisors) {
    progressive_vertical_body(copy, row_length, height, pixels, stride, span, sums, radius, divisors);
}

/* AVX2 in the CPU (CPUID leaf 7) and its 256-bit registers saved by the OS (OSXSAVE, XCR0). */
static int has_avx2(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
    unsigned low, high;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    if ((low & 6) != 6) return 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return (b & bit_AVX2) != 0;
}

/* 0: not checked yet, 1: baseline, 2: AVX2. Racing first calls compute the same answer. */
static int level;

static int avx2(void) {
    int seen = __atomic_load_n(&level, __ATOMIC_RELAXED);
    if (seen == 0) {
        seen = has_avx2() ? 2 : 1;
        __atomic_store_n(&level, seen, __ATOMIC_RELAXED);
    }
    return seen == 2;
}
#endif

void bs_box_horizontal16(const uint8_t *in, uint8_t *out, int width, int radius, bs_box_divisor d) {
#if defined(__x86_64__)
    if (avx2()) {
        horizontal_avx2(in, out, width, radius, d);
        return;
    }
#endif
    horizontal_baseline(in, out, width, radius, d);
}

void bs_box_vertical16(const uint8_t *copy, size_t row_length, int height, uint8_t *pixels, size_t stride,
                       size_t span, uint16_t *sums, int radius, int from, int to, bs_box_divisor d) {
#if defined(__x86_64__)
    if (avx2()) {
        vertical_avx2(copy, row_length, height, pixels, stride, span, sums, radius, from, to, d);
        return;
    }
#endif
    vertical_baseline(copy, row_length, height, pixels, stride, span, sums, radius, from, to, d);
}

void bs_progressive_vertical16(const uint8_t *copy, size_t row_length, int height, uint8_t *pixels, size_t stride,
                               size_t span, uint16_t *sums, const int *radius, const bs_box_divisor *divisors) {
#if defined(__x86_64__)
    if (avx2()) {
        progressive_vertical_avx2(copy, row_length, height, pixels, stride, span, sums, radius, divisors);
        return;
    }
#endif
    progressive_vertical_baseline(copy, row_length, height, pixels, stride, span, sums, radius, divisors);
}
