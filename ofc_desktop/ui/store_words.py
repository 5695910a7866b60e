"""What the store tells the player about damage and a full disk, in plain words; the
SQLite details go to the log and to a dialog's details, never into these sentences."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ofc_desktop.persistence.history_open import Opened


def _number(count: int) -> str:
    return QLocale().toString(count)


def _kept(count: int, from_backup: int) -> str:
    """'12 hands were kept (3 of them from the backup)', and the like."""
    if count == 1:
        kept = QCoreApplication.translate("Storage", "1 hand was kept")
    else:
        kept = QCoreApplication.translate("Storage", "{count} hands were kept").format(
            count=_number(count)
        )
    if from_backup == 1 and count == 1:
        return QCoreApplication.translate("Storage", "{kept} (from the backup)").format(kept=kept)
    if from_backup == 1:
        return QCoreApplication.translate("Storage", "{kept} (one of them from the backup)").format(
            kept=kept
        )
    if from_backup:
        return QCoreApplication.translate(
            "Storage", "{kept} ({count} of them from the backup)"
        ).format(kept=kept, count=_number(from_backup))
    return kept


def _unread(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("Storage", "1 hand could not be read")
    return QCoreApplication.translate("Storage", "{count} hands could not be read").format(
        count=_number(count)
    )


def salvage_words(opened: Opened, in_session: bool, from_memory: int = 0) -> list[str]:
    """The history was found damaged: what happened, what was kept and lost and what
    goes on, and where the damaged file is; a paragraph each. ``from_memory``: hands of
    the match being played, written again from the game."""
    if in_session:
        headline = QCoreApplication.translate(
            "Storage", "Your hand history was damaged while you played."
        )
    else:
        headline = QCoreApplication.translate("Storage", "Your hand history was damaged.")
    outcome = []
    report = opened.salvaged
    if report is None:  # nothing could be copied: only the match in the game was kept
        outcome.append(
            QCoreApplication.translate("Storage", "Nothing could be copied from the file.")
        )
    else:
        kept = _kept(report.kept + from_memory, report.from_backup)
        if report.unreadable == 0:
            outcome.append(
                QCoreApplication.translate("Storage", "No hand was lost: {kept}.").format(kept=kept)
            )
        else:
            outcome.append(
                QCoreApplication.translate("Storage", "{kept}; {lost}.").format(
                    kept=kept, lost=_unread(report.unreadable)
                )
            )
        if report.drills_unreadable:
            outcome.append(
                QCoreApplication.translate(
                    "Storage", "Drills or answers that could not be read: {count}."
                ).format(count=_number(report.drills_unreadable))
            )
    if in_session:
        outcome.append(QCoreApplication.translate("Storage", "Your match goes on."))
    elif report is not None and report.resumable:
        outcome.append(
            QCoreApplication.translate("Storage", "The match in progress can be resumed.")
        )
    kept_as = opened.kept_as.name if opened.kept_as is not None else ""
    where = QCoreApplication.translate(
        "Storage",
        "The damaged file was kept as {kept_as}, and a new one was started with everything "
        "that could still be read.",
    ).format(kept_as=kept_as)
    if opened.problem is not None:
        where += " " + memory_words(opened.problem)
    return [headline, " ".join(outcome), where]


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


def opened_words(opened: Opened, in_session: bool, from_memory: int = 0) -> list[str]:
    """Paragraphs for whatever opening or starting afresh found; none when there is
    nothing to say."""
    if opened.newer:
        return [newer_words(opened)]
    if opened.kept_as is not None:
        return salvage_words(opened, in_session, from_memory)
    if opened.problem is not None:
        return [memory_words(opened.problem)]
    return []


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
