#define _XOPEN_SOURCE 600
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "CTestTerminal.h"

int gesturekit_test_open_pty(int *controller, int *terminal) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    const char *name = NULL;
    if (grantpt(master) != 0 || unlockpt(master) != 0 || (name = ptsname(master)) == NULL) {
        int saved = errno;
        close(master);
        errno = saved;
        return -1;
    }
    int slave = open(name, O_RDWR | O_NOCTTY);
    if (slave < 0) {
        int saved = errno;
        close(master);
        errno = saved;
        return -1;
    }
    *controller = master;
    *terminal = slave;
    return 0;
}
