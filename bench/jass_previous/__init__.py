"""A frozen copy of the Schieber AI as it was before issue #30 (session 9), for the strength bench.

Only :mod:`bench.jass_ai_arena` imports it (``JassPlayer`` from :mod:`jass_previous.player`), to
measure the current AI against its previous version in the same process. Do not edit.
"""
