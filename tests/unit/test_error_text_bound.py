"""Every error text stays under 800 characters, whatever the call carried (#25 item 6).

The worst cases of every plan the registry can produce (tests/unit/errors/test_registry.py's
cases): the failed call's arguments made as long and as many as the schemas allow (long
text, a 3,000-character URL, 60 option values, 40 form fields), and the error itself at its
largest (a long message and element name, 300 allowed refs, 30 candidates, long causes).
The envelope keeps all of it; the text is cut in one place, `errors/format.py`.
"""

from __future__ import annotations

import copy
from typing import Any

from tests.unit.errors.test_registry import CALLS, CASES, TOOLS
from verdex_py.errors import exceptions as exc
from verdex_py.errors.format import MAX_TEXT_CHARS, build_envelope, render_text

LONG = "word " * 400  # spaces: not cut as one overlong token
URL = "http://127.0.0.1:8000/" + "p" * 3000
WORST_CALLS: dict[str, dict[str, Any]] = {
    "browser_navigate": {"url": URL},
    "browser_click": {
        "ref": "e4",
        "element": LONG,
        "button": "right",
        "double_click": True,
        "modifiers": ["Alt", "Control", "Meta", "Shift"],
    },
    "browser_type": {"ref": "e4", "text": LONG, "submit": True, "slowly": True, "element": LONG},
    "browser_hover": {"ref": "e4", "element": LONG},
    "browser_press_key": {"key": "Control+Shift+Alt+Meta+" + "K" * 200},
    "browser_select_option": {
        "ref": "e4",
        "values": [f"Option number {i} " + "x" * 80 for i in range(60)],
        "element": LONG,
    },
    "browser_fill_form": {
        "fields": [{"ref": f"e{i}", "name": LONG[:200], "type": "textbox", "value": "v" * 200} for i in range(40)]
    },
    "browser_wait_for": {"text": LONG, "text_gone": LONG, "timeout_ms": 1500},
    "browser_find": {"text": LONG},
    "browser_evaluate": {"function": "() => " + "1 + " * 1000 + "1", "ref": "e4", "element": LONG},
    "browser_file_upload": {"paths": [f"/tmp/{'d' * 100}/{i}.txt" for i in range(30)]},
    "browser_save_auth": {"name": "a" * 200 + ".json"},
    "select_role": {"role": "r" * 64},
}


def _worst_call(tool: str) -> dict[str, Any]:
    """The tool's worst call: only arguments its schema has (the plan re-does the call as given)."""
    properties = TOOLS[tool].args.model_fields
    worst = {k: v for k, v in WORST_CALLS.get(tool, {}).items() if k in properties}
    return {**CALLS[tool], **worst}


def _worst_error(error: exc.VerdexError) -> exc.VerdexError:
    worst = copy.copy(error)
    worst.message = error.message + " " + LONG
    worst.causes = [LONG[:300]] * 5
    worst.allowed_values = [f"e{i}" for i in range(300)]
    details = copy.deepcopy(error.details)
    if isinstance(details.get("element"), dict):
        details["element"]["name"] = LONG[:500]
    if "candidates" in details:
        details["candidates"] = [{"ref": f"e{i}", "role": "button", "name": LONG[:100]} for i in range(30)]
    worst.details = details
    return worst


def test_the_worst_error_text_of_every_plan_stays_under_the_bound() -> None:
    """One test over every case (813 of them): pytest's per-item overhead would be most of its time."""
    for code, tool, label, error in CASES:
        env = build_envelope(
            _worst_error(error),
            tool=tool,
            role="r" * 64,
            request_id="0123456789ab",
            arguments=_worst_call(tool),
            takes_role=TOOLS[tool].uses_role,
        )
        text = render_text(env, "a very long note " * 20)
        case = f"{code} from {tool} ({label}): {len(text)} chars:\n{text}"
        assert len(text) < MAX_TEXT_CHARS, case
        assert text.startswith("❌ ") and f"code: {code}" in text, case  # what it is and its code survive every cut
        assert "🔧 Action Required:" in text, case
        for action in env["next_actions"]:  # every value the agent must supply is still named
            for name in action.get("needs", []):
                assert f"{name}=<" in text, case
