/* SPDX-License-Identifier: MIT */
/* data.c: the data that ships with the library (an Oware guide that `make` builds and installs
 * in DATADIR/libmancala): the directory a search looks in (mancala_search_set_data_dir, else the
 * environment's MANCALA_DATA_DIR, else the directory compiled in), and the loading of a file,
 * once per search object, by the first run at full strength whose rules it serves. A missing or
 * damaged file leaves the search playing without it; mancala_search_data_status tells why. */
#include <stdlib.h>
#include <string.h>

#include "search.h"

#ifndef MANCALA_DATADIR
#define MANCALA_DATADIR "" /* a build without an installed data directory: none by default */
#endif

/* The guide that ships: the "Awari rule" database of Oware's houses and captures
 * (oware:majority=play,cycle=split), which serves every rule set that mc_db_guides matches. */
#define MC_GUIDE_FILE "oware-guide.db"

/* Whether the shipped guide could serve v at all: the 2-or-3 chain on two rows of six houses
 * (a cheap test before a file is read; mc_db_guides decides once it is). */
static int guide_may_serve(const mancala_variant *v)
{
    return v->r.capture == MC_CAPTURE_COUNT && v->count23 && v->r.houses == 6 &&
           v->r.rows == MC_ROWS_2 && !v->hooked;
}

/* The directory to look in: the caller's, else the environment's, else the one compiled in;
 * "" means none. */
static const char *data_dir(const mancala_search *s)
{
    const char *env;
    if (s->data_dir)
        return s->data_dir;
    env = getenv("MANCALA_DATA_DIR");
    return env ? env : MANCALA_DATADIR;
}

/* Loads the guide from the data directory into s (once: the status stays for later runs). */
static void load_guide(mancala_search *s)
{
    const char *dir = data_dir(s);
    size_t n = strlen(dir);
    char *path;
    s->data_tried = 1;
    if (n == 0) {
        s->data_status = MANCALA_EIO;
        return;
    }
    path = malloc(n + sizeof "/" MC_GUIDE_FILE);
    if (!path) {
        s->data_status = MANCALA_ENOMEM;
        return;
    }
    memcpy(path, dir, n);
    memcpy(path + n, "/" MC_GUIDE_FILE, sizeof "/" MC_GUIDE_FILE);
    /* The loader checks the whole file (its size, header and CRC-32C) and changes nothing when
     * it fails. */
    s->data_status = mancala_db_load(&s->data_guide, path);
    free(path);
    if (s->data_status != MANCALA_OK)
        s->data_guide = NULL;
}

int32_t mc_data_status(mancala_search *s, const mancala_variant *v)
{
    if (!guide_may_serve(v))
        return MANCALA_ERULES;
    if (!s->data_tried)
        load_guide(s);
    if (s->data_status != MANCALA_OK)
        return s->data_status;
    return mc_db_guides(s->data_guide, v) ? MANCALA_OK : MANCALA_ERULES;
}

const mancala_db *mc_data_guide(mancala_search *s, const mancala_variant *v)
{
    return mc_data_status(s, v) == MANCALA_OK ? s->data_guide : NULL;
}

void mc_data_drop(mancala_search *s)
{
    mancala_db_free(s->data_guide);
    s->data_guide = NULL;
    s->data_tried = 0;
    s->data_status = MANCALA_OK;
}

int32_t mancala_search_set_data_dir(mancala_search *s, const char *dir)
{
    char *copy = NULL;
    if (!s)
        return MANCALA_EINVAL;
    if (dir) {
        const size_t n = strlen(dir) + 1;
        copy = malloc(n);
        if (!copy)
            return MANCALA_ENOMEM;
        memcpy(copy, dir, n);
    }
    free(s->data_dir);
    s->data_dir = copy;
    mc_data_drop(s); /* looked for again, in the new place, by the next run that can use it */
    return MANCALA_OK;
}

int32_t mancala_search_data_status(mancala_search *s, const mancala_variant *v)
{
    if (!s || !v)
        return MANCALA_EINVAL;
    return mc_data_status(s, v);
}
