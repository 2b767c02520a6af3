import Core

print("never built")
