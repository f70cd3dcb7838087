interface ImportMetaEnv {
  /** Base address of the API server; empty means the same origin as the app. */
  readonly VITE_API_BASE?: string;
  /** Contacts of the support, imprint and privacy pages (see config/siteConfig.ts). */
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_TECH_SUPPORT_EMAIL?: string;
  readonly VITE_TECH_SUPPORT_PHONE?: string;
  readonly VITE_IMPRINT_COMPANY?: string;
  readonly VITE_IMPRINT_ADDRESS?: string;
  readonly VITE_IMPRINT_REPRESENTATIVE?: string;
  readonly VITE_IMPRINT_EMAIL?: string;
  readonly VITE_IMPRINT_PHONE?: string;
  readonly VITE_IMPRINT_REGISTER?: string;
  readonly VITE_IMPRINT_VAT_ID?: string;
  readonly VITE_PRIVACY_EMAIL?: string;
  /** "true" when the app is embedded on another site: the language cookie is SameSite=None. */
  readonly VITE_COOKIE_CROSS_ORIGIN?: string;
  /** "true" to mark the language cookie Secure even on plain http (behind a TLS proxy). */
  readonly VITE_COOKIE_SECURE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
