"""Owns the Playwright edge: its exceptions caught and translated (playwright_errors.py only), the page scripts.
Must not know: tabs, refs, roles or any other wing of browser/; every wing may use it.
"""
