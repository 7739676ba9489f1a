// The second unit of comdat.C (.cc: not a test of its own).

#include "comdat-shared.h"

int
other_unit (Counter<long> *c, int (*op) (int))
{
  Counter<long> *local = new Counter<long> ();
  local->n = 0;
  int r = op (2) + (int) c->bump (3) + (int) local->bump (0);
  delete local;
  return r;
}
