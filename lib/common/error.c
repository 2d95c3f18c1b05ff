/* SPDX-License-Identifier: MIT */
/* error.c: status messages and the limits' function twins. */
#include "common.h"

const char *mancala_strerror(int32_t status)
{
    switch (status) {
    case MANCALA_OK: return "success";
    case MANCALA_EINVAL: return "invalid argument";
    case MANCALA_ENOMEM: return "out of memory";
    case MANCALA_ESPEC: return "invalid variant spec";
    case MANCALA_ELIMIT: return "beyond the library's limits";
    case MANCALA_EILLEGAL: return "move not legal now";
    case MANCALA_EOVER: return "game over";
    case MANCALA_ENOHISTORY: return "no move to undo";
    case MANCALA_ERANGE: return "buffer too small";
    case MANCALA_EBOARD: return "invalid board";
    case MANCALA_EPARSE: return "malformed position text";
    case MANCALA_EHOOK: return "rule hook failed";
    case MANCALA_EIO: return "file input/output failed";
    case MANCALA_EFORMAT: return "bad database or book file";
    case MANCALA_ERULES: return "rules not supported here, or not matching";
    case MANCALA_ECANCELED: return "cancelled";
    default: return "unknown status";
    }
}

int32_t mancala_max_houses(void)
{
    return MANCALA_MAX_HOUSES;
}

int32_t mancala_max_seeds(void)
{
    return MANCALA_MAX_SEEDS;
}

int32_t mancala_max_sowings(void)
{
    return MANCALA_MAX_SOWINGS;
}

int32_t mancala_max_moves(void)
{
    return MANCALA_MAX_MOVES;
}
