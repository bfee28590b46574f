/* GNU FriBidi for BarScope's text: the Unicode Bidirectional Algorithm (UAX #9) resolving the
 * embedding level of each character of one paragraph. Reordering runs by those levels (rule L2)
 * and shaping them is left to the caller. */
#ifndef CFRIBIDISHIM_H
#define CFRIBIDISHIM_H

#include <stddef.h>
#include <stdint.h>

/* The paragraph direction to resolve with: from the first strong character (rules P2 and P3;
 * left to right when there is none), or forced. */
enum { BS_BIDI_AUTO = 0, BS_BIDI_LTR = 1, BS_BIDI_RTL = 2 };

/* Resolves the embedding level of each of `length` code points (brackets paired as UAX #9
 * 6.3.0 and later pair them) into `levels`. Returns the paragraph's level (0 left to right, 1
 * right to left), or -1 when FriBidi fails (no memory, or a text too long for it). */
int bs_bidi_levels(const uint32_t *text, size_t length, int direction, uint8_t *levels);

#endif
