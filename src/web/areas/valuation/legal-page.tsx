import type { ReactNode } from 'react';
import { PublicFooter, PublicHeader } from '../../shared/public-site-chrome.tsx';

/** The frame of both legal pages. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PublicHeader />
      <main id="contenido" className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-muted">Última actualización: {updated}</p>
        <div className="mt-6 grid gap-5 leading-relaxed text-ink [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1">
          {children}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
