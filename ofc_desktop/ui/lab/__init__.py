"""The position lab: set up any position, analyse it, compare plays, share it."""
