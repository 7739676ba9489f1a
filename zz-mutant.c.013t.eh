
;; Function add (add, funcdef_no=0, decl_uid=1980, cgraph_uid=1, symbol_order=0)


Pass statistics of "eh": ----------------


Pass statistics of "eh": ----------------

int add (int a, int b)
{
  int D.1999;

  D.1999 = a + b;
  goto <D.2000>;
  <D.2000>:
  return D.1999;
}



;; Function use (use, funcdef_no=2, decl_uid=1989, cgraph_uid=3, symbol_order=3)


Pass statistics of "eh": ----------------


Pass statistics of "eh": ----------------

int use (int x)
{
  int D.2001;

  fp.0_1 = fp;
  _2 = fp.0_1 (x, 2);
  _3 = helper (x);
  D.2001 = _2 + _3;
  goto <D.2002>;
  <D.2002>:
  return D.2001;
}



;; Function helper (helper, funcdef_no=1, decl_uid=1986, cgraph_uid=2, symbol_order=2)


Pass statistics of "eh": ----------------


Pass statistics of "eh": ----------------

__attribute__((noinline))
int helper (int x)
{
  int D.2003;

  D.2003 = x * 3;
  goto <D.2004>;
  <D.2004>:
  return D.2003;
}



;; Function same (same, funcdef_no=3, decl_uid=1993, cgraph_uid=4, symbol_order=4)


Pass statistics of "eh": ----------------


Pass statistics of "eh": ----------------

int same (int a, int b)
{
  int D.2005;

  fp.1_1 = fp;
  D.2005 = fp.1_1 (a, b);
  goto <D.2006>;
  <D.2006>:
  return D.2005;
}



;; Function tail (tail, funcdef_no=4, decl_uid=1996, cgraph_uid=5, symbol_order=5)


Pass statistics of "eh": ----------------


Pass statistics of "eh": ----------------

int tail (int x)
{
  int D.2007;

  fp.2_1 = fp;
  D.2007 = fp.2_1 (x, 1);
  goto <D.2008>;
  <D.2008>:
  return D.2007;
}


