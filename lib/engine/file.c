/* SPDX-License-Identifier: MIT */
/* file.c: what the loaders of books (book.c) and databases (db_file.c) share: little-endian
 * numbers, and a file opened, read into an object, checked to end there, and closed, the object
 * released if anything failed. */
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
    int32_t st;
    FILE *f = fopen(path, "rb");
    if (!f)
        return MANCALA_EIO;
    st = read(f, &obj);
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
