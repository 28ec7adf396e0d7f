"""Owns the second look at an element that cannot be used: its dead ref found again, what blocks or hides it, its fix.
Must not know: looking (look/) or the facade and its calls; it looks and marks, never acts (calls/reveal.py does).
"""
