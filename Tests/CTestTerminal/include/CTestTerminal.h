#ifndef C_TEST_TERMINAL_H
#define C_TEST_TERMINAL_H

/// Opens a pseudo-terminal pair for the tests' TerminalRunner: `*controller` is the side a terminal
/// emulator holds, `*terminal` the side a program runs on (neither becomes the caller's controlling
/// terminal). Returns 0, or -1 with errno set. In C because posix_openpt, grantpt, unlockpt and ptsname
/// sit behind feature macros that Swift's Glibc module does not define.
int gesturekit_test_open_pty(int *controller, int *terminal);

#endif
