/* SPDX-License-Identifier: MIT */
/* options.c: what the options of a variant bring to its positions (the flags of options.h's
 * table), for the search's keys (engine/run.c). */
#include "rules.h"

/* Whether an option whose flags hold `flag` has a value other than its first. */
static int any_set(const mc_rules *r, unsigned flag)
{
#define NUMBER_SET(key, flags) || (((flags) & flag) && r->key != 0)
#define WORDS_SET(key, flags, values) NUMBER_SET(key, flags)
#define NO_VALUE(constant, word)
    return 0 MC_OPTIONS(NUMBER_SET, WORDS_SET, NO_VALUE);
#undef NUMBER_SET
#undef WORDS_SET
#undef NO_VALUE
}

int mc_rules_marks(const mancala_variant *v)
{
    return any_set(&v->r, MC_OPTION_MARKS) || v->hooked;
}

int mc_rules_stores_matter(const mancala_variant *v)
{
    return any_set(&v->r, MC_OPTION_STORES) || v->hooked || mc_all_to_winner(v);
}
