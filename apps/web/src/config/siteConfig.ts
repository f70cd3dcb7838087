/**
 * Contacts shown on the support, imprint and privacy pages. They are web build settings
 * (Vite env, read at `npm run build`), so an operator sets them without touching code; the
 * defaults are clearly example addresses.
 */
export interface SiteConfig {
  supportEmail: string;
  supportPhone: string;
  technicalEmail: string;
  technicalPhone: string;
  imprint: {
    company: string;
    address: string;
    representative: string;
    email: string;
    phone: string;
    register: string;
    vatId: string;
  };
  /** Who answers data protection questions. */
  privacyEmail: string;
}

type Env = Partial<Record<string, string | undefined>>;

function pick(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** The configuration from an env object; empty values count as unset. */
export function siteConfigFrom(env: Env): SiteConfig {
  const supportEmail = pick(env, 'VITE_SUPPORT_EMAIL', 'support@print-mediaservice.example');
  const supportPhone = pick(env, 'VITE_SUPPORT_PHONE', '+49 89 1234 5670');
  const imprintEmail = pick(env, 'VITE_IMPRINT_EMAIL', 'info@print-mediaservice.example');
  return {
    supportEmail,
    supportPhone,
    technicalEmail: pick(env, 'VITE_TECH_SUPPORT_EMAIL', supportEmail),
    technicalPhone: pick(env, 'VITE_TECH_SUPPORT_PHONE', supportPhone),
    imprint: {
      company: pick(env, 'VITE_IMPRINT_COMPANY', 'Print- and Mediaservice GmbH (example)'),
      address: pick(env, 'VITE_IMPRINT_ADDRESS', 'Musterstraße 1, 80331 München, Germany'),
      representative: pick(env, 'VITE_IMPRINT_REPRESENTATIVE', 'Max Mustermann'),
      email: imprintEmail,
      phone: pick(env, 'VITE_IMPRINT_PHONE', supportPhone),
      register: pick(env, 'VITE_IMPRINT_REGISTER', 'Amtsgericht München, HRB 000000'),
      vatId: pick(env, 'VITE_IMPRINT_VAT_ID', 'DE000000000'),
    },
    privacyEmail: pick(env, 'VITE_PRIVACY_EMAIL', imprintEmail),
  };
}

/** The contacts of this build. */
export const siteConfig: SiteConfig = siteConfigFrom(import.meta.env as Env);
