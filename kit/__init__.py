"""What every game shares, written once: the kit (standard library only, no game's rules)."""
