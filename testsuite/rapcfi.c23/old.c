/* The gnu17 unit of c23.exp's program: K&R definitions, and calls
   through pointers declared without a prototype, to functions of the
   gnu23 unit (new.c), where () means (void).  */

/* K&R definitions: old_zero and old_count have no prototype (their types
   are unprototyped, as Clang encodes them: _ZTSFiE, _ZTSFlE), old_twice
   one of its promoted parameters.  */
int
old_zero ()
{
  return 0;
}

long
old_count ()
{
  return 5;
}

long
old_twice (x)
     long x;
{
  return 2 * x;
}

int
old_add (int a, int b)
{
  return a + b;
}

/* Called through these with arguments: their promoted types are the
   prototype the calls are checked against.  */
int (*old_hook) ();

int
old_call_hook (int a, int b)
{
  return old_hook (a, b);
}

/* And without arguments.  */
int
old_call_void (int (*fp) ())
{
  return fp ();
}
