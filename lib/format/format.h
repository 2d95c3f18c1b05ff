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
 * 99999 for any larger, digits how many it had) or a MANCALA_E* code. The list ends at the end
 * of its line (mc_eol), where *s is left; on a failure *s is at the move refused, *played counts
 * the moves played before it, and info (NULL: none wanted) says why (offsets from *s's start). */
#define MC_UNTIL_NUL SIZE_MAX
size_t mc_decimal(const char *s, size_t len, unsigned *out);
typedef int32_t (*mc_house_fn)(const mancala_game *g, unsigned n, size_t digits, const void *ctx);
int32_t mc_replay(mancala_game *g, const char **s, mc_house_fn house, const void *ctx,
                  size_t *played, mancala_error_info *info);

/* text.c: the end of a line at s: 1 for "\n", 2 for "\r\n", 0 at the text's NUL, -1 for anything
 * else; and whether s is the end of a text: its NUL, or a last "\n" or "\r\n" before it (every
 * reader takes the final newline that fgets and editors leave). */
int mc_eol(const char *s);
int mc_at_end(const char *s);

/* detail.c: the detail of a failure (mancala_error_info(3)), written on the paths that fail only.
 * info may be NULL where none is wanted: the functions then only return st.
 * mc_info_start: EINVAL for a struct_size below this version's struct, else clears it (status OK).
 * mc_fail: fills it (offset -1: none; field NULL: none) and returns st. mc_fail_plain: the
 * status's own text where no reader said more. mc_info_within: a detail of a part of a bigger
 * text (a record's line): its offset moved by base, its line and move set where not 0, the
 * message after "where: ". mc_quote: s[0..len) (up to a NUL) between quotes, escaped and cut to
 * cap; mc_found: the word at s as a message names what was found there. mc_move_detail: the
 * message of a move that g refused with st. */
int32_t mc_info_start(mancala_error_info *info);
int32_t mc_fail(mancala_error_info *info, int32_t st, long offset, const char *field,
                const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
int32_t mc_fail_plain(mancala_error_info *info, int32_t st);
void mc_info_within(mancala_error_info *info, long base, int32_t line, int32_t move,
                    const char *where);
const char *mc_quote(char *buf, size_t cap, const char *s, size_t len);
const char *mc_found(char *buf, size_t cap, const char *s);
int32_t mc_move_detail(mancala_error_info *info, const mancala_game *g, int32_t st, int32_t move);
/* A "did you mean" among candidates: each tried in turn, the nearest kept (NULL if none is near:
 * one edit in a short word, two in a longer one, case and spaces around it aside). */
typedef struct mc_suggestion {
    const char *word, *best;
    size_t len;
    unsigned score;
} mc_suggestion;
void mc_suggest_init(mc_suggestion *sg, const char *word, size_t len);
void mc_suggest_try(mc_suggestion *sg, const char *candidate);

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

/* spec.c: info as detail.c's (offsets from spec's start) */
int32_t mc_spec_parse(mc_rules *out, const char *spec, size_t len, mancala_error_info *info);
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
