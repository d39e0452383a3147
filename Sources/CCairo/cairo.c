// The cairo functions fitkit calls, each a stub that loads libcairo on first use (see LazyLibrary.h).
#include "CCairo.h"
#include "LazyLibrary.h"

static LazyLibrary cairo = {"libcairo.so.2", "libcairo2"};

const char *fitkit_cairo_open(void) { return lazy_library_open(&cairo); }

LAZY_STUB(cairo, cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), (format, width, height))
LAZY_STUB(cairo, cairo_surface_t *, cairo_svg_surface_create_for_stream,
          (cairo_write_func_t write, void *closure, double width, double height), (write, closure, width, height))
LAZY_STUB(cairo, unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface))
LAZY_STUB(cairo, int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface))
LAZY_STUB(cairo, cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface))
LAZY_STUB(cairo, cairo_status_t, cairo_surface_write_to_png_stream,
          (cairo_surface_t *surface, cairo_write_func_t write, void *closure), (surface, write, closure))
LAZY_VOID_STUB(cairo, cairo_surface_destroy, (cairo_surface_t *surface), (surface))
LAZY_VOID_STUB(cairo, cairo_surface_finish, (cairo_surface_t *surface), (surface))
LAZY_VOID_STUB(cairo, cairo_surface_flush, (cairo_surface_t *surface), (surface))
LAZY_VOID_STUB(cairo, cairo_surface_mark_dirty, (cairo_surface_t *surface), (surface))
LAZY_STUB(cairo, const char *, cairo_status_to_string, (cairo_status_t status), (status))

LAZY_STUB(cairo, cairo_t *, cairo_create, (cairo_surface_t *target), (target))
LAZY_VOID_STUB(cairo, cairo_destroy, (cairo_t *cr), (cr))
LAZY_VOID_STUB(cairo, cairo_save, (cairo_t *cr), (cr))
LAZY_VOID_STUB(cairo, cairo_restore, (cairo_t *cr), (cr))
LAZY_VOID_STUB(cairo, cairo_translate, (cairo_t *cr, double x, double y), (cr, x, y))
LAZY_VOID_STUB(cairo, cairo_rotate, (cairo_t *cr, double angle), (cr, angle))
LAZY_VOID_STUB(cairo, cairo_set_source_rgba, (cairo_t *cr, double r, double g, double b, double a), (cr, r, g, b, a))
LAZY_VOID_STUB(cairo, cairo_set_line_width, (cairo_t *cr, double width), (cr, width))
LAZY_VOID_STUB(cairo, cairo_set_line_join, (cairo_t *cr, cairo_line_join_t join), (cr, join))
LAZY_VOID_STUB(cairo, cairo_set_dash, (cairo_t *cr, const double *dashes, int count, double offset), (cr, dashes, count, offset))
LAZY_VOID_STUB(cairo, cairo_new_path, (cairo_t *cr), (cr))
LAZY_VOID_STUB(cairo, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y))
LAZY_VOID_STUB(cairo, cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y))
LAZY_VOID_STUB(cairo, cairo_rectangle, (cairo_t *cr, double x, double y, double w, double h), (cr, x, y, w, h))
LAZY_VOID_STUB(cairo, cairo_close_path, (cairo_t *cr), (cr))
LAZY_VOID_STUB(cairo, cairo_stroke, (cairo_t *cr), (cr))
LAZY_VOID_STUB(cairo, cairo_fill, (cairo_t *cr), (cr))
LAZY_VOID_STUB(cairo, cairo_paint, (cairo_t *cr), (cr))
LAZY_VOID_STUB(cairo, cairo_select_font_face,
               (cairo_t *cr, const char *family, cairo_font_slant_t slant, cairo_font_weight_t weight), (cr, family, slant, weight))
LAZY_VOID_STUB(cairo, cairo_set_font_size, (cairo_t *cr, double size), (cr, size))
LAZY_VOID_STUB(cairo, cairo_show_text, (cairo_t *cr, const char *text), (cr, text))
LAZY_VOID_STUB(cairo, cairo_text_extents, (cairo_t *cr, const char *text, cairo_text_extents_t *extents), (cr, text, extents))
