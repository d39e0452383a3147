import CXML

/// libxml2's streaming reader as a sequence of events: an element opened (with its attributes), text, an
/// element closed. Read without network access and without expanding entities; shared by the GPX and TCX
/// tracks and Zwift's workouts.
enum XMLEvents {
    enum Event {
        case open(String, [String: String])
        case text(String)
        case close
    }

    /// Feeds `handle` the document's events in order; `what` names the kind of file in the errors
    /// ("GPX or TCX"), which `failure` makes.
    static func read(
        _ bytes: [UInt8], what: String, failure: (String) -> EditError, _ handle: (Event) -> Void
    ) throws(EditError) {
        if let why = fitkit_xml_open() { throw failure(String(cString: why)) }
        let options = Int32(FITKIT_XML_PARSE_NONET | FITKIT_XML_PARSE_NOERROR | FITKIT_XML_PARSE_NOWARNING)
        guard bytes.count < Int32.max,
            let reader = bytes.withUnsafeBufferPointer({ b in
                b.withMemoryRebound(to: CChar.self) {
                    xmlReaderForMemory($0.baseAddress, Int32(b.count), nil, nil, options)
                }
            })
        else { throw failure("cannot read it as XML") }
        defer { xmlFreeTextReader(reader) }
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else { throw failure("not well-formed XML (\(what))") }
            switch xmlTextReaderNodeType(reader) {
            case Int32(FITKIT_XML_ELEMENT):
                let element = text(xmlTextReaderConstLocalName(reader)) ?? ""
                var attributes: [String: String] = [:]
                while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                    attributes[text(xmlTextReaderConstLocalName(reader)) ?? ""] = text(xmlTextReaderConstValue(reader))
                }
                xmlTextReaderMoveToElement(reader)
                handle(.open(element, attributes))
                if xmlTextReaderIsEmptyElement(reader) == 1 { handle(.close) }
            case Int32(FITKIT_XML_TEXT), Int32(FITKIT_XML_CDATA):
                if let text = text(xmlTextReaderConstValue(reader)) { handle(.text(text)) }
            case Int32(FITKIT_XML_END_ELEMENT):
                handle(.close)
            default: break
            }
        }
    }

    private static func text(_ p: UnsafePointer<xmlChar>?) -> String? { p.map { String(cString: $0) } }

}
