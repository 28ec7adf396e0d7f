"""Owns what an input does to one element: operations, custom widgets, the formats fields want, the read-back.
Must not know: tabs, refs, roles or pages: it is handed a Locator and says what the element holds.
"""
