#ifndef SWORD_CYAML_SHIM_H
#define SWORD_CYAML_SHIM_H
#include <yaml.h>
#endif
