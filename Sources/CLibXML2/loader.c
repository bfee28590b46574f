#include "CLibXML2.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// libxml2's functions as it declares them (xmlreader.h, xmlerror.h, xmlmemory.h), with its
// opaque types as void pointers and xmlChar as char.
typedef void *(*reader_for_memory_t)(const char *, int, const char *, const char *, int);
typedef void (*reader_t)(void *);
typedef int (*reader_int_t)(void *);
typedef const char *(*reader_name_t)(void *);
typedef char *(*reader_attribute_t)(void *, const char *);
typedef void (*free_t)(void *);

// The head of libxml2's struct _xmlError, whose layout is part of its ABI: domain, code,
// message, level, file, line.
struct error_head {
    int domain;
    int code;
    char *message;
    int level;
    char *file;
    int line;
};
typedef struct error_head *(*last_error_t)(void);

static struct {
    int loaded;
    reader_for_memory_t reader_for_memory;
    reader_t free_reader;
    reader_int_t read, node_type, is_empty_element;
    reader_name_t local_name;
    reader_attribute_t attribute;
    free_t *free;  // xmlFree is a variable holding the function
    last_error_t last_error;
} xml;

#if defined(__APPLE__)
static const char *const names[] = {"libxml2.2.dylib", "/usr/lib/libxml2.2.dylib", "libxml2.dylib"};
#else
static const char *const names[] = {"libxml2.so.2", "libxml2.so"};
#endif

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !library; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) return;
    xml.reader_for_memory = (reader_for_memory_t)dlsym(library, "xmlReaderForMemory");
    xml.free_reader = (reader_t)dlsym(library, "xmlFreeTextReader");
    xml.read = (reader_int_t)dlsym(library, "xmlTextReaderRead");
    xml.node_type = (reader_int_t)dlsym(library, "xmlTextReaderNodeType");
    xml.is_empty_element = (reader_int_t)dlsym(library, "xmlTextReaderIsEmptyElement");
    xml.local_name = (reader_name_t)dlsym(library, "xmlTextReaderConstLocalName");
    xml.attribute = (reader_attribute_t)dlsym(library, "xmlTextReaderGetAttribute");
    xml.free = (free_t *)dlsym(library, "xmlFree");
    xml.last_error = (last_error_t)dlsym(library, "xmlGetLastError");
    xml.loaded = xml.reader_for_memory && xml.free_reader && xml.read && xml.node_type && xml.is_empty_element
        && xml.local_name && xml.attribute && xml.free && *xml.free && xml.last_error;
}

int barscope_xml_load(void) {
    pthread_once(&once, load);
    return xml.loaded;
}

const char *barscope_xml_library_name(void) { return names[0]; }

void *barscope_xml_reader_for_memory(const char *buffer, int size, int options) {
    return xml.reader_for_memory(buffer, size, NULL, NULL, options);
}
void barscope_xml_free_reader(void *reader) { xml.free_reader(reader); }
int barscope_xml_read(void *reader) { return xml.read(reader); }
int barscope_xml_node_type(void *reader) { return xml.node_type(reader); }
int barscope_xml_is_empty_element(void *reader) { return xml.is_empty_element(reader); }
const char *barscope_xml_local_name(void *reader) { return xml.local_name(reader); }
char *barscope_xml_attribute(void *reader, const char *name) { return xml.attribute(reader, name); }
void barscope_xml_free(void *pointer) { (*xml.free)(pointer); }
const char *barscope_xml_last_error(int *line) {
    struct error_head *error = xml.last_error();
    if (!error) return NULL;
    *line = error->line;
    return error->message;
}
