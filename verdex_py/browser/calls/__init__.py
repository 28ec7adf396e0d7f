"""Owns what a tool may ask of the browser: the facade (Browser), a Call and its runner, element steps, answers.
Must not know: the server, MCP or how an answer is rendered; no other wing imports it.
"""
