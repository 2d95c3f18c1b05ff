# SPDX-License-Identifier: MIT
"""test_surface.py: the Python binding's public surface against tests/data/binding-surface.txt,
the table that names each Python name's Lua and JavaScript equivalent (or why there is none).

The Python column must be exactly the surface (mancala.__all__, and the public members of the
classes below): a name added to Python without a line in the table fails here, and the Lua and
JavaScript suites then check that their bindings have the names the table gives them.
"""

import dataclasses
import enum
import os
import unittest

import mancala

TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "binding-surface.txt")
# The classes whose members are part of the surface (the package's other classes are enums,
# errors and plain records, listed by their names alone).
CLASSES = ("Variant", "Game", "Search", "Database", "Book", "Move")


def read_table():
    """[(python, lua, js, members or None)] of the table's lines."""
    rows = []
    with open(TABLE, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cells = [c.strip() for c in line.split(" | ")]
            if len(cells) not in (3, 4):
                raise AssertionError("%s:%d: expected 3 or 4 cells, not %r" % (TABLE, number, line))
            rows.append((cells[0], cells[1], cells[2], cells[3] if len(cells) == 4 else None))
    return rows


def surface():
    """The public names of the Python binding."""
    names = set(mancala.__all__)
    for cls_name in CLASSES:
        cls = getattr(mancala, cls_name)
        members = {n for n in vars(cls) if not n.startswith("_")}
        members |= set(getattr(cls, "_fields", ()))
        if dataclasses.is_dataclass(cls):
            members |= {f.name for f in dataclasses.fields(cls)}
        names |= {"%s.%s" % (cls_name, n) for n in members}
    return names


def resolve(name):
    obj = mancala
    for part in name.split("."):
        obj = getattr(obj, part)
    return obj


class SurfaceTest(unittest.TestCase):
    def test_table_is_the_python_surface(self):
        listed = [r[0] for r in read_table()]
        self.assertEqual(len(listed), len(set(listed)), "a Python name listed twice")
        missing = sorted(surface() - set(listed))
        stale = sorted(set(listed) - surface())
        self.assertEqual(missing, [], "Python names without a line in binding-surface.txt")
        self.assertEqual(stale, [], "lines of binding-surface.txt naming no Python name")

    def test_every_python_name_exists(self):
        for python, _, _, _ in read_table():
            with self.subTest(python):
                resolve(python)  # AttributeError where the name is not there

    def test_cells_name_something_or_say_why_not(self):
        for python, lua, js, _ in read_table():
            for binding, cell in (("lua", lua), ("js", js)):
                with self.subTest(python=python, binding=binding):
                    if cell.startswith("n/a"):
                        self.assertRegex(cell, r"^n/a: \S", "n/a needs a reason")
                    elif binding == "lua":
                        self.assertRegex(cell, r"^(M\.[A-Za-z_][A-Za-z0-9_]*|[A-Z][a-z]+[:.][a-z_]+)$")
                    else:
                        self.assertRegex(cell, r"^([A-Z][a-z]+\.)?[A-Za-z_][A-Za-z0-9_]*$")

    def test_enum_members(self):
        """Every enum of the package has its members listed, with the values the Lua and the
        JavaScript tables must hold; the values are the C header's."""
        enums = {
            n for n in mancala.__all__
            if isinstance(getattr(mancala, n), type) and issubclass(getattr(mancala, n), enum.Enum)
        }
        listed = {}
        for python, _, _, members in read_table():
            if members is not None:
                listed[python] = dict(
                    (k, int(v)) for k, v in (m.split("=") for m in members.split())
                )
        self.assertEqual(sorted(listed), sorted(enums))
        for name, members in listed.items():
            with self.subTest(name):
                self.assertEqual(members, {m.name: int(m.value) for m in getattr(mancala, name)})


if __name__ == "__main__":
    unittest.main()
