import type { ReactNode } from 'react';

export const LAST_UPDATED = 'February 2, 2023';

/** The frame both legal documents share: a readable column with title and date. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="container py-4 legal-page" style={{ maxWidth: '48rem' }}>
      <h1 className="h2">{title}</h1>
      <p className="text-body-secondary">Last updated: {LAST_UPDATED}</p>
      {children}
    </article>
  );
}
