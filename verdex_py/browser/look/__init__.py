"""Owns looking at a role's page: the PageView and Outcome, one look, waits for a text, elements described.
Must not know: diagnoses (the error path) or the facade and its calls.
"""
