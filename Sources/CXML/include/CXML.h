// libxml2's streaming reader: GPX and TCX tracks read for `fitkit convert`. Loaded on first use (CLazyLoad).
// The few declarations fitkit uses are written out here, as libxml/xmlreader.h declares them (libxml2 2.9,
// ABI-stable since 2.0), because Debian keeps that header under /usr/include/libxml2, off the compiler's path.
#pragma once

typedef unsigned char xmlChar;
typedef struct _xmlTextReader *xmlTextReaderPtr;

/// xmlParserOption values: no network access, no entity substitution.
enum { FITKIT_XML_PARSE_NONET = 1 << 11, FITKIT_XML_PARSE_NOERROR = 1 << 5, FITKIT_XML_PARSE_NOWARNING = 1 << 6 };
/// xmlReaderTypes values.
enum { FITKIT_XML_ELEMENT = 1, FITKIT_XML_TEXT = 3, FITKIT_XML_CDATA = 4, FITKIT_XML_END_ELEMENT = 15 };

/// Loads libxml2 and silences its own error printing (fitkit says what went wrong, in one line). NULL when it
/// is ready, else a one-line message; call before any libxml2 function.
const char *fitkit_xml_open(void);

typedef void (*xmlGenericErrorFunc)(void *ctx, const char *msg, ...);
typedef void (*xmlStructuredErrorFunc)(void *userData, void *error);
void xmlSetGenericErrorFunc(void *ctx, xmlGenericErrorFunc handler);
void xmlSetStructuredErrorFunc(void *ctx, xmlStructuredErrorFunc handler);

xmlTextReaderPtr xmlReaderForMemory(const char *buffer, int size, const char *URL, const char *encoding, int options);
int xmlTextReaderRead(xmlTextReaderPtr reader);
int xmlTextReaderNodeType(xmlTextReaderPtr reader);
int xmlTextReaderIsEmptyElement(xmlTextReaderPtr reader);
const xmlChar *xmlTextReaderConstLocalName(xmlTextReaderPtr reader);
const xmlChar *xmlTextReaderConstValue(xmlTextReaderPtr reader);
int xmlTextReaderMoveToNextAttribute(xmlTextReaderPtr reader);
int xmlTextReaderMoveToElement(xmlTextReaderPtr reader);
void xmlFreeTextReader(xmlTextReaderPtr reader);
