/* SPDX-License-Identifier: MIT */
/* db_file.c: a database's file: its header, its checksum (CRC-32C over the whole file),
 * mancala_db_save (atomic: common/file.c) and mancala_db_load. */
/* A database file can hold more bytes than a long counts (2 GiB where long has 32 bits, as on
 * every Windows): its size comes as 64 bits from system.h's mc_file_open, and it is read in
 * order, with no seek. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/system.h"
#include "db.h"

/* ---- The file: a header, then the entries, one signed byte each, in the order of pairs (db.h's
 * MC_DB_PAIRS, what a build makes). The layout is documented in mancala_db_save(3);
 * header_layout is its one description in the code. The spec field holds the spec and at least
 * one NUL, rounded up to 8 bytes; 8 reserved bytes, zero, end the header. The checksum is CRC-32C
 * over the whole file: the header with its checksum field zeroed, then the entries, so that a
 * writer that streams the entries (mancala-dbgen) sums them as they go out. Versions 1 to 4
 * (libmancala 0.7.0 and earlier) summed the entries only: a damaged version or spec in their header
 * read as another database and gave wrong exact values, and nothing in them tells a good header
 * from a damaged one, so they are refused (rebuilt with mancala_db_build or mancala-dbgen). */

#define MC_DB_MAGIC "MNCLADB\n"
#define MC_DB_MAGIC_SIZE 8
#define MC_DB_VERSION 5
#define MC_DB_SPEC_AT 40     /* the canonical spec, NUL-padded */
#define MC_DB_RESERVED 8     /* after the spec field */

/* The numbers in the header, all unsigned. */
enum { HDR_VERSION, HDR_SIZE, HDR_SEEDS, HDR_HOUSES, HDR_ENTRIES, HDR_CHECKSUM, HDR_ZERO,
       HDR_NUMBERS };

/* Where each number lies in the header and how many bytes it takes, little-endian. */
static const struct {
    uint16_t at, bytes;
} header_layout[HDR_NUMBERS] = {
    [HDR_VERSION] = { 8, 4 },  [HDR_SIZE] = { 12, 4 },    [HDR_SEEDS] = { 16, 4 },
    [HDR_HOUSES] = { 20, 4 },  [HDR_ENTRIES] = { 24, 8 }, [HDR_CHECKSUM] = { 32, 4 },
    [HDR_ZERO] = { 36, 4 },
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

/* The spec field that holds a spec of len characters and at least one NUL. */
static size_t spec_field(size_t len)
{
    return (len + 8) / 8 * 8;
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

/* The size of the spec field that h's size gives, 0 if it is none of this version's. */
static size_t spec_field_of(const db_header *h)
{
    const uint64_t size = h->number[HDR_SIZE];
    if (size < header_size(8) || size > header_size(MC_DB_MAX_SPEC) ||
        (size - header_size(0)) % 8 != 0)
        return 0;
    return (size_t)(size - header_size(0));
}

size_t mc_db_header(const mancala_db *db, uint32_t crc, uint8_t *bytes)
{
    db_header h;
    size_t len;
    memset(&h, 0, sizeof h);
    if (mancala_variant_spec(&db->v, h.spec, sizeof h.spec, &len) != MANCALA_OK)
        return 0; /* no canonical spec is that long (mc_spec_write) */
    memcpy(h.magic, MC_DB_MAGIC, MC_DB_MAGIC_SIZE);
    h.spec_field = spec_field(strlen(h.spec));
    h.number[HDR_VERSION] = MC_DB_VERSION;
    h.number[HDR_SIZE] = header_size(h.spec_field);
    h.number[HDR_SEEDS] = (uint64_t)db->seeds;
    h.number[HDR_HOUSES] = db->v.r.houses;
    h.number[HDR_ENTRIES] = db->entries;
    h.number[HDR_CHECKSUM] = crc;
    header_encode(&h, bytes);
    return header_size(h.spec_field);
}

int32_t mancala_db_save(const mancala_db *db, const char *path)
{
    uint8_t head[MC_DB_HEADER_MAX];
    size_t size;
    uint32_t crc;
    mc_save s;
    int32_t st;

    if (!db || !path)
        return MANCALA_EINVAL;
    size = mc_db_header(db, 0, head);
    if (size == 0)
        return MANCALA_ELIMIT;
    crc = mc_crc32c((const void *)db->val, (size_t)db->entries, mc_crc32c(head, size, 0));
    mc_db_header(db, crc, head);
    /* A temporary file renamed over path once it is whole and on the disk (common/file.c). */
    st = mc_save_open(&s, path);
    if (st != MANCALA_OK)
        return st;
    mc_save_write(&s, head, size);
    mc_save_write(&s, (const void *)db->val, (size_t)db->entries);
    return mc_save_close(&s);
}

/* Whether the bytes of the header after its numbers are as mc_db_header writes them: the spec,
 * its NULs up to the end of the smallest field that holds it, and the reserved bytes. */
static int header_tail_valid(const db_header *h, const uint8_t *tail)
{
    const uint8_t *nul = memchr(tail, 0, h->spec_field);
    size_t i;
    if (!nul || spec_field((size_t)(nul - tail)) != h->spec_field)
        return 0;
    for (i = (size_t)(nul - tail); i < h->spec_field + MC_DB_RESERVED; i++)
        if (tail[i] != 0)
            return 0;
    return 1;
}

/* Reads a header from f into h and its bytes into bytes: MANCALA_OK if it is one of this version
 * whose size plus its entries is file_size, the file's (else MANCALA_EFORMAT, or MANCALA_ENOMEM
 * where reading its spec ran out of memory), with the rules of its spec in *r. */
static int32_t header_read(FILE *f, uint64_t file_size, db_header *h, uint8_t *bytes, mc_rules *r)
{
    mancala_variant v;
    int32_t st;
    if (fread(bytes, 1, MC_DB_SPEC_AT, f) != MC_DB_SPEC_AT)
        return MANCALA_EFORMAT;
    header_decode(bytes, h);
    h->spec_field = spec_field_of(h);
    if (memcmp(h->magic, MC_DB_MAGIC, MC_DB_MAGIC_SIZE) != 0 ||
        h->number[HDR_VERSION] != MC_DB_VERSION || h->spec_field == 0 ||
        h->number[HDR_ZERO] != 0 || h->number[HDR_ENTRIES] > file_size ||
        h->number[HDR_SIZE] != file_size - h->number[HDR_ENTRIES] ||
        fread(bytes + MC_DB_SPEC_AT, 1, h->spec_field + MC_DB_RESERVED, f) !=
            h->spec_field + MC_DB_RESERVED ||
        !header_tail_valid(h, bytes + MC_DB_SPEC_AT))
        return MANCALA_EFORMAT;
    memcpy(h->spec, bytes + MC_DB_SPEC_AT, h->spec_field);
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

/* Reads a database from f, of size bytes. Everything the header says is held to the rules and to
 * the file's size before the room for the entries is made, so that a load never takes more
 * memory than the file's size; then the checksum, then the values. */
static int32_t db_read(FILE *f, uint64_t size, void **obj)
{
    uint8_t bytes[MC_DB_HEADER_MAX];
    db_header h;
    mancala_db *db;
    mc_rules r;
    uint32_t crc;
    int32_t st = header_read(f, size, &h, bytes, &r);
    if (st != MANCALA_OK)
        return st;
    st = mc_db_new(&r, (int32_t)h.number[HDR_SEEDS], &db);
    if (st != MANCALA_OK) /* no database of this version is too large */
        return st == MANCALA_ELIMIT ? MANCALA_EFORMAT : st;
    *obj = db;
    if (h.number[HDR_ENTRIES] != db->entries)
        return MANCALA_EFORMAT;
    st = mc_db_alloc_values(db);
    if (st != MANCALA_OK)
        return st;
    memset(bytes + header_layout[HDR_CHECKSUM].at, 0, header_layout[HDR_CHECKSUM].bytes);
    crc = mc_crc32c(bytes, (size_t)h.number[HDR_SIZE], 0);
    if (fread((void *)db->val, 1, (size_t)db->entries, f) != (size_t)db->entries ||
        mc_crc32c((const void *)db->val, (size_t)db->entries, crc) != h.number[HDR_CHECKSUM] ||
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
