# SPDX-License-Identifier: MIT
"""tools_module.py: the Python programs of tools/ loaded as modules, for the tests of them
(test_book_build.py, test_tune_eval.py, test_ladder.py)."""

import importlib.util
import os

TOOLS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools")


def load(name):
    """tools/NAME.py as a module (its main() not run)."""
    spec = importlib.util.spec_from_file_location(name, os.path.join(TOOLS, name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
