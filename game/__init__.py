"""The contract every game keeps, and the four games."""
