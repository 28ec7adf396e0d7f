"""Owns the error path's second look: a dead ref's element found again, what blocks an element and its fix.
Must not know: looking (look/) or the facade and its calls; it runs once, on the error path only.
"""
