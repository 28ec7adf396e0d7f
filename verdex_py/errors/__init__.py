"""Errors: the exception hierarchy, the code registry, the Playwright boundary, formatting."""

from verdex_py.errors.exceptions import *  # noqa: F403
from verdex_py.errors.exceptions import VerdexError
from verdex_py.errors.registry import REGISTRY, spec_for

__all__ = ["REGISTRY", "VerdexError", "spec_for"]
