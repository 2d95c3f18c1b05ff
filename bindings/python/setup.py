# SPDX-License-Identifier: MIT
# setup.py: the metadata is in pyproject.toml; this file only tags the wheel. A wheel whose package
# carries the shared library (packaging/build-wheel.sh copies it into mancala/) is a binary for this
# platform: its tag says so (py3-none-PLATFORM, e.g. linux_x86_64) and pip installs it only there.
# Without the library the wheel stays pure Python (py3-none-any), as before.
import os

from setuptools import Distribution, setup

try:  # setuptools 70.1 and later carry the command; Debian 12 has it from the wheel package
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:
    from wheel.bdist_wheel import bdist_wheel

HERE = os.path.dirname(os.path.abspath(__file__))
LIBRARIES = ("libmancala.so.0", "libmancala.0.dylib", "libmancala-0.dll")


def carries_library():
    return any(os.path.isfile(os.path.join(HERE, "mancala", name)) for name in LIBRARIES)


class BinaryDistribution(Distribution):
    """Says the package has compiled code, so the files go to platlib (the wheel's root is not
    purelib) and the wheel is tagged for this platform."""

    def has_ext_modules(self):
        return True


class PlatformWheel(bdist_wheel):
    """Tagged py3-none-PLATFORM: the package has no extension module, only a shared library loaded
    through ctypes, so neither the interpreter nor its ABI matter, but the machine and its C
    library do."""

    def get_tag(self):
        _, _, platform = super().get_tag()
        return "py3", "none", platform


if carries_library():
    setup(distclass=BinaryDistribution, cmdclass={"bdist_wheel": PlatformWheel})
else:
    setup()
