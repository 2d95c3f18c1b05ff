/* SPDX-License-Identifier: MIT */
/* format.h: the format layer's interface: text in and out over the rules layer. Spec strings
 * (spec.c, with the named rule sets of catalogue.c), one decimal reader, and the position text
 * (notation.c) that game records (record.c) embed. Nothing here is part of the ABI. */
#ifndef MANCALA_FORMAT_H
#define MANCALA_FORMAT_H

#include "../rules/rules.h"

/* spec.c */
int32_t mc_spec_parse(mc_rules *out, const char *spec, size_t len);
size_t mc_spec_write(const mc_rules *r, char *buf, size_t cap);
size_t mc_decimal(const char *s, size_t len, unsigned *out);

/* catalogue.c: the definition (a spec over a family preset) of the rule set NAME, NULL if none */
const char *mc_catalogue_definition(const char *name, size_t len);

/* notation.c: the position text of p, without its NUL; tmp holds MC_POSITION_TEXT_MAX bytes */
#define MC_POSITION_TEXT_MAX 768
size_t mc_position_write(const mancala_variant *v, const mc_pos *p, char *tmp, size_t size);

#endif
