"""The FailureLog: partial failures recorded where they happen, judged where there is context.

Code that meets a failure (a frame that would not load, an auth profile that would not
parse, a page that would not close) appends a record and carries on. The decision points
(navigate, snapshot, role creation) read the log and decide what is an error and what is
a warning the agent must see.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from verdex_py.browser.page.ring import Ring

Kind = Literal["frame", "frame_expansion", "auth", "cleanup", "policy", "page", "request", "bound"]
MAX_RECORDS = 200


@dataclass
class Failure:
    kind: Kind
    reason: str
    message: str
    url: str | None = None
    is_main_frame: bool = False
    at: float = field(default_factory=time.time)
    extra: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


class FailureLog:
    def __init__(self) -> None:
        self._records: Ring[Failure] = Ring(MAX_RECORDS)

    def record(self, failure: Failure) -> Failure:
        self._records.append(failure)
        return failure

    def records(self, kind: Kind | None = None) -> list[Failure]:
        return [r for r in self._records if kind is None or r.kind == kind]

    @property
    def dropped(self) -> int:
        """Records pushed out by newer ones since the last clear."""
        return self._records.dropped

    def clear(self) -> int:
        return self._records.clear()
