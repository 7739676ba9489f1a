/* The slot of the current function's saved return address, from its
   frame address: right above the saved frame pointer on x86_64 and
   aarch64, right below the frame address (the CFA, where the frame
   pointer points) on riscv64.

   On riscv64 a function that calls nothing keeps its return address in
   ra, where no write to memory reaches it: SAVED_RETURN_WRITTEN, after
   the write to the slot, makes the function save ra in its frame and
   load it back only after the write (the scheduler would otherwise move
   the load of ra, in the frame's alias set, above the write).  */

#if defined __riscv
#define SAVED_RETURN_SLOT()						\
  ((void *volatile *) __builtin_frame_address (0) - 1)
#define SAVED_RETURN_WRITTEN() __asm__ volatile ("" : : : "ra", "memory")
#else
#define SAVED_RETURN_SLOT()						\
  ((void *volatile *) __builtin_frame_address (0) + 1)
#define SAVED_RETURN_WRITTEN() ((void) 0)
#endif
