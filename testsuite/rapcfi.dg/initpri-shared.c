/* librapcfi.so: constructors and destructors of priorities 101 to 65535
   make checked calls and returns that work.  initpri-shared-confused.c
   is its attack twin; initpri-static.c links the static runtime.  */
/* { dg-do run } */
/* { dg-output "^constructor 101: 101, sorted 1 2 3\\nconstructor 500: 500, sorted 1 2 3\\nconstructor 65535: 65535, sorted 1 2 3\\nconstructor 0: 0, sorted 1 2 3\\nmain 1: 1, sorted 1 2 3\\ndestructor 0: 0, sorted 1 2 3\\ndestructor 65535: 65535, sorted 1 2 3\\ndestructor 500: 500, sorted 1 2 3\\ndestructor 101: 101, sorted 1 2 3\\n$" } */

#include "initpri.h"
