"""The browser layer: everything that talks to Playwright and Chromium (Playwright stops here).

Split into wings by what each owns, layered from `calls/` (what a tool may ask) down to `edge/`
(Playwright's exceptions and the page scripts): docs/ARCHITECTURE.md, checked by lint-imports.
"""
