"""The server's secrets: substituted for `{{NAME}}`, held to their origins, redacted everywhere.

Redaction works on each string of a structure (never on its JSON text, where quotes and
backslashes are escaped), and on bytes as bytes (forms.py lists the forms a value comes back
in). Substitution is checked where the call's target is known (`check_scope`, run by the
browser layer under the role's lock against the page the call acts on, or the URL it opens).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from verdex_py.closest import closest
from verdex_py.errors import CorrectionFacts, InvalidArgument
from verdex_py.errors.fixes import Fix
from verdex_py.origins import canonical_origin
from verdex_py.secrets.dotenv import Entry
from verdex_py.secrets.forms import compile_bytes, value_pattern

PLACEHOLDER = re.compile(r"\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}")
MIN_REDACTED_LENGTH = 3  # shorter values would redact ordinary words


def _strings(value: Any, field: str = "") -> list[tuple[str, str]]:
    """(argument path, text) of every string in an argument structure."""
    if isinstance(value, str):
        return [(field or "arguments", value)]
    items = enumerate(value) if isinstance(value, list) else value.items() if isinstance(value, dict) else ()
    return [found for key, v in items for found in _strings(v, f"{field}.{key}" if field else str(key))]


def placeholders(value: Any) -> list[tuple[str, str]]:
    """(argument path, secret name) of every placeholder in an argument structure."""
    return [(field, m.group(1)) for field, text in _strings(value) for m in PLACEHOLDER.finditer(text)]


def _map_strings(value: Any, change: Callable[[str], str]) -> Any:
    if isinstance(value, str):
        return change(value)
    if isinstance(value, list):
        return [_map_strings(v, change) for v in value]
    if isinstance(value, dict):
        return {k: _map_strings(v, change) for k, v in value.items()}
    return value


def _elsewhere(name: str, origin: str, arguments: dict[str, Any]) -> CorrectionFacts:
    """The plan of a call on a page the secret is not for: open its origin, then the call again
    (with the ref of the element there)."""
    why = f"open a page of {origin}, where {{{{{name}}}}} may be typed"
    needs = ["ref"] if "ref" in arguments else None
    return CorrectionFacts(arguments, needs=needs, fixes=[Fix("navigate", why, value=origin)])


class Secrets:
    def __init__(self, values: dict[str, str] | None = None, origins: dict[str, tuple[str, ...]] | None = None) -> None:
        self.values = values or {}
        self.origins = {name: scope for name, scope in (origins or {}).items() if scope}
        redactable = sorted(
            ((v, k) for k, v in self.values.items() if len(v) >= MIN_REDACTED_LENGTH), key=lambda p: -len(p[0])
        )
        # Longest first, so a value containing another is redacted whole.
        self._names = [name for _, name in redactable]
        self._pattern = re.compile("|".join(f"({value_pattern(v)})" for v, _ in redactable)) if redactable else None
        self._bytes = (
            compile_bytes("|".join(f"({value_pattern(v, as_bytes=True)})" for v, _ in redactable))
            if redactable
            else None
        )

    @classmethod
    def of(cls, entries: dict[str, Entry]) -> Secrets:
        return cls({n: e.value for n, e in entries.items()}, {n: e.origins for n, e in entries.items()})

    def __bool__(self) -> bool:
        return bool(self.values)

    @property
    def unscoped(self) -> list[str]:
        """The names typed into any page (no origins in the secrets file)."""
        return sorted(n for n in self.values if n not in self.origins)

    def substitute(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """Replace `{{NAME}}` placeholders in every string of a call's arguments.

        An unknown name is INVALID_ARGUMENT (a typo must not be typed into the page
        literally), with the known names and, when one is close, the corrected call.
        """
        unknown = next(((f, n) for f, n in placeholders(arguments) if n not in self.values), None)
        if unknown is not None:
            raise self._unknown(arguments, *unknown)
        return _map_strings(arguments, lambda text: PLACEHOLDER.sub(lambda m: self.values[m.group(1)], text))

    def scoped_uses(self, arguments: dict[str, Any]) -> list[tuple[str, str]]:
        """(field, name) of each secret with origins that the arguments name, or hold in clear."""
        named = placeholders(arguments)
        if self._pattern is not None:
            named += [
                (field, self._names[m.lastindex - 1])  # type: ignore[operator]
                for field, text in _strings(arguments)
                for m in self._pattern.finditer(text)
            ]
        return list(dict.fromkeys((f, n) for f, n in named if n in self.origins))

    def check_scope(self, uses: list[tuple[str, str]], url: str, arguments: dict[str, Any], *, opens: bool) -> None:
        """INVALID_ARGUMENT unless `url`'s origin is one each used secret is for (`opens`: the call
        opens `url` itself; else it acts on the page shown at `url`)."""
        origin = canonical_origin(url)
        for field, name in uses:
            allowed = self.origins[name]
            if origin in allowed:
                continue
            where = f"opens {origin or url}" if opens else f"acts on the page at {origin or url}"
            raise InvalidArgument(
                f"Argument '{field}' names the secret {{{{{name}}}}}, which is only for {', '.join(allowed)}; "
                f"this call {where}.",
                field=field,
                allowed_values=list(allowed),
                details={"secret": name, "origin": origin, "origins": list(allowed)},
                facts=CorrectionFacts() if opens else _elsewhere(name, allowed[0], arguments),
            )

    def refuse_for_page(self, arguments: dict[str, Any], tool: str) -> None:
        """A page's own tool never gets a secret (the page would ask for it): by name or in clear."""
        named = placeholders(arguments)
        clear = [field for field, text in _strings(arguments) if self.holds(text)]
        if not named and not clear:
            return
        field, shown = (named[0][0], f"{{{{{named[0][1]}}}}}") if named else (clear[0], "a secret's value")
        raise InvalidArgument(
            f"Argument '{field}' holds {shown}: {tool} is the page's own tool, and a page never gets a secret.",
            field=field,
            details={"secret": named[0][1] if named else None, "tool": tool},
            facts=CorrectionFacts(None, needs=[field]),
        )

    def _unknown(self, arguments: dict[str, Any], field: str, name: str) -> InvalidArgument:
        known = sorted(self.values)
        close = closest(name, known, cutoff=0.6)
        where = f"the secrets are {', '.join(known)}" if known else "the server has no secrets (--secrets FILE)"
        corrected = (
            _map_strings(arguments, lambda text: text.replace("{{" + name + "}}", "{{" + close + "}}"))
            if close is not None
            else None
        )
        return InvalidArgument(
            f"Argument '{field}' names the secret {{{{{name}}}}}, which is not defined; {where}.",
            field=field,
            allowed_values=known,
            suggested_value="{{" + close + "}}" if close is not None else None,
            details={"secret": name},
            facts={"corrected_arguments": corrected},
        )

    def holds(self, text: str) -> bool:
        """`text` holds a secret's value in some form."""
        return self._pattern is not None and bool(text) and self._pattern.search(text) is not None

    def redact(self, text: str) -> str:
        if self._pattern is None or not text:
            return text
        return self._pattern.sub(lambda m: "{{" + self._names[m.lastindex - 1] + "}}", text)  # type: ignore[operator]

    def redact_bytes(self, data: bytes) -> bytes:
        """Bytes redacted as bytes: a body or file that is no text is never skipped."""
        if self._bytes is None or not data:
            return data
        return self._bytes.sub(lambda m: b"{{" + self._names[m.lastindex - 1].encode() + b"}}", data)  # type: ignore[operator]

    def redact_data(self, data: Any) -> Any:
        """Redact every string (keys included) of a JSON-like structure."""
        if self._pattern is None:
            return data
        if isinstance(data, str):
            return self.redact(data)
        if isinstance(data, list | tuple):
            return [self.redact_data(v) for v in data]
        if isinstance(data, dict):
            return {self.redact(k) if isinstance(k, str) else k: self.redact_data(v) for k, v in data.items()}
        return data
