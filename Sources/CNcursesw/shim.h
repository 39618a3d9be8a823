// The C surface breathe needs from ncursesw and from Linux itself.
// Swift 6 cannot read C global variables (stdscr, LINES, stdout) because they are not
// concurrency-safe, and it cannot call variadic functions (tiparm): the small inline
// functions below stand in for both.
#ifndef BREATHE_SHIM_H
#define BREATHE_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <locale.h>
#include <langinfo.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <sys/signalfd.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static inline WINDOW *breathe_stdscr(void) { return stdscr; }
static inline FILE *breathe_stdout(void) { return stdout; }
static inline FILE *breathe_stdin(void) { return stdin; }


static inline int breathe_key_resize(void) { return KEY_RESIZE; }

/// A terminfo capability with its parameters filled in (tiparm is variadic, which Swift
/// cannot call). The result lives in a static buffer until the next call.
static inline const char *breathe_tiparm1(const char *capability, int first) {
    return tiparm(capability, first);
}
static inline const char *breathe_tiparm2(const char *capability, int first, int second) {
    return tiparm(capability, first, second);
}

/// Seconds on CLOCK_MONOTONIC: it never jumps with the wall clock and does not
/// advance while the machine sleeps, so a closed laptop lid is not practice.
static inline double breathe_monotonic_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/// Rows and columns of the terminal on `fd`, or 0 when it cannot be asked.
static inline void breathe_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) == 0) { *rows = ws.ws_row; *cols = ws.ws_col; }
    else { *rows = 0; *cols = 0; }
}

#endif
