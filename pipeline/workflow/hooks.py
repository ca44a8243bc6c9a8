"""What the Snakefile sets up in the Snakemake process: its onsuccess and onerror
handlers, its exit, how it backs up publish's outputs, and the build workers' early start."""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any


def end_scheduling_timers() -> None:
    """Once the build is over (Snakemake's onsuccess and onerror): Snakemake starts a
    one-second timer at each scheduling round to see when its job rate limit lifts, and
    its process would wait for the last one before exiting (up to 1 s after the last job;
    its `--max-jobs-per-timespan` takes no shorter span). Nothing is left to schedule."""
    for thread in threading.enumerate():
        if isinstance(thread, threading.Timer):
            thread.cancel()


_exit_collection_skipped = False


def skip_exit_collection() -> None:
    """At the exit of this process, freeze what is alive before Python tears it down: its
    last full collections then skip Snakemake's DAG and the modules, which they would walk
    for nothing (0.2 s of a 100-sheet no-op, a seventh of it, and as much after a build).
    Nothing relies on them: Snakemake removes its locks and temporary files itself,
    `logging` closes its files in its own exit hook, which runs after this one."""
    global _exit_collection_skipped
    if not _exit_collection_skipped:
        atexit.register(gc.freeze)
        _exit_collection_skipped = True


_backups_linked = False


def link_update_backups() -> None:
    """Back up `update()` outputs with hard links instead of copies.

    Snakemake backs up every existing `update()` output before its job and puts it back if
    the job fails. The backup copies every byte: for publish, the whole published tree
    (60 MB and 630 files at 100 sheets, a third of a second). It is copied at every
    rebuild, errata of one sheet included, and deleted after the job.

    A hard link keeps the old file as a copy would, because publish never writes into a
    published file. It writes every file beside its destination and renames it into place
    (see `pipeline.publish.release` and `write_state`). So the old inode is left as it was.

    Where a link cannot be made (another file system, or none of hard links), the backup
    is Snakemake's copy. A file whose backup is itself (a failed job that never replaced
    it) is simply kept on restore."""
    global _backups_linked
    if _backups_linked:
        return
    from snakemake.persistence import FileBackupMixin

    copy_backup, copy_restore = FileBackupMixin.backup_output, FileBackupMixin.restore_output

    def backup_output(self: Any, path: Path) -> None:
        backup = self._get_backup_path(path)
        backup.parent.mkdir(parents=True, exist_ok=True)
        try:
            if path.is_dir():
                shutil.copytree(path, backup, copy_function=os.link)
            else:
                os.link(path, backup)
        except OSError:
            _remove(backup)
            copy_backup(self, path)

    def restore_output(self: Any, path: Path) -> bool:
        backup = self._get_backup_path(path)
        if path.is_file() and backup.is_file() and path.samefile(backup):
            backup.unlink()
            return True
        return copy_restore(self, path)

    FileBackupMixin.backup_output = backup_output  # type: ignore[method-assign]
    FileBackupMixin.restore_output = restore_output  # type: ignore[method-assign]
    _backups_linked = True


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


_workers_requested = False


def start_workers_if_due(workflow: Any, report: Path, inputs: Iterable[str | Path]) -> None:
    """Start a build worker while Snakemake is still building its DAG, once it meets a
    sheet job that will run: its report (written last) is missing or older than one of its
    inputs. The worker imports pandas and WeasyPrint on the core the DAG leaves idle, and
    takes the first parse warm (see `pipeline.workflow.stages.build_workers`). A build
    with nothing to do starts none; neither does a dry run, a run on one core or on a
    cluster."""
    global _workers_requested
    if _workers_requested or workflow.cores <= 1 or not _runs_jobs_here(workflow):
        return
    try:
        built = report.stat().st_mtime
        due = any(Path(path).stat().st_mtime > built for path in inputs)
    except FileNotFoundError:
        due = True
    if due:
        _workers_requested = True
        from pipeline.workflow.stages import build_workers

        # One: the DAG's construction takes a core; the others start with the first job.
        build_workers(workflow.cores, start=1)


def _runs_jobs_here(workflow: Any) -> bool:
    """Whether this Snakemake run executes its jobs in this process's workers: an
    execution (not a DAG drawing, summary or dry run), local, not `--touch`."""
    return workflow.executor_plugin is not None and workflow.local_exec and not workflow.dryrun and not workflow.touch
