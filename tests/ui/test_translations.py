"""The translation machinery: every text the player reads reaches the catalogue under the
context it is looked up with at run time, and the committed German catalogue is current.

``pyside6-lupdate`` reads only literal strings in ``self.tr("text")``,
``QCoreApplication.translate("Context", "text")``, the engine's ``translate("Context",
"text")`` and ``QT_TRANSLATE_NOOP("Context", "text")``: a text passed through a helper of
our own, a context held in a variable or a call inside an f-string never reaches it. The
static scan here finds every such call with Python's own parser and checks lupdate's
output against it. For ``self.tr`` Qt looks the text up under the Python class's name
(then its base classes' names), which is the context lupdate files it under only when
the call is written in that class's body.

A call given a variable (a constant marked with ``QT_TRANSLATE_NOOP``, translated where
it is shown) is followed back through the names, attributes, imports and call sites that
feed it, to the texts it can meet: each must be in the catalogue under the context the
call looks it up with. A pseudo-translation (every text as ‹text›) then shows that the
window and its main dialogs look every word up where lupdate filed it.

The last test passes only once the German catalogue is completely translated.
"""

from __future__ import annotations

import ast
import contextlib
import importlib.util
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLineEdit, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.translate import translate
from ofc_desktop.ui import i18n
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.dialogs.new_match_dialog import NewMatchDialog
from ofc_desktop.ui.dialogs.rules_help import RulesHelpDialog
from ofc_desktop.ui.dialogs.settings_dialog import SettingsDialog
from ofc_desktop.ui.dialogs.settings_table_page import LANGUAGE_NAMES
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import AppSettings

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "ofc_desktop"
# The engine's own translate(): the one function that may pass its parameters on.
SANCTIONED = {PACKAGE / "core" / "translate.py"}
TRANSLATE = "translate"
NOOP = "QT_TRANSLATE_NOOP"
# Helpers that lupdate would not read through, under the names they usually get.
WRAPPER_NAMES = {"tr", "_tr", "_", "_t", "_translate", "tr_", "translated", "_translated"}
Key = tuple[str, str, str]  # context, source text, disambiguation
AUTONYMS = set(LANGUAGE_NAMES.values())  # each language by its own name, never translated


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "translations_script", ROOT / "packaging" / "translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


script = _load_script()


def _have_tools() -> bool:
    try:
        script.tool("lupdate")
        script.tool("lrelease")
    except SystemExit:
        return False
    return True


needs_tools = pytest.mark.skipif(not _have_tools(), reason="Qt's lupdate/lrelease not found")


# ----- the static scan --------------------------------------------------------------------


@dataclass
class Module:
    path: Path
    name: str
    tree: ast.Module
    imports: dict[str, tuple[str, str]] = field(default_factory=dict)  # local: (module, name)
    # function name -> the calls of it in this module, with the scope each is made in
    call_sites: dict[str, list[tuple[ast.Call, Scope]]] = field(default_factory=dict)
    scope: Scope | None = None


@dataclass
class ClassInfo:
    name: str
    module: Module
    bases: list[str]
    # attribute -> the expressions assigned to it (class body and ``self.x = ...``)
    attributes: dict[str, list[ast.expr]] = field(default_factory=dict)


@dataclass
class Scope:
    """A module, class or function body, with the values its names are given."""

    module: Module
    parent: Scope | None
    node: ast.AST
    names: dict[str, list[ast.expr]] = field(default_factory=dict)
    owner: ClassInfo | None = None  # the class whose method (or body) this is
    params: list[str] = field(default_factory=list)  # a function's, in order
    defaults: dict[str, ast.expr] = field(default_factory=dict)


@dataclass(frozen=True)
class Call:
    """A translation call (or a QT_TRANSLATE_NOOP mark) found in the source."""

    where: str
    kind: str  # "tr", "translate" or "noop"
    context: str | None  # for "tr": the class the call is written in
    text: str | None  # None: not a literal
    comment: str
    text_node: ast.expr | None = field(compare=False)
    scope: Scope = field(compare=False)


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _called_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def _class_name(base: ast.expr) -> str:
    """``Base``, ``module.Base`` and ``Base[T]`` all name ``Base``."""
    if isinstance(base, ast.Subscript):
        return _class_name(base.value)
    if isinstance(base, ast.Name):
        return base.id
    return base.attr if isinstance(base, ast.Attribute) else ""


def _target_names(target: ast.expr) -> Iterator[str]:
    if isinstance(target, ast.Name):
        yield target.id
    elif isinstance(target, ast.Tuple | ast.List):
        for element in target.elts:
            yield from _target_names(element)
    elif isinstance(target, ast.Starred):
        yield from _target_names(target.value)


class _Scanner(ast.NodeVisitor):
    """Collects a module's translation calls, the values its names and attributes are
    given, its classes, and the calls lupdate cannot read."""

    def __init__(self, module: Module, classes: dict[str, list[ClassInfo]]) -> None:
        self.module = module
        self.classes = classes
        self.scope = Scope(module, None, module.tree)
        module.scope = self.scope
        self.owner: ClassInfo | None = None
        self.calls: list[Call] = []
        self.problems: list[str] = []
        self.fstring_depth = 0

    def _in_function(self) -> bool:
        scope: Scope | None = self.scope
        while scope is not None:
            if isinstance(scope.node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                return True
            scope = scope.parent
        return False

    def where(self, node: ast.AST) -> str:
        return f"{self.module.path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"

    def _bind(self, target: ast.expr, value: ast.expr) -> None:
        for name in _target_names(target):
            self.scope.names.setdefault(name, []).append(value)
        if (
            isinstance(target, ast.Attribute)
            and isinstance(target.value, ast.Name)
            and target.value.id == "self"
            and self.owner is not None
        ):
            self.owner.attributes.setdefault(target.attr, []).append(value)

    def _bind_loop(self, target: ast.expr, iterable: ast.expr) -> None:
        """``for name in ("a", "b")`` gives ``name`` each element; any other loop, the
        iterable (what it holds is followed from there)."""
        if isinstance(target, ast.Name) and isinstance(iterable, ast.Tuple | ast.List | ast.Set):
            for element in iterable.elts:
                self._bind(target, element)
        else:
            self._bind(target, iterable)

    # -- scopes

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        info = ClassInfo(node.name, self.module, [_class_name(base) for base in node.bases])
        self.classes.setdefault(node.name, []).append(info)
        outer_scope, outer_owner = self.scope, self.owner
        self.scope = Scope(self.module, outer_scope, node, owner=info)
        self.owner = info
        for statement in node.body:
            if isinstance(statement, ast.Assign):
                pairs = [(target, statement.value) for target in statement.targets]
            elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
                pairs = [(statement.target, statement.value)]
            else:
                continue
            for target, value in pairs:
                for name in _target_names(target):
                    info.attributes.setdefault(name, []).append(value)
        self.generic_visit(node)
        self.scope, self.owner = outer_scope, outer_owner

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> None:
        outer = self.scope
        arguments = node.args
        positional = [a.arg for a in (*arguments.posonlyargs, *arguments.args)]
        defaults = dict(zip(positional[::-1], arguments.defaults[::-1], strict=False))
        for argument, default in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True):
            if default is not None:
                defaults[argument.arg] = default
        self.scope = Scope(
            self.module,
            outer,
            node,
            owner=self.owner,
            params=positional + [a.arg for a in arguments.kwonlyargs],
            defaults=defaults,
        )
        if not isinstance(node, ast.Lambda) and node.name in WRAPPER_NAMES:
            self.problems.append(
                f"{self.where(node)}: a translation helper {node.name}() hides its texts "
                "from lupdate; call translate/tr with the literal text"
            )
        self.generic_visit(node)
        self.scope = outer

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._function(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self._function(node)

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self._function(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.module and node.module.startswith("ofc_desktop"):
            for alias in node.names:
                self.module.imports[alias.asname or alias.name] = (node.module, alias.name)

    # -- values

    def visit_Assign(self, node: ast.Assign) -> None:
        for target in node.targets:
            self._bind(target, node.value)
        self._check_alias(node.targets, node.value)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if node.value is not None:
            self._bind(node.target, node.value)
            self._check_alias([node.target], node.value)
        self.generic_visit(node)

    def visit_For(self, node: ast.For) -> None:
        self._bind_loop(node.target, node.iter)
        self.generic_visit(node)

    def visit_comprehension(self, node: ast.comprehension) -> None:
        self._bind_loop(node.target, node.iter)
        self.generic_visit(node)

    def visit_NamedExpr(self, node: ast.NamedExpr) -> None:
        self._bind(node.target, node.value)
        self.generic_visit(node)

    def _check_alias(self, targets: list[ast.expr], value: ast.expr) -> None:
        """``translate = QCoreApplication.translate`` is read by lupdate as what it is;
        any other alias of a translating function is not."""
        if not isinstance(value, ast.Name | ast.Attribute):
            return
        name = value.id if isinstance(value, ast.Name) else value.attr
        if name not in ("tr", TRANSLATE):
            return
        fine = (
            isinstance(value, ast.Attribute)
            and value.attr == TRANSLATE
            and all(isinstance(t, ast.Name) and t.id == TRANSLATE for t in targets)
        )
        if not fine:
            self.problems.append(
                f"{self.where(value)}: an alias of {name}() hides its texts from lupdate"
            )

    # -- calls

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        self.fstring_depth += 1
        self.generic_visit(node)
        self.fstring_depth -= 1

    def visit_Call(self, node: ast.Call) -> None:
        name = _called_name(node)
        if name is not None:
            self.module.call_sites.setdefault(name, []).append((node, self.scope))
        if name in ("tr", TRANSLATE, NOOP):
            self._translation_call(node, name)
        self.generic_visit(node)

    def _translation_call(self, node: ast.Call, name: str) -> None:
        where = self.where(node)
        if self.module.path in SANCTIONED and name == TRANSLATE:
            return
        if self.fstring_depth:
            self.problems.append(f"{where}: {name}() inside an f-string is not read by lupdate")
        if name != NOOP and not self._in_function():
            self.problems.append(
                f"{where}: {name}() runs on import, before any translation is installed; "
                "mark the text with QT_TRANSLATE_NOOP and translate it where it is shown"
            )
        if node.keywords:
            self.problems.append(f"{where}: {name}() with keyword arguments")
        args = node.args
        context: str | None
        if name == "tr":
            receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
            if not (isinstance(receiver, ast.Name) and receiver.id == "self") or not self.owner:
                self.problems.append(
                    f"{where}: tr() not called on self in a class: lupdate files it under "
                    "a context Qt does not look in; use QCoreApplication.translate"
                )
                return
            context = self.owner.name
            text_node = args[0] if args else None
            comment_node = args[1] if len(args) > 1 else None
        else:
            context = _literal(args[0]) if args else None
            text_node = args[1] if len(args) > 1 else None
            comment_node = args[2] if len(args) > 2 else None
            if context is None:
                self.problems.append(f"{where}: {name}() with a context lupdate cannot read")
                return
            if not context:
                self.problems.append(f"{where}: {name}() with an empty context")
        comment = _literal(comment_node) if comment_node is not None else ""
        if comment is None:
            self.problems.append(f"{where}: {name}() with a disambiguation lupdate cannot read")
            return
        text = _literal(text_node)
        kind = {"tr": "tr", TRANSLATE: "translate", NOOP: "noop"}[name]
        if text is None and kind == "noop":
            self.problems.append(f"{where}: {NOOP} marks no literal text")
            return
        if text is None and isinstance(text_node, ast.JoinedStr | ast.BinOp):
            self.problems.append(f"{where}: {name}() of a string built at run time")
            return
        self.calls.append(Call(where, kind, context, text, comment, text_node, self.scope))


@dataclass
class Source:
    calls: list[Call]
    problems: list[str]
    modules: dict[str, Module]
    classes: dict[str, list[ClassInfo]]


@cache
def scan() -> Source:
    classes: dict[str, list[ClassInfo]] = {}
    modules: dict[str, Module] = {}
    calls: list[Call] = []
    problems: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        module = Module(path, name, ast.parse(path.read_text("utf-8")))
        scanner = _Scanner(module, classes)
        scanner.visit(module.tree)
        modules[module.name] = module
        calls += scanner.calls
        problems += scanner.problems
    return Source(calls, problems, modules, classes)


# ----- where a text given as a variable comes from ----------------------------------------


def _ancestors(name: str, classes: dict[str, list[ClassInfo]]) -> set[str]:
    """The class and its bases by name, as far as the package defines them."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        for info in classes.get(current, []):
            todo += info.bases
    return seen


def _descendants(name: str, classes: dict[str, list[ClassInfo]]) -> set[str]:
    return {other for other in classes if name in _ancestors(other, classes)}


@dataclass(frozen=True)
class Mark:
    """A text that may reach a translation call: marked with QT_TRANSLATE_NOOP in
    ``context``, or (``context`` None) a literal nobody marked. ``home`` is the class
    whose attribute carried it (None: a module or local name)."""

    context: str | None
    text: str
    home: str | None


class _Follower:
    """Follows an expression back to the marks it can evaluate to."""

    def __init__(self, source: Source) -> None:
        self.source = source
        self.seen: set[tuple[int, bool]] = set()

    def marks(self, expr: ast.expr, scope: Scope, direct: bool = True) -> set[Mark]:
        """``direct``: ``expr`` is itself the text (not a container holding texts and other
        values), so a bare literal there is a text lupdate never sees."""
        key = (id(expr), direct)
        if key in self.seen:
            return set()
        self.seen.add(key)
        if isinstance(expr, ast.Constant):
            if direct and isinstance(expr.value, str) and expr.value:
                return {Mark(None, expr.value, None)}
            return set()
        if isinstance(expr, ast.Call):
            return self._call(expr, scope, direct)
        if isinstance(expr, ast.Name):
            return self._name(expr.id, scope, direct)
        if isinstance(expr, ast.Attribute):
            if isinstance(expr.value, ast.Name) and expr.value.id == "self" and scope.owner:
                return self._attribute(expr.attr, scope.owner.name, direct)
            return self.marks(expr.value, scope, False)
        if isinstance(expr, ast.Subscript):
            return self.marks(expr.value, scope, False)
        if isinstance(expr, ast.IfExp):
            return self.marks(expr.body, scope, direct) | self.marks(expr.orelse, scope, direct)
        if isinstance(expr, ast.BoolOp):
            return set().union(*(self.marks(value, scope, direct) for value in expr.values))
        if isinstance(expr, ast.Tuple | ast.List | ast.Set):
            return set().union(set(), *(self.marks(e, scope, False) for e in expr.elts))
        if isinstance(expr, ast.Dict):
            parts = [*(k for k in expr.keys if k is not None), *expr.values]
            return set().union(set(), *(self.marks(part, scope, False) for part in parts))
        if isinstance(expr, ast.GeneratorExp | ast.ListComp | ast.SetComp):
            return self.marks(expr.elt, scope, False)
        if isinstance(expr, ast.DictComp):
            return self.marks(expr.key, scope, False) | self.marks(expr.value, scope, False)
        if isinstance(expr, ast.Starred):
            return self.marks(expr.value, scope, False)
        if isinstance(expr, ast.BinOp):  # tuples joined with +
            return self.marks(expr.left, scope, False) | self.marks(expr.right, scope, False)
        return set()

    def _call(self, call: ast.Call, scope: Scope, direct: bool) -> set[Mark]:
        name = _called_name(call)
        if name == NOOP and len(call.args) > 1:
            context, text = _literal(call.args[0]), _literal(call.args[1])
            return set() if context is None or text is None else {Mark(context, text, None)}
        if isinstance(call.func, ast.Attribute) and name in ("get", "items", "keys", "values"):
            found = self.marks(call.func.value, scope, False)
            for argument in call.args[1:]:  # get's default
                found |= self.marks(argument, scope, direct)
            return found
        # A container built by a call (dict(...), MappingProxyType({...})): what it holds.
        return set().union(set(), *(self.marks(a, scope, False) for a in call.args))

    def _name(self, name: str, scope: Scope, direct: bool) -> set[Mark]:
        current: Scope | None = scope
        while current is not None:
            if isinstance(current.node, ast.ClassDef) and current is not scope:
                current = current.parent  # a method does not see its class body's names
                continue
            found: set[Mark] = set()
            for value in current.names.get(name, []):
                found |= self.marks(value, current, direct)
            if name in current.params:
                found |= self._parameter(name, current, direct)
            if name in current.names or name in current.params:
                return found
            current = current.parent
        imported = scope.module.imports.get(name)
        if imported is not None:
            module = self.source.modules.get(imported[0])
            if module is not None and module.scope is not None:
                return self._name(imported[1], module.scope, direct)
        return set()

    def _call_sites(self, function: Scope, name: str) -> list[tuple[ast.Call, Scope]]:
        """The calls of a function: in its module, and for a module-level function also
        in the modules that import it by name."""
        module = function.module
        sites = list(module.call_sites.get(name, []))
        if function.owner is None:
            for other in self.source.modules.values():
                if other is not module and other.imports.get(name) == (module.name, name):
                    sites += other.call_sites.get(name, [])
        return sites

    def _parameter(self, name: str, function: Scope, direct: bool) -> set[Mark]:
        """What the calls of the function pass for its parameter ``name``."""
        node = function.node
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            return set()
        index = function.params.index(name)
        method = function.owner is not None and function.params[:1] in (["self"], ["cls"])
        found: set[Mark] = set()
        for call, caller in self._call_sites(function, node.name):
            passed = next((k.value for k in call.keywords if k.arg == name), None)
            position = index - (1 if method and isinstance(call.func, ast.Attribute) else 0)
            if passed is None and 0 <= position < len(call.args):
                passed = call.args[position]
            if passed is None:
                passed = function.defaults.get(name)
            if passed is not None:
                found |= self.marks(passed, caller, direct)
        return found

    def _attribute(self, attribute: str, owner: str, direct: bool) -> set[Mark]:
        """``self.attribute`` in a method of ``owner``: what it is given in that class,
        its bases and its subclasses (the instance may be any of them); for an Enum's
        ``value``, its members."""
        classes = self.source.classes
        found: set[Mark] = set()
        for name in _ancestors(owner, classes) | _descendants(owner, classes):
            for info in classes.get(name, []):
                values = list(info.attributes.get(attribute, []))
                if attribute == "value" and "Enum" in _ancestors(name, classes):
                    values += [v for vs in info.attributes.values() for v in vs]
                assert info.module.scope is not None
                for value in values:
                    for mark in self.marks(value, info.module.scope, direct):
                        found.add(Mark(mark.context, mark.text, mark.home or info.name))
        return found


# ----- lupdate ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def lupdate_messages(tmp_path_factory: pytest.TempPathFactory) -> list[Any]:
    catalogue = tmp_path_factory.mktemp("lupdate") / "scan.ts"
    script.run_lupdate(catalogue, "de")
    messages: list[Any] = script.read_catalogue(catalogue)
    assert len(messages) > 500, "lupdate found next to nothing: is it scanning the package?"
    return messages


def _keys(messages: list[Any]) -> set[Key]:
    return {message.key for message in messages}


# ----- the tests --------------------------------------------------------------------------


def test_every_translation_call_is_one_lupdate_can_read() -> None:
    """No helper of our own, no alias, no context in a variable, no call inside an
    f-string, no tr() on anything but self."""
    problems = scan().problems
    assert not problems, "\n".join(problems)


@needs_tools
def test_no_text_is_filed_under_an_empty_context(lupdate_messages: list[Any]) -> None:
    empty = [message.source for message in lupdate_messages if not message.context]
    assert not empty, f"texts without a context (an aliased tr()?): {empty}"


@needs_tools
def test_lupdate_finds_every_text_under_the_context_it_is_looked_up_with(
    lupdate_messages: list[Any],
) -> None:
    """Each literal text of the source is in lupdate's output with the context the call
    uses at run time: for ``self.tr`` the class it is written in."""
    found = _keys(lupdate_messages)
    missing = [
        f"{call.where}: {call.context!r} {call.text!r}"
        for call in scan().calls
        if call.text is not None
        and call.context is not None
        and (call.context, call.text, call.comment) not in found
    ]
    assert not missing, "lupdate does not see:\n" + "\n".join(missing)


@needs_tools
def test_every_context_is_a_class_or_one_the_source_names(lupdate_messages: list[Any]) -> None:
    """A context lupdate made up (from ``window.tr(...)``, say) is one Qt never looks in."""
    source = scan()
    named = {call.context for call in source.calls if call.kind != "tr"}
    strange = sorted(
        {message.context for message in lupdate_messages} - named - set(source.classes)
    )
    assert not strange, f"contexts that are neither a class nor named in a call: {strange}"


def test_marked_texts_are_translated_under_the_context_they_are_marked_with() -> None:
    """A translation call given a variable gets texts marked with QT_TRANSLATE_NOOP; the
    marks must carry the context the call looks them up with, or no translation is found."""
    source = scan()
    catalogued = {(c.context, c.text) for c in source.calls if c.text is not None}
    problems = []
    for call in source.calls:
        if call.text is not None or call.kind == "noop" or call.text_node is None:
            continue
        marks = _Follower(source).marks(call.text_node, call.scope)
        if not marks:
            problems.append(
                f"{call.where}: no marked text can be followed to this call (mark the texts "
                "with QT_TRANSLATE_NOOP where they are written)"
            )
        for mark in marks:
            allowed: set[str | None]
            if call.kind == "translate":
                allowed = {call.context}
            else:  # self.tr: the instance's classes, from the class that holds the text
                allowed = set(_ancestors(mark.home or call.context or "", source.classes))
                if mark.home is None:
                    allowed |= _ancestors(call.context or "", source.classes)
            if mark.context in allowed or any((c, mark.text) in catalogued for c in allowed):
                continue
            looked_up = " or ".join(repr(c) for c in sorted(c for c in allowed if c))
            marked = "not marked" if mark.context is None else f"marked in {mark.context!r}"
            problems.append(f"{call.where}: {mark.text!r} is {marked} but looked up in {looked_up}")
    assert not problems, "\n".join(problems)


@needs_tools
def test_the_committed_catalogue_holds_every_text_of_the_source(
    lupdate_messages: list[Any],
) -> None:
    """Adding or changing a text needs ``python3 packaging/translations.py`` (which keeps
    what is translated) before it can be translated."""
    for language in script.LANGUAGES:
        catalogue = script.catalogue_path(language)
        assert catalogue.exists(), f"run python3 packaging/translations.py to make {catalogue}"
        committed = _keys(script.read_catalogue(catalogue))
        fresh = _keys(lupdate_messages)
        new, gone = sorted(fresh - committed), sorted(committed - fresh)
        assert not new and not gone, (
            f"{catalogue.name} is out of date; run python3 packaging/translations.py. "
            f"New: {new[:5]} ({len(new)}); gone: {gone[:5]} ({len(gone)})"
        )


def test_translations_keep_their_placeholders() -> None:
    """A translation must name the same ``{fields}`` as its source: the code fills them
    with str.format."""
    for language in script.LANGUAGES:
        catalogue = script.catalogue_path(language)
        if catalogue.exists():
            problems = script.placeholder_problems(script.read_catalogue(catalogue))
            assert not problems, "\n".join(problems)


@needs_tools
def test_the_compiled_translation_is_built_from_the_committed_catalogue(
    tmp_path: Path,
) -> None:
    """Where a .qm is committed it is what lrelease makes of the committed .ts; none is
    left where nothing is translated."""
    for language in script.LANGUAGES:
        catalogue, compiled = script.catalogue_path(language), script.compiled_path(language)
        if not catalogue.exists() or not any(
            message.finished for message in script.read_catalogue(catalogue)
        ):
            assert not compiled.exists(), f"{compiled.name} is left from an older catalogue"
            continue
        built = tmp_path / compiled.name
        script.run_lrelease(catalogue, built)
        assert compiled.exists() and compiled.read_bytes() == built.read_bytes(), (
            f"{compiled.name} is not compiled from the catalogue: run "
            "python3 packaging/translations.py"
        )


def _clear_caches() -> None:
    """Forget what the package's cached functions worked out in the pseudo-language."""
    for name, module in list(sys.modules.items()):
        if name.startswith("ofc_desktop") and module is not None:
            for value in vars(module).values():
                clear = getattr(value, "cache_clear", None)
                if callable(clear) and getattr(value, "__module__", None) == name:
                    clear()


def _untranslated(widget: QWidget) -> set[str]:
    """The words a widget and its children show that the pseudo-translation missed."""
    shown: list[str] = []
    for child in [widget, *widget.findChildren(QWidget)]:
        if isinstance(child, QLineEdit) or (
            child.parent() and isinstance(child.parent(), QDialogButtonBox)
        ):
            continue  # typed names; Qt's own buttons (Qt's qtbase translation has those)
        shown.append(child.toolTip())
        for getter in ("text", "title", "windowTitle", "placeholderText"):
            value = getattr(child, getter, None)
            if callable(value):
                with contextlib.suppress(TypeError):
                    shown.append(value())
        if isinstance(child, QComboBox):
            shown += [child.itemText(i) for i in range(child.count())]
    for menu in widget.findChildren(QMenu):
        for action in menu.actions():
            shown += [action.text(), action.toolTip()]
    return {
        text
        for text in shown
        if isinstance(text, str)
        and any(c.isalpha() for c in text)
        and "‹" not in text
        and text not in AUTONYMS
    }


@needs_tools
def test_a_pseudo_translation_reaches_every_word_of_the_windows(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every text translated as ‹text›, the window and the main dialogs show no word
    without the marks: each text is found under the context it is looked up with."""
    folder = tmp_path / "translations"
    folder.mkdir()
    catalogue = folder / "ofc_desktop_xx.ts"
    script.run_lupdate(catalogue, "de")
    tree = ET.parse(catalogue)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        translation.text = f"‹{message.findtext('source')}›"
    tree.write(catalogue, encoding="utf-8", xml_declaration=True)
    script.run_lrelease(catalogue, folder / "ofc_desktop_xx.qm")
    monkeypatch.setattr(i18n, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    app = QCoreApplication.instance()
    assert app is not None
    assert i18n.install_translator(app, "xx") is not None
    _clear_caches()
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    try:
        window = MainWindow(controller)
        qtbot.addWidget(window)
        assert window.menuBar().actions()[0].text().startswith("‹")
        missed = {}
        for name, widget in (
            ("main window", window),
            ("settings", SettingsDialog(AppSettings(), window)),
            ("new match", NewMatchDialog(parent=window)),
            ("rules help", RulesHelpDialog(RuleSet(), window)),
        ):
            missed[name] = sorted(_untranslated(widget))
        assert not any(missed.values()), f"shown untranslated: {missed}"
        assert translate("HandNames", "Royal flush").startswith("‹")  # the engine's too
    finally:
        controller.shut_down()
        i18n.remove_translators(app)
        _clear_caches()
    assert QCoreApplication.translate("MainWindow", "&Quit") == "&Quit"


@needs_tools
def test_the_translations_are_complete() -> None:
    """Every text translated, the catalogue current and compiled (what
    ``python3 packaging/translations.py --check`` checks). Passes once the translators
    have finished."""
    for language in script.LANGUAGES:
        reason = script.check(language)
        assert reason is None, reason
