/* SQLite workload for the rapcfi compatibility gate (gates/sqlite.sh).

       sqlite-workload DIR

   Drives SQLite through the paths where it calls through function pointers:
   its allocator table (replaced here by counting wrappers), the log
   callback, user scalar, aggregate and window functions with destructors,
   auxiliary data, collations (registered up front and on demand), a virtual
   table (eponymous table-valued function), the exec row callback, the
   update, commit, rollback, WAL and trace hooks, the busy and progress
   handlers, the authorizer, bound values with custom destructors, the
   backup API, and the default unix VFS (open, stat, read, write, fsync,
   locks, mmap of the WAL index) on a real database in DIR, plus an
   in-memory one.

   Everything printed is deterministic (no addresses, paths or timings), so
   the gate can diff a plain build against an instrumented one.  Exits 0 if
   every step behaved as expected, 1 otherwise.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sqlite3.h"

#define N_PEOPLE 5000
#define N_DEPTS 12

static const char *db_path;

/* ---- Failing, running SQL, printing rows -------------------------------- */

static void
die (sqlite3 *db, const char *what)
{
  fprintf (stderr, "sqlite-workload: %s: %s\n", what,
	   db ? sqlite3_errmsg (db) : "failed");
  exit (1);
}

static void
expect (int ok, const char *what)
{
  if (!ok)
    die (NULL, what);
}

/* Run SQL that must succeed, ignoring its rows.  */
static void
run (sqlite3 *db, const char *sql)
{
  char *err = NULL;
  if (sqlite3_exec (db, sql, NULL, NULL, &err) != SQLITE_OK)
    {
      fprintf (stderr, "sqlite-workload: %s\n  in: %s\n", err, sql);
      exit (1);
    }
}

/* The sqlite3_exec row callback: "TAG: v1 | v2 | ...".  */
static int
print_row (void *tag, int n, char **values, char **names)
{
  (void) names;
  printf ("%s:", (const char *) tag);
  for (int i = 0; i < n; i++)
    printf ("%s %s", i ? " |" : "", values[i] ? values[i] : "NULL");
  putchar ('\n');
  return 0;
}

/* Run SQL that must succeed and print its rows under TAG.  */
static void
query (sqlite3 *db, const char *tag, const char *sql)
{
  char *err = NULL;
  if (sqlite3_exec (db, sql, print_row, (void *) tag, &err) != SQLITE_OK)
    {
      fprintf (stderr, "sqlite-workload: %s: %s\n  in: %s\n", tag, err, sql);
      exit (1);
    }
}

/* Run SQL expected to fail; print the error code's name.  */
static void
query_fails (sqlite3 *db, const char *tag, const char *sql)
{
  char *err = NULL;
  int rc = sqlite3_exec (db, sql, print_row, (void *) tag, &err);
  expect (rc != SQLITE_OK, tag);
  printf ("%s: fails with %s (%s)\n", tag, sqlite3_errstr (rc), err);
  sqlite3_free (err);
}

/* ---- Allocator and log: SQLite's global tables of callbacks ------------- */

static sqlite3_mem_methods libc_mem;
static long n_mallocs, n_frees;

static void *
count_malloc (int n)
{
  n_mallocs++;
  return libc_mem.xMalloc (n);
}

static void
count_free (void *p)
{
  n_frees++;
  libc_mem.xFree (p);
}

static void *
count_realloc (void *p, int n)
{
  return libc_mem.xRealloc (p, n);
}

static int
count_size (void *p)
{
  return libc_mem.xSize (p);
}

static int
count_roundup (int n)
{
  return libc_mem.xRoundup (n);
}

static int
count_init (void *app)
{
  (void) app;
  return libc_mem.xInit (libc_mem.pAppData);
}

static void
count_shutdown (void *app)
{
  (void) app;
  libc_mem.xShutdown (libc_mem.pAppData);
}

static int n_logs;

static void
log_message (void *arg, int code, const char *msg)
{
  (void) arg;
  (void) msg;			/* may name DIR: not deterministic */
  n_logs++;
  printf ("log: %s\n", sqlite3_errstr (code & 0xff));
}

static void
configure_library (void)
{
  static sqlite3_mem_methods counting = {
    count_malloc, count_free, count_realloc, count_size, count_roundup,
    count_init, count_shutdown, NULL
  };
  expect (sqlite3_config (SQLITE_CONFIG_GETMALLOC, &libc_mem) == SQLITE_OK,
	  "SQLITE_CONFIG_GETMALLOC");
  expect (sqlite3_config (SQLITE_CONFIG_MALLOC, &counting) == SQLITE_OK,
	  "SQLITE_CONFIG_MALLOC");
  expect (sqlite3_config (SQLITE_CONFIG_LOG, log_message, NULL) == SQLITE_OK,
	  "SQLITE_CONFIG_LOG");
  expect (sqlite3_initialize () == SQLITE_OK, "sqlite3_initialize");
}

/* ---- Deterministic data ------------------------------------------------- */

static unsigned long long lcg_state = 12345;

static unsigned
lcg (void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned) (lcg_state >> 33);
}

/* A malloc'ed name of 3 to 10 lowercase letters.  */
static char *
random_name (void)
{
  int len = 3 + lcg () % 8;
  char *s = malloc (len + 1);
  expect (s != NULL, "malloc");
  for (int i = 0; i < len; i++)
    s[i] = 'a' + lcg () % 26;
  s[len] = 0;
  return s;
}

/* ---- Destructors handed to SQLite --------------------------------------- */

static int n_text_frees, n_blob_frees, n_result_frees, n_aux_frees,
  n_user_data_frees, n_collation_frees;

static void
free_bound_text (void *p)
{
  n_text_frees++;
  free (p);
}

static void
free_bound_blob (void *p)
{
  n_blob_frees++;
  free (p);
}

static void
free_result (void *p)
{
  n_result_frees++;
  free (p);
}

static void
free_aux (void *p)
{
  n_aux_frees++;
  free (p);
}

static void
free_user_data (void *p)
{
  n_user_data_frees++;
  free (p);
}

static void
free_collation (void *p)
{
  (void) p;
  n_collation_frees++;
}

/* ---- Scalar functions --------------------------------------------------- */

/* rot13(text): result handed over with a custom destructor.  */
static void
fn_rot13 (sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
  (void) argc;
  const unsigned char *in = sqlite3_value_text (argv[0]);
  if (!in)
    {
      sqlite3_result_null (ctx);
      return;
    }
  int n = sqlite3_value_bytes (argv[0]);
  char *out = malloc (n + 1);
  if (!out)
    {
      sqlite3_result_error_nomem (ctx);
      return;
    }
  for (int i = 0; i <= n; i++)
    {
      int c = in[i];
      if (c >= 'a' && c <= 'z')
	c = 'a' + (c - 'a' + 13) % 26;
      else if (c >= 'A' && c <= 'Z')
	c = 'A' + (c - 'A' + 13) % 26;
      out[i] = c;
    }
  sqlite3_result_text (ctx, out, n, free_result);
}

/* fmix(int): the splitmix64 finaliser, as a signed 64-bit integer.  */
static void
fn_fmix (sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
  (void) argc;
  unsigned long long *seed = sqlite3_user_data (ctx);
  unsigned long long x = sqlite3_value_int64 (argv[0]) ^ *seed;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  x ^= x >> 31;
  sqlite3_result_int64 (ctx, (sqlite3_int64) (x >> 1));
}

/* has_letters(text, letters): true if TEXT contains any of LETTERS.  The
   letter set is compiled once per statement and kept as auxiliary data.  */
static void
fn_has_letters (sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
  (void) argc;
  unsigned *set = sqlite3_get_auxdata (ctx, 1);
  if (!set)
    {
      const unsigned char *letters = sqlite3_value_text (argv[1]);
      set = calloc (1, sizeof *set);
      if (!set)
	{
	  sqlite3_result_error_nomem (ctx);
	  return;
	}
      for (; letters && *letters; letters++)
	if (*letters >= 'a' && *letters <= 'z')
	  *set |= 1u << (*letters - 'a');
      sqlite3_set_auxdata (ctx, 1, set, free_aux);
      set = sqlite3_get_auxdata (ctx, 1);
      if (!set)
	{
	  sqlite3_result_error_nomem (ctx);
	  return;
	}
    }
  const unsigned char *s = sqlite3_value_text (argv[0]);
  int hit = 0;
  for (; s && *s && !hit; s++)
    hit = *s >= 'a' && *s <= 'z' && (*set >> (*s - 'a') & 1);
  sqlite3_result_int (ctx, hit);
}

/* ---- Aggregate and window functions ------------------------------------- */

/* spread(x): max(x) - min(x).  */
struct spread
{
  int seen;
  sqlite3_int64 min, max;
};

static void
spread_step (sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
  (void) argc;
  struct spread *s = sqlite3_aggregate_context (ctx, sizeof *s);
  if (!s || sqlite3_value_type (argv[0]) == SQLITE_NULL)
    return;
  sqlite3_int64 x = sqlite3_value_int64 (argv[0]);
  if (!s->seen || x < s->min)
    s->min = x;
  if (!s->seen || x > s->max)
    s->max = x;
  s->seen = 1;
}

static void
spread_final (sqlite3_context *ctx)
{
  struct spread *s = sqlite3_aggregate_context (ctx, 0);
  if (s && s->seen)
    sqlite3_result_int64 (ctx, s->max - s->min);
  else
    sqlite3_result_null (ctx);
}

/* xoragg(x): XOR of all x; a window function, XOR being its own inverse.  */
static void
xor_step (sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
  (void) argc;
  sqlite3_int64 *acc = sqlite3_aggregate_context (ctx, sizeof *acc);
  if (acc)
    *acc ^= sqlite3_value_int64 (argv[0]);
}

static void
xor_value (sqlite3_context *ctx)
{
  sqlite3_int64 *acc = sqlite3_aggregate_context (ctx, sizeof *acc);
  sqlite3_result_int64 (ctx, acc ? *acc : 0);
}

/* ---- Collations --------------------------------------------------------- */

/* revlen: shorter strings first, equal lengths compared from the end.  */
static int
collate_revlen (void *arg, int na, const void *a, int nb, const void *b)
{
  (void) arg;
  const unsigned char *x = a, *y = b;
  if (na != nb)
    return na < nb ? -1 : 1;
  for (int i = na - 1; i >= 0; i--)
    if (x[i] != y[i])
      return x[i] < y[i] ? -1 : 1;
  return 0;
}

/* upper_first: case-insensitive, ties broken by bytes; registered only
   when a statement first needs it.  */
static int
collate_upper_first (void *arg, int na, const void *a, int nb, const void *b)
{
  (void) arg;
  const unsigned char *x = a, *y = b;
  int n = na < nb ? na : nb;
  for (int i = 0; i < n; i++)
    {
      int cx = x[i] | 0x20, cy = y[i] | 0x20;
      if (cx != cy)
	return cx - cy;
    }
  if (na != nb)
    return na - nb;
  return memcmp (a, b, n);
}

static int n_collations_needed;

static void
collation_needed (void *arg, sqlite3 *db, int encoding, const char *name)
{
  (void) arg;
  if (strcmp (name, "upper_first") != 0)
    return;
  n_collations_needed++;
  sqlite3_create_collation_v2 (db, name, encoding, NULL, collate_upper_first,
			       free_collation);
}

/* ---- An eponymous virtual table: fib(n) --------------------------------- */

/* SELECT i, value FROM fib(n): the first n Fibonacci numbers (n <= 90,
   default 10).  */
struct fib_cursor
{
  sqlite3_vtab_cursor base;
  sqlite3_int64 i, n, a, b;
};

enum { FIB_I, FIB_VALUE, FIB_N };

static int
fib_connect (sqlite3 *db, void *aux, int argc, const char *const *argv,
	     sqlite3_vtab **vtab, char **err)
{
  (void) aux, (void) argc, (void) argv, (void) err;
  int rc = sqlite3_declare_vtab (db,
				 "CREATE TABLE x(i INTEGER, value INTEGER,"
				 " n HIDDEN)");
  if (rc != SQLITE_OK)
    return rc;
  *vtab = sqlite3_malloc (sizeof **vtab);
  if (!*vtab)
    return SQLITE_NOMEM;
  memset (*vtab, 0, sizeof **vtab);
  return SQLITE_OK;
}

static int
fib_disconnect (sqlite3_vtab *vtab)
{
  sqlite3_free (vtab);
  return SQLITE_OK;
}

static int
fib_best_index (sqlite3_vtab *vtab, sqlite3_index_info *info)
{
  (void) vtab;
  info->idxNum = 0;
  info->estimatedCost = 1000;
  for (int i = 0; i < info->nConstraint; i++)
    {
      const struct sqlite3_index_constraint *c = &info->aConstraint[i];
      if (c->iColumn != FIB_N || c->op != SQLITE_INDEX_CONSTRAINT_EQ)
	continue;
      if (!c->usable)
	return SQLITE_CONSTRAINT;
      info->aConstraintUsage[i].argvIndex = 1;
      info->aConstraintUsage[i].omit = 1;
      info->idxNum = 1;
      info->estimatedCost = 10;
    }
  return SQLITE_OK;
}

static int
fib_open (sqlite3_vtab *vtab, sqlite3_vtab_cursor **cursor)
{
  (void) vtab;
  struct fib_cursor *c = sqlite3_malloc (sizeof *c);
  if (!c)
    return SQLITE_NOMEM;
  memset (c, 0, sizeof *c);
  *cursor = &c->base;
  return SQLITE_OK;
}

static int
fib_close (sqlite3_vtab_cursor *cursor)
{
  sqlite3_free (cursor);
  return SQLITE_OK;
}

static int
fib_filter (sqlite3_vtab_cursor *cursor, int idx_num, const char *idx_str,
	    int argc, sqlite3_value **argv)
{
  (void) idx_str;
  struct fib_cursor *c = (struct fib_cursor *) cursor;
  c->n = idx_num == 1 && argc == 1 ? sqlite3_value_int64 (argv[0]) : 10;
  if (c->n > 90)
    c->n = 90;
  c->i = 1;
  c->a = 1;
  c->b = 1;
  return SQLITE_OK;
}

static int
fib_next (sqlite3_vtab_cursor *cursor)
{
  struct fib_cursor *c = (struct fib_cursor *) cursor;
  sqlite3_int64 t = c->a + c->b;
  c->a = c->b;
  c->b = t;
  c->i++;
  return SQLITE_OK;
}

static int
fib_eof (sqlite3_vtab_cursor *cursor)
{
  struct fib_cursor *c = (struct fib_cursor *) cursor;
  return c->i > c->n;
}

static int
fib_column (sqlite3_vtab_cursor *cursor, sqlite3_context *ctx, int column)
{
  struct fib_cursor *c = (struct fib_cursor *) cursor;
  sqlite3_result_int64 (ctx, column == FIB_I ? c->i
			: column == FIB_VALUE ? c->a : c->n);
  return SQLITE_OK;
}

static int
fib_rowid (sqlite3_vtab_cursor *cursor, sqlite3_int64 *rowid)
{
  *rowid = ((struct fib_cursor *) cursor)->i;
  return SQLITE_OK;
}

static sqlite3_module fib_module = {
  .xConnect = fib_connect,	/* no xCreate: eponymous only */
  .xBestIndex = fib_best_index,
  .xDisconnect = fib_disconnect,
  .xOpen = fib_open,
  .xClose = fib_close,
  .xFilter = fib_filter,
  .xNext = fib_next,
  .xEof = fib_eof,
  .xColumn = fib_column,
  .xRowid = fib_rowid,
};

/* ---- Hooks and handlers ------------------------------------------------- */

static int n_inserts, n_updates, n_deletes, n_commits, n_rollbacks,
  n_wal_hooks, n_statements;

static void
update_hook (void *arg, int op, const char *db, const char *table,
	     sqlite3_int64 rowid)
{
  (void) arg, (void) db, (void) table, (void) rowid;
  if (op == SQLITE_INSERT)
    n_inserts++;
  else if (op == SQLITE_UPDATE)
    n_updates++;
  else if (op == SQLITE_DELETE)
    n_deletes++;
}

static int
commit_hook (void *arg)
{
  (void) arg;
  n_commits++;
  return 0;
}

static void
rollback_hook (void *arg)
{
  (void) arg;
  n_rollbacks++;
}

static int
wal_hook (void *arg, sqlite3 *db, const char *name, int pages)
{
  (void) arg, (void) db, (void) name, (void) pages;
  n_wal_hooks++;
  return SQLITE_OK;
}

static int
trace_hook (unsigned type, void *arg, void *p, void *x)
{
  (void) arg, (void) p, (void) x;
  if (type == SQLITE_TRACE_STMT)
    n_statements++;
  return 0;
}

static int n_busy_calls;

/* Give up on the fourth call.  */
static int
busy_handler (void *arg, int calls)
{
  (void) arg;
  n_busy_calls++;
  return calls < 3;
}

static int n_progress_calls;

/* Interrupt the statement after 50 calls.  */
static int
progress_handler (void *arg)
{
  (void) arg;
  return ++n_progress_calls >= 50;
}

static int n_auth_reads;

/* Hide people.salary (reads as NULL) and forbid deleting from people.  */
static int
authorizer (void *arg, int action, const char *a, const char *b,
	    const char *db, const char *trigger)
{
  (void) arg, (void) db, (void) trigger;
  if (action == SQLITE_READ && strcmp (a, "people") == 0)
    {
      n_auth_reads++;
      if (strcmp (b, "salary") == 0)
	return SQLITE_IGNORE;
    }
  if (action == SQLITE_DELETE && strcmp (a, "people") == 0)
    return SQLITE_DENY;
  return SQLITE_OK;
}

/* An exec callback that stops after the first row.  */
static int
first_row_only (void *arg, int n, char **values, char **names)
{
  print_row (arg, n, values, names);
  return 1;
}

/* ---- Setting up a connection -------------------------------------------- */

static void
register_extensions (sqlite3 *db)
{
  unsigned long long *seed = malloc (sizeof *seed);
  expect (seed != NULL, "malloc");
  *seed = 0x9e3779b97f4a7c15ULL;
  int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC;
  if (sqlite3_create_function_v2 (db, "fmix", 1, flags, seed, fn_fmix,
				  NULL, NULL, free_user_data) != SQLITE_OK
      || sqlite3_create_function (db, "rot13", 1, flags, NULL, fn_rot13,
				  NULL, NULL) != SQLITE_OK
      || sqlite3_create_function (db, "has_letters", 2, flags, NULL,
				  fn_has_letters, NULL, NULL) != SQLITE_OK
      || sqlite3_create_function (db, "spread", 1, flags, NULL, NULL,
				  spread_step, spread_final) != SQLITE_OK
      || sqlite3_create_window_function (db, "xoragg", 1, flags, NULL,
					 xor_step, xor_value, xor_value,
					 xor_step, NULL) != SQLITE_OK
      || sqlite3_create_collation_v2 (db, "revlen", SQLITE_UTF8, NULL,
				      collate_revlen,
				      free_collation) != SQLITE_OK
      || sqlite3_collation_needed (db, NULL, collation_needed) != SQLITE_OK
      || sqlite3_create_module (db, "fib", &fib_module, NULL) != SQLITE_OK)
    die (db, "registering functions");
}

static sqlite3 *
open_db (const char *path)
{
  sqlite3 *db;
  if (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
		       NULL) != SQLITE_OK)
    die (db, "open");
  register_extensions (db);
  return db;
}

/* ---- The workload ------------------------------------------------------- */

static void
load (sqlite3 *db)
{
  static const char *titles[N_DEPTS] = {
    "Sales", "research", "Ops", "legal", "Finance", "it", "Support",
    "design", "QA", "hr", "Marketing", "facilities"
  };
  sqlite3_stmt *st;

  query (db, "journal", "PRAGMA journal_mode = DELETE");
  run (db, "PRAGMA synchronous = FULL");
  run (db, "CREATE TABLE depts (id INTEGER PRIMARY KEY, title TEXT NOT NULL);"
       "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
       " dept INTEGER REFERENCES depts (id), salary INTEGER, photo BLOB)");

  if (sqlite3_prepare_v2 (db, "INSERT INTO depts VALUES (?, ?)", -1, &st,
			  NULL) != SQLITE_OK)
    die (db, "prepare");
  for (int i = 0; i < N_DEPTS; i++)
    {
      sqlite3_bind_int (st, 1, i + 1);
      sqlite3_bind_text (st, 2, titles[i], -1, SQLITE_STATIC);
      if (sqlite3_step (st) != SQLITE_DONE)
	die (db, "insert dept");
      sqlite3_reset (st);
    }
  sqlite3_finalize (st);

  /* Five transactions of a thousand rows each: five journal commits.  */
  if (sqlite3_prepare_v2 (db, "INSERT INTO people VALUES (?, ?, ?, ?, ?)",
			  -1, &st, NULL) != SQLITE_OK)
    die (db, "prepare");
  for (int i = 0; i < N_PEOPLE; i++)
    {
      if (i % 1000 == 0)
	run (db, "BEGIN");
      unsigned char *photo = malloc (16);
      expect (photo != NULL, "malloc");
      for (int k = 0; k < 16; k++)
	photo[k] = lcg ();
      sqlite3_bind_int64 (st, 1, i + 1);
      sqlite3_bind_text (st, 2, random_name (), -1, free_bound_text);
      sqlite3_bind_int (st, 3, 1 + lcg () % N_DEPTS);
      sqlite3_bind_int64 (st, 4, 20000 + lcg () % 80000);
      sqlite3_bind_blob (st, 5, photo, 16, free_bound_blob);
      if (sqlite3_step (st) != SQLITE_DONE)
	die (db, "insert person");
      sqlite3_reset (st);
      if (i % 1000 == 999)
	run (db, "COMMIT");
    }
  sqlite3_finalize (st);

  run (db, "CREATE INDEX people_dept ON people (dept, salary);"
       "CREATE INDEX people_name ON people (name COLLATE revlen)");
}

static void
read_queries (sqlite3 *db)
{
  query (db, "totals",
	 "SELECT count(*), sum(salary), xoragg(fmix(id)),"
	 " sum(length(photo)) FROM people");
  query (db, "by-dept",
	 "SELECT d.title, count(*), spread(p.salary), xoragg(p.salary)"
	 " FROM people p JOIN depts d ON d.id = p.dept"
	 " GROUP BY d.id ORDER BY d.title COLLATE revlen");
  query (db, "indexed",
	 "SELECT count(*), min(salary), max(salary) FROM people"
	 " WHERE dept = 3 AND salary BETWEEN 30000 AND 60000");
  query (db, "by-name",
	 "SELECT id, name, rot13(name) FROM people"
	 " ORDER BY name COLLATE revlen, id LIMIT 6");
  query (db, "name-range",
	 "SELECT count(*) FROM people"
	 " WHERE name COLLATE revlen BETWEEN 'aaaa' AND 'zzzz'");
  query (db, "window",
	 "SELECT id, xoragg(salary) OVER (ORDER BY id ROWS BETWEEN"
	 " 2 PRECEDING AND CURRENT ROW) FROM people WHERE id <= 6");
  query (db, "fib", "SELECT i, value FROM fib(12) WHERE i > 8");
  query (db, "fib-join",
	 "SELECT count(*), sum(p.salary) FROM fib(25) f"
	 " JOIN people p ON p.id = f.value");
  query (db, "auxdata",
	 "SELECT count(*) FROM people WHERE has_letters(name, 'qxz')");
  query (db, "lazy-collation",
	 "SELECT group_concat(title, ',') FROM"
	 " (SELECT title FROM depts ORDER BY title COLLATE upper_first)");
  query (db, "json",
	 "SELECT json_group_array(title) FROM"
	 " (SELECT title FROM depts ORDER BY id LIMIT 4)");
  query (db, "cte",
	 "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n"
	 " WHERE x < 2000) SELECT count(*), sum(x % 7), xoragg(fmix(x)) FROM n");
  query (db, "explain",
	 "EXPLAIN QUERY PLAN SELECT * FROM people WHERE dept = 5");
  query_fails (db, "syntax", "SELEC 1");
  query_fails (db, "missing", "SELECT nosuch FROM people");

  char *err = NULL;
  int rc = sqlite3_exec (db, "SELECT id FROM people ORDER BY id",
			 first_row_only, (void *) "abort", &err);
  printf ("abort: callback stop gives %s\n", sqlite3_errstr (rc));
  sqlite3_free (err);
}

#ifdef SQLITE_ENABLE_FTS5
static void
full_text (sqlite3 *db)
{
  run (db, "CREATE VIRTUAL TABLE notes USING fts5 (body);"
       "INSERT INTO notes (body) SELECT name || ' works in ' || d.title"
       " FROM people JOIN depts d ON d.id = people.dept WHERE people.id <= 500");
  query (db, "fts",
	 "SELECT count(*) FROM notes WHERE notes MATCH 'sales OR legal'");
  query (db, "fts-highlight",
	 "SELECT highlight(notes, 0, '[', ']') FROM notes"
	 " WHERE notes MATCH 'research' ORDER BY rank, rowid LIMIT 3");
}
#endif

static void
modifications (sqlite3 *db)
{
  run (db, "UPDATE people SET salary = salary + 1000 WHERE dept = 3");
  printf ("update: %d rows\n", sqlite3_changes (db));
  run (db, "DELETE FROM people WHERE id % 7 = 0");
  printf ("delete: %d rows\n", sqlite3_changes (db));
  query (db, "after", "SELECT count(*), sum(salary) FROM people");

  /* A transaction rolled back, and a savepoint rolled back to.  */
  run (db, "BEGIN; DELETE FROM people WHERE dept < 6;"
       " UPDATE depts SET title = upper(title)");
  query (db, "in-transaction",
	 "SELECT count(*), (SELECT title FROM depts WHERE id = 2) FROM people");
  run (db, "ROLLBACK");
  query (db, "rolled-back",
	 "SELECT count(*), (SELECT title FROM depts WHERE id = 2) FROM people");
  run (db, "SAVEPOINT s; DELETE FROM people WHERE id < 100;"
       " ROLLBACK TO s; RELEASE s");
  query (db, "savepoint", "SELECT count(*) FROM people");
}

static void
contention (sqlite3 *db)
{
  sqlite3 *other = open_db (db_path);
  sqlite3_busy_handler (other, busy_handler, NULL);
  run (db, "BEGIN IMMEDIATE");
  int rc = sqlite3_exec (other, "BEGIN IMMEDIATE", NULL, NULL, NULL);
  printf ("busy: second writer gets %s after %d handler calls\n",
	  sqlite3_errstr (rc), n_busy_calls);
  run (db, "ROLLBACK");
  query (other, "busy-reader", "SELECT count(*) FROM depts");
  expect (sqlite3_close (other) == SQLITE_OK, "close second connection");
}

static void
progress (sqlite3 *db)
{
  sqlite3_progress_handler (db, 100, progress_handler, NULL);
  int rc = sqlite3_exec (db, "SELECT count(*) FROM people a, people b",
			 NULL, NULL, NULL);
  sqlite3_progress_handler (db, 0, NULL, NULL);
  printf ("progress: long query gets %s after %d handler calls\n",
	  sqlite3_errstr (rc), n_progress_calls);
}

static void
authorization (sqlite3 *db)
{
  sqlite3_set_authorizer (db, authorizer, NULL);
  query (db, "auth-hidden", "SELECT count(*), sum(salary) FROM people");
  query_fails (db, "auth-denied", "DELETE FROM people WHERE id = 1");
  sqlite3_set_authorizer (db, NULL, NULL);
  printf ("auth: %s\n", n_auth_reads > 0 ? "reads seen" : "NO READS SEEN");
}

static void
wal (sqlite3 *db)
{
  query (db, "wal", "PRAGMA journal_mode = WAL");
  sqlite3_wal_hook (db, wal_hook, NULL);
  for (int i = 0; i < 3; i++)
    run (db, "INSERT INTO people (name, dept, salary)"
	 " SELECT rot13(name), dept, salary / 2 FROM people WHERE id < 300");
  query (db, "wal-rows", "SELECT count(*), sum(salary) FROM people");
  query (db, "checkpoint", "PRAGMA wal_checkpoint(TRUNCATE)");
  printf ("wal: %s\n", n_wal_hooks == 3 ? "3 hook calls" : "WRONG HOOK COUNT");
}

/* Copy the disk database into memory and check both agree.  */
static void
in_memory (sqlite3 *disk)
{
  sqlite3 *mem = open_db (":memory:");
  sqlite3_backup *b = sqlite3_backup_init (mem, "main", disk, "main");
  if (!b || sqlite3_backup_step (b, -1) != SQLITE_DONE
      || sqlite3_backup_finish (b) != SQLITE_OK)
    die (mem, "backup");
  static const char checksum[] =
    "SELECT count(*), xoragg(fmix(id + salary)), spread(salary)"
    " FROM people";
  query (disk, "checksum-disk", checksum);
  query (mem, "checksum-memory", checksum);
  run (mem, "CREATE TEMP TABLE t AS SELECT dept, name FROM people;"
       "DELETE FROM t WHERE dept % 2 = 0");
  query (mem, "memory-temp",
	 "SELECT dept, count(*), min(name COLLATE revlen) FROM t"
	 " GROUP BY dept ORDER BY dept LIMIT 3");
  expect (sqlite3_close (mem) == SQLITE_OK, "close in-memory db");
}

static void
remove_db_files (void)
{
  static const char *suffixes[] = { "", "-journal", "-wal", "-shm" };
  char name[4096];
  for (size_t i = 0; i < sizeof suffixes / sizeof *suffixes; i++)
    {
      snprintf (name, sizeof name, "%s%s", db_path, suffixes[i]);
      unlink (name);
    }
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: sqlite-workload DIR\n");
      return 2;
    }
  /* Line by line, so that a crash shows in the output where it happened.  */
  setvbuf (stdout, NULL, _IOLBF, 0);
  static char path[4096];
  snprintf (path, sizeof path, "%s/workload.db", argv[1]);
  db_path = path;
  remove_db_files ();

  configure_library ();
  printf ("sqlite %s\n", sqlite3_libversion ());

  sqlite3 *db = open_db (db_path);
  sqlite3_update_hook (db, update_hook, NULL);
  sqlite3_commit_hook (db, commit_hook, NULL);
  sqlite3_rollback_hook (db, rollback_hook, NULL);
  sqlite3_trace_v2 (db, SQLITE_TRACE_STMT, trace_hook, NULL);

  load (db);
  read_queries (db);
#ifdef SQLITE_ENABLE_FTS5
  full_text (db);
#endif
  modifications (db);
  contention (db);
  progress (db);
  authorization (db);
  wal (db);
  in_memory (db);
  query (db, "integrity", "PRAGMA integrity_check");

  printf ("hooks: %d inserts, %d updates, %d deletes, %d commits,"
	  " %d rollbacks, %d statements traced\n", n_inserts, n_updates,
	  n_deletes, n_commits, n_rollbacks, n_statements);
  expect (sqlite3_close (db) == SQLITE_OK, "close");
  printf ("destructors: %d texts, %d blobs, %d results, %d aux,"
	  " %d user data, %d collations (%d registered on demand)\n",
	  n_text_frees, n_blob_frees, n_result_frees, n_aux_frees,
	  n_user_data_frees, n_collation_frees, n_collations_needed);
  printf ("allocator: %s, %s\n",
	  n_mallocs > 0 && n_frees > 0 ? "used" : "NOT USED",
	  sqlite3_memory_used () == 0 ? "all freed" : "LEAKED");
  printf ("log: %d messages\n", n_logs);
  expect (sqlite3_shutdown () == SQLITE_OK, "shutdown");
  remove_db_files ();
  puts ("done");
  return 0;
}
