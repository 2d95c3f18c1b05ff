# SPDX-License-Identifier: MIT
# cmake/mingw-w64.cmake: a toolchain file for 64-bit Windows with Debian's MinGW-w64
# (gcc-mingw-w64-x86-64): cmake -S . -B build-mingw -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64.cmake
# builds libmancala-0.dll, its import library libmancala.dll.a, libmancala.a and the examples.
# The DLL's threads are Win32's (it needs only KERNEL32.dll and msvcrt.dll); the examples time
# themselves with winpthreads' clock_gettime: libwinpthread-1.dll from /usr/x86_64-w64-mingw32/lib.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(MANCALA_MINGW_TRIPLET x86_64-w64-mingw32 CACHE STRING "the MinGW-w64 compilers' prefix")
set(CMAKE_C_COMPILER ${MANCALA_MINGW_TRIPLET}-gcc)
set(CMAKE_RC_COMPILER ${MANCALA_MINGW_TRIPLET}-windres)
set(CMAKE_FIND_ROOT_PATH /usr/${MANCALA_MINGW_TRIPLET})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
