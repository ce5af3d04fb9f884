"""Attach to a running twin, or start one for a test session and stop it afterwards.

A started twin is ``pnpm start`` in the repository (override: ``SIM_START_COMMAND``) with its own temporary
``DATA_DIR``, a free port on 127.0.0.1 and an admin token of its own; it is ready when
``GET /wps/session/key/rsa`` answers. Its output goes to ``<DATA_DIR>/twin.log`` (shown when it fails).
"""

from __future__ import annotations

import os
import secrets
import shlex
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Dict, Mapping, Optional

from .http import send

__all__ = ["Twin", "TwinError", "attach_or_start", "start_twin", "repo_root", "free_port"]

READY_PATH = "/wps/session/key/rsa"


class TwinError(RuntimeError):
    """The twin could not be reached or started."""


class Twin:
    def __init__(self, base_url: str, token: str, process: Optional[subprocess.Popen] = None,
                 data_dir: Optional[Path] = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.process = process
        self.data_dir = data_dir

    @property
    def started_here(self) -> bool:
        return self.process is not None

    def log_tail(self, lines: int = 40) -> str:
        log = self.data_dir / "twin.log" if self.data_dir else None
        if not log or not log.exists():
            return ""
        return "\n".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])

    def stop(self) -> None:
        """Ends the twin this session started (its whole process group) and removes its data."""
        if self.process is None:
            return
        if self.process.poll() is None:
            _signal_group(self.process, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                _signal_group(self.process, signal.SIGKILL)
                self.process.wait(timeout=10)
        self.process = None
        if self.data_dir and os.environ.get("SIM_KEEP_DATA") != "1":
            shutil.rmtree(self.data_dir, ignore_errors=True)


def _signal_group(process: subprocess.Popen, sig: int) -> None:
    try:
        os.killpg(process.pid, sig)  # the group this module made (start_new_session): only its own
    except ProcessLookupError:
        pass


def repo_root(start: Optional[Path] = None) -> Path:
    """The repository the kit lives in (``SIM_REPO`` overrides): the folder with pnpm-workspace.yaml."""
    if os.environ.get("SIM_REPO"):
        return Path(os.environ["SIM_REPO"]).resolve()
    here = (start or Path(__file__)).resolve()
    for folder in [here, *here.parents]:
        if (folder / "pnpm-workspace.yaml").exists():
            return folder
    raise TwinError("no repository found above the kit: set SIM_REPO, or SIM_BASE_URL to attach")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def is_ready(base_url: str) -> bool:
    try:
        return send("GET", base_url + READY_PATH, timeout=5).status == 200
    except OSError:
        return False


def start_twin(*, repo: Optional[Path] = None, port: Optional[int] = None, timeout: float = 300.0,
               env: Optional[Mapping[str, str]] = None) -> Twin:
    repo = repo or repo_root()
    port = port or free_port()
    token = "pytest-" + secrets.token_hex(16)
    data_dir = Path(tempfile.mkdtemp(prefix="sim-qa-twin-"))
    settings: Dict[str, str] = {
        **os.environ,
        "PORT": str(port),
        "HOST": "127.0.0.1",
        "DATA_DIR": str(data_dir),
        "SIM_ADMIN_TOKEN": token,
        "LOG_LEVEL": "warn",
        # cheap password hashes and no demo history: a test twin starts and resets faster
        "SIM_PASSWORD_COST": "10",
        "SIM_DEMO_HISTORY": "off",
        **(env or {}),
    }
    command = shlex.split(os.environ.get("SIM_START_COMMAND", "pnpm start"))
    log = open(data_dir / "twin.log", "wb")
    try:
        process = subprocess.Popen(command, cwd=str(repo), env=settings, stdout=log, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
    finally:
        log.close()
    twin = Twin(f"http://127.0.0.1:{port}", token, process, data_dir)
    deadline = time.monotonic() + timeout
    while not is_ready(twin.base_url):
        if process.poll() is not None:
            tail = twin.log_tail()
            twin.stop()
            raise TwinError(f"`{' '.join(command)}` exited ({process.returncode}) before it was ready:\n{tail}")
        if time.monotonic() > deadline:
            tail = twin.log_tail()
            twin.stop()
            raise TwinError(f"the twin was not ready after {timeout:.0f} s:\n{tail}")
        time.sleep(0.5)
    return twin


def attach_or_start(base_url: Optional[str] = None, token: Optional[str] = None, **start: object) -> Twin:
    """``SIM_BASE_URL`` (and ``SIM_ADMIN_TOKEN``) name a running twin; without them one is started."""
    base_url = base_url or os.environ.get("SIM_BASE_URL")
    if base_url:
        token = token or os.environ.get("SIM_ADMIN_TOKEN")
        if not token:
            raise TwinError("SIM_BASE_URL is set but SIM_ADMIN_TOKEN is not: the admin surface needs its token")
        if not is_ready(base_url.rstrip("/")):
            raise TwinError(f"no twin answers at {base_url}")
        return Twin(base_url, token)
    return start_twin(**start)  # type: ignore[arg-type]
