#include "CFonts.h"

/* Each file is included byte for byte by the assembler's .incbin (found on the include path,
 * which Package.swift points at fonts/), between a start and an end label. */
#ifdef __APPLE__
#define BS_SECTION ".const\n"
#define BS_SYMBOL(name) "_" #name
#else
#define BS_SECTION ".section .rodata\n"
#define BS_SYMBOL(name) #name
#endif

#define BS_EMBED(name, file)                                                                    \
    __asm__(BS_SECTION ".balign 16\n"                                                          \
            ".globl " BS_SYMBOL(name##_start) "\n" BS_SYMBOL(name##_start) ":\n"              \
            ".incbin \"" file "\"\n"                                                            \
            ".globl " BS_SYMBOL(name##_end) "\n" BS_SYMBOL(name##_end) ":\n"                  \
            ".text\n");                                                                          \
    extern const uint8_t name##_start[], name##_end[];

BS_EMBED(bs_inter_regular, "Inter-Regular.otf")
BS_EMBED(bs_inter_medium, "Inter-Medium.otf")
BS_EMBED(bs_inter_semibold, "Inter-SemiBold.otf")
BS_EMBED(bs_inter_bold, "Inter-Bold.otf")
BS_EMBED(bs_inter_display_bold, "InterDisplay-Bold.otf")
BS_EMBED(bs_material_design_icons, "MaterialDesignIcons.ttf")
BS_EMBED(bs_noto_sans_hebrew_regular, "NotoSansHebrew-Regular.ttf")
BS_EMBED(bs_noto_sans_hebrew_bold, "NotoSansHebrew-Bold.ttf")
BS_EMBED(bs_noto_sans_arabic_regular, "NotoSansArabic-Regular.ttf")
BS_EMBED(bs_noto_sans_arabic_bold, "NotoSansArabic-Bold.ttf")
BS_EMBED(bs_noto_sans_cjk_regular, "NotoSansCJK-Regular-Subset.otf")
BS_EMBED(bs_noto_sans_cjk_bold, "NotoSansCJK-Bold-Subset.otf")
BS_EMBED(bs_noto_sans_thai_regular, "NotoSansThai-Regular.ttf")
BS_EMBED(bs_noto_sans_thai_bold, "NotoSansThai-Bold.ttf")
BS_EMBED(bs_noto_sans_devanagari_regular, "NotoSansDevanagari-Regular.ttf")
BS_EMBED(bs_noto_sans_devanagari_bold, "NotoSansDevanagari-Bold.ttf")
BS_EMBED(bs_noto_color_emoji, "NotoColorEmoji.ttf")

const uint8_t *bs_font_data(int index, size_t *size) {
    const uint8_t *start, *end;
    switch (index) {
    case BS_FONT_INTER_REGULAR: start = bs_inter_regular_start; end = bs_inter_regular_end; break;
    case BS_FONT_INTER_MEDIUM: start = bs_inter_medium_start; end = bs_inter_medium_end; break;
    case BS_FONT_INTER_SEMIBOLD: start = bs_inter_semibold_start; end = bs_inter_semibold_end; break;
    case BS_FONT_INTER_BOLD: start = bs_inter_bold_start; end = bs_inter_bold_end; break;
    case BS_FONT_INTER_DISPLAY_BOLD: start = bs_inter_display_bold_start; end = bs_inter_display_bold_end; break;
    case BS_FONT_MATERIAL_DESIGN_ICONS: start = bs_material_design_icons_start; end = bs_material_design_icons_end; break;
    case BS_FONT_NOTO_SANS_HEBREW_REGULAR: start = bs_noto_sans_hebrew_regular_start; end = bs_noto_sans_hebrew_regular_end; break;
    case BS_FONT_NOTO_SANS_HEBREW_BOLD: start = bs_noto_sans_hebrew_bold_start; end = bs_noto_sans_hebrew_bold_end; break;
    case BS_FONT_NOTO_SANS_ARABIC_REGULAR: start = bs_noto_sans_arabic_regular_start; end = bs_noto_sans_arabic_regular_end; break;
    case BS_FONT_NOTO_SANS_ARABIC_BOLD: start = bs_noto_sans_arabic_bold_start; end = bs_noto_sans_arabic_bold_end; break;
    case BS_FONT_NOTO_SANS_CJK_REGULAR: start = bs_noto_sans_cjk_regular_start; end = bs_noto_sans_cjk_regular_end; break;
    case BS_FONT_NOTO_SANS_CJK_BOLD: start = bs_noto_sans_cjk_bold_start; end = bs_noto_sans_cjk_bold_end; break;
    case BS_FONT_NOTO_SANS_THAI_REGULAR: start = bs_noto_sans_thai_regular_start; end = bs_noto_sans_thai_regular_end; break;
    case BS_FONT_NOTO_SANS_THAI_BOLD: start = bs_noto_sans_thai_bold_start; end = bs_noto_sans_thai_bold_end; break;
    case BS_FONT_NOTO_SANS_DEVANAGARI_REGULAR: start = bs_noto_sans_devanagari_regular_start; end = bs_noto_sans_devanagari_regular_end; break;
    case BS_FONT_NOTO_SANS_DEVANAGARI_BOLD: start = bs_noto_sans_devanagari_bold_start; end = bs_noto_sans_devanagari_bold_end; break;
    case BS_FONT_NOTO_COLOR_EMOJI: start = bs_noto_color_emoji_start; end = bs_noto_color_emoji_end; break;
    default: *size = 0; return NULL;
    }
    *size = (size_t)(end - start);
    return start;
}
