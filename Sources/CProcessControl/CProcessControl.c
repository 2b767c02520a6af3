#include "CProcessControl.h"

#include <signal.h>
#include <string.h>

#if defined(__linux__)
#include <sys/prctl.h>

int sword_become_child_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }
#else
int sword_become_child_subreaper(void) { return -1; }
#endif

static volatile sig_atomic_t caught = 0;

static void record(int number) { caught = number; }

void sword_catch_stop_signals(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = record;
  sigemptyset(&action.sa_mask);
  sigaction(SIGTERM, &action, NULL);
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGHUP, &action, NULL);
}

int sword_stop_signal(void) { return caught; }
