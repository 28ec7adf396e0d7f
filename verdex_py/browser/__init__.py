"""The browser layer: everything that talks to Playwright and Chromium (Playwright stops here)."""
