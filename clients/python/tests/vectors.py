"""Known answers. DES: FIPS 81 and the textbook (Stinson) vector; CryptoJS.DES (ECB, Pkcs7) outputs and the
legacy RSA's outputs, computed by the repository's TypeScript implementation (shared/src/wire-crypto.ts,
node-forge and crypto-js) for a fixed 1024-bit key pair."""

# (key hex, plaintext hex, ciphertext hex) for single blocks
DES_BLOCKS = [
    ("133457799BBCDFF1", "0123456789ABCDEF", "85E813540F0AB405"),
    ("0123456789ABCDEF", "4E6F772069732074", "3FA40E8A984D4815"),  # "Now is t", FIPS 81 ECB
    ("0123456789ABCDEF", "68652074696D6520", "6A271787AB8883F9"),  # "he time "
    ("0123456789ABCDEF", "666F7220616C6C20", "893D51EC4B563B53"),  # "for all "
    ("0101010101010101", "8000000000000000", "95F8A5E5DD31D900"),  # NBS variable-plaintext KAT
    ("8001010101010101", "0000000000000000", "95A8D72813DAA94D"),  # NBS variable-key KAT
]

# (text, key, what CryptoJS.DES.encrypt(text, Utf8.parse(key), {ECB, Pkcs7}).toString() gives)
CRYPTOJS_DES = [
    ('{"username":"demo01","password":"Demo1234"}', "Ab3dEf7hIk9mNo1q",
     "zV0+zioD1RKGQGbr8gfkIGDJlfEZHdPN/8xSU9Xm2JOugNMZOGK4rgwjtewCPB8c"),
    ("ক খ গ 中文 ไทย", "0123456789ABCDEF", "aPiEy7hNdSpd8d+bmas0ydjPTDbDBaYZG45eKEH/v98="),
    ("", "zzzzzzzz", "GQjsFk1bH1Q="),
]

RSA_MODULUS = int(
    "b6c6764c614a882a19535407659eaa8fa445ab0e64f41ff681de6ed468f39c9e3a92a6cc2c5db70f4ddb3df79b90a5c0"
    "ba59f29aadb1066d0d8c4b6d33c77d347d8dda610e64b95518d65f49dc23f2d676efb4c53c9399d582faca1b7a568a84"
    "e87579031e16088bdf6548d9e45ea402f8b7a666924543e432553bbbcc2cef4b",
    16,
)
RSA_PRIVATE_EXPONENT = int(
    "4b465b4c43b97d70d1335765207e0342db65f1f820adc64830de5a08d31c99c134e0571fb999f31db373fb0672245"
    "58f95701c11863d65271eb04c14328213570b77bf5b11fd96089654658bf19cedc96c674c9aa43b397ce88592ffac"
    "8332aac8ada8e05539121b1fc78ed6913be002dede765b5db3463e62c2fefd9916b2c9",
    16,
)
# rsaEncryptLegacy("q1onmlkihgfedcba", n)
RSA_CIPHER = (
    "9bd5ea92745b04d10328f1a2c38f3d06cb00551942ddab4665f963ca9527052f8582cac18e90a63f885877d5a61b07d4"
    "1d4c90245289dd9c7d9098ac31a99fae721afcecdd0adc429c459dea975282ab04e30ecde2fa7d677d4cfc20e99c0cb8"
    "6d03aac02d3a413e931808ab32eb3a10fd219ee9938d461f30939d8749109d5e"
)
# encryptPayload({username: "demo01", password: "Demo1234"}, n, "Ab3dEf7hIk9mNo1q")
PAYLOAD_RSA = (
    "883871ce86efdc36de0ae3f0e2738c0ce5c8da44f4045e743a09b5a907f1e1d38dfcf5e29b06a768674ed8c62e2feea5"
    "e49301a3dba9fe7b1ea244b089c65fd35befbf75842033de1c26a088cf598d983cf2e00f36d6ae3ea80182f0876cf3d9"
    "b24619ad9824f7414a9e0e459662eb7d079fcdb2c0e7c6d94bf8cbd1de750be0"
)
PAYLOAD_DES = "zV0+zioD1RKGQGbr8gfkIGDJlfEZHdPN/8xSU9Xm2JOugNMZOGK4rgwjtewCPB8c"
# rsaEncryptLegacy("Ab3dEf7hIk9mNo1q", "c5a7d3e9b1f3a7c5"): a 64-bit toy key takes three blocks
SMALL_MODULUS = 0xC5A7D3E9B1F3A7C5
SMALL_CIPHER = "862340ae555c9ee2 a59c28c9e476305a bc078c762718f31f"

# the same public key as Node exports it
SPKI_PEM = """-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC2xnZMYUqIKhlTVAdlnqqPpEWr
DmT0H/aB3m7UaPOcnjqSpswsXbcPTds995uQpcC6WfKarbEGbQ2MS20zx300fY3a
YQ5kuVUY1l9J3CPy1nbvtMU8k5nVgvrKG3pWioTodXkDHhYIi99lSNnkXqQC+Lem
ZpJFQ+QyVTu7zCzvSwIDAQAB
-----END PUBLIC KEY-----"""
PKCS1_PEM = """-----BEGIN RSA PUBLIC KEY-----
MIGJAoGBALbGdkxhSogqGVNUB2Weqo+kRasOZPQf9oHebtRo85yeOpKmzCxdtw9N
2z33m5ClwLpZ8pqtsQZtDYxLbTPHfTR9jdphDmS5VRjWX0ncI/LWdu+0xTyTmdWC
+sobelaKhOh1eQMeFgiL32VI2eRepAL4t6ZmkkVD5DJVO7vMLO9LAgMBAAE=
-----END RSA PUBLIC KEY-----"""
