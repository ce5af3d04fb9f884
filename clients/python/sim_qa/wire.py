"""A client of the member wire (the REST contract the real front ends speak), as a QA script needs it.

Every answer is the platform envelope ``{"success", "value", "errorCode"?, "message"?}`` with its HTTP status
(wire-contract.md section 1). Headers as the real clients send them: exactly one ``Merchant``, ``Language``,
``Device: web`` and the session token raw in ``Authorization`` (no ``Bearer``). Encrypted calls (login,
register, password changes) go through the RSA+DES scheme with the key from ``/wps/session/key/rsa``.

    wire = Wire("http://127.0.0.1:3000", merchant="sim001")
    demo = wire.login("demo01", "Demo1234")            # encrypted, as the site does; Member keeps the token
    info = demo.get("/wps/member/info").expect_ok()    # the value, or WireError
"""

from __future__ import annotations

import json
import urllib.parse
import uuid
from typing import Any, Dict, Mapping, NamedTuple, Optional

from .http import send
from .rsa_legacy import PublicKey, read_public_key
from .wire_crypto import encrypt_payload

__all__ = ["Wire", "Member", "Envelope", "WireError"]


class WireError(Exception):
    """An answer that was not a success where one was expected."""

    def __init__(self, envelope: "Envelope", what: str) -> None:
        super().__init__(f"{what}: HTTP {envelope.status} {envelope.error_code or ''} {envelope.message or ''}".strip())
        self.envelope = envelope


class Envelope(NamedTuple):
    status: int
    success: bool
    value: Any
    error_code: Optional[str]
    message: Optional[str]
    body: Any
    headers: Dict[str, str]

    def __repr__(self) -> str:
        return (f"Envelope(status={self.status}, success={self.success}, errorCode={self.error_code!r}, "
                f"message={self.message!r}, value={self.value!r})")

    @property
    def ok(self) -> bool:
        return self.success and self.status < 400

    def expect_ok(self, what: str = "the call") -> Any:
        """The ``value`` of a success; else WireError naming the status, errorCode and message."""
        if not self.ok:
            raise WireError(self, what)
        return self.value

    def expect_error(self, error_code: str, status: Optional[int] = None) -> "Envelope":
        """Asserts a refusal with this errorCode (and status): for ``assert``-free test steps."""
        if self.success or self.error_code != error_code or (status is not None and self.status != status):
            raise AssertionError(
                f"expected {error_code}{f' / HTTP {status}' if status else ''}, got HTTP {self.status} "
                f"success={self.success} errorCode={self.error_code} message={self.message}"
            )
        return self


def _envelope(status: int, headers: Dict[str, str], text: str) -> Envelope:
    try:
        body = json.loads(text) if text else None
    except ValueError:
        body = text
    if isinstance(body, dict) and "success" in body:
        return Envelope(status, bool(body["success"]), body.get("value"), body.get("errorCode"),
                        body.get("message"), body, headers)
    # a text answer (the RSA key) or something that is no envelope: success means a 2xx
    return Envelope(status, 200 <= status < 300, body, None, None, body, headers)


class Wire:
    """One visitor's connection: merchant, language, device id; the members it logged in, by username."""

    def __init__(self, base_url: str, *, merchant: str = "sim001", language: str = "EN",
                 timeout: float = 30.0, extra_headers: Optional[Mapping[str, str]] = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.merchant = merchant
        self.language = language
        self.timeout = timeout
        self.device_id = str(uuid.uuid4())
        self.extra_headers = dict(extra_headers or {})
        self.members: Dict[str, "Member"] = {}
        self._key: Optional[PublicKey] = None

    # --- requests -----------------------------------------------------------------------------------

    def headers(self, token: Optional[str] = None) -> Dict[str, str]:
        headers = {
            "Merchant": self.merchant,
            "Language": self.language,
            "Device": "web",
            "Accept": "application/json",
            "Cookie": f"SHELL_deviceId={self.device_id}",
            **self.extra_headers,
        }
        if token:
            headers["Authorization"] = token
        return headers

    def request(self, method: str, path: str, body: Any = None, *, token: Optional[str] = None,
                params: Optional[Mapping[str, Any]] = None, headers: Optional[Mapping[str, str]] = None) -> Envelope:
        url = self.base_url + path
        if params:
            url += ("&" if "?" in path else "?") + urllib.parse.urlencode(params)
        sent = {**self.headers(token), **(headers or {})}
        data = None
        if body is not None:
            data = body if isinstance(body, bytes) else json.dumps(body, ensure_ascii=False).encode("utf-8")
            sent.setdefault("Content-Type", "application/json;charset=UTF-8")
        answer = send(method, url, headers=sent, body=data, timeout=self.timeout)
        return _envelope(answer.status, answer.headers, answer.text)

    def get(self, path: str, *, token: Optional[str] = None, **params: Any) -> Envelope:
        return self.request("GET", path, token=token, params=params or None)

    def post(self, path: str, body: Any = None, *, token: Optional[str] = None) -> Envelope:
        return self.request("POST", path, {} if body is None else body, token=token)

    def put(self, path: str, body: Any = None, *, token: Optional[str] = None) -> Envelope:
        return self.request("PUT", path, {} if body is None else body, token=token)

    def delete(self, path: str, *, token: Optional[str] = None) -> Envelope:
        return self.request("DELETE", path, token=token)

    # --- the encrypted calls ------------------------------------------------------------------------

    def rsa_key(self, *, fresh: bool = False) -> PublicKey:
        """The twin's RSA public key (``GET /wps/session/key/rsa``: the modulus as hex), kept until ``fresh``."""
        if self._key is None or fresh:
            answer = self.request("GET", "/wps/session/key/rsa", params={"t": uuid.uuid4().int % 10**13})
            if answer.status != 200 or not isinstance(answer.body, (str, int)):
                raise WireError(answer, "GET /wps/session/key/rsa")
            self._key = read_public_key(str(answer.body))
        return self._key

    def encrypted(self, method: str, path: str, payload: Any, *, token: Optional[str] = None) -> Envelope:
        """A call whose body is RSA+DES encrypted, as the current front end sends it: ``{"value": DES}`` with
        ``Encryption``, ``X-Digest`` and ``X-RSA``. A twin that restarted since the key was read answers
        ``request_body_required``: the key is read again and the call sent once more."""
        for attempt in (0, 1):
            key = self.rsa_key(fresh=attempt == 1)
            sealed = encrypt_payload(payload, key)
            headers = {"Encryption": sealed.rsa, "X-Digest": sealed.des, "X-RSA": key.modulus_hex}
            answer = self.request(method, path, {"value": sealed.des}, token=token, headers=headers)
            if answer.error_code != "request_body_required":
                break
        return answer

    # --- logging in ---------------------------------------------------------------------------------

    def login_body(self, username: str, password: str, **extra: Any) -> Dict[str, Any]:
        return {
            "username": username,
            "password": password,
            "captcha": "",
            "type": "username",
            "loginDeviceId": self.device_id,
            "isOfficialAppLogin": False,
            "isSms": False,
            **extra,
        }

    def try_login(self, username: str, password: str, *, encrypted: bool = True, **extra: Any) -> Envelope:
        """The login call's answer, success or not (captcha, lock-out, ``login_verify_required``, ...)."""
        body = self.login_body(username, password, **extra)
        if encrypted:
            return self.encrypted("POST", "/wps/session/login", body)
        return self.post("/wps/session/login/unsecure", body)

    def login(self, username: str, password: str, *, encrypted: bool = True, **extra: Any) -> "Member":
        """Logs in (encrypted as the site does, or the plain SIT login); WireError when refused."""
        value = self.try_login(username, password, encrypted=encrypted, **extra).expect_ok(f"login {username}")
        member = Member(self, username, password, value["token"], value)
        self.members[username] = member
        return member

    def member(self, username: str, token: str) -> "Member":
        """A member from a token got elsewhere (``members.loginAs``)."""
        member = Member(self, username, None, token, {})
        self.members[username] = member
        return member


class Member:
    """A logged-in member: its token goes on every call it makes."""

    def __init__(self, wire: Wire, username: str, password: Optional[str], token: str, login: Dict[str, Any]):
        self.wire = wire
        self.username = username
        self.password = password
        self.token = token
        #: the login's ``value`` (id, userName, customerType, firstTimeLogin, passwordExpired, token)
        self.login_value = login

    def __repr__(self) -> str:
        return f"Member({self.username!r})"

    def request(self, method: str, path: str, body: Any = None, **kwargs: Any) -> Envelope:
        return self.wire.request(method, path, body, token=self.token, **kwargs)

    def get(self, path: str, **params: Any) -> Envelope:
        return self.wire.get(path, token=self.token, **params)

    def post(self, path: str, body: Any = None) -> Envelope:
        return self.wire.post(path, body, token=self.token)

    def put(self, path: str, body: Any = None) -> Envelope:
        return self.wire.put(path, body, token=self.token)

    def delete(self, path: str) -> Envelope:
        return self.wire.delete(path, token=self.token)

    def encrypted(self, method: str, path: str, payload: Any) -> Envelope:
        return self.wire.encrypted(method, path, payload, token=self.token)

    def relogin(self, *, encrypted: bool = True) -> "Member":
        if self.password is None:
            raise ValueError(f"{self.username} came from a token: there is no password to log in again with")
        fresh = self.wire.login(self.username, self.password, encrypted=encrypted)
        self.token, self.login_value = fresh.token, fresh.login_value
        self.wire.members[self.username] = self
        return self

    def logout(self) -> Envelope:
        answer = self.wire.delete("/wps/session/logout", token=self.token)
        self.wire.members.pop(self.username, None)
        return answer

    def info(self) -> Dict[str, Any]:
        return self.get("/wps/member/info").expect_ok("GET /wps/member/info")

    def balance(self) -> Dict[str, Any]:
        return self.get("/wps/v2/wallets/balance", typeId=0).expect_ok("GET /wps/v2/wallets/balance")
