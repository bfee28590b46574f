#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// Runs SHA-256's compression function (FIPS 180-4, section 6.2.2) over `blocks` 64-byte
/// blocks at `data`, updating the eight working words in `state` (H0 … H7, host order).
/// Uses the x86 SHA extensions when the processor has them, portable C otherwise; both give
/// the same words.
void bs_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

/// The portable C path alone, so that tests can hold it against the accelerated one.
void bs_sha256_blocks_portable(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
