/* SPDX-License-Identifier: MIT */
/* dbref: the single-process database (mancala_db_build, then mancala_db_save) that
 * tests/mpi/dbgen.sh compares mancala-dbgen's files with. Usage: dbref SPEC SEEDS FILE */
#include <stdio.h>
#include <stdlib.h>

#include <mancala.h>

int main(int argc, char **argv)
{
    mancala_variant *v = NULL;
    mancala_db *db = NULL;
    int32_t st;

    if (argc != 4) {
        fprintf(stderr, "usage: dbref SPEC SEEDS FILE\n");
        return 2;
    }
    st = mancala_variant_new(&v, argv[1]);
    if (st == MANCALA_OK)
        st = mancala_db_build(&db, v, atoi(argv[2]), 1);
    if (st == MANCALA_OK)
        st = mancala_db_save(db, argv[3]);
    if (st != MANCALA_OK)
        fprintf(stderr, "dbref: %s\n", mancala_strerror(st));
    mancala_db_free(db);
    mancala_variant_free(v);
    return st == MANCALA_OK ? 0 : 1;
}
