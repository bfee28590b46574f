#include <libxml/xmlreader.h>

/// libxml2's xmlFree is a global function pointer, which Swift's strict concurrency refuses to
/// read; this calls it.
static inline void barscope_xml_free(void *pointer) { xmlFree(pointer); }
