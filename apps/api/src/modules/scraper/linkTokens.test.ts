import { pdfLinkUrl, signPdfLinkToken, withoutLinkToken } from './linkTokens';

describe('download links in logs', () => {
  it('names a download link without its token, with what follows it', () => {
    const token = signPdfLinkToken('x'.repeat(32), '3f0c5c52-4f3b-4a8e-9a57-1d0a4c3f3c11', new Date(Date.now() + 60_000));
    const url = pdfLinkUrl(token);
    expect(withoutLinkToken(url)).toBe('/files/pdf-links/[redacted]');
    expect(withoutLinkToken(`${url}?download=1`)).toBe('/files/pdf-links/[redacted]?download=1');
    expect(withoutLinkToken(`${url}?download=1`)).not.toContain(token.split('.')[1] ?? token);
  });

  it('leaves every other address as it is', () => {
    expect(withoutLinkToken('/files/leaflets/7/pages/1.png?v=2')).toBe('/files/leaflets/7/pages/1.png?v=2');
    expect(withoutLinkToken('/api/scraper/pdf-links/3f0c5c52-4f3b-4a8e-9a57-1d0a4c3f3c11')).toBe('/api/scraper/pdf-links/3f0c5c52-4f3b-4a8e-9a57-1d0a4c3f3c11');
  });
});
