"""What the store tells the player about damage and a full disk, in plain words; the
SQLite details go to the log and to a dialog's details, never into these sentences."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ofc_desktop.persistence.history_open import Opened


def _number(count: int) -> str:
    return QLocale().toString(count)


def _kept(count: int) -> str:
    """'1 hand was kept' / '12 hands were kept'."""
    if count == 1:
        return QCoreApplication.translate("Storage", "1 hand was kept")
    return QCoreApplication.translate("Storage", "{count} hands were kept").format(
        count=_number(count)
    )


def _unread(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("Storage", "1 hand could not be read")
    return QCoreApplication.translate("Storage", "{count} hands could not be read").format(
        count=_number(count)
    )


def salvage_words(opened: Opened, in_session: bool, from_memory: int = 0) -> str:
    """The history was found damaged: what was kept, what was lost, what goes on.
    ``from_memory``: hands of the match being played, written again from the game."""
    kept_as = opened.kept_as.name if opened.kept_as is not None else ""
    if in_session:
        start = QCoreApplication.translate(
            "Storage",
            "Your hand history was damaged while you played. The damaged file was kept as "
            "{kept_as} and a new one was started with everything that could still be read.",
        )
    else:
        start = QCoreApplication.translate(
            "Storage",
            "Your hand history was damaged. The damaged file was kept as {kept_as} and a "
            "new one was started with everything that could still be read.",
        )
    parts = [start.format(kept_as=kept_as)]
    report = opened.salvaged
    if report is None:  # nothing could be copied: only the match in the game was kept
        parts.append(QCoreApplication.translate("Storage", "Nothing could be copied from it."))
    else:
        kept = report.kept + from_memory
        if report.unreadable == 0:
            parts.append(
                QCoreApplication.translate("Storage", "No hand was lost: {kept}.").format(
                    kept=_kept(kept)
                )
            )
        else:
            parts.append(
                QCoreApplication.translate("Storage", "{kept}; {lost}.").format(
                    kept=_kept(kept), lost=_unread(report.unreadable)
                )
            )
        if report.from_backup == 1:
            parts.append(QCoreApplication.translate("Storage", "One of them came from the backup."))
        elif report.from_backup:
            parts.append(
                QCoreApplication.translate(
                    "Storage", "{count} of them came from the backup."
                ).format(count=_number(report.from_backup))
            )
        if report.drills_unreadable:
            parts.append(
                QCoreApplication.translate(
                    "Storage", "Drills or answers that could not be read: {count}."
                ).format(count=_number(report.drills_unreadable))
            )
    if in_session:
        parts.append(QCoreApplication.translate("Storage", "Your match goes on."))
    elif report is not None and report.resumable:
        parts.append(QCoreApplication.translate("Storage", "The match in progress can be resumed."))
    if opened.problem is not None:
        parts.append(memory_words(opened.problem))
    return " ".join(parts)


def newer_words(opened: Opened) -> str:
    kept_as = opened.kept_as.name if opened.kept_as is not None else ""
    return QCoreApplication.translate(
        "Storage",
        "Your hand history was written by a newer version of the game. It was kept as "
        "{kept_as} and a new one was started.",
    ).format(kept_as=kept_as)


def memory_words(problem: str) -> str:
    """The history cannot be kept on the disk this session."""
    return QCoreApplication.translate(
        "Storage",
        "Your hand history cannot be saved on the disk ({problem}): the hands of this "
        "session will not be kept after the game closes.",
    ).format(problem=problem.rstrip("."))


def opened_words(opened: Opened, in_session: bool, from_memory: int = 0) -> str | None:
    """One sentence or a few for whatever opening or starting afresh found; None when
    there is nothing to say."""
    if opened.newer:
        return newer_words(opened)
    if opened.kept_as is not None:
        return salvage_words(opened, in_session, from_memory)
    if opened.problem is not None:
        return memory_words(opened.problem)
    return None


def reserve_words(count: int) -> str:
    if count == 1:
        text = QCoreApplication.translate(
            "Storage",
            "The disk is full. Your last hand was saved in the room the game keeps in reserve "
            "for this; free some space on the disk before you play again.",
        )
    else:
        text = QCoreApplication.translate(
            "Storage",
            "The disk is full. Your last {count} hands were saved in the room the game keeps "
            "in reserve for this; free some space on the disk before you play again.",
        )
    return text.format(count=_number(count))


def kept_elsewhere_words(count: int, where: str) -> str:
    if count == 1:
        text = QCoreApplication.translate(
            "Storage",
            "The disk is full: 1 hand could not go into your hand history. It was kept in "
            "{where} and will be added to it when the game starts again.",
        )
    else:
        text = QCoreApplication.translate(
            "Storage",
            "The disk is full: {count} hands could not go into your hand history. They were "
            "kept in {where} and will be added to it when the game starts again.",
        )
    return text.format(count=_number(count), where=where)


def not_saved_words(count: int, reason: str) -> str:
    if count == 1:
        text = QCoreApplication.translate(
            "Storage",
            "1 hand of your match could not be saved ({reason}), and there was no room to "
            "keep it anywhere else.",
        )
    else:
        text = QCoreApplication.translate(
            "Storage",
            "{count} hands of your match could not be saved ({reason}), and there was no "
            "room to keep them anywhere else.",
        )
    return text.format(count=_number(count), reason=reason.rstrip("."))


def match_state_words(reason: str) -> str:
    return QCoreApplication.translate(
        "Storage",
        "Where your match stands could not be saved ({reason}): it cannot be resumed, but "
        "no finished hand was lost.",
    ).format(reason=reason.rstrip("."))


def brought_back_words(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate(
            "Storage",
            "1 hand that could not be saved when the game last closed was added to your "
            "hand history.",
        )
    return QCoreApplication.translate(
        "Storage",
        "{count} hands that could not be saved when the game last closed were added to "
        "your hand history.",
    ).format(count=_number(count))
