"""Owns a client's session and its roles: context, tabs, auth, lock; liveness (crashed, frozen pages repaired).
Must not know: tool calls, diagnoses, or how a page is shown to the agent.
"""
