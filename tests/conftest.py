"""Shared test set-up: every test starts from the package's defaults."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

import cardlearn
from cardlearn.widgets.settings import SHARED


@pytest.fixture(autouse=True)
def fresh_notebook_settings() -> Iterator[None]:
    """A test that shows ``cardlearn.settings()`` (a README example, a lesson) must not leave
    every later widget on that worker following its bar and language."""
    language = cardlearn.get_language()
    yield
    SHARED.reset()
    cardlearn.set_language(language)
