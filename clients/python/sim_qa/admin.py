"""A client of the twin's admin surface: tRPC over plain HTTP at ``/admin/trpc``.

Queries are ``GET /admin/trpc/<procedure>?input=<json>``, mutations ``POST /admin/trpc/<procedure>`` with a
JSON body, both with ``Authorization: Bearer <admin token>``; an answer is ``{"result": {"data": ...}}`` or
``{"error": {"message", "code", "data": {"code", "httpStatus", "path"}}}`` (docs/admin-surface.md).

Three ways to call, all the same request underneath::

    sim.call("clock.advance", {"minutes": 30})      # any procedure by name
    sim.clock.advance(minutes=30)                    # any procedure as attributes (snake_case is fine)
    sim.advance_clock(minutes=30)                    # typed helpers for what QA does most (below)

The typed helpers never shadow an area (``sim.clock`` is the area, ``sim.clock_state()`` the helper).
``call`` knows which procedures are queries from their verb; one it guesses wrong (the twin answers
METHOD_NOT_SUPPORTED before running anything) is retried the other way once and remembered.
"""

from __future__ import annotations

import json
import urllib.parse
from pathlib import Path
from typing import Any, Dict, List, Mapping, Optional, Union

from .http import send

__all__ = ["AdminClient", "AdminError"]

#: last segments of the procedures that are queries (everything else is a mutation)
QUERY_VERBS = frozenset(
    """get list outbox audit exportHar metrics snapshots export settings declaredGames tree contracts
    settlements orders order rounds bets chats transcript sections goods redeems member claims rules changes
    participations participation tickets progress catalogue memberAvatar report runs""".split()
)


class AdminError(Exception):
    """A refusal of the admin surface: tRPC's code (``BAD_REQUEST``, ``CONFLICT``, ...), status and message."""

    def __init__(self, procedure: str, code: str, status: int, message: str) -> None:
        super().__init__(f"{procedure}: {code} ({status}): {message}")
        self.procedure = procedure
        self.code = code
        self.status = status
        self.message = message


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


class _Area:
    """``sim.<area>``: its procedures as methods, ``sim.clock.advance(minutes=5)``."""

    def __init__(self, client: "AdminClient", path: str) -> None:
        self._client = client
        self._path = path

    def __getattr__(self, name: str) -> "_Area":
        if name.startswith("__"):
            raise AttributeError(name)
        return _Area(self._client, f"{self._path}.{_camel(name)}")

    def __call__(self, input: Any = None, **fields: Any) -> Any:
        return self._client.call(self._path, fields if input is None and fields else input)


class AdminClient:
    def __init__(self, base_url: str, token: str, *, merchant: Optional[str] = None, timeout: float = 60.0):
        self.base_url = base_url.rstrip("/")
        self.token = token
        #: added to the inputs of the typed helpers that take one (else the twin's SIM_MERCHANT)
        self.merchant = merchant
        self.timeout = timeout
        self._learned: Dict[str, bool] = {}

    # --- the generic call ---------------------------------------------------------------------------

    def __getattr__(self, name: str) -> _Area:
        if name.startswith("_"):
            raise AttributeError(name)
        return _Area(self, _camel(name))

    def call(self, procedure: str, input: Any = None) -> Any:
        """Runs any procedure by name (``"system.setStatus"``) and returns its ``result.data``."""
        is_query = self._learned.get(procedure, procedure.rsplit(".", 1)[-1] in QUERY_VERBS)
        try:
            return self.query(procedure, input) if is_query else self.mutate(procedure, input)
        except AdminError as error:
            if error.code != "METHOD_NOT_SUPPORTED":
                raise
        self._learned[procedure] = not is_query
        return self.mutate(procedure, input) if is_query else self.query(procedure, input)

    def query(self, procedure: str, input: Any = None) -> Any:
        url = f"{self.base_url}/admin/trpc/{procedure}"
        if input is not None:
            url += "?input=" + urllib.parse.quote(json.dumps(input, separators=(",", ":")))
        return self._answer(procedure, send("GET", url, headers=self._headers(), timeout=self.timeout))

    def mutate(self, procedure: str, input: Any = None) -> Any:
        body = b"" if input is None else json.dumps(input).encode("utf-8")
        headers = {**self._headers(), "content-type": "application/json"}
        answer = send("POST", f"{self.base_url}/admin/trpc/{procedure}", headers=headers, body=body,
                      timeout=self.timeout)
        return self._answer(procedure, answer)

    def _headers(self) -> Dict[str, str]:
        return {"authorization": f"Bearer {self.token}", "accept": "application/json"}

    @staticmethod
    def _answer(procedure: str, answer: Any) -> Any:
        try:
            parsed = answer.json()
        except ValueError:
            raise AdminError(procedure, "NOT_JSON", answer.status, answer.text[:200]) from None
        if isinstance(parsed, dict) and "error" in parsed:
            error = parsed["error"]
            data = error.get("data") or {}
            raise AdminError(procedure, data.get("code", "UNKNOWN"), data.get("httpStatus", answer.status),
                             error.get("message", ""))
        if not isinstance(parsed, dict) or "result" not in parsed:
            raise AdminError(procedure, "UNEXPECTED", answer.status, answer.text[:200])
        return parsed["result"].get("data")

    def _merchant(self, fields: Mapping[str, Any]) -> Dict[str, Any]:
        given = {k: v for k, v in fields.items() if v is not None}
        if self.merchant and "merchant" not in given:
            given["merchant"] = self.merchant
        return given

    # --- state: reset, scenarios, personas ----------------------------------------------------------

    def reset(self) -> Any:
        """Back to the seed (faults cleared too)."""
        return self.call("data.reset")

    def apply_scenario(self, scenario: Union[Mapping[str, Any], str, Path]) -> Dict[str, Any]:
        """A scenario as a dict, a local ``.json`` file, or the name/file of one in the twin's ``scenarios/``.

        Answers ``{"name", "steps", "personas": [{"username", "password", "type"}]}``. Local YAML needs a
        YAML parser the standard library lacks: put it in the twin's ``scenarios/`` or write it as JSON.
        """
        if isinstance(scenario, Mapping):
            return self.call("scenario.run", dict(scenario))
        path = Path(scenario)
        if path.suffix == ".json" and path.is_file():
            return self.call("scenario.run", json.loads(path.read_text(encoding="utf-8")))
        if path.suffix in (".yaml", ".yml") and path.is_file() and path.parent.name != "scenarios":
            raise ValueError(f"{path}: a local YAML scenario must be JSON here (or in the twin's scenarios/)")
        return self.call("scenario.runFile", {"file": path.name})

    def list_scenarios(self) -> List[Dict[str, Any]]:
        return self.call("scenario.list")

    def create_persona(self, persona: str = "member", **fields: Any) -> Dict[str, Any]:
        """``members.create``: ``persona`` member/agent/trial and any of its fields (``vipLevel``, ``balance``,
        ``mobile``, ``uplineUsername``, ...). Answers the member with its ``username`` and ``password``."""
        return self.call("members.create", self._merchant({"persona": persona, **fields}))

    def get_member(self, username: str) -> Dict[str, Any]:
        return self.call("members.get", self._merchant({"username": username}))

    def update_member(self, username: str, **changes: Any) -> Any:
        return self.call("members.update", self._merchant({"username": username, **changes}))

    def login_as(self, username: str) -> Dict[str, Any]:
        """A live session token for the member, without the login call."""
        return self.call("members.loginAs", self._merchant({"username": username}))

    # --- the clock ----------------------------------------------------------------------------------

    def clock_state(self) -> Dict[str, Any]:
        return self.call("clock.get")

    def advance_clock(self, *, seconds: Optional[float] = None, minutes: Optional[float] = None,
                      hours: Optional[float] = None, days: Optional[float] = None) -> Dict[str, Any]:
        move = {"seconds": seconds, "minutes": minutes, "hours": hours, "days": days}
        return self.call("clock.advance", {k: v for k, v in move.items() if v is not None})

    def set_clock(self, at: Union[str, int]) -> Dict[str, Any]:
        """``at``: ISO 8601 with an offset, or ms since the epoch."""
        return self.call("clock.set", {"at": at})

    def freeze_clock(self) -> Dict[str, Any]:
        return self.call("clock.freeze")

    def resume_clock(self) -> Dict[str, Any]:
        return self.call("clock.resume")

    # --- system status, flags, faults, stubs --------------------------------------------------------

    def system_status(self) -> Dict[str, Any]:
        return self.call("system.get", self._merchant({}) or None)

    def set_status(self, **changes: Any) -> Any:
        """``system.setStatus``: maintenance, maintenanceStartTime/EndTime, regionRestriction,
        blockedCountries, blockedIps."""
        return self.call("system.setStatus", self._merchant(changes))

    def set_maintenance(self, on: bool = True, *, until: Optional[Union[str, int]] = None) -> Any:
        return self.set_status(maintenance=on, maintenanceEndTime=until)

    def set_region_restriction(self, on: bool = True, *, countries: Optional[List[str]] = None) -> Any:
        return self.set_status(regionRestriction=on, blockedCountries=countries)

    def set_client_location(self, *, ip: Optional[str] = None, country: Optional[str] = None) -> Any:
        return self.call("system.setClientLocation", {"ip": ip, "country": country})

    def list_flags(self) -> Any:
        return self.call("flags.list", self._merchant({}) or None)

    def set_flag(self, mod_id: str, enabled: bool) -> Any:
        return self.call("flags.set", self._merchant({"modId": mod_id, "enabled": enabled}))

    def add_fault(self, match: str, **fields: Any) -> Any:
        """``faults.add``: a path glob (``/wps/member/*``) or relay glob (``GCSGAME_*``) with ``latencyMs``,
        ``errorRate``, ``status``, ``errorCode``, ``message``, ``drop``, ``times``."""
        return self.call("faults.add", {"match": match, **fields})

    def list_faults(self) -> Any:
        return self.call("faults.list")

    def clear_faults(self) -> Any:
        return self.call("faults.clear")

    def add_stub(self, match: Mapping[str, Any], *, body: Any = None, status: Optional[int] = None,
                 har: Any = None, times: Optional[int] = None, note: Optional[str] = None) -> Any:
        """``stubs.add``: pin an answer to calls matching ``{"method", "path", "query", "body"}``."""
        fields = {"match": dict(match), "body": body, "status": status, "har": har, "times": times, "note": note}
        return self.call("stubs.add", {k: v for k, v in fields.items() if v is not None})

    def list_stubs(self) -> Any:
        return self.call("stubs.list")

    def remove_stub(self, stub_id: int) -> Any:
        return self.call("stubs.remove", {"id": stub_id})

    def clear_stubs(self) -> Any:
        return self.call("stubs.clear")

    # --- what the twin "sent" and saw -----------------------------------------------------------------

    def sms_outbox(self, mobile: Optional[str] = None, *, limit: Optional[int] = None) -> List[Dict[str, Any]]:
        """Newest first; ``mobile`` matches with or without the country dialling code."""
        return self.call("sms.outbox", self._merchant({"mobileNum": mobile, "limit": limit}) or None)

    def mail_outbox(self, email: Optional[str] = None, *, limit: Optional[int] = None) -> List[Dict[str, Any]]:
        return self.call("mail.outbox", self._merchant({"email": email, "limit": limit}) or None)

    def journal_list(self, **filters: Any) -> List[Dict[str, Any]]:
        """``journal.list``: ``path`` (glob), ``username``, ``since``, ``status``, ``afterId``, ``limit``; newest first."""
        return self.call("journal.list", {k: v for k, v in filters.items() if v is not None} or None)

    def clear_journal(self) -> Any:
        return self.call("journal.clear")

    def export_har(self, **filters: Any) -> Dict[str, Any]:
        """``journal.exportHar``: HAR 1.2 (``from``, ``to``, ``member``, ``pathPrefix``, ``baseUrl``)."""
        return self.call("journal.exportHar", {k: v for k, v in filters.items() if v is not None} or None)

    def save_har(self, path: Union[str, Path], **filters: Any) -> Path:
        target = Path(path)
        target.write_text(json.dumps(self.export_har(**filters), indent=2), encoding="utf-8")
        return target

    # --- coverage of a run -------------------------------------------------------------------------

    def start_coverage(self, name: str) -> Any:
        return self.call("coverage.start", {"name": name})

    def stop_coverage(self) -> Any:
        return self.call("coverage.stop")

    def coverage_report(self, run_id: Optional[int] = None, format: str = "json") -> Dict[str, Any]:
        """``{"report": {...}, "text": ...}``: the run's routes by family, error codes, states reached;
        ``text`` is the report as ``json``, ``markdown`` or ``junit`` XML. Default: the newest run."""
        return self.query("coverage.report", {"format": format, **({"runId": run_id} if run_id else {})})

    def coverage_runs(self) -> List[Dict[str, Any]]:
        return self.query("coverage.list")

    # --- the books ----------------------------------------------------------------------------------

    def wallet_audit(self) -> Dict[str, Any]:
        """Every balance equals its entries, every transaction and the ledger sum to zero (``balanced``)."""
        return self.call("wallet.audit")

    def adjust_balance(self, username: str, amount: float, reason: str, **fields: Any) -> Any:
        return self.call("wallet.adjust", self._merchant({"username": username, "amount": amount,
                                                          "reason": reason, **fields}))
