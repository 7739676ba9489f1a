/* Code at the start of a page after one that cannot be read, as a JIT
   may write it: a function of type int (void) returning 42.  */

#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#if defined __x86_64__
static const unsigned char answer_code[] = {
  0xb8, 0x2a, 0x00, 0x00, 0x00,		/* mov $42, %eax */
  0xc3					/* ret */
};
#elif defined __aarch64__
static const unsigned char answer_code[] = {
  0x40, 0x05, 0x80, 0x52,		/* mov w0, #42 */
  0xc0, 0x03, 0x5f, 0xd6		/* ret */
};
#elif defined __riscv
static const unsigned char answer_code[] = {
  0x13, 0x05, 0xa0, 0x02,		/* li a0, 42 */
  0x67, 0x80, 0x00, 0x00		/* ret */
};
#endif

static int (*
make_answer (void)) (void)
{
  long page = sysconf (_SC_PAGESIZE);
  unsigned char *map = mmap (NULL, 2 * page, PROT_READ | PROT_WRITE,
			     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    return NULL;
  unsigned char *start = map + page;
  memcpy (start, answer_code, sizeof answer_code);
  __builtin___clear_cache ((char *) start, (char *) start + sizeof answer_code);
  if (mprotect (map, page, PROT_NONE) != 0
      || mprotect (start, page, PROT_READ | PROT_EXEC) != 0)
    return NULL;
  return (int (*) (void)) start;
}
