import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { paths } from '../../paths.ts';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

/** The one-card layout of the account pages (the staff sign-in's look): brand, heading, what to do. */
export function AccountCard({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <main id="contenido" className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <PageTitle title={title} />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <Link to={paths.home} className="text-sm font-semibold text-brand-700">
            {BRAND.firm}
          </Link>
          <h1 className="text-xl font-semibold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </main>
  );
}
