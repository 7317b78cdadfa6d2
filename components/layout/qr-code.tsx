import QRCode from 'qrcode';

/** An inline SVG QR code, generated at build time (no image request, no external service). */
export async function QrCode({ value, label, size = 112 }: { value: string; label: string; size?: number }) {
  const svg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2a44', light: '#ffffff' } });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" role="img" aria-label="${label.replace(/"/g, '&quot;')}" `);
  return <span className="qr-code" dangerouslySetInnerHTML={{ __html: sized }} />;
}
