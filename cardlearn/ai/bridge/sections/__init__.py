"""The SAYC bidding system laid out like the ACBL SAYC booklet: one module per section.

Each section module holds the rule blocks of its topic and their continuations
(with the helper checks only it uses); :mod:`.manifest` states the priority
between the sections and builds :data:`~cardlearn.ai.bridge.system.SYSTEM`.
"""
