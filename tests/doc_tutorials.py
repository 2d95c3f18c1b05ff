# SPDX-License-Identifier: MIT
"""doc_tutorials.py: runs the code of the documentation (README.md and doc/*.md) against the
freshly built library, for `make check` (through tests/doc-tutorials.sh, which sets up the
paths). The conventions it reads are written in doc/README.md, "Code in these pages":

- a fenced block whose info string starts with c, python, lua or js is a whole program and runs;
- the words after the language: `skip` (a fragment, not run), `needs=MOD,MOD` (Python modules
  the block imports; without them the block is skipped, saying so);
- a block ```text output``` right after a program (blank lines between at most) is what the
  program must print, exactly.

C is compiled with the build's include directories and linked with libtool against the built
libmancala.la (warnings are errors); Python runs with the binding of the source tree and the
built library; Lua with luajit and bindings/lua; JavaScript with node, in the scratch project
where tests/js.sh installed the npm package (--js-project). A language whose tool or build is
missing is skipped, saying why. Each program runs in a scratch directory, with a time limit.

Usage: doc_tutorials.py [--langs c,python,lua] [--js-project DIR] FILE.md...
(environment: see tests/doc-tutorials.sh; --langs: the languages to run, the others left out)
Exit status: 0 all ran or were skipped, 1 a program failed, 77 nothing could run.
"""

import argparse
import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

LANGS = ("c", "python", "lua", "js")
TIME_LIMIT = 120  # seconds for one program: the tutorials' own take a second or two
FENCE = re.compile(r"^```\s*(.*)$")


class Block:
    def __init__(self, path, line, lang, words, code):
        self.path, self.line, self.lang, self.words, self.code = path, line, lang, words, code
        self.output = None  # the text the program must print, when the page gives it

    def needs(self):
        for w in self.words:
            if w.startswith("needs="):
                return [m for m in w[len("needs="):].split(",") if m]
        return []

    def where(self):
        return "%s:%d (%s)" % (self.path, self.line, self.lang)


def blocks(path):
    """The fenced blocks of a Markdown file, programs with their expected output attached."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out, last, i = [], None, 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            if lines[i].strip():
                last = None  # prose between a program and a text block: not its output
            i += 1
            continue
        info = m.group(1).split()
        start = i + 1
        i += 1
        while i < len(lines) and not lines[i].startswith("```"):
            i += 1
        if i == len(lines):
            raise SystemExit("%s:%d: a fenced block is not closed" % (path, start))
        code = "\n".join(lines[start:i]) + "\n"
        i += 1
        lang = info[0] if info else ""
        if lang in LANGS:
            last = Block(path, start, lang, info[1:], code)
            out.append(last)
        elif lang == "text" and info[1:] == ["output"]:
            if last is None or last.output is not None:
                raise SystemExit("%s:%d: an output block follows no program" % (path, start))
            last.output = code
            last = None
        else:
            last = None
    return out


class Runner:
    def __init__(self, js_project=None):
        env = os.environ
        self.srcdir = os.path.abspath(env.get("srcdir", "."))
        self.builddir = os.path.abspath(env.get("top_builddir", "."))
        self.python = env.get("PYTHON") or sys.executable
        if self.python == ":":
            self.python = sys.executable
        self.cc = env.get("CC") or "cc"
        # LIBTOOL as make gives it ("/bin/sh ./libtool"): its paths made absolute, since the
        # programs are linked in scratch directories.
        self.libtool = [os.path.abspath(w) if not os.path.isabs(w) and os.path.exists(w) else w
                        for w in shlex.split(env.get("LIBTOOL") or
                                             os.path.join(self.builddir, "libtool"))]
        self.luajit = env.get("LUAJIT") or "luajit"
        self.node = env.get("NODE") or "node"
        self.tmp = tempfile.mkdtemp(prefix="doc-tutorials.")
        self.why_not = {}  # language -> why its programs are skipped
        self.js_project = js_project and os.path.abspath(js_project)
        self.count = 0

    def close(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def usable(self, lang):
        """None where programs of lang can run here, else why not (asked once a language)."""
        if lang not in self.why_not:
            self.why_not[lang] = getattr(self, "check_" + lang)()
        return self.why_not[lang]

    def check_c(self):
        la = os.path.join(self.builddir, "libmancala.la")
        if not os.path.exists(la):
            return "no libmancala.la in the build tree"
        if not shutil.which(self.libtool[0]) and not os.path.exists(self.libtool[0]):
            return "libtool not found"
        if not shutil.which(shlex.split(self.cc)[0]):
            return "no C compiler (%s)" % self.cc
        return None

    def check_python(self):
        return None  # this script runs under the same interpreter

    def check_lua(self):
        return None if shutil.which(self.luajit) else "luajit not found"

    def check_js(self):
        if not self.js_project:
            return "no project with the npm package (tests/js.sh runs these)"
        if not shutil.which(self.node):
            return "%s not found" % self.node
        return None

    def command(self, block, work):
        """Writes the program into work and returns the command that runs it (None if a
        compile failed: then the second value is the compiler's message)."""
        if block.lang == "c":
            src = os.path.join(work, "prog.c")
            with open(src, "w") as f:
                f.write(block.code)
            cmd = self.libtool + ["--mode=link", "--tag=CC"] + shlex.split(self.cc) + [
                "-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror",
                "-I" + os.path.join(self.srcdir, "include"),
                "-I" + os.path.join(self.builddir, "include"),
                "-o", os.path.join(work, "prog"), src, os.path.join(self.builddir, "libmancala.la")]
            r = subprocess.run(cmd, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               universal_newlines=True)
            if r.returncode != 0:
                return None, "compile failed: %s\n%s" % (" ".join(cmd), r.stdout)
            return [os.path.join(work, "prog")], None
        if block.lang == "python":
            src = os.path.join(work, "prog.py")
            with open(src, "w") as f:
                f.write(block.code)
            return [self.python, src], None
        if block.lang == "lua":
            src = os.path.join(work, "prog.lua")
            with open(src, "w") as f:
                f.write(block.code)
            return [self.luajit, src], None
        src = os.path.join(self.js_project, "prog%d.mjs" % self.count)  # js: beside its package
        with open(src, "w") as f:
            f.write(block.code)
        return [self.node, src], None

    def run(self, block):
        """'ok', 'skip: why' or 'fail: why'."""
        if "skip" in block.words:
            return "skip: marked skip"
        why = self.usable(block.lang)
        if why:
            return "skip: " + why
        missing = [m for m in block.needs() if importlib.util.find_spec(m) is None]
        if missing:
            return "skip: needs %s" % ", ".join(missing)
        self.count += 1
        work = os.path.join(self.tmp, "%d" % self.count)
        os.mkdir(work)
        cmd, err = self.command(block, work)
        if cmd is None:
            return "fail: " + err
        try:
            r = subprocess.run(cmd, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               universal_newlines=True, timeout=TIME_LIMIT)
        except subprocess.TimeoutExpired:
            return "fail: still running after %d s" % TIME_LIMIT
        if r.returncode != 0:
            return "fail: exit status %d\n--- stdout\n%s--- stderr\n%s" % (
                r.returncode, r.stdout, r.stderr)
        if block.output is not None and r.stdout != block.output:
            return "fail: the output differs from the page's\n--- page\n%s--- program\n%s" % (
                block.output, r.stdout)
        return "ok"


def main(argv):
    ap = argparse.ArgumentParser(description="Runs the code of Markdown pages (see the source).")
    ap.add_argument("--langs", default=",".join(LANGS), help="languages to run, comma-separated")
    ap.add_argument("--js-project", help="a directory where the npm package libmancala is installed")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args(argv[1:])
    langs = args.langs.split(",")
    runner = Runner(args.js_project)
    ran = failed = skipped = left = 0
    try:
        for path in args.files:
            for block in blocks(path):
                if block.lang not in langs:
                    left += 1
                    continue
                verdict = runner.run(block)
                what = block.where() + (" with its output" if block.output is not None else "")
                if verdict == "ok":
                    ran += 1
                    print("ok: %s" % what)
                elif verdict.startswith("skip"):
                    skipped += 1
                    print("skip: %s: %s" % (what, verdict[len("skip: "):]))
                else:
                    failed += 1
                    print("FAIL: %s: %s" % (what, verdict[len("fail: "):]))
    finally:
        runner.close()
    print("%d passed, %d failed, %d skipped; %d in other languages left out (%s run here)"
          % (ran, failed, skipped, left, ", ".join(langs)))
    if failed:
        return 1
    return 0 if ran else 77


if __name__ == "__main__":
    sys.exit(main(sys.argv))
