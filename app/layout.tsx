import type { ReactNode } from 'react';
import './globals.css';

// The real document (with <html lang>) is rendered by app/[locale]/layout.tsx.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
