"""How far a scrolling search goes (scrolling.py): browser_find's description quotes these numbers.

Apart from scrolling.py, which needs Playwright, so that the tool definitions (and with them
tools/list) import no Playwright (server/deferred.py).
"""

SCROLL_STEPS = 200  # steps: each moves every container a screenful
SCROLL_SECONDS = 15.0  # for the whole search
