// The C surface breathe needs from ncursesw and from the C library (Linux and macOS).
// Swift 6 cannot read C global variables (stdscr, LINES, stdout) because they are not
// concurrency-safe, and it cannot call variadic functions (tiparm): the small inline
// functions below stand in for both.
#ifndef BREATHE_SHIM_H
#define BREATHE_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#ifdef __APPLE__
// macOS ships ncurses with wide characters under the plain name (linked as `ncurses`,
// Package.swift); Debian keeps it apart as ncursesw.
#include <curses.h>
#include <term.h>
#else
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#endif
#include <locale.h>
#include <langinfo.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
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

/// The write end of the self-pipe signals arrive on (-1: none). Only the handler below
/// and the two functions after it touch it.
static int breathe_signal_pipe = -1;

/// A signal's handler: its number, one byte, into the pipe, and nothing else (write is
/// safe in a handler; errno is left as it was).
static void breathe_signal_to_pipe(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    if (breathe_signal_pipe >= 0) {
        ssize_t written = write(breathe_signal_pipe, &byte, 1);
        (void)written;
    }
    errno = saved;
}

/// From now on `number` is written to the pipe `fd` when it arrives; 0, or -1 with errno.
static inline int breathe_send_signal_to_pipe(int number, int fd) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = breathe_signal_to_pipe;
    action.sa_flags = SA_RESTART;
    sigfillset(&action.sa_mask);
    breathe_signal_pipe = fd;
    return sigaction(number, &action, NULL);
}

/// The pipe is closing: a signal still handled writes nowhere (its number could be a
/// file's by then).
static inline void breathe_forget_signal_pipe(void) { breathe_signal_pipe = -1; }

/// Whether a signal was sent by another process (kill, sigqueue) rather than raised by a
/// fault or an abort of this one: `kill -SEGV` from outside asks breathe to stop; it is
/// no crash.
static inline int breathe_sent_by_another_process(const siginfo_t *info) {
    if (info == NULL) return 0;
#ifdef __APPLE__
    int sent = info->si_code == SI_USER || info->si_code == SI_QUEUE;
#else
    int sent = info->si_code <= 0;
#endif
    return sent && info->si_pid != getpid();
}

/// A sent fault signal's number into the pipe, as any ending signal's (CrashGuard's
/// handler hands such signals here). The pipe is a static of each file that includes
/// this header: call it where `breathe_send_signal_to_pipe` is called.
static inline int breathe_pass_sent_signal(int number) {
    if (breathe_signal_pipe < 0) return 0;
    breathe_signal_to_pipe(number);
    return 1;
}

#endif
