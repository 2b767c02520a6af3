// A plain type: Sword does not parse this file, only scans it for type names.
struct Clock {
  init() {}
}
