"""Settings every test shares.

Hypothesis runs without its per-example deadline and without its too-slow health check: both
time the machine, so on a loaded machine they fail tests whose code is right. A test that
must be quick says so itself, with a bound it states (tests/support/parsing_rule.py's time limit).
"""

from hypothesis import HealthCheck, settings

settings.register_profile("steady", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("steady")
