/* The callees of main.c, in a unit of their own.  */

typedef struct
{
  int x, y;
} point;

__attribute__ ((noinline)) int
count_chars (const char *s)
{
  int n = 0;
  while (s[n])
    n++;
  return n;
}

__attribute__ ((noinline)) int
sum_point (point *p)
{
  return p->x + p->y;
}
