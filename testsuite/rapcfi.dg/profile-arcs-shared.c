/* librapcfi.so: a program built with -fprofile-arcs works.  */
/* { dg-do run } */
/* Each option set overwrites the profile the one before wrote, which
   libgcov may say after the program's output.  */
/* { dg-additional-options "-fprofile-arcs" } */
/* { dg-output "^early 95, sum 159200, sorted 1 2 3 4\n" } */

#include "profile-arcs.h"
