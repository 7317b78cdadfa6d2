import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF, read by unpdf (PDF.js) in a child process: PDF.js loads its parts with
 * dynamic import(), which jest's module sandbox refuses without --experimental-vm-modules.
 */
export function pdfText(pdf: Buffer): string {
  const script = `import { extractText } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { text } = await extractText(new Uint8Array(Buffer.concat(chunks)), { mergePages: true });
process.stdout.write(text);`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: pdf, cwd: process.cwd(), encoding: 'utf8' });
}
