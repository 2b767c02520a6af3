#ifndef SWORD_CPROCESSCONTROL_H
#define SWORD_CPROCESSCONTROL_H

/// Makes the calling process a child subreaper (Linux `prctl(PR_SET_CHILD_SUBREAPER, 1)`): a descendant whose
/// parent ends is re-parented to it rather than to init, so that everything it started, even processes that moved
/// to a session or process group of their own, stays in its tree. Returns 0, or -1 where that is not possible
/// (any other system, or a kernel that refuses). Swift cannot call `prctl`, a variadic C function, itself.
int sword_become_child_subreaper(void);

/// Catches SIGTERM, SIGINT and SIGHUP from now on: instead of ending the process, each records its number for
/// `sword_stop_signal`, whichever thread it reaches. A handler in C, since a Swift one may not touch Swift state.
void sword_catch_stop_signals(void);

/// The last signal `sword_catch_stop_signals` caught, or 0.
int sword_stop_signal(void);

#endif
