interface ImportMetaEnv {
  /** Base address of the API server; empty means the same origin as the app. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
