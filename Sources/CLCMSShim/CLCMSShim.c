#include "CLCMSShim.h"

#include <lcms2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Each object owns its LittleCMS context and the buffer that context's errors are written to,
 * so no error can land in memory that is gone, and threads share nothing. */
struct bs_cms_profile { cmsHPROFILE handle; cmsContext context; char *errors; };
struct bs_cms_transform { cmsHTRANSFORM handle; cmsContext context; char *errors; };

/* Keeps the first error message a context reports. */
static void capture_error(cmsContext context, cmsUInt32Number code, const char *text) {
    (void)code;
    char *buffer = (char *)cmsGetContextUserData(context);
    if (buffer != NULL && buffer[0] == 0) {
        strncpy(buffer, text, 255);
        buffer[255] = 0;
    }
}

/* A new context whose errors go to a fresh 256-byte buffer (returned in `errors`). */
static cmsContext new_context(char **errors) {
    *errors = (char *)calloc(256, 1);
    if (*errors == NULL) return NULL;
    cmsContext context = cmsCreateContext(NULL, *errors);
    if (context == NULL) { free(*errors); *errors = NULL; return NULL; }
    cmsSetLogErrorHandlerTHR(context, capture_error);
    return context;
}

static void drop_context(cmsContext context, char *errors) {
    if (context != NULL) cmsDeleteContext(context);
    free(errors);
}

static void report(char message[256], const char *errors, const char *fallback) {
    if (message == NULL) return;
    snprintf(message, 256, "%s", (errors != NULL && errors[0] != 0) ? errors : fallback);
}

static bs_cms_profile *wrap_profile(cmsHPROFILE handle, cmsContext context, char *errors) {
    bs_cms_profile *profile = (bs_cms_profile *)calloc(1, sizeof(bs_cms_profile));
    if (profile == NULL) { cmsCloseProfile(handle); drop_context(context, errors); return NULL; }
    profile->handle = handle;
    profile->context = context;
    profile->errors = errors;
    return profile;
}

bs_cms_profile *bs_cms_profile_srgb(void) {
    char *errors;
    cmsContext context = new_context(&errors);
    if (context == NULL) return NULL;
    cmsHPROFILE handle = cmsCreate_sRGBProfileTHR(context);
    if (handle == NULL) { drop_context(context, errors); return NULL; }
    return wrap_profile(handle, context, errors);
}

bs_cms_profile *bs_cms_profile_rgb(const double white_xy[2], const double primaries_xy[6],
                                   const double curve_type4[5], const char *description) {
    cmsCIExyY white = {white_xy[0], white_xy[1], 1.0};
    cmsCIExyYTRIPLE primaries = {
        {primaries_xy[0], primaries_xy[1], 1.0},
        {primaries_xy[2], primaries_xy[3], 1.0},
        {primaries_xy[4], primaries_xy[5], 1.0},
    };
    char *errors;
    cmsContext context = new_context(&errors);
    if (context == NULL) return NULL;
    cmsToneCurve *curve = cmsBuildParametricToneCurve(context, 4, curve_type4);
    if (curve == NULL) { drop_context(context, errors); return NULL; }
    cmsToneCurve *curves[3] = {curve, curve, curve};
    cmsHPROFILE handle = cmsCreateRGBProfileTHR(context, &white, &primaries, curves);
    cmsFreeToneCurve(curve);
    if (handle == NULL) { drop_context(context, errors); return NULL; }
    if (description != NULL) {
        cmsMLU *text = cmsMLUalloc(context, 1);
        if (text != NULL) {
            cmsMLUsetASCII(text, "en", "US", description);
            cmsWriteTag(handle, cmsSigProfileDescriptionTag, text);
            cmsMLUfree(text);
        }
    }
    return wrap_profile(handle, context, errors);
}

bs_cms_profile *bs_cms_profile_from_memory(const uint8_t *bytes, size_t count, char message[256]) {
    char *errors;
    cmsContext context = new_context(&errors);
    if (context == NULL) { report(message, NULL, "out of memory"); return NULL; }
    cmsHPROFILE handle = cmsOpenProfileFromMemTHR(context, bytes, (cmsUInt32Number)count);
    if (handle == NULL) {
        report(message, errors, "LittleCMS could not read the profile");
        drop_context(context, errors);
        return NULL;
    }
    if (cmsGetColorSpace(handle) != cmsSigRgbData) {
        report(message, NULL, "not an RGB profile");
        cmsCloseProfile(handle);
        drop_context(context, errors);
        return NULL;
    }
    return wrap_profile(handle, context, errors);
}

size_t bs_cms_profile_to_memory(bs_cms_profile *profile, uint8_t *out, size_t capacity) {
    cmsUInt32Number needed = 0;
    if (!cmsSaveProfileToMem(profile->handle, NULL, &needed)) return 0;
    if (out == NULL) return needed;
    if (capacity < needed) return 0;
    if (!cmsSaveProfileToMem(profile->handle, out, &needed)) return 0;
    /* ICC header bytes 24…35 hold the creation date and time: zero them (a valid "unknown"). */
    if (needed >= 36) memset(out + 24, 0, 12);
    return needed;
}

void bs_cms_profile_free(bs_cms_profile *profile) {
    if (profile == NULL) return;
    cmsCloseProfile(profile->handle);
    drop_context(profile->context, profile->errors);
    free(profile);
}

bs_cms_transform *bs_cms_transform_create(bs_cms_profile *source, bs_cms_profile *destination, char message[256]) {
    char *errors;
    cmsContext context = new_context(&errors);
    if (context == NULL) { report(message, NULL, "out of memory"); return NULL; }
    /* Double precision, no optimisation into 8-bit tables: every value is computed exactly. */
    cmsUInt32Number format = FLOAT_SH(1) | COLORSPACE_SH(PT_RGB) | CHANNELS_SH(3) | BYTES_SH(0);
    cmsHTRANSFORM handle = cmsCreateTransformTHR(context, source->handle, format, destination->handle, format,
                                                 INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_NOOPTIMIZE | cmsFLAGS_NOCACHE);
    if (handle == NULL) {
        report(message, errors, "LittleCMS could not build the transform");
        drop_context(context, errors);
        return NULL;
    }
    bs_cms_transform *transform = (bs_cms_transform *)calloc(1, sizeof(bs_cms_transform));
    if (transform == NULL) { cmsDeleteTransform(handle); drop_context(context, errors); return NULL; }
    transform->handle = handle;
    transform->context = context;
    transform->errors = errors;
    return transform;
}

void bs_cms_transform_apply(bs_cms_transform *transform, const double *in, double *out, size_t count) {
    cmsDoTransform(transform->handle, in, out, (cmsUInt32Number)count);
}

void bs_cms_transform_free(bs_cms_transform *transform) {
    if (transform == NULL) return;
    cmsDeleteTransform(transform->handle);
    drop_context(transform->context, transform->errors);
    free(transform);
}

int bs_cms_white_point_from_temperature(double kelvin, double xy[2]) {
    cmsCIExyY white;
    if (!cmsWhitePointFromTemp(&white, kelvin)) return 0;
    xy[0] = white.x;
    xy[1] = white.y;
    return 1;
}
