"""The argument policy of every public entry point: each value is checked against its type hint.

:func:`checked` wraps a public function, method or constructor so that a call
with a value of the wrong kind (``None`` for a hand, ``"10"`` for a number,
``5`` for a list of calls, a missing or unknown argument) raises
:class:`~cardlearn.engine.errors.InvalidArgument` with a localized message
naming the argument and the kinds allowed, before the function runs, so
nothing changes. The type hints are the one statement of what an argument
may be; values within a kind (a seat letter, a range) are checked by the
function with :mod:`cardlearn.engine.validate`.

Rules: ``int`` refuses ``True``/``False``; ``float`` takes whole numbers too;
the items of a list, tuple, set or dict are checked, an iterator's are not
(checking would consume it); a text passes where a list of texts is asked
(several functions read ``"EA EK EO"``, and the function checks the cards); protocols that cannot be checked at run time, type variables and
``Any`` accept everything.
"""
from __future__ import annotations

import ast
import functools
import importlib
import importlib.util
import inspect
import os
import sys
import types
import typing
from collections import abc
from collections.abc import Callable
from typing import Any, TypeVar

from cardlearn.engine.errors import InvalidArgument
from cardlearn.engine.validate import check_bool, clip
from cardlearn.i18n import Message, msg

F = TypeVar("F", bound=Callable[..., Any])
_UNKNOWN = object()  # a hint that could not be read: accepts everything
_MATERIAL = (list, tuple, set, frozenset, abc.KeysView, abc.ValuesView)  # items that can be checked
_LISTS = frozenset({list, tuple, set, frozenset, abc.Sequence, abc.Iterable, abc.Collection,
                    abc.Set, abc.MutableSequence, abc.Iterator, abc.Generator, abc.Reversible})
_FILES = (typing.IO, typing.TextIO, typing.BinaryIO)


def checked(func: F) -> F:
    """Check each argument of ``func`` against its type hint before every call (see the module)."""
    signature = inspect.signature(func)

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        check_call(func, signature, args, kwargs)
        return func(*args, **kwargs)

    return typing.cast(F, wrapper)


def check_call(func: Callable[..., Any], signature: inspect.Signature, args: tuple[Any, ...],
               kwargs: dict[str, Any]) -> None:
    """Raise InvalidArgument if ``func(*args, **kwargs)`` gives an argument of the wrong kind."""
    try:
        bound = signature.bind(*args, **kwargs)
    except TypeError:  # missing, extra or unknown arguments: Python's message is English only
        names = [name for name in signature.parameters if name not in ("self", "cls")]
        raise InvalidArgument("engine.arg.call", function=func.__qualname__,
                              parameters=", ".join(names) or "—") from None
    hints = _hints(func)
    for name, value in bound.arguments.items():
        hint = hints.get(name, _UNKNOWN)
        kind = signature.parameters[name].kind
        values = (value if kind is inspect.Parameter.VAR_POSITIONAL
                  else value.values() if kind is inspect.Parameter.VAR_KEYWORD else (value,))
        for item in values:
            if not matches(item, hint):
                if hint is bool:
                    check_bool(item, name)  # the same words as every other True-or-False check
                raise InvalidArgument("engine.arg.type", name=name, value=clip(item),
                                      kinds=describe(hint))


@functools.cache
def _hints(func: Callable[..., Any]) -> dict[str, Any]:
    """The evaluated type hints of ``func``'s parameters; one that cannot be read accepts anything."""
    raw = getattr(func, "__annotations__", {})
    space = {**_type_checking_names(getattr(func, "__module__", "")), **getattr(func, "__globals__", {})}
    space.setdefault("typing", typing)
    out: dict[str, Any] = {}
    for name, hint in raw.items():
        if name == "return":
            continue
        try:
            out[name] = eval(hint, space) if isinstance(hint, str) else hint
        except (NameError, AttributeError, SyntaxError, TypeError):  # a name only type checkers import
            out[name] = _UNKNOWN
    return out


@functools.cache
def _type_checking_names(module_name: str) -> dict[str, Any]:
    """The names a module imports under ``if TYPE_CHECKING:`` (to avoid import cycles), imported now.

    By the first call of a checked function every module is loaded, so the
    cycle those imports avoid no longer exists.
    """
    module = sys.modules.get(module_name)
    try:
        tree = ast.parse(inspect.getsource(module)) if module is not None else None
    except (OSError, TypeError, SyntaxError):
        return {}
    names: dict[str, Any] = {}
    for node in tree.body if tree is not None else ():
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for item in node.body:
                if isinstance(item, ast.ImportFrom):
                    names.update(_imported(item, module_name))
    return names


def _imported(node: ast.ImportFrom, module_name: str) -> dict[str, Any]:
    base = importlib.util.resolve_name("." * node.level + (node.module or ""), module_name.rpartition(".")[0]) \
        if node.level else node.module or ""
    try:
        source = importlib.import_module(base)
    except ImportError:
        return {}
    return {alias.asname or alias.name: getattr(source, alias.name) for alias in node.names
            if hasattr(source, alias.name)}


def matches(value: Any, hint: Any) -> bool:
    """Whether ``value`` is of the kind ``hint`` names (leniently where it cannot be told)."""
    if hint is _UNKNOWN or hint is Any or hint is object or isinstance(hint, (TypeVar, str)):
        return True
    if hint is None or hint is type(None):
        return value is None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(matches(value, option) for option in args)
    if origin is typing.Literal:
        return any(type(value) is type(option) and value == option for option in args)
    if origin is typing.Annotated:
        return matches(value, args[0])
    if origin is None:
        return _is_instance(value, hint)
    return _generic(value, origin, args)


def _is_instance(value: Any, hint: Any) -> bool:
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint in _FILES:
        return hasattr(value, "read") or hasattr(value, "write")
    if hint is abc.Callable:
        return callable(value)
    if not isinstance(hint, type):
        return True
    try:
        return isinstance(value, hint)
    except TypeError:  # a protocol that is not runtime-checkable
        return True


def _generic(value: Any, origin: Any, args: tuple[Any, ...]) -> bool:
    if origin is abc.Callable:
        return callable(value)
    if origin in _FILES or origin is os.PathLike:
        return _is_instance(value, origin)
    if not isinstance(origin, type):
        return True  # a generic alias cardlearn does not check
    if not _is_instance(value, origin):
        return False
    if isinstance(value, abc.Mapping) and len(args) == 2:
        return all(matches(key, args[0]) and matches(item, args[1]) for key, item in value.items())
    if not isinstance(value, _MATERIAL) or not args:
        return True
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        return len(value) == len(args) and all(matches(v, a) for v, a in zip(value, args))
    return all(matches(item, args[0]) for item in value)


def describe(hint: Any) -> list[Message]:
    """The kinds ``hint`` allows, as localized words (``text``, ``whole number``, ``Deal`` ...)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return [kind for option in args for kind in describe(option)]
    if origin is typing.Literal:
        return [msg("engine.kind.literal", value=", ".join(repr(option) for option in args))]
    base = origin if origin is not None else hint
    for types_, key in _KINDS:
        if base in types_:
            return [msg(key)]
    name = getattr(base, "__name__", None)
    return [msg("engine.kind.object", name=name)] if name else [msg("engine.kind.other")]


_KINDS: tuple[tuple[tuple[Any, ...], str], ...] = (
    ((None, type(None)), "engine.kind.none"),
    ((str,), "engine.kind.text"),
    ((bool,), "engine.kind.bool"),
    ((int,), "engine.kind.whole_number"),
    ((float,), "engine.kind.number"),
    ((dict, abc.Mapping, abc.MutableMapping), "engine.kind.mapping"),
    (tuple(_LISTS), "engine.kind.list"),
    ((abc.Callable,), "engine.kind.function"),
    ((os.PathLike,), "engine.kind.path"),
    (_FILES, "engine.kind.file"),
)


def checked_methods(cls: type) -> type:
    """Apply :func:`checked` to the constructor and every public method of ``cls`` defined on it."""
    for name, member in list(vars(cls).items()):
        if name != "__init__" and name.startswith("_"):
            continue
        if isinstance(member, classmethod):
            setattr(cls, name, classmethod(checked(member.__func__)))
        elif isinstance(member, staticmethod):
            setattr(cls, name, staticmethod(checked(member.__func__)))
        elif inspect.isfunction(member):
            setattr(cls, name, checked(member))
    return cls


__all__ = ["check_call", "checked", "checked_methods", "describe", "matches"]
