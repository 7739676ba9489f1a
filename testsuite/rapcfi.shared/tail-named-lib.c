/* A library built without rapcfi (shared.exp): lib_tail_named ends in a
   tail call by name, a jump to the program's program_step through its
   PLT entry (no pointer), as libstdc++ jumps to a program's copy of a
   template instance.  */

int program_step (int);

int
lib_tail_named (int x, int y)
{
  return program_step (x + y);
}
