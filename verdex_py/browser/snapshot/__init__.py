"""Owns the snapshot as text: Playwright's AI snapshot parsed, the refs handed out, compacted, diffed, condensed.
Must not know: Playwright, pages or roles: plain text and data in and out, unit-tested without a browser.
"""
