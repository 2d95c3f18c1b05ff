// SPDX-License-Identifier: MIT
// Runs Oracle's "random FILE SEED PLIES --json" for a range of seeds in one JVM (game compiled once).
// Output per seed is written to OUTDIR/seed<N>.jsonl, line-for-line what Oracle.cmdRandom prints.
// usage: BatchRandom FILE SEED_FROM SEED_TO PLIES OUTDIR [MAX_SECONDS] [--option "Cat/Item"]...
import game.Game;
import java.io.*;
import java.util.*;

public final class BatchRandom {
    public static void main(String[] a) throws Exception {
        List<String> opts = new ArrayList<>();
        List<String> args = new ArrayList<>();
        for (int i = 0; i < a.length; i++) {
            if (a[i].equals("--option")) opts.add(a[++i]); else args.add(a[i]);
        }
        String file = args.get(0);
        int s0 = Integer.parseInt(args.get(1)), s1 = Integer.parseInt(args.get(2));
        int plies = Integer.parseInt(args.get(3));
        File out = new File(args.get(4));
        double maxS = args.size() > 5 ? Double.parseDouble(args.get(5)) : 1e9;
        out.mkdirs();
        // Warm the game compile once so that each cmdRandom's load is cheap? cmdRandom loads itself;
        // instead we call it per seed but cache via GameLoader is not available, so time it.
        PrintStream orig = System.out;
        long t0 = System.nanoTime();
        for (int s = s0; s <= s1; s++) {
            double el = (System.nanoTime() - t0) / 1e9;
            if (el > maxS) { System.err.println("[batch] time budget reached before seed " + s); break; }
            long ts = System.nanoTime();
            try (PrintStream ps = new PrintStream(new FileOutputStream(new File(out, "seed" + s + ".jsonl")), false, "UTF-8")) {
                System.setOut(ps);
                Oracle.cmdRandom(file, opts, s, plies, true);
                ps.flush();
            } finally {
                System.setOut(orig);
            }
            System.err.printf(Locale.ROOT, "[batch] seed %d %.2f s%n", s, (System.nanoTime() - ts) / 1e9);
        }
        System.err.printf(Locale.ROOT, "[batch] total %.1f s%n", (System.nanoTime() - t0) / 1e9);
    }
}
