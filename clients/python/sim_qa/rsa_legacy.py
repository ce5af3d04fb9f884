"""The platform's RSA: Dave Shapiro's old JavaScript BigInt RSA, as the real clients still use it.

``encryptedString(new RSAKeyPair("10001", "", modulusHex), text)`` (wire-contract.md section 3): the
text's character codes packed little-endian, zero-padded to ``2 * biHighIndex(n)`` bytes per block,
``c = m^e mod n`` with **no padding scheme** (textbook RSA, not PKCS#1 v1.5: that is what the platform
decrypts), lowercase hex per block in whole 16-bit digits, blocks joined by a space.

The twin's ``GET /wps/session/key/rsa`` answers the modulus as hex text; ``read_public_key`` also takes
it JSON-quoted, or a PEM/DER key (SubjectPublicKeyInfo or PKCS#1) through a small DER reader, for a
staging site that publishes its key so.
"""

from __future__ import annotations

import base64
import re
from typing import List, NamedTuple, Tuple

__all__ = [
    "RSA_EXPONENT",
    "RsaError",
    "PublicKey",
    "read_public_key",
    "characters_per_block",
    "rsa_encrypt_legacy",
    "rsa_decrypt_legacy",
]

RSA_EXPONENT = 0x10001


class RsaError(ValueError):
    """A key or a ciphertext the scheme cannot use."""


class PublicKey(NamedTuple):
    modulus: int
    exponent: int = RSA_EXPONENT

    @property
    def modulus_hex(self) -> str:
        return format(self.modulus, "x")


def characters_per_block(modulus: int) -> int:
    """biHighIndex(n) 16-bit digits, two characters each: what one block carries (126 for 1024 bits)."""
    digits = (modulus.bit_length() + 15) // 16
    return 2 * (digits - 1)


def rsa_encrypt_legacy(text: str, key: PublicKey) -> str:
    """The ``Encryption`` header for ``text`` (the client's reversed DES key)."""
    codes = [ord(ch) & 0xFF for ch in text]
    size = characters_per_block(key.modulus)
    if size <= 0:
        raise RsaError("the modulus is too small")
    while len(codes) % size:
        codes.append(0)
    blocks = []
    for start in range(0, len(codes), size):
        message = int.from_bytes(bytes(codes[start : start + size]), "little")
        cipher = format(pow(message, key.exponent, key.modulus), "x")
        blocks.append(cipher.zfill(-(-len(cipher) // 4) * 4))
    return " ".join(blocks)


def rsa_decrypt_legacy(cipher_hex: str, modulus: int, private_exponent: int) -> str:
    """The server's side (for tests): ``m = c^d mod n``, bytes little-endian, trailing NULs dropped."""
    text = ""
    for block in cipher_hex.split():
        if not re.fullmatch(r"[0-9a-fA-F]+", block):
            raise RsaError("Encryption header is not hex")
        value = int(block, 16)
        if value >= modulus:
            raise RsaError("Encryption block is not below the modulus")
        plain = pow(value, private_exponent, modulus)
        text += plain.to_bytes((plain.bit_length() + 7) // 8, "little").decode("latin-1")
    return text.rstrip("\0")


# --- reading a key -----------------------------------------------------------------------------------

_RSA_ENCRYPTION_OID = bytes.fromhex("2a864886f70d010101")  # 1.2.840.113549.1.1.1


def read_public_key(text: str) -> PublicKey:
    """The key out of what a key endpoint answers: modulus hex (maybe JSON-quoted) or a PEM key."""
    body = text.strip().strip('"').strip()
    if "-----BEGIN" in body:
        der = base64.b64decode("".join(line for line in body.splitlines() if not line.startswith("-----")))
        return public_key_from_der(der)
    if not re.fullmatch(r"[0-9a-fA-F]+", body):
        raise RsaError("the key is neither hex nor PEM")
    # JEVO refuses fewer than 200 hex digits: a real key is 1024 bits or more
    return PublicKey(int(body, 16))


def public_key_from_der(der: bytes) -> PublicKey:
    """SubjectPublicKeyInfo (``BEGIN PUBLIC KEY``) or PKCS#1 RSAPublicKey (``BEGIN RSA PUBLIC KEY``)."""
    tag, outer, _ = _read_tlv(der, 0)
    _expect(tag, 0x30, "a key is a SEQUENCE")
    items = _children(outer)
    if len(items) == 2 and items[0][0] == 0x30 and items[1][0] == 0x03:
        algorithm = _children(items[0][1])
        if not algorithm or algorithm[0] != (0x06, _RSA_ENCRYPTION_OID):
            raise RsaError("not an RSA key")
        bit_string = items[1][1]
        if not bit_string or bit_string[0] != 0:
            raise RsaError("the key's BIT STRING has unused bits")
        return public_key_from_der(bit_string[1:])
    if len(items) == 2 and items[0][0] == 0x02 and items[1][0] == 0x02:
        return PublicKey(int.from_bytes(items[0][1], "big"), int.from_bytes(items[1][1], "big"))
    raise RsaError("not an RSA public key")


def _read_tlv(data: bytes, offset: int) -> Tuple[int, bytes, int]:
    """One DER element at ``offset``: (tag, contents, offset after it). Definite lengths only."""
    if offset + 2 > len(data):
        raise RsaError("DER ends early")
    tag, length = data[offset], data[offset + 1]
    offset += 2
    if length & 0x80:
        count = length & 0x7F
        if count == 0 or count > 4 or offset + count > len(data):
            raise RsaError("DER length is not definite")
        length = int.from_bytes(data[offset : offset + count], "big")
        offset += count
    end = offset + length
    if end > len(data):
        raise RsaError("DER ends early")
    return tag, data[offset:end], end


def _children(contents: bytes) -> List[Tuple[int, bytes]]:
    items, offset = [], 0
    while offset < len(contents):
        tag, value, offset = _read_tlv(contents, offset)
        items.append((tag, value))
    return items


def _expect(tag: int, wanted: int, message: str) -> None:
    if tag != wanted:
        raise RsaError(message)
