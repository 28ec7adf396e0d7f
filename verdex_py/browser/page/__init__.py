"""Owns one tab: what we track on it, its snapshot captured, a ref resolved and probed, waits, its HTTP status.
Must not know: roles, contexts, the browser process, diagnoses, or how a result is shown.
"""
