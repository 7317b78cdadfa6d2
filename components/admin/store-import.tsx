'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/components/i18n/messages-provider';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import type { StoreImportResult } from '@/lib/types/staff';
import { CsvImport } from './csv-import';

/** The stores' CSV import: all rows or none, the counts, or every bad line with what is wrong. */
export function StoreImport() {
  const t = useT('AdminStores');
  const client = useQueryClient();
  return (
    <CsvImport<StoreImportResult>
      endpoint="/api/admin/stores/import"
      maxBytes={1024 * 1024}
      testId="store-import"
      texts={{
        heading: t('import.heading'),
        hint: t('import.hint'),
        file: t('import.file'),
        submit: t('import.submit'),
        pending: t('import.importing'),
        chooseFile: t('import.chooseFile'),
        tooLarge: t('import.tooLarge'),
        errorsHeading: t('import.errorsHeading'),
        line: (values) => t('import.line', values),
        lineColumn: (values) => t('import.lineColumn', values),
      }}
      done={(result) => t('import.done', { ...result })}
      onImported={() => client.invalidateQueries({ queryKey: adminQueryKeys.stores })}
    />
  );
}
