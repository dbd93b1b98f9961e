"""Cat's Mansion (Steffan O'Sullivan's house rules for Spear's Games' board game): the rules engine."""
