//! The Rust half of rust.exp: extern "C" functions that rust-main.c calls
//! through pointers, and that call its C functions through extern "C" fn
//! pointers.  Built with -Zsanitizer=kcfi
//! -Zsanitizer-cfi-normalize-integers: every indirect call here is checked
//! against the callee's preamble, and a mismatch traps (ud2).
#![no_std]

use core::ffi::{c_char, c_int, c_long};

#[repr(C)]
pub struct Point {
    x: c_int,
    y: c_int,
}

#[no_mangle]
pub extern "C" fn rust_twice(x: c_int) -> c_int {
    x * 2
}

/// The length of the C string S.
#[no_mangle]
pub unsafe extern "C" fn rust_length(s: *const c_char) -> usize {
    let mut n = 0;
    while *s.add(n) != 0 {
        n += 1;
    }
    n
}

#[no_mangle]
pub unsafe extern "C" fn rust_on_axis(p: *const Point) -> bool {
    (*p).x == 0 || (*p).y == 0
}

// The calls below use what the callee returns, so that they are not tail
// calls: a rapcfi-built callee would return straight to the C caller,
// whose return-site marker is for this function's type (README, "Rust").

/// F (x) + 1, F being a C function.
#[no_mangle]
pub extern "C" fn rust_apply(f: extern "C" fn(c_int) -> c_int, x: c_int) -> c_int {
    f(x) + 1
}

/// F (P) + 1, F being a C function taking a struct pointer.
#[no_mangle]
pub unsafe extern "C" fn rust_apply_point(
    f: unsafe extern "C" fn(*const Point) -> c_long,
    p: *const Point,
) -> c_long {
    f(p) + 1
}

/// F (x) + 1, C passing a function of int as one of long: type confusion,
/// which the check before the call stops.
#[no_mangle]
pub extern "C" fn rust_apply_long(f: extern "C" fn(c_long) -> c_long, x: c_long) -> c_long {
    f(x) + 1
}

/// Returns what F returns: a tail call (jmp).
#[no_mangle]
pub extern "C" fn rust_tail(f: extern "C" fn(c_int) -> c_int, x: c_int) -> c_int {
    f(x)
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}
