'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/components/i18n/messages-provider';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import type { ShipmentImportResult } from '@/lib/types/staff';
import { CsvImport } from './csv-import';

/** Orders marked shipped from a CSV file (order, carrier, tracking): all or none, or the lines to correct. */
export function ShipmentImport() {
  const t = useT('AdminOrders');
  const client = useQueryClient();
  return (
    <CsvImport<ShipmentImportResult>
      endpoint="/api/admin/orders/shipments"
      maxBytes={256 * 1024}
      testId="shipment-import"
      texts={{
        heading: t('shipments.heading'),
        hint: t('shipments.hint'),
        file: t('shipments.file'),
        submit: t('shipments.submit'),
        pending: t('shipments.sending'),
        chooseFile: t('shipments.chooseFile'),
        tooLarge: t('shipments.tooLarge'),
        errorsHeading: t('shipments.errorsHeading'),
        line: (values) => t('shipments.line', values),
        lineColumn: (values) => t('shipments.lineColumn', values),
      }}
      done={(result) => t('shipments.done', { count: result.shipped.length })}
      onImported={() => client.invalidateQueries({ queryKey: adminQueryKeys.orders })}
    />
  );
}
