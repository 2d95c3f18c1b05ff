/* SPDX-License-Identifier: MIT */
/* timeman.c: time management: a run's time limit (the caller's, or a playing level's default),
 * the deadlines it gives, and the checks against them; and the timed progress reports
 * (mancala_search_set_tick). clock_ms is the one place that reads the clock for them. */
#include <string.h>

#include "../common/system.h"
#include "search.h"

static double clock_ms(void)
{
    return mc_now_ms();
}

/* The time limit of a run: the caller's; or, at a playing level (1 to 10) with no limits set at
 * all, a default, so that a game app's "Easy" to "Expert" answer within a second whatever the
 * position. A solve is never limited by default. */
static int64_t time_limit_of(const mancala_search *s, int solve)
{
    if (!solve && s->level >= 1 && !s->depth_limit && !s->node_limit && !s->time_limit_ms)
        return MC_LEVEL_TIME_MS;
    return s->time_limit_ms;
}

void mc_time_start(mancala_search *s, int solve)
{
    const int64_t time_ms = time_limit_of(s, solve);
    const double now = clock_ms();
    s->deadline = time_ms > 0 ? now + (double)time_ms : 0;
    s->soft_deadline = s->soft_time_ms > 0 ? now + (double)s->soft_time_ms : 0;
    s->start_ms = now;
    s->tick_next = now + s->tick_interval;
    MC_ATOMIC_SET(s->helper_nodes, 0);
    memset(&s->report, 0, sizeof s->report);
    s->report.struct_size = (uint32_t)sizeof s->report;
    s->report.stage = MANCALA_STAGE_DEEPEN;
    s->report.lower = -MANCALA_MAX_SEEDS;
    s->report.upper = MANCALA_MAX_SEEDS;
}

int mc_time_is_up(const mancala_search *s)
{
    return MC_ATOMIC_LOAD(s->cancel) || (s->deadline > 0 && clock_ms() >= s->deadline);
}

int mc_soft_time_is_up(const mancala_search *s)
{
    return s->soft_deadline > 0 && clock_ms() >= s->soft_deadline;
}

void mc_report_depth(mancala_search *s, int depth)
{
    s->report.stage = MANCALA_STAGE_DEEPEN;
    s->report.depth = depth;
    if (s->has_result)
        s->report.score = mc_seeds_of(s, s->iscore);
}

void mc_report_pass(mancala_search *s, int pass, int lower, int upper, int value)
{
    s->report.stage = MANCALA_STAGE_EXACT;
    s->report.depth = 0;
    s->report.pass = pass;
    s->report.lower = lower <= -MC_INF ? -MANCALA_MAX_SEEDS : mc_seeds_of(s, lower);
    s->report.upper = upper >= MC_INF ? MANCALA_MAX_SEEDS : mc_seeds_of(s, upper);
    s->report.score = mc_seeds_of(s, value);
}

/* The report's counts, and the caller's function told; its nonzero answer cancels the run as
 * mancala_search_cancel does. On the main worker's thread, the caller's. */
static void report(mc_worker *w, double now)
{
    mancala_search *s = w->s;
    mancala_progress *p = &s->report;
    const double ms = now - s->start_ms;
    p->elapsed_ms = ms > 0 ? (uint64_t)ms : 0;
    p->nodes = w->nodes + MC_ATOMIC_LOAD(s->helper_nodes);
    p->rate = ms > 0 ? (uint64_t)((double)p->nodes * 1000.0 / ms) : 0;
    if (s->tick(p, s->tick_ud) != 0)
        MC_ATOMIC_SET(s->cancel, 1);
}

void mc_tick(mc_worker *w)
{
    mancala_search *s = w->s;
    double now;
    if (w->id != 0) {
        MC_ATOMIC_ADD(s->helper_nodes, 256);
        return;
    }
    now = clock_ms();
    if (now < s->tick_next)
        return;
    /* The next report is due an interval after this one: a slow callback does not make them
     * come back to back. */
    report(w, now);
    s->tick_next = clock_ms() + s->tick_interval;
}
