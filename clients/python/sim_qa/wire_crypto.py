"""The "RSA + DES" payload scheme of the encrypted calls (login, register, password changes, ...).

What the real front end's ``reRsaV2(payload)`` does: a fresh 16-character key from the clients' own
alphabet, the JSON body under DES-ECB-PKCS7 with the key's first 8 bytes (base64), and the *reversed* key
under the legacy RSA (hex) for the ``Encryption`` header. The server reverses it.
"""

from __future__ import annotations

import json
import secrets
from typing import Any, NamedTuple, Optional

from .des import des_ecb_decrypt_base64, des_ecb_encrypt_base64
from .rsa_legacy import PublicKey, rsa_decrypt_legacy, rsa_encrypt_legacy

__all__ = ["KEY_ALPHABET", "EncryptedPayload", "random_client_key", "encrypt_payload", "decrypt_payload"]

#: the real client's alphabet, its typo ("XTZ", no "j") included
KEY_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz"
KEY_LENGTH = 16


class EncryptedPayload(NamedTuple):
    #: hex RSA block(s): the ``Encryption`` header
    rsa: str
    #: base64 DES ciphertext: the body's ``value`` and ``X-Digest``
    des: str


def random_client_key() -> str:
    return "".join(secrets.choice(KEY_ALPHABET) for _ in range(KEY_LENGTH))


def _json(payload: Any) -> str:
    # as JSON.stringify: no spaces, non-ASCII kept as is
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False)


def encrypt_payload(payload: Any, key: PublicKey, client_key: Optional[str] = None) -> EncryptedPayload:
    client_key = client_key or random_client_key()
    return EncryptedPayload(
        rsa=rsa_encrypt_legacy(client_key[::-1], key),
        des=des_ecb_encrypt_base64(_json(payload), client_key),
    )


def decrypt_payload(encrypted: EncryptedPayload, modulus: int, private_exponent: int) -> Any:
    """The server's side, for tests: the RSA header gives the reversed key, which opens the body."""
    client_key = rsa_decrypt_legacy(encrypted.rsa, modulus, private_exponent)[::-1]
    return json.loads(des_ecb_decrypt_base64(encrypted.des, client_key))
