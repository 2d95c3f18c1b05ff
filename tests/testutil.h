/* SPDX-License-Identifier: MIT */
/* testutil.h: what every Check program in tests/ would otherwise write again: its main() and a
 * game made from a spec. The definitions are in testutil.c, linked into each program. */
#ifndef MANCALA_TESTUTIL_H
#define MANCALA_TESTUTIL_H

#include <check.h>

#include "mancala.h"

/* main()'s whole body: runs every test of s under the CK_* environment variables
 * (CK_RUN_CASE, CK_VERBOSITY, ...), frees the runner and returns the exit status. */
int run_suite(Suite *s);

/* A fresh game of spec; the test fails, naming the spec, if the library refuses it. */
mancala_game *new_game(const char *spec);

#endif
