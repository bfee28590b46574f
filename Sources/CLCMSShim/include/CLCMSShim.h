#ifndef CLCMSSHIM_H
#define CLCMSSHIM_H

#include <stddef.h>
#include <stdint.h>

/* A thin layer over LittleCMS 2: opaque handles and plain C types, so that no lcms macro or
 * type leaks into Swift. Every colour transform BarScope makes goes through these calls. */

typedef struct bs_cms_profile bs_cms_profile;
typedef struct bs_cms_transform bs_cms_transform;

/** The sRGB profile LittleCMS builds in (IEC 61966-2-1). */
bs_cms_profile *bs_cms_profile_srgb(void);

/** A matrix/shaper RGB profile: white point and red, green, blue primaries as CIE xy, and the
 * same parametric tone curve for each channel (ICC parametric type 4, five parameters:
 * gamma, a, b, c, d). `description` becomes the profile's description tag. */
bs_cms_profile *bs_cms_profile_rgb(const double white_xy[2], const double primaries_xy[6],
                                   const double curve_type4[5], const char *description);

/** A profile read from ICC bytes; NULL (with `message`) when LittleCMS rejects them or the
 * profile is not an RGB display profile. */
bs_cms_profile *bs_cms_profile_from_memory(const uint8_t *bytes, size_t count, char message[256]);

/** The profile as ICC bytes, with the creation date zeroed so the same profile always gives the
 * same bytes. Returns the byte count (0 on failure); call with `out` NULL to learn the size. */
size_t bs_cms_profile_to_memory(bs_cms_profile *profile, uint8_t *out, size_t capacity);

void bs_cms_profile_free(bs_cms_profile *profile);

/** A relative-colorimetric transform between two RGB profiles, in double precision (0…1). */
bs_cms_transform *bs_cms_transform_create(bs_cms_profile *source, bs_cms_profile *destination, char message[256]);

/** Transforms `count` RGB triples (0…1 doubles) from `in` to `out`. */
void bs_cms_transform_apply(bs_cms_transform *transform, const double *in, double *out, size_t count);

void bs_cms_transform_free(bs_cms_transform *transform);

/** The CIE daylight white point at a correlated colour temperature, as xy (cmsWhitePointFromTemp). */
int bs_cms_white_point_from_temperature(double kelvin, double xy[2]);

#endif
