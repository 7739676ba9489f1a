/* The C half of callback-mixed.C and callback-mixed-confused.C.  */

struct record
{
  int key;
};

__attribute__ ((noipa)) int
visit_records (int (*fn) (const struct record *, int), int n)
{
  struct record r = { 1 };
  int total = 0;
  for (int i = 0; i < n; i++)
    total += fn (&r, i);
  return total;
}
