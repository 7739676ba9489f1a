/* Two paths end in the same indirect call, through the same pointer
   (SQLite's sqlite3_wal_autocheckpoint: sqlite3_wal_hook inlined twice,
   each ending in sqlite3_mutex_leave): at -O2 cross-jumping merges the
   two calls into one, which must keep its type and its check.  */

#include <stdio.h>

struct mutex_methods
{
  void (*enter) (int *);
  void (*leave) (int *);
};

struct config
{
  long pad[16];
  struct mutex_methods mutex;
};

struct db
{
  long pad[3];
  int *mutex;
  long (*hook) (long);
  long arg;
};

static void
real_enter (int *m)
{
  ++*m;
}

static void
real_leave (int *m)
{
  --*m;
}

struct config config = { { 0 }, { real_enter, real_leave } };

static long
default_hook (long n)
{
  return n;
}

static inline void
set_hook (struct db *db, long (*fn) (long), long arg)
{
  if (db->mutex)
    config.mutex.enter (db->mutex);
  db->hook = fn;
  db->arg = arg;
  if (db->mutex)
    config.mutex.leave (db->mutex);
}

__attribute__ ((noinline)) int
autocheckpoint (struct db *db, int n)
{
  if (n > 0)
    set_hook (db, default_hook, n);
  else
    set_hook (db, 0, 0);
  return 0;
}
