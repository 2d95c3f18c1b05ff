# SPDX-License-Identifier: MIT
# cmake/MancalaInstall.cmake: what `cmake --install` puts where `make install` puts it (included
# by CMakeLists.txt when MANCALA_INSTALL is on): the libraries, mancala.h and mancala_version.h,
# mancala.pc, the CMake package files for find_package(mancala), the manual and the examples'
# sources.

install(TARGETS ${_mancala_libraries} EXPORT mancala-targets
  RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}"
  LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}"
  ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}")
install(FILES include/mancala.h "${_mancala_include}/mancala_version.h"
  DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")

# mancala.pc from mancala.pc.in with configure's values, relative to ${prefix} as configure's.
function(mancala_pc_dir out dir base)
  if(IS_ABSOLUTE "${dir}")
    set(${out} "${dir}" PARENT_SCOPE)
  else()
    set(${out} "\${${base}}/${dir}" PARENT_SCOPE)
  endif()
endfunction()
set(prefix "${CMAKE_INSTALL_PREFIX}")
set(exec_prefix "\${prefix}")
mancala_pc_dir(libdir "${CMAKE_INSTALL_LIBDIR}" exec_prefix)
mancala_pc_dir(includedir "${CMAKE_INSTALL_INCLUDEDIR}" prefix)
set(PACKAGE_VERSION "${PROJECT_VERSION}")
set(THREAD_LIBS "")
if(MANCALA_THREADS AND NOT WIN32)
  set(THREAD_LIBS "-pthread")
endif()
configure_file(mancala.pc.in "${PROJECT_BINARY_DIR}/mancala.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/mancala.pc" DESTINATION "${CMAKE_INSTALL_LIBDIR}/pkgconfig")

# The CMake package: the exported targets (mancala::mancala, and mancala::mancala_static when
# both libraries are built), the version file from the same mancala-config-version.cmake.in as
# configure's, so that version requests and the pointer-size check answer alike.
set(MANCALA_SIZEOF_VOID_P "${CMAKE_SIZEOF_VOID_P}")
set(MANCALA_CONFIG_THREADS OFF)
if(MANCALA_THREADS AND MANCALA_BUILD_STATIC AND NOT WIN32)
  set(MANCALA_CONFIG_THREADS ON)
endif()
set(_mancala_cmakedir "${CMAKE_INSTALL_LIBDIR}/cmake/mancala")
configure_file(mancala-config-version.cmake.in
  "${PROJECT_BINARY_DIR}/cmake-package/mancala-config-version.cmake" @ONLY)
configure_file(cmake/mancala-config.cmake.in
  "${PROJECT_BINARY_DIR}/cmake-package/mancala-config.cmake" @ONLY)
install(EXPORT mancala-targets NAMESPACE mancala:: FILE mancala-targets.cmake
  DESTINATION "${_mancala_cmakedir}")
install(FILES "${PROJECT_BINARY_DIR}/cmake-package/mancala-config.cmake"
  "${PROJECT_BINARY_DIR}/cmake-package/mancala-config-version.cmake"
  DESTINATION "${_mancala_cmakedir}")

# The manual (dist_man_MANS) and the examples' sources (dist_examples_DATA, in DOCDIR/examples).
mancala_am_require(_mancala_man dist_man_MANS)
# A .so stub names its page as man/PAGE (found so from the source tree, `man -l man/STUB.3`);
# installed, man reads it from the manual's root: man3/PAGE, as Makefile.am's install-data-hook.
foreach(_page IN LISTS _mancala_man)
  string(REGEX REPLACE ".*\\.([0-9])$" "\\1" _section "${_page}")
  file(READ "${_page}" _text)
  if(_text MATCHES "\n\\.so man/")
    string(REPLACE "\n.so man/" "\n.so man${_section}/" _text "${_text}")
    get_filename_component(_name "${_page}" NAME)
    file(WRITE "${PROJECT_BINARY_DIR}/man-stubs/${_name}" "${_text}")
    set(_page "${PROJECT_BINARY_DIR}/man-stubs/${_name}")
  endif()
  install(FILES "${_page}" DESTINATION "${CMAKE_INSTALL_MANDIR}/man${_section}")
endforeach()
mancala_am_require(_mancala_examples dist_examples_DATA)
install(FILES ${_mancala_examples} DESTINATION "${CMAKE_INSTALL_DOCDIR}/examples")
# The data that ships with the library, where the library looks for it (MANCALA_DATADIR).
if(MANCALA_BUILD_DATA)
  install(FILES "${PROJECT_BINARY_DIR}/data/oware-guide.db"
    DESTINATION "${CMAKE_INSTALL_DATADIR}/libmancala")
endif()
