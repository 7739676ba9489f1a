
;; Function add (add, funcdef_no=0, decl_uid=1980, cgraph_uid=1, symbol_order=0)


Pass statistics of "sra": ----------------


Pass statistics of "sra": ----------------

__attribute__((rapcfi type (1457894821, "_ZTSFiiiE", 0)))
int add (int a, int b)
{
  int _3;

  <bb 2> [local count: 1073741824]:
  _3 = a_1(D) + b_2(D);
  return _3;

}



;; Function helper (helper, funcdef_no=1, decl_uid=1986, cgraph_uid=2, symbol_order=2)


Pass statistics of "sra": ----------------


Pass statistics of "sra": ----------------

__attribute__((rapcfi type (329620, "_ZTSFiiE", 0), noinline))
int helper (int x)
{
  int _2;

  <bb 2> [local count: 1073741824]:
  _2 = x_1(D) * 3;
  return _2;

}



;; Function use (use, funcdef_no=2, decl_uid=1989, cgraph_uid=3, symbol_order=3)


Pass statistics of "sra": ----------------


Pass statistics of "sra": ----------------

__attribute__((rapcfi type (329620, "_ZTSFiiE", 1889333951)))
int use (int x)
{
  int (*<T34d>) (int, int) fp.0_1;
  int _2;
  int _3;
  int _7;

  <bb 2> [local count: 1073741824]:
  fp.0_1 = fp;
  _2 = fp.0_1 (x_5(D), 2);
  _3 = helper (x_5(D));
  _7 = _2 + _3;
  return _7;

}



;; Function same (same, funcdef_no=3, decl_uid=1993, cgraph_uid=4, symbol_order=4)


Pass statistics of "sra": ----------------


Pass statistics of "sra": ----------------

__attribute__((rapcfi type (1457894821, "_ZTSFiiiE", 1889333951)))
int same (int a, int b)
{
  int (*<T34d>) (int, int) fp.1_1;
  int _6;

  <bb 2> [local count: 1073741824]:
  fp.1_1 = fp;
  _6 = fp.1_1 (a_3(D), b_4(D));
  return _6;

}



;; Function tail (tail, funcdef_no=4, decl_uid=1996, cgraph_uid=5, symbol_order=5)


Pass statistics of "sra": ----------------


Pass statistics of "sra": ----------------

__attribute__((rapcfi type (329620, "_ZTSFiiE", 1889333951)))
int tail (int x)
{
  int (*<T34d>) (int, int) fp.2_1;
  int _5;

  <bb 2> [local count: 1073741824]:
  fp.2_1 = fp;
  _5 = fp.2_1 (x_3(D), 1);
  return _5;

}


