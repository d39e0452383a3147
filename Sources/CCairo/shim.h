// cairo, from Debian's libcairo2-dev: lines, text and fills to SVG and PNG.
#include <cairo.h>
#include <cairo-svg.h>
