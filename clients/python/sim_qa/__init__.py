"""sim_qa: the Python QA kit of the platform twin (standard library only, Python >= 3.9).

- ``AdminClient``: the admin surface (scenarios, personas, clock, faults, stubs, flags, status, outboxes,
  journal and HAR, coverage, wallet audit), by name or typed helpers;
- ``Wire`` / ``Member``: the member wire, its envelope, plain and RSA+DES-encrypted login, tokens per member;
- ``sim_qa.pytest_plugin``: fixtures ``sim``, ``wire``, ``member``, ``scenario``, ``sim_twin``.
"""

from .admin import AdminClient, AdminError
from .twin import Twin, TwinError, attach_or_start, start_twin
from .wire import Envelope, Member, Wire, WireError

__all__ = [
    "AdminClient",
    "AdminError",
    "Envelope",
    "Member",
    "Twin",
    "TwinError",
    "Wire",
    "WireError",
    "attach_or_start",
    "start_twin",
]
__version__ = "0.1.0"
