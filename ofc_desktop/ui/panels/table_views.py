"""The read-only tables of the panels (history, statistics, reviews, the lab's plays):
rows chosen whole, nothing edited in place, no row numbers, columns as wide as what
they show."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

Selection = QAbstractItemView.SelectionMode


def read_only_table(
    selection: Selection = Selection.SingleSelection,
    *,
    sortable: bool = False,
    wrap: bool = False,
    parent: QWidget | None = None,
) -> QTableView:
    """A table whose rows are chosen whole, as ``selection`` allows; ``sortable``: a
    click on a column's header sorts by it; ``wrap``: long text wraps in its cell."""
    view = QTableView(parent)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(selection)
    view.setSortingEnabled(sortable)
    view.setWordWrap(wrap)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return view
