"""The README's options table, generated from `Settings` so it cannot drift from the flags.

`python -m verdex_py.options_readme` rewrites the block between the README's
`<!-- options:start -->` and `<!-- options:end -->` markers; `--check` exits 1 when stale.
"""

from __future__ import annotations

import sys
from pathlib import Path

from verdex_py.options import OPTIONS, env_name, field, flag, shown_default

README = Path(__file__).resolve().parent.parent / "README.md"
START, END = "<!-- options:start -->", "<!-- options:end -->"


def render() -> str:
    rows = ["| flag | variable | default | meaning |", "|---|---|---|---|"]
    for name in OPTIONS:
        info = field(name)
        extra = info.json_schema_extra or {}
        metavar = extra.get("metavar")  # type: ignore[union-attr]
        shown = f"`{flag(name)}{' ' + str(metavar) if metavar else ''}`"
        if info.annotation is bool:
            shown += " / `--sandbox`" if name == "no_sandbox" else f" / `--no-{flag(name)[2:]}`"
        meaning = str(info.description).replace("|", "\\|")
        rows.append(f"| {shown.replace('|', chr(92) + '|')} | `{env_name(name)}` | {shown_default(name)} | {meaning} |")
    return "\n".join(rows)


def replaced(text: str) -> str:
    head, _, rest = text.partition(START)
    _, _, tail = rest.partition(END)
    if not rest or END not in rest:
        raise SystemExit(f"README.md lacks the {START} ... {END} markers")
    return f"{head}{START}\n{render()}\n{END}{tail}"


def main() -> None:
    text = README.read_text(encoding="utf-8")
    fresh = replaced(text)
    if "--check" in sys.argv[1:]:
        if fresh != text:
            print("README.md's options table is stale: run python -m verdex_py.options_readme", file=sys.stderr)
            raise SystemExit(1)
        return
    README.write_text(fresh, encoding="utf-8")


if __name__ == "__main__":
    main()
