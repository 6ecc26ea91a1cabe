import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  ALERT_CHOICES,
  DIGEST_CHOICES,
  DIGEST_KIND,
  MAIL_CHOICE_LABELS,
  MAIL_KIND_LABELS,
  type MailChoice,
  type MailKind,
  type MailPreferences,
  PREFERENCE_MESSAGES,
} from '../../../domain/mail/preferences.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { ErrorState, LoadingRows } from '../../staff/query-states.tsx';
import { Button } from '../../ui/button.tsx';
import { Label } from '../../ui/label.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { RadioGroup, RadioGroupItem } from '../../ui/radio-group.tsx';
import { toast } from '../../ui/toast.tsx';
import { useMailPreferences, useSaveMailPreferences } from './api.ts';

type Choices = MailPreferences['preferencias'];

/** «Mi cuenta» (ADR 093): the account's address and, per kind of mail its roles get, when it wants it. */
function AccountPage() {
  const { user, isLoading } = useSession();
  const preferences = useMailPreferences(Boolean(user));
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8">
      <PageTitle title="Mi cuenta" />
      <h1 className="font-bold text-2xl text-ink">Mi cuenta</h1>
      {isLoading ? (
        <LoadingRows rows={3} className="mt-6 grid gap-2" />
      ) : !user ? (
        <p className="mt-4 text-base">
          Para ver tu cuenta, iniciá sesión desde el acceso de tu área. <Link to={paths.home}>Volver al inicio</Link>
        </p>
      ) : preferences.isError ? (
        <ErrorState
          title="No pudimos cargar tus preferencias de correo"
          onRetry={() => preferences.refetch()}
          retrying={preferences.isFetching}
          className="mt-6"
        />
      ) : !preferences.data ? (
        <LoadingRows rows={3} className="mt-6 grid gap-2" label="Cargando tus preferencias" />
      ) : (
        <MailForm data={preferences.data} />
      )}
    </main>
  );
}

function MailForm({ data }: { data: MailPreferences }) {
  const [choices, setChoices] = useState<Choices>(data.preferencias);
  const save = useSaveMailPreferences();
  useEffect(() => setChoices(data.preferencias), [data.preferencias]);
  const alertKinds = data.tipos.filter((kind) => kind !== DIGEST_KIND);
  const hasDigest = data.tipos.includes(DIGEST_KIND);
  const changed = data.tipos.filter((kind) => choices[kind] !== data.preferencias[kind]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (changed.length === 0) return;
    save.mutate(Object.fromEntries(changed.map((kind) => [kind, choices[kind]])), { onSuccess: () => toast.success(PREFERENCE_MESSAGES.saved) });
  }

  return (
    <section aria-labelledby="correo-titulo" className="mt-6">
      <h2 id="correo-titulo" className="font-semibold text-xl">
        Correo
      </h2>
      <p className="mt-2 text-base">
        Te escribimos a <strong>{data.email}</strong>.
      </p>
      {data.tipos.length === 0 ? (
        <p className="mt-4 text-base text-muted">Tu cuenta no recibe avisos ni el resumen diario.</p>
      ) : (
        <form onSubmit={submit} className="mt-4 grid gap-6">
          {alertKinds.length > 0 && (
            <fieldset className="grid gap-4">
              <legend className="font-semibold text-lg">Avisos al instante</legend>
              <p className="text-muted text-sm">Cada vez que llega algo que atiende tu cuenta. «En el resumen diario» los junta en el correo de las 8.</p>
              {alertKinds.map((kind) => (
                <ChoiceRow
                  key={kind}
                  kind={kind}
                  options={ALERT_CHOICES}
                  value={choices[kind]}
                  onChange={(value) => setChoices({ ...choices, [kind]: value })}
                />
              ))}
            </fieldset>
          )}
          {hasDigest && (
            <fieldset className="grid gap-4">
              <legend className="font-semibold text-lg">Resumen diario</legend>
              <p className="text-muted text-sm">Los días hábiles a las 8: lo vencido, lo pendiente y lo nuevo de tus áreas. Si no hay nada, no llega.</p>
              <ChoiceRow
                kind={DIGEST_KIND}
                options={DIGEST_CHOICES}
                value={choices[DIGEST_KIND]}
                onChange={(value) => setChoices({ ...choices, [DIGEST_KIND]: value as Choices[typeof DIGEST_KIND] })}
              />
            </fieldset>
          )}
          <div>
            <Button type="submit" loading={save.isPending} disabled={changed.length === 0}>
              Guardar
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function ChoiceRow({
  kind,
  options,
  value,
  onChange,
}: {
  kind: MailKind;
  options: readonly MailChoice[];
  value: MailChoice;
  onChange: (value: MailChoice) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="font-medium text-base">
        {MAIL_KIND_LABELS[kind]}
      </span>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onChange(next as MailChoice)}
        className="flex flex-wrap gap-x-6 gap-y-2"
      >
        {options.map((option) => (
          <div key={option} className="flex min-h-11 items-center gap-2">
            <RadioGroupItem value={option} id={`${id}-${option}`} />
            <Label htmlFor={`${id}-${option}`}>{MAIL_CHOICE_LABELS[option]}</Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}

export const Component = AccountPage;
