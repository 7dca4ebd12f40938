"""The SAYC bidding system laid out like the ACBL SAYC booklet: one module per section.

Each section module holds the rule blocks of its topic and their continuations
(with the helper checks only it uses); :mod:`.manifest` states the priority
between the sections and builds :data:`~cardlearn.ai.bridge.system.SYSTEM`.
Where the booklet is silent a rule follows common ACBL practice, and its label
says so ("common practice"). Contexts that need more than a token pattern are
small functions of the :class:`AuctionView` returning the suit bindings; the checks
several sections share are in :mod:`..hand_checks`, :mod:`..fit_checks` and
:mod:`..auction_checks`, the label keys in :mod:`..labels`.
"""
