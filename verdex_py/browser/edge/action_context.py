"""What we were doing when Playwright failed (`ActionContext`), so the error can name it.

Made where an action starts (the action, its element, URL and timeout, the arguments a retry
repeats) and handed to the Playwright edge (playwright_errors.py, refusals.py), which words the
error from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class ActionContext:
    """What we were doing when Playwright failed, so the error can name it."""

    action: str
    element: dict[str, Any] | None = None
    url: str | None = None
    timeout_ms: float | None = None
    retry_arguments: dict[str, Any] = field(default_factory=dict)

    def target(self) -> str:
        if not self.element:
            return ""
        e = self.element
        name = f' "{e["name"]}"' if e.get("name") else ""
        return f"{e.get('ref')} ({e.get('role', 'element')}{name})"
