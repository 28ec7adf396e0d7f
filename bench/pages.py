"""Generated benchmark pages: N elements of the kinds agents meet, plus two iframes."""

from __future__ import annotations

from pathlib import Path

FRAME = """<!doctype html><html><body><p>Frame {k}</p>
<button>Frame {k} button</button><input aria-label="Frame {k} field"><a href="#f">Frame {k} link</a>
</body></html>"""


def page(n: int) -> str:
    links, buttons, inputs, rows, items = [], [], [], [], []
    for i in range(n):
        kind = i % 5
        if kind == 0:
            links.append(f'<li><a href="/p/{i}">Link {i}</a></li>')
        elif kind == 1:
            buttons.append(f"<button>Button {i}</button>")
        elif kind == 2:
            inputs.append(f'<input aria-label="Input {i}">')
        elif kind == 3:
            rows.append(f"<tr><td>Row {i}</td><td>{i * 7}</td></tr>")
        else:
            items.append(f"<li>Item {i}</li>")
    return f"""<!doctype html><html><head><title>Bench {n}</title></head><body>
<h1>Bench page with {n} elements</h1>
<div><div><input aria-label="Query"> <button onclick="document.getElementById('out').textContent =
  'Clicked ' + (++window.c || (window.c = 1))">Go</button> <span id="out">Not clicked</span></div></div>
<nav><ul>{"".join(links)}</ul></nav>
<section aria-label="Buttons"><div>{"".join(buttons)}</div></section>
<form aria-label="Inputs"><div>{"".join(inputs)}</div></form>
<table><caption>Rows</caption><tbody>{"".join(rows)}</tbody></table>
<ul>{"".join(items)}</ul>
<iframe src="frame_1.html" title="Frame 1"></iframe><iframe src="frame_2.html" title="Frame 2"></iframe>
</body></html>"""


def write_pages(folder: Path, sizes: list[int]) -> None:
    for n in sorted(set(sizes) | {100, 1000}):
        (folder / f"page_{n}.html").write_text(page(n), encoding="utf-8")
    for k in (1, 2):
        (folder / f"frame_{k}.html").write_text(FRAME.format(k=k), encoding="utf-8")
