#!/usr/bin/env python3
"""Generates Sources/FITProfile/Generated/*.swift from Garmin's published FIT profile.

The profile is read from the PyPI package garmin-fit-sdk (garmin_fit_sdk/profile.py), pinned by
scripts/generate-profile.sh. Output is deterministic: no timestamps, stable ordering, so running the
generator twice gives identical bytes (the test suite checks that the committed files are current).

usage: generate-profile.py OUTDIR
"""
import os
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


def doubles(xs):
    return "[" + ", ".join(number(x) for x in xs) + "]"


def ints(xs):
    return "[" + ", ".join(str(int(x)) for x in xs) + "]"


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


def units(u):
    if isinstance(u, list):
        return "[" + ", ".join(swift_string(x) for x in u) + "]"
    return "[" + swift_string(u) + "]" if u else "[]"


def subfield(sf):
    base, invalid = expansion(sf["type"])
    maps = ", ".join(f"SubfieldMap(fieldNumber: {m['num']}, rawValue: {m['raw_value']})" for m in sf["map"])
    return (f"SubfieldProfile(name: {swift_string(sf['name'])}, kind: {kind(sf['type'])}, typeBase: {base}, "
            f"scale: {doubles(sf['scale'])}, offset: {doubles(sf['offset'])}, units: {units(sf['units'])}, "
            f"bits: {ints(sf['bits'])}, components: {ints(sf['components'])}, maps: [{maps}])")


def field(f):
    base, invalid = expansion(f["type"])
    subs = ""
    if f["sub_fields"]:
        subs = ", subfields: [\n                " + ",\n                ".join(subfield(s) for s in f["sub_fields"]) + "]"
    return (f"FieldProfile(number: {f['num']}, name: {swift_string(f['name'])}, type: {swift_string(f['type'])}, "
            f"kind: {kind(f['type'])}, typeBase: {base}, expandedInvalid: {invalid}, "
            f"baseType: .{BASE_TYPES[f['base_type']][0]}, isArray: {'true' if f['array'] == 'true' else 'false'}, "
            f"scale: {doubles(f['scale'])}, offset: {doubles(f['offset'])}, units: {units(f['units'])}, "
            f"bits: {ints(f['bits'])}, components: {ints(f['components'])}, "
            f"isAccumulated: {'true' if f['is_accumulated'] else 'false'}{subs})")


def write(path, text):
    with open(path, "w", newline="\n") as out:
        out.write(text)


def main():
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    messages = sorted(Profile["messages"].values(), key=lambda m: int(m["num"]))
    # One global per message: Swift makes a global on first use, so a run builds only the messages its files
    # hold (building all 125 was a sixth of start-up), and a switch finds one without hashing. One initialiser
    # per message also keeps each body small, which keeps the Swift compiler fast.
    parts = [HEADER, "extension Profile {\n",
             f"    /// The profile version these tables were generated from.\n",
             f"    public static let version = {swift_string(VERSION)}\n\n",
             "    /// Every message, in number order.\n",
             "    static var generatedMessages: [MessageProfile] {\n        [\n"]
    for m in messages:
        parts.append(f"            message{m['num']},\n")
    parts.append("        ]\n    }\n\n")
    parts.append("    /// The message with this number, made on first use; nil for numbers the profile does not know.\n")
    parts.append("    static func generatedMessage(_ number: UInt16) -> MessageProfile? {\n        switch number {\n")
    for m in messages:
        parts.append(f"        case {m['num']}: message{m['num']}\n")
    parts.append("        default: nil\n        }\n    }\n}\n")
    for m in messages:
        nfields = len(m["fields"])
        parts.append(f"\n// {m['name']}: {nfields} fields\n")
        parts.append(f"private let message{m['num']} = MessageProfile(number: {m['num']}, name: {swift_string(m['name'])}, fields: [\n")
        for num in sorted(m["fields"]):
            parts.append("    " + field(m["fields"][num]) + ",\n")
        parts.append("])\n")
    write(os.path.join(outdir, "Messages.swift"), "".join(parts))

    parts = [HEADER, "extension Profile {\n", "    static let generatedTypes: [TypeProfile] = [\n"]
    for name in TYPE_NAMES:
        parts.append(f"        type{TYPE_INDEX[name]}(),\n")
    parts.append("    ]\n}\n")
    for name in TYPE_NAMES:
        values = sorted(Profile["types"][name].items())
        parts.append(f"\n// {name}: {len(values)} values\n")
        parts.append(f"private func type{TYPE_INDEX[name]}() -> TypeProfile {{\n")
        parts.append(f"    TypeProfile(name: {swift_string(name)},\n")
        parts.append("        values: " + ints(v for v, _ in values) + ",\n")
        parts.append("        names: [" + ", ".join(swift_string(n) for _, n in values) + "])\n}\n")
    write(os.path.join(outdir, "Types.swift"), "".join(parts))
    nf = sum(len(m["fields"]) for m in messages)
    nv = sum(len(v) for v in Profile["types"].values())
    print(f"profile {VERSION}: {len(messages)} messages ({nf} fields), {len(TYPE_NAMES)} types ({nv} values)")


if __name__ == "__main__":
    main()
