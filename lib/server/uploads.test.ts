import { sniffDocument, storedFileName } from './uploads';

describe('files offered for download', () => {
  it('are judged by their first bytes, not by their name or declared type', () => {
    expect(sniffDocument(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
    expect(sniffDocument(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe('zip');
    expect(sniffDocument(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBe('png');
    expect(sniffDocument(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBe('jpeg');
    // An executable, HTML, an SVG (script inside), a GIF and an empty file are not offered.
    for (const other of ['MZ\x90\x00', '<html><script>alert(1)</script>', '<svg onload="alert(1)"/>', 'GIF89a', '']) {
      expect(sniffDocument(Buffer.from(other, 'latin1'))).toBeNull();
    }
  });

  it('are named with safe characters only and the extension of what they hold', () => {
    expect(storedFileName('Q3 Report (final).PDF', 'pdf')).toBe('q3-report-final.pdf');
    expect(storedFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(storedFileName('C:\\Users\\me\\invoice.exe', 'zip')).toBe('invoice.zip');
    expect(storedFileName('Geschäftsbericht Über 2026.pdf', 'pdf')).toBe('geschaftsbericht-uber-2026.pdf');
    expect(storedFileName('年度报告.pdf', 'pdf')).toBe('file.pdf');
    expect(storedFileName('photo.jpeg', 'jpeg')).toBe('photo.jpg');
    expect(storedFileName('.hidden', 'png')).toBe('file.png');
    const long = storedFileName(`${'a'.repeat(79)}-${'b'.repeat(40)}.pdf`, 'pdf');
    expect(long).toBe(`${'a'.repeat(79)}.pdf`);
    expect(long).toMatch(/^[a-z0-9._-]{1,90}$/);
  });
});
