#include "CFriBidiShim.h"

#include <fribidi.h>
#include <stdlib.h>

int bs_bidi_levels(const uint32_t *text, size_t length, int direction, uint8_t *levels) {
    if (length == 0) return direction == BS_BIDI_RTL ? 1 : 0;
    if (length > INT32_MAX / 4) return -1;
    FriBidiCharType *types = malloc(length * sizeof *types);
    FriBidiBracketType *brackets = malloc(length * sizeof *brackets);
    FriBidiLevel *resolved = malloc(length * sizeof *resolved);
    int result = -1;
    if (types && brackets && resolved) {
        const FriBidiChar *chars = (const FriBidiChar *)text;
        fribidi_get_bidi_types(chars, (FriBidiStrIndex)length, types);
        fribidi_get_bracket_types(chars, (FriBidiStrIndex)length, types, brackets);
        FriBidiParType base = direction == BS_BIDI_LTR   ? FRIBIDI_PAR_LTR
                              : direction == BS_BIDI_RTL ? FRIBIDI_PAR_RTL
                                                         : FRIBIDI_PAR_ON;
        FriBidiLevel max = fribidi_get_par_embedding_levels_ex(
            types, brackets, (FriBidiStrIndex)length, &base, resolved);
        if (max != 0) {
            for (size_t i = 0; i < length; i++) levels[i] = (uint8_t)resolved[i];
            result = FRIBIDI_IS_RTL(base) ? 1 : 0;
        }
    }
    free(types);
    free(brackets);
    free(resolved);
    return result;
}
