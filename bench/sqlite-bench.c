/* SQLite benchmark: a fixed SQL workload on a database file.

       sqlite-bench DIR [THOUSANDS]

   Creates DIR/bench.db with THOUSANDS thousand customers (default 20),
   four orders each and 1000 items, and runs on it: inserts of customers, items and orders in transactions through
   prepared statements; index creation; indexed point queries and range
   scans; joins with grouping and sorting; updates and deletes; a LIKE
   scan.  The data comes from a fixed pseudo-random sequence, so the work
   and the printed checksum are the same for every compiler.

   The database is a real file through SQLite's unix VFS (its table of
   libc functions called through pointers: Clang's userland kCFI stops
   there), in WAL mode without fsync, so that the disk does not decide
   the time.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sqlite3.h"

#define N_ITEMS 1000
#define N_CITIES 50

static sqlite3 *db;
static uint64_t checksum = 1469598103934665603ull;

static void
die (const char *what)
{
  fprintf (stderr, "sqlite-bench: %s: %s\n", what, sqlite3_errmsg (db));
  exit (1);
}

static void
exec (const char *sql)
{
  char *err = NULL;
  if (sqlite3_exec (db, sql, NULL, NULL, &err) != SQLITE_OK)
    {
      fprintf (stderr, "sqlite-bench: %s\n  in: %s\n", err, sql);
      exit (1);
    }
}

static sqlite3_stmt *
prepare (const char *sql)
{
  sqlite3_stmt *stmt;
  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) != SQLITE_OK)
    die (sql);
  return stmt;
}

/* FNV-1a over everything the queries return.  */
static void
mix (const void *data, size_t n)
{
  const unsigned char *p = data;
  for (size_t i = 0; i < n; i++)
    checksum = (checksum ^ p[i]) * 1099511628211ull;
}

/* Step STMT to its end, mixing every column of every row.  */
static void
drain (sqlite3_stmt *stmt)
{
  int rc;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    for (int i = 0; i < sqlite3_column_count (stmt); i++)
      {
	const unsigned char *text = sqlite3_column_text (stmt, i);
	if (text)
	  mix (text, (size_t) sqlite3_column_bytes (stmt, i));
      }
  if (rc != SQLITE_DONE)
    die ("step");
  sqlite3_reset (stmt);
}

static uint32_t rng = 2463534242u;

static uint32_t
next (void)
{
  rng ^= rng << 13;
  rng ^= rng >> 17;
  rng ^= rng << 5;
  return rng;
}

static void
random_name (char *buf, size_t size)
{
  static const char *const syllables[] = {
    "ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "ve", "da", "zu", "shi"
  };
  buf[0] = '\0';
  int n = 2 + (int) (next () % 3);
  for (int i = 0; i < n; i++)
    strncat (buf, syllables[next () % 12], size - strlen (buf) - 1);
}

static void
populate (int customers)
{
  char name[32];
  exec ("BEGIN");
  sqlite3_stmt *item = prepare ("INSERT INTO items VALUES (?1, ?2, ?3, ?4)");
  for (int i = 1; i <= N_ITEMS; i++)
    {
      random_name (name, sizeof name);
      sqlite3_bind_int (item, 1, i);
      sqlite3_bind_text (item, 2, name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int (item, 3, (int) (next () % 20));
      sqlite3_bind_double (item, 4, (double) (next () % 10000) / 100.0);
      drain (item);
    }
  sqlite3_finalize (item);
  exec ("COMMIT");

  sqlite3_stmt *customer
    = prepare ("INSERT INTO customers (name, city, balance) "
	       "VALUES (?1, ?2, ?3)");
  sqlite3_stmt *order
    = prepare ("INSERT INTO orders (customer, item, qty, day) "
	       "VALUES (?1, ?2, ?3, ?4)");
  for (int batch = 0; batch < customers; batch += 1000)
    {
      exec ("BEGIN");
      for (int i = batch; i < batch + 1000 && i < customers; i++)
	{
	  random_name (name, sizeof name);
	  sqlite3_bind_text (customer, 1, name, -1, SQLITE_TRANSIENT);
	  sqlite3_bind_int (customer, 2, (int) (next () % N_CITIES));
	  sqlite3_bind_double (customer, 3, (double) (next () % 100000) / 10.0);
	  drain (customer);
	  sqlite3_int64 id = sqlite3_last_insert_rowid (db);
	  for (int k = 0; k < 4; k++)
	    {
	      sqlite3_bind_int64 (order, 1, id);
	      sqlite3_bind_int (order, 2, 1 + (int) (next () % N_ITEMS));
	      sqlite3_bind_int (order, 3, 1 + (int) (next () % 9));
	      sqlite3_bind_int (order, 4, (int) (next () % 365));
	      drain (order);
	    }
	}
      exec ("COMMIT");
    }
  sqlite3_finalize (customer);
  sqlite3_finalize (order);
}

static void
queries (int customers)
{
  /* Indexed point queries and range scans.  */
  sqlite3_stmt *point
    = prepare ("SELECT name, balance FROM customers WHERE id = ?1");
  sqlite3_stmt *by_customer
    = prepare ("SELECT count(*), sum(o.qty * i.price) FROM orders o "
	       "JOIN items i ON i.id = o.item WHERE o.customer = ?1");
  sqlite3_stmt *by_day
    = prepare ("SELECT item, qty FROM orders WHERE day BETWEEN ?1 AND ?2 "
	       "ORDER BY item LIMIT 20");
  for (int i = 0; i < customers; i++)
    {
      int id = 1 + (int) (next () % (uint32_t) customers);
      sqlite3_bind_int (point, 1, id);
      drain (point);
      sqlite3_bind_int (by_customer, 1, id);
      drain (by_customer);
      if (i % 8 == 0)
	{
	  int day = (int) (next () % 360);
	  sqlite3_bind_int (by_day, 1, day);
	  sqlite3_bind_int (by_day, 2, day + 2);
	  drain (by_day);
	}
    }
  sqlite3_finalize (point);
  sqlite3_finalize (by_customer);
  sqlite3_finalize (by_day);

  /* Joins, grouping, sorting.  */
  sqlite3_stmt *report = prepare (
    "SELECT c.city, i.category, count(*), round(sum(o.qty * i.price), 2) "
    "FROM orders o JOIN customers c ON c.id = o.customer "
    "JOIN items i ON i.id = o.item "
    "GROUP BY c.city, i.category ORDER BY 4 DESC, 1, 2 LIMIT 25");
  drain (report);
  sqlite3_finalize (report);
  sqlite3_stmt *top = prepare (
    "SELECT c.name, t.total FROM customers c JOIN "
    "(SELECT customer, sum(qty) AS total FROM orders GROUP BY customer) t "
    "ON t.customer = c.id ORDER BY t.total DESC, c.id LIMIT 50");
  drain (top);
  sqlite3_finalize (top);
  sqlite3_stmt *like
    = prepare ("SELECT count(*) FROM customers WHERE name LIKE '%kalo%'");
  drain (like);
  sqlite3_finalize (like);
}

static void
updates (int customers)
{
  exec ("BEGIN");
  sqlite3_stmt *raise
    = prepare ("UPDATE customers SET balance = balance * 1.01 + ?2 "
	       "WHERE city = ?1");
  for (int city = 0; city < N_CITIES; city++)
    {
      sqlite3_bind_int (raise, 1, city);
      sqlite3_bind_double (raise, 2, city / 10.0);
      drain (raise);
    }
  sqlite3_finalize (raise);
  sqlite3_stmt *more
    = prepare ("UPDATE orders SET qty = qty + 1 WHERE customer = ?1");
  for (int i = 0; i < customers / 4; i++)
    {
      sqlite3_bind_int (more, 1, 1 + (int) (next () % (uint32_t) customers));
      drain (more);
    }
  sqlite3_finalize (more);
  exec ("DELETE FROM orders WHERE day % 29 = 3");
  exec ("COMMIT");
  sqlite3_stmt *left
    = prepare ("SELECT count(*), sum(qty), round(sum(balance), 1) FROM "
	       "orders JOIN customers ON customers.id = orders.customer");
  drain (left);
  sqlite3_finalize (left);
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      fprintf (stderr, "usage: sqlite-bench DIR [SCALE]\n");
      return 2;
    }
  int thousands = argc > 2 ? atoi (argv[2]) : 20;
  if (thousands < 1 || thousands > 1000)
    thousands = 20;
  int customers = 1000 * thousands;

  char path[4096];
  snprintf (path, sizeof path, "%s/bench.db", argv[1]);
  unlink (path);
  if (sqlite3_open (path, &db) != SQLITE_OK)
    die ("open");
  exec ("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;"
	"PRAGMA cache_size = -16384");
  exec ("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT, "
	"category INTEGER, price REAL);"
	"CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, "
	"city INTEGER, balance REAL);"
	"CREATE TABLE orders (id INTEGER PRIMARY KEY, customer INTEGER, "
	"item INTEGER, qty INTEGER, day INTEGER)");

  populate (customers);
  exec ("CREATE INDEX orders_customer ON orders (customer);"
	"CREATE INDEX orders_day ON orders (day);"
	"CREATE INDEX customers_city ON customers (city)");
  queries (customers);
  updates (customers);

  if (sqlite3_close (db) != SQLITE_OK)
    die ("close");
  printf ("sqlite: %d customers, checksum %016llx\n", customers,
	  (unsigned long long) checksum);
  char wal[4200];
  snprintf (wal, sizeof wal, "%s-wal", path);
  unlink (wal);
  unlink (path);
  return 0;
}
