#ifndef BARSCOPE_CLIBXML2_H
#define BARSCOPE_CLIBXML2_H

/// libxml2's streaming reader, loaded when a scene first reads an SF Symbols template rather
/// than at every start: linking it would load libxml2 and ICU into each run of barscope (about a
/// millisecond of every start-up, measured with scripts/bench), for the few scenes that name
/// symbols. The functions keep libxml2's names with a `barscope_` prefix; the constants are
/// libxml2's own values (`xmlParserOption`, `xmlReaderTypes`), stable across its 2.x ABI.

/// XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NONET.
enum { BARSCOPE_XML_PARSE_OPTIONS = (1 << 5) | (1 << 6) | (1 << 11) };
/// XML_READER_TYPE_ELEMENT and XML_READER_TYPE_END_ELEMENT.
enum { BARSCOPE_XML_ELEMENT = 1, BARSCOPE_XML_END_ELEMENT = 15 };

/// Loads libxml2 once; 1 when it and every function below were found, 0 when not (then the
/// others must not be called).
int barscope_xml_load(void);
/// The library's file name, for a message when it is missing.
const char *barscope_xml_library_name(void);

void *barscope_xml_reader_for_memory(const char *buffer, int size, int options);
void barscope_xml_free_reader(void *reader);
int barscope_xml_read(void *reader);
int barscope_xml_node_type(void *reader);
int barscope_xml_is_empty_element(void *reader);
/// The element's local name, owned by the reader.
const char *barscope_xml_local_name(void *reader);
/// An attribute's value, to be freed with barscope_xml_free; NULL when absent.
char *barscope_xml_attribute(void *reader, const char *name);
void barscope_xml_free(void *pointer);
/// The last error's message (owned by libxml2) and its line; NULL when there is none.
const char *barscope_xml_last_error(int *line);

#endif
