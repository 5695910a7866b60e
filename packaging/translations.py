"""Refreshes the translation catalogues from the source and compiles them.

Run from the repository root (or anywhere)::

    python3 packaging/translations.py           # refresh every .ts, compile every .qm
    python3 packaging/translations.py --check   # exit 1 if a catalogue is behind or unfinished

For each language in ``LANGUAGES`` the whole package (the Qt layer, the engine and the
bots) is scanned by ``pyside6-lupdate`` into ``resources/translations/ofc_desktop_<lang>.ts``:
new texts are added as unfinished, texts no longer in the source are dropped, and no
source locations are written, so the catalogue changes only when a text does. The
catalogue is then compiled by ``pyside6-lrelease`` into ``ofc_desktop_<lang>.qm``, with
only the translations marked finished; a catalogue with none gets no ``.qm``.

lupdate collects ``self.tr("text")`` (context: the class the call is written in),
``QCoreApplication.translate("Context", "text")``, the engine's ``translate("Context",
"text")`` and ``QT_TRANSLATE_NOOP("Context", "text")`` -- with literal strings only;
``tests/ui/test_translations.py`` checks that nothing escapes it.

Translating: open the ``.ts`` in ``pyside6-linguist`` (or any .ts editor), translate,
mark each text finished, save, then run this script again to compile the ``.qm``.
Commit both files; the ``.qm`` ships with the other resources.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "ofc_desktop"
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ["de"]  # add a language here, then run the script to make its catalogue
SOURCE_LANGUAGE = "en"


def tool(name: str) -> str:
    """The path of a Qt Linguist tool (``lupdate``, ``lrelease``) shipped with PySide6."""
    try:
        import PySide6
    except ImportError as error:
        raise SystemExit(f"translations: PySide6 is not installed ({error})") from None
    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"translations: {name} is not found beside PySide6 or on the PATH")
    return found


def _shown(path: Path) -> str:
    """A path as the messages name it: from the repository root where it is inside."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def catalogue_path(language: str) -> Path:
    return FOLDER / f"ofc_desktop_{language}.ts"


def compiled_path(language: str) -> Path:
    return FOLDER / f"ofc_desktop_{language}.qm"


@dataclass(frozen=True)
class Message:
    """One text of a catalogue; ``key`` is what identifies it (context, source, comment)."""

    context: str
    source: str
    comment: str
    translations: tuple[str, ...]  # one form, or each plural form
    finished: bool

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def read_catalogue(path: Path) -> list[Message]:
    """The current (not obsolete or vanished) messages of a ``.ts`` file."""
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = "" if translation is None else translation.get("type", "")
            if kind in ("obsolete", "vanished"):
                continue
            if translation is None:
                forms: tuple[str, ...] = ()
            elif message.get("numerus") == "yes":
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            messages.append(
                Message(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    translations=forms,
                    finished=kind == "" and bool(forms) and all(forms),
                )
            )
    return messages


def run_lupdate(target: Path, language: str) -> str:
    """Scan the package into ``target`` (made or refreshed); lupdate's report."""
    done = subprocess.run(
        [
            tool("lupdate"),
            "-extensions",
            "py",
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            SOURCE_LANGUAGE,
            "-target-language",
            language,
            PACKAGE,
            "-ts",
            str(target),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"translations: lupdate failed: {done.stderr.strip() or done.stdout}")
    return done.stdout + done.stderr


def run_lrelease(source: Path, target: Path) -> str:
    """Compile ``source`` into ``target``, finished translations only; lrelease's report."""
    done = subprocess.run(
        [tool("lrelease"), "-nounfinished", str(source), "-qm", str(target)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"translations: lrelease failed: {done.stderr.strip() or done.stdout}")
    return done.stdout + done.stderr


def placeholder_problems(messages: Sequence[Message]) -> list[str]:
    """Finished translations whose ``{placeholders}`` differ from their source's: the
    code fills them with ``str.format``, which would fail or drop a value."""
    problems = []
    for message in messages:
        wanted = sorted(re.findall(r"\{\w*\}", message.source))
        for form in message.translations:
            if form and sorted(re.findall(r"\{\w*\}", form)) != wanted:
                problems.append(f"{message.context}: {message.source!r} -> {form!r}")
    return problems


def _counts(messages: Sequence[Message]) -> tuple[int, int, int]:
    contexts = len({message.context for message in messages})
    finished = sum(message.finished for message in messages)
    return len(messages), contexts, finished


def refresh(language: str) -> None:
    catalogue, compiled = catalogue_path(language), compiled_path(language)
    FOLDER.mkdir(parents=True, exist_ok=True)
    run_lupdate(catalogue, language)
    messages = read_catalogue(catalogue)
    texts, contexts, finished = _counts(messages)
    print(
        f"{_shown(catalogue)}: {texts} texts in {contexts} contexts, "
        f"{finished} translated, {texts - finished} unfinished"
    )
    for problem in placeholder_problems(messages):
        print(f"  placeholders differ: {problem}")
    lost = sorted({message.source for message in messages if not message.context})
    if lost:  # ``tr = QCoreApplication.translate; tr("Context", ...)``, say
        print(f"  without a context (Qt never looks there): {', '.join(map(repr, lost))}")
    if finished:
        run_lrelease(catalogue, compiled)
        print(f"{_shown(compiled)}: compiled ({finished} translations)")
    elif compiled.exists():
        compiled.unlink()
        print(f"{_shown(compiled)}: removed (nothing is translated)")
    else:
        print(f"{_shown(compiled)}: not made (nothing is translated yet)")


def check(language: str) -> str | None:
    """Why the committed catalogue or its compiled file is not right, or None."""
    catalogue, compiled = catalogue_path(language), compiled_path(language)
    name = _shown(catalogue)
    if not catalogue.exists():
        return f"{name} is missing: run python3 packaging/translations.py"
    committed = read_catalogue(catalogue)
    with tempfile.TemporaryDirectory() as scratch:
        fresh_file = Path(scratch) / catalogue.name
        run_lupdate(fresh_file, language)
        fresh = {message.key for message in read_catalogue(fresh_file)}
        have = {message.key for message in committed}
        if fresh != have:
            new, gone = len(fresh - have), len(have - fresh)
            return (
                f"{name} is out of date ({new} new texts, {gone} gone): "
                "run python3 packaging/translations.py"
            )
        problems = placeholder_problems(committed)
        if problems:
            return f"{name}: {len(problems)} translations change the placeholders: {problems[0]}"
        texts, _contexts, finished = _counts(committed)
        if finished < texts:
            return f"{name} has {texts - finished} of {texts} texts unfinished"
        built = Path(scratch) / compiled.name
        run_lrelease(catalogue, built)
        if not compiled.exists() or compiled.read_bytes() != built.read_bytes():
            return (
                f"{_shown(compiled)} is not compiled from {name}: "
                "run python3 packaging/translations.py"
            )
    return None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="change nothing; exit 1 if a catalogue is out of date or unfinished",
    )
    arguments = parser.parse_args(argv)
    for language in LANGUAGES:
        if arguments.check:
            reason = check(language)
            if reason is not None:
                print(f"translations: {reason}")
                return 1
        else:
            refresh(language)
    if arguments.check:
        print(f"translations: {', '.join(LANGUAGES)} complete and up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
