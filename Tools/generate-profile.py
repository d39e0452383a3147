#!/usr/bin/env python3
"""Generates Sources/FITProfile/Generated from Garmin's published FIT profile.

The profile is read from the PyPI package garmin-fit-sdk (garmin_fit_sdk/profile.py), pinned by
scripts/generate-profile.sh. Output is deterministic: no timestamps, stable ordering, so running the
generator twice gives identical bytes (the test suite checks that the committed files are current).

Layout, so that a profile update reads as a diff of the messages and types it touches:
  Profile.swift          the version, the message index, the globals that hold each message and type once made,
                         and `MessageNumber` (a name for every message number)
  Messages/<Name>Field.swift  one message: the function making its table and `<Name>Field`, the names of its
                         fields and subfields
  Types/<Name>.swift     one profile type: the function making its table and `Profile.<Name>`, a name for every
                         value
  Lists.swift            the small lists the field tables share (scales, offsets, units, bits, components, maps)
Every line is under 120 characters. The names' accessors are emitted into the code that uses them
(`@_alwaysEmitIntoClient`), where they fold to constants: as exported symbols, the 5,000 of them made every
command start slower (the dynamic loader's symbol table grew fivefold). Names are not written as lists of strings:
in a list, each string longer than 15 bytes is a pointer the loader relocates at every start, on a page each
process then copies.

usage: generate-profile.py OUTDIR
"""
import hashlib
import os
import re
import shutil
import sys

from garmin_fit_sdk.profile import Profile

BASE_TYPES = {  # name -> (Swift case, invalid value)
    "enum": ("enumeration", 0xFF), "sint8": ("sint8", 0x7F), "uint8": ("uint8", 0xFF),
    "sint16": ("sint16", 0x7FFF), "uint16": ("uint16", 0xFFFF), "sint32": ("sint32", 0x7FFFFFFF),
    "uint32": ("uint32", 0xFFFFFFFF), "string": ("string", 0), "float32": ("float32", 0xFFFFFFFF),
    "float64": ("float64", 0xFFFFFFFFFFFFFFFF), "uint8z": ("uint8z", 0), "uint16z": ("uint16z", 0),
    "uint32z": ("uint32z", 0), "byte": ("byte", 0xFF), "sint64": ("sint64", 0x7FFFFFFFFFFFFFFF),
    "uint64": ("uint64", 0xFFFFFFFFFFFFFFFF), "uint64z": ("uint64z", 0),
}
# Garmin's decoder scales only fields whose profile type is one of these (fit.py NUMERIC_FIELD_TYPES).
NUMERIC = {"sint8", "uint8", "sint16", "uint16", "sint32", "uint32", "float32", "float64", "uint8z",
           "uint16z", "uint32z", "byte", "sint64", "uint64", "uint64z"}

VERSION = "%d.%d.%d" % (Profile["version"]["major"], Profile["version"]["minor"], Profile["version"]["patch"])
TYPE_NAMES = sorted(Profile["types"].keys())
TYPE_INDEX = {name: i for i, name in enumerate(TYPE_NAMES)}
LIMIT = 119  # longest line written
SWIFT_KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
    "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "any",
    "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
}
# Members the generated types have themselves, which a field or value name must not shadow.
FIELD_MEMBERS = {"rawValue", "fieldNumber", "messageNumber", "allCases", "init"}
VALUE_MEMBERS = {"rawValue", "typeIndex", "name", "init"}

HEADER = (
    "// GENERATED FILE - DO NOT EDIT.\n"
    "// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile\n"
    f"// {VERSION}, as published in the PyPI package garmin-fit-sdk=={VERSION} (garmin_fit_sdk/profile.py).\n\n"
)


def swift_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def number(x):
    if isinstance(x, float) and not x.is_integer():
        return repr(x)
    return str(int(x))


def camel(snake, upper_first=False):
    """A profile name as a Swift name: `total_distance` -> `totalDistance`, `5_10a` -> `_5_10a`, `HD` -> `hd`."""
    parts = [p for p in snake.split("_") if p]
    first = parts[0]
    first = first.lower() if first.isupper() or first.isdigit() else first[0].lower() + first[1:]
    out = first
    for p in parts[1:]:
        if out[-1].isdigit() and p[0].isdigit():
            out += "_"
        out += p[0].upper() + p[1:]
    if upper_first:
        out = out[0].upper() + out[1:]
    if out[0].isdigit():
        out = "_" + out
    assert re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", out), snake
    return out


def identifier(name):
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


# A tiny pretty-printer: a call or list is written on one line when it fits, else one argument group per line.
class Call:
    def __init__(self, name, args):
        self.name, self.args = name, args  # args: [(label or None, node)]


class List:
    def __init__(self, items):
        self.items = items


def flat(node):
    if isinstance(node, str):
        return node
    if isinstance(node, Call):
        return node.name + "(" + ", ".join((f"{l}: " if l else "") + flat(n) for l, n in node.args) + ")"
    return "[" + ", ".join(flat(n) for n in node.items) + "]"


def render(node, indent, lead="", tail=""):
    """Lines for `lead + node + tail` at `indent` spaces."""
    pad = " " * indent
    one = pad + lead + flat(node) + tail
    if len(one) <= LIMIT or isinstance(node, str):
        return [one]
    if isinstance(node, Call):
        opener, closer = node.name + "(", ")"
        items = [((f"{l}: " if l else ""), n) for l, n in node.args]
    else:
        opener, closer = "[", "]"
        items = [("", n) for n in node.items]
    lines = [pad + lead + opener]
    inner = indent + 4
    line = ""
    for i, (label, n) in enumerate(items):
        piece_tail = "," if i < len(items) - 1 else closer + tail
        piece = label + flat(n) + piece_tail
        if line and len(" " * inner + line + " " + piece) <= LIMIT:
            line += " " + piece
            continue
        if line:
            lines.append(" " * inner + line)
            line = ""
        if len(" " * inner + piece) <= LIMIT:
            line = piece
        else:
            lines += render(n, inner, label, piece_tail)
    if line:
        lines.append(" " * inner + line)
    return lines


# The small lists of the field tables (scales, offsets, units, bits, components, subfield maps), each written once
# in Lists.swift and named by what it holds. Each list literal is its own object in the executable's writable data:
# 1,566 fields repeating `[1]` and `[0]` made 224 KB of it, spread among the pointers the loader relocates at every
# start, so each process copied 35 pages more. Shared, they are 280 small objects.
SHARED = {}  # Swift name -> (Swift type, literal)


def shared(swift_type, prefix, items, spelled):
    if not items:
        return "[]"
    name = prefix + "_".join(spelled)
    name = re.sub(r"[^A-Za-z0-9_]", lambda m: {".": "p", "-": "m", "/": "Per", "%": "Percent"}.get(m.group(0), "x"),
                  name)
    literal = "[" + ", ".join(items) + "]"
    if len(name) > 40:  # a long list is named by a digest of what it holds, as stable from profile to profile
        name = prefix + hashlib.sha1(literal.encode()).hexdigest()[:10]
    known = SHARED.setdefault(name, (swift_type, items))
    assert known == (swift_type, items), f"{name} names both {known[1]} and {literal}"
    return name


def doubles(xs, prefix):
    items = [number(x) for x in xs]
    return shared("[Double]", prefix, items, items)


def ints(xs, prefix):
    items = [str(int(x)) for x in xs]
    return shared("[UInt8]", prefix, items, items)


def units(u):
    u = u if isinstance(u, list) else ([u] if u else [])
    return shared("[String]", "units_", [swift_string(x) for x in u], u)


def maps(ms):
    items = [f"SubfieldMap(fieldNumber: {m['num']}, rawValue: {m['raw_value']})" for m in ms]
    return shared("[SubfieldMap]", "maps_", items, [f"{m['num']}_{m['raw_value']}" for m in ms])


def lists_file():
    out = [HEADER, "// The field tables' small lists, each written once (Tools/generate-profile.py says why).\n\n"]
    for name in sorted(SHARED):
        swift_type, items = SHARED[name]
        out.append("\n".join(render(List(items), 0, f"let {name}: {swift_type} = ")) + "\n")
    return "".join(out)


def kind(type_name):
    """How Garmin's decoder turns a raw value of this profile type into a value (decoder.py __transform_values)."""
    if type_name == "date_time":
        return ".dateTime"
    if type_name in TYPE_INDEX:
        return f".enumeration({TYPE_INDEX[type_name]})"
    if type_name in NUMERIC:
        return ".numeric"
    return ".plain"


def expansion(type_name):
    """Base type used for component bit streams and the invalid value of an expanded destination."""
    if type_name in BASE_TYPES:
        case, invalid = BASE_TYPES[type_name]
        return f".{case}", invalid
    return "nil", 0xFF


def subfield(sf):
    base, _ = expansion(sf["type"])
    return Call("SubfieldProfile", [
        ("name", swift_string(sf["name"])), ("kind", kind(sf["type"])), ("typeBase", base),
        ("scale", doubles(sf["scale"], "scale_")), ("offset", doubles(sf["offset"], "offset_")),
        ("units", units(sf["units"])), ("bits", ints(sf["bits"], "bits_")),
        ("components", ints(sf["components"], "components_")), ("maps", maps(sf["map"]))])


def field(f):
    base, invalid = expansion(f["type"])
    args = [
        ("number", str(f["num"])), ("name", swift_string(f["name"])), ("type", swift_string(f["type"])),
        ("kind", kind(f["type"])), ("typeBase", base), ("expandedInvalid", str(invalid)),
        ("baseType", "." + BASE_TYPES[f["base_type"]][0]), ("isArray", "true" if f["array"] == "true" else "false"),
        ("scale", doubles(f["scale"], "scale_")), ("offset", doubles(f["offset"], "offset_")),
        ("units", units(f["units"])), ("bits", ints(f["bits"], "bits_")),
        ("components", ints(f["components"], "components_")),
        ("isAccumulated", "true" if f["is_accumulated"] else "false")]
    if f["sub_fields"]:
        args.append(("subfields", List([subfield(s) for s in f["sub_fields"]])))
    return Call("FieldProfile", args)


def write(path, text):
    for line in text.splitlines():
        assert len(line) <= LIMIT, f"{path}: line of {len(line)} characters"
    with open(path, "w", newline="\n") as out:
        out.write(text)


def unique(names, where, members=frozenset()):
    seen = {}
    for swift, original in names:
        assert swift not in members, f"{where}: {original} would shadow a member"
        assert swift not in seen, f"{where}: {original} and {seen[swift]} share the name {swift}"
        seen[swift] = original


def message_file(m):
    num, name = int(m["num"]), m["name"]
    type_name = camel(name, upper_first=True) + "Field"
    fields = [m["fields"][k] for k in sorted(m["fields"])]
    names = []  # (swift name, profile name, field number, what it is)
    for f in fields:
        names.append((camel(f["name"]), f["name"], f["num"], ""))
        for s in f["sub_fields"]:
            names.append((camel(s["name"]), s["name"], f["num"], f" (a subfield of `{f['name']}`)"))
    unique([(n[0], n[1]) for n in names], name, FIELD_MEMBERS)
    out = [HEADER]
    if names:
        out += field_names(name, num, type_name, names)
    table = Call("MessageProfile", [("number", str(num)), ("name", swift_string(name)),
                                    ("fields", List([field(f) for f in fields]))])
    out.append(f"func makeMessage{num}() -> MessageProfile {{\n" + "\n".join(render(table, 4)) + "\n}\n")
    return "".join(out)


def field_names(name, num, type_name, names):
    out = []
    out.append(f"/// The fields of the `{name}` message ({num}) by their profile names, subfields included:\n")
    out.append("/// the names `Message` and `FITEncoder` look fields up by.\n")
    # The raw values are written out as switches, not as `enum X: String` raw values: for those the compiler keeps a
    # table of the names, one pointer each that the dynamic loader relocates at every start (1,729 pointers on 45
    # pages, each page then copied), where a switch keeps them in code.
    out.append(f"public enum {type_name}: FieldName {{\n")
    for swift, original, fnum, what in names:
        if what:
            out.append(f"    /// Field {fnum}{what}.\n")
        out.append(f"    case {identifier(swift)}\n")
    out.append(f"\n    @_alwaysEmitIntoClient public static var messageNumber: UInt16 {{ {num} }}\n\n")
    out.append("    /// The field's profile name.\n    @inlinable public var rawValue: String {\n        switch self {\n")
    for swift, original, _, _ in names:
        out.append(f"        case .{identifier(swift)}: {swift_string(original)}\n")
    out.append("        }\n    }\n\n")
    out.append("    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {\n        switch self {\n")
    by_number = {}
    for swift, _, fnum, _ in names:
        by_number.setdefault(fnum, []).append("." + identifier(swift))
    for fnum in sorted(by_number):
        cases = ", ".join(by_number[fnum])
        line = f"        case {cases}: {fnum}"
        if len(line) > LIMIT:
            parts = by_number[fnum]
            out.append(f"        case {parts[0]},\n")
            for p in parts[1:-1]:
                out.append(f"             {p},\n")
            out.append(f"             {parts[-1]}: {fnum}\n")
        else:
            out.append(line + "\n")
    out.append("        }\n    }\n}\n\n")
    return out


def type_file(name):
    values = sorted(Profile["types"][name].items())
    swift_type = camel(name, upper_first=True)
    named = [(camel(n), n, v) for v, n in values]
    unique([(s, n) for s, n, _ in named], name, VALUE_MEMBERS)
    out = [HEADER, "extension Profile {\n"]
    out.append(f"    /// A value of the profile type `{name}`, with a name for each value the profile names.\n")
    out.append(f"    public struct {swift_type}: ProfileValue {{\n")
    out.append("        public let rawValue: UInt64\n")
    out.append("        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }\n")
    out.append(f"        @_alwaysEmitIntoClient public static var typeIndex: Int {{ {TYPE_INDEX[name]} }}\n\n")
    for swift, original, v in named:
        if swift != original:
            out.append(f"        /// `{original}`\n")
        line = f"        @_alwaysEmitIntoClient public static var {identifier(swift)}: Self {{ Self(rawValue: {v}) }}"
        if len(line) > LIMIT:
            line = f"        @_alwaysEmitIntoClient public static var {identifier(swift)}: Self {{\n            Self(rawValue: {v})\n        }}"
        out.append(line + "\n")
    out.append("    }\n}\n\n")
    # The names are one string, a name a line: a list of strings would be a pointer each that the dynamic loader
    # relocates at every start (1,851 pointers on 38 pages, each page then copied), where one string is in code.
    for _, n in values:
        assert n and "\n" not in n and '"""' not in n and "\\" not in n, f"{name}: cannot write the name {n!r}"
    table = Call("TypeProfile", [("name", swift_string(name)), ("values", List([str(v) for v, _ in values])),
                                 ("names", "NAMES")])
    head = "\n".join(render(table, 4))
    assert head.endswith("names: NAMES)"), head
    lines = [n for _, n in values] + ['"""']
    out.append(f"func makeType{TYPE_INDEX[name]}() -> TypeProfile {{\n" + head[: -len("NAMES)")] + '"""\n'
               + "\n".join(" " * 12 + l for l in lines) + ")\n}\n")
    return "".join(out)


def index_file(messages):
    out = [HEADER, "extension Profile {\n",
           "    /// The profile version these tables were generated from.\n",
           f"    public static let version = {swift_string(VERSION)}\n\n",
           "    /// Every message, in number order.\n",
           "    static var generatedMessages: [MessageProfile] {\n"]
    out.append("\n".join(render(List([f"message{m['num']}" for m in messages]), 8)) + "\n    }\n\n")
    # One global per message: Swift makes a global on first use, so a run builds only the messages its files
    # hold, and a switch finds one without hashing. One initialiser per message keeps the compiler fast.
    out.append("    /// The message with this number, made on first use; nil for numbers the profile does not know.\n")
    out.append("    static func generatedMessage(_ number: UInt16) -> MessageProfile? {\n        switch number {\n")
    for m in messages:
        out.append(f"        case {m['num']}: message{m['num']}\n")
    out.append("        default: nil\n        }\n    }\n\n")
    out.append("    /// Every type, in name order.\n    static var generatedTypes: [TypeProfile] {\n")
    out.append("\n".join(render(List([f"type{TYPE_INDEX[n]}" for n in TYPE_NAMES]), 8)) + "\n    }\n\n")
    # Types are made on first use too: a run names the values of a few of them (a sport, a manufacturer).
    out.append("    /// The type at this index of `generatedTypes`, made on first use.\n")
    out.append("    static func generatedType(_ index: Int) -> TypeProfile {\n        switch index {\n")
    for n in TYPE_NAMES:
        out.append(f"        case {TYPE_INDEX[n]}: type{TYPE_INDEX[n]}\n")
    out.append('        default: preconditionFailure("no profile type \\(index)")\n        }\n    }\n}\n\n')
    # The globals are declared together, not each beside its table: a global's storage lies in the zeroed data of
    # the file that declares it, beside that file's caches of its types' conformances (about 600 bytes), so a run
    # that used a dozen messages and types faulted in a page of zeroed memory for each.
    out.append("// Each message and type, made on first use.\n")
    for m in messages:
        out.append(f"let message{m['num']} = makeMessage{m['num']}()\n")
    for n in TYPE_NAMES:
        out.append(f"let type{TYPE_INDEX[n]} = makeType{TYPE_INDEX[n]}()\n")
    out.append("\n/// The global number of every message the profile defines, by its profile name.\n")
    out.append("public enum MessageNumber {\n")
    for m in messages:
        out.append(f"    @_alwaysEmitIntoClient public static var {identifier(camel(m['name']))}: UInt16 {{ {m['num']} }}\n")
    out.append("}\n")
    return "".join(out)


def main():
    outdir = sys.argv[1]
    if os.path.isdir(outdir):
        shutil.rmtree(outdir)
    os.makedirs(os.path.join(outdir, "Messages"))
    os.makedirs(os.path.join(outdir, "Types"))
    messages = sorted(Profile["messages"].values(), key=lambda m: int(m["num"]))
    unique([(camel(m["name"]), m["name"]) for m in messages], "messages")
    write(os.path.join(outdir, "Profile.swift"), index_file(messages))
    for m in messages:
        write(os.path.join(outdir, "Messages", camel(m["name"], upper_first=True) + "Field.swift"), message_file(m))
    for name in TYPE_NAMES:
        write(os.path.join(outdir, "Types", camel(name, upper_first=True) + ".swift"), type_file(name))
    write(os.path.join(outdir, "Lists.swift"), lists_file())
    nf = sum(len(m["fields"]) for m in messages)
    nv = sum(len(v) for v in Profile["types"].values())
    print(f"profile {VERSION}: {len(messages)} messages ({nf} fields), {len(TYPE_NAMES)} types ({nv} values)")


if __name__ == "__main__":
    main()
