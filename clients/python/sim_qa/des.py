"""DES (FIPS 46-3) in pure Python, and the mode the wire uses: ECB with PKCS#7 padding.

The standard library has no DES. The platform's clients encrypt request bodies as CryptoJS does:
``CryptoJS.DES.encrypt(text, Utf8.parse(key), {mode: ECB, padding: Pkcs7})``, base64 out, and only the
first 8 bytes of the key count. ``des_ecb_encrypt_base64`` / ``des_ecb_decrypt_base64`` are exactly that.

Speed is not a goal (a login body is a few dozen blocks); clarity is: the tables are the standard's.
"""

from __future__ import annotations

import base64
from typing import List

__all__ = [
    "DesError",
    "encrypt_block",
    "decrypt_block",
    "ecb_encrypt",
    "ecb_decrypt",
    "pkcs7_pad",
    "pkcs7_unpad",
    "des_ecb_encrypt_base64",
    "des_ecb_decrypt_base64",
]

BLOCK = 8


class DesError(ValueError):
    """A key, ciphertext or padding DES cannot work with."""


# Initial permutation and its inverse (1-based bit positions, bit 1 = most significant).
_IP = [
    58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
    62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
    57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
    61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
]
_FP = [
    40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31,
    38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61, 29,
    36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27,
    34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17, 57, 25,
]
# Expansion of the 32-bit half to 48 bits, and the permutation after the S-boxes.
_E = [
    32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11,
    12, 13, 12, 13, 14, 15, 16, 17, 16, 17, 18, 19, 20, 21, 20, 21,
    22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1,
]
_P = [
    16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
    2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
]
# Key schedule: permuted choices 1 and 2, and the left rotations per round.
_PC1 = [
    57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18,
    10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
    63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22,
    14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
]
_PC2 = [
    14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10,
    23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
    41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48,
    44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
]
_SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1]
_SBOXES = [
    [14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7,
     0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
     4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0,
     15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13],
    [15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10,
     3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
     0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15,
     13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9],
    [10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8,
     13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
     13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7,
     1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12],
    [7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15,
     13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
     10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4,
     3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14],
    [2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9,
     14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
     4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14,
     11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3],
    [12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11,
     10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
     9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6,
     4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13],
    [4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1,
     13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
     1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2,
     6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12],
    [13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7,
     1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
     7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8,
     2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11],
]


def _permute(value: int, table: List[int], width: int) -> int:
    """Bits of ``value`` (``width`` bits wide) picked in ``table``'s order, 1-based from the top."""
    out = 0
    for position in table:
        out = (out << 1) | ((value >> (width - position)) & 1)
    return out


def _rotate28(value: int, by: int) -> int:
    return ((value << by) | (value >> (28 - by))) & 0x0FFFFFFF


def _subkeys(key: bytes) -> List[int]:
    if len(key) != BLOCK:
        raise DesError("a DES key is 8 bytes")
    permuted = _permute(int.from_bytes(key, "big"), _PC1, 64)
    c, d = permuted >> 28, permuted & 0x0FFFFFFF
    keys = []
    for shift in _SHIFTS:
        c, d = _rotate28(c, shift), _rotate28(d, shift)
        keys.append(_permute((c << 28) | d, _PC2, 56))
    return keys


def _feistel(half: int, subkey: int) -> int:
    mixed = _permute(half, _E, 32) ^ subkey
    out = 0
    for box in range(8):
        six = (mixed >> (42 - 6 * box)) & 0x3F
        row = ((six & 0x20) >> 4) | (six & 1)
        column = (six >> 1) & 0x0F
        out = (out << 4) | _SBOXES[box][row * 16 + column]
    return _permute(out, _P, 32)


def _crypt_block(block: bytes, subkeys: List[int]) -> bytes:
    if len(block) != BLOCK:
        raise DesError("a DES block is 8 bytes")
    permuted = _permute(int.from_bytes(block, "big"), _IP, 64)
    left, right = permuted >> 32, permuted & 0xFFFFFFFF
    for subkey in subkeys:
        left, right = right, left ^ _feistel(right, subkey)
    return _permute((right << 32) | left, _FP, 64).to_bytes(BLOCK, "big")


def encrypt_block(block: bytes, key: bytes) -> bytes:
    """One 8-byte block under an 8-byte key."""
    return _crypt_block(block, _subkeys(key))


def decrypt_block(block: bytes, key: bytes) -> bytes:
    return _crypt_block(block, _subkeys(key)[::-1])


def pkcs7_pad(data: bytes) -> bytes:
    count = BLOCK - len(data) % BLOCK
    return data + bytes([count]) * count


def pkcs7_unpad(data: bytes) -> bytes:
    if not data or len(data) % BLOCK:
        raise DesError("padded data is not a whole number of blocks")
    count = data[-1]
    if not 1 <= count <= BLOCK or data[-count:] != bytes([count]) * count:
        raise DesError("bad padding: wrong key or corrupt ciphertext")
    return data[:-count]


def ecb_encrypt(data: bytes, key: bytes) -> bytes:
    """ECB over PKCS#7-padded data (always at least one block)."""
    subkeys = _subkeys(key)
    padded = pkcs7_pad(data)
    return b"".join(_crypt_block(padded[i : i + BLOCK], subkeys) for i in range(0, len(padded), BLOCK))


def ecb_decrypt(data: bytes, key: bytes) -> bytes:
    if not data or len(data) % BLOCK:
        raise DesError("ciphertext length is not a DES block multiple")
    subkeys = _subkeys(key)[::-1]
    plain = b"".join(_crypt_block(data[i : i + BLOCK], subkeys) for i in range(0, len(data), BLOCK))
    return pkcs7_unpad(plain)


def _key_bytes(key: str) -> bytes:
    raw = key.encode("utf-8")
    if len(raw) < BLOCK:
        raise DesError("DES key shorter than 8 bytes")
    return raw[:BLOCK]


def des_ecb_encrypt_base64(text: str, key: str) -> str:
    """What CryptoJS.DES.encrypt(text, Utf8.parse(key), {ECB, Pkcs7}).toString() gives."""
    return base64.b64encode(ecb_encrypt(text.encode("utf-8"), _key_bytes(key))).decode("ascii")


def des_ecb_decrypt_base64(cipher: str, key: str) -> str:
    try:
        raw = base64.b64decode(cipher.strip(), validate=True)
    except ValueError as error:
        raise DesError("ciphertext is not base64") from error
    try:
        return ecb_decrypt(raw, _key_bytes(key)).decode("utf-8")
    except UnicodeDecodeError as error:
        raise DesError("plaintext is not UTF-8") from error
