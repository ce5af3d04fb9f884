"""The pure-Python DES against published known answers and against CryptoJS (what the real clients run)."""

import pytest
from vectors import CRYPTOJS_DES, DES_BLOCKS

from sim_qa.des import (
    DesError,
    decrypt_block,
    des_ecb_decrypt_base64,
    des_ecb_encrypt_base64,
    ecb_decrypt,
    ecb_encrypt,
    encrypt_block,
)


@pytest.mark.parametrize("key, plain, cipher", DES_BLOCKS)
def test_a_block_encrypts_to_the_published_answer(key, plain, cipher):
    assert encrypt_block(bytes.fromhex(plain), bytes.fromhex(key)).hex().upper() == cipher


@pytest.mark.parametrize("key, plain, cipher", DES_BLOCKS)
def test_a_block_decrypts_back(key, plain, cipher):
    assert decrypt_block(bytes.fromhex(cipher), bytes.fromhex(key)).hex().upper() == plain


def test_ecb_pads_a_whole_block_after_full_blocks_fips81():
    cipher = ecb_encrypt(b"Now is the time for all ", bytes.fromhex("0123456789abcdef"))
    assert cipher[:24].hex() == "3fa40e8a984d48156a271787ab8883f9893d51ec4b563b53"
    assert len(cipher) == 32
    assert ecb_decrypt(cipher, bytes.fromhex("0123456789abcdef")) == b"Now is the time for all "


@pytest.mark.parametrize("text, key, expected", CRYPTOJS_DES)
def test_gives_the_same_base64_as_cryptojs(text, key, expected):
    assert des_ecb_encrypt_base64(text, key) == expected


@pytest.mark.parametrize("text, key, expected", CRYPTOJS_DES)
def test_opens_what_cryptojs_encrypted(text, key, expected):
    assert des_ecb_decrypt_base64(expected, key) == text


def test_only_the_first_eight_key_bytes_count():
    assert des_ecb_encrypt_base64("x", "ABCDEFGH-one") == des_ecb_encrypt_base64("x", "ABCDEFGH-two")


def test_refuses_bad_input():
    with pytest.raises(DesError):
        des_ecb_encrypt_base64("x", "short")
    with pytest.raises(DesError):
        des_ecb_decrypt_base64("not base64!!", "ABCDEFGH")
    with pytest.raises(DesError):
        des_ecb_decrypt_base64(des_ecb_encrypt_base64('{"a":1}', "ABCDEFGH"), "HGFEDCBA")
