"""Simple documents for the rules help: sections of paragraphs (simple HTML), bulleted
lists and tables of text cells, rendered as HTML or plain text."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

NO_ROYALTY = "–"  # a cell that pays nothing
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class Table:
    """A table of text cells: one header line, then rows of the same width."""

    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    caption: str = ""


@dataclass(frozen=True)
class Items:
    """A bulleted list of simple-HTML items."""

    items: tuple[str, ...]


Block = str | Table | Items  # a str is one paragraph of simple HTML


@dataclass(frozen=True)
class RulesSection:
    """One section of the rules: a stable id (an anchor), a title and its blocks."""

    id: str
    title: str
    blocks: tuple[Block, ...] = field(default=())

    def tables(self) -> tuple[Table, ...]:
        return tuple(block for block in self.blocks if isinstance(block, Table))

    def html(self) -> str:
        """The section as HTML: an anchor named after its id, a heading, the blocks."""
        parts = [f'<a name="{self.id}"></a><h2>{html.escape(self.title)}</h2>']
        for block in self.blocks:
            if isinstance(block, Table):
                parts.append(_table_html(block))
            elif isinstance(block, Items):
                parts.append("<ul>" + "".join(f"<li>{item}</li>" for item in block.items) + "</ul>")
            else:
                parts.append(f"<p>{block}</p>")
        return "\n".join(parts)

    def plain_text(self) -> str:
        """The section without markup; table cells are separated by `` | ``."""
        lines = [self.title, ""]
        for block in self.blocks:
            if isinstance(block, Table):
                if block.caption:
                    lines.append(block.caption)
                lines.extend(" | ".join(row) for row in (block.headers, *block.rows))
            elif isinstance(block, Items):
                lines.extend(f"- {_plain(item)}" for item in block.items)
            else:
                lines.append(_plain(block))
            lines.append("")
        return "\n".join(lines).rstrip() + "\n"


def _plain(markup: str) -> str:
    return html.unescape(_TAG.sub("", markup))


def _table_html(table: Table) -> str:
    head = "".join(f"<th>{html.escape(cell)}</th>" for cell in table.headers)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>"
        for row in table.rows
    )
    caption = f"<p><i>{html.escape(table.caption)}</i></p>" if table.caption else ""
    return (
        f'{caption}<table border="1" cellspacing="0" cellpadding="4"><tr>{head}</tr>{body}</table>'
    )


def cell(points: int) -> str:
    """A royalty table cell: the points, or a dash for none."""
    return str(points) if points else NO_ROYALTY


def cell_points(cell: str) -> int:
    """The points a royalty table cell stands for (``–`` is 0).

    >>> cell_points("–"), cell_points("22")
    (0, 22)
    """
    return 0 if cell.strip() == NO_ROYALTY else int(cell)
