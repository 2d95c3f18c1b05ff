/* SPDX-License-Identifier: MIT */
/* testutil.c: the helpers declared in testutil.h, built once into a convenience library that
 * every Check program links. */
#include <stdlib.h>

#include "testutil.h"

int run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    int failed;

    srunner_run_all(sr, CK_ENV);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

mancala_game *new_game(const char *spec)
{
    mancala_variant *v = NULL;
    mancala_game *g = NULL;

    ck_assert_msg(mancala_variant_new(&v, spec) == MANCALA_OK, "variant_new(%s)", spec);
    ck_assert_msg(mancala_game_new(&g, v) == MANCALA_OK, "game_new(%s)", spec);
    ck_assert_ptr_nonnull(g);
    mancala_variant_free(v);
    return g;
}
