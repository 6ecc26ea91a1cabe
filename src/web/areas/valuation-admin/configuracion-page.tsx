import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SETTING_KEYS, SETTING_LABELS, type SettingKey, settingFormText, settingValueSchemas } from '../../../domain/settings/settings.ts';
import { NUMBER_KINDS } from '../../../domain/shared/typed-number.ts';
import { ADMIN_MESSAGES } from '../../../domain/valuation-admin/schemas.ts';
import { showFieldError } from '../../staff/field-errors.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { LoadingRows, QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { ADMIN_ROLES, cashCategoriesRead, closingCostsRead, configuracionRead, exchangeRatesRead, useConfiguracion, useSaveSetting } from './api.ts';
import { ClosingCostsSection } from './closing-costs-section.tsx';
import { CashCategoriesSection, ExchangeRatesSection } from './exchange-rates-section.tsx';
import { PAGE_NAMES, pageTitle } from './pages.ts';

const DESCRIPTIONS: Partial<Record<SettingKey, string>> = {
  porcentaje_ajuste_mercado: 'Entre 0 y 100, con coma para el decimal (9,5). El valor de mercado es el valor de lista menos este porcentaje.',
  texto_legal: 'Se muestra en el resultado de cada consulta.',
  whatsapp_empresa: 'Con código de país, por ejemplo 5491112345678.',
};

/** Configuración: each key saved on its own ('Éxito', or the server's message). */
function ConfiguracionPage() {
  const settings = useConfiguracion();
  return (
    <>
      <StaffPageHeader title={PAGE_NAMES.configuracion} description="Cada valor se guarda por separado." />
      <QueryView query={settings} errorTitle="No se pudo cargar la configuración" loading={<LoadingRows rows={6} />}>
        {(values) => (
          <div className="grid gap-4 lg:grid-cols-2">
            {SETTING_KEYS.map((key) => (
              <SettingForm key={key} clave={key} value={values[key]} />
            ))}
            <ExchangeRatesSection />
            <ClosingCostsSection />
            <CashCategoriesSection />
          </div>
        )}
      </QueryView>
    </>
  );
}

function SettingForm({ clave, value }: { clave: SettingKey; value: string }) {
  const save = useSaveSetting();
  // The same rule as the server (settingValueSchemas), on the text the person typed.
  const schema = z.object({
    valor: z.string().superRefine((value, ctx) => {
      const result = settingValueSchemas[clave].safeParse(value);
      if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Valor inválido' });
    }),
  });
  // The percent shows as typed here («9,5»), though stored in its machine form ('9.5').
  const form = useForm<{ valor: string }>({ resolver: zodResolver(schema), values: { valor: settingFormText(clave, value) } });
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync({ clave, valor: values.valor }).then(
      () => toast.success(ADMIN_MESSAGES.success, `${SETTING_LABELS[clave]} guardado`),
      (error) => showFieldError(form, error),
    ),
  );
  const long = clave === 'texto_legal';
  return (
    <Card className={long ? 'lg:col-span-2' : undefined}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{SETTING_LABELS[clave]}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-3">
          <Field label={SETTING_LABELS[clave]} description={DESCRIPTIONS[clave]} error={form.formState.errors.valor?.message} required>
            {long ? (
              <Textarea rows={5} {...form.register('valor')} />
            ) : clave === 'porcentaje_ajuste_mercado' ? (
              <NumberInput kind={NUMBER_KINDS.percent} {...form.register('valor')} />
            ) : (
              <Input type={clave === 'email_contacto' ? 'email' : clave === 'url_portfolio' ? 'url' : 'text'} {...form.register('valor')} />
            )}
          </Field>
          <div>
            <Button type="submit" loading={save.isPending} aria-label={`Guardar ${SETTING_LABELS[clave]}`}>
              Guardar
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export const Component = ConfiguracionPage;
// The three sections under the settings are drawn with them, each with its own query.
export const handle = staffScreen(ADMIN_ROLES, pageTitle('configuracion'), () => [
  configuracionRead(),
  exchangeRatesRead(),
  closingCostsRead(),
  cashCategoriesRead(),
]);
