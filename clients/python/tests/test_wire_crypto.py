"""The legacy RSA, the key reader and the whole payload scheme against the TypeScript implementation's answers."""

import pytest
from vectors import (
    PAYLOAD_DES,
    PAYLOAD_RSA,
    PKCS1_PEM,
    RSA_CIPHER,
    RSA_MODULUS,
    RSA_PRIVATE_EXPONENT,
    SMALL_CIPHER,
    SMALL_MODULUS,
    SPKI_PEM,
)

from sim_qa.rsa_legacy import (
    PublicKey,
    RsaError,
    characters_per_block,
    read_public_key,
    rsa_decrypt_legacy,
    rsa_encrypt_legacy,
)
from sim_qa.wire_crypto import KEY_ALPHABET, decrypt_payload, encrypt_payload, random_client_key

KEY = PublicKey(RSA_MODULUS)


def test_rsa_matches_the_legacy_client_byte_for_byte():
    assert rsa_encrypt_legacy("q1onmlkihgfedcba", KEY) == RSA_CIPHER


def test_rsa_splits_a_long_text_into_blocks_for_a_small_key():
    assert characters_per_block(SMALL_MODULUS) == 6
    assert rsa_encrypt_legacy("Ab3dEf7hIk9mNo1q", PublicKey(SMALL_MODULUS)) == SMALL_CIPHER


def test_a_1024_bit_key_takes_one_block_of_whole_16_bit_digits():
    cipher = rsa_encrypt_legacy(random_client_key(), KEY)
    assert " " not in cipher and len(cipher) % 4 == 0 and len(cipher) <= 256
    assert characters_per_block(RSA_MODULUS) == 126


def test_the_private_key_opens_the_block():
    assert rsa_decrypt_legacy(RSA_CIPHER, RSA_MODULUS, RSA_PRIVATE_EXPONENT) == "q1onmlkihgfedcba"


def test_the_payload_is_what_the_front_end_sends():
    sealed = encrypt_payload({"username": "demo01", "password": "Demo1234"}, KEY, "Ab3dEf7hIk9mNo1q")
    assert (sealed.rsa, sealed.des) == (PAYLOAD_RSA, PAYLOAD_DES)


def test_a_payload_round_trips_with_a_fresh_key():
    payload = {"username": "demo01", "password": "Demo1234", "captcha": None, "nested": {"n": [1, 2]}, "bn": "ক"}
    assert decrypt_payload(encrypt_payload(payload, KEY), RSA_MODULUS, RSA_PRIVATE_EXPONENT) == payload


def test_client_keys_come_from_the_real_alphabet():
    key = random_client_key()
    assert len(key) == 16 and set(key) <= set(KEY_ALPHABET)
    assert "j" not in KEY_ALPHABET and "Y" not in KEY_ALPHABET


@pytest.mark.parametrize("text", [f"{RSA_MODULUS:x}", f'"{RSA_MODULUS:x}"\n', SPKI_PEM, PKCS1_PEM])
def test_reads_the_key_as_hex_quoted_hex_or_pem(text):
    assert read_public_key(text) == PublicKey(RSA_MODULUS, 65537)


def test_refuses_what_is_no_key():
    with pytest.raises(RsaError):
        read_public_key("<html>")
    with pytest.raises(RsaError):
        read_public_key("-----BEGIN PUBLIC KEY-----\nMAA=\n-----END PUBLIC KEY-----")
    with pytest.raises(RsaError):
        rsa_decrypt_legacy("xyz", RSA_MODULUS, RSA_PRIVATE_EXPONENT)
