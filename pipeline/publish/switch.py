"""One release, one switch: a publish writes the whole new output directory beside the
published one, then swaps the two in one atomic step.

Readers of `output/` see the whole last release or the whole new one, whatever instant a
build is killed at: data, PDFs, reports, changelog and version move together. On Linux
the swap is `renameat2(RENAME_EXCHANGE)`, one system call; where the system has none, two
renames, and a build killed between them leaves the old release beside the output
directory, which the next publish puts back (`recover`) before anything else.

A staging directory is a sibling of the output directory (`.output.publish-*`), on the
same file system, so the swap is a rename and unchanged files are hard links.
"""

from __future__ import annotations

import ctypes
import errno
import os
import shutil
import signal
import tempfile
from pathlib import Path

# The mark a staging directory gets once everything is written into it: only a complete
# release is ever put back.
COMPLETE = ".complete"
# Test-only: the publish step at which to kill the build (`PIPELINE_KILL_PUBLISH_AT=switch`),
# as a power cut or an OOM killer would, so tests can check the next build recovers.
KILL_AT = "PIPELINE_KILL_PUBLISH_AT"
_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


def staging_dir(output_dir: Path) -> Path:
    """A new, empty staging directory for the next release of `output_dir`."""
    output_dir.parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=f".{output_dir.name}.publish-", dir=output_dir.parent))


def _leftovers(output_dir: Path) -> list[Path]:
    return sorted(output_dir.parent.glob(f".{output_dir.name}.publish-*"))


def recover(output_dir: Path) -> list[str]:
    """Undo what a killed publish left: the old release put back if the output directory
    is missing (killed between the two renames of the fallback), every staging directory
    removed. What it did, in words (nothing when there was nothing to do)."""
    done = []
    leftovers = _leftovers(output_dir)
    if not output_dir.exists():
        # The release moved aside first, else a complete new one.
        complete = sorted(
            (path for path in leftovers if (path / COMPLETE).is_file()), key=lambda path: "-previous-" not in path.name
        )
        if complete:
            os.rename(complete[0], output_dir)
            leftovers.remove(complete[0])
            done.append(f"put back the release a stopped publish had moved aside ({complete[0].name})")
    (output_dir / COMPLETE).unlink(missing_ok=True)
    for path in leftovers:
        shutil.rmtree(path, ignore_errors=True)
        done.append(f"removed {path.name}, left by a publish that was stopped")
    return done


def checkpoint(step: str) -> None:
    """A point a test may kill publish at (see `KILL_AT`); nothing otherwise."""
    if os.environ.get(KILL_AT) == step:
        os.kill(os.getpid(), signal.SIGKILL)


def _exchange(first: Path, second: Path) -> bool:
    """Swap two paths in one step; False where the system cannot."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    result = renameat2(_AT_FDCWD, os.fsencode(first), _AT_FDCWD, os.fsencode(second), _RENAME_EXCHANGE)
    if result == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP):
        return False
    raise OSError(code, os.strerror(code), str(first))


def switch(staged: Path, output_dir: Path) -> None:
    """Make the complete release in `staged` the output directory, in one step where the
    system allows, and remove the previous one."""
    (staged / COMPLETE).touch()
    if not output_dir.exists():
        os.rename(staged, output_dir)
    elif not _exchange(staged, output_dir):
        # Two renames: a kill between them leaves no output directory, and the old release
        # marked complete beside it (`recover` puts it back).
        (output_dir / COMPLETE).touch()
        previous = output_dir.with_name(f".{output_dir.name}.publish-previous-{os.getpid()}")
        os.rename(output_dir, previous)
        checkpoint("between-renames")
        os.rename(staged, output_dir)
        staged = previous
    else:
        checkpoint("switched")
    (output_dir / COMPLETE).unlink(missing_ok=True)
    shutil.rmtree(staged, ignore_errors=True)
