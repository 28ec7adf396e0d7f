"""Generate docs/ERRORS.md: `python -m verdex_py.docsgen.errors_doc [--check]`.

The registry gives each code's summary, causes and relations; the examples are real
results captured from the fixtures by `python -m verdex_py.docsgen.error_examples` (stored in
docs/error_examples.json, ports and request ids normalized), so the page shows exactly
what an agent receives. Tests fail when either file is stale.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from verdex_py.errors.registry import REGISTRY

DOC = Path(__file__).resolve().parents[2] / "docs" / "ERRORS.md"
EXAMPLES_FILE = DOC.parent / "error_examples.json"


def render() -> str:
    out = [
        "# Error codes",
        "",
        "Generated from `verdex_py/errors/registry.py` and real runs of the fixtures",
        "(`python -m verdex_py.docsgen.error_examples`); do not edit.",
        "",
        "Every failure is a tool result with `isError: true`, a recovery plan as text and the envelope below as",
        "`structuredContent.error` (see [CONTRACT.md](CONTRACT.md), section 3).",
        "",
        "| code | severity | category | retryable | when |",
        "|---|---|---|---|---|",
    ]
    out += [
        f"| `{s.code}` | {s.severity} | {s.category} | {'yes' if s.retryable else 'no'} | {s.summary} |"
        for s in REGISTRY.values()
    ]
    examples = json.loads(EXAMPLES_FILE.read_text(encoding="utf-8"))
    for spec in REGISTRY.values():
        example = examples[spec.code]
        call = f"{example['tool']}({', '.join(f'{k}={v!r}' for k, v in example['arguments'].items())})"
        out += [
            "",
            f"## {spec.code}",
            "",
            spec.summary,
            "",
            "Likely causes: " + "; ".join(spec.causes) + ".",
            "",
            f"Related: {', '.join(f'`{c}`' for c in spec.related) or 'none'}.",
            "",
            f"Example: `{call}` in a real run of the fixtures, as the agent reads it:",
            "",
            "```text",
            example["text"],
            "```",
            "",
            "Envelope:",
            "",
            "```json",
            json.dumps(example["envelope"], indent=2, ensure_ascii=False),
            "```",
        ]
    return "\n".join(out) + "\n"


def main() -> None:
    text = render()
    if "--check" in sys.argv:
        if not DOC.exists() or DOC.read_text(encoding="utf-8") != text:
            print("docs/ERRORS.md is stale: run python -m verdex_py.docsgen.error_examples", file=sys.stderr)
            raise SystemExit(1)
        return
    DOC.parent.mkdir(exist_ok=True)
    DOC.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
