/* SPDX-License-Identifier: MIT */
/* file.c: the files the library keeps (databases, books; see system.h): one opened for reading
 * only if it is a regular file, never blocking on a FIFO or a device; a save that replaces its
 * target atomically, as SQLite commits: a temporary file in the target's folder, written, flushed
 * to the disk, then renamed over the target, so that a failure at any step leaves the old file
 * whole; and the write faults that the tests inject into every save. POSIX first, then Windows. */
#define _POSIX_C_SOURCE 200809L
#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <fcntl.h>
#include <io.h>
#include <process.h>
#else
#include <fcntl.h>
#include <unistd.h>
#endif
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "common.h"
#include "system.h"

/* The injected fault (mc_file_fault): a save's writes fail once fault_at bytes have gone out,
 * fault_at == the file's size failing its flush; -1: none. Tests only; not thread-safe. */
static int64_t fault_at = -1;
static int fault_errno;

void mc_file_fault(int64_t at, int err)
{
    fault_at = at;
    fault_errno = err;
}

#if !defined(_WIN32)

int32_t mc_file_open(const char *path, FILE **out, uint64_t *size)
{
    struct stat st;
    /* O_NONBLOCK: opening a FIFO with no writer returns at once, and fstat then refuses it. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC), flags;
    FILE *f;
    if (fd < 0)
        return MANCALA_EIO;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 0 ||
        (flags = fcntl(fd, F_GETFL)) < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0 ||
        !(f = fdopen(fd, "rb"))) {
        close(fd);
        return MANCALA_EIO;
    }
    *out = f;
    *size = (uint64_t)st.st_size;
    return MANCALA_OK;
}

/* A new file at tmp, created here (never one that was there), with the mode that a new file gets. */
static FILE *create_new(const char *tmp)
{
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    FILE *f;
    if (fd < 0)
        return NULL;
    if (!(f = fdopen(fd, "wb"))) {
        close(fd);
        unlink(tmp);
    }
    return f;
}

static unsigned long process_id(void)
{
    return (unsigned long)getpid();
}

static int flush_to_disk(FILE *f)
{
    return fflush(f) == 0 && fsync(fileno(f)) == 0;
}

/* The rename, then the folder's entry flushed too (best effort: some file systems refuse it). */
static int replace(const char *tmp, const char *path)
{
    const char *slash = strrchr(path, '/');
    char *dir;
    int fd;
    if (rename(tmp, path) != 0)
        return 0;
    dir = slash ? malloc((size_t)(slash - path) + 2) : NULL;
    if (dir) {
        memcpy(dir, path, (size_t)(slash - path) + 1);
        dir[slash - path + 1] = '\0';
    }
    fd = open(dir ? dir : ".", O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
    free(dir);
    return 1;
}

static void remove_file(const char *path)
{
    unlink(path);
}

#else /* _WIN32 */

int32_t mc_file_open(const char *path, FILE **out, uint64_t *size)
{
    struct __stat64 st;
    FILE *f;
    /* Windows has no FIFO in its file system; a directory or a device is refused here. */
    if (_stat64(path, &st) != 0 || !(st.st_mode & _S_IFREG) || st.st_size < 0 ||
        !(f = fopen(path, "rb")))
        return MANCALA_EIO;
    *out = f;
    *size = (uint64_t)st.st_size;
    return MANCALA_OK;
}

static FILE *create_new(const char *tmp)
{
    int fd = _open(tmp, _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY, _S_IREAD | _S_IWRITE);
    FILE *f;
    if (fd < 0)
        return NULL;
    if (!(f = _fdopen(fd, "wb"))) {
        _close(fd);
        _unlink(tmp);
    }
    return f;
}

static unsigned long process_id(void)
{
    return (unsigned long)_getpid();
}

static int flush_to_disk(FILE *f)
{
    return fflush(f) == 0 && _commit(_fileno(f)) == 0;
}

static int replace(const char *tmp, const char *path)
{
    return MoveFileExA(tmp, path, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH) != 0;
}

static void remove_file(const char *path)
{
    _unlink(path);
}

#endif

/* Both systems. */

int32_t mc_save_open(mc_save *s, const char *path)
{
    static unsigned counter; /* a name of its own for each save of the process (best effort) */
    const size_t len = strlen(path);
    int tries;
    memset(s, 0, sizeof *s);
    s->path = path;
    if (!(s->tmp = malloc(len + 48)))
        return MANCALA_ENOMEM;
    for (tries = 0; tries < 100 && !s->f; tries++) {
        snprintf(s->tmp, len + 48, "%s.tmp-%lu-%u", path, process_id(), counter++);
        s->f = create_new(s->tmp);
        if (!s->f && errno != EEXIST)
            break;
    }
    if (!s->f) {
        free(s->tmp);
        s->tmp = NULL;
        return MANCALA_EIO;
    }
    s->ok = 1;
    return MANCALA_OK;
}

int mc_save_write(mc_save *s, const void *data, size_t n)
{
    size_t allowed = n;
    if (!s->ok)
        return 0;
    if (fault_at >= 0 && (uint64_t)fault_at < s->written + n)
        allowed = (size_t)((uint64_t)fault_at - s->written);
    if (fwrite(data, 1, allowed, s->f) != allowed || allowed < n) {
        if (allowed < n)
            errno = fault_errno;
        s->ok = 0;
        return 0;
    }
    s->written += n;
    return 1;
}

int32_t mc_save_close(mc_save *s)
{
    int ok = s->ok && !(fault_at >= 0 && (uint64_t)fault_at == s->written) &&
             flush_to_disk(s->f);
    ok = fclose(s->f) == 0 && ok;
    ok = ok && replace(s->tmp, s->path);
    if (!ok)
        remove_file(s->tmp);
    free(s->tmp);
    s->tmp = NULL;
    s->f = NULL;
    return ok ? MANCALA_OK : MANCALA_EIO;
}
