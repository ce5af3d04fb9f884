"""pytest fixtures for the twin: ``sim`` (admin client), ``wire``, ``member`` (a logged-in member factory),
``scenario`` (apply a scenario), and the twin itself (``sim_twin``), attached or started once per session.

Resets: the twin goes back to the seed before the first test of each module by default. Change it for the run
with ``--sim-reset=test|module|session|none`` (or ``SIM_RESET``), or for one module or test with the marker
``@pytest.mark.sim_reset("test")`` (a module sets ``pytestmark = pytest.mark.sim_reset("test")``).

Register it with ``pytest_plugins = ["sim_qa.pytest_plugin"]`` in a conftest.py, or install the kit
(``pip install -e clients/python``: its ``pytest11`` entry point loads it).
"""

from __future__ import annotations

import os
from typing import Any, Callable, Dict, Iterator, Mapping, Optional, Union

import pytest

from .admin import AdminClient
from .twin import Twin, TwinError, attach_or_start
from .wire import Member, Wire

RESET_SCOPES = ("test", "module", "session", "none")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("sim", "the platform twin")
    group.addoption("--sim-url", default=None, help="a running twin's base URL (else SIM_BASE_URL; else one is started)")
    group.addoption("--sim-token", default=None, help="its admin token (else SIM_ADMIN_TOKEN)")
    group.addoption("--sim-merchant", default=None, help="merchant code for the wire (else SIM_MERCHANT, sim001)")
    group.addoption("--sim-reset", default=None, choices=RESET_SCOPES,
                    help="reset the twin to the seed before every test, module, once, or never (default module)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "sim_reset(scope): reset the twin before each 'test' or 'module', or 'none'")


@pytest.fixture(scope="session")
def sim_twin(pytestconfig: pytest.Config) -> Iterator[Twin]:
    """The twin of this session: attached (``--sim-url``/``SIM_BASE_URL``) or started, stopped at the end."""
    try:
        twin = attach_or_start(pytestconfig.getoption("--sim-url"), pytestconfig.getoption("--sim-token"))
    except TwinError as error:
        pytest.exit(f"sim_qa: {error}", returncode=3)
    try:
        yield twin
    finally:
        twin.stop()


@pytest.fixture(scope="session")
def sim_merchant(pytestconfig: pytest.Config) -> str:
    return pytestconfig.getoption("--sim-merchant") or os.environ.get("SIM_MERCHANT") or "sim001"


@pytest.fixture(scope="session")
def _sim_resets() -> Dict[str, Any]:
    return {"module": None, "session": False}


def _reset_scope(request: pytest.FixtureRequest) -> str:
    marker = request.node.get_closest_marker("sim_reset")
    if marker is not None:
        scope = marker.args[0] if marker.args else marker.kwargs.get("scope", "test")
    else:
        scope = request.config.getoption("--sim-reset") or os.environ.get("SIM_RESET") or "module"
    if scope not in RESET_SCOPES:
        raise pytest.UsageError(f"sim_reset: {scope!r} is not one of {', '.join(RESET_SCOPES)}")
    return scope


@pytest.fixture
def sim(sim_twin: Twin, _sim_resets: Dict[str, Any], request: pytest.FixtureRequest) -> AdminClient:
    """The admin client, after the reset this test's policy asks for."""
    client = AdminClient(sim_twin.base_url, sim_twin.token)
    scope = _reset_scope(request)
    module = request.node.nodeid.split("::")[0]
    due = (
        scope == "test"
        or (scope == "module" and _sim_resets["module"] != module)
        or (scope == "session" and not _sim_resets["session"])
    )
    if due:
        client.reset()
        _sim_resets["module"], _sim_resets["session"] = module, True
    return client


@pytest.fixture
def wire(sim: AdminClient, sim_twin: Twin, sim_merchant: str) -> Wire:
    """A fresh visitor on the member wire (after ``sim``'s reset)."""
    return Wire(sim_twin.base_url, merchant=sim_merchant)


MemberFactory = Callable[..., Member]


@pytest.fixture
def member(sim: AdminClient, wire: Wire) -> MemberFactory:
    """``member("demo01", "Demo1234")`` logs a member in (encrypted login); ``member()`` or
    ``member(persona="agent", vipLevel=3, balance=500)`` creates a persona first. ``encrypted=False`` uses
    the plain SIT login."""

    def log_in(username: Optional[str] = None, password: Optional[str] = None, *, encrypted: bool = True,
               persona: str = "member", **persona_fields: Any) -> Member:
        if username is None or password is None:
            if username is not None:
                persona_fields["username"] = username
            created = sim.create_persona(persona, **persona_fields)
            username, password = created["username"], created["password"]
        return wire.login(username, password, encrypted=encrypted)

    return log_in


@pytest.fixture
def scenario(sim: AdminClient) -> Callable[[Union[Mapping[str, Any], str]], Dict[str, Any]]:
    """``scenario({...})`` or ``scenario("maintenance.yaml")``: applies it and answers its steps and personas
    (``result["personas"]``; ``result["password_of"][username]`` for convenience)."""

    def apply(spec: Union[Mapping[str, Any], str]) -> Dict[str, Any]:
        result = sim.apply_scenario(spec)
        result["password_of"] = {p["username"]: p["password"] for p in result.get("personas", [])}
        return result

    return apply
