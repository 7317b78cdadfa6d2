/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { makeQueryClient } from '@/components/providers/query-provider';
import { ADMIN_NAMESPACES } from '@/lib/server/client-messages';
import { WithTestMessages } from '@/test/messages';
import { StoreImport } from './store-import';

// jsdom's File has no text() (every browser the back office supports has): read it as a browser would.
if (!File.prototype.text) {
  File.prototype.text = function text(this: File) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsText(this);
    });
  };
}

const json = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: '', json: async () => body, text: async () => JSON.stringify(body) });

function renderImport(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  global.fetch = jest.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/xsrf') return json(200, {});
    sent.push(JSON.parse(String(init?.body)));
    return json(answer.status, answer.body);
  }) as unknown as typeof fetch;
  document.cookie = 'XSRF-TOKEN=test.token';
  render(
    <WithTestMessages locale="de" namespaces={ADMIN_NAMESPACES}>
      <QueryClientProvider client={makeQueryClient()}>
        <StoreImport />
      </QueryClientProvider>
    </WithTestMessages>,
  );
  return sent;
}

const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText('CSV-Datei'), { target: { files: [new File([text], 'stores.csv', { type: 'text/csv' })] } });

describe('the store import', () => {
  it('sends the file’s text and lists each bad line the server names, in line order, in the member’s language', async () => {
    const sent = renderImport({
      status: 422,
      body: {
        error: {
          code: 'invalid_rows',
          message: 'Es wurde nichts importiert: 2 Zeilen müssen korrigiert werden. Korrigiere die Datei und importiere sie erneut.',
          fields: { '12:country': 'Dieser Wert ist ungültig.', '3': 'Diese Zeile hat 4 Felder, die Kopfzeile aber 17.' },
        },
      },
    });
    choose('id,kind\nx,store');
    fireEvent.click(screen.getByRole('button', { name: 'Importieren' }));
    const list = await screen.findByTestId('import-errors');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Zeile 3: Diese Zeile hat 4 Felder, die Kopfzeile aber 17.', 'Zeile 12, Spalte country: Dieser Wert ist ungültig.']);
    expect(screen.getByRole('status')).toHaveTextContent(/^Es wurde nichts importiert/);
    expect(sent).toEqual([{ csv: 'id,kind\nx,store' }]);
  });

  it('reports the counts of a good import', async () => {
    renderImport({ status: 200, body: { created: 2, updated: 1, unchanged: 1357 } });
    choose('id,kind\nx,store');
    fireEvent.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByText('Importiert: 2 hinzugefügt, 1 geändert, 1357 unverändert.')).toBeVisible();
    expect(screen.queryByTestId('import-errors')).toBeNull();
  });

  it('refuses a file over 1 MB without sending it', async () => {
    const sent = renderImport({ status: 200, body: {} });
    choose('x'.repeat(1024 * 1024 + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByText('Die Datei ist größer als 1 MB. Teile sie in kleinere Dateien auf.')).toBeVisible();
    expect(sent).toEqual([]);
  });
});
