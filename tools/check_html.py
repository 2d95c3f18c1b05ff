#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""check_html.py: checks the HTML manual that make_html.py wrote.

    check_html.py SITE [CHROMIUM]

1. Links: every href and src of every page that points inside the site (no scheme) names a file
   that exists, and a #fragment names an id (or a name) of that page.
2. With CHROMIUM (a Chromium or Chrome executable, driven over --remote-debugging-pipe with
   nothing but the standard library): every page loads from file:// without a navigation
   error, has a title and some text, and every picture on it is drawn (an <img> that failed to
   load has no natural width). Screenshots of the front page and of a rule page (doc/rules.html
   where it exists, else man/mancala-spec.7.html) are saved as SITE/screenshots/front.png and
   rules.png.

Exits 0 when everything holds, 1 otherwise, listing each failure.
"""

import base64
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
from html.parser import HTMLParser
from typing import Any, Callable, Dict, List, Optional, Set, Tuple
from urllib.parse import unquote


class Page(HTMLParser):
    """The ids and names a page defines and the local URLs it uses."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: Set[str] = set()
        self.urls: List[Tuple[str, str]] = []  # (attribute, value)

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name == "id" or (name == "name" and tag == "a"):
                self.ids.add(value)
            elif name in ("href", "src") and tag in ("a", "img", "link", "script", "source", "iframe"):
                self.urls.append((name, value))


def local(url: str) -> bool:
    return not re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", url) and not url.startswith("//")


def check_links(site: str) -> Tuple[List[str], List[str]]:
    """The pages of the site and the broken links found, one line each."""
    pages: Dict[str, Page] = {}
    for dirpath, _, files in os.walk(site):
        for f in files:
            if f.endswith(".html"):
                path = os.path.join(dirpath, f)
                p = Page()
                with open(path, encoding="utf-8") as fh:
                    p.feed(fh.read())
                pages[os.path.relpath(path, site)] = p
    broken = []
    for rel, page in sorted(pages.items()):
        for attr, url in page.urls:
            if not local(url):
                continue
            path, _, frag = url.partition("#")
            path = unquote(path.split("?", 1)[0])
            target = os.path.normpath(os.path.join(os.path.dirname(rel), path)) if path else rel
            if target.startswith(".."):
                broken.append("%s: %s=%r leaves the site" % (rel, attr, url))
                continue
            full = os.path.join(site, target)
            if not os.path.isfile(full):
                broken.append("%s: %s=%r: no file %s" % (rel, attr, url, target))
                continue
            if frag and target.endswith(".html") and unquote(frag) not in pages[target].ids:
                broken.append("%s: %s=%r: %s has no anchor #%s" % (rel, attr, url, target, frag))
    return sorted(pages), broken


class Browser:
    """Headless Chromium over --remote-debugging-pipe: JSON messages ended by NUL, written to
    its descriptor 3 and read from its descriptor 4."""

    def __init__(self, exe: str, profile: str) -> None:
        to_child_r, self._w = os.pipe()
        self._r, from_child_w = os.pipe()

        def descriptors() -> None:
            a, b = os.dup(to_child_r), os.dup(from_child_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        # Chromium's own messages go to a file: a pipe nobody reads could fill and stop it.
        self._log = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
             "--remote-debugging-pipe", "--user-data-dir=" + profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self._log,
            preexec_fn=descriptors, pass_fds=(3, 4),
        )
        os.close(to_child_r)
        os.close(from_child_w)
        self._buf = b""
        self._msgs: List[Dict[str, Any]] = []
        self._id = 0

    def close(self) -> None:
        try:
            self.send("Browser.close", timeout=10)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._r, self._w):
            try:
                os.close(fd)
            except OSError:
                pass
        self._log.close()

    def _read(self, deadline: float) -> None:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("no answer from chromium")
        ready, _, _ = select.select([self._r], [], [], left)
        if not ready:
            raise TimeoutError("no answer from chromium")
        chunk = os.read(self._r, 1 << 16)
        if not chunk:
            self._log.seek(0)
            err = self._log.read().decode("utf-8", "replace")
            raise RuntimeError("chromium closed its pipe: " + err[-2000:])
        self._buf += chunk
        while b"\0" in self._buf:
            msg, self._buf = self._buf.split(b"\0", 1)
            self._msgs.append(json.loads(msg.decode("utf-8")))

    def wait(self, pred: Callable[[Dict[str, Any]], bool], timeout: float = 30) -> Dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            for i, m in enumerate(self._msgs):
                if pred(m):
                    del self._msgs[i]
                    return m
            self._read(deadline)

    def send(self, method: str, params: Optional[Dict[str, Any]] = None,
             session: Optional[str] = None, timeout: float = 30) -> Dict[str, Any]:
        self._id += 1
        mid = self._id
        msg: Dict[str, Any] = {"id": mid, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        data = json.dumps(msg).encode("utf-8") + b"\0"
        while data:
            data = data[os.write(self._w, data):]
        reply = self.wait(lambda m: m.get("id") == mid, timeout)
        if "error" in reply:
            raise RuntimeError("%s: %s" % (method, reply["error"]))
        return reply.get("result", {})

    def forget_events(self) -> None:
        self._msgs = [m for m in self._msgs if "id" in m]


PROBE = """JSON.stringify({
  title: document.title,
  text: document.body ? document.body.innerText.length : 0,
  broken: Array.from(document.images).filter(i => !(i.complete && i.naturalWidth > 0))
    .map(i => i.getAttribute('src'))
})"""


def check_in_browser(site: str, pages: List[str], exe: str) -> List[str]:
    failures = []
    profile = tempfile.mkdtemp(prefix="mancala-html-")
    shots = os.path.join(site, "screenshots")
    os.makedirs(shots, exist_ok=True)
    rules = "doc/rules.html" if "doc/rules.html" in pages else "man/mancala-spec.7.html"
    wanted = {"index.html": "front.png", rules: "rules.png"}
    browser = Browser(exe, profile)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.send("Page.enable", session=session)
        browser.send("Runtime.enable", session=session)
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": 1200, "height": 1500, "deviceScaleFactor": 1, "mobile": False},
                     session=session)
        for rel in pages:
            url = "file://" + os.path.abspath(os.path.join(site, rel))
            browser.forget_events()
            nav = browser.send("Page.navigate", {"url": url}, session=session)
            if nav.get("errorText"):
                failures.append("%s: does not load: %s" % (rel, nav["errorText"]))
                continue
            browser.wait(lambda m: m.get("method") == "Page.loadEventFired"
                         and m.get("sessionId") == session)
            got = browser.send("Runtime.evaluate", {"expression": PROBE, "returnByValue": True},
                               session=session)
            probe = json.loads(got["result"]["value"])
            if not probe["title"]:
                failures.append("%s: no title" % rel)
            if probe["text"] < 20:
                failures.append("%s: almost no text (%d characters)" % (rel, probe["text"]))
            for src in probe["broken"]:
                failures.append("%s: picture %s not drawn" % (rel, src))
            if rel in wanted:
                shot = browser.send("Page.captureScreenshot", {"format": "png"}, session=session)
                with open(os.path.join(shots, wanted[rel]), "wb") as f:
                    f.write(base64.b64decode(shot["data"]))
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
    return failures


def main(argv: List[str]) -> int:
    if len(argv) not in (2, 3):
        sys.stderr.write("usage: check_html.py SITE [CHROMIUM]\n")
        return 2
    site = argv[1]
    pages, failures = check_links(site)
    print("check_html.py: %d pages, %d broken links" % (len(pages), len(failures)))
    if len(argv) == 3:
        t0 = time.monotonic()
        found = check_in_browser(site, pages, argv[2])
        print("check_html.py: %d pages loaded in chromium in %.1f s, %d failures; screenshots in %s"
              % (len(pages), time.monotonic() - t0, len(found), os.path.join(site, "screenshots")))
        failures += found
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
