/* The half of rapcfi.gccs/gccs.exp's mixed program built by the other
   GCC: functions called through pointers from the other half, and a
   callback the other half hands in.  */

struct point
{
  int x, y;
};

long
mixed_scale (long v)
{
  return 3 * v;
}

int
mixed_norm (const struct point *p)
{
  return p->x * p->x + p->y * p->y;
}

int
mixed_apply (int (*fn) (const char *, int), const char *s)
{
  return fn (s, 2);
}

long (*const mixed_scale_ptr) (long) = mixed_scale;
int (*const mixed_norm_ptr) (const struct point *) = mixed_norm;
