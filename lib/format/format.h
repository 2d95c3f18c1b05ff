/* SPDX-License-Identifier: MIT */
/* format.h: the format layer's interface: text in and out over the rules layer. Spec strings
 * (spec.c, with the named rule sets of catalogue.c), the readers every format shares (text.c),
 * and the position text (notation.c) that game records (record.c) embed. Nothing here is part
 * of the ABI. */
#ifndef MANCALA_FORMAT_H
#define MANCALA_FORMAT_H

#include "../rules/rules.h"

/* text.c: the decimal reader (len MC_UNTIL_NUL: the digits end at the text's NUL at the latest),
 * and a list of moves replayed onto a game; house() gives the move a number stands for (n is
 * 99999 for any larger, digits how many it had) or a MANCALA_E* code. */
#define MC_UNTIL_NUL SIZE_MAX
size_t mc_decimal(const char *s, size_t len, unsigned *out);
typedef int32_t (*mc_house_fn)(const mancala_game *g, unsigned n, size_t digits, const void *ctx);
int32_t mc_replay(mancala_game *g, const char **s, char term, mc_house_fn house, const void *ctx);

/* text.c: a text grown on the heap (s NULL-terminated, NULL while empty); a failed allocation
 * sets failed, after which the puts do nothing. mc_text_out hands it over as the API's buffers
 * take text (STYLE.md: nothing written where cap is short, *needed with the NUL; MANCALA_ENOMEM
 * where an allocation failed) and frees it. */
typedef struct mc_text {
    char *s;
    size_t len, cap;
    int failed;
} mc_text;
void mc_text_put(mc_text *t, const char *s, size_t n);
void mc_text_str(mc_text *t, const char *s);
void mc_text_num(mc_text *t, long n);
int32_t mc_text_out(mc_text *t, char *buf, size_t cap, size_t *needed);

/* spec.c */
int32_t mc_spec_parse(mc_rules *out, const char *spec, size_t len);
size_t mc_spec_write(const mc_rules *r, char *buf, size_t cap);

/* catalogue.c: the definition (a spec over a family preset) of the rule set NAME, NULL if none */
const char *mc_catalogue_definition(const char *name, size_t len);

/* record.c: the most moves a game record holds (mancala_game_to_record(3)): the history they
 * replay into takes about 120 bytes a move, 12 MB at the limit. */
#define MC_RECORD_MOVES 100000

/* notation.c: the position text of p, without its NUL; tmp holds MC_POSITION_TEXT_MAX bytes */
#define MC_POSITION_TEXT_MAX 768
size_t mc_position_write(const mancala_variant *v, const mc_pos *p, char *tmp, size_t size);

/* notation.c: the library's move names (MANCALA_NOTATION_TEXT): the name of the move `move` of
 * g, checked as play checks it, into tmp (MC_MOVE_NAME_MAX bytes, NUL-terminated; *len without
 * it); and the move a name stands for, checked likewise (MANCALA_EPARSE: not a name). */
#define MC_MOVE_NAME_MAX 64
int32_t mc_move_name(const mancala_game *g, int32_t move, char *tmp, size_t *len);
int32_t mc_move_read(const mancala_game *g, const char *s, int32_t *move);

#endif
