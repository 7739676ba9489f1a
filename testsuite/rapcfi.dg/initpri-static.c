/* librapcfi.a: constructors and destructors of priorities 101 to 65535,
   which in a static executable run before the runtime's own, make
   checked calls and returns that work (they once crashed the runtime's
   start-up).  initpri-static-confused.c is its attack twin.  */
/* { dg-do run } */
/* { dg-additional-options "-static -ldl" } */
/* { dg-output "^constructor 101: 101, sorted 1 2 3\\nconstructor 500: 500, sorted 1 2 3\\nconstructor 65535: 65535, sorted 1 2 3\\nconstructor 0: 0, sorted 1 2 3\\nmain 1: 1, sorted 1 2 3\\ndestructor 0: 0, sorted 1 2 3\\ndestructor 65535: 65535, sorted 1 2 3\\ndestructor 500: 500, sorted 1 2 3\\ndestructor 101: 101, sorted 1 2 3\\n$" } */

#include "initpri.h"
