import { ArrowLeft } from 'lucide-react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router';

/**
 * The error a posted form got as a whole (the server's message, or the one it drew the page with
 * after a post without JavaScript), above the form. Shared so the public forms show it alike.
 */
export function PostedFormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-6 rounded-lg border border-danger/25 bg-danger-soft p-4 text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/**
 * A public form that also works without JavaScript (or before it arrives): the browser posts it to
 * `action` (its own page), never a GET with the data (ADR 100); with JavaScript `onSubmit` takes it.
 */
export function PostedForm(props: {
  formRef: Ref<HTMLFormElement>;
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <form ref={props.formRef} method="post" action={props.action} noValidate onSubmit={props.onSubmit} className={props.className}>
      {props.children}
    </form>
  );
}

/**
 * The frame of a public form page: a bar with the firm's mark and `brand`, a «Volver» link to
 * `backTo`, the heading (`headingId` names the main region) and its `intro`, then the page's own
 * content. Shared so the public forms look and read alike.
 */
export function PublicFormLayout(props: { brand: ReactNode; backTo: string; headingId: string; title: ReactNode; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-4">
          <span aria-hidden className="flex size-8 items-center justify-center rounded-md bg-brand-700 text-sm font-bold text-white">
            P
          </span>
          <span className="text-lg font-semibold text-brand-800">{props.brand}</span>
        </div>
      </header>
      <main id="contenido" className="mx-auto w-full max-w-2xl flex-1 px-4 py-8" aria-labelledby={props.headingId}>
        <Link to={props.backTo} className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          Volver
        </Link>
        <h1 id={props.headingId} className="text-2xl font-semibold text-ink">
          {props.title}
        </h1>
        <p className="mt-1 text-muted">{props.intro}</p>
        {props.children}
      </main>
    </div>
  );
}
