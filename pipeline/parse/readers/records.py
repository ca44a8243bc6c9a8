"""Line-record reader: `Name` / kind / scope / `Name` again / description lines.

Used by ability lists such as the Epic sheet. A record starts where a line is
repeated three lines further down with two short label lines in between.
"""

from __future__ import annotations

from pipeline.model.document import Document, Paragraph, Record, sheet_lines

_MAX_LABEL_LENGTH = 40


def _starts_record(lines: list[str], index: int) -> bool:
    if index + 3 >= len(lines):
        return False
    name, kind, scope, repeat = (lines[index + k].strip() for k in range(4))
    return bool(name) and name == repeat and 0 < len(kind) <= _MAX_LABEL_LENGTH and 0 < len(scope) <= _MAX_LABEL_LENGTH


def read_records(text: str, source: str) -> Document:
    lines = sheet_lines(text)
    texts = {n: line.rstrip() for n, line in enumerate(lines, start=1) if line.strip()}
    blocks: list[Record | Paragraph] = []
    current: Record | None = None
    index = 0
    while index < len(lines):
        if _starts_record(lines, index):
            current = Record(
                line=index + 1,
                name=lines[index].strip(),
                kind=lines[index + 1].strip(),
                scope=lines[index + 2].strip(),
                body=[],
            )
            blocks.append(current)
            index += 4
            continue
        stripped = lines[index].strip()
        if stripped:
            if current is not None:
                current.body.append((index + 1, stripped))
            else:
                blocks.append(Paragraph(index + 1, stripped))
        index += 1
    return Document.of(source, blocks, lines, texts)
