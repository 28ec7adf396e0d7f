"""The one start-up error: an option or the roles file is wrong.

A module of its own so that the settings model (config.py) and the roles file (roles_file.py)
both raise it without importing each other. Its message is one line on stderr, before any
client connects: what is wrong and how to fix it.
"""

from __future__ import annotations


class ConfigError(ValueError):
    """A setting or the roles file is wrong; the message says which and how to fix it."""
