"""Shared test set-up: every test starts from the package's defaults."""
from __future__ import annotations

import sys
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


@pytest.fixture
def english() -> Iterator[None]:
    """The process language is English for the test (messages compared as text); the previous one after."""
    before = cardlearn.get_language()
    cardlearn.set_language("en")
    yield
    cardlearn.set_language(before)


@pytest.fixture(autouse=True)
def workspace_in_tmp(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``cardlearn lab`` copies lessons to the learner's workspace: never the real ``~/cardlearn``.

    And the learner's name (``cardlearn.settings(learner=...)``, kernel-wide) goes back to the default.
    """
    monkeypatch.setenv("CARDLEARN_HOME", str(tmp_path_factory.mktemp("cardlearn-home")))
    yield
    api = sys.modules.get("cardlearn.exercises.api")
    if api is not None:
        api.set_learner(None)
