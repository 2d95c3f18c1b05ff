/* SPDX-License-Identifier: MIT */
/* timeman.c: time management: a run's time limit (the caller's, or a playing level's default),
 * the deadlines it gives, and the checks against them; clock_ms is the one place that reads the
 * clock for them. */
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
}

int mc_time_is_up(const mancala_search *s)
{
    return MC_ATOMIC_LOAD(s->cancel) || (s->deadline > 0 && clock_ms() >= s->deadline);
}

int mc_soft_time_is_up(const mancala_search *s)
{
    return s->soft_deadline > 0 && clock_ms() >= s->soft_deadline;
}
