// Nothing to call: the target defines the Swift runtime's command-line functions (command_line.c) and keeps its
// crash backtracer off (crash_backtracer.c).
