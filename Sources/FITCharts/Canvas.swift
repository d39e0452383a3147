import CCairo
import FITSupport

/// A drawing surface that becomes an SVG or a PNG file, by the output's extension, written atomically through
/// `AtomicFile` (cairo's stream writers feed its buffer). Coordinates are pixels from the top left.
package final class Canvas {
    package enum Format { case svg, png }

    package let width: Double, height: Double
    let format: Format
    let surface: OpaquePointer
    let cr: OpaquePointer
    private let file: AtomicFile

    /// The format a picture's name asks for: `.svg` or `.png` (any case); nil for any other name.
    package static func format(of path: String) -> Format? {
        let lower = path.lowercased()
        return lower.hasSuffix(".svg") ? .svg : lower.hasSuffix(".png") ? .png : nil
    }

    /// Opens `path` (`.svg` or `.png`) for a `width` × `height` picture.
    package init(path: String, width: Int, height: Int, overwrite: Bool = true) throws(ChartError) {
        guard let format = Self.format(of: path) else { throw ChartError.format(path) }
        self.format = format
        if let why = fitkit_cairo_open() { throw ChartError.render(String(cString: why)) }
        do { file = try AtomicFile(path: path, overwrite: overwrite) } catch { throw ChartError.write(error) }
        self.width = Double(width)
        self.height = Double(height)
        let sink = Unmanaged.passUnretained(file.sink).toOpaque()
        surface =
            format == .svg
            ? cairo_svg_surface_create_for_stream(writeToSink, sink, Double(width), Double(height))
            : cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        cr = cairo_create(surface)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Finishes the picture and moves the file into place.
    package func commit() throws(ChartError) {
        let sink = Unmanaged.passUnretained(file.sink).toOpaque()
        cairo_surface_flush(surface)
        let status =
            format == .png
            ? cairo_surface_write_to_png_stream(surface, writeToSink, sink)
            : {
                cairo_surface_finish(surface); return cairo_surface_status(surface)
            }()
        guard status == CAIRO_STATUS_SUCCESS else {
            file.discard()
            throw ChartError.render(String(cString: cairo_status_to_string(status)))
        }
        do { try file.commit() } catch { throw ChartError.write(error) }
    }

    // MARK: drawing

    package struct Color: Sendable {
        package let r, g, b, a: Double
        package init(_ hex: UInt32, alpha: Double = 1) {
            r = Double(hex >> 16 & 0xFF) / 255; g = Double(hex >> 8 & 0xFF) / 255; b = Double(hex & 0xFF) / 255
            a = alpha
        }
    }

    package func fill(_ color: Color) {
        set(color)
        cairo_paint(cr)
    }

    package func set(_ color: Color) { cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a) }

    package func line(_ points: [(Double, Double)], color: Color, width: Double = 1.5, dash: [Double] = []) {
        guard points.count > 1 else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, points[0].0, points[0].1)
        for p in points.dropFirst() { cairo_line_to(cr, p.0, p.1) }
        stroke(color, width, dash)
    }

    /// A polyline that may break: nil points end one stretch.
    package func path(_ points: [(Double, Double)?], color: Color, width: Double = 1.5) {
        cairo_new_path(cr)
        var pen = false
        for p in points {
            guard let p else { pen = false; continue }
            if pen { cairo_line_to(cr, p.0, p.1) } else { cairo_move_to(cr, p.0, p.1) }
            pen = true
        }
        stroke(color, width, [])
    }

    package func area(_ points: [(Double, Double)], base: Double, color: Color) {
        guard let first = points.first, let last = points.last else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, first.0, base)
        for p in points { cairo_line_to(cr, p.0, p.1) }
        cairo_line_to(cr, last.0, base)
        cairo_close_path(cr)
        set(color)
        cairo_fill(cr)
    }

    package func rectangle(_ x: Double, _ y: Double, _ w: Double, _ h: Double, color: Color, width: Double = 1) {
        cairo_rectangle(cr, x, y, w, h)
        stroke(color, width, [])
    }

    private func stroke(_ color: Color, _ width: Double, _ dash: [Double]) {
        set(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    package enum Anchor { case left, center, right }

    /// Text with its baseline at `y`.
    package func text(
        _ s: String, _ x: Double, _ y: Double, size: Double = 12, color: Color = Color(0x333333),
        anchor: Anchor = .left, bold: Bool = false, rotated: Bool = false
    ) {
        cairo_save(cr)
        cairo_select_font_face(
            cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
            bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, s, &extents)
        let shift =
            switch anchor {
            case .left: 0.0
            case .center: extents.x_advance / 2
            case .right: extents.x_advance
            }
        cairo_translate(cr, x, y)
        if rotated { cairo_rotate(cr, -Double.pi / 2) }
        cairo_move_to(cr, -shift, 0)
        set(color)
        cairo_show_text(cr, s)
        cairo_restore(cr)
    }

    /// Writes 32-bit premultiplied ARGB pixels (PNG only): `pixel(x, y)` gives each one.
    package func pixels(_ pixel: (Int, Int) -> UInt32) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<Int(height) {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(width) { row[x] = pixel(x, y) }
        }
        cairo_surface_mark_dirty(surface)
    }
}

/// cairo's write callback: appends to the `TextSink` passed as closure data.
private func writeToSink(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32)
    -> cairo_status_t
{
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<TextSink>.fromOpaque(closure).takeUnretainedValue()
    sink.buffer.append(UnsafeRawBufferPointer(start: data, count: Int(length)))
    do { try sink.flushIfFull() } catch { return CAIRO_STATUS_WRITE_ERROR }
    return CAIRO_STATUS_SUCCESS
}

/// Why a picture was not made.
package enum ChartError: Error, CustomStringConvertible {
    case format(String)
    case write(OutputError)
    case render(String)
    case nothingToDraw(String)

    package var description: String {
        switch self {
        case .format(let path): "\(path): give a name ending in .svg or .png"
        case .write(let e): "\(e)"
        case .render(let why): "drawing failed: \(why)"
        case .nothingToDraw(let why): why
        }
    }
}
