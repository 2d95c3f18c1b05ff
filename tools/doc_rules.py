#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""doc_rules.py: writes doc/rules.md, the catalogue of rule sets, from the library and its manual,
so that it never drifts from either: the names, their order and one-line descriptions come from
mancala_preset_info(3), each rule set's canonical spec, board and seeds from the library itself
(through the Python binding), and the account of its rules and of its source from its entry in
mancala-spec(7) (PRESETS and RULE SETS), turned from mdoc into Markdown here. The board pictures
it names, doc/img/rules/NAME.svg, are drawn by the SVG writer of the Python binding.

    PYTHONPATH=bindings/python MANCALA_LIBRARY=.libs/libmancala.so.0 \\
        python3 tools/doc_rules.py > doc/rules.md
    ... tools/doc_rules.py --check doc/rules.md     (tests/check-doc-rules.sh, in make check)

--check compares the file with what would be written and exits 1, with a diff, where they differ.
"""

import argparse
import difflib
import os
import re
import sys

import mancala

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC_PAGE = os.path.join(HERE, "..", "man", "mancala-spec.7")

# --- mdoc to Markdown: just what the entries of mancala-spec(7) use. ---------------------------

ESCAPES = [("\\:", ""), ("\\&", ""), ("\\-", "-"), ("\\(en", "\u2013"), ("\\(em", "\u2014"),
           ("\\(mu", "\u00d7"), ("\\('a", "\u00e1"), ("\\(aq", "'"), ("\\(lq", "\u201c"),
           ("\\(rq", "\u201d"), ("\\~", " "), ("\\e", "\\")]
ENCLOSE = {"Pq": ("(", ")"), "Dq": ("\u201c", "\u201d"), "Sq": ("\u2018", "\u2019"),
           "Qq": ('"', '"'), "Ql": ("`", "`")}
FONTS = {"Cm": "code", "Dv": "code", "Fl": "code", "Li": "code", "Ic": "code", "Ev": "code",
         "Pa": "em", "Em": "em", "Sx": "em", "Ar": "em", "Va": "em", "Sy": "strong"}
OTHER = {"Ns", "No", "Xr", "Po", "Pc"}
CLOSE = {".", ",", ":", ";", ")", "]", "?", "!"}
OPEN = {"(", "["}


class Piece:
    """A word of output: its text, its font, and whether it sticks to its neighbours."""

    def __init__(self, text, font=None, left=False, right=False):
        self.text, self.font, self.left, self.right = text, font, left, right


def unescape(s):
    for a, b in ESCAPES:
        s = s.replace(a, b)
    if "\\" in s:
        raise ValueError("an escape this script does not know: %r" % s)
    return s


def split_args(line):
    """A macro line's words, with "quoted" words kept whole and marked as such."""
    out = []
    for m in re.finditer(r'"((?:[^"]|"")*)"|(\S+)', line):
        if m.group(1) is not None:
            out.append((unescape(m.group(1).replace('""', '"')), True))
        else:
            out.append((unescape(m.group(2)), False))
    return out


def parse(args, i, end, glue=False):
    """The pieces of args[i:end]. glue: the first piece sticks to what comes before (Ns)."""
    out, font = [], None
    while i < end:
        word, quoted = args[i]
        macro = not quoted and (word in ENCLOSE or word in FONTS or word in OTHER)
        if macro and word in ENCLOSE:
            j = end
            while j > i + 1 and not args[j - 1][1] and args[j - 1][0] in CLOSE:
                j -= 1
            inner = parse(args, i + 1, j)
            o, c = ENCLOSE[word]
            text = " ".join(p.text for p in inner) if word == "Ql" else join(inner)
            out.append(Piece(o + text + c, None, glue))
            i, font, glue = j, None, False
        elif macro and word == "Ns":
            i, font, glue = i + 1, None, True
        elif macro and word == "No":
            i, font = i + 1, None
        elif macro and word == "Xr":
            out.append(Piece("%s(%s)" % (args[i + 1][0], args[i + 2][0]), None, glue))
            i, font, glue = i + 3, None, False
        elif macro and word == "Po":
            out.append(Piece("(", None, glue, True))
            i, font, glue = i + 1, None, False
        elif macro and word == "Pc":
            out.append(Piece(")", None, True))
            i, font, glue = i + 1, None, False
        elif macro:
            i, font = i + 1, FONTS[word]
        elif not quoted and word in CLOSE:
            out.append(Piece(word, None, True))
            i, glue = i + 1, False
        elif not quoted and word in OPEN:
            out.append(Piece(word, None, glue, True))
            i, glue = i + 1, False
        else:
            text = "-" + word if font == "code" and args[i - 1][0] == "Fl" else word
            out.append(Piece(text, font, glue))
            i, glue = i + 1, False
    return out


def styled(text, font):
    if font == "code":
        return "`%s`" % text
    if font == "em":
        return "*%s*" % text
    if font == "strong":
        return "**%s**" % text
    return text


def join(pieces):
    """The pieces as Markdown: spaces where words do not stick, runs of one font styled once."""
    groups, prev = [], None  # [font, text, the space before it]
    for p in pieces:
        space = "" if prev is None or p.left or prev.right else " "
        if groups and p.font is not None and groups[-1][0] == p.font:
            groups[-1][1] += space + p.text
        else:
            groups.append([p.font, p.text, space])
        prev = p
    text = "".join(space + styled(t, font) for font, t, space in groups)
    # `key`=`value` and `key`=value, as the page writes an option's value: one piece of code.
    text = re.sub(r"`([^`]*)`=`([^`]*)`", r"`\1=\2`", text)
    return re.sub(r"`([a-z]+)`=([0-9a-z+]+)\b", r"`\1=\2`", text)


def render(lines):
    """The body of a list entry (mdoc lines) as Markdown paragraphs."""
    paragraphs, pieces = [], []
    for line in lines:
        if line.startswith(".\\\""):
            continue
        if line in (".Pp", ".Lp"):
            if pieces:
                paragraphs.append(join(pieces))
            pieces = []
        elif line.startswith("."):
            name = line[1:].split(None, 1)
            if name[0] not in ENCLOSE and name[0] not in FONTS and name[0] not in OTHER:
                raise ValueError("a macro this script does not render: %r" % line)
            pieces += parse(split_args(line[1:]), 0, len(split_args(line[1:])))
        else:
            pieces.append(Piece(unescape(line)))
    if pieces:
        paragraphs.append(join(pieces))
    return paragraphs


def entries(path):
    """{name: the mdoc lines of its first `.It Ql name` entry} of mancala-spec(7)."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    found, i = {}, 0
    while i < len(lines):
        m = re.match(r"^\.It Ql ([a-z0-9-]+)$", lines[i])
        i += 1
        if not m:
            continue
        body, depth = [], 0
        while i < len(lines):
            line = lines[i]
            if depth == 0 and (line.startswith(".It") or line == ".El"):
                break
            depth += line.startswith(".Bl") - (line == ".El")
            body.append(line)
            i += 1
        found.setdefault(m.group(1), body)
    return found


# --- The page. ---------------------------------------------------------------------------------

def board(name):
    g = mancala.Game(name)
    rows = g.rows
    h = g.num_houses
    seeds = sum(g.board)
    if rows == 4:
        shape = "4 rows of %d houses, 2 a side" % (h // 2)
    else:
        shape = "2 rows of %d houses" % h
    return "%s; %d seeds" % (shape, seeds)


def page():
    presets = mancala.presets()
    text = entries(SPEC_PAGE)
    missing = [name for name, _ in presets if name not in text]
    if missing:
        raise SystemExit("doc_rules.py: no entry in mancala-spec(7) for %s" % ", ".join(missing))
    out = [
        "<!-- SPDX-License-Identifier: MIT -->",
        "<!-- doc/rules.md: written by tools/doc_rules.py from the library and mancala-spec(7);",
        "     do not edit: change those and run `make doc-rules`. -->",
        "# The rule sets",
        "",
        "The library knows %d named rule sets. Each name is a spec string by itself "
        "(`Game(\"songo\")`, `mancala_variant_new(&v, \"songo\")`) and takes options like any "
        "preset (`songo:seeds=6`); mancala-spec(7) gives the vocabulary of the options, and "
        "`mancala_variant_rules_text(3)` (Python `mancala.arena.rules_text(name)`) writes any "
        "spec's rules as plain English." % len(presets),
        "",
        "For each: a picture of its starting position, its description as "
        "`mancala_preset_info(3)` gives it, its canonical spec (`mancala_variant_spec(3)`), its "
        "board, and its entry in mancala-spec(7), which names the source the rules follow and "
        "the outside implementation they were checked against. The same order and text are what "
        "a game picker gets from `mancala_preset_info` (Python and Lua `mancala.presets()`).",
        "",
        "| Name | Board | Description |",
        "|---|---|---|",
    ]
    for name, desc in presets:
        short = board(name).split(";")[0]
        out.append("| [`%s`](#%s) | %s | %s |" % (name, name, short, desc.replace("|", "\\|")))
    for name, desc in presets:
        v = mancala.Variant(name)
        out += [
            "",
            "## %s" % name,
            "",
            "![%s](img/rules/%s.svg)" % (name, name),
            "",
            "%s." % desc.rstrip("."),
            "",
            "- Board: %s." % board(name),
            "- Canonical spec: `%s`" % v.spec,
            "",
        ]
        out += ["\n\n".join(render(text[name]))]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", metavar="FILE", help="compare FILE with the page instead of writing")
    args = ap.parse_args()
    want = page()
    if not args.check:
        sys.stdout.write(want)
        return 0
    with open(args.check, encoding="utf-8") as f:
        have = f.read()
    if have == want:
        print("%s is current" % args.check)
        return 0
    sys.stdout.writelines(difflib.unified_diff(have.splitlines(True), want.splitlines(True),
                                               args.check, "tools/doc_rules.py"))
    print("FAIL: %s is not what tools/doc_rules.py writes: run `make doc-rules`" % args.check)
    return 1


if __name__ == "__main__":
    sys.exit(main())
