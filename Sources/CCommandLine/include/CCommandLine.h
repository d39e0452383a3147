// Nothing to call: the target defines the Swift runtime's command-line functions (command_line.c).
