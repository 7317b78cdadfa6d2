import { PassThrough } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ICON_REINSERT_SCRIPT, isFrameworkScript } from './framework-scripts.mjs';
import { LAYOUT_SCRIPTS } from '../../lib/layout-scripts.mjs';

const inlineScripts = (html: string) => [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

/** What React streams for a page whose Suspense boundary resolves after the shell was sent. */
async function streamedWithLateBoundary(): Promise<string> {
  let resolve!: (text: string) => void;
  const late = new Promise<string>((r) => (resolve = r));
  function Late() {
    return <p>{use(late)}</p>;
  }
  const page = (
    <html>
      <body>
        <Suspense fallback={<p>Loading</p>}>
          <Late />
        </Suspense>
      </body>
    </html>
  );
  return new Promise((done, fail) => {
    let html = '';
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => (html += chunk.toString()));
    out.on('end', () => done(html));
    const stream = renderToPipeableStream(page, {
      onShellReady() {
        stream.pipe(out);
        setImmediate(() => resolve('Arrived "late" </script>'));
      },
      onShellError: fail,
    });
  });
}

describe('isFrameworkScript', () => {
  it("recognises Next.js's RSC payload scripts", () => {
    expect(isFrameworkScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true);
    expect(isFrameworkScript('(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,{"a":1}])')).toBe(true);
    expect(isFrameworkScript('self.__next_f.push([1,"0:{\\"P\\":null}\\n"])')).toBe(true);
    expect(isFrameworkScript('self.__next_f.push([3,"AAEC"])')).toBe(true);
  });

  it("recognises React's streaming instructions, taken from what React really writes", async () => {
    const scripts = inlineScripts(await streamedWithLateBoundary());
    expect(scripts.some((s) => s.includes('$RC('))).toBe(true);
    for (const script of scripts) expect({ script, known: isFrameworkScript(script) }).toEqual({ script, known: true });
  });

  it("recognises Turbopack's chunk-group bootstrap", () => {
    expect(isFrameworkScript('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(["/_next/static/chunks/a.js",{"b":1}]);')).toBe(true);
  });

  it('recognises the script Next.js writes after metadata streamed late, as Next.js itself writes it', async () => {
    // What Next.js puts in the body when a page's metadata resolves after its shell (the icons' move to <head>).
    const { createServerInsertedMetadata } = (await import('next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js')) as {
      createServerInsertedMetadata: (nonce?: string) => () => Promise<string>;
    };
    const [script] = inlineScripts(await createServerInsertedMetadata()());
    expect(script).toBe(ICON_REINSERT_SCRIPT);
    expect(isFrameworkScript(script!)).toBe(true);
  });

  it.each(Object.entries(LAYOUT_SCRIPTS))('recognises the layouts’ own script %s (lib/layout-scripts.mjs), exactly', (_, script) => {
    expect(isFrameworkScript(script)).toBe(true);
  });

  it('refuses anything else, framework scripts with something added included', async () => {
    const reactScripts = inlineScripts(await streamedWithLateBoundary()).filter((s) => s.includes('$RC('));
    for (const script of [
      "alert('Hello, world.')",
      '',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"x"]) ',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([]);alert(1);',
      '$RC("B:0","S:0");alert(1)',
      '$RC("B:0",alert(1))',
      `${reactScripts[0]!};alert(1)`,
      `alert(1);${reactScripts[0]!}`,
      `${ICON_REINSERT_SCRIPT};alert(1)`,
      ...Object.values(LAYOUT_SCRIPTS).map((own) => `${own};alert(1)`),
      "document.querySelectorAll('body script').forEach(el => document.head.appendChild(el))",
    ])
      expect({ script, known: isFrameworkScript(script) }).toEqual({ script, known: false });
  });
});
