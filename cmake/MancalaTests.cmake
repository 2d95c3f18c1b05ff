# SPDX-License-Identifier: MIT
# cmake/MancalaTests.cmake: the Check suite as ctest tests (included by CMakeLists.txt when
# MANCALA_BUILD_TESTS is on). Every check program of Makefile.am's check_PROGRAMS, built and
# linked as Makefile.am says, run from the top of the build tree with AM_TESTS_ENVIRONMENT's
# variables; and the check scripts that do not need the autotools tree.

# tests/libtestutil.la: main() and the helpers the Check programs share.
mancala_am_require(_mancala_testutil_sources tests_libtestutil_la_SOURCES)
add_library(mancala_testutil STATIC ${_mancala_testutil_sources})
target_include_directories(mancala_testutil PUBLIC "${_mancala_include}")
target_compile_options(mancala_testutil PRIVATE -UNDEBUG)
target_link_libraries(mancala_testutil PUBLIC PkgConfig::CHECK)

# Makefile.am's AM_TESTS_ENVIRONMENT (LIBTOOL and PYTHON aside: there is no libtool here, and the
# scripts default to python3). MANCALA_LIBRARY is the built shared library, for the scripts that
# load or inspect it (the bindings' tests, check-exports.sh, check-abi.sh).
set(MANCALA_TEST_ENVIRONMENT
  "MANCALA_TEST_DATA=${PROJECT_SOURCE_DIR}/tests/data"
  "MANCALA_DATA_DIR="
  "srcdir=${PROJECT_SOURCE_DIR}"
  "top_builddir=${PROJECT_BINARY_DIR}"
  "MANCALA_PACKAGE_VERSION=${PROJECT_VERSION}")
if(MANCALA_BUILD_SHARED)
  list(APPEND MANCALA_TEST_ENVIRONMENT "MANCALA_LIBRARY=$<TARGET_FILE:mancala>")
endif()

mancala_am_require(_mancala_checks check_PROGRAMS)
foreach(_program IN LISTS _mancala_checks)
  mancala_add_program(${_program})
  add_test(NAME ${_program} COMMAND ${MANCALA_PROGRAM_TARGET}
    WORKING_DIRECTORY "${PROJECT_BINARY_DIR}")
  set_tests_properties(${_program} PROPERTIES ENVIRONMENT "${MANCALA_TEST_ENVIRONMENT}")
endforeach()

# The check scripts (automake's exit status 77 is a skip). Left out, as they test the autotools
# tree itself: tests/check-cmake-sources.sh (compares make's lists with this build's reading of
# them: make gives it those), tests/js.sh (emscripten builds lib/ by its own script), tests/wheel.sh (the wheel
# is built from the autotools build's .libs), tests/mpi/dbgen.sh (MPI is configure --enable-mpi).
find_program(MANCALA_SH NAMES sh bash)
if(MANCALA_SH)
  set(_mancala_scripts check-ffi-header check-man check-cppcheck check-layers check-functions)
  if(MANCALA_BUILD_SHARED)
    list(APPEND _mancala_scripts check-exports check-abi python lua)
  endif()
  foreach(_script IN LISTS _mancala_scripts)
    add_test(NAME tests/${_script}.sh
      COMMAND "${MANCALA_SH}" "${PROJECT_SOURCE_DIR}/tests/${_script}.sh"
      WORKING_DIRECTORY "${PROJECT_BINARY_DIR}")
    set_tests_properties(tests/${_script}.sh PROPERTIES
      ENVIRONMENT "${MANCALA_TEST_ENVIRONMENT};CMAKE=${CMAKE_COMMAND}" SKIP_RETURN_CODE 77)
  endforeach()
  if(MANCALA_INSTALL)
    # `make installcheck`'s counterpart: this build installed into a scratch prefix, its
    # pkg-config file and its CMake package files used by outside programs.
    add_test(NAME tests/cmake-install.sh
      COMMAND "${MANCALA_SH}" "${PROJECT_SOURCE_DIR}/tests/cmake-install.sh"
      WORKING_DIRECTORY "${PROJECT_BINARY_DIR}")
    set_tests_properties(tests/cmake-install.sh PROPERTIES SKIP_RETURN_CODE 77 ENVIRONMENT
      "${MANCALA_TEST_ENVIRONMENT};CMAKE=${CMAKE_COMMAND};CC=${CMAKE_C_COMPILER};CONFIG=$<CONFIG>;MANCALA_INSTALL_LIBDIR=${CMAKE_INSTALL_LIBDIR};MANCALA_INSTALL_INCLUDEDIR=${CMAKE_INSTALL_INCLUDEDIR};MANCALA_INSTALL_MANDIR=${CMAKE_INSTALL_MANDIR};MANCALA_SHARED=${MANCALA_BUILD_SHARED};MANCALA_STATIC=${MANCALA_BUILD_STATIC}")
  endif()
endif()
