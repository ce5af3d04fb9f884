/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The merchant code sent in the `Merchant` header; the simulator seeds `sim001`. */
  readonly VITE_MERCHANT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
