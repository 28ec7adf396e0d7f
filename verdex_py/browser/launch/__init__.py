"""Owns the browser process: finding a Chromium, launching it or connecting to a remote one, closing it when idle.
Must not know: roles, tabs, pages or refs.
"""
