"""One small HTTP helper over urllib (no third-party packages): a request in, status, headers and text out.

4xx and 5xx answers are answers here, not exceptions: the wire's envelope and tRPC's error shape both
come with them, and the clients above read those.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any, Dict, Mapping, NamedTuple, Optional

__all__ = ["HttpAnswer", "send"]


class HttpAnswer(NamedTuple):
    status: int
    headers: Dict[str, str]
    text: str

    def json(self) -> Any:
        return json.loads(self.text) if self.text else None


def send(
    method: str,
    url: str,
    *,
    headers: Optional[Mapping[str, str]] = None,
    body: Optional[bytes] = None,
    timeout: float = 30.0,
) -> HttpAnswer:
    request = urllib.request.Request(url, data=body, method=method.upper(), headers=dict(headers or {}))
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return HttpAnswer(response.status, _lower(response.headers), response.read().decode("utf-8"))
    except urllib.error.HTTPError as error:
        with error:
            return HttpAnswer(error.code, _lower(error.headers), error.read().decode("utf-8", "replace"))


def _lower(headers: Any) -> Dict[str, str]:
    return {name.lower(): value for name, value in headers.items()} if headers else {}
