"""Renders the app icon (an SVG) to the PNG sizes a freedesktop icon theme wants.

    python3 packaging/linux/make_icons.py [--out DIR] [--sizes 16,24,48] [--svg FILE]

writes ``DIR/<n>x<n>/apps/ofc-desktop.png`` for every size (default DIR:
``build/icons/hicolor`` in the checkout). Rendering goes through QtSvg on Qt's offscreen
platform, so no display is needed; the PNGs are build outputs and never committed.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[2]
SVG = ROOT / "resources" / "icons" / "ofc-desktop.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICON_NAME = "ofc-desktop"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The icon drawn into a transparent ``size`` x ``size`` image, aspect kept."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    view = renderer.viewBoxF()
    scale = size / max(view.width(), view.height())
    width, height = view.width() * scale, view.height() * scale
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF((size - width) / 2, (size - height) / 2, width, height))
    painter.end()
    return image


def has_ink(image: QImage) -> bool:
    """Whether anything was drawn (a blank image means the SVG did not render)."""
    step = max(1, image.width() // 16)
    return any(
        image.pixelColor(x, y).alpha() > 0
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    )


def make_icons(out: Path, sizes: tuple[int, ...] = SIZES, svg: Path = SVG) -> list[Path]:
    """Write one PNG per size under ``out`` in the hicolor layout; returns their paths."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG that Qt can read")
    written = []
    for size in sizes:
        image = render(renderer, size)
        if not has_ink(image):
            raise ValueError(f"{svg} rendered blank at {size}x{size}")
        target = out / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            raise OSError(f"could not write {target}")
        written.append(target)
    return written


def _sizes(text: str) -> tuple[int, ...]:
    try:
        sizes = tuple(int(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of sizes: {text!r}") from None
    if not sizes or any(not 1 <= size <= 4096 for size in sizes):
        raise argparse.ArgumentTypeError(f"sizes must be 1-4096 pixels: {text!r}")
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=ROOT / "build" / "icons" / "hicolor",
        help="icon theme folder to write into (default: build/icons/hicolor)",
    )
    parser.add_argument(
        "--sizes",
        type=_sizes,
        default=SIZES,
        help="comma-separated pixel sizes (default: %(default)s)",
    )
    parser.add_argument("--svg", type=Path, default=SVG, help="the icon to render")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # fonts for <text>
    try:
        written = make_icons(args.out, args.sizes, args.svg)
    except (OSError, ValueError) as error:
        print(f"make_icons: {error}", file=sys.stderr)
        return 1
    finally:
        del app
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
