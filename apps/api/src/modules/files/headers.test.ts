import { contentDisposition } from './headers';

describe('Content-Disposition of served files', () => {
  it('shows pictures and PDFs inline under a plain ASCII name and the exact name in UTF-8', () => {
    expect(contentDisposition('1.svg', 'image/svg+xml')).toBe(`inline; filename="1.svg"; filename*=UTF-8''1.svg`);
    expect(contentDisposition('gazetka łódź (1).pdf', 'application/pdf')).toBe(
      `inline; filename="gazetka___d___1_.pdf"; filename*=UTF-8''gazetka%20%C5%82%C3%B3d%C5%BA%20%281%29.pdf`,
    );
  });

  it('never lets a name break out of the header value', () => {
    const value = contentDisposition('a"; filename=evil.html\r\nSet-Cookie: x=1', 'image/png');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toMatch(/^inline; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''[A-Za-z0-9._~!%-]+$/);
  });

  it('makes anything else a download', () => {
    expect(contentDisposition('page.html', 'text/html')).toMatch(/^attachment; /);
    expect(contentDisposition('..', 'application/zip')).toBe(`attachment; filename="file"; filename*=UTF-8''..`);
  });
});
