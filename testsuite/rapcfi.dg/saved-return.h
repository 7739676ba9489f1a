/* The slot of the current function's saved return address, from its
   frame address: right above the saved frame pointer on x86_64 and
   aarch64, right below the frame address (the CFA, where the frame
   pointer points) on riscv64.  */

#if defined __riscv
#define SAVED_RETURN_SLOT()						\
  ((void *volatile *) __builtin_frame_address (0) - 1)
#else
#define SAVED_RETURN_SLOT()						\
  ((void *volatile *) __builtin_frame_address (0) + 1)
#endif
