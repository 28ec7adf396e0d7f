"""Generators of the docs and examples that are checked in (docs/ERRORS.md, docs/error_examples.json,
docs/ARCHITECTURE.md's wing table).

They sit above every layer: they start the server and the fixture site to capture real
answers, which nothing below the top may import; the wing table is read from the code itself.
"""
