/* SPDX-License-Identifier: MIT */
/* replay.c: runs a fuzz harness over files without libFuzzer, so that `make check` replays the
 * committed corpus (crash regressions included) with any compiler, sanitizer or valgrind.
 * Arguments are files or directories; with none, $srcdir/tests/fuzz/corpus/FUZZ_CORPUS. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    uint8_t *buf;
    long len;
    size_t got;

    if (!f || fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        if (f)
            fclose(f);
        return 1;
    }
    buf = malloc((size_t)len + 1);
    if (!buf) {
        fclose(f);
        return 1;
    }
    got = fread(buf, 1, (size_t)len, f);
    fclose(f);
    if (got != (size_t)len) {
        fprintf(stderr, "replay: short read on %s\n", path);
        free(buf);
        return 1;
    }
    LLVMFuzzerTestOneInput(buf, got);
    free(buf);
    return 0;
}

static int cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Files of a directory in name order, so that a failure names the same input every time. */
static int run_path(const char *path, unsigned *count)
{
    struct stat st;
    DIR *d;
    struct dirent *e;
    char **names = NULL;
    size_t n = 0, cap = 0, i;
    int bad = 0;

    if (stat(path, &st) != 0) {
        fprintf(stderr, "replay: no such file or directory: %s\n", path);
        return 1;
    }
    if (!S_ISDIR(st.st_mode)) {
        ++*count;
        return run_file(path);
    }
    if (!(d = opendir(path)))
        return 1;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            char **nn = realloc(names, (cap = cap ? 2 * cap : 64) * sizeof *names);
            if (!nn) {
                bad = 1;
                break;
            }
            names = nn;
        }
        names[n] = malloc(strlen(path) + strlen(e->d_name) + 2);
        if (!names[n]) {
            bad = 1;
            break;
        }
        sprintf(names[n++], "%s/%s", path, e->d_name);
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, cmp);
    for (i = 0; i < n; i++) {
        if (!bad)
            bad |= run_path(names[i], count);
        free(names[i]);
    }
    free(names);
    return bad;
}

int main(int argc, char **argv)
{
    unsigned count = 0;
    int bad = 0, i;

    if (argc < 2) {
        const char *srcdir = getenv("srcdir");
        char path[4096];
        snprintf(path, sizeof path, "%s/tests/fuzz/corpus/%s", srcdir ? srcdir : ".",
                 FUZZ_CORPUS);
        bad = run_path(path, &count);
    }
    for (i = 1; i < argc; i++)
        bad |= run_path(argv[i], &count);
    printf("replay %s: %u inputs, %s\n", FUZZ_CORPUS, count, bad ? "FAILED" : "all passed");
    return bad || count == 0;
}
