#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make_html.py: the HTML manual, one site of the README, doc/*.md and every man page.

    make_html.py SRCDIR OUTDIR [VERSION]

The site mirrors the source tree, so that relative links keep working: README (or README.md)
becomes OUTDIR/index.html, doc/NAME.md OUTDIR/doc/NAME.html (and any other Markdown file a page
links to likewise), man/NAME.S OUTDIR/man/NAME.S.html (mandoc -T html; a .so stub gets the page
it points to, under its own name, as man(1) shows it). Links between pages are rewritten (.md
to .html, a man page's file to its page, README to index.html); other files of the source tree a
page links to or shows (pictures, examples) are copied beside it; a linked folder gets a page
listing its files. OUTDIR/contents.html lists every page. Nothing outside OUTDIR is written.

Needs Python's markdown module (Debian: python3-markdown) and mandoc; exits 77 without either.
"""

import html
import os
import re
import shutil
import subprocess
import sys
from typing import Dict, List, Optional, Set, Tuple

try:
    import markdown  # type: ignore
except ImportError:  # pragma: no cover - depends on the machine
    markdown = None

SKIP = 77
MAN_RE = re.compile(r"^man/([A-Za-z0-9_.+-]+)\.([1-9])$")
# a, img and source elements' href and src attributes, as Markdown and mandoc write them.
ATTR_RE = re.compile(r'(<(?:a|img|source|link)\b[^<>]*?\s(?:href|src)=")([^"]*)(")')
EXTERNAL = "EXTERNAL-MAN-PAGE/"
XR_EXTERNAL_RE = re.compile(
    r'<a class="Xr" href="' + re.escape(EXTERNAL) + r'[^"]*">(.*?)</a>', re.S
)
HERE = os.path.dirname(os.path.abspath(__file__))


def slug(text: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a
    hyphen (so that links written for GitHub work here too)."""
    text = re.sub(r"<[^>]*>", "", text)
    text = html.unescape(text).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


class Site:
    def __init__(self, srcdir: str, outdir: str, version: str) -> None:
        self.src = os.path.abspath(srcdir)
        self.out = os.path.abspath(outdir)
        self.version = version
        self.pages: Dict[str, str] = {}  # output path (relative) -> title
        self.queue: List[str] = []  # Markdown files (relative to src) still to render
        self.queued: Set[str] = set()
        self.man: Dict[str, Tuple[str, str]] = {}  # "name.S" -> (source file, description)
        readme = "README.md" if os.path.isfile(os.path.join(self.src, "README.md")) else "README"
        self.readme = readme

    # -- paths ---------------------------------------------------------------------------------

    def out_of(self, rel: str) -> str:
        """The output path (relative to OUTDIR) of a source file that becomes a page."""
        if rel == self.readme or rel in ("README", "README.md"):
            return "index.html"
        m = MAN_RE.match(rel)
        if m:
            return rel + ".html"
        if rel.endswith(".md"):
            return rel[:-3] + ".html"
        return rel

    def enqueue(self, rel: str) -> None:
        if rel not in self.queued:
            self.queued.add(rel)
            self.queue.append(rel)

    def write(self, rel: str, text: str) -> None:
        path = os.path.join(self.out, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

    def copy(self, rel: str) -> None:
        dest = os.path.join(self.out, rel)
        if not os.path.exists(dest):
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            shutil.copyfile(os.path.join(self.src, rel), dest)

    def listing(self, rel: str) -> str:
        """A page listing a folder's files (file:// shows no index of its own); its path."""
        page = (rel.rstrip("/") + "/index.html") if rel not in ("", ".") else "files.html"
        if page in self.pages:
            return page
        names = sorted(os.listdir(os.path.join(self.src, rel)))
        items = "".join("<li><code>%s</code></li>\n" % html.escape(n) for n in names)
        body = "<h1><code>%s/</code></h1>\n<p>The files of this folder in the source tree:</p>\n<ul>\n%s</ul>\n" % (
            html.escape(rel.rstrip("/")), items)
        self.emit(page, rel.rstrip("/") + "/", body, "listing")
        return page

    # -- links ---------------------------------------------------------------------------------

    def rewrite(self, text: str, src_rel: str, out_rel: str) -> str:
        """Rewrites the local links of a page made from src_rel and written to out_rel."""
        src_dir = os.path.dirname(src_rel)
        out_dir = os.path.dirname(out_rel)

        def fix(m: "re.Match[str]") -> str:
            url = html.unescape(m.group(2))
            if not url or url.startswith("#") or re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", url) \
                    or url.startswith("//") or url.startswith(EXTERNAL):
                return m.group(0)
            path, sep, frag = url.partition("#")
            path = path.split("?", 1)[0]
            target = os.path.normpath(os.path.join(src_dir, path)) if path else src_rel
            if target.startswith(".."):
                return m.group(0)  # outside the tree: the link check reports it
            full = os.path.join(self.src, target)
            if os.path.isdir(full):
                dest = self.listing(target)
            elif not os.path.isfile(full):
                return m.group(0)
            elif target.endswith(".md") or target in ("README", "README.md") or MAN_RE.match(target):
                dest = self.out_of(target)
                if not MAN_RE.match(target) and target != src_rel:
                    self.enqueue(target)
            else:
                self.copy(target)
                dest = target
            new = os.path.relpath(dest, out_dir or ".") if dest != out_rel else os.path.basename(dest)
            new = new.replace(os.sep, "/") + (sep + frag if sep else "")
            return m.group(1) + html.escape(new, quote=True) + m.group(3)

        return ATTR_RE.sub(fix, text)

    # -- pages ---------------------------------------------------------------------------------

    def emit(self, out_rel: str, title: str, body: str, kind: str) -> None:
        up = os.path.relpath(".", os.path.dirname(out_rel) or ".").replace(os.sep, "/")
        up = "" if up == "." else up + "/"
        page = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} &#8212; libmancala {version}</title>
<link rel="stylesheet" href="{up}style.css">
</head>
<body class="{kind}">
<header class="site"><a class="home" href="{up}index.html">libmancala</a> <span class="version">{version}</span>
<nav><a href="{up}index.html">Home</a> <a href="{up}contents.html">Contents</a> <a href="{up}man/libmancala.3.html">libmancala(3)</a> <a href="{up}man/mancala-spec.7.html">mancala-spec(7)</a></nav></header>
<main>
{body}
</main>
<footer>libmancala {version}: the README, doc/ and the manual pages of the source tree, made by <code>make html</code>.</footer>
</body>
</html>
""".format(title=html.escape(title), version=html.escape(self.version), up=up, kind=kind, body=body)
        self.pages[out_rel] = title
        self.write(out_rel, page)

    def markdown_page(self, rel: str) -> None:
        with open(os.path.join(self.src, rel), encoding="utf-8") as f:
            text = f.read()
        md = markdown.Markdown(
            extensions=["extra", "toc", "sane_lists"],
            extension_configs={"toc": {"slugify": lambda value, sep: slug(value)}},
            output_format="html",
        )
        body = md.convert(text)
        # Code that names a man page of this tree, mancala_game_new(3), links to it.
        def man_link(m: "re.Match[str]") -> str:
            name, sec = m.group(1), m.group(2)
            key = "%s.%s" % (name, sec)
            if key not in self.man:
                return m.group(0)
            return '<a href="%s"><code>%s(%s)</code></a>' % ("man/" + key + ".html", name, sec)

        body = re.sub(r"<code>([A-Za-z0-9_.-]+)\(([1-9])\)</code>", man_link, body)
        # man/... links above are written from the top; make them relative to this page.
        src_dir = os.path.dirname(rel)
        if src_dir:
            body = body.replace('<a href="man/', '<a href="%s/man/' % os.path.relpath(".", src_dir))
        out_rel = self.out_of(rel)
        body = self.rewrite(body, rel, out_rel)
        m = re.search(r"<h[12][^>]*>(.*?)</h[12]>", body, re.S)
        title = html.unescape(re.sub(r"<[^>]*>", "", m.group(1))).strip() if m else rel
        self.emit(out_rel, title, body, "doc")

    def man_pages(self) -> None:
        mandir = os.path.join(self.src, "man")
        for name in sorted(os.listdir(mandir)):
            m = re.match(r"^(.+)\.([1-9])$", name)
            if not m:
                continue
            with open(os.path.join(mandir, name), encoding="utf-8") as f:
                text = f.read()
            so = re.search(r"^\.so\s+man[1-9]/(\S+)\s*$", text, re.M)
            nd = re.search(r"^\.Nd\s+(.*)$", text, re.M)
            self.man[name] = (so.group(1) if so else name, nd.group(1).strip() if nd else "")
        rendered: Dict[str, str] = {}
        ids: Dict[str, Set[str]] = {}
        for name in sorted(self.man):
            source, _ = self.man[name]
            if source not in self.man:
                raise SystemExit("make_html.py: man/%s points to man/%s, which is missing" % (name, source))
            if source not in rendered:
                # A file %N.%S in man/ gets a link of the first form, any other page the second.
                out = subprocess.run(
                    ["mandoc", "-T", "html", "-O", "fragment,man=%N.%S.html;" + EXTERNAL + "%N.%S",
                     source],
                    cwd=mandir, check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                ).stdout.decode("utf-8")
                rendered[source] = XR_EXTERNAL_RE.sub(r'<span class="Xr">\1</span>', out)
                ids[source] = set(re.findall(r'\sid="([^"]*)"', rendered[source]))
        for name in sorted(self.man):
            source, _ = self.man[name]
            out = rendered[source]

            # .Sx names a section of this page, but the pages write ".Xr mancala-spec 7 ,
            # .Sx NOTATIONS" for another's: such a link goes to the first page this one
            # mentions (.Xr) that has the section.
            def section(m: "re.Match[str]", source: str = source, out: str = out) -> str:
                anchor = html.unescape(m.group(1))
                if anchor in ids[source]:
                    return m.group(0)
                for other in re.findall(r'<a class="Xr" href="([^"#]*)\.html"', out):
                    if anchor in ids.get(other, ()):
                        return 'href="%s.html#%s"' % (other, m.group(1))
                return m.group(0)

            out = re.sub(r'href="#([^"]*)"', section, out)
            title = "%s(%s)" % tuple(name.rsplit(".", 1))
            if source != name:
                note = '<p class="stub"><code>%s</code> is described in <a href="%s.html">%s(%s)</a>.</p>\n' % (
                    html.escape(title.split("(")[0]), source, *source.rsplit(".", 1))
                out = note + out
            self.emit("man/" + name + ".html", title, out, "man")

    def contents(self) -> None:
        docs = sorted(p for p in self.pages if p.endswith(".html") and not p.startswith("man/")
                      and not p.endswith("/index.html") and p not in ("index.html", "files.html"))
        rows = ['<li><a href="index.html">%s</a> (README)</li>' % html.escape(self.pages["index.html"])]
        rows += ['<li><a href="%s">%s</a> <span class="path">%s</span></li>' % (
            p, html.escape(self.pages[p]), html.escape(p[:-5] + ".md")) for p in docs]
        sections = {"1": "Programs", "3": "Library functions", "7": "Conventions and formats"}
        man = []
        for sec in sorted({n.rsplit(".", 1)[1] for n in self.man}):
            man.append("<h3>%s</h3>\n<dl class=\"man-list\">" % sections.get(sec, "Section " + sec))
            for name in sorted(n for n in self.man if n.endswith("." + sec)):
                source, nd = self.man[name]
                if source != name:
                    nd = "see " + source.rsplit(".", 1)[0] + "(" + sec + ")"
                man.append('<dt><a href="man/%s.html">%s(%s)</a></dt><dd>%s</dd>' % (
                    name, html.escape(name.rsplit(".", 1)[0]), sec, html.escape(nd)))
            man.append("</dl>")
        body = "<h1>Contents</h1>\n<h2>Guides</h2>\n<ul>\n%s\n</ul>\n<h2>Manual pages</h2>\n%s\n" % (
            "\n".join(rows), "\n".join(man))
        self.emit("contents.html", "Contents", body, "contents")

    def build(self) -> None:
        if os.path.isdir(self.out):
            shutil.rmtree(self.out)
        os.makedirs(self.out)
        shutil.copyfile(os.path.join(HERE, "html", "style.css"), os.path.join(self.out, "style.css"))
        self.man_pages()
        self.enqueue(self.readme)
        docdir = os.path.join(self.src, "doc")
        if os.path.isdir(docdir):
            for name in sorted(os.listdir(docdir)):
                if name.endswith(".md"):
                    self.enqueue("doc/" + name)
        while self.queue:
            self.markdown_page(self.queue.pop(0))
        self.contents()


def main(argv: List[str]) -> int:
    if len(argv) not in (3, 4):
        sys.stderr.write("usage: make_html.py SRCDIR OUTDIR [VERSION]\n")
        return 2
    if markdown is None:
        sys.stderr.write("make_html.py: Python's markdown module is missing (Debian: python3-markdown)\n")
        return SKIP
    if shutil.which("mandoc") is None:
        sys.stderr.write("make_html.py: mandoc is missing (Debian: mandoc)\n")
        return SKIP
    site = Site(argv[1], argv[2], argv[3] if len(argv) > 3 else "")
    site.build()
    print("make_html.py: %d pages in %s" % (len(site.pages), argv[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
