import { fileTypeKey, formatBytes } from './format';

describe('download facts', () => {
  it('format sizes with the locale number format and unit', () => {
    expect(formatBytes('en', 1_234_567)).toBe('1.2 MB');
    expect(formatBytes('de', 1_234_567)).toBe('1,2 MB');
    expect(formatBytes('en', 48_200)).toBe('48.2 kB');
    expect(formatBytes('en', 512)).toBe('512 bytes');
  });

  it('name the file type from the MIME type', () => {
    expect(fileTypeKey('application/pdf')).toBe('pdf');
    expect(fileTypeKey('application/zip')).toBe('zip');
    expect(fileTypeKey('image/png')).toBe('image');
    expect(fileTypeKey('application/octet-stream')).toBe('other');
  });
});
