/* A small multi-file program for gates/builds.sh: a table of operations
   called through pointers, defined in another file.  */

struct op
{
  const char *name;
  long (*apply) (long, long);
};

extern const struct op ops[];
extern const int nops;
long fold (const char *name, long (*step) (long, long), long from, int n);
