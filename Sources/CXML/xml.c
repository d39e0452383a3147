// The libxml2 functions fitkit calls, each a stub that loads libxml2 on first use (see LazyLibrary.h).
#include "CXML.h"
#include "LazyLibrary.h"
#include <stddef.h>

static LazyLibrary xml = {"libxml2.so.2", "libxml2"};

static void quiet(void *ctx, const char *msg, ...) { (void)ctx; (void)msg; }
static void quiet_structured(void *ctx, void *error) { (void)ctx; (void)error; }

const char *fitkit_xml_open(void) {
    const char *error = lazy_library_open(&xml);
    if (error) return error;
    xmlSetGenericErrorFunc(NULL, quiet);
    xmlSetStructuredErrorFunc(NULL, quiet_structured);
    return NULL;
}

LAZY_STUB(xml, xmlTextReaderPtr, xmlReaderForMemory,
          (const char *buffer, int size, const char *URL, const char *encoding, int options), (buffer, size, URL, encoding, options))
LAZY_STUB(xml, int, xmlTextReaderRead, (xmlTextReaderPtr reader), (reader))
LAZY_STUB(xml, int, xmlTextReaderNodeType, (xmlTextReaderPtr reader), (reader))
LAZY_STUB(xml, int, xmlTextReaderIsEmptyElement, (xmlTextReaderPtr reader), (reader))
LAZY_STUB(xml, const xmlChar *, xmlTextReaderConstLocalName, (xmlTextReaderPtr reader), (reader))
LAZY_STUB(xml, const xmlChar *, xmlTextReaderConstValue, (xmlTextReaderPtr reader), (reader))
LAZY_STUB(xml, int, xmlTextReaderMoveToNextAttribute, (xmlTextReaderPtr reader), (reader))
LAZY_STUB(xml, int, xmlTextReaderMoveToElement, (xmlTextReaderPtr reader), (reader))
LAZY_VOID_STUB(xml, xmlFreeTextReader, (xmlTextReaderPtr reader), (reader))
LAZY_VOID_STUB(xml, xmlSetGenericErrorFunc, (void *ctx, xmlGenericErrorFunc handler), (ctx, handler))
LAZY_VOID_STUB(xml, xmlSetStructuredErrorFunc, (void *ctx, xmlStructuredErrorFunc handler), (ctx, handler))
