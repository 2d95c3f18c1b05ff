/* SPDX-License-Identifier: MIT */
/* file.c: what the loaders of books (book.c) and databases (db_file.c) share: little-endian
 * numbers, and a file opened, read into an object, checked to end there, and closed, the object
 * released if anything failed. */
#include "../common/system.h"
#include "engine.h"

uint64_t mc_le_get(const uint8_t *b, int n)
{
    uint64_t x = 0;
    int i;
    for (i = n - 1; i >= 0; i--)
        x = x << 8 | b[i];
    return x;
}

int32_t mc_load_file(const char *path, mc_read_fn read, void (*release)(void *obj), void **out)
{
    void *obj = NULL;
    uint64_t size;
    FILE *f;
    int32_t st = mc_file_open(path, &f, &size);
    if (st != MANCALA_OK)
        return st;
    st = read(f, size, &obj);
    if (st == MANCALA_OK && fgetc(f) != EOF)
        st = MANCALA_EFORMAT; /* bytes after the end */
    fclose(f);
    if (st != MANCALA_OK) {
        release(obj);
        return st;
    }
    *out = obj;
    return MANCALA_OK;
}
