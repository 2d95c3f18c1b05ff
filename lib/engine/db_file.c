/* SPDX-License-Identifier: MIT */
/* db_file.c: a database's file: its header (two versions), mancala_db_save and mancala_db_load. */
/* A database file can hold more bytes than a long counts (2 GiB where long has 32 bits, as on
 * every Windows): offsets go through system.h's mc_fseek64 and mc_ftell64. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/system.h"
#include "db.h"

/* ---- The file: a header, then the entries, one signed byte each. The layout is documented in
 * mancala_db_save(3); header_layout is its one description in the code. Version 1 has a header of
 * 304 bytes whose spec field holds 256; version 2, written only for a spec too long for that
 * field, has a spec field of the spec and its NUL rounded up to 8 bytes. Both end with 8 reserved
 * bytes, zero. Versions 3 and 4 are 1 and 2 with the entries in the index of pairs (db.h's
 * MC_DB_PAIRS, what a build makes) instead of rows. */

#define MC_DB_MAGIC "MNCLADB\n"
#define MC_DB_MAGIC_SIZE 8
#define MC_DB_SPEC_AT 40     /* the canonical spec, NUL-padded */
#define MC_DB_SPEC_V1 256    /* version 1's spec field */
#define MC_DB_RESERVED 8     /* after the spec field */

/* The numbers in the header, all unsigned. */
enum { HDR_VERSION, HDR_SIZE, HDR_SEEDS, HDR_HOUSES, HDR_ENTRIES, HDR_CHECKSUM, HDR_NUMBERS };

/* Where each number lies in the header and how many bytes it takes, little-endian. */
static const struct {
    uint16_t at, bytes;
} header_layout[HDR_NUMBERS] = {
    [HDR_VERSION] = { 8, 4 },  [HDR_SIZE] = { 12, 4 },    [HDR_SEEDS] = { 16, 4 },
    [HDR_HOUSES] = { 20, 4 },  [HDR_ENTRIES] = { 24, 8 }, [HDR_CHECKSUM] = { 32, 8 },
};

typedef struct db_header {
    uint8_t magic[MC_DB_MAGIC_SIZE];
    uint64_t number[HDR_NUMBERS];
    char spec[MC_DB_MAX_SPEC];
    size_t spec_field; /* bytes of the spec field: the header size less the rest */
} db_header;

/* The header's size with a spec field of field bytes. */
static size_t header_size(size_t field)
{
    return MC_DB_SPEC_AT + field + MC_DB_RESERVED;
}

static void header_encode(const db_header *h, uint8_t *b)
{
    int k, i;
    memset(b, 0, header_size(h->spec_field));
    memcpy(b, h->magic, MC_DB_MAGIC_SIZE);
    for (k = 0; k < HDR_NUMBERS; k++)
        for (i = 0; i < header_layout[k].bytes; i++)
            b[header_layout[k].at + i] = (uint8_t)(h->number[k] >> (8 * i));
    memcpy(b + MC_DB_SPEC_AT, h->spec, h->spec_field);
}

/* The magic and the numbers, from the first MC_DB_SPEC_AT bytes of a header. */
static void header_decode(const uint8_t *b, db_header *h)
{
    int k;
    memset(h, 0, sizeof *h);
    memcpy(h->magic, b, MC_DB_MAGIC_SIZE);
    for (k = 0; k < HDR_NUMBERS; k++)
        h->number[k] = mc_le_get(b + header_layout[k].at, header_layout[k].bytes);
}

/* The size of the spec field that h's version and size give, 0 if they are not a valid pair. */
static size_t spec_field_of(const db_header *h)
{
    const uint64_t size = h->number[HDR_SIZE], version = h->number[HDR_VERSION];
    if (version == 1 || version == 3)
        return size == header_size(MC_DB_SPEC_V1) ? MC_DB_SPEC_V1 : 0;
    if ((version != 2 && version != 4) || size < header_size(8) ||
        size > header_size(MC_DB_MAX_SPEC) || (size - header_size(0)) % 8 != 0)
        return 0;
    return (size_t)(size - header_size(0));
}

/* Whether the rest of f, from where it stands, is n bytes long; f is left where it stood. */
static int rest_is(FILE *f, uint64_t n)
{
    int64_t here = mc_ftell64(f), end;
    if (here < 0 || mc_fseek64(f, 0, SEEK_END) != 0)
        return 0;
    end = mc_ftell64(f);
    return mc_fseek64(f, here, SEEK_SET) == 0 && end >= here && (uint64_t)(end - here) == n;
}

size_t mc_db_header(const mancala_db *db, uint64_t checksum, uint8_t *bytes)
{
    db_header h;
    size_t len;
    memset(&h, 0, sizeof h);
    if (mancala_variant_spec(&db->v, h.spec, sizeof h.spec, &len) != MANCALA_OK)
        return 0; /* no canonical spec is that long (mc_spec_write) */
    len = strlen(h.spec);
    memcpy(h.magic, MC_DB_MAGIC, MC_DB_MAGIC_SIZE);
    h.spec_field = len < MC_DB_SPEC_V1 ? MC_DB_SPEC_V1 : (len + 8) / 8 * 8;
    h.number[HDR_VERSION] = h.spec_field == MC_DB_SPEC_V1 ? 1 : 2;
    if (db->layout == MC_DB_PAIRS)
        h.number[HDR_VERSION] += 2;
    h.number[HDR_SIZE] = header_size(h.spec_field);
    h.number[HDR_SEEDS] = (uint64_t)db->seeds;
    h.number[HDR_HOUSES] = db->v.r.houses;
    h.number[HDR_ENTRIES] = db->entries;
    h.number[HDR_CHECKSUM] = checksum;
    header_encode(&h, bytes);
    return header_size(h.spec_field);
}

int32_t mancala_db_save(const mancala_db *db, const char *path)
{
    uint8_t bytes[MC_DB_HEADER_MAX];
    size_t size;
    FILE *f;
    int ok;

    if (!db || !path)
        return MANCALA_EINVAL;
    size = mc_db_header(db, mc_fnv1a((const void *)db->val, (size_t)db->entries, MC_FNV_BASIS), bytes);
    if (size == 0)
        return MANCALA_ELIMIT;
    f = fopen(path, "wb");
    if (!f)
        return MANCALA_EIO;
    ok = fwrite(bytes, 1, size, f) == size &&
         fwrite((const void *)db->val, 1, (size_t)db->entries, f) == (size_t)db->entries;
    ok = (fclose(f) == 0) && ok;
    return ok ? MANCALA_OK : MANCALA_EIO;
}

/* Reads a header from f into h: MANCALA_OK if it is one of this format (else MANCALA_EFORMAT, or
 * MANCALA_ENOMEM where reading its spec ran out of memory), with the rules of its spec in *r. */
static int32_t header_read(FILE *f, db_header *h, mc_rules *r)
{
    uint8_t bytes[MC_DB_HEADER_MAX];
    mancala_variant v;
    int32_t st;
    if (fread(bytes, 1, MC_DB_SPEC_AT, f) != MC_DB_SPEC_AT)
        return MANCALA_EFORMAT;
    header_decode(bytes, h);
    h->spec_field = spec_field_of(h);
    if (memcmp(h->magic, MC_DB_MAGIC, MC_DB_MAGIC_SIZE) != 0 || h->spec_field == 0 ||
        fread(bytes, 1, h->spec_field + MC_DB_RESERVED, f) != h->spec_field + MC_DB_RESERVED ||
        memchr(bytes, 0, h->spec_field) == NULL)
        return MANCALA_EFORMAT;
    memcpy(h->spec, bytes, h->spec_field);
    st = mc_rules_from_spec(r, h->spec);
    if (st != MANCALA_OK)
        return st == MANCALA_ENOMEM ? st : MANCALA_EFORMAT;
    if (h->number[HDR_SEEDS] > MC_DB_MAX_SEEDS || h->number[HDR_HOUSES] != r->houses)
        return MANCALA_EFORMAT;
    mc_variant_init(&v, r);
    return mc_db_rules_supported(&v) ? MANCALA_OK : MANCALA_EFORMAT;
}

/* Whether every value is one the rules allow: a gain of at most the seeds left, either way. */
static int values_valid(const mancala_db *db)
{
    uint64_t i;
    for (i = 0; i < db->entries; i++) {
        const int v = mc_db_val(db, i);
        if (v < -db->seeds || v > db->seeds)
            return 0;
    }
    return 1;
}

/* Reads a database from f (mc_load_file checks that the file ends with its last entry). */
static int32_t db_read(FILE *f, uint64_t size, void **obj)
{
    db_header h;
    mancala_db *db;
    mc_rules r;
    /* The file must hold as many values as its header says before any room is made. */
    int32_t st = header_read(f, &h, &r);
    (void)size;
    if (st != MANCALA_OK)
        return st;
    if (!rest_is(f, h.number[HDR_ENTRIES]))
        return MANCALA_EFORMAT;
    st = mc_db_alloc(&r, (int32_t)h.number[HDR_SEEDS], &db);
    if (st != MANCALA_OK) /* no database of this format is too large */
        return st == MANCALA_ELIMIT ? MANCALA_EFORMAT : st;
    *obj = db;
    mc_db_set_layout(db, h.number[HDR_VERSION] >= 3 ? MC_DB_PAIRS : MC_DB_ROWS);
    if (h.number[HDR_ENTRIES] != db->entries ||
        fread((void *)db->val, 1, (size_t)db->entries, f) != (size_t)db->entries ||
        mc_fnv1a((const void *)db->val, (size_t)db->entries, MC_FNV_BASIS) != h.number[HDR_CHECKSUM] ||
        !values_valid(db))
        return MANCALA_EFORMAT;
    return MANCALA_OK;
}

static void db_release(void *db)
{
    mancala_db_free(db);
}

int32_t mancala_db_load(mancala_db **out, const char *path)
{
    void *db;
    int32_t st;
    if (!out || !path)
        return MANCALA_EINVAL;
    st = mc_load_file(path, db_read, db_release, &db);
    if (st == MANCALA_OK)
        *out = db;
    return st;
}
