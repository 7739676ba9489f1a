/* A user-defined transparent union and a function with a parameter of
   it, for the tunion-* tests: GCC lets a pointer whose parameter is any
   member type of the union point to such a function.  */

union number_ref
{
  int *i;
  long *l;
} __attribute__ ((transparent_union));

extern int number_ref_get (union number_ref r);
