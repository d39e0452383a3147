// cairo, from Debian's libcairo2-dev: lines, text and fills to SVG and PNG. Loaded on first use (CLazyLoad).
#pragma once
#include <cairo/cairo.h>
#include <cairo/cairo-svg.h>

/// Loads libcairo. NULL when it is ready, else a one-line message; call before any cairo function.
const char *fitkit_cairo_open(void);
