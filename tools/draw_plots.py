#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""draw_plots.py: plots of the performance figures, from the text tables kept beside them.

    draw_plots.py DATADIR OUTDIR

reads DATADIR/NAME.tsv (tab-separated, a header row, lines starting with # are comments that
say where the figures come from and how to measure them again) and writes OUTDIR/NAME.svg with
matplotlib. `make doc-plots` draws doc/data/*.tsv into doc/img/plots, where the plots are kept
in git. Exits 77 (skipped) where matplotlib is not installed; a table that no plot here knows is
an error, so that every table has its picture.
"""

import math
import os
import sys
from typing import Callable, Dict, List

try:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:  # pragma: no cover - depends on the machine
    plt = None

SKIP = 77
BLUE, RED, WOOD = "#1d5fa6", "#b23a1e", "#8a5a2b"


def read(path: str) -> List[Dict[str, str]]:
    rows: List[List[str]] = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                rows.append(line.split("\t"))
    head, body = rows[0], rows[1:]
    for r in body:
        if len(r) != len(head):
            raise SystemExit("%s: a row of %d fields under a header of %d" % (path, len(r), len(head)))
    return [dict(zip(head, r)) for r in body]


def dbgen_ranks(rows: List[Dict[str, str]], ax_pair) -> str:
    """Processor seconds and peak memory a rank, by ranks, for 18 and 20 seeds."""
    work, memory = ax_pair
    for seeds, colour in (("18", BLUE), ("20", RED)):
        sel = [r for r in rows if r["seeds"] == seeds]
        ranks = [int(r["ranks"]) for r in sel]
        work.plot(ranks, [float(r["processor_s"]) for r in sel], "o-", color=colour,
                  label="%s seeds" % seeds)
        memory.plot(ranks, [int(r["rss_kb"]) / 1024 for r in sel], "o-", color=colour,
                    label="%s seeds" % seeds)
    for ax in ax_pair:
        ax.set_xlabel("MPI ranks")
        ax.set_xticks([1, 2, 4])
        ax.grid(True, alpha=0.3)
        ax.legend()
    work.set_ylabel("processor seconds, all ranks")
    work.set_ylim(bottom=0)
    work.set_title("Awari database: the work")
    memory.set_ylabel("peak resident MiB, largest rank")
    memory.set_ylim(bottom=0)
    memory.set_title("... and the memory of a rank")
    return "two"


def dbgen_layers(rows: List[Dict[str, str]], ax_pair) -> str:
    """Microseconds and bytes exchanged per position, by layer."""
    cost, net = ax_pair
    layers = [int(r["layer"]) for r in rows]
    pos = [int(r["positions"]) for r in rows]
    cost.plot(layers, [float(r["processor_s"]) * 1e6 / p for r, p in zip(rows, pos)], "o-", color=BLUE)
    net.plot(layers, [int(r["bytes"]) / p for r, p in zip(rows, pos)], "o-", color=RED)
    cost.set_ylabel("processor microseconds a position")
    net.set_ylabel("bytes exchanged a position (4 ranks)")
    cost.set_title("Awari, 20 seeds, 4 ranks: the work of a layer")
    net.set_title("... and its traffic")
    for ax in ax_pair:
        ax.set_xlabel("layer (seeds on the board)")
        ax.set_xticks(layers)
        ax.set_ylim(bottom=0)
        ax.grid(True, alpha=0.3)
    return "two"


def solve_nodes(rows: List[Dict[str, str]], ax) -> str:
    """Measured against predicted nodes of Kalah solves, on log scales."""
    pred = [float(r["predicted"]) for r in rows]
    meas = [float(r["measured"]) for r in rows]
    lo, hi = min(pred + meas) / 2, max(pred + meas) * 2
    ax.plot([lo, hi], [lo, hi], "-", color=WOOD, alpha=0.6, label="measured = predicted")
    ax.plot(pred, meas, "o", color=BLUE)
    # Labels right of their points, the lower of two that would overlap moved down (a step of
    # 0.15 of a power of ten) with a line back to its point.
    placed: List = []
    for r, x, y in sorted(zip(rows, pred, meas), key=lambda t: -t[2]):
        ly = math.log10(y)
        while any(abs(ly - py) < 0.15 and abs(math.log10(x) - px) < 1.6 for px, py in placed):
            ly -= 0.15
        placed.append((math.log10(x), ly))
        ax.annotate("%s, D=%s" % (r["position"], r["D"]), (x, y), xytext=(x * 1.5, 10 ** ly),
                    textcoords="data", va="center", fontsize=8,
                    arrowprops={"arrowstyle": "-", "color": "#999", "lw": 0.6})
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlim(lo, hi * 30)
    ax.set_ylim(lo, hi)
    ax.set_xlabel("nodes predicted by the fit 15.7 x 1.462^N / 1.177^D")
    ax.set_ylabel("nodes measured")
    ax.set_title("Kalah solves against the fit")
    ax.grid(True, which="major", alpha=0.3)
    ax.legend(loc="lower right")
    return "one"


PLOTS: Dict[str, Callable] = {
    "dbgen-ranks": dbgen_ranks,
    "dbgen-layers": dbgen_layers,
    "solve-nodes": solve_nodes,
}
PANELS = {"dbgen-ranks": 2, "dbgen-layers": 2, "solve-nodes": 1}


def main(argv: List[str]) -> int:
    if len(argv) != 3:
        sys.stderr.write("usage: draw_plots.py DATADIR OUTDIR\n")
        return 2
    if plt is None:
        print("draw_plots.py: matplotlib is not installed: no plots drawn")
        return SKIP
    data, out = argv[1], argv[2]
    # The same input gives the same file: fixed ids, no date, text left as text.
    plt.rcParams.update({"svg.hashsalt": "libmancala", "svg.fonttype": "none",
                         "font.family": "DejaVu Sans", "font.size": 10})
    os.makedirs(out, exist_ok=True)
    names = sorted(f[:-4] for f in os.listdir(data) if f.endswith(".tsv"))
    for name in names:
        if name not in PLOTS:
            sys.stderr.write("draw_plots.py: no plot knows %s.tsv\n" % name)
            return 1
        rows = read(os.path.join(data, name + ".tsv"))
        panels = PANELS[name]
        fig, axes = plt.subplots(1, panels, figsize=(5.2 * panels, 3.8))
        PLOTS[name](rows, axes)
        fig.tight_layout()
        fig.savefig(os.path.join(out, name + ".svg"), format="svg", metadata={"Date": None})
        plt.close(fig)
    print("draw_plots.py: %d plots in %s" % (len(names), out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
