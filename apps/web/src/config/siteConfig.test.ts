import { describe, expect, it } from 'vitest';
import { siteConfigFrom } from './siteConfig';

describe('site configuration', () => {
  it('has example contacts by default, the technical ones falling back to general support', () => {
    const config = siteConfigFrom({});
    expect(config.supportEmail).toBe('support@print-mediaservice.example');
    expect(config.technicalEmail).toBe(config.supportEmail);
    expect(config.technicalPhone).toBe(config.supportPhone);
    expect(config.privacyEmail).toBe(config.imprint.email);
  });

  it('takes the build settings, ignoring empty ones', () => {
    const config = siteConfigFrom({
      VITE_SUPPORT_EMAIL: 'help@dealer.example',
      VITE_TECH_SUPPORT_PHONE: '+420 1',
      VITE_IMPRINT_COMPANY: '  ',
      VITE_IMPRINT_VAT_ID: 'CZ123',
    });
    expect(config.supportEmail).toBe('help@dealer.example');
    expect(config.technicalEmail).toBe('help@dealer.example');
    expect(config.technicalPhone).toBe('+420 1');
    expect(config.imprint.company).toBe('Print- and Mediaservice GmbH (example)');
    expect(config.imprint.vatId).toBe('CZ123');
  });
});
