/* SPDX-License-Identifier: MIT */
/* version.c: the version of the library actually loaded, for programs and bindings to check
 * against the headers they were built with. */
#include "common.h"

const char *mancala_version_string(void)
{
    return MANCALA_VERSION_STRING;
}

uint32_t mancala_version(void)
{
    return MANCALA_VERSION_HEX;
}

int32_t mancala_abi_version(void)
{
    return MANCALA_ABI_VERSION;
}
